import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, type FieldErrors } from '../../src/lib/errors';
import { t, todayInMadrid } from '../../src/lib/intl';
import {
  parseListQuery,
  isFilterRowId,
  refuseUnknownFilters,
  type DownloadFilter,
  type ListSpec,
} from '../../src/lib/listQuery';
import { widgetMessages as tableMessages } from '../../views/widgets/widgets.messages';
import { attachmentHeader } from '../../src/lib/files';
import { csvText, sendCsvText } from '../../src/lib/csv';
import { exportMessages as x, invoiceMessages as im } from './invoices.messages';
import { INVOICE_LIST_SPEC, type CsvInvoiceCells, type PrintableInvoice } from './invoices.service';
import type { InvoicesServices } from './index';
import { invoiceMethodLabel, reasonLabel, statusLabel } from './labels';
import { renderInvoicePdf } from './pdf.pool';
import { ExportPage } from './pages/ExportPage';

/** The list's selection, but a period ending before it starts is refused as a download's («…para descargar las facturas»). */
const EXPORT_SPEC: ListSpec = { ...INVOICE_LIST_SPEC, periodReversed: x.periodReversed };

type Query = Record<string, string>;

const anyText = () => true;
const rowId = isFilterRowId;
const oneOf =
  (...values: string[]) =>
  (v: string) =>
    values.includes(v);
/**
 * What the export understands of the list's filters (applyFilters): a value it does not know, or
 * one given twice, is refused instead of quietly exporting the whole history. The period's days
 * are checked by the service (checkPeriod).
 */
const EXPORT_FILTERS: Record<string, DownloadFilter> = {
  series: { label: im.series, valid: rowId },
  from: { label: im.from, valid: anyText },
  to: { label: im.to, valid: anyText },
  customer: { label: im.customer, valid: rowId },
  voucher: { label: im.voucher, valid: rowId },
  status: { label: im.status, valid: oneOf('pendingPayment', 'paid') },
  method: { label: im.method, valid: oneOf('cash', 'wire', 'redsys') },
  amending: { label: im.amending, valid: oneOf('yes', 'no') },
  collect: { label: im.collect, valid: oneOf('1') },
  q: { label: tableMessages.search, valid: anyText },
};

/**
 * An export's file name by the period it holds: «facturas-2026-01-01-a-2026-03-31.csv»,
 * «facturas-desde-2026-01-01…», «facturas-hasta-…», or the day it was taken when unfiltered.
 */
function exportName({ from, to }: { from?: string; to?: string }, ext: 'csv' | 'zip'): string {
  const period = from && to ? `${from}-a-${to}` : from ? `desde-${from}` : to ? `hasta-${to}` : todayInMadrid();
  return `facturas-${period}.${ext}`;
}

/** The accountant's CSV (DOMAIN.md §4): one row per invoice, oldest first; these columns. */
export const INVOICE_CSV_HEADERS = () =>
  [
    x.hSeries,
    x.hNumber,
    x.hDate,
    x.hCustomer,
    x.hNif,
    x.hBase,
    x.hRate,
    x.hVat,
    x.hTotal,
    x.hMethod,
    x.hAmends,
    x.hReason,
    x.hStatus,
  ].map((h) => t(h));

/**
 * A page of the CSV's records (INVOICE_CSV_HEADERS): every text cell through csvText (a formula
 * neutralised, quoted when needed), dates and decimals as PostgreSQL wrote them, each label
 * looked up once per distinct value of the export.
 */
function invoiceCsvPage(rows: CsvInvoiceCells[], labels: Map<string, string>): string {
  const label = (kind: string, value: string | null, of: (v: string) => string) => {
    if (!value) return '';
    const key = `${kind}:${value}`;
    let cell = labels.get(key);
    if (cell === undefined) labels.set(key, (cell = csvText(of(value))));
    return cell;
  };
  let out = '';
  for (const [
    ,
    ,
    series,
    year,
    number,
    date,
    customer,
    nif,
    base,
    rate,
    vat,
    total,
    method,
    amends,
    reason,
    status,
  ] of rows) {
    const shown = `${series}${year}-${String(number).padStart(6, '0')}`;
    out += `${csvText(series)};${csvText(shown)};${date};${csvText(customer)};${csvText(nif)};${base};${rate};${vat};${total};`;
    out += `${label('m', method, invoiceMethodLabel)};${csvText(amends)};${label('r', reason, reasonLabel)};${label('s', status, statusLabel)}\r\n`;
  }
  return out;
}

/** /invoices/export (the period and series), its CSV and its ZIP of PDFs: the accountant's quarter. */
export async function invoiceExportRoutes(
  app: FastifyInstance,
  { invoices, fiscal }: Pick<InvoicesServices, 'invoices' | 'fiscal'>,
) {
  const exporting = { config: { action: 'invoices.export' as const } };

  /** The export's form: the previous quarter by default, or what was asked and refused (422, with why). */
  async function exportForm(
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    errors?: FieldErrors,
  ) {
    const series = await fiscal.seriesChoices(request.actor);
    const today = todayInMadrid();
    // The previous quarter by default: what the accountant files next.
    const month = Number(today.slice(5, 7));
    const quarterStart = Math.floor((month - 1) / 3) * 3 + 1;
    const year = Number(today.slice(0, 4));
    const [fy, fm] = quarterStart === 1 ? [year - 1, 10] : [year, quarterStart - 3];
    const from = `${fy}-${String(fm).padStart(2, '0')}-01`;
    const end = new Date(Date.UTC(fy, fm + 2, 0)).toISOString().slice(0, 10);
    const asked = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    return reply.page(
      <ExportPage
        series={series}
        from={asked(request.query.from, from)}
        to={asked(request.query.to, end)}
        errors={errors}
      />,
      { title: t(x.title), status: errors ? 422 : 200 },
    );
  }

  /** The first step of an export, or its refusal: a period that is no period answers the form again. */
  async function firstOf<T>(pages: AsyncGenerator<T>) {
    try {
      return { first: await pages.next() };
    } catch (err) {
      if (isAppError(err) && err.fields) return { refused: err.fields };
      throw err;
    }
  }

  app.get<{ Querystring: Query }>('/invoices/export', exporting, async (request, reply) => exportForm(request, reply));

  /** The selection asked for, or the form again saying why not (a filter it does not know, a period ending before it starts). */
  function selection(request: FastifyRequest<{ Querystring: Query }>) {
    try {
      refuseUnknownFilters(request.query, EXPORT_FILTERS);
      return { query: parseListQuery(request.query, EXPORT_SPEC) };
    } catch (err) {
      if (isAppError(err) && err.fields) return { refused: err.fields };
      throw err;
    }
  }

  app.get<{ Querystring: Query }>('/invoices/export.csv', exporting, async (request, reply) => {
    const asked = selection(request);
    if (!asked.query) return exportForm(request, reply, asked.refused);
    const { query } = asked;
    const pages = invoices.exportCsvPages(request.actor, query);
    // The policy and the period are checked before the headers go out.
    const started = await firstOf(pages);
    if (!started.first) return exportForm(request, reply, started.refused);
    const first = started.first;
    const labels = new Map<string, string>();
    async function* all() {
      if (!first.done) yield invoiceCsvPage(first.value, labels);
      for await (const page of pages) yield invoiceCsvPage(page, labels);
    }
    return sendCsvText(reply, {
      filename: exportName(query.filters, 'csv'),
      header: INVOICE_CSV_HEADERS(),
      pages: all(),
    });
  });

  app.get<{ Querystring: Query }>('/invoices/export.zip', exporting, async (request, reply) => {
    const asked = selection(request);
    if (!asked.query) return exportForm(request, reply, asked.refused);
    const { query } = asked;
    const rows = invoices.exportDocuments(request.actor, query);
    const started = await firstOf(rows);
    if (!started.first) return exportForm(request, reply, started.refused);
    const first = started.first;
    // archiver is loaded with the first ZIP asked for (issue 16: the server's memory at start).
    const { ZipArchive } = await import('archiver');
    // PDFs are already compressed: stored as they are, the archive costs no CPU.
    const zip = new ZipArchive({ store: true });
    const out = new PassThrough();
    zip.pipe(out);
    (async () => {
      // PDFs are drawn in worker threads, three ahead of the archive: the workers stay busy while
      // memory holds only a few documents, and the server's own thread keeps answering pages.
      const ahead: Promise<{ name: string; date: Date; pdf: Buffer }>[] = [];
      const draw = async (invoice: PrintableInvoice) => ({
        name: `${invoice.fullNumber}.pdf`,
        date: new Date(`${invoice.date}T12:00:00Z`),
        pdf: await renderInvoicePdf(invoice, invoices.qrUrl(invoice)),
      });
      let next = first;
      const refill = async () => {
        while (ahead.length < 3 && !next.done) {
          const drawing = draw(next.value);
          drawing.catch(() => {}); // awaited in turn below; not an unhandled rejection meanwhile
          ahead.push(drawing);
          next = await rows.next();
        }
      };
      for (await refill(); ahead.length > 0; await refill()) {
        const { name, date, pdf } = await ahead.shift()!;
        zip.append(pdf, { name, date });
        await once(zip, 'entry');
      }
      await zip.finalize();
    })().catch((err) => {
      request.log.error({ err }, 'invoice ZIP failed');
      zip.abort();
      out.destroy(err as Error);
    });
    return (
      reply
        .type('application/zip')
        // Customers' fiscal data: never kept by a browser or a proxy cache.
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentHeader(exportName(query.filters, 'zip')))
        .send(out)
    );
  });
}
