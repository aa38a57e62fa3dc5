// A teacher's studies: list, new, edit and delete (the teacher's own, or staff's of one teacher).

import type { FastifyReply } from 'fastify';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';
import type { FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { STUDY_LIST_SPEC } from './teacherRecords.service';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import { TeacherStudiesList, TeacherStudyForm, type TeacherStudyValues } from './pages/TeacherStudies';
import { submit, type Body, type RecordPages, type Req } from './teacherRecords.pages';

interface StudyFormOptions {
  values: TeacherStudyValues;
  id?: number;
  /** The record's last change, for an edit form (src/lib/editVersion.ts). */
  version?: Date;
  errors?: FieldErrors;
  status?: number;
  name?: string;
}

const studyText = (body: Body): TeacherStudyValues => ({
  studyId: String(body.studyId ?? ''),
  startDate: String(body.startDate ?? ''),
  endDate: String(body.endDate ?? ''),
  remarks: String(body.remarks ?? ''),
});

export function studiesPages({ app, records, scope, read, write }: RecordPages) {
  const studyChoices = async (request: Req) => (await records.choices(request.actor)).studies;
  async function studyForm(request: Req, reply: FastifyReply, opts: StudyFormOptions) {
    const base = scope.base(request, 'studies');
    const title = await scope.formTitle(request, opts.id ? `${t(m.study)}: ${opts.name}` : t(m.newStudy));
    const actions = opts.id ? (
      <DeleteButton
        href={`${base}/${opts.id}`}
        title={t(m.studyDeleteTitle, { name: opts.name })}
        question={t(m.studyDeleteQuestion, { name: opts.name })}
      />
    ) : undefined;
    const form = (
      <TeacherStudyForm
        action={opts.id ? `${base}/${opts.id}` : `${base}/new`}
        isNew={!opts.id}
        version={opts.version}
        values={opts.values}
        errors={opts.errors}
        studies={await studyChoices(request)}
        cancelHref={scope.home(request, 'studies')}
      />
    );
    return reply.page(form, { title, status: opts.status, actions });
  }

  app.get(scope.route('studies'), read, async (request: Req, reply) => {
    const query = parseListPageQuery(request.query, STUDY_LIST_SPEC);
    const data = records.listStudies(request.actor, scope.teacherId(request), query);
    data.catch(() => undefined);
    const base = scope.base(request, 'studies');
    const title = await scope.title(request, m.studiesTitle, m.staffStudiesTitle);
    const actions = (
      <a className="button" href={`${base}/new`}>
        {t(m.newStudy)}
      </a>
    );
    return reply.page(<TeacherStudiesList base={base} query={query} data={data} />, { title, actions });
  });
  app.get(`${scope.route('studies')}/new`, read, async (request: Req, reply) => {
    await records.teacherName(request.actor, scope.teacherId(request));
    return studyForm(request, reply, { values: {} });
  });
  app.post(`${scope.route('studies')}/new`, write, async (request: Req, reply) =>
    submit({
      reply,
      work: async () => {
        const created = await records.createStudy(request.actor, scope.teacherId(request), request.body);
        return t(m.studyCreated, { name: created.studyName });
      },
      redirect: scope.home(request, 'studies'),
      again: (errors) => studyForm(request, reply, { values: studyText(request.body), errors, status: 422 }),
    }),
  );
  app.get(`${scope.route('studies')}/:recordId`, read, async (request: Req, reply) => {
    const row = await records.getStudy(request.actor, scope.teacherId(request), request.params.recordId);
    return studyForm(request, reply, { values: row, id: row.id, version: row.updatedDate, name: row.studyName });
  });
  app.post(`${scope.route('studies')}/:recordId`, write, async (request: Req, reply) => {
    const row = await records.getStudy(request.actor, scope.teacherId(request), request.params.recordId);
    return submit({
      reply,
      work: async () => {
        assertNotEditedMeanwhile(request.body, row);
        const input = { teacherId: scope.teacherId(request), id: row.id, input: request.body };
        return t(m.studyUpdated, { name: (await records.updateStudy(request.actor, input)).studyName });
      },
      redirect: scope.home(request, 'studies'),
      again: (errors) =>
        studyForm(request, reply, {
          values: studyText(request.body),
          id: row.id,
          version: row.updatedDate,
          name: row.studyName,
          errors,
          status: 422,
        }),
    });
  });
  app.get(`${scope.route('studies')}/:recordId/delete`, read, async (request: Req, reply) => {
    const row = await records.getStudy(request.actor, scope.teacherId(request), request.params.recordId);
    const base = scope.base(request, 'studies');
    const question = t(m.studyDeleteQuestion, { name: row.studyName });
    return reply.page(
      <ConfirmDelete action={`${base}/${row.id}/delete`} question={question} cancelHref={`${base}/${row.id}`} />,
      {
        title: t(m.studyDeleteTitle, { name: row.studyName }),
      },
    );
  });
  app.post(`${scope.route('studies')}/:recordId/delete`, write, async (request: Req, reply) => {
    const row = await records.removeStudy(request.actor, scope.teacherId(request), request.params.recordId);
    return reply.flashRedirect(scope.home(request, 'studies'), 'success', t(m.studyDeleted, { name: row.studyName }));
  });
}
