import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatNumber, t, todayInMadrid } from '../../src/lib/intl';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { refusedBackTo } from '../../src/lib/refusals';
import { can } from '../../src/lib/policy';

import { postedId, postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { Island } from '../../views/Island';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { slotValues } from '../people';
import { type CustomerInterestDetail, type CustomerInterestInput } from './interests.service';
import { interestsMessages as m } from './interests.messages';

import { InterestForm, type InterestFormValues } from './pages/interests/InterestForm';
import { acceptDialog, InterestPage } from './pages/interests/InterestPage';
import { InterestsLive } from './pages/interests/InterestsLive.island';
import { VoucherDialog } from './pages/vouchers/VoucherDialog.island';
import { dateInputTexts } from '../../views/widgets/dateInputTexts';
import type { VouchersServices } from './index';
import { interestListRoutes } from './interests.list.routes';
import { interestAcceptRoutes } from './interests.accept.routes';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';
import { formKeyOf, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';

type Body = Record<string, unknown>;
type Params = IdParams;

const many = (value: unknown): string[] => (value == null ? [] : [value].flat().map((v) => String(v)));

/** What the lead form posted, as typed (for the service, and to show again on errors). */
export function postedLead(body: Body): { input: CustomerInterestInput; values: InterestFormValues } {
  const text = (name: string) => postedText(body[name]);
  const prefixed = (prefix: string) =>
    Object.fromEntries(
      Object.keys(body)
        .filter((k) => k.startsWith(`${prefix}.`))
        .map((k) => [k.slice(prefix.length + 1), postedText(body[k])]),
    );
  const [subjects, courses] = [many(body.subjectId), many(body.courseId)];
  const rows = Array.from({ length: Math.max(subjects.length, courses.length) }, (_, i) => ({
    subjectId: subjects[i] ?? '',
    courseId: courses[i] ?? '',
  }));
  const [days, starts, ends] = [many(body.weekday), many(body.start), many(body.end)];
  const slots = Array.from({ length: Math.max(days.length, starts.length, ends.length) }, (_, i) => ({
    weekday: days[i] ?? '',
    start: starts[i] ?? '',
    end: ends[i] ?? '',
  }));
  const family = (['existing', 'newStudent', 'new'] as const).find((f) => f === text('family')) ?? 'new';
  const newCustomer = prefixed('newCustomer');
  const newStudent = prefixed('newStudent');
  const values: InterestFormValues = {
    family,
    studentId: postedId(body.studentId),
    studentName: text('studentName'),
    customerId: postedId(body.customerId),
    customerName: text('customerName'),
    newCustomer,
    newStudent,
    rows: rows.filter((r) => r.subjectId || r.courseId),
    hoursPerWeek: text('hoursPerWeek'),
    slots: slots.filter((s) => `${s.weekday}${s.start}${s.end}`.trim() !== ''),
    districtId: postedId(body.districtId),
    districtName: text('districtName'),
    startDate: text('startDate'),
    visibility: text('visibility') || 'hidden',
    advisorId: text('advisorId'),
    status: text('status') || 'pending_interview',
    remarks: text('remarks'),
    teacherRemarks: text('teacherRemarks'),
  };
  const clean = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v.trim() !== ''));
  const input: CustomerInterestInput = {
    family,
    studentId: values.studentId ?? undefined,
    studentName: values.studentName || undefined,
    customerId: values.customerId ?? undefined,
    customerName: values.customerName || undefined,
    newCustomer: clean(newCustomer),
    newStudent: clean(newStudent),
    interests: rows,
    hoursPerWeek: values.hoursPerWeek,
    slots,
    districtId: values.districtId ?? undefined,
    districtName: values.districtName || undefined,
    startDate: values.startDate || undefined,
    visibility: values.visibility as CustomerInterestInput['visibility'],
    advisorId: postedId(body.advisorId) ?? undefined,
    status: values.status as CustomerInterestInput['status'],
    remarks: values.remarks,
    teacherRemarks: values.teacherRemarks,
  };
  return { input, values };
}

/** Blank rows are dropped when a form comes back, so each row's message follows its row. */
function movedErrors(errors: FieldErrors, body: Body): FieldErrors {
  const moved: FieldErrors = { ...errors };
  const remap = (prefix: string, kept: number[]) => {
    for (const key of Object.keys(moved)) if (key.startsWith(`${prefix}.`)) delete moved[key];
    // A row's message and its controls' ('slots.3', 'slots.3.start') move with the row.
    const byRow = (i: number) =>
      Object.entries(errors).filter(([key]) => key === `${prefix}.${i}` || key.startsWith(`${prefix}.${i}.`));
    kept.forEach((i, j) => {
      for (const [key, message] of byRow(i)) moved[`${prefix}.${j}${key.slice(`${prefix}.${i}`.length)}`] = message;
    });
  };
  const [subjects, courses] = [many(body.subjectId), many(body.courseId)];
  remap(
    'interests',
    subjects.map((s, i) => (s || courses[i] ? i : -1)).filter((i) => i >= 0),
  );
  const [days, starts, ends] = [many(body.weekday), many(body.start), many(body.end)];
  remap(
    'slots',
    days.map((d, i) => (`${d}${starts[i] ?? ''}${ends[i] ?? ''}`.trim() ? i : -1)).filter((i) => i >= 0),
  );
  return moved;
}

export function valuesOfLead(lead: CustomerInterestDetail): InterestFormValues {
  return {
    family: 'existing',
    newCustomer: {},
    newStudent: {},
    rows: lead.rows.map((r) => ({ subjectId: String(r.subjectId), courseId: String(r.courseId) })),
    hoursPerWeek: formatNumber(lead.hoursPerWeek),
    slots: slotValues(lead.slots),
    districtId: lead.districtId,
    districtName: lead.districtName ?? '',
    startDate: lead.startDate,
    visibility: lead.visibility,
    advisorId: lead.advisorId ? String(lead.advisorId) : '',
    status: lead.status,
    remarks: lead.remarks ?? '',
    teacherRemarks: lead.teacherRemarks ?? '',
  };
}

/** A lead's page: the lead and, when its edit was refused, what was posted and why. */
interface DetailPage {
  request: FastifyRequest;
  reply: FastifyReply;
  id: number;
  values?: InterestFormValues;
  errors?: FieldErrors;
}

/** The menus of a lead's form: the advisors and the catalogue's courses and subjects. */
async function formChoices(interests: VouchersServices['interests'], request: FastifyRequest) {
  const [advisors, catalogue] = await Promise.all([
    interests.advisors(request.actor),
    interests.catalogue(request.actor),
  ]);
  return { advisors, courses: catalogue.courses, subjects: catalogue.subjects };
}

export async function interestsRoutes(app: FastifyInstance, { interests }: VouchersServices) {
  const view = { config: { action: 'customerInterests.view' as const } };
  const manage = { config: { action: 'customerInterests.manage' as const } };
  const post = (options: typeof manage) => ({ ...options, preHandler: app.csrfProtection });
  const byId = idParam(m.notFound);
  await interestListRoutes(app, { interests });
  interestCreateRoutes(app, interests);

  function acceptButton(reply: FastifyReply, content: ReturnType<typeof acceptDialog>, id: number) {
    return (
      <Island
        name="VoucherDialog"
        component={VoucherDialog}
        props={{
          ...content,
          csrfToken: reply.generateCsrf(),
          fallbackHref: `/customer-interests/${id}/accept`,
          buttonLabel: t(m.accept),
          buttonClass: 'button',
          cancelLabel: t(w.cancel),
          requiredLabel: t(w.required),
          dateTexts: dateInputTexts('date'),
        }}
      />
    );
  }

  async function renderDetail({ request, reply, id, values, errors }: DetailPage) {
    const actor = request.actor;
    const [lead, matching] = await Promise.all([interests.get(actor, id), interests.matchingTeachers(actor, id)]);
    const editable = !lead.voucherId && can(actor, 'customerInterests.manage');
    const form = editable ? (
      <InterestForm
        action={`/customer-interests/${id}`}
        values={values ?? valuesOfLead(lead)}
        errors={errors}
        choices={await formChoices(interests, request)}
        creating={false}
        cancelHref="/customer-interests"
        version={lead.updatedDate}
      />
    ) : undefined;
    let actions;
    if (!lead.voucherId && lead.status !== 'old' && lead.status !== 'lost' && can(actor, 'customerInterests.accept')) {
      const choices = await interests.acceptChoices(actor, id);
      actions = acceptButton(reply, acceptDialog(choices), id);
    }
    return reply.page(
      <>
        <Island
          name="InterestsLive"
          component={InterestsLive}
          props={{ customerInterestId: id, updated: t(m.liveUpdated) }}
        />
        <InterestPage lead={lead} matching={matching} form={form} canManage={can(actor, 'customerInterests.manage')} />
      </>,
      { title: t(m.interestTitle, { id, student: lead.studentName }), actions, status: errors ? 422 : undefined },
    );
  }

  app.get<{ Params: Params }>('/customer-interests/:id', { ...view, ...byId }, async (request, reply) =>
    renderDetail({ request, reply, id: request.params.id }),
  );

  app.post<{ Params: Params; Body: Body }>(
    '/customer-interests/:id',
    { ...post(manage), ...byId },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const { input, values } = postedLead(body);
      const lead = await interests.get(request.actor, id);
      return refusedBackTo(reply, `/customer-interests/${id}`, () =>
        submitForm(
          () => {
            assertNotEditedMeanwhile(body, lead);
            return interests.update(request.actor, id, {
              ...input,
              family: undefined,
              studentId: undefined,
              studentName: undefined,
              customerId: undefined,
              customerName: undefined,
              newCustomer: undefined,
              newStudent: undefined,
            });
          },
          () => reply.flashRedirect(`/customer-interests/${id}`, 'success', t(m.updated, { id })),
          (errors) => renderDetail({ request, reply, id, values, errors: movedErrors(errors, body) }),
        ),
      );
    },
  );

  app.post<{ Params: Params; Body: Body }>(
    '/customer-interests/:id/invite',
    { ...post(manage), ...byId },
    async (request, reply) => {
      const id = request.params.id;
      try {
        const application = await interests.invite(request.actor, id, postedId((request.body ?? {}).teacherId) ?? 0);
        return reply.flashRedirect(
          `/customer-interests/${id}`,
          'success',
          t(m.invitedDone, { name: application.teacherName }),
        );
      } catch (err) {
        if (isAppError(err) && (err.status === 409 || err.fields))
          return reply.flashRedirect(
            `/customer-interests/${id}`,
            'error',
            err.fields ? Object.values(err.fields).join(' ') : err.message,
          );
        throw err;
      }
    },
  );

  // Acceptance: the accept dialog as a page and its post (interests.accept.routes.tsx).
  await interestAcceptRoutes(app, { interests });
}

/** The new lead form and its post. */
function interestCreateRoutes(app: FastifyInstance, interests: VouchersServices['interests']) {
  const manage = { config: { action: 'customerInterests.manage' as const } };
  const post = (options: typeof manage) => ({ ...options, preHandler: app.csrfProtection });

  async function renderNew({
    request,
    reply,
    values,
    errors,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    values: InterestFormValues;
    errors?: FieldErrors;
  }) {
    const choices = await formChoices(interests, request);
    return reply.page(
      <InterestForm
        action="/customer-interests/new"
        values={values}
        errors={errors}
        idempotencyKey={formKeyOf(request.body, errors)}
        choices={choices}
        creating
        cancelHref="/customer-interests"
      />,
      {
        title: t(m.newInterest),
        status: errors ? 422 : undefined,
      },
    );
  }

  app.get('/customer-interests/new', manage, async (request, reply) =>
    renderNew({
      request,
      reply,
      values: {
        family: 'new',
        newCustomer: {},
        newStudent: {},
        rows: [],
        hoursPerWeek: '',
        slots: [],
        startDate: todayInMadrid(),
        visibility: 'hidden',
        advisorId: request.actor?.role === 'advisor' ? String(request.actor.id) : '',
        status: 'pending_interview',
        remarks: '',
        teacherRemarks: '',
      },
    }),
  );

  app.post<{ Body: Body }>('/customer-interests/new', post(manage), async (request, reply) => {
    const body = request.body ?? {};
    const { input, values } = postedLead(body);
    return submitForm(
      () =>
        interests.create(request.actor, input, { idempotencyKey: postedFormKeyOf(body) }).catch(
          resentForm(t(m.alreadySent), t(m.repeated), {
            text: t(m.seeCreated),
            path: (id) => `/customer-interests/${id}`,
          }),
        ),
      (row) => reply.flashRedirect(`/customer-interests/${row.id}`, 'success', t(m.created, { id: row.id })),
      (errors) => renderNew({ request, reply, values, errors: movedErrors(errors, body) }),
    );
  });
}
