import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import type { Config } from '../../src/config';
import { verificationUrl } from './verifactu';
import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { isIsoDay } from '../../src/lib/intl';
import { isRowId } from '../../src/lib/validation';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { invoicesMessages as m } from './invoices.messages';
import { invoiceNumber } from './amounts';
import { chainRows, checkChain, type ChainVerdict } from './verify';

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

/** What the CSV export writes of an invoice (INVOICE_CSV_COLUMNS). */
export type CsvInvoiceRow = Pick<InvoiceRow, 'id' | 'seriesCode' | 'year' | 'number' | 'fullNumber' | 'date' | 'customerName' | 'customerNif' | 'baseCents' | 'vatRate' | 'vatCents' | 'totalCents' | 'paymentMethod' | 'amendedNumber' | 'amendingReason' | 'status'>;
const CSV_SOURCE_COLUMNS = ['i.id', 'i.series_code', 'i.year', 'i.number', 'i.date', 'i.customer_name', 'i.customer_nif', 'i.base_cents', 'i.vat_rate', 'i.vat_cents', 'i.total_cents', 'i.payment_method', 'i.amending_reason', 'i.status'];

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
const FILTERS = ['series', 'from', 'to', 'customer', 'status', 'method', 'amending'] as const;
export const INVOICE_LIST_SPEC: ListSpec = { sortable: SORTS, defaultSort: 'number', defaultDirection: 'desc', filters: FILTERS };
const SORT_COLUMNS: Record<string, string> = { number: 'i.date, i.series_code, i.year, i.number', date: 'i.date', customer: 'search_key(i.customer_name)', total: 'i.total_cents' };

const rowOf = (r: Omit<InvoiceRow, 'fullNumber'>): InvoiceRow => ({ ...r, fullNumber: invoiceNumber(r), amendedNumber: r.amendedNumber ?? null, amendedDate: r.amendedDate ?? null });

/** Invoices as people read them: lists with their totals, the detail, exports. */
export function createInvoicesService({ db, config }: { db: Db; config: Config }) {
  function baseQuery(conn: Db | Knex.Transaction = db, columns: readonly string[] = ['i.*']) {
    return conn('invoices as i')
      .leftJoin('invoices as a', 'a.id', 'i.amended_invoice_id')
      .select(...columns, conn.raw(`case when a.id is null then null else a.series_code || a.year || '-' || lpad(a.number::text, 6, '0') end as amended_number`), 'a.date as amended_date');
  }

  function applyFilters(q: Knex.QueryBuilder, query: ListQuery) {
    const f = query.filters;
    if (isRowId(Number(f.series))) q.where('i.series_id', Number(f.series));
    if (isRowId(Number(f.customer))) q.where('i.customer_id', Number(f.customer));
    if (isIsoDay(f.from)) q.where('i.date', '>=', f.from);
    if (isIsoDay(f.to)) q.where('i.date', '<=', f.to);
    if (f.status === 'pendingPayment' || f.status === 'paid') q.where('i.status', f.status);
    if (f.method === 'cash' || f.method === 'wire' || f.method === 'redsys') q.where('i.payment_method', f.method);
    if (f.amending === 'yes') q.where('i.is_amending', true);
    if (f.amending === 'no') q.where('i.is_amending', false);
    if (query.q) {
      const typed = query.q;
      q.where((w) => {
        w.whereRaw(`search_key(i.customer_name) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw('upper(i.customer_nif) = upper(?)', [typed.replace(/[\s.-]/g, '')])
          .orWhereRaw(`(i.series_code || i.year || '-' || lpad(i.number::text, 6, '0')) ilike '%' || ? || '%'`, [typed]);
      });
    }
    return q;
  }

  const ordered = (q: Knex.QueryBuilder, query: ListQuery) =>
    q.orderByRaw(`${(SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.number)
      .split(', ')
      .map((c) => `${c} ${query.direction}`)
      .join(', ')}, i.id ${query.direction}`);

  /** Rows of the filtered list in keyset pages (date, id), oldest first: a whole year never sits in memory. */
  async function* keysetRows(actor: Actor | null, query: ListQuery, columns: readonly string[], batch: number): AsyncGenerator<CsvInvoiceRow> {
    authorize(actor, 'invoices.export');
    let after: { date: string; id: number } | undefined;
    for (;;) {
      const q = applyFilters(baseQuery(db, columns), query).orderBy([{ column: 'i.date' }, { column: 'i.id' }]).limit(batch);
      if (after) q.whereRaw('(i.date, i.id) > (?::date, ?)', [after.date, after.id]);
      const rows = await q;
      for (const row of rows) yield rowOf(row);
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = { date: last.date, id: last.id };
    }
  }

  async function find(id: number, conn: Db | Knex.Transaction = db): Promise<InvoiceRow> {
    const raw = isRowId(id) ? await baseQuery(conn).where('i.id', id).first() : undefined;
    if (!raw) throw notFound(m.notFound);
    return rowOf(raw);
  }

  return {
    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<InvoiceRow> & { totals: { baseCents: number; vatCents: number; totalCents: number } }> {
      authorize(actor, 'invoices.view');
      const [rows, sums] = await Promise.all([
        ordered(applyFilters(baseQuery(), query), query)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        applyFilters(db('invoices as i'), query)
          .first(db.raw('count(*)::int as count'), db.raw('coalesce(sum(i.base_cents), 0)::bigint as base_cents'), db.raw('coalesce(sum(i.vat_cents), 0)::bigint as vat_cents'), db.raw('coalesce(sum(i.total_cents), 0)::bigint as total_cents')),
      ]);
      return {
        rows: rows.map(rowOf),
        total: Number(sums.count),
        page: query.page,
        pageSize: query.pageSize,
        totals: { baseCents: Number(sums.baseCents), vatCents: Number(sums.vatCents), totalCents: Number(sums.totalCents) },
      };
    },

    /**
     * Every invoice of a selection, oldest first, read in keyset pages (a year of invoices is
     * never held in memory) for the CSV and the ZIP of PDFs.
     */
    async *exportRows(actor: Actor | null, query: ListQuery): AsyncGenerator<InvoiceRow> {
      yield* keysetRows(actor, query, ['i.*'], 1000) as AsyncGenerator<InvoiceRow>;
    },

    /** The CSV's rows: only its columns, in larger pages (a year of invoices is read through). */
    async *exportCsvRows(actor: Actor | null, query: ListQuery): AsyncGenerator<CsvInvoiceRow> {
      yield* keysetRows(actor, query, CSV_SOURCE_COLUMNS, 5000);
    },


    /**
     * The export's invoices with their lines, for the ZIP of PDFs: the rows in keyset pages of
     * 1,000 (as the CSV) and each page's lines in one query, instead of a detail per invoice.
     */
    async *exportDocuments(actor: Actor | null, query: ListQuery): AsyncGenerator<PrintableInvoice> {
      const page: InvoiceRow[] = [];
      const flush = async function* () {
        const lines = (await db('invoice_lines')
          .whereIn('invoice_id', page.map((r) => r.id))
          .orderBy(['invoice_id', 'position'])
          .select('id', 'invoice_id', 'position', 'concept', 'quantity', 'unit_price_cents', 'amount_cents')) as (InvoiceLine & { invoiceId: number })[];
        const linesOf = new Map<number, InvoiceLine[]>();
        for (const { invoiceId, ...line } of lines) (linesOf.get(invoiceId) ?? linesOf.set(invoiceId, []).get(invoiceId)!).push(line);
        for (const row of page.splice(0)) yield { ...row, lines: linesOf.get(row.id) ?? [] };
      };
      for await (const row of this.exportRows(actor, query)) {
        page.push(row);
        if (page.length === 1000) yield* flush();
      }
      if (page.length) yield* flush();
    },

    /** The invoice with its lines in one query: what its PDF draws. */
    async printable(actor: Actor | null, id: number): Promise<PrintableInvoice> {
      authorize(actor, 'invoices.view');
      const lines = db.raw(`(select coalesce(json_agg(json_build_object('id', l.id, 'position', l.position, 'concept', l.concept, 'quantity', l.quantity::text,
        'unitPriceCents', l.unit_price_cents, 'amountCents', l.amount_cents) order by l.position), '[]') from invoice_lines l where l.invoice_id = i.id) as lines`);
      const raw = isRowId(id) ? await baseQuery().select(lines).where('i.id', id).first() : undefined;
      if (!raw) throw notFound(m.notFound);
      return { ...rowOf(raw), lines: raw.lines };
    },

    async get(actor: Actor | null, id: number): Promise<InvoiceDetail> {
      authorize(actor, 'invoices.view');
      const row = await find(id);
      const [lines, record, amendments, payment] = await Promise.all([
        db('invoice_lines').where('invoice_id', row.id).orderBy('position').select('id', 'position', 'concept', 'quantity', 'unit_price_cents', 'amount_cents'),
        db('verification_records').where('invoice_id', row.id).first('id', 'invoice_type', 'hashed_text', 'fingerprint', 'previous_fingerprint', 'generated_at'),
        baseQuery().where('i.amended_invoice_id', row.id).orderBy('i.id'),
        row.paymentId ? db('payments').where('id', row.paymentId).first('id', 'date', 'amount_cents', 'method', 'reference') : undefined,
      ]);
      return { ...row, lines, record: record ?? null, amendments: amendments.map(rowOf), payment: payment ?? null };
    },

    /** The tax agency's check address of an invoice (its QR code). */
    qrUrl(invoice: InvoiceRow): string {
      return verificationUrl(config.verifactuQrUrl, { issuerNif: invoice.issuerNif, number: invoice.fullNumber, date: invoice.date, totalCents: invoice.totalCents });
    },

    /** The invoice a voucher payment issued (the payment's receipt and the voucher link to it). */
    async ofPayment(actor: Actor | null, paymentId: number): Promise<InvoiceRow | undefined> {
      authorize(actor, 'invoices.view');
      const raw = isRowId(paymentId) ? await baseQuery().where('i.payment_id', paymentId).first() : undefined;
      return raw ? rowOf(raw) : undefined;
    },

    /** The customers that have invoices, for the list's customer filter. */
    async customers(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'invoices.view');
      return db('invoices').distinctOn('customer_id').orderBy([{ column: 'customer_id' }, { column: 'id', order: 'desc' }]).select('customer_id as id', 'customer_name as name');
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
      return checkChain(counted());
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
