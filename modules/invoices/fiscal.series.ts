// Invoice series (admins): their list, and creating, editing and deleting one.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { conflict, notFound } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validator } from '../../src/lib/validation';
import { postedBoolean } from '../../views/widgets/Form';
import { invoicesMessages as m } from './invoices.messages';
import { invoicesError } from './invoices.errors';

export interface SeriesRow {
  id: number;
  code: string;
  description: string;
  isAmending: boolean;
  active: boolean;
  issuedCount: number;
  updatedDate: Date;
}

const seriesSchema = validator<{ code: string; description?: string }>({
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9]{1,10}$', 'x-messages': { pattern: m.codeFormat } },
    description: { type: 'string', maxLength: 200 },
  },
  required: ['code'],
});

/** Every series with how many invoices it has issued (amending ones last). */
export async function seriesList(conn: Db | Knex.Transaction): Promise<SeriesRow[]> {
  return conn('invoice_series as s')
    .orderByRaw('s.is_amending, upper(s.code)')
    .select('s.*', conn.raw('(select count(*) from invoices i where i.series_id = s.id)::int as issued_count'));
}

export function createInvoiceSeries(db: Db) {
  async function oneSeries(id: number, conn: Db | Knex.Transaction = db): Promise<SeriesRow> {
    const row = (await seriesList(conn)).find((s) => s.id === id);
    if (!row) throw notFound(m.seriesNotFound);
    return row;
  }

  function seriesInput(raw: Record<string, unknown>) {
    const input = seriesSchema.parse(raw);
    return {
      code: input.code.toUpperCase(),
      description: input.description ?? '',
      isAmending: postedBoolean(raw.isAmending),
      active: raw.active === undefined ? true : postedBoolean(raw.active),
    };
  }

  async function checkSeriesCode(trx: Knex.Transaction, code: string, id?: number) {
    const same = await trx('invoice_series')
      .whereRaw('upper(code) = ?', [code])
      .whereNot('id', id ?? 0)
      .first('id');
    if (same) throw invoicesError('INVOICES_DUPLICATE', m.duplicateCode, { fields: { code: t(m.duplicateCode) } });
  }

  return {
    async series(actor: Actor | null, id: number) {
      authorize(actor, 'fiscalSettings.manage');
      return oneSeries(id);
    },

    async seriesOptions(actor: Actor | null) {
      authorize(actor, 'invoices.view');
      return seriesList(db);
    },

    /** The series as a list's or an export's filter shows them: without counting each one's invoices. */
    async seriesChoices(actor: Actor | null): Promise<Omit<SeriesRow, 'issuedCount'>[]> {
      authorize(actor, 'invoices.view');
      return db('invoice_series as s')
        .orderByRaw('s.is_amending, upper(s.code)')
        .select('s.id', 's.code', 's.description', 's.is_amending', 's.active');
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
        if (used && (input.code !== current.code || input.isAmending !== current.isAmending))
          throw invoicesError('INVOICES_SERIES_LOCKED', m.codeLocked, { fields: { code: t(m.codeLocked) } });
        // The voucher payments' series: made inactive or amending, every payment (card ones at the bank
        // included) would be refused with «La serie A no está activa» until another is chosen.
        const payments = await trx('fiscal_settings').where('voucher_series_id', id).first('id');
        const refused = payments
          ? (
              [
                ['active', m.paymentSeriesActive, !input.active],
                ['isAmending', m.paymentSeriesOrdinary, input.isAmending],
              ] as const
            ).filter(([, , wrong]) => wrong)
          : [];
        if (refused.length > 0) {
          const values = { code: current.code };
          throw invoicesError('INVOICES_SERIES_LOCKED', refused[0][1], {
            values,
            fields: Object.fromEntries(refused.map(([field, message]) => [field, t(message, values)])),
          });
        }
        await checkSeriesCode(trx, input.code, id);
        await trx('invoice_series')
          .where('id', id)
          .update({ ...input, updatedDate: trx.fn.now() });
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
  };
}
