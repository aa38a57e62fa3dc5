import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { FastifyInstance } from 'fastify';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import { attachmentHeader } from '../../src/lib/files';
import { csvDecimal, sendCsv, type CsvColumn } from '../../src/lib/csv';
import { exportMessages as x } from './invoices.messages';
import { INVOICE_LIST_SPEC, type CsvInvoiceRow, type PrintableInvoice } from './invoices.service';
import type { InvoicesServices } from './index';
import { invoiceMethodLabel, reasonLabel, statusLabel } from './labels';
import { renderInvoicePdf } from './pdf.pool';
import { ExportPage } from './pages/ExportPage';

type Query = Record<string, string>;

/** The accountant's CSV (DOMAIN.md §4): one row per invoice, oldest first. */
export const INVOICE_CSV_COLUMNS = (): CsvColumn<CsvInvoiceRow>[] => [
  { header: t(x.hSeries), value: (r) => r.seriesCode },
  { header: t(x.hNumber), value: (r) => r.fullNumber },
  { header: t(x.hDate), value: (r) => formatDate(r.date) },
  { header: t(x.hCustomer), value: (r) => r.customerName },
  { header: t(x.hNif), value: (r) => r.customerNif ?? '' },
  { header: t(x.hBase), value: (r) => csvDecimal(r.baseCents / 100) },
  { header: t(x.hRate), value: (r) => csvDecimal(Number(r.vatRate)) },
  { header: t(x.hVat), value: (r) => csvDecimal(r.vatCents / 100) },
  { header: t(x.hTotal), value: (r) => csvDecimal(r.totalCents / 100) },
  { header: t(x.hMethod), value: (r) => (r.paymentMethod ? invoiceMethodLabel(r.paymentMethod) : '') },
  { header: t(x.hAmends), value: (r) => r.amendedNumber ?? '' },
  { header: t(x.hReason), value: (r) => (r.amendingReason ? reasonLabel(r.amendingReason) : '') },
  { header: t(x.hStatus), value: (r) => statusLabel(r.status) },
];

/** /invoices/export (the period and series), its CSV and its ZIP of PDFs: the accountant's quarter. */
export async function invoiceExportRoutes(app: FastifyInstance, { invoices, fiscal }: Pick<InvoicesServices, 'invoices' | 'fiscal'>) {
  const exporting = { config: { action: 'invoices.export' as const } };

  app.get<{ Querystring: Query }>('/invoices/export', exporting, async (request, reply) => {
    const series = await fiscal.seriesOptions(request.actor);
    const today = todayInMadrid();
    // The previous quarter by default: what the accountant files next.
    const month = Number(today.slice(5, 7));
    const quarterStart = Math.floor((month - 1) / 3) * 3 + 1;
    const year = Number(today.slice(0, 4));
    const [fy, fm] = quarterStart === 1 ? [year - 1, 10] : [year, quarterStart - 3];
    const from = `${fy}-${String(fm).padStart(2, '0')}-01`;
    const end = new Date(Date.UTC(fy, fm + 2, 0)).toISOString().slice(0, 10);
    return reply.page(<ExportPage series={series} from={request.query.from ?? from} to={request.query.to ?? end} />, { title: t(x.title) });
  });

  app.get<{ Querystring: Query }>('/invoices/export.csv', exporting, async (request, reply) => {
    const query = parseListQuery(request.query, INVOICE_LIST_SPEC);
    const rows = invoices.exportCsvRows(request.actor, query);
    // The policy is checked before the headers go out.
    const first = await rows.next();
    async function* all() {
      if (!first.done) yield first.value;
      yield* rows;
    }
    return sendCsv(reply, `facturas-${query.filters.from ?? ''}-${query.filters.to ?? todayInMadrid()}.csv`, INVOICE_CSV_COLUMNS(), all());
  });

  app.get<{ Querystring: Query }>('/invoices/export.zip', exporting, async (request, reply) => {
    const query = parseListQuery(request.query, INVOICE_LIST_SPEC);
    const rows = invoices.exportDocuments(request.actor, query);
    const first = await rows.next();
    // PDFs are already compressed: stored as they are, the archive costs no CPU.
    const zip = new ZipArchive({ store: true });
    const out = new PassThrough();
    zip.pipe(out);
    (async () => {
      // PDFs are drawn in worker threads, three ahead of the archive: the workers stay busy while
      // memory holds only a few documents, and the server's own thread keeps answering pages.
      const ahead: Promise<{ name: string; date: Date; pdf: Buffer }>[] = [];
      const draw = async (invoice: PrintableInvoice) => ({ name: `${invoice.fullNumber}.pdf`, date: new Date(`${invoice.date}T12:00:00Z`), pdf: await renderInvoicePdf(invoice, invoices.qrUrl(invoice)) });
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
    return reply
      .type('application/zip')
      // Customers' fiscal data: never kept by a browser or a proxy cache.
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentHeader(`facturas-${query.filters.from ?? ''}-${query.filters.to ?? todayInMadrid()}.zip`))
      .send(out);
  });
}
