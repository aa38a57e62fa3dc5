// A teacher's subjects (subject and level): list, new, edit and delete.

import type { FastifyReply } from 'fastify';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';
import type { FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { SUBJECT_LIST_SPEC } from './teacherRecords.service';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import { TeacherSubjectForm, TeacherSubjectsList, type TeacherSubjectValues } from './pages/TeacherSubjects';
import { submit, type Body, type RecordPages, type Req } from './teacherRecords.pages';

interface SubjectFormOptions {
  values: TeacherSubjectValues;
  id?: number;
  /** The record's last change, for an edit form (src/lib/editVersion.ts). */
  version?: Date;
  errors?: FieldErrors;
  status?: number;
  name?: string;
}

const subjectText = (body: Body): TeacherSubjectValues => ({
  subjectId: String(body.subjectId ?? ''),
  levelId: String(body.levelId ?? ''),
  remarks: String(body.remarks ?? ''),
});
const subjectName = (row: { subjectName: string; levelName: string }) =>
  t(m.subjectLevel, { subject: row.subjectName, level: row.levelName });

export function subjectsPages({ app, records, scope, read, write }: RecordPages) {
  async function subjectForm(request: Req, reply: FastifyReply, opts: SubjectFormOptions) {
    const base = scope.base(request, 'subjects');
    const title = await scope.formTitle(request, opts.id ? `${t(m.subject)}: ${opts.name}` : t(m.newSubject));
    const actions = opts.id ? (
      <DeleteButton
        href={`${base}/${opts.id}`}
        title={t(m.subjectDeleteTitle, { name: opts.name })}
        question={t(m.subjectDeleteQuestion, { name: opts.name })}
      />
    ) : undefined;
    const { subjects, levels } = await records.choices(request.actor);
    const form = (
      <TeacherSubjectForm
        action={opts.id ? `${base}/${opts.id}` : `${base}/new`}
        isNew={!opts.id}
        version={opts.version}
        values={opts.values}
        errors={opts.errors}
        subjects={subjects}
        levels={levels}
        cancelHref={scope.home(request, 'subjects')}
      />
    );
    return reply.page(form, { title, status: opts.status, actions });
  }

  app.get(scope.route('subjects'), read, async (request: Req, reply) => {
    const query = parseListPageQuery(request.query, SUBJECT_LIST_SPEC);
    const data = records.listSubjects(request.actor, scope.teacherId(request), query);
    data.catch(() => undefined);
    const base = scope.base(request, 'subjects');
    const title = await scope.title(request, m.subjectsTitle, m.staffSubjectsTitle);
    const actions = (
      <a className="button" href={`${base}/new`}>
        {t(m.newSubject)}
      </a>
    );
    return reply.page(<TeacherSubjectsList base={base} query={query} data={data} />, { title, actions });
  });
  app.get(`${scope.route('subjects')}/new`, read, async (request: Req, reply) => {
    await records.teacherName(request.actor, scope.teacherId(request));
    return subjectForm(request, reply, { values: {} });
  });
  app.post(`${scope.route('subjects')}/new`, write, async (request: Req, reply) =>
    submit({
      reply,
      work: async () =>
        t(m.subjectCreated, {
          name: subjectName(await records.createSubject(request.actor, scope.teacherId(request), request.body)),
        }),
      redirect: scope.home(request, 'subjects'),
      again: (errors) => subjectForm(request, reply, { values: subjectText(request.body), errors, status: 422 }),
    }),
  );
  app.get(`${scope.route('subjects')}/:recordId`, read, async (request: Req, reply) => {
    const row = await records.getSubject(request.actor, scope.teacherId(request), request.params.recordId);
    return subjectForm(request, reply, { values: row, id: row.id, version: row.updatedDate, name: subjectName(row) });
  });
  app.post(`${scope.route('subjects')}/:recordId`, write, async (request: Req, reply) => {
    const row = await records.getSubject(request.actor, scope.teacherId(request), request.params.recordId);
    return submit({
      reply,
      work: async () => {
        assertNotEditedMeanwhile(request.body, row);
        const input = { teacherId: scope.teacherId(request), id: row.id, input: request.body };
        return t(m.subjectUpdated, { name: subjectName(await records.updateSubject(request.actor, input)) });
      },
      redirect: scope.home(request, 'subjects'),
      again: (errors) =>
        subjectForm(request, reply, {
          values: subjectText(request.body),
          id: row.id,
          version: row.updatedDate,
          name: subjectName(row),
          errors,
          status: 422,
        }),
    });
  });
  app.get(`${scope.route('subjects')}/:recordId/delete`, read, async (request: Req, reply) => {
    const row = await records.getSubject(request.actor, scope.teacherId(request), request.params.recordId);
    const base = scope.base(request, 'subjects');
    const question = t(m.subjectDeleteQuestion, { name: subjectName(row) });
    return reply.page(
      <ConfirmDelete action={`${base}/${row.id}/delete`} question={question} cancelHref={`${base}/${row.id}`} />,
      {
        title: t(m.subjectDeleteTitle, { name: subjectName(row) }),
      },
    );
  });
  app.post(`${scope.route('subjects')}/:recordId/delete`, write, async (request: Req, reply) => {
    const row = await records.removeSubject(request.actor, scope.teacherId(request), request.params.recordId);
    return reply.flashRedirect(
      scope.home(request, 'subjects'),
      'success',
      t(m.subjectDeleted, { name: subjectName(row) }),
    );
  });
}
