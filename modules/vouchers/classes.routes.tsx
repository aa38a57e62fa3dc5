import { postedId, postedIds, postedText, routeId } from '../../src/lib/posted';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDateTime, t } from '../../src/lib/intl';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { can } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import { usePage } from '../../views/context';
import { Island } from '../../views/Island';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { autocompleteTexts, AutocompleteField } from '../../views/widgets/AutocompleteField';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { CLASS_LIST_SPEC, DEFAULT_DURATION, madridLocal, type ClassRow } from './classes.service';
import { classesMessages as m } from './classes.messages';
import { ClassesList } from './pages/classes/ClassesList';
import { ClassForm, durationOptions, type ClassFormValues } from './pages/classes/ClassForm';
import { ClassDetail } from './pages/classes/ClassDetail';
import { LinkClassDialog } from './pages/classes/LinkClassDialog.island';
import { TeacherClassDialog } from './pages/classes/TeacherClassDialog.island';
import type { VouchersServices } from './index';

type Body = Record<string, unknown>;
type Params = { id: string };

/** A class's id in its URL ('La clase no existe' for anything else). */
export const idOf = (params: { id?: string }) => routeId(params.id, m.notFound);

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

/** A safe place to go back to after a form on the list: only this list's own URLs. */
const backTo = (value: unknown) => (typeof value === 'string' && /^\/classes(\?[^\s]*)?$/.test(value) ? value : '/classes');

function TeacherClassButton({ teachers }: { teachers: { id: number; name: string }[] }) {
  const { csrfToken } = usePage();
  return (
    <Island
      name="TeacherClassDialog"
      component={TeacherClassDialog}
      props={{
        fallbackHref: '/classes/teacher-class',
        action: '/classes/teacher-class',
        csrfToken,
        buttonLabel: t(m.newTeacherClass),
        title: t(m.newTeacherClass),
        explain: t(m.newTeacherClassExplain),
        teacherLabel: t(m.teacher),
        teacherPlaceholder: t(m.chooseTeacher),
        teachers,
        voucher: { label: t(m.voucher), name: 'voucherId', textName: 'voucherName', source: 'classVouchers', required: true, help: t(m.voucherHelp), ...autocompleteTexts() },
        dateLabel: t(m.date),
        durationLabel: t(m.duration),
        durations: durationOptions(),
        remarksLabel: t(m.remarks),
        requiredLabel: t(w.required),
        confirmLabel: t(w.create),
        cancelLabel: t(w.cancel),
      }}
    />
  );
}

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
        customer: { label: t(m.customer), name: 'customerId', textName: 'customerName', source: 'customers', required: true, ...autocompleteTexts() },
        voucherLabel: t(m.chooseVoucher),
        noVouchers: t(m.noActiveVouchers),
        confirmLabel: t(m.link),
        cancelLabel: t(w.cancel),
      }}
    />
  );
}

function PostButton({ action, label, className = 'button button-secondary' }: { action: string; label: string; className?: string }) {
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

export async function classesRoutes(app: FastifyInstance, { classes }: VouchersServices) {
  const view = { config: { action: 'classes.view' as const } };
  const manage = { config: { action: 'classes.manage' as const } };
  const validate = { config: { action: 'classes.validate' as const } };
  const post = { ...manage, preHandler: app.csrfProtection };
  const postValidate = { ...validate, preHandler: app.csrfProtection };

  async function renderNew(request: FastifyRequest, reply: FastifyReply, values: ClassFormValues, errors?: FieldErrors) {
    const teachers = await classes.teachers(request.actor);
    return reply.page(<ClassForm action="/classes/new" values={values} errors={errors} teachers={teachers} withVoucher cancelHref="/classes" submitLabel={t(w.create)} />, {
      title: t(m.newClass),
      status: errors ? 422 : undefined,
    });
  }

  async function renderTeacherClass(request: FastifyRequest, reply: FastifyReply, values: ClassFormValues, errors?: FieldErrors) {
    const teachers = await classes.teachers(request.actor);
    return reply.page(
      <>
        <p className="form-intro">{t(m.newTeacherClassExplain)}</p>
        <ClassForm action="/classes/teacher-class" values={values} errors={errors} teachers={teachers} withVoucher teacherRequired cancelHref="/classes" submitLabel={t(w.create)} />
      </>,
      { title: t(m.newTeacherClass), status: errors ? 422 : undefined },
    );
  }

  async function renderDetail(request: FastifyRequest, reply: FastifyReply, row: ClassRow, values?: ClassFormValues, errors?: FieldErrors) {
    const actor = request.actor;
    const editable = row.status !== 'validated' && row.status !== 'deleted' && can(actor, 'classes.manage');
    const [teachers, movements] = await Promise.all([classes.teachers(actor), row.voucherId ? classes.voucherMovements(actor, row.voucherId) : Promise.resolve([])]);
    const date = formatDateTime(row.date);
    const actions = (
      <>
        {(row.status === 'taught' || row.status === 'claimed') && can(actor, 'classes.validate') && <PostButton action={`/classes/${row.id}/validate`} label={t(m.validate)} className="button" />}
        {row.status === 'validated' && row.teacherPaymentStatus === 'teacherPendingPayment' && can(actor, 'classes.validate') && (
          <PostButton action={`/classes/${row.id}/discard`} label={t(m.discardPayment)} />
        )}
        {editable && <LinkButton row={row} />}
        {row.status !== 'deleted' && row.teacherPaymentStatus !== 'teacherPayed' && can(actor, 'classes.manage') && (
          <DeleteButton href={`/classes/${row.id}`} title={t(m.deleteTitle, { date })} question={t(m.deleteQuestion, { date })} />
        )}
      </>
    );
    const form = editable ? (
      <ClassForm
        action={`/classes/${row.id}`}
        values={values ?? { teacherId: row.teacherId, date: madridLocal(row.date), duration: row.duration, remarks: row.remarks }}
        errors={errors}
        teachers={teachers}
        withVoucher={false}
        cancelHref="/classes"
      />
    ) : undefined;
    return reply.page(<ClassDetail row={row} form={form} movements={movements} />, { title: t(m.classTitle, { date }), actions, status: errors ? 422 : undefined });
  }

  app.get<{ Querystring: Record<string, string> }>('/classes', view, async (request, reply) => {
    const query = parseListQuery(request.query, CLASS_LIST_SPEC);
    const data = classes.list(request.actor, query);
    data.catch(() => undefined);
    const [teachers, names] = await Promise.all([classes.teachers(request.actor), classes.filterNames(request.actor, query.filters)]);
    const voucherId = Number(query.filters.voucher);
    const chips = [
      ...(voucherId > 0 ? [{ name: 'voucher', text: t(m.voucherFilter, { id: voucherId }), href: `/vouchers/${voucherId}` }] : []),
      ...(names.customer ? [{ name: 'customer', text: t(m.customerFilter, { name: names.customer }) }] : []),
      ...(names.student ? [{ name: 'student', text: t(m.studentFilter, { name: names.student }) }] : []),
    ];
    const actions = can(request.actor, 'classes.manage') ? (
      <>
        <TeacherClassButton teachers={teachers} />
        <a className="button" href="/classes/new">
          {t(m.newClass)}
        </a>
      </>
    ) : undefined;
    return reply.page(<ClassesList query={query} data={data} teachers={teachers} canValidate={can(request.actor, 'classes.validate')} chips={chips} />, { title: t(m.classesTitle), actions });
  });

  app.post<{ Body: Body }>('/classes/validate', postValidate, async (request, reply) => {
    const body = request.body ?? {};
    const ids = postedIds(body.ids);
    const back = backTo(body.back);
    if (ids.length === 0) return reply.flashRedirect(back, 'error', t(m.validateNone));
    const report = await classes.validate(request.actor, ids);
    if (report.refused.length === 0) return reply.flashRedirect(back, 'success', t(m.validated, { count: report.validated.length }));
    const details = report.refused.map((r) => `n.º ${r.id}: ${r.message}`).join('; ');
    const text = [report.validated.length > 0 ? t(m.validated, { count: report.validated.length }) : '', t(m.validateRefused, { count: report.refused.length, details })].filter(Boolean).join(' ');
    return reply.flashRedirect(back, 'error', text);
  });

  app.get<{ Querystring: { voucher?: string } }>('/classes/new', manage, async (request, reply) => {
    const values: ClassFormValues = { duration: DEFAULT_DURATION };
    const voucherId = Number(request.query.voucher);
    if (voucherId > 0) {
      const choice = await classes.voucherChoice(request.actor, voucherId);
      if (choice) Object.assign(values, { voucherId: choice.id, voucherName: choice.name });
    }
    return renderNew(request, reply, values);
  });

  app.post<{ Body: Body }>('/classes/new', post, async (request, reply) =>
    submitForm(
      () => classes.create(request.actor, request.body),
      (saved) => reply.flashRedirect(`/classes/${saved.id}`, 'success', t(m.created, { date: formatDateTime(saved.date) })),
      (fields) => renderNew(request, reply, postedValues(request.body ?? {}), fields),
    ),
  );

  app.get('/classes/teacher-class', manage, async (request, reply) => renderTeacherClass(request, reply, { duration: DEFAULT_DURATION }));

  app.post<{ Body: Body }>('/classes/teacher-class', post, async (request, reply) =>
    submitForm(
      () => classes.createTeacherClass(request.actor, request.body),
      (saved) => reply.flashRedirect(`/classes/${saved.id}`, 'success', t(m.created, { date: formatDateTime(saved.date) })),
      (fields) => renderTeacherClass(request, reply, postedValues(request.body ?? {}), fields),
    ),
  );

  app.get<{ Params: Params }>('/classes/:id', view, async (request, reply) => renderDetail(request, reply, await classes.get(request.actor, idOf(request.params))));

  app.post<{ Params: Params; Body: Body }>('/classes/:id', post, async (request, reply) => {
    const id = idOf(request.params);
    const row = await classes.get(request.actor, id);
    return submitForm(
      () => classes.update(request.actor, id, request.body),
      (saved) => reply.flashRedirect(`/classes/${id}`, 'success', t(m.updated, { date: formatDateTime(saved.date) })),
      (fields) => renderDetail(request, reply, row, postedValues(request.body ?? {}), fields),
    );
  });

  /** The actions of a class's page that answer with a flash message (a refusal is the message). */
  async function act(reply: FastifyReply, id: number, work: () => Promise<string>) {
    try {
      return reply.flashRedirect(`/classes/${id}`, 'success', await work());
    } catch (err) {
      if (isAppError(err) && (err.status === 409 || err.fields)) return reply.flashRedirect(`/classes/${id}`, 'error', err.fields ? Object.values(err.fields).join(' ') : err.message);
      throw err;
    }
  }

  app.post<{ Params: Params }>('/classes/:id/validate', postValidate, async (request, reply) => {
    const id = idOf(request.params);
    const report = await classes.validate(request.actor, [id]);
    if (report.refused.length > 0) return reply.flashRedirect(`/classes/${id}`, 'error', report.refused[0].message);
    return reply.flashRedirect(`/classes/${id}`, 'success', t(m.validated, { count: 1 }));
  });

  app.post<{ Params: Params }>('/classes/:id/discard', postValidate, async (request, reply) => {
    const id = idOf(request.params);
    return act(reply, id, async () => t(m.discarded, { date: formatDateTime((await classes.discardPayment(request.actor, id)).date) }));
  });

  app.get<{ Params: Params }>('/classes/:id/delete', manage, async (request, reply) => {
    const row = await classes.get(request.actor, idOf(request.params));
    const date = formatDateTime(row.date);
    return reply.page(<ConfirmDelete action={`/classes/${row.id}/delete`} cancelHref={`/classes/${row.id}`} question={t(m.deleteQuestion, { date })} />, { title: t(m.deleteTitle, { date }) });
  });

  app.post<{ Params: Params }>('/classes/:id/delete', post, async (request, reply) => {
    const id = idOf(request.params);
    try {
      const removed = await classes.remove(request.actor, id);
      return reply.flashRedirect('/classes', 'success', t(m.deleted, { date: formatDateTime(removed.date) }));
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/classes/${id}`, 'error', err.message);
      throw err;
    }
  });

  // The link dialog as a page (no JavaScript): choose the customer, then one of their vouchers.
  app.get<{ Params: Params; Querystring: { customerId?: string; customerName?: string } }>('/classes/:id/link', manage, async (request, reply) => {
    const row = await classes.get(request.actor, idOf(request.params));
    return renderLink(request, reply, row, request.query);
  });

  async function renderLink(request: FastifyRequest, reply: FastifyReply, row: ClassRow, query: { customerId?: string; customerName?: string }, errors: FieldErrors = {}) {
    const resolved = await classes.resolveCustomer(request.actor, Number(query.customerId) || undefined, query.customerName);
    const customerError = errors.customerId ?? (query.customerName || query.customerId ? resolved.error : undefined);
    const vouchers = resolved.customer ? await classes.vouchersForLink(request.actor, row.id, resolved.customer.id) : null;
    const page = <LinkPage row={row} customer={resolved.customer} typed={query.customerName} customerError={customerError} voucherError={errors.voucherId} vouchers={vouchers} />;
    return reply.page(page, { title: t(m.linkToCustomer), status: Object.keys(errors).length ? 422 : undefined });
  }

  app.post<{ Params: Params; Body: Body }>('/classes/:id/link', post, async (request, reply) => {
    const id = idOf(request.params);
    const body = request.body ?? {};
    const row = await classes.get(request.actor, id);
    const resolved = await classes.resolveCustomer(request.actor, postedId(body.customerId) ?? undefined, postedText(body.customerName));
    try {
      const saved = await classes.linkToVoucher(request.actor, id, { customerId: resolved.customer?.id, voucherId: postedText(body.voucherId) });
      return reply.flashRedirect(`/classes/${id}`, 'success', t(m.linked, { date: formatDateTime(saved.date), voucher: saved.voucherId! }));
    } catch (err) {
      if (isAppError(err) && err.fields) return renderLink(request, reply, row, { customerId: postedText(body.customerId), customerName: postedText(body.customerName) }, err.fields);
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/classes/${id}`, 'error', err.message);
      throw err;
    }
  });
}

function LinkPage(props: {
  row: ClassRow;
  customer?: { id: number; name: string };
  typed?: string;
  customerError?: string;
  voucherError?: string;
  vouchers: { id: number; name: string; detail: string }[] | null;
}) {
  const { csrfToken } = usePage();
  const { row, customer, vouchers } = props;
  return (
    <>
      <p className="form-intro">{t(m.linkExplain)}</p>
      <form method="get" action={`/classes/${row.id}/link`} className="form">
        <AutocompleteField label={t(m.customer)} name="customerId" textName="customerName" source="customers" chosenId={customer?.id} chosenName={customer?.name ?? props.typed} required error={props.customerError} />
        <div className="form-actions">
          <button type="submit" className="button button-secondary">
            {t(m.chooseCustomer)}
          </button>
        </div>
      </form>
      {customer && vouchers && (
        <form method="post" action={`/classes/${row.id}/link`} className="form">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="customerId" value={customer.id} />
          <fieldset className={`field${props.voucherError ? ' field-invalid' : ''}`}>
            <legend className="field-label">{t(m.chooseVoucher)}</legend>
            {vouchers.length === 0 ? (
              <p className="field-help">{t(m.noActiveVouchers)}</p>
            ) : (
              vouchers.map((v, i) => (
                <label key={v.id} className="check-label">
                  <input type="radio" name="voucherId" value={v.id} defaultChecked={i === 0} /> {v.name} <span className="muted">· {v.detail}</span>
                </label>
              ))
            )}
            {props.voucherError && <p className="field-error">{props.voucherError}</p>}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button" disabled={vouchers.length === 0}>
              {t(m.link)}
            </button>
            <a className="button button-quiet" href={`/classes/${row.id}`}>
              {t(w.cancel)}
            </a>
          </div>
        </form>
      )}
    </>
  );
}

