import type { ReactNode } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { postedId, postedText, routeId } from '../../src/lib/posted';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { postedBoolean } from '../../views/widgets/Form';
import { invoicesMessages as m, fiscalFormMessages as f } from './invoices.messages';
import type { FiscalService } from './fiscal.service';
import { issuerComplete } from './issue';
import { FiscalSettings, SeriesForm, VatTypeForm, type IssuerValues, type SeriesValues, type VatValues } from './pages/FiscalSettings';

type Body = Record<string, unknown>;
type IdParams = { id: string };

const seriesPosted = (b: Body): SeriesValues => ({ code: postedText(b.code), description: postedText(b.description), isAmending: postedBoolean(b.isAmending), active: postedBoolean(b.active) });
const vatPosted = (b: Body): VatValues => ({ name: postedText(b.name), rate: postedText(b.rate), exemptionText: postedText(b.exemptionText), taxCode: postedText(b.taxCode), isDefault: postedBoolean(b.isDefault) });
const rateInput = (rate: string) => rate.replace('.', ',');

/** /fiscal-settings and its series and VAT type pages (admins). */
export async function fiscalRoutes(app: FastifyInstance, { fiscal }: { fiscal: FiscalService }) {
  const page = { config: { action: 'fiscalSettings.manage' as const } };
  const post = { ...page, preHandler: app.csrfProtection };

  async function renderOverview(request: FastifyRequest, reply: FastifyReply, options: { values?: IssuerValues; errors?: FieldErrors; status?: number } = {}) {
    const data = await fiscal.overview(request.actor);
    const values = options.values ?? { ...data.issuer, municipalityName: data.issuer.municipality };
    return reply.page(<FiscalSettings issuer={values} issuerComplete={issuerComplete(data.issuer)} series={data.series} vatTypes={data.vatTypes} levels={data.levels} errors={options.errors} />, {
      title: t(m.fiscalTitle),
      status: options.status,
    });
  }

  app.get('/fiscal-settings', page, async (request, reply) => renderOverview(request, reply));

  app.post<{ Body: Body }>('/fiscal-settings', post, async (request, reply) =>
    submitForm(
      () => fiscal.saveIssuer(request.actor, request.body),
      () => reply.flashRedirect('/fiscal-settings', 'success', t(m.issuerSaved)),
      (errors) => {
        const b = request.body;
        const values = { legalName: postedText(b.legalName), nif: postedText(b.nif), address: postedText(b.address), postalCode: postedText(b.postalCode), municipalityId: postedId(b.municipalityId), municipalityName: postedText(b.municipalityName), voucherSeriesId: postedId(b.voucherSeriesId) };
        return renderOverview(request, reply, { values, errors, status: 422 });
      },
    ),
  );

  app.post<{ Body: Body }>('/fiscal-settings/levels', post, async (request, reply) => {
    const choices: Record<number, number | null> = {};
    for (const [key, value] of Object.entries(request.body ?? {})) {
      const level = /^vat_(\d{1,9})$/.exec(key);
      if (level) choices[Number(level[1])] = postedId(value);
    }
    return submitForm(
      () => fiscal.saveLevelVat(request.actor, choices),
      () => reply.flashRedirect('/fiscal-settings', 'success', t(m.levelVatSaved)),
      (errors) => renderOverview(request, reply, { errors, status: 422 }),
    );
  });

  // Series
  const seriesForm = (reply: FastifyReply, title: string, props: Parameters<typeof SeriesForm>[0], actions?: ReactNode) => reply.page(<SeriesForm {...props} />, { title, status: props.errors ? 422 : undefined, actions });

  app.get('/fiscal-settings/invoice-series/new', page, async (_request, reply) => seriesForm(reply, t(m.newSeries), { values: { active: true } }));

  app.post<{ Body: Body }>('/fiscal-settings/invoice-series/new', post, async (request, reply) =>
    submitForm(
      () => fiscal.createSeries(request.actor, request.body),
      (s) => reply.flashRedirect('/fiscal-settings', 'success', t(m.seriesCreated, { code: s.code })),
      (errors) => seriesForm(reply, t(m.newSeries), { values: seriesPosted(request.body), errors }),
    ),
  );

  const seriesDelete = (id: number, code: string) => <DeleteButton href={`/fiscal-settings/invoice-series/${id}`} title={t(f.deleteSeriesTitle, { code })} question={t(f.deleteSeriesQuestion, { code })} />;

  app.get<{ Params: IdParams }>('/fiscal-settings/invoice-series/:id', page, async (request, reply) => {
    const s = await fiscal.series(request.actor, routeId(request.params.id, m.seriesNotFound));
    return seriesForm(reply, t(m.seriesTitle, { code: s.code }), { id: s.id, values: s, locked: s.issuedCount > 0 }, s.issuedCount === 0 ? seriesDelete(s.id, s.code) : undefined);
  });

  app.post<{ Params: IdParams; Body: Body }>('/fiscal-settings/invoice-series/:id', post, async (request, reply) => {
    const current = await fiscal.series(request.actor, routeId(request.params.id, m.seriesNotFound));
    return submitForm(
      () => fiscal.updateSeries(request.actor, current.id, request.body),
      (s) => reply.flashRedirect('/fiscal-settings', 'success', t(m.seriesUpdated, { code: s.code })),
      (errors) => seriesForm(reply, t(m.seriesTitle, { code: current.code }), { id: current.id, values: seriesPosted(request.body), locked: current.issuedCount > 0, errors }),
    );
  });

  app.get<{ Params: IdParams }>('/fiscal-settings/invoice-series/:id/delete', page, async (request, reply) => {
    const s = await fiscal.series(request.actor, routeId(request.params.id, m.seriesNotFound));
    return reply.page(<ConfirmDelete action={`/fiscal-settings/invoice-series/${s.id}/delete`} cancelHref={`/fiscal-settings/invoice-series/${s.id}`} question={t(f.deleteSeriesQuestion, { code: s.code })} />, { title: t(f.deleteSeriesTitle, { code: s.code }) });
  });

  app.post<{ Params: IdParams }>('/fiscal-settings/invoice-series/:id/delete', post, async (request, reply) => {
    const id = routeId(request.params.id, m.seriesNotFound);
    try {
      const s = await fiscal.removeSeries(request.actor, id);
      return reply.flashRedirect('/fiscal-settings', 'success', t(f.seriesDeleted, { code: s.code }));
    } catch (err) {
      if (isAppError(err) && err.code === 'CONFLICT') return reply.flashRedirect(`/fiscal-settings/invoice-series/${id}`, 'error', err.message);
      throw err;
    }
  });

  // VAT types
  const vatForm = (reply: FastifyReply, title: string, props: Parameters<typeof VatTypeForm>[0], actions?: ReactNode) => reply.page(<VatTypeForm {...props} />, { title, status: props.errors ? 422 : undefined, actions });

  app.get('/fiscal-settings/vat-types/new', page, async (_request, reply) => vatForm(reply, t(m.newVatType), { values: { taxCode: 'S1' } }));

  app.post<{ Body: Body }>('/fiscal-settings/vat-types/new', post, async (request, reply) =>
    submitForm(
      () => fiscal.createVatType(request.actor, request.body),
      (v) => reply.flashRedirect('/fiscal-settings', 'success', t(m.vatTypeCreated, { name: v.name })),
      (errors) => vatForm(reply, t(m.newVatType), { values: vatPosted(request.body), errors }),
    ),
  );

  app.get<{ Params: IdParams }>('/fiscal-settings/vat-types/:id', page, async (request, reply) => {
    const v = await fiscal.vatType(request.actor, routeId(request.params.id, m.vatTypeNotFound));
    const actions = v.useCount === 0 && !v.isDefault ? <DeleteButton href={`/fiscal-settings/vat-types/${v.id}`} title={t(f.deleteVatTitle, { name: v.name })} question={t(f.deleteVatQuestion, { name: v.name })} /> : undefined;
    return vatForm(reply, t(m.vatTypeTitle, { name: v.name }), { id: v.id, values: { ...v, rate: rateInput(v.rate) } }, actions);
  });

  app.post<{ Params: IdParams; Body: Body }>('/fiscal-settings/vat-types/:id', post, async (request, reply) => {
    const current = await fiscal.vatType(request.actor, routeId(request.params.id, m.vatTypeNotFound));
    return submitForm(
      () => fiscal.updateVatType(request.actor, current.id, request.body),
      (v) => reply.flashRedirect('/fiscal-settings', 'success', t(m.vatTypeUpdated, { name: v.name })),
      (errors) => vatForm(reply, t(m.vatTypeTitle, { name: current.name }), { id: current.id, values: vatPosted(request.body), errors }),
    );
  });

  app.get<{ Params: IdParams }>('/fiscal-settings/vat-types/:id/delete', page, async (request, reply) => {
    const v = await fiscal.vatType(request.actor, routeId(request.params.id, m.vatTypeNotFound));
    return reply.page(<ConfirmDelete action={`/fiscal-settings/vat-types/${v.id}/delete`} cancelHref={`/fiscal-settings/vat-types/${v.id}`} question={t(f.deleteVatQuestion, { name: v.name })} />, { title: t(f.deleteVatTitle, { name: v.name }) });
  });

  app.post<{ Params: IdParams }>('/fiscal-settings/vat-types/:id/delete', post, async (request, reply) => {
    const id = routeId(request.params.id, m.vatTypeNotFound);
    try {
      const v = await fiscal.removeVatType(request.actor, id);
      return reply.flashRedirect('/fiscal-settings', 'success', t(f.vatDeleted, { name: v.name }));
    } catch (err) {
      if (isAppError(err) && err.code === 'CONFLICT') return reply.flashRedirect(`/fiscal-settings/vat-types/${id}`, 'error', err.message);
      throw err;
    }
  });
}
