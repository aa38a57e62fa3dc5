import { routeId } from '../../src/lib/posted';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, notFound, submitForm } from '../../src/lib/errors';
import { parseListQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import type { AcademicService } from './academic.service';
import { ACADEMIC, isAcademicKind, type AcademicKind } from './settings.entities';
import { centsToInput } from '../../src/lib/format';
import type { AcademicRow, AcademicSettingsService } from './settings.service';
import { settingsMessages as m } from './settings.messages';
import { AcademicList, listBase } from './pages/AcademicList';
import { AcademicForm, type AcademicFormValues } from './pages/AcademicForm';
import { CourseSubjectsPage } from './pages/CourseSubjectsPage';

type Params = { kind: string; id?: string };
type Body = Record<string, unknown>;

function kindOf(params: Params): AcademicKind {
  if (!isAcademicKind(params.kind)) throw notFound();
  return params.kind;
}

const idOf = (value: unknown): number => routeId(value);

const text = (value: unknown) => (value == null ? '' : String(value));

function valuesOf(row: AcademicRow): AcademicFormValues {
  return {
    name: row.name,
    position: text(row.position),
    levelId: text(row.levelId),
    courseId: text(row.courseId),
    subjectId: text(row.subjectId),
    target: row.levelId ? `level:${row.levelId}` : row.courseId ? `course:${row.courseId}` : '',
    customerPrice: row.customerPriceCents ? centsToInput(row.customerPriceCents) : '',
    teacherPay: row.teacherPayCents ? centsToInput(row.teacherPayCents) : '',
    validFrom: row.validFrom,
  };
}

function postedValues(body: Body): AcademicFormValues {
  const fields = ['name', 'position', 'levelId', 'courseId', 'subjectId', 'target', 'customerPrice', 'teacherPay', 'validFrom'] as const;
  return Object.fromEntries(fields.map((f) => [f, text(body?.[f])]));
}

export async function settingsRoutes(app: FastifyInstance, { academic, academicSettings }: { academic: AcademicService; academicSettings: AcademicSettingsService }) {
  const page = { config: { action: 'academicSettings.manage' as const } };
  const post = { ...page, preHandler: app.csrfProtection };

  async function renderForm(request: FastifyRequest, reply: FastifyReply, kind: AcademicKind, values: AcademicFormValues, options: { id?: number; errors?: Record<string, string>; status?: number; title: string }) {
    const [levels, subjects] = await Promise.all([
      academicSettings.levelsWithCourses(request.actor),
      kind === 'course-subjects' ? academic.subjects(request.actor) : Promise.resolve([]),
    ]);
    // A record in use says so up front, instead of asking to confirm and then refusing.
    const blocker = options.id ? await academicSettings.deleteBlocker(request.actor, kind, options.id) : null;
    const actions = !options.id ? undefined : blocker ? (
      <p className="actions-note">{blocker}</p>
    ) : (
      <DeleteButton href={`/academic-settings/${kind}/${options.id}`} title={t(m.deleteTitle, { name: values.name ?? '' })} question={t(ACADEMIC[kind].deleteQuestion, { name: values.name ?? '' })} />
    );
    return reply.page(<AcademicForm kind={kind} id={options.id} values={values} errors={options.errors} levels={levels} subjects={subjects.map(({ id, name }) => ({ id, name }))} />, {
      title: options.title,
      status: options.status,
      actions,
    });
  }

  /** Runs a form's write; on bad input shows the form again with every message. */
  async function submit(request: FastifyRequest<{ Body: Body }>, reply: FastifyReply, kind: AcademicKind, work: () => Promise<AcademicRow>, title: string, id?: number) {
    return submitForm(
      work,
      (saved) => reply.flashRedirect(listBase(kind), 'success', t(id ? m.updated : m.created, { name: saved.name })),
      (errors) => renderForm(request, reply, kind, postedValues(request.body), { id, errors, status: 422, title }),
    );
  }

  const editTitle = (kind: AcademicKind, row: AcademicRow) => `${t(ACADEMIC[kind].singular)}: ${row.name}`;

  app.get<{ Querystring: Record<string, string> }>('/academic-settings', page, async (request, reply) => {
    const tab = request.query.tab ?? '';
    const kind: AcademicKind = isAcademicKind(tab) ? tab : 'levels';
    const query = parseListQuery(request.query, ACADEMIC[kind].list);
    // Not awaited: the page's shell streams while the rows are read.
    const data = academicSettings.list(request.actor, kind, query);
    data.catch(() => undefined);
    const levels = await academicSettings.levelsWithCourses(request.actor);
    const actions = (
      <>
        {kind === 'course-subjects' && (
          <a className="button button-secondary" href="/academic-settings/course-subjects">
            {t(m.byCourse)}
          </a>
        )}
        <a className="button" href={`/academic-settings/${kind}/new`}>
          {t(ACADEMIC[kind].newTitle)}
        </a>
      </>
    );
    return reply.page(<AcademicList kind={kind} query={query} data={data} levels={levels} />, { title: t(m.title), actions });
  });

  // Which subjects each course offers: pick a course, tick its subjects.
  app.get<{ Querystring: { courseId?: string } }>('/academic-settings/course-subjects', page, async (request, reply) => {
    const levels = await academicSettings.levelsWithCourses(request.actor);
    const chosen = request.query.courseId ? await academicSettings.subjectsOfCourse(request.actor, idOf(request.query.courseId)) : undefined;
    return reply.page(<CourseSubjectsPage levels={levels} course={chosen?.course} subjects={chosen?.subjects ?? []} />, { title: t(m.courseSubjects) });
  });

  app.post<{ Body: Body }>('/academic-settings/course-subjects', post, async (request, reply) => {
    const courseId = idOf(request.body?.courseId);
    const subjectIds = [request.body?.subjectIds ?? []].flat().map(Number);
    return submitForm(
      () => academicSettings.setCourseSubjects(request.actor, courseId, subjectIds),
      async () => {
        const { course } = await academicSettings.subjectsOfCourse(request.actor, courseId);
        return reply.flashRedirect(`/academic-settings/course-subjects?courseId=${courseId}`, 'success', t(m.subjectsSaved, { name: course.name }));
      },
      async (errors) => {
        const [levels, chosen] = await Promise.all([academicSettings.levelsWithCourses(request.actor), academicSettings.subjectsOfCourse(request.actor, courseId)]);
        return reply.page(<CourseSubjectsPage levels={levels} course={chosen.course} subjects={chosen.subjects} errors={errors} />, { title: t(m.courseSubjects), status: 422 });
      },
    );
  });

  app.get<{ Params: Params }>('/academic-settings/:kind/new', page, async (request, reply) => {
    const kind = kindOf(request.params);
    return renderForm(request, reply, kind, {}, { title: t(ACADEMIC[kind].newTitle) });
  });

  app.post<{ Params: Params; Body: Body }>('/academic-settings/:kind/new', post, async (request, reply) => {
    const kind = kindOf(request.params);
    return submit(request, reply, kind, () => academicSettings.create(request.actor, kind, request.body), t(ACADEMIC[kind].newTitle));
  });

  app.get<{ Params: Params }>('/academic-settings/:kind/:id', page, async (request, reply) => {
    const kind = kindOf(request.params);
    const row = await academicSettings.get(request.actor, kind, idOf(request.params.id));
    return renderForm(request, reply, kind, valuesOf(row), { id: row.id, title: editTitle(kind, row) });
  });

  app.post<{ Params: Params; Body: Body }>('/academic-settings/:kind/:id', post, async (request, reply) => {
    const kind = kindOf(request.params);
    const id = idOf(request.params.id);
    const current = await academicSettings.get(request.actor, kind, id);
    return submit(request, reply, kind, () => academicSettings.update(request.actor, kind, id, request.body), editTitle(kind, current), id);
  });

  app.get<{ Params: Params }>('/academic-settings/:kind/:id/delete', page, async (request, reply) => {
    const kind = kindOf(request.params);
    const row = await academicSettings.get(request.actor, kind, idOf(request.params.id));
    const base = `/academic-settings/${kind}/${row.id}`;
    const blocker = await academicSettings.deleteBlocker(request.actor, kind, row.id);
    if (blocker) return reply.flashRedirect(base, 'error', blocker);
    return reply.page(<ConfirmDelete action={`${base}/delete`} cancelHref={base} question={t(ACADEMIC[kind].deleteQuestion, { name: row.name })} />, { title: t(m.deleteTitle, { name: row.name }) });
  });

  app.post<{ Params: Params }>('/academic-settings/:kind/:id/delete', post, async (request, reply) => {
    const kind = kindOf(request.params);
    const id = idOf(request.params.id);
    try {
      const removed = await academicSettings.remove(request.actor, kind, id);
      return reply.flashRedirect(listBase(kind), 'success', t(m.deleted, { name: removed.name }));
    } catch (err) {
      // "Still has 4 courses": back to the record, with the reason.
      if (isAppError(err) && err.code === 'ACADEMIC_IN_USE') return reply.flashRedirect(`/academic-settings/${kind}/${id}`, 'error', err.message);
      throw err;
    }
  });
}
