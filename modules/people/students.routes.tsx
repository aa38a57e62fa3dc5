import { postedText } from '../../src/lib/posted';
import { RecordLinks } from './recordLinks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t, todayInMadrid } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { STUDENT_LIST_SPEC, type StudentRow } from './students.service';
import { customersMessages as m } from './customers.messages';
import { byId } from './customers.routes';
import type { IdParams } from '../../src/lib/routeParams';
import { StudentsList } from './pages/StudentsList';
import { StudentForm, type StudentFormValues } from './pages/StudentForm';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import type { PeopleServices } from './index';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

type Body = Record<string, unknown>;
type Params = IdParams;

function postedValues(body: Body): StudentFormValues {
  return {
    customerId: Number(postedText(body.customerId)) || null,
    customerName: postedText(body.customerName),
    firstName: postedText(body.firstName),
    lastName: postedText(body.lastName),
    birthDate: postedText(body.birthDate),
    courseId: Number(postedText(body.courseId)) || null,
    remarks: postedText(body.remarks),
  };
}

export async function studentsRoutes(app: FastifyInstance, { students, customers, recordLinks }: PeopleServices) {
  const view = { config: { action: 'students.view' as const } };
  const manage = { config: { action: 'students.manage' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };

  async function renderForm(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { values: StudentFormValues; student?: StudentRow; errors?: Record<string, string>; status?: number },
  ) {
    const { values } = options;
    const courses = await students.courses(request.actor);
    const { student } = options;
    // A student with vouchers or classes says so up front, instead of asking to confirm and then refusing.
    const blocker = student && (await students.deleteBlocker(request.actor, student.id));
    const actions = student ? (
      <>
        <a className="button button-secondary" href={`/customers/${student.customerId}`}>
          {t(m.seeCustomer)}
        </a>
        <RecordLinks links={recordLinks.of('student')} id={student.id} />
        <DeleteButton
          href={`/students/${student.id}`}
          title={t(m.studentDeleteTitle, { name: student.name })}
          question={t(m.studentDeleteQuestion, { name: student.name })}
          blocker={blocker}
        />
      </>
    ) : undefined;
    return reply.page(
      <StudentForm
        id={student?.id}
        version={student?.updatedDate}
        values={values}
        errors={options.errors}
        courses={courses}
        today={todayInMadrid()}
        idempotencyKey={student ? undefined : formKeyOf(request.body, options.errors)}
      />,
      {
        title: student ? `${t(m.student)}: ${student.name}` : t(m.newStudent),
        status: options.status,
        actions,
      },
    );
  }

  app.get<{ Querystring: Record<string, string> }>('/students', view, async (request, reply) => {
    const query = parseListPageQuery(request.query, STUDENT_LIST_SPEC);
    const data = students.list(request.actor, query);
    data.catch(() => undefined);
    const [levels, courses] = await Promise.all([students.levels(request.actor), students.courses(request.actor)]);
    const customerId = Number(query.filters.customer);
    const customer = customerId > 0 ? await customers.get(request.actor, customerId).catch(() => undefined) : undefined;
    const actions = (
      <a className="button" href="/students/new">
        {t(m.newStudent)}
      </a>
    );
    return reply.page(
      <StudentsList query={query} data={data} levels={levels} courses={courses} customerName={customer?.name} />,
      { title: t(m.studentsTitle), actions },
    );
  });

  app.get<{ Querystring: { customer?: string } }>('/students/new', manage, async (request, reply) => {
    const values: StudentFormValues = {};
    const customerId = Number(request.query.customer);
    if (Number.isInteger(customerId) && customerId > 0) {
      // Coming from a customer's page: the customer is chosen and the surname is the family's.
      const customer = await customers.get(request.actor, customerId).catch(() => undefined);
      if (customer)
        Object.assign(values, {
          customerId: customer.id,
          customerName: customer.name,
          lastName: customer.isCompany ? '' : customer.lastName,
        });
    }
    return renderForm(request, reply, { values });
  });

  app.post<{ Body: Body }>('/students/new', post, async (request, reply) => {
    return submitForm(
      () =>
        students.create(request.actor, request.body, { idempotencyKey: postedFormKeyOf(request.body) }).catch(
          resentForm(t(m.studentAlreadySent), t(m.studentRepeated), {
            text: t(m.studentSeeCreated),
            path: (id) => `/students/${id}`,
          }),
        ),
      (saved) =>
        reply.flashRedirect(`/customers/${saved.customerId}`, 'success', t(m.studentCreated, { name: saved.name })),
      (fields) => renderForm(request, reply, { values: postedValues(request.body ?? {}), errors: fields, status: 422 }),
    );
  });

  app.get<{ Params: Params }>('/students/:id', { ...view, ...byId }, async (request, reply) => {
    const student = await students.get(request.actor, request.params.id);
    return renderForm(request, reply, { values: student, student });
  });

  app.post<{ Params: Params; Body: Body }>('/students/:id', { ...post, ...byId }, async (request, reply) => {
    const id = request.params.id;
    const student = await students.get(request.actor, id);
    return submitForm(
      () => {
        assertNotEditedMeanwhile(request.body, student);
        return students.update(request.actor, id, request.body);
      },
      (saved) => reply.flashRedirect(`/students/${id}`, 'success', t(m.studentUpdated, { name: saved.name })),
      (fields) =>
        renderForm(request, reply, { values: postedValues(request.body ?? {}), student, errors: fields, status: 422 }),
    );
  });

  app.get<{ Params: Params }>('/students/:id/delete', { ...manage, ...byId }, async (request, reply) => {
    const student = await students.get(request.actor, request.params.id);
    const blocker = await students.deleteBlocker(request.actor, student.id);
    if (blocker) return reply.flashRedirect(`/students/${student.id}`, 'error', blocker);
    return reply.page(
      <ConfirmDelete
        action={`/students/${student.id}/delete`}
        cancelHref={`/students/${student.id}`}
        question={t(m.studentDeleteQuestion, { name: student.name })}
      />,
      {
        title: t(m.studentDeleteTitle, { name: student.name }),
      },
    );
  });

  app.post<{ Params: Params }>('/students/:id/delete', { ...post, ...byId }, async (request, reply) => {
    const id = request.params.id;
    try {
      const removed = await students.remove(request.actor, id);
      return reply.flashRedirect(
        `/customers/${removed.customerId}`,
        'success',
        t(m.studentDeleted, { name: removed.name }),
      );
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/students/${id}`, 'error', err.message);
      throw err;
    }
  });
}
