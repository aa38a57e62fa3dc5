import { routeId } from '../../src/lib/posted';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { attachmentHeader, documentTypeOfMime, MAX_FILE_BYTES, withProvenExtension } from '../../src/lib/files';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import type { Action } from '../../src/lib/policy';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import type { PeopleServices } from './index';
import { FILE_LIST_SPEC, fileKindLabels, STUDY_LIST_SPEC, SUBJECT_LIST_SPEC, type RawSlot, type UploadedFile } from './teacherRecords.service';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import { TeacherStudiesList, TeacherStudyForm, type TeacherStudyValues } from './pages/TeacherStudies';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { TeacherSubjectForm, TeacherSubjectsList, type TeacherSubjectValues } from './pages/TeacherSubjects';
import { TeacherFileDetail, TeacherFilesList, TeacherFileUpload } from './pages/TeacherFiles';
import { AvailabilityForm, slotValues } from './pages/Availability';


/** A download's name, with the extension of its stored type (names stored before this rule are corrected too). */
const downloadName = (name: string, mime: string) => {
  const type = documentTypeOfMime(mime);
  return type ? withProvenExtension(name, type.ext) : name;
};

type Params = { id?: string; recordId?: string };
type Body = Record<string, unknown>;
type Req = FastifyRequest<{ Params: Params; Body: Body; Querystring: Record<string, string> }>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart upload form, read into memory up to the size limit. */
    upload?: UploadedFile;
  }
}

/**
 * Who the pages are for. The teacher's own pages (/teacher-studies, …) and the staff's pages
 * of one teacher (/teachers/{id}/studies, …) are the same pages over a different base path:
 * `teacherId` is undefined for a teacher (the service uses their own id, whatever is sent).
 */
interface Scope {
  /** Route path of a kind of record: '/teacher-studies' or '/teachers/:id/studies'. */
  route: (kind: Kind) => string;
  /** The same path for this request: '/teacher-studies' or '/teachers/7/studies'. */
  base: (request: Req, kind: Kind) => string;
  teacherId: (request: Req) => number | undefined;
  /** Where saving and cancelling go back to. */
  home: (request: Req, kind: Kind) => string;
  /** Page title: 'Mis estudios', or 'Estudios de Ana Ruiz' for staff. */
  title: (request: Req, own: typeof m.studiesTitle, staff: typeof m.staffStudiesTitle) => Promise<string>;
  /** A form's title: as is for the teacher, with the teacher's name for staff. */
  formTitle: (request: Req, title: string) => Promise<string>;
  read: Action;
  write: Action;
}

type Kind = 'studies' | 'subjects' | 'files' | 'availability';

const positiveId = (value: string | undefined) => routeId(value);

const recordId = (request: Req) => positiveId(request.params.recordId);

/** Repeated form fields come as an array, a single one as a string. */
const list = (value: unknown): string[] => (value == null ? [] : [value].flat().map((v) => String(v)));

/** The rows of the weekly slots widget: weekday, start and end, repeated in order. */
export function postedSlots(body: Body): RawSlot[] {
  const [days, starts, ends] = [list(body.weekday), list(body.start), list(body.end)];
  return Array.from({ length: Math.max(days.length, starts.length, ends.length) }, (_, i) => ({ weekday: days[i] ?? '', start: starts[i] ?? '', end: ends[i] ?? '' }));
}

export async function teacherRecordsRoutes(app: FastifyInstance, services: PeopleServices) {
  const records = services.teacherRecords;

  // Upload forms post multipart/form-data. GraphQL uploads (mercurius-upload) claim that type
  // for the whole app; these routes read it with @fastify/multipart instead, in this scope only.
  if (app.hasContentTypeParser('multipart/form-data')) app.removeContentTypeParser('multipart/form-data');
  app.decorateRequest('upload', undefined);
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });

  /** Reads an upload form: its fields into the body (the CSRF check reads `_csrf` there), its file into memory. */
  async function readUpload(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const body: Body = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname === 'file' && !request.upload) request.upload = { filename: part.filename, data: Buffer.concat(chunks), truncated: part.file.truncated };
      } else body[part.fieldname] = part.value;
    }
    request.body = body;
  }

  const teacherScope: Scope = {
    route: (kind) => `/teacher-${kind}`,
    base: (_r, kind) => `/teacher-${kind}`,
    teacherId: () => undefined,
    home: (_r, kind) => (kind === 'availability' ? '/teacher-availability' : `/teacher-${kind}`),
    title: async (_r, own) => t(own),
    formTitle: async (_r, title) => title,
    read: 'teacherSelf.view',
    write: 'teacherSelf.view',
  };
  const staffScope: Scope = {
    route: (kind) => `/teachers/:id/${kind}`,
    base: (r, kind) => `/teachers/${positiveId(r.params.id)}/${kind}`,
    teacherId: (r) => positiveId(r.params.id),
    home: (r) => `/teachers/${positiveId(r.params.id)}#registros`,
    title: async (r, _own, staff) => t(staff, { name: await records.teacherName(r.actor, positiveId(r.params.id)) }),
    formTitle: async (r, title) => t(m.forTeacher, { title, name: await records.teacherName(r.actor, positiveId(r.params.id)) }),
    read: 'teachers.view',
    write: 'teachers.manage',
  };

  /** Runs a form's write: 303 with a flash when it works, the form again (422) on bad input. */
  async function submit(reply: FastifyReply, work: () => Promise<string>, redirect: string, again: (errors: FieldErrors) => Promise<FastifyReply>) {
    return submitForm(work, (text) => reply.flashRedirect(redirect, 'success', text), again);
  }

  for (const scope of [teacherScope, staffScope]) {
    const read = { config: { action: scope.read } };
    const write = { config: { action: scope.write }, preHandler: app.csrfProtection };

    /* ---------------- studies ---------------- */
    const studyChoices = async (request: Req) => (await records.choices(request.actor)).studies;
    async function studyForm(request: Req, reply: FastifyReply, values: TeacherStudyValues, opts: { id?: number; errors?: FieldErrors; status?: number; name?: string }) {
      const base = scope.base(request, 'studies');
      const title = await scope.formTitle(request, opts.id ? `${t(m.study)}: ${opts.name}` : t(m.newStudy));
      const actions = opts.id ? <DeleteButton href={`${base}/${opts.id}`} title={t(m.studyDeleteTitle, { name: opts.name })} question={t(m.studyDeleteQuestion, { name: opts.name })} /> : undefined;
      const form = <TeacherStudyForm action={opts.id ? `${base}/${opts.id}` : `${base}/new`} isNew={!opts.id} values={values} errors={opts.errors} studies={await studyChoices(request)} cancelHref={scope.home(request, 'studies')} />;
      return reply.page(form, { title, status: opts.status, actions });
    }
    const studyText = (body: Body): TeacherStudyValues => ({ studyId: String(body.studyId ?? ''), startDate: String(body.startDate ?? ''), endDate: String(body.endDate ?? ''), remarks: String(body.remarks ?? '') });

    app.get(scope.route('studies'), read, async (request: Req, reply) => {
      const query = parseListQuery(request.query, STUDY_LIST_SPEC);
      const data = records.listStudies(request.actor, scope.teacherId(request), query);
      data.catch(() => undefined);
      const base = scope.base(request, 'studies');
      const title = await scope.title(request, m.studiesTitle, m.staffStudiesTitle);
      return reply.page(<TeacherStudiesList base={base} query={query} data={data} />, { title, actions: <a className="button" href={`${base}/new`}>{t(m.newStudy)}</a> });
    });
    app.get(`${scope.route('studies')}/new`, read, async (request: Req, reply) => {
      await records.teacherName(request.actor, scope.teacherId(request));
      return studyForm(request, reply, {}, {});
    });
    app.post(`${scope.route('studies')}/new`, write, async (request: Req, reply) =>
      submit(
        reply,
        async () => t(m.studyCreated, { name: (await records.createStudy(request.actor, scope.teacherId(request), request.body)).studyName }),
        scope.home(request, 'studies'),
        (errors) => studyForm(request, reply, studyText(request.body), { errors, status: 422 }),
      ),
    );
    app.get(`${scope.route('studies')}/:recordId`, read, async (request: Req, reply) => {
      const row = await records.getStudy(request.actor, scope.teacherId(request), recordId(request));
      return studyForm(request, reply, row, { id: row.id, name: row.studyName });
    });
    app.post(`${scope.route('studies')}/:recordId`, write, async (request: Req, reply) => {
      const row = await records.getStudy(request.actor, scope.teacherId(request), recordId(request));
      return submit(
        reply,
        async () => t(m.studyUpdated, { name: (await records.updateStudy(request.actor, scope.teacherId(request), row.id, request.body)).studyName }),
        scope.home(request, 'studies'),
        (errors) => studyForm(request, reply, studyText(request.body), { id: row.id, name: row.studyName, errors, status: 422 }),
      );
    });
    app.get(`${scope.route('studies')}/:recordId/delete`, read, async (request: Req, reply) => {
      const row = await records.getStudy(request.actor, scope.teacherId(request), recordId(request));
      const base = scope.base(request, 'studies');
      return reply.page(<ConfirmDelete action={`${base}/${row.id}/delete`} question={t(m.studyDeleteQuestion, { name: row.studyName })} cancelHref={`${base}/${row.id}`} />, {
        title: t(m.studyDeleteTitle, { name: row.studyName }),
      });
    });
    app.post(`${scope.route('studies')}/:recordId/delete`, write, async (request: Req, reply) => {
      const row = await records.removeStudy(request.actor, scope.teacherId(request), recordId(request));
      return reply.flashRedirect(scope.home(request, 'studies'), 'success', t(m.studyDeleted, { name: row.studyName }));
    });

    /* ---------------- subjects ---------------- */
    async function subjectForm(request: Req, reply: FastifyReply, values: TeacherSubjectValues, opts: { id?: number; errors?: FieldErrors; status?: number; name?: string }) {
      const base = scope.base(request, 'subjects');
      const title = await scope.formTitle(request, opts.id ? `${t(m.subject)}: ${opts.name}` : t(m.newSubject));
      const actions = opts.id ? <DeleteButton href={`${base}/${opts.id}`} title={t(m.subjectDeleteTitle, { name: opts.name })} question={t(m.subjectDeleteQuestion, { name: opts.name })} /> : undefined;
      const { subjects, levels } = await records.choices(request.actor);
      const form = <TeacherSubjectForm action={opts.id ? `${base}/${opts.id}` : `${base}/new`} isNew={!opts.id} values={values} errors={opts.errors} subjects={subjects} levels={levels} cancelHref={scope.home(request, 'subjects')} />;
      return reply.page(form, { title, status: opts.status, actions });
    }
    const subjectText = (body: Body): TeacherSubjectValues => ({ subjectId: String(body.subjectId ?? ''), levelId: String(body.levelId ?? ''), remarks: String(body.remarks ?? '') });
    const subjectName = (row: { subjectName: string; levelName: string }) => t(m.subjectLevel, { subject: row.subjectName, level: row.levelName });

    app.get(scope.route('subjects'), read, async (request: Req, reply) => {
      const query = parseListQuery(request.query, SUBJECT_LIST_SPEC);
      const data = records.listSubjects(request.actor, scope.teacherId(request), query);
      data.catch(() => undefined);
      const base = scope.base(request, 'subjects');
      const title = await scope.title(request, m.subjectsTitle, m.staffSubjectsTitle);
      return reply.page(<TeacherSubjectsList base={base} query={query} data={data} />, { title, actions: <a className="button" href={`${base}/new`}>{t(m.newSubject)}</a> });
    });
    app.get(`${scope.route('subjects')}/new`, read, async (request: Req, reply) => {
      await records.teacherName(request.actor, scope.teacherId(request));
      return subjectForm(request, reply, {}, {});
    });
    app.post(`${scope.route('subjects')}/new`, write, async (request: Req, reply) =>
      submit(
        reply,
        async () => t(m.subjectCreated, { name: subjectName(await records.createSubject(request.actor, scope.teacherId(request), request.body)) }),
        scope.home(request, 'subjects'),
        (errors) => subjectForm(request, reply, subjectText(request.body), { errors, status: 422 }),
      ),
    );
    app.get(`${scope.route('subjects')}/:recordId`, read, async (request: Req, reply) => {
      const row = await records.getSubject(request.actor, scope.teacherId(request), recordId(request));
      return subjectForm(request, reply, row, { id: row.id, name: subjectName(row) });
    });
    app.post(`${scope.route('subjects')}/:recordId`, write, async (request: Req, reply) => {
      const row = await records.getSubject(request.actor, scope.teacherId(request), recordId(request));
      return submit(
        reply,
        async () => t(m.subjectUpdated, { name: subjectName(await records.updateSubject(request.actor, scope.teacherId(request), row.id, request.body)) }),
        scope.home(request, 'subjects'),
        (errors) => subjectForm(request, reply, subjectText(request.body), { id: row.id, name: subjectName(row), errors, status: 422 }),
      );
    });
    app.get(`${scope.route('subjects')}/:recordId/delete`, read, async (request: Req, reply) => {
      const row = await records.getSubject(request.actor, scope.teacherId(request), recordId(request));
      const base = scope.base(request, 'subjects');
      return reply.page(<ConfirmDelete action={`${base}/${row.id}/delete`} question={t(m.subjectDeleteQuestion, { name: subjectName(row) })} cancelHref={`${base}/${row.id}`} />, {
        title: t(m.subjectDeleteTitle, { name: subjectName(row) }),
      });
    });
    app.post(`${scope.route('subjects')}/:recordId/delete`, write, async (request: Req, reply) => {
      const row = await records.removeSubject(request.actor, scope.teacherId(request), recordId(request));
      return reply.flashRedirect(scope.home(request, 'subjects'), 'success', t(m.subjectDeleted, { name: subjectName(row) }));
    });

    /* ---------------- files ---------------- */
    app.get(scope.route('files'), read, async (request: Req, reply) => {
      const query = parseListQuery(request.query, FILE_LIST_SPEC);
      const data = records.listFiles(request.actor, scope.teacherId(request), query);
      data.catch(() => undefined);
      const base = scope.base(request, 'files');
      const title = await scope.title(request, m.filesTitle, m.staffFilesTitle);
      return reply.page(<TeacherFilesList base={base} query={query} data={data} />, { title, actions: <a className="button" href={`${base}/new`}>{t(m.newFile)}</a> });
    });
    const uploadForm = async (request: Req, reply: FastifyReply, opts: { kind?: string; errors?: FieldErrors; status?: number }) =>
      reply.page(<TeacherFileUpload action={`${scope.base(request, 'files')}/new`} kind={opts.kind} errors={opts.errors} cancelHref={scope.home(request, 'files')} />, { title: await scope.formTitle(request, t(m.newFile)), status: opts.status });
    app.get(`${scope.route('files')}/new`, read, async (request: Req, reply) => {
      await records.teacherName(request.actor, scope.teacherId(request));
      return uploadForm(request, reply, {});
    });
    app.post(`${scope.route('files')}/new`, { ...write, preValidation: readUpload }, async (request: Req, reply) =>
      submit(
        reply,
        async () => t(m.fileCreated, { name: (await records.uploadFile(request.actor, scope.teacherId(request), request.body, request.upload)).originalName }),
        scope.home(request, 'files'),
        (errors) => uploadForm(request, reply, { kind: String(request.body?.kind ?? ''), errors, status: 422 }),
      ),
    );
    async function fileForm(request: Req, reply: FastifyReply, opts: { errors?: FieldErrors; status?: number } = {}) {
      const file = await records.getFile(request.actor, scope.teacherId(request), recordId(request));
      const base = scope.base(request, 'files');
      const actions = <DeleteButton href={`${base}/${file.id}`} title={t(m.fileDeleteTitle, { name: file.originalName })} question={t(m.fileDeleteQuestion, { name: file.originalName })} />;
      return reply.page(<TeacherFileDetail action={`${base}/${file.id}`} file={file} downloadHref={`${base}/${file.id}/download`} errors={opts.errors} cancelHref={scope.home(request, 'files')} />, {
        title: await scope.formTitle(request, `${t(fileKindLabels[file.kind])}: ${file.originalName}`),
        status: opts.status,
        actions,
      });
    }
    app.get(`${scope.route('files')}/:recordId`, read, async (request: Req, reply) => fileForm(request, reply));
    app.post(`${scope.route('files')}/:recordId`, write, async (request: Req, reply) =>
      submit(
        reply,
        async () => t(m.fileUpdated, { name: (await records.updateFile(request.actor, scope.teacherId(request), recordId(request), request.body)).originalName }),
        scope.home(request, 'files'),
        (errors) => fileForm(request, reply, { errors, status: 422 }),
      ),
    );
    app.get(`${scope.route('files')}/:recordId/download`, read, async (request: Req, reply) => {
      const { file, stream } = await records.openFile(request.actor, scope.teacherId(request), recordId(request));
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentHeader(downloadName(file.originalName, file.mimeType)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    });
    app.get(`${scope.route('files')}/:recordId/delete`, read, async (request: Req, reply) => {
      const file = await records.getFile(request.actor, scope.teacherId(request), recordId(request));
      const base = scope.base(request, 'files');
      return reply.page(<ConfirmDelete action={`${base}/${file.id}/delete`} question={t(m.fileDeleteQuestion, { name: file.originalName })} cancelHref={`${base}/${file.id}`} />, {
        title: t(m.fileDeleteTitle, { name: file.originalName }),
      });
    });
    app.post(`${scope.route('files')}/:recordId/delete`, write, async (request: Req, reply) => {
      const file = await records.removeFile(request.actor, scope.teacherId(request), recordId(request));
      return reply.flashRedirect(scope.home(request, 'files'), 'success', t(m.fileDeleted, { name: file.originalName }));
    });

    /* ---------------- availability ---------------- */
    const availabilityPage = async (request: Req, reply: FastifyReply, slots: ReturnType<typeof slotValues>, opts: { errors?: FieldErrors; status?: number } = {}) =>
      reply.page(<AvailabilityForm action={scope.base(request, 'availability')} slots={slots} errors={opts.errors} cancelHref={scope.home(request, 'availability')} />, {
        title: await scope.title(request, m.availabilityTitle, m.staffAvailabilityTitle),
        status: opts.status,
      });
    app.get(scope.route('availability'), read, async (request: Req, reply) => availabilityPage(request, reply, slotValues(await records.availability(request.actor, scope.teacherId(request)))));
    app.post(scope.route('availability'), write, async (request: Req, reply) => {
      const posted = postedSlots(request.body ?? {});
      return submit(
        reply,
        async () => {
          await records.setAvailability(request.actor, scope.teacherId(request), posted);
          return t(m.availabilitySaved);
        },
        scope.home(request, 'availability'),
        (errors) => {
          // Blank rows are dropped (the form adds its own); each message follows its row.
          const kept = posted.map((s, i) => ({ s, i })).filter(({ s }) => `${s.weekday ?? ''}${s.start ?? ''}${s.end ?? ''}`.trim() !== '');
          const moved: FieldErrors = {};
          kept.forEach(({ i }, j) => errors[`slots.${i}`] && (moved[`slots.${j}`] = errors[`slots.${i}`]));
          const slots = kept.map(({ s }) => ({ weekday: String(s.weekday), start: String(s.start), end: String(s.end) }));
          return availabilityPage(request, reply, slots, { errors: moved, status: 422 });
        },
      );
    });
  }
}
