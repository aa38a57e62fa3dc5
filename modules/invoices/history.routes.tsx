import type { FastifyInstance } from 'fastify';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { historyMessages as m } from './history.messages';
import { HISTORY_INVOICE_LIST_SPEC } from './history.service';
import type { InvoicesServices } from './index';
import { HistoryInvoicesList } from './pages/history/HistoryInvoicesList';
import { HistoryInvoicePage } from './pages/history/HistoryInvoicePage';

/** /history-invoices and /history-invoices/{id}: the previous system's invoices, read-only. */
export async function historyRoutes(app: FastifyInstance, { historyInvoices }: InvoicesServices) {
  const view = { config: { action: 'history.view' as const } };

  app.get<{ Querystring: Record<string, string> }>('/history-invoices', view, async (request, reply) => {
    const query = parseListPageQuery(request.query, HISTORY_INVOICE_LIST_SPEC);
    const data = historyInvoices.list(request.actor, query);
    data.catch(() => undefined);
    const series = await historyInvoices.series(request.actor);
    return reply.page(<HistoryInvoicesList query={query} data={data} series={series} />, { title: t(m.title) });
  });

  app.get<{ Params: IdParams }>(
    '/history-invoices/:id',
    { ...view, ...idParam(m.notFound) },
    async (request, reply) => {
      const invoice = await historyInvoices.get(request.actor, request.params.id);
      const actions = (
        <a className="button button-quiet" href="/history-invoices">
          {t(m.back)}
        </a>
      );
      return reply.page(<HistoryInvoicePage invoice={invoice} />, {
        title: t(m.invoiceTitle, { number: invoice.number }),
        actions,
      });
    },
  );
}
