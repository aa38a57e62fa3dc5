import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { refusedBackTo } from '../../src/lib/refusals';
import { newIdempotencyKey, postedKeyOf } from '../../src/lib/idempotency';
import { t, todayInMadrid } from '../../src/lib/intl';
import { postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { invoicesMessages as im } from './invoices.messages';
import { collectingMessages as m } from './collecting.messages';
import type { InvoicesServices } from './index';
import { CollectPage, type CollectValues } from './pages/CollectPage';

type Body = Record<string, unknown>;

/** /invoices/{id}/collect: recording that the money of an invoice issued pending payment came in. */
export async function invoiceCollectRoutes(app: FastifyInstance, { invoiceCollecting }: InvoicesServices) {
  const collecting = { config: { action: 'invoices.collect' as const } };
  const byId = idParam(im.notFound);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    form: { id: number; values?: CollectValues; errors?: FieldErrors; key?: string },
  ) {
    const collectable = await invoiceCollecting.collectable(request.actor, form.id);
    // Collected meanwhile, or never collectable: the invoice's page says what it is.
    if (!collectable) return reply.redirect(`/invoices/${form.id}`);
    const values = form.values ?? { date: todayInMadrid(), method: collectable.method ?? '' };
    return reply.page(
      <CollectPage
        collectable={collectable}
        values={values}
        today={todayInMadrid()}
        idempotencyKey={form.key ?? newIdempotencyKey()}
        errors={form.errors}
        cardPayments={app.config.redsys.enabled}
      />,
      { title: t(m.title, { number: collectable.number }), status: form.errors ? 422 : undefined },
    );
  }

  app.get<{ Params: IdParams }>('/invoices/:id/collect', { ...collecting, ...byId }, async (request, reply) => {
    const id = request.params.id;
    return render(request, reply, { id });
  });

  app.post<{ Params: IdParams; Body: Body }>(
    '/invoices/:id/collect',
    { ...collecting, ...byId, preHandler: app.csrfProtection },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const values = { date: postedText(body.date), method: postedText(body.method) };
      const key = postedKeyOf(body);
      // Already collected, an amending invoice, nothing left to collect: said on the invoice's page.
      return refusedBackTo(reply, `/invoices/${id}`, () =>
        submitForm(
          () => invoiceCollecting.collect(request.actor, { invoiceId: id, input: values, idempotencyKey: key }),
          (done) => reply.flashRedirect(`/invoices/${id}`, 'success', t(m.collected, { number: done.number })),
          (errors) => render(request, reply, { id, values, errors, key }),
        ),
      );
    },
  );
}
