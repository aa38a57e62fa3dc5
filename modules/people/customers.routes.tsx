import { lastValue, postedText, routeId } from '../../src/lib/posted';
import { RecordLinks } from './recordLinks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatIban } from '../../src/lib/validation';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { sendCsv, type CsvColumn } from '../../src/lib/csv';
import { parseListQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { CUSTOMER_LIST_SPEC, sourceLabel, type CustomerDetail, type CustomerRow } from './customers.service';
import { customersMessages as m } from './customers.messages';
import { CsvLink, CustomersList } from './pages/CustomersList';
import { CustomerForm, CustomerStudents, type CustomerFormValues } from './pages/CustomerForm';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import type { PeopleServices } from './index';

type Body = Record<string, unknown>;
type Params = { id: string };

export const idOf = (params: { id?: string }): number => routeId(params.id);

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

const CSV_COLUMNS: CsvColumn<CustomerRow>[] = [
  { header: 'Nombre', value: (r) => r.firstName },
  { header: 'Apellidos', value: (r) => r.lastName },
  { header: 'Tipo', value: (r) => t(r.isCompany ? m.company : m.family) },
  { header: 'NIF', value: (r) => r.nif },
  { header: 'Email', value: (r) => r.email },
  { header: 'Teléfono', value: (r) => r.phone },
  { header: 'Dirección', value: (r) => r.address },
  { header: 'Código postal', value: (r) => r.postalCode },
  { header: 'Municipio', value: (r) => r.municipalityName },
  { header: 'Distrito', value: (r) => r.districtName },
  { header: 'Cómo nos conoció', value: (r) => sourceLabel(r.source) },
  { header: 'Asesora', value: (r) => r.advisorName },
  { header: 'Alumnos', value: (r) => r.studentCount },
  { header: 'Nombre en la factura', value: (r) => r.invoiceName },
  { header: 'NIF en la factura', value: (r) => r.invoiceNif },
  { header: 'Email de facturación', value: (r) => r.invoiceEmail },
  { header: 'Dirección de facturación', value: (r) => r.invoiceAddress },
  { header: 'Código postal de facturación', value: (r) => r.invoicePostalCode },
  { header: 'Municipio de facturación', value: (r) => r.invoiceMunicipalityName },
  { header: 'Alta', value: (r) => formatDate(r.createdDate) },
];

export async function customersRoutes(app: FastifyInstance, { customers, recordLinks }: PeopleServices) {
  const view = { config: { action: 'customers.view' as const } };
  const manage = { config: { action: 'customers.manage' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };

  async function renderForm(request: FastifyRequest, reply: FastifyReply, values: CustomerFormValues, options: { customer?: CustomerDetail; errors?: Record<string, string>; status?: number }) {
    const [advisors, districts] = await Promise.all([customers.advisors(request.actor), customers.districtChoices(request.actor)]);
    const { customer } = options;
    const blocker = customer && (await customers.deleteBlocker(request.actor, customer.id));
    const actions = customer ? (
      <>
        <RecordLinks links={recordLinks.of('customer')} id={customer.id} />
        {blocker ? (
          <p className="actions-note">{blocker}</p>
        ) : (
          <DeleteButton href={`/customers/${customer.id}`} title={t(m.deleteTitle, { name: customer.name })} question={t(m.deleteQuestion, { name: customer.name })} />
        )}
      </>
    ) : undefined;
    return reply.page(
      <>
        <CustomerForm id={customer?.id} values={values} errors={options.errors} advisors={advisors} districts={districts} />
        {customer && <CustomerStudents customerId={customer.id} students={customer.students} />}
      </>,
      { title: customer ? `${t(m.customer)}: ${customer.name}` : t(m.newCustomer), status: options.status, actions },
    );
  }

  app.get<{ Querystring: Record<string, string> }>('/customers', view, async (request, reply) => {
    const query = parseListQuery(request.query, CUSTOMER_LIST_SPEC);
    // Not awaited: the page's shell streams while the rows are read.
    const data = customers.list(request.actor, query);
    data.catch(() => undefined);
    const [advisors, districts] = await Promise.all([customers.advisors(request.actor), customers.districtChoices(request.actor)]);
    const actions = (
      <>
        <CsvLink query={query} />
        <a className="button" href="/customers/new">
          {t(m.newCustomer)}
        </a>
      </>
    );
    return reply.page(<CustomersList query={query} data={data} advisors={advisors} districts={districts} />, { title: t(m.title), actions });
  });

  app.get<{ Querystring: Record<string, string> }>('/customers/export.csv', view, async (request, reply) => {
    const query = parseListQuery(request.query, CUSTOMER_LIST_SPEC);
    const rows = customers.exportRows(request.actor, query);
    return sendCsv(reply, `clientes-${todayInMadrid()}.csv`, CSV_COLUMNS, rows);
  });

  app.get<{ Querystring: Record<string, string> }>('/customers/new', manage, async (request, reply) => {
    const defaults: CustomerFormValues = { source: 'other', invoiceSameAsPersonal: true, advisorId: request.actor?.role === 'advisor' ? request.actor.id : null };
    return renderForm(request, reply, defaults, {});
  });

  app.post<{ Body: Body }>('/customers/new', post, async (request, reply) => {
    return submitForm(
      () => customers.create(request.actor, request.body),
      (saved) => reply.flashRedirect(`/customers/${saved.id}`, 'success', t(m.created, { name: saved.name })),
      (fields) => renderForm(request, reply, postedValues(request.body ?? {}), { errors: fields, status: 422 }),
    );
  });

  app.get<{ Params: Params }>('/customers/:id', view, async (request, reply) => {
    const customer = await customers.get(request.actor, idOf(request.params));
    return renderForm(request, reply, valuesOf(customer), { customer });
  });

  app.post<{ Params: Params; Body: Body }>('/customers/:id', post, async (request, reply) => {
    const id = idOf(request.params);
    const customer = await customers.get(request.actor, id);
    return submitForm(
      () => customers.update(request.actor, id, request.body),
      (saved) => reply.flashRedirect(`/customers/${id}`, 'success', t(m.updated, { name: saved.name })),
      (fields) => renderForm(request, reply, postedValues(request.body ?? {}), { customer, errors: fields, status: 422 }),
    );
  });

  app.get<{ Params: Params }>('/customers/:id/delete', manage, async (request, reply) => {
    const customer = await customers.get(request.actor, idOf(request.params));
    return reply.page(<ConfirmDelete action={`/customers/${customer.id}/delete`} cancelHref={`/customers/${customer.id}`} question={t(m.deleteQuestion, { name: customer.name })} />, {
      title: t(m.deleteTitle, { name: customer.name }),
    });
  });

  app.post<{ Params: Params }>('/customers/:id/delete', post, async (request, reply) => {
    const id = idOf(request.params);
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
