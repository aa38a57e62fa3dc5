import { postedId, postedIds, postedText, routeId } from '../../src/lib/posted';
import type { ReactNode } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { isAppError, notFound, submitForm, type FieldErrors } from '../../src/lib/errors';
import { can } from '../../src/lib/policy';
import { sendCsv, csvDecimal, type CsvColumn } from '../../src/lib/csv';
import { listHref, parseListQuery } from '../../src/lib/listQuery';
import { Island } from '../../views/Island';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { VOUCHER_LIST_SPECS, type VoucherDetail, type VoucherListKind, type VoucherRow } from './vouchers.service';
import { paymentStatusLabel, statusLabel } from './vouchers.labels';
import { vouchersMessages as m } from './vouchers.messages';
import { LIST_PAGES, VouchersList } from './pages/vouchers/VouchersList';
import { ChooseCustomer, VoucherForm, type VoucherFormValues } from './pages/vouchers/VoucherForm';
import { VoucherPage } from './pages/vouchers/VoucherPage';
import { VoucherDialog } from './pages/vouchers/VoucherDialog.island';
import { SettleDialog } from './pages/vouchers/SettleDialog.island';
import { DialogPage } from './pages/vouchers/DialogPage';
import { ReceiptPage } from './pages/vouchers/ReceiptPage';
import { SettleConfirm } from './pages/vouchers/SettleConfirm';
import { emailDialog, payDialog, renewDialog, settleOneDialog, type DialogContent } from './pages/vouchers/dialogs';
import { cardPaymentsOnVoucher, paymentLinkEmail, paymentLinkField } from './cardPayments.routes';
import type { VouchersServices } from './index';
import { IDEMPOTENCY_FIELD } from '../../src/lib/idempotency';

type Body = Record<string, unknown>;
type Params = { id: string };
type Query = Record<string, string | string[] | undefined>;

const idOf = (params: { id?: string }) => routeId(params.id, m.notFound);
/** Where a settlement goes back to: a voucher list or a voucher, never elsewhere. */
const backOf = (value: unknown, fallback = '/vouchers/settlements') => (/^\/vouchers(\/[\w-]+)?(\?[\w=&%.-]*)?$/.test(postedText(value)) ? postedText(value) : fallback);

const CSV_COLUMNS: CsvColumn<VoucherRow>[] = [
  { header: 'Número', value: (r) => r.id },
  { header: 'Cliente', value: (r) => r.customerName },
  { header: 'Alumno', value: (r) => r.studentName },
  { header: 'Curso', value: (r) => r.courseName },
  { header: 'Asignatura', value: (r) => r.subjectName },
  { header: 'Profesor', value: (r) => r.teacherName },
  { header: 'Horas', value: (r) => r.hours },
  { header: 'Horas consumidas', value: (r) => csvDecimal(r.minutesUsed / 60) },
  { header: 'Horas programadas', value: (r) => csvDecimal((r.minutesBooked - r.minutesUsed) / 60) },
  { header: 'Horas restantes', value: (r) => csvDecimal(r.minutesLeft / 60) },
  { header: 'Precio por hora', value: (r) => csvDecimal(r.hourlyPriceCents / 100) },
  { header: 'Importe', value: (r) => csvDecimal(r.amountCents / 100) },
  { header: 'Pagado', value: (r) => csvDecimal(r.paidCents / 100) },
  { header: 'Inicio', value: (r) => formatDate(r.startDate) },
  { header: 'Fin', value: (r) => formatDate(r.endDate) },
  { header: 'Estado', value: (r) => statusLabel(r.status) },
  { header: 'Pago', value: (r) => paymentStatusLabel(r.paymentStatus) },
  { header: 'Última clase', value: (r) => (r.lastClassDate ? formatDate(r.lastClassDate) : '') },
];

function valuesOf(v: VoucherRow): VoucherFormValues {
  return { studentId: v.studentId, courseId: v.courseId, subjectId: v.subjectId, teacherId: v.teacherId, hours: v.hours, startDate: v.startDate, endDate: v.endDate, remarks: v.remarks };
}

function postedValues(body: Body): VoucherFormValues {
  return {
    studentId: postedId(body.studentId),
    courseId: postedId(body.courseId),
    subjectId: postedId(body.subjectId),
    teacherId: postedId(body.teacherId),
    hours: postedText(body.hours),
    startDate: postedText(body.startDate),
    endDate: postedText(body.endDate),
    remarks: postedText(body.remarks),
  };
}

export async function vouchersRoutes(app: FastifyInstance, services: VouchersServices) {
  const { vouchers } = services;
  const view = { config: { action: 'vouchers.view' as const } };
  const manage = { config: { action: 'vouchers.manage' as const } };
  const pay = { config: { action: 'vouchers.pay' as const } };
  const settle = { config: { action: 'vouchers.settle' as const } };
  const post = <T extends object>(options: T) => ({ ...options, preHandler: app.csrfProtection });

  /** The island of a voucher dialog: its button opens it, or links to its page without JavaScript. */
  function dialogButton(request: FastifyRequest, reply: FastifyReply, content: DialogContent, fallbackHref: string, buttonLabel: string, buttonClass = 'button') {
    return (
      <Island
        name="VoucherDialog"
        component={VoucherDialog}
        props={{ ...content, csrfToken: reply.generateCsrf(), fallbackHref, buttonLabel, buttonClass, cancelLabel: t(w.cancel), requiredLabel: t(w.required) }}
      />
    );
  }

  // ---- Lists ----------------------------------------------------------------------------

  async function renderList(kind: VoucherListKind, request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) {
    const query = parseListQuery(request.query as Record<string, unknown>, VOUCHER_LIST_SPECS[kind]);
    const page = LIST_PAGES[kind];
    const back = listHref(page.path, query, {}, VOUCHER_LIST_SPECS[kind]);
    const listed = vouchers.list(request.actor, query, kind);
    // The "por renovar" list renews from each row (the same dialog as the voucher's page).
    const renewButtons = new Map<number, ReactNode>();
    const renewable = kind === 'nonRenewed' && can(request.actor, 'vouchers.manage');
    const data = !renewable
      ? listed
      : listed.then(async (list) => {
          const plans = await vouchers.renewalPreviews(request.actor, list.rows);
          for (const row of list.rows) {
            const plan = plans.get(row.id);
            if (plan) renewButtons.set(row.id, dialogButton(request, reply, renewDialog(row, plan, back), `/vouchers/${row.id}/renew?back=${encodeURIComponent(back)}`, t(m.renew), 'button button-secondary'));
          }
          return list;
        });
    data.catch(() => undefined);
    const [subjects, teachers, names] = await Promise.all([vouchers.subjects(request.actor), vouchers.teachers(request.actor), vouchers.filterNames(request.actor, query.filters)]);
    const chips = [
      ...(names.customer ? [{ name: 'customer', text: t(m.filterChip, { label: t(m.customer), name: names.customer }) }] : []),
      ...(names.student ? [{ name: 'student', text: t(m.filterChip, { label: t(m.student), name: names.student }) }] : []),
    ];
    const settleForm =
      kind === 'settlements' && can(request.actor, 'vouchers.settle') ? (
        <form id="settle-form" method="get" action="/vouchers/settle" className="settle-bar">
          <input type="hidden" name="back" value={back} />
          <Island
            name="SettleDialog"
            component={SettleDialog}
            props={{
              formId: 'settle-form',
              fallbackHref: '/vouchers/settle',
              action: '/vouchers/settle',
              csrfToken: reply.generateCsrf(),
              back,
              buttonLabel: t(m.settleSelected),
              title: t(m.settleTitle),
              intro: t(m.settleIntro),
              summaryOne: t(m.settleSummary, { count: 1, used: '{used}', forfeited: '{forfeited}' }),
              summaryOther: t(m.settleSummary, { count: 2, used: '{used}', forfeited: '{forfeited}' }).replace(/^2/, '{count}'),
              none: t(m.settleNone),
              remarksLabel: t(m.settleRemarks),
              confirmLabel: t(m.settleConfirm),
              cancelLabel: t(w.cancel),
            }}
          />
        </form>
      ) : undefined;
    const actions = (
      <>
        <a className="button button-quiet" href={listHref(kind === 'all' ? '/vouchers/export.csv' : `/vouchers/export.csv?list=${kind}`, { ...query, page: 1 }, {}, VOUCHER_LIST_SPECS[kind])}>
          {t(m.downloadCsv)}
        </a>
        {can(request.actor, 'vouchers.manage') && (
          <a className="button" href="/vouchers/new">
            {t(m.newVoucher)}
          </a>
        )}
      </>
    );
    return reply.page(<VouchersList kind={kind} query={query} data={data} subjects={subjects} teachers={teachers} chips={chips} settleForm={settleForm} rowAction={renewable ? (row) => renewButtons.get(row.id) : undefined} />, { title: t(page.title), actions });
  }

  for (const kind of Object.keys(LIST_PAGES) as VoucherListKind[]) {
    app.get<{ Querystring: Query }>(LIST_PAGES[kind].path, view, (request, reply) => renderList(kind, request, reply));
  }

  app.get<{ Querystring: Query }>('/vouchers/export.csv', view, async (request, reply) => {
    const kind = (Object.keys(LIST_PAGES) as VoucherListKind[]).find((k) => k === request.query.list) ?? 'all';
    const query = parseListQuery(request.query as Record<string, unknown>, VOUCHER_LIST_SPECS[kind]);
    return sendCsv(reply, `bonos-${todayInMadrid()}.csv`, CSV_COLUMNS, vouchers.exportRows(request.actor, query, kind));
  });

  // ---- Create and edit ------------------------------------------------------------------

  async function renderForm(request: FastifyRequest, reply: FastifyReply, customerId: number, values: VoucherFormValues, options: { voucher?: VoucherDetail; errors?: FieldErrors; status?: number }) {
    const choices = await vouchers.formChoices(request.actor, customerId);
    if (!choices.customer) throw notFound(m.customerNotFound);
    const { voucher } = options;
    if (!voucher) {
      // Defaults: the only student, and the chosen student's course.
      if (!values.studentId && choices.students.length === 1) values.studentId = choices.students[0].id;
      if (!values.courseId && values.studentId) values.courseId = choices.students.find((s) => s.id === values.studentId)?.courseId ?? null;
    }
    const price = voucher
      ? { priceId: voucher.priceId ?? 0, name: voucher.priceName ?? '', hourlyPriceCents: voucher.hourlyPriceCents, teacherHourlyPayCents: voucher.teacherHourlyPayCents, validFrom: '' }
      : values.courseId
        ? ((await vouchers.price(request.actor, values.courseId)) ?? null)
        : undefined;
    const locked = voucher && !voucher.identityEditable ? { studentName: voucher.studentName, courseName: voucher.courseName, subjectName: voucher.subjectName } : undefined;
    // Creating: every course's price today, so the form shows the right one as the course changes.
    const coursePrices = voucher ? undefined : await vouchers.coursePrices(request.actor, choices.courses.map((c) => c.id));
    return reply.page(<VoucherForm voucherId={voucher?.id} choices={{ ...choices, customer: choices.customer }} values={values} errors={options.errors} price={price} locked={locked} coursePrices={coursePrices} />, {
      title: voucher ? t(m.editVoucher, { id: voucher.id }) : t(m.newVoucher),
      status: options.status,
    });
  }

  app.get<{ Querystring: Query }>('/vouchers/new', manage, async (request, reply) => {
    const { customerId, customerName, studentId } = request.query;
    let customer = postedId(customerId);
    if (!customer && postedId(studentId)) customer = await vouchers.customerOfStudent(request.actor, postedId(studentId)!);
    // The first visit asks for a customer; "Continuar" with nothing typed says it is required.
    if (!customer && !postedText(customerName) && customerName === undefined && customerId === undefined) return reply.page(<ChooseCustomer />, { title: t(m.newVoucher) });
    try {
      const found = await vouchers.findCustomer(request.actor, customer ?? undefined, customerId ? undefined : postedText(customerName) || undefined);
      return await renderForm(request, reply, found.id, { studentId: postedId(studentId), startDate: todayInMadrid() }, {});
    } catch (err) {
      if (isAppError(err) && err.fields) return reply.page(<ChooseCustomer error={err.fields.customerId} typed={postedText(customerName)} />, { title: t(m.newVoucher), status: 422 });
      throw err;
    }
  });

  app.post<{ Body: Body }>('/vouchers/new', post(manage), async (request, reply) => {
    const body = request.body ?? {};
    return submitForm(
      () => vouchers.create(request.actor, body),
      (saved) => reply.flashRedirect(`/vouchers/${saved.id}`, 'success', t(m.created, { id: saved.id })),
      // Without a known customer there is no form to show again: back to choosing one.
      (fields) =>
        fields.customerId
          ? reply.page(<ChooseCustomer error={fields.customerId} />, { title: t(m.newVoucher), status: 422 })
          : renderForm(request, reply, postedId(body.customerId) ?? 0, postedValues(body), { errors: fields, status: 422 }),
    );
  });

  app.get('/manage-voucher', manage, async (_request, reply) => reply.redirect('/vouchers/new'));

  app.get<{ Params: Params }>('/manage-voucher/:id', manage, async (request, reply) => {
    const voucher = await vouchers.get(request.actor, idOf(request.params));
    return renderForm(request, reply, voucher.customerId, valuesOf(voucher), { voucher });
  });

  app.post<{ Params: Params; Body: Body }>('/manage-voucher/:id', post(manage), async (request, reply) => {
    const id = idOf(request.params);
    const voucher = await vouchers.get(request.actor, id);
    const body = { ...(request.body ?? {}) };
    // The teacher menu's empty choice means "no teacher".
    const input: Body = { ...body, clearTeacher: !postedText(body.teacherId) };
    delete input._csrf;
    return submitForm(
      () => vouchers.update(request.actor, id, input),
      (saved) => reply.flashRedirect(`/vouchers/${saved.id}`, 'success', t(m.updated, { id: saved.id })),
      (fields) => renderForm(request, reply, voucher.customerId, { ...valuesOf(voucher), ...postedValues(body) }, { voucher, errors: fields, status: 422 }),
    );
  });

  // ---- Detail ---------------------------------------------------------------------------

  app.get<{ Params: Params }>('/vouchers/:id', view, async (request, reply) => {
    const v = await vouchers.get(request.actor, idOf(request.params));
    const actor = request.actor;
    const today = todayInMadrid();
    const buttons = [];
    if (can(actor, 'vouchers.pay') && v.storedStatus !== 'settled' && v.dueCents > 0) buttons.push(dialogButton(request, reply, payDialog(v, today), `/vouchers/${v.id}/pay`, t(m.pay)));
    const card = await cardPaymentsOnVoucher(services, request, reply, v);
    if (card.button) buttons.push(card.button);
    if (can(actor, 'vouchers.manage') && v.storedStatus === 'inactive')
      buttons.push(
        <form method="post" action={`/vouchers/${v.id}/activate`} className="inline-form" title={t(m.activateHelp)}>
          <input type="hidden" name="_csrf" value={reply.generateCsrf()} />
          <button type="submit" className="button button-secondary">
            {t(m.activate)}
          </button>
        </form>,
      );
    if (can(actor, 'vouchers.manage') && v.storedStatus !== 'inactive' && !v.renewedById) {
      const plan = await vouchers.renewalPreview(actor, v.id).catch(() => undefined);
      if (plan) buttons.push(dialogButton(request, reply, renewDialog(v, plan), `/vouchers/${v.id}/renew`, t(m.renew), 'button button-secondary'));
    }
    if (can(actor, 'vouchers.settle') && v.storedStatus === 'active' && (v.minutesLeft <= 0 || v.endDate < today))
      buttons.push(dialogButton(request, reply, settleOneDialog(v, `/vouchers/${v.id}`), `/vouchers/settle?ids=${v.id}&back=/vouchers/${v.id}`, t(m.settle), 'button button-danger'));
    if (can(actor, 'vouchers.manage')) {
      const mail = await vouchers.emailPreview(actor, v.id).catch(() => undefined);
      if (mail) buttons.push(dialogButton(request, reply, emailDialog(v, mail, paymentLinkField(services, request, v)), `/vouchers/${v.id}/email`, t(m.email), 'button button-quiet'));
      if (v.storedStatus !== 'settled')
        buttons.push(
          <a className="button button-quiet" href={`/manage-voucher/${v.id}`}>
            {t(m.edit)}
          </a>,
        );
      if (v.deletable) buttons.push(<DeleteButton href={`/vouchers/${v.id}`} title={t(m.deleteTitle, { id: v.id })} question={t(m.deleteQuestion, { id: v.id, student: v.studentName })} />);
    }
    const actions = (
      <div className="voucher-actions">
        {buttons.map((b, i) => (
          <span key={i} className="voucher-action">
            {b}
          </span>
        ))}
      </div>
    );
    return reply.page(<VoucherPage v={v} actions={actions} cardPayments={card.section} />, { title: t(m.voucherNumber, { id: v.id }) });
  });

  // ---- Dialog pages (without JavaScript) and their posts --------------------------------

  async function dialogPage(request: FastifyRequest, reply: FastifyReply, v: VoucherRow, content: DialogContent, errors?: FieldErrors, values?: Record<string, string>) {
    return reply.page(<DialogPage dialog={content} cancelHref={content.hidden?.back ?? `/vouchers/${v.id}`} errors={errors} values={values} />, { title: content.title, status: errors ? 422 : undefined });
  }

  /** A dialog's post: done → back to the voucher with a message; field errors → its page again; a refusal → back with the reason. */
  async function dialogPost<T>(reply: FastifyReply, voucherId: number, work: () => Promise<T>, done: (value: T) => FastifyReply, again: (fields: FieldErrors) => Promise<FastifyReply>) {
    try {
      return await submitForm(work, done, again);
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/vouchers/${voucherId}`, 'error', err.message);
      throw err;
    }
  }

  app.get<{ Params: Params }>('/vouchers/:id/pay', pay, async (request, reply) => {
    const v = await vouchers.get(request.actor, idOf(request.params));
    return dialogPage(request, reply, v, payDialog(v, todayInMadrid()));
  });

  app.post<{ Params: Params; Body: Body }>('/vouchers/:id/pay', post(pay), async (request, reply) => {
    const id = idOf(request.params);
    const body = request.body ?? {};
    const input = { amount: postedText(body.amount), method: postedText(body.method), date: postedText(body.date), reference: postedText(body.reference) };
    return dialogPost(
      reply,
      id,
      () => vouchers.pay(request.actor, id, input, { idempotencyKey: postedText(body[IDEMPOTENCY_FIELD]) || undefined }),
      ({ voucher, payment }) => reply.flashRedirect(`/vouchers/${id}`, 'success', t(voucher.paymentStatus === 'paid' ? m.paidInFull : m.paid, { amount: formatMoney(payment.amountCents) })),
      async (fields) => {
        const v = await vouchers.get(request.actor, id);
        return dialogPage(request, reply, v, payDialog(v, todayInMadrid()), fields, input);
      },
    );
  });

  app.get<{ Params: Params; Querystring: Query }>('/vouchers/:id/renew', manage, async (request, reply) => {
    const id = idOf(request.params);
    try {
      const plan = await vouchers.renewalPreview(request.actor, id);
      return await dialogPage(request, reply, plan.row, renewDialog(plan.row, plan, backOf(request.query.back, '') || undefined));
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/vouchers/${id}`, 'error', err.message);
      throw err;
    }
  });

  app.post<{ Params: Params; Body: Body }>('/vouchers/:id/renew', post(manage), async (request, reply) => {
    const id = idOf(request.params);
    // Renewed from a list: back to it, to go on with the next one.
    const back = backOf(request.body?.back, '') || undefined;
    return dialogPost(
      reply,
      id,
      () => vouchers.renew(request.actor, id),
      (created) => reply.flashRedirect(back ?? `/vouchers/${created.id}`, 'success', t(m.renewed, { id: created.id, from: id })),
      async () => reply.redirect(`/vouchers/${id}`),
    );
  });

  app.get<{ Params: Params }>('/vouchers/:id/email', manage, async (request, reply) => {
    const id = idOf(request.params);
    const v = await vouchers.get(request.actor, id);
    try {
      return await dialogPage(request, reply, v, emailDialog(v, await vouchers.emailPreview(request.actor, id), paymentLinkField(services, request, v)));
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/vouchers/${id}`, 'error', err.message);
      throw err;
    }
  });

  app.post<{ Params: Params; Body: Body }>('/vouchers/:id/email', post(manage), async (request, reply) => {
    const id = idOf(request.params);
    return dialogPost(
      reply,
      id,
      async () => vouchers.sendEmail(request.actor, id, await paymentLinkEmail(services, request, id, request.body?.paymentLink)),
      (sent) =>
        sent.status === 'failed'
          ? reply.flashRedirect(`/vouchers/${id}`, 'error', t(m.emailFailed, { to: sent.to }))
          : reply.flashRedirect(`/vouchers/${id}`, 'success', t(sent.status === 'sent' ? m.emailSent : m.emailStored, { to: sent.to })),
      async () => reply.redirect(`/vouchers/${id}`),
    );
  });

  app.post<{ Params: Params }>('/vouchers/:id/activate', post(manage), async (request, reply) => {
    const id = idOf(request.params);
    return dialogPost(
      reply,
      id,
      () => vouchers.activate(request.actor, id),
      (saved) => reply.flashRedirect(`/vouchers/${id}`, 'success', t(m.activated, { id: saved.id })),
      async () => reply.redirect(`/vouchers/${id}`),
    );
  });

  app.get<{ Params: Params }>('/vouchers/:id/delete', manage, async (request, reply) => {
    const v = await vouchers.get(request.actor, idOf(request.params));
    return reply.page(<ConfirmDelete action={`/vouchers/${v.id}/delete`} cancelHref={`/vouchers/${v.id}`} question={t(m.deleteQuestion, { id: v.id, student: v.studentName })} />, {
      title: t(m.deleteTitle, { id: v.id }),
    });
  });

  app.post<{ Params: Params }>('/vouchers/:id/delete', post(manage), async (request, reply) => {
    const id = idOf(request.params);
    return dialogPost(
      reply,
      id,
      () => vouchers.remove(request.actor, id),
      (removed) => reply.flashRedirect('/vouchers', 'success', t(m.deleted, { id: removed.id })),
      async () => reply.redirect(`/vouchers/${id}`),
    );
  });

  // ---- Settle (one or many) -------------------------------------------------------------

  /** The *settle vouchers* confirmation as a page: the vouchers ticked, their hours, and a confirm button. */
  app.get<{ Querystring: Query }>('/vouchers/settle', settle, async (request, reply) => {
    const back = backOf(request.query.back);
    const ids = postedIds(request.query.ids);
    let preview;
    try {
      preview = await vouchers.settlementPreview(request.actor, ids);
    } catch (err) {
      if (isAppError(err) && (err.status === 409 || err.status === 422)) return reply.flashRedirect(back, 'error', err.message);
      throw err;
    }
    return reply.page(<SettleConfirm preview={preview} back={back} />, { title: t(m.settleTitle) });
  });

  app.post<{ Body: Body }>('/vouchers/settle', post(settle), async (request, reply) => {
    const body = request.body ?? {};
    const back = backOf(body.back);
    try {
      const settled = await vouchers.settle(request.actor, postedIds(body.ids), postedText(body.remarks));
      return reply.flashRedirect(back, 'success', t(m.settledOne, { count: settled.length }));
    } catch (err) {
      if (isAppError(err) && (err.status === 409 || err.status === 422)) return reply.flashRedirect(back, 'error', err.message);
      throw err;
    }
  });

  // ---- Receipt --------------------------------------------------------------------------

  /** Without a payment's id there is nothing to print. */
  app.get('/voucher-payment-receipt-print', view, async () => {
    throw notFound(m.paymentNotFound);
  });

  app.get<{ Params: Params }>('/voucher-payment-receipt-print/:id', view, async (request, reply) => {
    const receipt = await vouchers.receipt(request.actor, idOf(request.params));
    return reply.page(<ReceiptPage receipt={receipt} />, { title: t(m.receiptTitle, { id: receipt.payment.id }), layout: 'simple' });
  });
}
