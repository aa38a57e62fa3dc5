// The staff's teacher pages: the list and its CSV, new, a teacher's page (profile, records;
// drop-out, reinstate and activate in teachers.lifecycle.routes.tsx) and their preferred districts.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { formKeyOf, newIdempotencyKey, postedFormKeyOf, resentForm } from '../../src/lib/idempotency';
import { parseListQuery, parseListPageQuery, refuseUnknownFilters, type DownloadFilter } from '../../src/lib/listQuery';
import { isRowId } from '../../src/lib/validation';
import { sendCsv } from '../../src/lib/csv';
import { Island } from '../../views/Island';
import { postedBoolean } from '../../views/widgets/Form';
import type { PeopleServices } from './index';
import { STATUS_FILTERS, TEACHER_LIST_SPEC, type TeacherDetail, type TeacherRow } from './teachers.service';
import { teachersMessages as m } from './teachers.messages';
import { SetPasswordButton } from './pages/SetPasswordButton';
import { statusText, TeachersList } from './pages/TeachersList';
import { postedTeacherValues, TeacherForm, type TeacherFormValues } from './pages/TeacherForm';
import { TeacherPage } from './pages/TeacherPage';
import { TeacherRecordsPanel } from './pages/TeacherRecordsPanel';
import { TeacherDistrictsPage } from './pages/TeacherDistrictsPage';
import { RecordLinks } from './recordLinks';
import { DropOutDialog } from './pages/DropOutDialog.island';
import { teacherLifecycleRoutes } from './teachers.lifecycle.routes';
import {
  districtsDialog,
  formInput,
  fullName,
  teacherById,
  teacherValues,
  type Body,
  type IdParams,
} from './teachers.pages';
import { dateInputTexts } from '../../views/widgets/dateInputTexts';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

/** A teacher's page as shown, or again with the posted values and their errors. */
interface TeacherPageOptions {
  teacher: TeacherDetail;
  values?: TeacherFormValues;
  errors?: FieldErrors;
  status?: number;
}

/** What the CSV understands of the list's filters (the service's reading): a value it does not know, or one given twice, is refused, not the whole staff. */
const idFilter = (v: string) => isRowId(Number(v));
const CSV_FILTERS: Record<string, DownloadFilter> = {
  status: { label: m.status, valid: (v) => (STATUS_FILTERS as readonly string[]).includes(v) },
  district: { label: m.district, valid: idFilter },
  subject: { label: m.subject, valid: idFilter },
  degree: { label: m.teachingDegree, valid: (v) => v === 'yes' || v === 'no' },
  q: { label: w.search, valid: () => true },
};

export async function teachersRoutes(app: FastifyInstance, { teachers, teacherRecords, recordLinks }: PeopleServices) {
  const view = { config: { action: 'teachers.view' as const } };
  const manage = { config: { action: 'teachers.manage' as const }, preHandler: app.csrfProtection };

  async function renderTeacher(request: FastifyRequest, reply: FastifyReply, options: TeacherPageOptions) {
    const { teacher } = options;
    const choices = await teachers.districtChoices(request.actor);
    const name = fullName(teacher);
    const actions = (
      <>
        <RecordLinks links={recordLinks.of('teacher')} id={teacher.id} />
        {/* A candidate has no working account yet: first activated, then a password, or a drop-out. */}
        {teacher.status !== 'candidate' && <SetPasswordButton userId={teacher.id} userName={name} />}
        {teacher.status === 'active' && (
          <Island
            name="DropOutDialog"
            component={DropOutDialog}
            props={{
              fallbackHref: `/teachers/${teacher.id}/drop-out`,
              action: `/teachers/${teacher.id}/drop-out`,
              csrfToken: reply.generateCsrf(),
              today: todayInMadrid(),
              buttonLabel: t(m.dropOut),
              title: t(m.dropOutTitle, { name }),
              explain: t(m.dropOutExplain),
              dateLabel: t(m.dropOutDate),
              dateInput: dateInputTexts('date'),
              requiredLabel: t(w.required),
              reasonLabel: t(m.dropOutReason),
              confirmLabel: t(m.dropOutConfirm),
              cancelLabel: t(m.cancel),
            }}
          />
        )}
      </>
    );
    // Streams in after the profile: studies, subjects, files and availability.
    const records = teacherRecords.summary(request.actor, teacher.id);
    records.catch(() => undefined);
    return reply.page(
      <TeacherPage
        teacher={teacher}
        values={options.values ?? teacherValues(teacher)}
        errors={options.errors}
        districtsDialog={districtsDialog({ reply, base: `/teachers/${teacher.id}`, teacher, choices })}
        records={<TeacherRecordsPanel teacherId={teacher.id} data={records} />}
      />,
      { title: t(m.pageTitle, { name }), status: options.status, actions },
    );
  }

  // ---- The list and its CSV ----

  app.get<{ Querystring: Record<string, string> }>('/teachers', view, async (request, reply) => {
    const query = parseListPageQuery(request.query, TEACHER_LIST_SPEC);
    const data = teachers.list(request.actor, query);
    data.catch(() => undefined);
    const [districts, subjects] = await Promise.all([
      teachers.districtChoices(request.actor),
      teachers.subjects(request.actor),
    ]);
    const actions = (
      <a className="button" href="/teachers/new">
        {t(m.newTitle)}
      </a>
    );
    return reply.page(<TeachersList query={query} data={data} districts={districts} subjects={subjects} />, {
      title: t(m.title),
      actions,
    });
  });

  app.get<{ Querystring: Record<string, string> }>('/teachers.csv', view, async (request, reply) => {
    refuseUnknownFilters(request.query, CSV_FILTERS);
    const rows = await teachers.listAll(request.actor, parseListQuery(request.query, TEACHER_LIST_SPEC));
    return sendCsv<TeacherRow>(reply, {
      filename: `profesores-${todayInMadrid()}.csv`,
      columns: [
        { header: t(m.lastName), value: (r) => r.lastName },
        { header: t(m.firstName), value: (r) => r.firstName },
        { header: t(m.email), value: (r) => r.email },
        { header: t(m.phone), value: (r) => r.phone },
        { header: t(m.nif), value: (r) => r.nif },
        { header: t(m.municipality), value: (r) => r.municipalityName },
        { header: t(m.districts), value: (r) => r.districtNames },
        { header: t(m.teachingDegree), value: (r) => t(r.hasTeachingDegree ? m.yes : m.no) },
        { header: t(m.startDate), value: (r) => (r.startDate ? formatDate(r.startDate) : '') },
        { header: t(m.dropOutDate), value: (r) => (r.dropOutDate ? formatDate(r.dropOutDate) : '') },
        { header: t(m.status), value: (r) => statusText(r) },
      ],
      rows,
    });
  });

  // ---- Create and edit ----

  app.get('/teachers/new', { config: { action: 'teachers.manage' as const } }, async (_request, reply) =>
    reply.page(<TeacherForm values={{ startDate: todayInMadrid() }} idempotencyKey={newIdempotencyKey()} />, {
      title: t(m.newTitle),
    }),
  );

  app.post<{ Body: Body }>('/teachers/new', manage, async (request, reply) => {
    return submitForm(
      () =>
        teachers
          .create(request.actor, formInput(request.body), { idempotencyKey: postedFormKeyOf(request.body) })
          .catch(
            resentForm(t(m.alreadySent), t(m.repeated), { text: t(m.seeCreated), path: (id) => `/teachers/${id}` }),
          ),
      (saved) => reply.flashRedirect(`/teachers/${saved.id}`, 'success', t(m.created, { name: fullName(saved) })),
      (errors) =>
        reply.page(
          <TeacherForm
            values={postedTeacherValues(request.body ?? {}, postedBoolean)}
            errors={errors}
            idempotencyKey={formKeyOf(request.body, errors)}
          />,
          { title: t(m.newTitle), status: 422 },
        ),
    );
  });

  app.get<{ Params: IdParams }>('/teachers/:id', { ...view, ...teacherById }, async (request, reply) => {
    const teacher = await teachers.get(request.actor, request.params.id);
    return renderTeacher(request, reply, { teacher });
  });

  app.post<{ Params: IdParams; Body: Body }>('/teachers/:id', { ...manage, ...teacherById }, async (request, reply) => {
    const id = request.params.id;
    const current = await teachers.get(request.actor, id);
    return submitForm(
      () => {
        assertNotEditedMeanwhile(request.body, current);
        return teachers.update(request.actor, id, formInput(request.body));
      },
      (saved) => reply.flashRedirect(`/teachers/${id}`, 'success', t(m.updated, { name: fullName(saved) })),
      (errors) =>
        renderTeacher(request, reply, {
          teacher: current,
          values: postedTeacherValues(request.body ?? {}, postedBoolean),
          errors,
          status: 422,
        }),
    );
  });

  // ---- Drop-out, reinstate, activate (teachers.lifecycle.routes.tsx) ----

  await teacherLifecycleRoutes(app, { teachers });

  // ---- Preferred districts (staff, for any teacher) ----

  app.get<{ Params: IdParams }>(
    '/teachers/:id/districts',
    { config: { action: 'teachers.manage' as const }, ...teacherById },
    async (request, reply) => {
      const teacher = await teachers.get(request.actor, request.params.id);
      const choices = await teachers.districtChoices(request.actor);
      const base = `/teachers/${teacher.id}`;
      return reply.page(
        <TeacherDistrictsPage
          action={`${base}/districts`}
          backHref={base}
          choices={choices}
          selected={teacher.districts.map((d) => d.id)}
        />,
        {
          title: `${t(m.districtsTitle)}: ${fullName(teacher)}`,
        },
      );
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/teachers/:id/districts',
    { ...manage, ...teacherById },
    async (request, reply) => {
      const id = request.params.id;
      await teachers.setDistricts(request.actor, id, request.body?.districtIds ?? []);
      return reply.flashRedirect(`/teachers/${id}`, 'success', t(m.districtsSaved));
    },
  );
}
