import { routeId } from '../../src/lib/posted';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatIban } from '../../src/lib/validation';
import { widgetMessages as w } from '../../views/widgets/widgets.messages';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { parseListQuery } from '../../src/lib/listQuery';
import { sendCsv } from '../../src/lib/csv';
import { Island } from '../../views/Island';
import { postedBoolean } from '../../views/widgets/Form';
import type { PeopleServices } from './index';
import { TEACHER_LIST_SPEC, type TeacherDetail, type TeacherRow } from './teachers.service';
import { teachersMessages as m } from './teachers.messages';
import { SetPasswordButton } from './pages/SetPasswordButton';
import { statusText, TeachersList } from './pages/TeachersList';
import { postedTeacherValues, TeacherForm, type TeacherFormValues } from './pages/TeacherForm';
import { TeacherPage } from './pages/TeacherPage';
import { TeacherRecordsPanel } from './pages/TeacherRecordsPanel';
import { TeacherDropOut } from './pages/TeacherDropOut';
import { TeacherDistrictsPage } from './pages/TeacherDistrictsPage';
import { TeacherSettings } from './pages/TeacherSettings';
import { RecordLinks } from './recordLinks';
import { TeacherApplication } from './pages/TeacherApplication';
import { DropOutDialog } from './pages/DropOutDialog.island';
import { TeacherDistrictsDialog } from './pages/TeacherDistrictsDialog.island';

type Body = Record<string, unknown>;
type IdParams = { id: string };

const BOOLEANS = ['hasTeachingDegree', 'hasAcceptedTerms', 'hasAcceptedPrivacyPolicy'];

/** A posted form as the services read it: checkboxes (hidden 'false' + 'true') become booleans. */
function formInput(body: Body | undefined): Body {
  const input: Body = { ...(body ?? {}) };
  for (const key of BOOLEANS) if (key in input) input[key] = postedBoolean(input[key]);
  return input;
}

const idOf = (params: IdParams): number => routeId(params.id, m.notFound);

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;

export function teacherValues(teacher: TeacherDetail): TeacherFormValues {
  return {
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    email: teacher.email,
    phone: teacher.phone,
    nif: teacher.nif,
    birthDate: teacher.birthDate,
    address: teacher.address,
    postalCode: teacher.postalCode,
    municipalityId: teacher.municipalityId,
    municipalityName: teacher.municipalityName,
    iban: formatIban(teacher.iban),
    hasTeachingDegree: teacher.hasTeachingDegree,
    startDate: teacher.startDate,
    remarks: teacher.remarks,
    hasAcceptedTerms: teacher.hasAcceptedTerms,
    hasAcceptedPrivacyPolicy: teacher.hasAcceptedPrivacyPolicy,
  };
}

export async function teachersRoutes(app: FastifyInstance, { teachers, teacherRecords, recordLinks }: PeopleServices) {
  const view = { config: { action: 'teachers.view' as const } };
  const manage = { config: { action: 'teachers.manage' as const }, preHandler: app.csrfProtection };
  const selfView = { config: { action: 'teacherSelf.view' as const } };
  const selfEdit = { config: { action: 'teacherSelf.edit' as const }, preHandler: app.csrfProtection };

  function districtsDialog(reply: FastifyReply, base: string, teacher: TeacherDetail, choices: Awaited<ReturnType<typeof teachers.districtChoices>>) {
    return (
      <Island
        name="TeacherDistrictsDialog"
        component={TeacherDistrictsDialog}
        props={{
          fallbackHref: `${base}/districts`,
          action: `${base}/districts`,
          csrfToken: reply.generateCsrf(),
          choices,
          selected: teacher.districts.map((d) => d.id),
          buttonLabel: t(m.districtsEdit),
          title: t(m.districtsTitle),
          help: t(m.districtsHelp),
          searchLabel: t(m.districtsSearch),
          chosenLabel: t(m.districtsChosen),
          noneLabel: t(m.districtsNone),
          noResults: t(m.districtsNoResults),
          removeLabel: t(m.districtsRemove, { name: '{name}' }),
          showAllLabel: t(m.districtsShowAll),
          saveLabel: t(m.save),
          cancelLabel: t(m.cancel),
        }}
      />
    );
  }

  async function renderTeacher(request: FastifyRequest, reply: FastifyReply, teacher: TeacherDetail, options: { values?: TeacherFormValues; errors?: FieldErrors; status?: number } = {}) {
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
        districtsDialog={districtsDialog(reply, `/teachers/${teacher.id}`, teacher, choices)}
        records={<TeacherRecordsPanel teacherId={teacher.id} data={records} />}
      />,
      { title: name, status: options.status, actions },
    );
  }

  // ---- The list and its CSV ----

  app.get<{ Querystring: Record<string, string> }>('/teachers', view, async (request, reply) => {
    const query = parseListQuery(request.query, TEACHER_LIST_SPEC);
    const data = teachers.list(request.actor, query);
    data.catch(() => undefined);
    const [districts, subjects] = await Promise.all([teachers.districtChoices(request.actor), teachers.subjects(request.actor)]);
    const actions = (
      <a className="button" href="/teachers/new">
        {t(m.newTitle)}
      </a>
    );
    return reply.page(<TeachersList query={query} data={data} districts={districts} subjects={subjects} />, { title: t(m.title), actions });
  });

  app.get<{ Querystring: Record<string, string> }>('/teachers.csv', view, async (request, reply) => {
    const rows = await teachers.listAll(request.actor, parseListQuery(request.query, TEACHER_LIST_SPEC));
    return sendCsv<TeacherRow>(
      reply,
      `profesores-${todayInMadrid()}.csv`,
      [
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
    );
  });

  // ---- Create and edit ----

  app.get('/teachers/new', { config: { action: 'teachers.manage' as const } }, async (_request, reply) =>
    reply.page(<TeacherForm values={{ startDate: todayInMadrid() }} />, { title: t(m.newTitle) }),
  );

  app.post<{ Body: Body }>('/teachers/new', manage, async (request, reply) => {
    return submitForm(
      () => teachers.create(request.actor, formInput(request.body)),
      (saved) => reply.flashRedirect(`/teachers/${saved.id}`, 'success', t(m.created, { name: fullName(saved) })),
      (errors) => reply.page(<TeacherForm values={postedTeacherValues(request.body ?? {}, postedBoolean)} errors={errors} />, { title: t(m.newTitle), status: 422 }),
    );
  });

  app.get<{ Params: IdParams }>('/teachers/:id', view, async (request, reply) => {
    const teacher = await teachers.get(request.actor, idOf(request.params));
    return renderTeacher(request, reply, teacher);
  });

  app.post<{ Params: IdParams; Body: Body }>('/teachers/:id', manage, async (request, reply) => {
    const id = idOf(request.params);
    const current = await teachers.get(request.actor, id);
    return submitForm(
      () => teachers.update(request.actor, id, formInput(request.body)),
      (saved) => reply.flashRedirect(`/teachers/${id}`, 'success', t(m.updated, { name: fullName(saved) })),
      (errors) => renderTeacher(request, reply, current, { values: postedTeacherValues(request.body ?? {}, postedBoolean), errors, status: 422 }),
    );
  });

  // ---- Drop-out, reinstate, activate ----

  app.get<{ Params: IdParams }>('/teachers/:id/drop-out', { config: { action: 'teachers.manage' as const } }, async (request, reply) => {
    const teacher = await teachers.get(request.actor, idOf(request.params));
    return reply.page(<TeacherDropOut id={teacher.id} today={todayInMadrid()} />, { title: t(m.dropOutTitle, { name: fullName(teacher) }) });
  });

  app.post<{ Params: IdParams; Body: Body }>('/teachers/:id/drop-out', manage, async (request, reply) => {
    const id = idOf(request.params);
    const current = await teachers.get(request.actor, id);
    const body = request.body ?? {};
    return submitForm(
      () => teachers.dropOut(request.actor, id, body),
      (saved) => reply.flashRedirect(`/teachers/${id}`, 'success', t(m.droppedOut, { name: fullName(saved), date: formatDate(saved.dropOutDate!) })),
      (errors) =>
        reply.page(<TeacherDropOut id={id} today={todayInMadrid()} values={{ dropOutDate: String(body.dropOutDate ?? ''), reason: String(body.reason ?? '') }} errors={errors} />, {
          title: t(m.dropOutTitle, { name: fullName(current) }),
          status: 422,
        }),
    );
  });

  app.post<{ Params: IdParams }>('/teachers/:id/reinstate', manage, async (request, reply) => {
    const teacher = await teachers.reinstate(request.actor, idOf(request.params));
    return reply.flashRedirect(`/teachers/${teacher.id}`, 'success', t(m.reinstated, { name: fullName(teacher) }));
  });

  app.post<{ Params: IdParams }>('/teachers/:id/activate', manage, async (request, reply) => {
    const teacher = await teachers.activate(request.actor, idOf(request.params));
    return reply.flashRedirect(`/teachers/${teacher.id}`, 'success', t(m.activated, { name: fullName(teacher) }));
  });

  // ---- Preferred districts (staff, for any teacher) ----

  app.get<{ Params: IdParams }>('/teachers/:id/districts', { config: { action: 'teachers.manage' as const } }, async (request, reply) => {
    const teacher = await teachers.get(request.actor, idOf(request.params));
    const choices = await teachers.districtChoices(request.actor);
    const base = `/teachers/${teacher.id}`;
    return reply.page(<TeacherDistrictsPage action={`${base}/districts`} backHref={base} choices={choices} selected={teacher.districts.map((d) => d.id)} />, {
      title: `${t(m.districtsTitle)}: ${fullName(teacher)}`,
    });
  });

  app.post<{ Params: IdParams; Body: Body }>('/teachers/:id/districts', manage, async (request, reply) => {
    const id = idOf(request.params);
    await teachers.setDistricts(request.actor, id, request.body?.districtIds ?? []);
    return reply.flashRedirect(`/teachers/${id}`, 'success', t(m.districtsSaved));
  });

  // ---- The teacher's own profile ----

  async function renderSettings(request: FastifyRequest, reply: FastifyReply, options: { values?: TeacherFormValues; errors?: FieldErrors; status?: number } = {}) {
    const teacher = await teachers.myProfile(request.actor);
    const choices = await teachers.districtChoices(request.actor);
    return reply.page(
      <TeacherSettings teacher={teacher} values={options.values ?? teacherValues(teacher)} errors={options.errors} districtsDialog={districtsDialog(reply, '/teacher-settings', teacher, choices)} />,
      { title: t(m.settingsTitle), status: options.status },
    );
  }

  app.get('/teacher-settings', selfView, async (request, reply) => renderSettings(request, reply));

  app.post<{ Body: Body }>('/teacher-settings', selfEdit, async (request, reply) => {
    return submitForm(
      () => teachers.updateMyProfile(request.actor, formInput(request.body)),
      () => reply.flashRedirect('/teacher-settings', 'success', t(m.settingsSaved)),
      (errors) => renderSettings(request, reply, { values: postedTeacherValues(request.body ?? {}, postedBoolean), errors, status: 422 }),
    );
  });

  app.get('/teacher-settings/districts', selfView, async (request, reply) => {
    const teacher = await teachers.myProfile(request.actor);
    const choices = await teachers.districtChoices(request.actor);
    return reply.page(<TeacherDistrictsPage action="/teacher-settings/districts" backHref="/teacher-settings" choices={choices} selected={teacher.districts.map((d) => d.id)} />, {
      title: t(m.districtsTitle),
    });
  });

  app.post<{ Body: Body }>('/teacher-settings/districts', selfEdit, async (request, reply) => {
    await teachers.setDistricts(request.actor, request.actor!.id, request.body?.districtIds ?? []);
    return reply.flashRedirect('/teacher-settings', 'success', t(m.districtsSaved));
  });

  // ---- The public application form ----

  app.get('/forms/teachers', { config: { public: true } }, async (_request, reply) => reply.page(<TeacherApplication />, { title: t(m.applyTitle), layout: 'empty' }));

  app.post<{ Body: Body }>('/forms/teachers', { config: { public: true }, preHandler: app.csrfProtection }, async (request, reply) => {
    const body = request.body ?? {};
    try {
      await teachers.apply(formInput(body), { ip: request.ip });
    } catch (err) {
      if (isAppError(err) && (err.fields || err.code === 'RATE_LIMITED')) {
        const values = { ...postedTeacherValues(body, postedBoolean), studies: String(body.studies ?? '') };
        const errors = err.fields;
        return reply.page(
          <>
            {!errors && (
              <p className="form-errors" role="alert">
                {err.message}
              </p>
            )}
            <TeacherApplication values={values} errors={errors} />
          </>,
          { title: t(m.applyTitle), layout: 'empty', status: err.status },
        );
      }
      throw err;
    }
    return reply.redirect('/forms/teachers/done', 303);
  });

  app.get('/forms/teachers/done', { config: { public: true } }, async (_request, reply) => reply.page(<TeacherApplication done />, { title: t(m.applyTitle), layout: 'empty' }));
}
