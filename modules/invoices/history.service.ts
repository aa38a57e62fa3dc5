import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { formatDate, formatMoney, isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { isRowId } from '../../src/lib/validation';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import {
  parseDecimal,
  MAX_ARCHIVE_CENTS,
  parseSignedCents,
  parseSpanishDay,
  importArchive,
  type ImportColumn,
  type ImportFile,
  type ImportReport,
} from '../../src/lib/csvImport';
import { exportMessages as x } from './invoices.messages';
import { historyMessages as h } from './history.messages';

/** An invoice of the system the academy used before, as its file said it. */
export interface HistoryInvoiceRow {
  id: number;
  series: string;
  number: string;
  date: string;
  customerName: string;
  customerNif: string | null;
  baseCents: number;
  vatRate: string;
  vatCents: number;
  totalCents: number;
  paymentMethod: string | null;
  amendsNumber: string | null;
  amendingReason: string | null;
  status: 'pendingPayment' | 'paid';
  sourceLine: number;
  importId: number;
}

export interface HistoryInvoiceDetail extends HistoryInvoiceRow {
  importFile: string;
  importedDate: Date;
  /** The archived invoice this one amends, when it is in the archive too. */
  amendsId: number | null;
  /** Archived invoices that amend this one. */
  amendedBy: { id: number; number: string; totalCents: number }[];
}

export interface HistoryInvoiceTotals {
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

const SORTS = ['date', 'number', 'customer', 'total'] as const;
export const HISTORY_INVOICE_LIST_SPEC: ListSpec = {
  sortable: SORTS,
  defaultSort: 'date',
  defaultDirection: 'desc',
  filters: ['series', 'from', 'to', 'customer', 'status'],
};
const SORT_SQL: Record<string, string> = {
  date: 'h.date',
  number: 'upper(h.series), upper(h.number)',
  customer: 'search_key(h.customer_name)',
  total: 'h.total_cents',
};

/**
 * The file layout: the columns the invoices CSV export writes (INVOICE_CSV_HEADERS), by their
 * headers, so an export of /invoices imports as it is. Forma de pago, Rectifica a and Motivo
 * may be left out of the file.
 */
export const HISTORY_INVOICE_COLUMNS = (): ImportColumn[] => [
  { key: 'series', header: t(x.hSeries) },
  { key: 'number', header: t(x.hNumber) },
  { key: 'date', header: t(x.hDate) },
  { key: 'customer', header: t(x.hCustomer) },
  { key: 'nif', header: t(x.hNif) },
  { key: 'base', header: t(x.hBase) },
  { key: 'rate', header: t(x.hRate) },
  { key: 'vat', header: t(x.hVat) },
  { key: 'total', header: t(x.hTotal) },
  { key: 'method', header: t(x.hMethod), required: false },
  { key: 'amends', header: t(x.hAmends), required: false },
  { key: 'reason', header: t(x.hReason), required: false },
  { key: 'status', header: t(x.hStatus) },
];

/** The status as the export writes it ('Pagada', 'Pendiente de pago'), or its code. */
const STATUS_WORDS: Record<string, 'paid' | 'pendingPayment'> = {
  pagada: 'paid',
  cobrada: 'paid',
  paid: 'paid',
  'pendiente de pago': 'pendingPayment',
  pendiente: 'pendingPayment',
  pendingpayment: 'pendingPayment',
};

type Candidate = Omit<HistoryInvoiceRow, 'id' | 'importId'>;

const keyOf = (r: { series: string; number: string }) => `${r.series.toUpperCase()}\u0000${r.number.toUpperCase()}`;
/** Two rows are the same invoice imported again when every figure agrees. */
const sameFigures = (a: Candidate, b: Candidate) =>
  a.date === b.date &&
  a.customerName === b.customerName &&
  (a.customerNif ?? '') === (b.customerNif ?? '') &&
  a.baseCents === b.baseCents &&
  Number(a.vatRate) === Number(b.vatRate) &&
  a.vatCents === b.vatCents &&
  a.totalCents === b.totalCents &&
  a.status === b.status;

const optional = (text: string) => {
  const s = text.trim();
  return s === '' || s === '—' ? null : s;
};

/** One line of the file as an archived invoice, or the reasons it is refused. */
export function historyInvoiceOf(
  cells: Record<string, string>,
  today = todayInMadrid(),
): Candidate | { reasons: string[] } {
  const reasons: string[] = [];
  const series = cells.series.trim();
  const number = cells.number.trim();
  const customerName = cells.customer.trim();
  if (!series) reasons.push(t(h.seriesRequired));
  else if (series.length > 20) reasons.push(t(h.tooLong, { field: t(x.hSeries), max: 20 }));
  if (!number) reasons.push(t(h.numberRequired));
  else if (number.length > 40) reasons.push(t(h.tooLong, { field: t(x.hNumber), max: 40 }));
  const date = parseSpanishDay(cells.date);
  if (!date) reasons.push(t(h.dateInvalid, { value: cells.date }));
  else if (date > today) reasons.push(t(h.dateFuture, { value: cells.date }));
  if (!customerName) reasons.push(t(h.customerRequired));
  const nif =
    optional(cells.nif)
      ?.replace(/[\s.-]/g, '')
      .toUpperCase() ?? null;
  if (nif && nif.length > 20) reasons.push(t(h.tooLong, { field: t(x.hNif), max: 20 }));
  const amount = (key: 'base' | 'vat' | 'total', label: string) => {
    const value = parseSignedCents(cells[key]);
    if (value === undefined) reasons.push(t(h.amountInvalid, { field: label, value: cells[key] }));
    else if (Math.abs(value) > MAX_ARCHIVE_CENTS)
      reasons.push(t(h.amountTooLarge, { field: label, value: cells[key], max: formatMoney(MAX_ARCHIVE_CENTS) }));
    return value;
  };
  const baseCents = amount('base', t(x.hBase));
  const vatCents = amount('vat', t(x.hVat));
  const totalCents = amount('total', t(x.hTotal));
  if (
    baseCents !== undefined &&
    vatCents !== undefined &&
    totalCents !== undefined &&
    baseCents + vatCents !== totalCents
  )
    reasons.push(t(h.totalMismatch));
  const rate = parseDecimal(cells.rate || '0');
  if (rate === undefined || rate > 100) reasons.push(t(h.rateInvalid, { value: cells.rate }));
  const status = STATUS_WORDS[cells.status.trim().toLowerCase()];
  if (!status) reasons.push(t(h.statusInvalid, { value: cells.status }));
  const paymentMethod = optional(cells.method ?? '');
  if (paymentMethod && paymentMethod.length > 50) reasons.push(t(h.tooLong, { field: t(x.hMethod), max: 50 }));
  const amendsNumber = optional(cells.amends ?? '');
  if (amendsNumber && amendsNumber.length > 40) reasons.push(t(h.tooLong, { field: t(x.hAmends), max: 40 }));
  if (reasons.length) return { reasons };
  return {
    series,
    number,
    date: date!,
    customerName: customerName.slice(0, 250),
    customerNif: nif,
    baseCents: baseCents!,
    vatRate: rate!.toFixed(2),
    vatCents: vatCents!,
    totalCents: totalCents!,
    paymentMethod,
    amendsNumber,
    amendingReason: optional(cells.reason ?? '')?.slice(0, 500) ?? null,
    status: status!,
    sourceLine: 0,
  };
}

/** The archive's rows, every column the list and the detail show. */
function baseQuery(conn: Knex) {
  return conn('history_invoices as h').select(
    'h.id',
    'h.series',
    'h.number',
    'h.date',
    'h.customer_name',
    'h.customer_nif',
    'h.base_cents',
    'h.vat_rate',
    'h.vat_cents',
    'h.total_cents',
    'h.payment_method',
    'h.amends_number',
    'h.amending_reason',
    'h.status',
    'h.source_line',
    'h.import_id',
  );
}

/** The list's filters and search box. */
function filtered(q: Knex.QueryBuilder, query: ListQuery) {
  const f = query.filters;
  if (f.series) q.whereRaw('upper(h.series) = upper(?)', [f.series]);
  if (isIsoDay(f.from)) q.where('h.date', '>=', f.from);
  if (isIsoDay(f.to)) q.where('h.date', '<=', f.to);
  if (f.customer) q.whereRaw(`search_match(h.customer_name, ?)`, [f.customer]);
  if (f.status === 'paid' || f.status === 'pendingPayment') q.where('h.status', f.status);
  if (query.q) {
    const typed = query.q;
    q.where((w) => {
      w.whereRaw(`search_match(h.customer_name, ?)`, [typed])
        .orWhereRaw('upper(h.customer_nif) = upper(?)', [typed.replace(/[\s.-]/g, '')])
        .orWhereRaw(`text_contains(lower(h.number), lower(?))`, [typed]);
    });
  }
  return q;
}

/** The invoice archive of the previous system: list, detail and the CSV import. */
export function createHistoryInvoicesService({ db }: { db: Db }) {
  return {
    async list(
      actor: Actor | null,
      query: ListQuery,
    ): Promise<ListPage<HistoryInvoiceRow> & { totals: HistoryInvoiceTotals }> {
      authorize(actor, 'history.view');
      const direction = query.direction === 'desc' ? 'desc' : 'asc';
      const order = (SORT_SQL[query.sort] ?? SORT_SQL.date)
        .split(', ')
        .map((c) => `${c} ${direction}`)
        .join(', ');
      const [rows, sums] = await Promise.all([
        filtered(baseQuery(db), query)
          .orderByRaw(`${order}, h.id ${direction}`)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize) as Promise<HistoryInvoiceRow[]>,
        filtered(db('history_invoices as h'), query).first(
          db.raw('count(*)::int as count'),
          db.raw('coalesce(sum(h.base_cents), 0)::bigint as base_cents'),
          db.raw('coalesce(sum(h.vat_cents), 0)::bigint as vat_cents'),
          db.raw('coalesce(sum(h.total_cents), 0)::bigint as total_cents'),
        ) as Promise<Record<string, string | number>>,
      ]);
      return {
        rows,
        total: Number(sums.count),
        page: query.page,
        pageSize: query.pageSize,
        totals: {
          baseCents: Number(sums.baseCents),
          vatCents: Number(sums.vatCents),
          totalCents: Number(sums.totalCents),
        },
      };
    },

    async get(actor: Actor | null, id: number): Promise<HistoryInvoiceDetail> {
      authorize(actor, 'history.view');
      const row = (isRowId(id) ? await baseQuery(db).where('h.id', id).first() : undefined) as
        HistoryInvoiceRow | undefined;
      if (!row) throw notFound(h.notFound);
      const [batch, amends, amendedBy] = await Promise.all([
        db('history_invoice_imports').where('id', row.importId).first('file_name', 'created_date'),
        row.amendsNumber
          ? db('history_invoices').whereRaw('upper(number) = upper(?)', [row.amendsNumber]).orderBy('id').first('id')
          : undefined,
        db('history_invoices')
          .whereRaw('upper(amends_number) = upper(?)', [row.number])
          .orderBy('date')
          .orderBy('id')
          .select('id', 'number', 'total_cents'),
      ]);
      return {
        ...row,
        importFile: batch.fileName,
        importedDate: batch.createdDate,
        amendsId: amends?.id ?? null,
        amendedBy,
      };
    },

    /** The series in the archive, for the list's filter. */
    async series(actor: Actor | null): Promise<string[]> {
      authorize(actor, 'history.view');
      const { rows } = (await db.raw('select distinct upper(series) as code from history_invoices order by 1')) as {
        rows: { code: string }[];
      };
      return rows.map((r) => r.code);
    },

    /**
     * Loads a CSV file (the layout of HISTORY_INVOICE_COLUMNS) in one transaction: every line
     * is checked first and a single refused line leaves the archive as it was; an invoice
     * already archived with the same series, number and figures is skipped (a file imported
     * twice adds nothing), one with the same series and number but other figures is refused.
     */
    async importCsv(
      actor: Actor | null,
      file: ImportFile,
      onProgress?: (done: number, total: number) => void,
    ): Promise<ImportReport> {
      authorize(actor, 'history.import');
      return importArchive<Candidate, Candidate>(db, {
        file,
        columns: HISTORY_INVOICE_COLUMNS(),
        parse: historyInvoiceOf,
        keyOf,
        repeated: (c, line) => t(h.repeatedInFile, { number: c.number, line }),
        table: 'history_invoices',
        importsTable: 'history_invoice_imports',
        archived: (trx, batch) =>
          // The keys as two arrays: a list of 500 pairs was planned as a filter over every archived
          // row of the series (the index by series alone), 500 comparisons a row.
          trx('history_invoices')
            .whereRaw('(upper(series), upper(number)) in (select * from unnest(?::text[], ?::text[]))', [
              batch.map((c) => c.series.toUpperCase()),
              batch.map((c) => c.number.toUpperCase()),
            ])
            .select(
              'series',
              'number',
              'date',
              'customer_name',
              'customer_nif',
              'base_cents',
              'vat_rate',
              'vat_cents',
              'total_cents',
              'status',
            ) as Promise<Candidate[]>,
        same: sameFigures,
        conflict: (c, old) => t(h.conflict, { series: c.series, number: c.number, date: formatDate(old.date) }),
        rowOf: (c, importId) => ({ ...c, importId }),
        importedBy: actor.id,
        onProgress,
      });
    },
  };
}

export type HistoryInvoicesService = ReturnType<typeof createHistoryInvoicesService>;
