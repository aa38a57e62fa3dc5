import type { FastifyInstance, FastifyReply } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { postedBoolean } from '../../views/widgets/Form';
import { invoicesMessages as m, fiscalFormMessages as f } from './invoices.messages';
import { VatTypeForm, type VatValues } from './pages/FiscalSettings';
import type { Body, FiscalPages, FormPage } from './fiscal.routes';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

const vatPosted = (b: Body): VatValues => ({
  name: postedText(b.name),
  rate: postedText(b.rate),
  exemptionText: postedText(b.exemptionText),
  taxCode: postedText(b.taxCode),
  isDefault: postedBoolean(b.isDefault),
});
const rateInput = (rate: string) => rate.replace('.', ',');

/** /fiscal-settings/vat-types/…: a new VAT type, a VAT type's form and its deletion. */
export async function fiscalVatTypeRoutes(app: FastifyInstance, { fiscal, page, post }: FiscalPages) {
  const vatTypeById = idParam(m.vatTypeNotFound);

  // VAT types
  const vatForm = (reply: FastifyReply, { title, props, actions }: FormPage<Parameters<typeof VatTypeForm>[0]>) =>
    reply.page(<VatTypeForm {...props} />, { title, status: props.errors ? 422 : undefined, actions });

  // The VAT types are listed on /fiscal-settings: their address cut from a record's opens it, not a page not found.
  app.get('/fiscal-settings/vat-types', page, async (_request, reply) => reply.redirect('/fiscal-settings#vat-title'));

  app.get('/fiscal-settings/vat-types/new', page, async (_request, reply) =>
    vatForm(reply, { title: t(m.newVatType), props: { values: { taxCode: 'S1' } } }),
  );

  app.post<{ Body: Body }>('/fiscal-settings/vat-types/new', post, async (request, reply) =>
    submitForm(
      () => fiscal.createVatType(request.actor, request.body),
      (v) => reply.flashRedirect('/fiscal-settings', 'success', t(m.vatTypeCreated, { name: v.name })),
      (errors) => vatForm(reply, { title: t(m.newVatType), props: { values: vatPosted(request.body), errors } }),
    ),
  );

  app.get<{ Params: IdParams }>(
    '/fiscal-settings/vat-types/:id',
    { ...page, ...vatTypeById },
    async (request, reply) => {
      const v = await fiscal.vatType(request.actor, request.params.id);
      const actions =
        v.useCount === 0 && !v.isDefault ? (
          <DeleteButton
            href={`/fiscal-settings/vat-types/${v.id}`}
            title={t(f.deleteVatTitle, { name: v.name })}
            question={t(f.deleteVatQuestion, { name: v.name })}
          />
        ) : undefined;
      return vatForm(reply, {
        title: t(m.vatTypeTitle, { name: v.name }),
        props: { id: v.id, version: v.updatedDate, values: { ...v, rate: rateInput(v.rate) } },
        actions,
      });
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/fiscal-settings/vat-types/:id',
    { ...post, ...vatTypeById },
    async (request, reply) => {
      const current = await fiscal.vatType(request.actor, request.params.id);
      return submitForm(
        () => {
          assertNotEditedMeanwhile(request.body, current);
          return fiscal.updateVatType(request.actor, current.id, request.body);
        },
        (v) => reply.flashRedirect('/fiscal-settings', 'success', t(m.vatTypeUpdated, { name: v.name })),
        (errors) =>
          vatForm(reply, {
            title: t(m.vatTypeTitle, { name: current.name }),
            props: { id: current.id, version: current.updatedDate, values: vatPosted(request.body), errors },
          }),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/fiscal-settings/vat-types/:id/delete',
    { ...page, ...vatTypeById },
    async (request, reply) => {
      const v = await fiscal.vatType(request.actor, request.params.id);
      return reply.page(
        <ConfirmDelete
          action={`/fiscal-settings/vat-types/${v.id}/delete`}
          cancelHref={`/fiscal-settings/vat-types/${v.id}`}
          question={t(f.deleteVatQuestion, { name: v.name })}
        />,
        { title: t(f.deleteVatTitle, { name: v.name }) },
      );
    },
  );

  app.post<{ Params: IdParams }>(
    '/fiscal-settings/vat-types/:id/delete',
    { ...post, ...vatTypeById },
    async (request, reply) => {
      const id = request.params.id;
      try {
        const v = await fiscal.removeVatType(request.actor, id);
        return reply.flashRedirect('/fiscal-settings', 'success', t(f.vatDeleted, { name: v.name }));
      } catch (err) {
        if (isAppError(err) && err.code === 'CONFLICT')
          return reply.flashRedirect(`/fiscal-settings/vat-types/${id}`, 'error', err.message);
        throw err;
      }
    },
  );
}
