import type { FastifyInstance } from 'fastify';
import { can } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { attachmentHeader } from '../../src/lib/files';
import {
  invoiceMessages as m,
  exportMessages as x,
  invoicesMessages as im,
  issuingMessages as nm,
} from './invoices.messages';
import { INVOICE_LIST_SPEC } from './invoices.service';
import type { InvoicesServices } from './index';
import { collectingMessages as cm } from './collecting.messages';
import { qrSvg } from './qr';
import { renderInvoicePdf } from './pdf.pool';
import { InvoicesList } from './pages/InvoicesList';
import { resolveFilterChoice } from '../../views/widgets/AutocompleteFilter';
import { Island } from '../../views/Island';
import { PageDialog } from '../../views/widgets/PageDialog.island';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { InvoicePage, InvoicePrintPage } from './pages/InvoicePage';
import { invoiceExportRoutes } from './invoices.exports.routes';
import { manualInvoiceRoutes } from './invoices.manual.routes';
import { amendingInvoiceRoutes } from './invoices.amend.routes';

type Query = Record<string, string>;

/** /invoices, /invoices/{id}, its print page and PDF, and the exports. */
export async function invoicesRoutes(app: FastifyInstance, services: InvoicesServices) {
  const { invoices, fiscal } = services;
  const view = { config: { action: 'invoices.view' as const } };
  const byId = idParam(im.notFound);

  app.get<{ Querystring: Query }>('/invoices', view, async (request, reply) => {
    // The customer filter names its customer (one looked up by id; a typed name is resolved and redirected).
    const { query, choice, redirect } = await resolveFilterChoice({
      raw: request.query,
      query: parseListPageQuery(request.query, INVOICE_LIST_SPEC),
      spec: INVOICE_LIST_SPEC,
      base: '/invoices',
      name: 'customer',
      lookup: invoices.customerFilter(request.actor),
    });
    if (redirect) return reply.redirect(redirect);
    const data = invoices.list(request.actor, query);
    data.catch(() => undefined);
    const series = await fiscal.seriesChoices(request.actor);
    const canExport = can(request.actor, 'invoices.export');
    const canIssue = can(request.actor, 'invoices.issue');
    const actions =
      canExport || canIssue ? (
        <>
          {canIssue && (
            <a className="button" href="/invoices/new">
              {t(nm.newButton)}
            </a>
          )}{' '}
          {canExport && (
            // The export dialog: the period and series of /invoices/export (its page without JavaScript), fetched when it opens.
            <Island
              name="PageDialog"
              component={PageDialog}
              props={{
                href: '/invoices/export',
                buttonLabel: t(x.link),
                buttonClass: canIssue ? 'button button-secondary' : 'button',
                loadingLabel: t(w.dialogLoading),
              }}
            />
          )}
        </>
      ) : undefined;
    return reply.page(
      <InvoicesList query={query} data={data} series={series} customer={choice} canExport={canExport} />,
      { title: t(m.title), actions },
    );
  });

  // A manual invoice, an amending invoice (its page, and its dialog on the invoice's page).
  await manualInvoiceRoutes(app, services);
  const { amendButton } = await amendingInvoiceRoutes(app, services);

  // The accountant's exports: the period page, the CSV and the ZIP of PDFs.
  await invoiceExportRoutes(app, services);

  app.get<{ Params: IdParams }>('/invoices/:id(^\\d+).pdf', { ...view, ...byId }, async (request, reply) => {
    const { invoice, qr } = await invoices.printableWithQr(request.actor, request.params.id);
    // Drawn in the PDF worker with its stored QR code: measured faster than on this thread (bench/README.md).
    const pdf = await renderInvoicePdf(invoice, qr);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentHeader(`${invoice.fullNumber}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  app.get<{ Params: IdParams }>('/invoices/:id/print', { ...view, ...byId }, async (request, reply) => {
    const invoice = await invoices.get(request.actor, request.params.id);
    return reply.page(<InvoicePrintPage invoice={invoice} qrSvg={await qrSvg(invoices.qrUrl(invoice))} />, {
      title: t(m.invoiceTitle, { number: invoice.fullNumber }),
      layout: 'simple',
    });
  });

  app.get<{ Params: IdParams }>('/invoices/:id', { ...view, ...byId }, async (request, reply) => {
    const invoice = await invoices.get(request.actor, request.params.id);
    const title = t(invoice.isAmending ? m.amendingTitle : m.invoiceTitle, { number: invoice.fullNumber });
    const amend =
      can(request.actor, 'invoices.amend') && !invoice.isAmending
        ? await amendButton(request, reply, invoice.id)
        : undefined;
    const [collection, collectable] = await Promise.all([
      services.invoiceCollecting.collectionOf(request.actor, invoice.id),
      can(request.actor, 'invoices.collect') ? services.invoiceCollecting.collectable(request.actor, invoice.id) : null,
    ]);
    const collect = collectable && (
      <a className="button" href={`/invoices/${invoice.id}/collect`}>
        {t(cm.button)}
      </a>
    );
    const page = {
      invoice,
      collection,
      canSeeVoucher: can(request.actor, 'vouchers.view'),
      canSeeCustomer: can(request.actor, 'customers.view'),
      actions: [collect, amend],
    };
    return reply.page(<InvoicePage {...page} qrSvg={await qrSvg(invoices.qrUrl(invoice))} />, { title });
  });
}
