import type { Knex } from 'knex';
import { nameSearch } from '../../src/lib/nameSearch';
import { customerNameSql } from '../people';
import type { Db } from '../../src/db/knex';
import type { Config } from '../../src/config';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { isIsoDay } from '../../src/lib/intl';
import { isRowId } from '../../src/lib/validation';
import { pageByIds, whereRowId, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { invoicesMessages as m } from './invoices.messages';
import { invoiceNumber, TO_COLLECT_SQL } from './amounts';
import { chainRows, verifyRecords, type ChainVerdict } from './verify';
import { createInvoiceExports } from './invoices.exports';
import { createInvoicePrinting } from './invoices.print';

export interface InvoiceRow {
  id: number;
  seriesId: number;
  seriesCode: string;
  year: number;
  number: number;
  /** `A2026-000123`. */
  fullNumber: string;
  date: string;
  operationDate: string | null;
  issuerName: string;
  issuerNif: string;
  issuerAddress: string;
  issuerPostalCode: string;
  issuerMunicipality: string;
  customerId: number;
  customerName: string;
  customerNif: string | null;
  customerAddress: string | null;
  customerPostalCode: string | null;
  customerMunicipality: string | null;
  customerEmail: string | null;
  vatTypeId: number;
  vatName: string;
  vatRate: string;
  vatExemptionText: string | null;
  taxCode: string;
  baseCents: number;
  vatCents: number;
  totalCents: number;
  paymentMethod: string | null;
  status: 'pendingPayment' | 'paid';
  voucherId: number | null;
  paymentId: number | null;
  isAmending: boolean;
  amendedInvoiceId: number | null;
  amendedNumber: string | null;
  amendedDate: string | null;
  amendingReason: string | null;
  amendingKind: string | null;
  remarks: string | null;
  createdDate: string;
}

/** The CSV's cells as PostgreSQL gives them (exportCsvPages), one array a row, in this order. */
export type CsvInvoiceCells = [
  id: number,
  date: string,
  seriesCode: string,
  year: number,
  number: number,
  /** dd/mm/yyyy */
  shownDate: string,
  customerName: string,
  customerNif: string | null,
  /** Decimals with a comma, two places: '1234,50', '-12,30'. */
  base: string,
  rate: string,
  vat: string,
  total: string,
  paymentMethod: string | null,
  amendedNumber: string | null,
  amendingReason: string | null,
  status: string,
];
/** An amended invoice's shown number, `A2026-000123`, in SQL (its row joined as `a`). */
const AMENDED_NUMBER_SQL = `a.series_code || a.year || '-' || lpad(a.number::text, 6, '0')`;

const decimalSql = (expr: string) => `replace(round(${expr}, 2)::text, '.', ',')`;
const CSV_CELLS_SQL = [
  'i.id',
  'i.date',
  'i.series_code',
  'i.year',
  'i.number',
  `to_char(i.date, 'DD/MM/YYYY')`,
  'i.customer_name',
  'i.customer_nif',
  decimalSql('i.base_cents / 100.0'),
  decimalSql('i.vat_rate'),
  decimalSql('i.vat_cents / 100.0'),
  decimalSql('i.total_cents / 100.0'),
  'i.payment_method',
  `case when a.id is null then null else ${AMENDED_NUMBER_SQL} end`,
  'i.amending_reason',
  'i.status',
].join(', ');

export interface InvoiceLine {
  id: number;
  position: number;
  concept: string;
  quantity: string;
  unitPriceCents: number;
  amountCents: number;
}

export interface VerificationRecord {
  id: number;
  invoiceType: string;
  hashedText: string;
  fingerprint: string;
  previousFingerprint: string | null;
  generatedAt: string;
}

/** What the PDF and the print page draw: the invoice with its lines. */
export interface PrintableInvoice extends InvoiceRow {
  lines: InvoiceLine[];
}

export interface InvoiceDetail extends PrintableInvoice {
  record: VerificationRecord | null;
  amendments: InvoiceRow[];
  payment: { id: number; date: string; amountCents: number; method: string; reference: string | null } | null;
}

const SORTS = ['number', 'date', 'customer', 'total'] as const;
/** `collect=1`: invoices pending payment with money to collect (TO_COLLECT_SQL, the start page's reminder). */
const FILTERS = ['series', 'from', 'to', 'customer', 'voucher', 'status', 'method', 'amending', 'collect'] as const;
export const INVOICE_LIST_SPEC: ListSpec = {
  sortable: SORTS,
  defaultSort: 'number',
  defaultDirection: 'desc',
  filters: FILTERS,
};
const SORT_COLUMNS: Record<string, string> = {
  number: 'i.date, i.series_code, i.year, i.number',
  date: 'i.date',
  customer: 'search_key(i.customer_name)',
  total: 'i.total_cents',
};

const rowOf = (r: Omit<InvoiceRow, 'fullNumber'>): InvoiceRow => ({
  ...r,
  fullNumber: invoiceNumber(r),
  amendedNumber: r.amendedNumber ?? null,
  amendedDate: r.amendedDate ?? null,
});

/** The list's filters and search box. */
function applyFilters(q: Knex.QueryBuilder, query: ListQuery) {
  const f = query.filters;
  whereRowId(q, 'i.series_id', f.series);
  whereRowId(q, 'i.customer_id', f.customer);
  whereRowId(q, 'i.voucher_id', f.voucher);
  if (isIsoDay(f.from)) q.where('i.date', '>=', f.from);
  if (isIsoDay(f.to)) q.where('i.date', '<=', f.to);
  if (f.status === 'pendingPayment' || f.status === 'paid') q.where('i.status', f.status);
  if (f.method === 'cash' || f.method === 'wire' || f.method === 'redsys') q.where('i.payment_method', f.method);
  if (f.amending === 'yes') q.where('i.is_amending', true);
  if (f.amending === 'no') q.where('i.is_amending', false);
  if (f.collect === '1') q.whereRaw(TO_COLLECT_SQL);
  if (query.q) {
    const typed = query.q;
    q.where((w) => {
      w.whereRaw(`search_match(i.customer_name, ?)`, [typed])
        .orWhereRaw('upper(i.customer_nif) = upper(?)', [typed.replace(/[\s.-]/g, '')])
        .orWhereRaw(`text_contains(lower(i.series_code || i.year || '-' || lpad(i.number::text, 6, '0')), lower(?))`, [
          typed,
        ]);
    });
  }
  return q;
}

/**
 * The statuses whose kept totals (`invoice_totals`, kept by triggers) are the filtered set's, or
 * undefined when another filter or a search narrows the list and it must be summed.
 */
function keptStatuses(query: ListQuery): string[] | undefined {
  const { status, ...others } = query.filters;
  if (query.q || Object.values(others).some((v) => v !== undefined && v !== '')) return undefined;
  return status === 'pendingPayment' || status === 'paid' ? [status] : ['pendingPayment', 'paid'];
}

/** Invoices as people read them: lists with their totals, the detail, exports. */
export function createInvoicesService({ db, config }: { db: Db; config: Config }) {
  // The list's customer filter: the customers that have invoices, by name (never all of them:
  // 20,000 at ten years of data); a filtered list names its customer by id, invoices or not, for
  // whoever reads customers. The accountant reads invoices, not customers: for them an id names
  // only a customer with invoices (else any customer's name was one id away).
  const invoiced = () =>
    db('customers as cu').whereExists(db('invoices as i').whereRaw('i.customer_id = cu.id').select(db.raw('1')));
  const customerSearch = { db, rows: invoiced, id: 'cu.id', name: customerNameSql('cu'), detail: 'cu.nif' };
  const customers = nameSearch({ ...customerSearch, byId: () => db('customers as cu') });
  const invoicedCustomers = nameSearch(customerSearch);
  function baseQuery(conn: Db | Knex.Transaction = db, columns: readonly string[] = ['i.*']) {
    return conn('invoices as i')
      .leftJoin('invoices as a', 'a.id', 'i.amended_invoice_id')
      .select(
        ...columns,
        conn.raw(`case when a.id is null then null else ${AMENDED_NUMBER_SQL} end as amended_number`),
        'a.date as amended_date',
      );
  }

  const ordered = (q: Knex.QueryBuilder, query: ListQuery) =>
    q.orderByRaw(
      `${(SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.number)
        .split(', ')
        .map((c) => `${c} ${query.direction}`)
        .join(', ')}, i.id ${query.direction}`,
    );

  async function find(id: number, conn: Db | Knex.Transaction = db): Promise<InvoiceRow> {
    const raw = isRowId(id) ? await baseQuery(conn).where('i.id', id).first() : undefined;
    if (!raw) throw notFound(m.notFound);
    return rowOf(raw);
  }

  return {
    async list(
      actor: Actor | null,
      query: ListQuery,
    ): Promise<ListPage<InvoiceRow> & { totals: { baseCents: number; vatCents: number; totalCents: number } }> {
      authorize(actor, 'invoices.view');
      // The page's ids over the invoices alone (the number index serves the default order); the
      // amended invoice's number joined for those rows only.
      // The count and the sums of the filtered set, read once (a query builder runs again on every
      // then): kept per status by triggers (invoice_totals) when nothing but the status filters.
      const kept = keptStatuses(query);
      const sums: Promise<Record<string, number | string>> = Promise.resolve(
        (kept ? db('invoice_totals as i').whereIn('i.status', kept) : applyFilters(db('invoices as i'), query)).first(
          db.raw(`${kept ? 'coalesce(sum(i.count), 0)' : 'count(*)'}::int as count`),
          db.raw('coalesce(sum(i.base_cents), 0)::bigint as base_cents'),
          db.raw('coalesce(sum(i.vat_cents), 0)::bigint as vat_cents'),
          db.raw('coalesce(sum(i.total_cents), 0)::bigint as total_cents'),
        ),
      );
      const [page, sum] = await Promise.all([
        pageByIds({
          query,
          ids: ordered(applyFilters(db('invoices as i'), query), query).select('i.id'),
          total: sums.then((s) => Number(s.count)),
          rows: async (ids) => (await baseQuery().whereIn('i.id', ids)).map(rowOf),
        }),
        sums,
      ]);
      return {
        ...page,
        totals: {
          baseCents: Number(sum.baseCents),
          vatCents: Number(sum.vatCents),
          totalCents: Number(sum.totalCents),
        },
      };
    },

    // The print page, the PDF and its QR code (invoices.print.ts).
    ...createInvoicePrinting({ db, config, baseQuery, rowOf }),

    ...createInvoiceExports({
      db,
      rows: (query) => applyFilters(baseQuery(db), query),
      cells: (query) =>
        applyFilters(
          db('invoices as i').leftJoin('invoices as a', 'a.id', 'i.amended_invoice_id').select(db.raw(CSV_CELLS_SQL)),
          query,
        ),
      rowOf,
    }),

    async get(actor: Actor | null, id: number): Promise<InvoiceDetail> {
      authorize(actor, 'invoices.view');
      const row = await find(id);
      const [lines, record, amendments, payment] = await Promise.all([
        db('invoice_lines')
          .where('invoice_id', row.id)
          .orderBy('position')
          .select('id', 'position', 'concept', 'quantity', 'unit_price_cents', 'amount_cents'),
        db('verification_records')
          .where('invoice_id', row.id)
          .first('id', 'invoice_type', 'hashed_text', 'fingerprint', 'previous_fingerprint', 'generated_at'),
        baseQuery().where('i.amended_invoice_id', row.id).orderBy('i.id'),
        row.paymentId
          ? db('payments').where('id', row.paymentId).first('id', 'date', 'amount_cents', 'method', 'reference')
          : undefined,
      ]);
      return { ...row, lines, record: record ?? null, amendments: amendments.map(rowOf), payment: payment ?? null };
    },

    /** The invoice each of these voucher payments issued (a payment issues at most one), by payment id. */
    async ofPayments(actor: Actor | null, paymentIds: readonly number[]): Promise<Map<number, InvoiceRow>> {
      authorize(actor, 'invoices.view');
      const ids = paymentIds.filter(isRowId);
      if (ids.length === 0) return new Map();
      const rows = (await baseQuery().whereIn('i.payment_id', ids)).map(rowOf);
      return new Map(rows.map((r) => [r.paymentId!, r]));
    },

    /**
     * The invoices voucher payments issued, by payment id: the voucher's page and the receipt
     * name them. No permission: the vouchers module asks for what its own pages show.
     */
    async numbersOfPayments(paymentIds: number[]): Promise<Map<number, { id: number; fullNumber: string }>> {
      const ids = paymentIds.filter(isRowId);
      if (ids.length === 0) return new Map();
      const rows = (await db('invoices as i')
        .whereIn('i.payment_id', ids)
        .select('i.id', 'i.payment_id', 'i.year', 'i.number', 'i.series_code')) as {
        id: number;
        paymentId: number;
        year: number;
        number: number;
        seriesCode: string;
      }[];
      return new Map(rows.map((r) => [r.paymentId, { id: r.id, fullNumber: invoiceNumber(r) }]));
    },

    /** The list's customer filter: suggestions for what is typed, names typed, the chosen one's name. */
    customerFilter(actor: Actor | null) {
      authorize(actor, 'invoices.view');
      return can(actor, 'customers.view') ? customers : invoicedCustomers;
    },

    /**
     * Walks every verification record in generation order and says whether the chain holds or
     * which record is the first that does not, and why. `onProgress(done, total)` every thousand.
     */
    async verifyChain(actor: Actor | null, onProgress?: (done: number, total: number) => void): Promise<ChainVerdict> {
      authorize(actor, 'invoices.view');
      const total = Number((await db('verification_records').count({ n: '*' }).first())?.n ?? 0);
      async function* counted() {
        let done = 0;
        for await (const row of chainRows(db)) {
          yield row;
          done += 1;
          if (done % 1000 === 0) onProgress?.(done, total);
        }
        onProgress?.(done, total);
      }
      return verifyRecords(db, counted());
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
