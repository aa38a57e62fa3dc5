import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { conflict, invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { normaliseNif, validator, idField } from '../../src/lib/validation';
import { postedBoolean } from '../../views/widgets/Form';
import { choosePlace } from '../places';
import type { AcademicServices } from '../academic';
import { invoicesMessages as m } from './invoices.messages';
import { readSettings, type IssuerRow } from './issue';
import { invoicesError } from './invoices.errors';

export interface SeriesRow {
  id: number;
  code: string;
  description: string;
  isAmending: boolean;
  active: boolean;
  issuedCount: number;
}

export interface VatTypeRow {
  id: number;
  name: string;
  rate: string;
  exemptionText: string | null;
  taxCode: 'E1' | 'S1';
  isDefault: boolean;
  useCount: number;
}

const issuerSchema = validator<{ legalName: string; nif: string; address: string; postalCode: string; municipalityId?: number; municipalityName?: string; voucherSeriesId?: number }>({
  type: 'object',
  properties: {
    legalName: { type: 'string', minLength: 1, maxLength: 250 },
    nif: { type: 'string', format: 'nif' },
    address: { type: 'string', minLength: 1, maxLength: 200 },
    postalCode: { type: 'string', format: 'postal-code' },
    municipalityId: idField,
    municipalityName: { type: 'string', maxLength: 200 },
    voucherSeriesId: idField,
  },
  required: ['legalName', 'nif', 'address', 'postalCode'],
});

const seriesSchema = validator<{ code: string; description?: string }>({
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9]{1,10}$', 'x-messages': { pattern: m.codeFormat } },
    description: { type: 'string', maxLength: 200 },
  },
  required: ['code'],
});

const vatSchema = validator<{ name: string; rate: number; exemptionText?: string; taxCode: 'E1' | 'S1' }>({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    rate: { type: 'number', minimum: 0, maximum: 100 },
    exemptionText: { type: 'string', maxLength: 500 },
    taxCode: { type: 'string', enum: ['E1', 'S1'] },
  },
  required: ['name', 'rate', 'taxCode'],
});

/** '21,5' (a form) or 21.5 (GraphQL) → 21.5; anything else stays as typed for the schema to refuse. */
const rateOf = (value: unknown) => (typeof value === 'string' && /^\s*\d+(,\d+)?\s*$/.test(value) ? value.replace(',', '.') : value);

/** The fiscal settings (admins): the issuer, invoice series, VAT types and the VAT type of each level. */
export function createFiscalService({ db, academic }: { db: Db; academic: AcademicServices['academic'] }) {
  async function seriesList(conn: Db | Knex.Transaction = db): Promise<SeriesRow[]> {
    return conn('invoice_series as s')
      .orderByRaw('s.is_amending, upper(s.code)')
      .select('s.*', conn.raw('(select count(*) from invoices i where i.series_id = s.id)::int as issued_count'));
  }

  async function vatTypes(conn: Db | Knex.Transaction = db): Promise<VatTypeRow[]> {
    return conn('vat_types as v')
      .orderBy('v.rate')
      .orderBy('v.name')
      .select('v.*', conn.raw('((select count(*) from invoices i where i.vat_type_id = v.id) + (select count(*) from level_vat_types l where l.vat_type_id = v.id))::int as use_count'));
  }

  async function oneSeries(id: number, conn: Db | Knex.Transaction = db): Promise<SeriesRow> {
    const row = (await seriesList(conn)).find((s) => s.id === id);
    if (!row) throw notFound(m.seriesNotFound);
    return row;
  }

  async function oneVatType(id: number, conn: Db | Knex.Transaction = db): Promise<VatTypeRow> {
    const row = (await vatTypes(conn)).find((v) => v.id === id);
    if (!row) throw notFound(m.vatTypeNotFound);
    return row;
  }

  function seriesInput(raw: Record<string, unknown>) {
    const input = seriesSchema.parse(raw);
    return { code: input.code.toUpperCase(), description: input.description ?? '', isAmending: postedBoolean(raw.isAmending), active: raw.active === undefined ? true : postedBoolean(raw.active) };
  }

  async function checkSeriesCode(trx: Knex.Transaction, code: string, id?: number) {
    const same = await trx('invoice_series').whereRaw('upper(code) = ?', [code]).whereNot('id', id ?? 0).first('id');
    if (same) throw invoicesError('INVOICES_DUPLICATE', m.duplicateCode, { fields: { code: t(m.duplicateCode) } });
  }

  function vatInput(raw: Record<string, unknown>) {
    const fields: FieldErrors = {};
    const input = vatSchema.collect({ ...raw, rate: rateOf(raw.rate) }, fields);
    const isDefault = postedBoolean(raw.isDefault);
    if (!fields.taxCode && input.taxCode === 'E1') {
      if (!input.exemptionText) fields.exemptionText = t(m.exemptNeedsText);
      if (!fields.rate && Number(input.rate) !== 0) fields.rate = t(m.exemptRateZero);
    }
    if (Object.keys(fields).length) throw invalidInput(fields);
    return { name: input.name, rate: input.rate, exemptionText: input.exemptionText ?? null, taxCode: input.taxCode, isDefault };
  }

  async function saveVat(trx: Knex.Transaction, input: ReturnType<typeof vatInput>, id?: number) {
    const same = await trx('vat_types').whereRaw('search_key(name) = search_key(?)', [input.name]).whereNot('id', id ?? 0).first('id');
    if (same) throw invoicesError('INVOICES_DUPLICATE', m.duplicateName, { fields: { name: t(m.duplicateName) } });
    if (id && !input.isDefault) {
      const current = await trx('vat_types').where('id', id).first('is_default');
      if (current?.isDefault) throw invoicesError('INVOICES_DEFAULT_REQUIRED', m.defaultRequired, { fields: { isDefault: t(m.defaultRequired) } });
    }
    if (input.isDefault) await trx('vat_types').where('is_default', true).whereNot('id', id ?? 0).update({ isDefault: false, updatedDate: trx.fn.now() });
    if (id) {
      await trx('vat_types').where('id', id).update({ ...input, updatedDate: trx.fn.now() });
      return id;
    }
    const [row] = await trx('vat_types').insert(input).returning('id');
    return row.id as number;
  }

  return {
    /** Everything the /fiscal-settings page shows. */
    async overview(actor: Actor | null) {
      authorize(actor, 'fiscalSettings.manage');
      const [issuer, series, vat, levels, levelVat] = await Promise.all([readSettings(db), seriesList(), vatTypes(), academic.levels(actor), db('level_vat_types').select()]);
      const byLevel = new Map<number, number>(levelVat.map((r: { levelId: number; vatTypeId: number }) => [r.levelId, r.vatTypeId]));
      return { issuer, series, vatTypes: vat, levels: levels.map((l) => ({ id: l.id, name: l.name, vatTypeId: byLevel.get(l.id) ?? null })) };
    },

    async issuer(actor: Actor | null): Promise<IssuerRow> {
      authorize(actor, 'fiscalSettings.manage');
      return readSettings(db);
    },

    /** Saves the issuer and the payments' series; every message at once. */
    async saveIssuer(actor: Actor | null, raw: Record<string, unknown>): Promise<IssuerRow> {
      authorize(actor, 'fiscalSettings.manage');
      const fields: FieldErrors = {};
      const input = issuerSchema.collect(raw, fields);
      const name = typeof raw.municipalityName === 'string' ? raw.municipalityName : undefined;
      const chosen = await choosePlace(db, 'municipalities', { id: Number(raw.municipalityId) || undefined, name });
      if (chosen === 'notFound') fields.municipalityId = t(m.municipalityNotFound);
      else if (chosen === 'ambiguous') fields.municipalityId = t(m.municipalityAmbiguous);
      else if (chosen === null) fields.municipalityId = t(validationMessages.required);
      if (input.voucherSeriesId) {
        const series = await db('invoice_series').where('id', input.voucherSeriesId).first();
        if (!series || series.isAmending || !series.active) fields.voucherSeriesId = t(m.paymentSeriesAmending);
      }
      if (Object.keys(fields).length) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        await trx('fiscal_settings').where('id', 1).forUpdate().first();
        await trx('fiscal_settings')
          .where('id', 1)
          .update({ legalName: input.legalName, nif: normaliseNif(input.nif), address: input.address, postalCode: input.postalCode, municipalityId: chosen as number, voucherSeriesId: input.voucherSeriesId ?? null, updatedDate: trx.fn.now() });
      });
      return readSettings(db);
    },

    async series(actor: Actor | null, id: number) {
      authorize(actor, 'fiscalSettings.manage');
      return oneSeries(id);
    },

    async seriesOptions(actor: Actor | null) {
      authorize(actor, 'invoices.view');
      return seriesList();
    },

    async createSeries(actor: Actor | null, raw: Record<string, unknown>): Promise<SeriesRow> {
      authorize(actor, 'fiscalSettings.manage');
      const input = seriesInput(raw);
      return db.transaction(async (trx) => {
        await checkSeriesCode(trx, input.code);
        const [row] = await trx('invoice_series').insert(input).returning('id');
        return oneSeries(row.id, trx);
      });
    },

    /** Edits a series; once it has invoices its code and kind stay (the numbers already issued carry them). */
    async updateSeries(actor: Actor | null, id: number, raw: Record<string, unknown>): Promise<SeriesRow> {
      authorize(actor, 'fiscalSettings.manage');
      const input = seriesInput(raw);
      return db.transaction(async (trx) => {
        const current = await trx('invoice_series').where('id', id).forUpdate().first();
        if (!current) throw notFound(m.seriesNotFound);
        const used = await trx('invoices').where('series_id', id).first('id');
        if (used && (input.code !== current.code || input.isAmending !== current.isAmending)) throw invoicesError('INVOICES_SERIES_LOCKED', m.codeLocked, { fields: { code: t(m.codeLocked) } });
        await checkSeriesCode(trx, input.code, id);
        await trx('invoice_series').where('id', id).update({ ...input, updatedDate: trx.fn.now() });
        return oneSeries(id, trx);
      });
    },

    async removeSeries(actor: Actor | null, id: number): Promise<SeriesRow> {
      authorize(actor, 'fiscalSettings.manage');
      return db.transaction(async (trx) => {
        const row = await oneSeries(id, trx);
        const used = await trx('invoices').where('series_id', id).first('id');
        const payments = await trx('fiscal_settings').where('voucher_series_id', id).first('id');
        if (used || payments) throw conflict(m.seriesInUse, { code: row.code });
        await trx('invoice_counters').where('series_id', id).delete();
        await trx('invoice_series').where('id', id).delete();
        return row;
      });
    },

    async vatType(actor: Actor | null, id: number) {
      authorize(actor, 'fiscalSettings.manage');
      return oneVatType(id);
    },

    async vatTypeOptions(actor: Actor | null) {
      authorize(actor, 'invoices.view');
      return vatTypes();
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
        if (!levels.has(Number(level)) || (vat !== null && !known.has(vat))) fields[`vat_${level}`] = t(validationMessages.invalidOption);
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

export type FiscalService = ReturnType<typeof createFiscalService>;
