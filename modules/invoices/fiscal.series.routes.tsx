import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { postedBoolean } from '../../views/widgets/Form';
import { invoicesMessages as m, fiscalFormMessages as f } from './invoices.messages';
import { SeriesForm, type SeriesValues } from './pages/FiscalSettings';
import type { Body, FiscalPages, FormPage } from './fiscal.routes';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

const seriesPosted = (b: Body): SeriesValues => ({
  code: postedText(b.code),
  description: postedText(b.description),
  isAmending: postedBoolean(b.isAmending),
  active: postedBoolean(b.active),
});

/** /fiscal-settings/invoice-series/…: a new series, a series' form and its deletion. */
export async function fiscalSeriesRoutes(app: FastifyInstance, { fiscal, page, post }: FiscalPages) {
  const seriesById = idParam(m.seriesNotFound);

  // Series
  const seriesForm = (reply: FastifyReply, { title, props, actions }: FormPage<Parameters<typeof SeriesForm>[0]>) =>
    reply.page(<SeriesForm {...props} />, { title, status: props.errors ? 422 : undefined, actions });

  // The series are listed on /fiscal-settings: their address cut from a record's opens it, not a page not found.
  app.get('/fiscal-settings/invoice-series', page, async (_request, reply) =>
    reply.redirect('/fiscal-settings#series-title'),
  );

  app.get('/fiscal-settings/invoice-series/new', page, async (_request, reply) =>
    seriesForm(reply, { title: t(m.newSeries), props: { values: { active: true } } }),
  );

  app.post<{ Body: Body }>('/fiscal-settings/invoice-series/new', post, async (request, reply) =>
    submitForm(
      () => fiscal.createSeries(request.actor, request.body),
      (s) => reply.flashRedirect('/fiscal-settings', 'success', t(m.seriesCreated, { code: s.code })),
      (errors) => seriesForm(reply, { title: t(m.newSeries), props: { values: seriesPosted(request.body), errors } }),
    ),
  );

  const seriesDelete = (id: number, code: string) => (
    <DeleteButton
      href={`/fiscal-settings/invoice-series/${id}`}
      title={t(f.deleteSeriesTitle, { code })}
      question={t(f.deleteSeriesQuestion, { code })}
    />
  );

  app.get<{ Params: IdParams }>(
    '/fiscal-settings/invoice-series/:id',
    { ...page, ...seriesById },
    async (request, reply) => {
      const s = await fiscal.series(request.actor, request.params.id);
      return seriesForm(reply, {
        title: t(m.seriesTitle, { code: s.code }),
        props: { id: s.id, version: s.updatedDate, values: s, locked: s.issuedCount > 0 },
        actions: s.issuedCount === 0 ? seriesDelete(s.id, s.code) : undefined,
      });
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/fiscal-settings/invoice-series/:id',
    { ...post, ...seriesById },
    async (request, reply) => {
      const current = await fiscal.series(request.actor, request.params.id);
      return submitForm(
        () => {
          assertNotEditedMeanwhile(request.body, current);
          return fiscal.updateSeries(request.actor, current.id, request.body);
        },
        (s) => reply.flashRedirect('/fiscal-settings', 'success', t(m.seriesUpdated, { code: s.code })),
        (errors) =>
          seriesForm(reply, {
            title: t(m.seriesTitle, { code: current.code }),
            props: {
              id: current.id,
              version: current.updatedDate,
              values: seriesPosted(request.body),
              locked: current.issuedCount > 0,
              errors,
            },
          }),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/fiscal-settings/invoice-series/:id/delete',
    { ...page, ...seriesById },
    async (request, reply) => {
      const s = await fiscal.series(request.actor, request.params.id);
      return reply.page(
        <ConfirmDelete
          action={`/fiscal-settings/invoice-series/${s.id}/delete`}
          cancelHref={`/fiscal-settings/invoice-series/${s.id}`}
          question={t(f.deleteSeriesQuestion, { code: s.code })}
        />,
        { title: t(f.deleteSeriesTitle, { code: s.code }) },
      );
    },
  );

  app.post<{ Params: IdParams }>(
    '/fiscal-settings/invoice-series/:id/delete',
    { ...post, ...seriesById },
    async (request, reply) => {
      const id = request.params.id;
      try {
        const s = await fiscal.removeSeries(request.actor, id);
        return reply.flashRedirect('/fiscal-settings', 'success', t(f.seriesDeleted, { code: s.code }));
      } catch (err) {
        if (isAppError(err) && err.code === 'CONFLICT')
          return reply.flashRedirect(`/fiscal-settings/invoice-series/${id}`, 'error', err.message);
        throw err;
      }
    },
  );
}
