import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { oneOf, OPTIONAL_ROW_ID, routeInput, ROW_ID, type IdParams } from '../../src/lib/routeParams';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import type { AcademicService } from './academic.service';
import { ACADEMIC, ACADEMIC_KINDS, isAcademicKind, type AcademicKind } from './settings.entities';
import { centsToInput } from '../../src/lib/format';
import type { AcademicRow, AcademicSettingsService } from './settings.service';
import { settingsMessages as m } from './settings.messages';
import { AcademicList, listBase } from './pages/AcademicList';
import { AcademicForm, type AcademicFormValues } from './pages/AcademicForm';
import { CourseSubjectsPage } from './pages/CourseSubjectsPage';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

type KindParams = { kind: AcademicKind };
type Params = KindParams & IdParams;
type Body = Record<string, unknown>;

/** A kind's pages, /academic-settings/:kind/new and /academic-settings/:kind/:id: another kind or id answers 404. */
const kindRoute = routeInput({ params: { kind: oneOf(ACADEMIC_KINDS), id: ROW_ID } });
/** The course whose subjects are ticked: none chosen (absent or ''), or a course's id. */
const chosenCourse = routeInput({ query: { courseId: OPTIONAL_ROW_ID } });
const postedCourse = routeInput({ body: { courseId: ROW_ID } });

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
  const fields = [
    'name',
    'position',
    'levelId',
    'courseId',
    'subjectId',
    'target',
    'customerPrice',
    'teacherPay',
    'validFrom',
  ] as const;
  return Object.fromEntries(fields.map((f) => [f, text(body?.[f])]));
}

/** A record's form: new (no id) or an existing record, as shown or again with its errors. */
interface FormOptions {
  kind: AcademicKind;
  values: AcademicFormValues;
  id?: number;
  /** The record's last change, when editing one. */
  version?: Date;
  errors?: Record<string, string>;
  status?: number;
  title: string;
}

/** A form's write: what it saves, the form's title and the record's id (none when new). */
interface Submission {
  kind: AcademicKind;
  work: () => Promise<AcademicRow>;
  title: string;
  id?: number;
  /** The record's last change when its form was shown (editing). */
  version?: Date;
}

/** The record form's page and its submit, shared by the new and edit routes of every kind. */
function formPages({
  academic,
  academicSettings,
}: {
  academic: AcademicService;
  academicSettings: AcademicSettingsService;
}) {
  async function renderForm(request: FastifyRequest, reply: FastifyReply, options: FormOptions) {
    const { kind, values } = options;
    const [levels, subjects] = await Promise.all([
      academicSettings.levelsWithCourses(request.actor),
      kind === 'course-subjects' ? academic.subjects(request.actor) : Promise.resolve([]),
    ]);
    // A record in use says so up front, instead of asking to confirm and then refusing.
    const blocker = options.id ? await academicSettings.deleteBlocker(request.actor, kind, options.id) : null;
    const actions = options.id ? (
      <DeleteButton
        href={`/academic-settings/${kind}/${options.id}`}
        title={t(m.deleteTitle, { name: values.name ?? '' })}
        question={t(ACADEMIC[kind].deleteQuestion, { name: values.name ?? '' })}
        blocker={blocker}
      />
    ) : undefined;
    return reply.page(
      <AcademicForm
        kind={kind}
        id={options.id}
        version={options.version}
        values={values}
        errors={options.errors}
        levels={levels}
        subjects={subjects.map(({ id, name }) => ({ id, name }))}
      />,
      {
        title: options.title,
        status: options.status,
        actions,
      },
    );
  }

  /** Runs a form's write; on bad input shows the form again with every message. */
  async function submit(
    request: FastifyRequest<{ Body: Body }>,
    reply: FastifyReply,
    { kind, work, title, id, version }: Submission,
  ) {
    return submitForm(
      work,
      (saved) => reply.flashRedirect(listBase(kind), 'success', t(id ? m.updated : m.created, { name: saved.name })),
      (errors) =>
        renderForm(request, reply, {
          kind,
          values: postedValues(request.body),
          id,
          version,
          errors,
          status: 422,
          title,
        }),
    );
  }

  return { renderForm, submit };
}

export async function settingsRoutes(
  app: FastifyInstance,
  { academic, academicSettings }: { academic: AcademicService; academicSettings: AcademicSettingsService },
) {
  const page = { config: { action: 'academicSettings.manage' as const } };
  const post = { ...page, preHandler: app.csrfProtection };

  const { renderForm, submit } = formPages({ academic, academicSettings });

  const editTitle = (kind: AcademicKind, row: AcademicRow) => `${t(ACADEMIC[kind].singular)}: ${row.name}`;

  app.get<{ Querystring: Record<string, string> }>('/academic-settings', page, async (request, reply) => {
    const tab = request.query.tab ?? '';
    const kind: AcademicKind = isAcademicKind(tab) ? tab : 'levels';
    const query = parseListPageQuery(request.query, ACADEMIC[kind].list);
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
    return reply.page(<AcademicList kind={kind} query={query} data={data} levels={levels} />, {
      title: t(m.title),
      actions,
    });
  });

  // Which subjects each course offers: pick a course, tick its subjects.
  app.get<{ Querystring: { courseId?: number | '' } }>(
    '/academic-settings/course-subjects',
    { ...page, ...chosenCourse },
    async (request, reply) => {
      const levels = await academicSettings.levelsWithCourses(request.actor);
      const chosen = request.query.courseId
        ? await academicSettings.subjectsOfCourse(request.actor, request.query.courseId)
        : undefined;
      return reply.page(
        <CourseSubjectsPage levels={levels} course={chosen?.course} subjects={chosen?.subjects ?? []} />,
        { title: t(m.courseSubjects) },
      );
    },
  );

  app.post<{ Body: Body & { courseId: number } }>(
    '/academic-settings/course-subjects',
    { ...post, ...postedCourse },
    async (request, reply) => {
      const courseId = request.body.courseId;
      const subjectIds = [request.body?.subjectIds ?? []].flat().map(Number);
      return submitForm(
        () => academicSettings.setCourseSubjects(request.actor, courseId, subjectIds),
        async () => {
          const { course } = await academicSettings.subjectsOfCourse(request.actor, courseId);
          return reply.flashRedirect(
            `/academic-settings/course-subjects?courseId=${courseId}`,
            'success',
            t(m.subjectsSaved, { name: course.name }),
          );
        },
        async (errors) => {
          const [levels, chosen] = await Promise.all([
            academicSettings.levelsWithCourses(request.actor),
            academicSettings.subjectsOfCourse(request.actor, courseId),
          ]);
          return reply.page(
            <CourseSubjectsPage levels={levels} course={chosen.course} subjects={chosen.subjects} errors={errors} />,
            { title: t(m.courseSubjects), status: 422 },
          );
        },
      );
    },
  );

  // A kind's list is a tab of /academic-settings: its address cut from a record's («/academic-settings/prices»)
  // opens that tab, not a page not found (the static /academic-settings/course-subjects keeps its page).
  app.get<{ Params: KindParams }>('/academic-settings/:kind', { ...page, ...kindRoute }, async (request, reply) =>
    reply.redirect(listBase(request.params.kind)),
  );

  app.get<{ Params: KindParams }>('/academic-settings/:kind/new', { ...page, ...kindRoute }, async (request, reply) => {
    const kind = request.params.kind;
    return renderForm(request, reply, { kind, values: {}, title: t(ACADEMIC[kind].newTitle) });
  });

  app.post<{ Params: KindParams; Body: Body }>(
    '/academic-settings/:kind/new',
    { ...post, ...kindRoute },
    async (request, reply) => {
      const kind = request.params.kind;
      return submit(request, reply, {
        kind,
        work: () => academicSettings.create(request.actor, kind, request.body),
        title: t(ACADEMIC[kind].newTitle),
      });
    },
  );

  app.get<{ Params: Params }>('/academic-settings/:kind/:id', { ...page, ...kindRoute }, async (request, reply) => {
    const kind = request.params.kind;
    const row = await academicSettings.get(request.actor, kind, request.params.id);
    return renderForm(request, reply, {
      kind,
      values: valuesOf(row),
      id: row.id,
      version: row.updatedDate,
      title: editTitle(kind, row),
    });
  });

  app.post<{ Params: Params; Body: Body }>(
    '/academic-settings/:kind/:id',
    { ...post, ...kindRoute },
    async (request, reply) => {
      const kind = request.params.kind;
      const id = request.params.id;
      const current = await academicSettings.get(request.actor, kind, id);
      return submit(request, reply, {
        kind,
        work: () => {
          assertNotEditedMeanwhile(request.body, current);
          return academicSettings.update(request.actor, { kind, id, input: request.body });
        },
        title: editTitle(kind, current),
        id,
        version: current.updatedDate,
      });
    },
  );

  app.get<{ Params: Params }>(
    '/academic-settings/:kind/:id/delete',
    { ...page, ...kindRoute },
    async (request, reply) => {
      const kind = request.params.kind;
      const row = await academicSettings.get(request.actor, kind, request.params.id);
      const base = `/academic-settings/${kind}/${row.id}`;
      const blocker = await academicSettings.deleteBlocker(request.actor, kind, row.id);
      if (blocker) return reply.flashRedirect(base, 'error', blocker);
      return reply.page(
        <ConfirmDelete
          action={`${base}/delete`}
          cancelHref={base}
          question={t(ACADEMIC[kind].deleteQuestion, { name: row.name })}
        />,
        { title: t(m.deleteTitle, { name: row.name }) },
      );
    },
  );

  app.post<{ Params: Params }>(
    '/academic-settings/:kind/:id/delete',
    { ...post, ...kindRoute },
    async (request, reply) => {
      const kind = request.params.kind;
      const id = request.params.id;
      try {
        const removed = await academicSettings.remove(request.actor, kind, id);
        return reply.flashRedirect(listBase(kind), 'success', t(m.deleted, { name: removed.name }));
      } catch (err) {
        // "Still has 4 courses": back to the record, with the reason.
        if (isAppError(err) && err.code === 'ACADEMIC_IN_USE')
          return reply.flashRedirect(`/academic-settings/${kind}/${id}`, 'error', err.message);
        throw err;
      }
    },
  );
}
