import { lastValue, postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { RecordLinks } from './recordLinks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatIban } from '../../src/lib/validation';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';
import { isAppError, submitForm } from '../../src/lib/errors';
import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import { sendCsv, type CsvColumn } from '../../src/lib/csv';
import {
  parseListQuery,
  parseListPageQuery,
  isFilterRowId,
  refuseUnknownFilters,
  type DownloadFilter,
} from '../../src/lib/listQuery';
import { CUSTOMER_SOURCES } from './customers.fields';
import { widgetMessages as tableMessages } from '../../views/widgets/widgets.messages';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { CUSTOMER_LIST_SPEC, sourceLabel, type CustomerDetail, type CustomerRow } from './customers.service';
import { customersMessages as m } from './customers.messages';
import { CsvLink, CustomersList } from './pages/CustomersList';
import { CustomerForm, CustomerStudents, SameNifNotice, type CustomerFormValues } from './pages/CustomerForm';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import type { PeopleServices } from './index';

type Body = Record<string, unknown>;
type Params = IdParams;

/** A customer's or a student's page, /…/:id. */
export const byId = idParam();

const num = (value: unknown) => Number(lastValue(value)) || null;

function valuesOf(c: CustomerDetail): CustomerFormValues {
  return { ...c, iban: formatIban(c.iban) };
}

function postedValues(body: Body): CustomerFormValues {
  return {
    firstName: postedText(body.firstName),
    lastName: postedText(body.lastName),
    isCompany: postedText(body.isCompany) === 'true',
    nif: postedText(body.nif),
    email: postedText(body.email),
    phone: postedText(body.phone),
    address: postedText(body.address),
    postalCode: postedText(body.postalCode),
    municipalityId: num(body.municipalityId),
    municipalityName: postedText(body.municipalityName),
    districtId: num(body.districtId),
    iban: postedText(body.iban),
    source: postedText(body.source),
    advisorId: num(body.advisorId),
    remarks: postedText(body.remarks),
    invoiceSameAsPersonal: postedText(body.invoiceSameAsPersonal) !== 'false',
    invoiceName: postedText(body.invoiceName),
    invoiceEmail: postedText(body.invoiceEmail),
    invoiceNif: postedText(body.invoiceNif),
    invoiceAddress: postedText(body.invoiceAddress),
    invoicePostalCode: postedText(body.invoicePostalCode),
    invoiceMunicipalityId: num(body.invoiceMunicipalityId),
    invoiceMunicipalityName: postedText(body.invoiceMunicipalityName),
  };
}

/** The CSV's columns, headed in Spanish from the catalogue. */
const csvColumns = (): CsvColumn<CustomerRow>[] => [
  { header: t(m.csvFirstName), value: (r) => r.firstName },
  { header: t(m.csvLastName), value: (r) => r.lastName },
  { header: t(m.csvKind), value: (r) => t(r.isCompany ? m.company : m.family) },
  { header: t(m.csvNif), value: (r) => r.nif },
  { header: t(m.csvEmail), value: (r) => r.email },
  { header: t(m.csvPhone), value: (r) => r.phone },
  { header: t(m.csvAddress), value: (r) => r.address },
  { header: t(m.csvPostalCode), value: (r) => r.postalCode },
  { header: t(m.csvMunicipalityName), value: (r) => r.municipalityName },
  { header: t(m.csvDistrictName), value: (r) => r.districtName },
  { header: t(m.csvSource), value: (r) => sourceLabel(r.source) },
  { header: t(m.csvAdvisorName), value: (r) => r.advisorName },
  { header: t(m.csvStudentCount), value: (r) => r.studentCount },
  { header: t(m.csvInvoiceName), value: (r) => r.invoiceName },
  { header: t(m.csvInvoiceNif), value: (r) => r.invoiceNif },
  { header: t(m.csvInvoiceEmail), value: (r) => r.invoiceEmail },
  { header: t(m.csvInvoiceAddress), value: (r) => r.invoiceAddress },
  { header: t(m.csvInvoicePostalCode), value: (r) => r.invoicePostalCode },
  { header: t(m.csvInvoiceMunicipalityName), value: (r) => r.invoiceMunicipalityName },
  { header: t(m.csvCreated), value: (r) => formatDate(r.createdDate) },
];

/** What the CSV understands of the list's filters (customers.lists.ts): a value it does not know, or one given twice, is refused, not every customer. */
const rowId = isFilterRowId;
const CSV_FILTERS: Record<string, DownloadFilter> = {
  kind: { label: m.kind, valid: (v) => v === 'company' || v === 'family' },
  source: { label: m.source, valid: (v) => (CUSTOMER_SOURCES as readonly string[]).includes(v) },
  advisor: { label: m.advisor, valid: (v) => v === 'none' || rowId(v) },
  district: { label: m.district, valid: rowId },
  q: { label: tableMessages.search, valid: () => true },
};

export async function customersRoutes(app: FastifyInstance, { customers, recordLinks }: PeopleServices) {
  const view = { config: { action: 'customers.view' as const } };
  const manage = { config: { action: 'customers.manage' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };

  async function renderForm(
    request: FastifyRequest,
    reply: FastifyReply,
    options: {
      values: CustomerFormValues;
      customer?: CustomerDetail;
      errors?: Record<string, string>;
      status?: number;
    },
  ) {
    const { values } = options;
    const [advisors, districts] = await Promise.all([
      customers.advisors(request.actor),
      customers.districtChoices(request.actor),
    ]);
    const { customer } = options;
    const blocker = customer && (await customers.deleteBlocker(request.actor, customer.id));
    const sameNif = customer ? await customers.sameNif(request.actor, customer) : [];
    const actions = customer ? (
      <>
        <RecordLinks links={recordLinks.of('customer')} id={customer.id} />
        <DeleteButton
          href={`/customers/${customer.id}`}
          title={t(m.deleteTitle, { name: customer.name })}
          question={t(m.deleteQuestion, { name: customer.name })}
          blocker={blocker}
        />
      </>
    ) : undefined;
    return reply.page(
      <>
        {sameNif.length > 0 && <SameNifNotice others={sameNif} />}
        <CustomerForm
          id={customer?.id}
          version={customer?.updatedDate}
          values={values}
          errors={options.errors}
          advisors={advisors}
          districts={districts}
          idempotencyKey={customer ? undefined : formKeyOf(request.body, options.errors)}
        />
        {customer && <CustomerStudents customerId={customer.id} students={customer.students} />}
      </>,
      { title: customer ? `${t(m.customer)}: ${customer.name}` : t(m.newCustomer), status: options.status, actions },
    );
  }

  app.get<{ Querystring: Record<string, string> }>('/customers', view, async (request, reply) => {
    const query = parseListPageQuery(request.query, CUSTOMER_LIST_SPEC);
    // Not awaited: the page's shell streams while the rows are read.
    const data = customers.list(request.actor, query);
    data.catch(() => undefined);
    const [advisors, districts] = await Promise.all([
      customers.advisors(request.actor),
      customers.districtChoices(request.actor),
    ]);
    const actions = (
      <>
        <CsvLink query={query} />
        <a className="button" href="/customers/new">
          {t(m.newCustomer)}
        </a>
      </>
    );
    return reply.page(<CustomersList query={query} data={data} advisors={advisors} districts={districts} />, {
      title: t(m.title),
      actions,
    });
  });

  app.get<{ Querystring: Record<string, string> }>('/customers/export.csv', view, async (request, reply) => {
    refuseUnknownFilters(request.query, CSV_FILTERS);
    const query = parseListQuery(request.query, CUSTOMER_LIST_SPEC);
    const rows = customers.exportRows(request.actor, query);
    return sendCsv(reply, { filename: `clientes-${todayInMadrid()}.csv`, columns: csvColumns(), rows });
  });

  app.get<{ Querystring: Record<string, string> }>('/customers/new', manage, async (request, reply) => {
    const defaults: CustomerFormValues = {
      source: 'other',
      invoiceSameAsPersonal: true,
      advisorId: request.actor?.role === 'advisor' ? request.actor.id : null,
    };
    return renderForm(request, reply, { values: defaults });
  });

  app.post<{ Body: Body }>('/customers/new', post, async (request, reply) => {
    return submitForm(
      () =>
        customers
          .create(request.actor, request.body, { idempotencyKey: postedFormKeyOf(request.body) })
          .catch(
            resentForm(t(m.alreadySent), t(m.repeated), { text: t(m.seeCreated), path: (id) => `/customers/${id}` }),
          ),
      (saved) => reply.flashRedirect(`/customers/${saved.id}`, 'success', t(m.created, { name: saved.name })),
      (fields) => renderForm(request, reply, { values: postedValues(request.body ?? {}), errors: fields, status: 422 }),
    );
  });

  app.get<{ Params: Params }>('/customers/:id', { ...view, ...byId }, async (request, reply) => {
    const customer = await customers.get(request.actor, request.params.id);
    return renderForm(request, reply, { values: valuesOf(customer), customer });
  });

  app.post<{ Params: Params; Body: Body }>('/customers/:id', { ...post, ...byId }, async (request, reply) => {
    const id = request.params.id;
    const customer = await customers.get(request.actor, id);
    return submitForm(
      () => {
        assertNotEditedMeanwhile(request.body, customer);
        return customers.update(request.actor, id, request.body);
      },
      (saved) => reply.flashRedirect(`/customers/${id}`, 'success', t(m.updated, { name: saved.name })),
      (fields) =>
        renderForm(request, reply, { values: postedValues(request.body ?? {}), customer, errors: fields, status: 422 }),
    );
  });

  app.get<{ Params: Params }>('/customers/:id/delete', { ...manage, ...byId }, async (request, reply) => {
    const customer = await customers.get(request.actor, request.params.id);
    const blocker = await customers.deleteBlocker(request.actor, customer.id);
    if (blocker) return reply.flashRedirect(`/customers/${customer.id}`, 'error', blocker);
    return reply.page(
      <ConfirmDelete
        action={`/customers/${customer.id}/delete`}
        cancelHref={`/customers/${customer.id}`}
        question={t(m.deleteQuestion, { name: customer.name })}
      />,
      {
        title: t(m.deleteTitle, { name: customer.name }),
      },
    );
  });

  app.post<{ Params: Params }>('/customers/:id/delete', { ...post, ...byId }, async (request, reply) => {
    const id = request.params.id;
    try {
      const removed = await customers.remove(request.actor, id);
      return reply.flashRedirect('/customers', 'success', t(m.deleted, { name: removed.name }));
    } catch (err) {
      // "Still has students": back to the record, with the reason; nothing is lost.
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/customers/${id}`, 'error', err.message);
      throw err;
    }
  });
}
