// VAT types (admins) and the VAT type of each level.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { conflict, invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { hasAtMostDecimals, validator, multiline } from '../../src/lib/validation';
import { postedBoolean } from '../../views/widgets/Form';
import { invoicesMessages as m } from './invoices.messages';
import { invoicesError } from './invoices.errors';

export interface VatTypeRow {
  id: number;
  name: string;
  rate: string;
  exemptionText: string | null;
  taxCode: 'E1' | 'S1';
  isDefault: boolean;
  useCount: number;
  updatedDate: Date;
}

const vatSchema = validator<{ name: string; rate: number; exemptionText?: string; taxCode: 'E1' | 'S1' }>({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    // A rate as no one writes one (1e2): the rate's own message, as for 21,555.
    rate: { type: 'number', minimum: 0, maximum: 100, 'x-messages': { type: m.rateFormat } },
    exemptionText: { type: 'string', maxLength: 500, ...multiline },
    taxCode: { type: 'string', enum: ['E1', 'S1'] },
  },
  required: ['name', 'rate', 'taxCode'],
});

/** '21,5' (a form) or 21.5 (GraphQL) → 21.5; anything else stays as typed for the schema to refuse. */
const rateOf = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+(,\d+)?\s*$/.test(value) ? value.replace(',', '.') : value;

/** Every VAT type with how often it is used (invoices and levels). */
export async function vatTypes(conn: Db | Knex.Transaction): Promise<VatTypeRow[]> {
  return conn('vat_types as v')
    .orderBy('v.rate')
    .orderBy('v.name')
    .select(
      'v.*',
      conn.raw(
        '((select count(*) from invoices i where i.vat_type_id = v.id) + (select count(*) from level_vat_types l where l.vat_type_id = v.id))::int as use_count',
      ),
    );
}

export function createVatTypes(db: Db) {
  async function oneVatType(id: number, conn: Db | Knex.Transaction = db): Promise<VatTypeRow> {
    const row = (await vatTypes(conn)).find((v) => v.id === id);
    if (!row) throw notFound(m.vatTypeNotFound);
    return row;
  }

  function vatInput(raw: Record<string, unknown>) {
    const fields: FieldErrors = {};
    const input = vatSchema.collect({ ...raw, rate: rateOf(raw.rate) }, fields);
    const isDefault = postedBoolean(raw.isDefault);
    // The column keeps two decimals: 21,555 was stored as 21,56 and 0,001 as 0 without a word; 1e2 is no rate as typed.
    const typed = typeof raw.rate === 'string' ? raw.rate.trim() : undefined;
    const rate = Number(input.rate);
    if (!fields.rate && ((typed && !/^\d+([.,]\d{1,2})?$/.test(typed)) || !hasAtMostDecimals(rate, 2)))
      fields.rate = t(m.rateFormat);
    if (!fields.taxCode && input.taxCode === 'E1') {
      if (!input.exemptionText) fields.exemptionText = t(m.exemptNeedsText);
      if (!fields.rate && Number(input.rate) !== 0) fields.rate = t(m.exemptRateZero);
    }
    if (Object.keys(fields).length) throw invalidInput(fields);
    return {
      name: input.name,
      rate: input.rate,
      exemptionText: input.exemptionText ?? null,
      taxCode: input.taxCode,
      isDefault,
    };
  }

  async function saveVat(trx: Knex.Transaction, input: ReturnType<typeof vatInput>, id?: number) {
    const same = await trx('vat_types')
      .whereRaw('search_key(name) = search_key(?)', [input.name])
      .whereNot('id', id ?? 0)
      .first('id');
    if (same) throw invoicesError('INVOICES_DUPLICATE', m.duplicateName, { fields: { name: t(m.duplicateName) } });
    if (id && !input.isDefault) {
      const current = await trx('vat_types').where('id', id).first('is_default');
      if (current?.isDefault)
        throw invoicesError('INVOICES_DEFAULT_REQUIRED', m.defaultRequired, {
          fields: { isDefault: t(m.defaultRequired) },
        });
    }
    if (input.isDefault)
      await trx('vat_types')
        .where('is_default', true)
        .whereNot('id', id ?? 0)
        .update({ isDefault: false, updatedDate: trx.fn.now() });
    if (id) {
      await trx('vat_types')
        .where('id', id)
        .update({ ...input, updatedDate: trx.fn.now() });
      return id;
    }
    const [row] = await trx('vat_types').insert(input).returning('id');
    return row.id as number;
  }

  return {
    async vatType(actor: Actor | null, id: number) {
      authorize(actor, 'fiscalSettings.manage');
      return oneVatType(id);
    },

    async vatTypeOptions(actor: Actor | null) {
      authorize(actor, 'invoices.view');
      return vatTypes(db);
    },

    async createVatType(actor: Actor | null, raw: Record<string, unknown>): Promise<VatTypeRow> {
      authorize(actor, 'fiscalSettings.manage');
      const input = vatInput(raw);
      return db.transaction(async (trx) => oneVatType(await saveVat(trx, input), trx));
    },

    /** Edits a VAT type; invoices already issued keep the copy they froze. */
    async updateVatType(actor: Actor | null, id: number, raw: Record<string, unknown>): Promise<VatTypeRow> {
      authorize(actor, 'fiscalSettings.manage');
      const input = vatInput(raw);
      return db.transaction(async (trx) => {
        await oneVatType(id, trx);
        return oneVatType(await saveVat(trx, input, id), trx);
      });
    },

    async removeVatType(actor: Actor | null, id: number): Promise<VatTypeRow> {
      authorize(actor, 'fiscalSettings.manage');
      return db.transaction(async (trx) => {
        const row = await oneVatType(id, trx);
        if (row.useCount > 0 || row.isDefault) throw conflict(m.vatTypeInUse, { name: row.name });
        await trx('vat_types').where('id', id).delete();
        return row;
      });
    },

    /** Sets the VAT type of each level (`vat_<levelId>` = a type id, or empty for the default). */
    async saveLevelVat(actor: Actor | null, choices: Record<number, number | null>) {
      authorize(actor, 'fiscalSettings.manage');
      const known = new Set((await db('vat_types').pluck('id')).map(Number));
      const levels = new Set((await db('levels').pluck('id')).map(Number));
      const fields: FieldErrors = {};
      for (const [level, vat] of Object.entries(choices)) {
        if (!levels.has(Number(level)) || (vat !== null && !known.has(vat)))
          fields[`vat_${level}`] = t(validationMessages.invalidOption);
      }
      if (Object.keys(fields).length) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        for (const [level, vat] of Object.entries(choices)) {
          await trx('level_vat_types').where('level_id', Number(level)).delete();
          if (vat !== null) await trx('level_vat_types').insert({ levelId: Number(level), vatTypeId: vat });
        }
      });
    },
  };
}
