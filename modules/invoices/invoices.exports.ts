import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { isIsoDay, t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { isReversedRange, type ListQuery } from '../../src/lib/listQuery';
import type { CsvInvoiceCells, InvoiceLine, InvoiceRow, PrintableInvoice } from './invoices.service';
import { exportMessages } from './invoices.messages';

/** What the exports read through: the list's filters over the invoices, as the service builds them. */
export interface ExportDeps {
  db: Db;
  /** The filtered selection's whole rows, as the list reads them. */
  rows: (query: ListQuery) => Knex.QueryBuilder;
  /** The filtered selection's CSV cells (CsvInvoiceCells, written by PostgreSQL). */
  cells: (query: ListQuery) => Knex.QueryBuilder;
  rowOf: (raw: Omit<InvoiceRow, 'fullNumber'>) => InvoiceRow;
}

/**
 * A selection read in keyset pages of (date, id), oldest first: a year of invoices is never
 * held in memory. `keyOf` reads a row's date and id (rows may be arrays).
 */
async function* keysetPages<R>(
  select: () => Knex.QueryBuilder,
  {
    batch,
    keyOf,
    read = (raw) => raw as R[],
  }: { batch: number; keyOf: (row: R) => [string, number]; read?: (raw: unknown[]) => R[] },
): AsyncGenerator<R[]> {
  let after: [string, number] | undefined;
  for (;;) {
    const q = select()
      .orderBy([{ column: 'i.date' }, { column: 'i.id' }])
      .limit(batch);
    if (after) q.whereRaw('(i.date, i.id) > (?::date, ?)', after);
    const rows = read((await q) as unknown[]);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/**
 * An export's period as asked: a day that is no day ('abc', '01/10/2026', '2026-02-30') or an
 * end before the start is refused, said on its field. The list ignores such a filter and shows
 * everything; a file for the quarter's filing must not quietly hold the whole history instead.
 */
function checkPeriod({ filters }: ListQuery) {
  const fields: FieldErrors = {};
  for (const name of ['from', 'to'] as const)
    if (filters[name] !== undefined && !isIsoDay(filters[name])) fields[name] = t(validationMessages.date);
  if (isReversedRange(filters.from, filters.to)) fields.to = t(exportMessages.periodReversed);
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

/** The accountant's exports of a selection: its rows, the CSV's cells and the ZIP's documents. */
export function createInvoiceExports({ db, rows, cells, rowOf }: ExportDeps) {
  const rowPages = (query: ListQuery) =>
    keysetPages<InvoiceRow>(() => rows(query), { batch: 1000, keyOf: (r) => [r.date, r.id] });
  return {
    /** Every invoice of a selection, oldest first, for the CSV and the ZIP of PDFs. */
    async *exportRows(actor: Actor | null, query: ListQuery): AsyncGenerator<InvoiceRow> {
      authorize(actor, 'invoices.export');
      checkPeriod(query);
      for await (const page of rowPages(query)) for (const row of page) yield rowOf(row);
    },

    /** The CSV's rows in pages of 5,000: only its cells, as arrays (no object per row). */
    async *exportCsvPages(actor: Actor | null, query: ListQuery): AsyncGenerator<CsvInvoiceCells[]> {
      authorize(actor, 'invoices.export');
      checkPeriod(query);
      yield* keysetPages<CsvInvoiceCells>(() => cells(query).options({ rowMode: 'array' }), {
        batch: 5000,
        keyOf: (r) => [r[1], r[0]],
        // PGlite answers objects whatever the row mode.
        read: (raw) => raw.map((r) => (Array.isArray(r) ? r : Object.values(r as object))) as CsvInvoiceCells[],
      });
    },

    /** The selection's invoices with their lines, for the ZIP of PDFs: each page's lines in one query. */
    async *exportDocuments(actor: Actor | null, query: ListQuery): AsyncGenerator<PrintableInvoice> {
      authorize(actor, 'invoices.export');
      checkPeriod(query);
      for await (const page of rowPages(query)) {
        const lines = (await db('invoice_lines')
          .whereIn(
            'invoice_id',
            page.map((r) => r.id),
          )
          .orderBy(['invoice_id', 'position'])
          .select(
            'id',
            'invoice_id',
            'position',
            'concept',
            'quantity',
            'unit_price_cents',
            'amount_cents',
          )) as (InvoiceLine & {
          invoiceId: number;
        })[];
        const linesOf = new Map<number, InvoiceLine[]>();
        for (const { invoiceId, ...line } of lines)
          (linesOf.get(invoiceId) ?? linesOf.set(invoiceId, []).get(invoiceId)!).push(line);
        for (const row of page) yield { ...rowOf(row), lines: linesOf.get(row.id) ?? [] };
      }
    },
  };
}
