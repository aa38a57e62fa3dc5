import { postedId, postedText } from '../../src/lib/posted';
import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDateTime, t } from '../../src/lib/intl';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { refusedBackTo } from '../../src/lib/refusals';
import { can } from '../../src/lib/policy';
import { usePage } from '../../views/context';
import { Island } from '../../views/Island';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { autocompleteTexts } from '../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { DEFAULT_DURATION, madridLocal, type ClassRow } from './classes.shared';
import { classesMessages as m } from './classes.messages';
import { ClassForm, type ClassFormValues } from './pages/classes/ClassForm';
import { ClassDetail } from './pages/classes/ClassDetail';
import { LinkClassDialog } from './pages/classes/LinkClassDialog.island';
import type { VouchersServices } from './index';
import { classLinkRoutes } from './classes.link.routes';
import { classListRoutes } from './classes.list.routes';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

type Body = Record<string, unknown>;
type Params = IdParams;

/** A class's page, /classes/:id ('La clase no existe' for an id that names no class). */
export const classById = idParam(m.notFound);

function postedValues(body: Body): ClassFormValues {
  return {
    voucherId: postedId(body.voucherId),
    voucherName: postedText(body.voucherName),
    teacherId: postedId(body.teacherId),
    date: postedText(body.date),
    duration: postedText(body.duration),
    remarks: postedText(body.remarks),
  };
}

/** The key a new-class form was rendered with (src/lib/idempotency): its posts book the hours once. */
/** The delete confirmation: a validated class waiting to be paid says its teacher will not be paid for it. */
function deleteQuestion(row: ClassRow, date: string): string {
  return row.status === 'validated' && row.teacherPaymentStatus === 'teacherPendingPayment' && row.teacherName
    ? t(m.deleteValidatedQuestion, { date, teacher: row.teacherName })
    : t(m.deleteQuestion, { date });
}

/** A safe place to go back to after a form on the list: only this list's own URLs. */

function LinkButton({ row }: { row: ClassRow }) {
  const { csrfToken } = usePage();
  return (
    <Island
      name="LinkClassDialog"
      component={LinkClassDialog}
      props={{
        classId: row.id,
        fallbackHref: `/classes/${row.id}/link`,
        action: `/classes/${row.id}/link`,
        csrfToken,
        buttonLabel: t(m.linkToCustomer),
        title: t(m.linkToCustomer),
        explain: t(m.linkExplain),
        customer: {
          label: t(m.customer),
          name: 'customerId',
          textName: 'customerName',
          source: 'customers',
          required: true,
          ...autocompleteTexts(),
        },
        voucherLabel: t(m.chooseVoucher),
        noVouchers: t(m.noActiveVouchers),
        confirmLabel: t(m.link),
        cancelLabel: t(w.cancel),
      }}
    />
  );
}

function PostButton({
  action,
  label,
  className = 'button button-secondary',
}: {
  action: string;
  label: string;
  className?: string;
}) {
  const { csrfToken } = usePage();
  return (
    <form method="post" action={action} className="inline-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

/** What a class form page is drawn from: the posted values and, refused, their messages. */
interface FormPage {
  request: FastifyRequest;
  reply: FastifyReply;
  values: ClassFormValues;
  errors?: FieldErrors;
}

/** A class's page: the class and, when its edit was refused, what was posted and why. */
interface DetailPage extends Omit<FormPage, 'values'> {
  row: ClassRow;
  values?: ClassFormValues;
}

export async function classesRoutes(app: FastifyInstance, { classes }: VouchersServices) {
  const view = { config: { action: 'classes.view' as const } };
  const manage = { config: { action: 'classes.manage' as const } };
  const validate = { config: { action: 'classes.validate' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };
  const postValidate = { ...validate, preHandler: app.csrfProtection };
  await classListRoutes(app, { classes });
  classCreateRoutes(app, classes);

  async function renderDetail({ request, reply, row, values, errors }: DetailPage) {
    const actor = request.actor;
    const editable = row.status !== 'validated' && row.status !== 'deleted' && can(actor, 'classes.manage');
    const [teachers, movements] = await Promise.all([
      classes.teachers(actor),
      row.voucherId ? classes.voucherMovements(actor, row.voucherId) : Promise.resolve([]),
    ]);
    const date = formatDateTime(row.date);
    const actions = (
      <>
        {(row.status === 'taught' || row.status === 'claimed') && can(actor, 'classes.validate') && (
          <PostButton action={`/classes/${row.id}/validate`} label={t(m.validate)} className="button" />
        )}
        {row.status === 'validated' &&
          row.teacherPaymentStatus === 'teacherPendingPayment' &&
          can(actor, 'classes.validate') && (
            <PostButton action={`/classes/${row.id}/discard`} label={t(m.discardPayment)} />
          )}
        {editable && <LinkButton row={row} />}
        {row.status !== 'deleted' && row.teacherPaymentStatus !== 'teacherPayed' && can(actor, 'classes.manage') && (
          <DeleteButton
            href={`/classes/${row.id}`}
            title={t(m.deleteTitle, { date })}
            question={deleteQuestion(row, date)}
          />
        )}
      </>
    );
    const form = editable ? (
      <ClassForm
        action={`/classes/${row.id}`}
        version={row.updatedDate}
        values={
          values ?? {
            teacherId: row.teacherId,
            date: madridLocal(row.date),
            duration: row.duration,
            remarks: row.remarks,
          }
        }
        errors={errors}
        teachers={teachers}
        withVoucher={false}
        cancelHref="/classes"
      />
    ) : undefined;
    return reply.page(<ClassDetail row={row} form={form} movements={movements} />, {
      title: t(m.classTitle, { date }),
      actions,
      status: errors ? 422 : undefined,
    });
  }

  app.get<{ Params: Params }>('/classes/:id', { ...view, ...classById }, async (request, reply) =>
    renderDetail({ request, reply, row: await classes.get(request.actor, request.params.id) }),
  );

  app.post<{ Params: Params; Body: Body }>('/classes/:id', { ...post, ...classById }, async (request, reply) => {
    const id = request.params.id;
    const row = await classes.get(request.actor, id);
    return submitForm(
      () => {
        assertNotEditedMeanwhile(request.body, row);
        return classes.update(request.actor, id, request.body);
      },
      (saved) => reply.flashRedirect(`/classes/${id}`, 'success', t(m.updated, { date: formatDateTime(saved.date) })),
      (fields) => renderDetail({ request, reply, row, values: postedValues(request.body ?? {}), errors: fields }),
    );
  });

  /** The actions of a class's page that answer with a flash message (a refusal is the message). */
  async function act(reply: FastifyReply, id: number, work: () => Promise<string>) {
    try {
      return reply.flashRedirect(`/classes/${id}`, 'success', await work());
    } catch (err) {
      if (isAppError(err) && (err.status === 409 || err.fields))
        return reply.flashRedirect(
          `/classes/${id}`,
          'error',
          err.fields ? Object.values(err.fields).join(' ') : err.message,
        );
      throw err;
    }
  }

  app.post<{ Params: Params }>('/classes/:id/validate', { ...postValidate, ...classById }, async (request, reply) => {
    const id = request.params.id;
    const report = await classes.validate(request.actor, [id]);
    if (report.refused.length > 0) return reply.flashRedirect(`/classes/${id}`, 'error', report.refused[0].message);
    return reply.flashRedirect(`/classes/${id}`, 'success', t(m.validated, { count: 1 }));
  });

  app.post<{ Params: Params }>('/classes/:id/discard', { ...postValidate, ...classById }, async (request, reply) => {
    const id = request.params.id;
    return act(reply, id, async () =>
      t(m.discarded, { date: formatDateTime((await classes.discardPayment(request.actor, id)).date) }),
    );
  });

  app.get<{ Params: Params }>('/classes/:id/delete', { ...manage, ...classById }, async (request, reply) => {
    const row = await classes.get(request.actor, request.params.id);
    const date = formatDateTime(row.date);
    return reply.page(
      <ConfirmDelete
        action={`/classes/${row.id}/delete`}
        cancelHref={`/classes/${row.id}`}
        question={deleteQuestion(row, date)}
      />,
      { title: t(m.deleteTitle, { date }) },
    );
  });

  app.post<{ Params: Params }>('/classes/:id/delete', { ...post, ...classById }, async (request, reply) => {
    const id = request.params.id;
    return refusedBackTo(reply, `/classes/${id}`, async () => {
      const removed = await classes.remove(request.actor, id);
      return reply.flashRedirect('/classes', 'success', t(m.deleted, { date: formatDateTime(removed.date) }));
    });
  });

  await classLinkRoutes(app, { classes });
}

/** The staff's two creation forms: a class on a voucher, and a class a teacher gave («Clase de un profesor»). */
function classCreateRoutes(app: FastifyInstance, classes: VouchersServices['classes']) {
  const manage = { config: { action: 'classes.manage' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };

  /** Either form: a class on a voucher (`/classes/new`), or one a teacher gave, its teacher required. */
  async function renderForm(form: 'new' | 'teacher-class', { request, reply, values, errors }: FormPage) {
    const teachers = await classes.teachers(request.actor);
    const teacherClass = form === 'teacher-class';
    const classForm = (
      <ClassForm
        idempotencyKey={formKeyOf(request.body, errors)}
        action={`/classes/${form}`}
        values={values}
        errors={errors}
        teachers={teachers}
        withVoucher
        teacherRequired={teacherClass}
        cancelHref="/classes"
        submitLabel={t(w.create)}
      />
    );
    return reply.page(
      teacherClass ? (
        <>
          <p className="form-intro">{t(m.newTeacherClassExplain)}</p>
          {classForm}
        </>
      ) : (
        classForm
      ),
      { title: t(teacherClass ? m.newTeacherClass : m.newClass), status: errors ? 422 : undefined },
    );
  }
  const renderNew = (page: FormPage) => renderForm('new', page);
  const renderTeacherClass = (page: FormPage) => renderForm('teacher-class', page);

  app.get<{ Querystring: { voucher?: string } }>('/classes/new', manage, async (request, reply) => {
    const values: ClassFormValues = { duration: DEFAULT_DURATION };
    const voucherId = Number(request.query.voucher);
    if (voucherId > 0) {
      const choice = await classes.voucherChoice(request.actor, voucherId);
      if (choice) Object.assign(values, { voucherId: choice.id, voucherName: choice.name });
    }
    return renderNew({ request, reply, values });
  });

  app.post<{ Body: Body }>('/classes/new', post, async (request, reply) =>
    submitForm(
      () =>
        classes
          .create(request.actor, request.body, postedFormKeyOf(request.body))
          .catch(
            resentForm(t(m.alreadySent), t(m.repeated), { text: t(m.seeCreated), path: (id) => `/classes/${id}` }),
          ),
      (saved) =>
        reply.flashRedirect(`/classes/${saved.id}`, 'success', t(m.created, { date: formatDateTime(saved.date) })),
      (fields) => renderNew({ request, reply, values: postedValues(request.body ?? {}), errors: fields }),
    ),
  );

  app.get('/classes/teacher-class', manage, async (request, reply) =>
    renderTeacherClass({ request, reply, values: { duration: DEFAULT_DURATION } }),
  );

  app.post<{ Body: Body }>('/classes/teacher-class', post, async (request, reply) =>
    submitForm(
      () =>
        classes
          .createTeacherClass(request.actor, request.body, postedFormKeyOf(request.body))
          .catch(
            resentForm(t(m.alreadySent), t(m.repeated), { text: t(m.seeCreated), path: (id) => `/classes/${id}` }),
          ),
      (saved) =>
        reply.flashRedirect(`/classes/${saved.id}`, 'success', t(m.created, { date: formatDateTime(saved.date) })),
      (fields) => renderTeacherClass({ request, reply, values: postedValues(request.body ?? {}), errors: fields }),
    ),
  );
}
