// A teacher's documents: list, upload, change of kind, download and delete.

import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '../../src/lib/errors';
import { attachmentHeader, documentTypeOfMime, withProvenExtension } from '../../src/lib/files';
import { t } from '../../src/lib/intl';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { FILE_LIST_SPEC, fileKindLabels } from './teacherRecords.service';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import { TeacherFileDetail, TeacherFilesList, TeacherFileUpload } from './pages/TeacherFiles';
import { submit, type RecordPages, type Req } from './teacherRecords.pages';

/** A download's name, with the extension of its stored type (names stored before this rule are corrected too). */
const downloadName = (name: string, mime: string) => {
  const type = documentTypeOfMime(mime);
  return type ? withProvenExtension(name, type.ext) : name;
};

export function filesPages({ app, records, scope, read, write, readUpload }: RecordPages) {
  app.get(scope.route('files'), read, async (request: Req, reply) => {
    const query = parseListPageQuery(request.query, FILE_LIST_SPEC);
    const data = records.listFiles(request.actor, scope.teacherId(request), query);
    data.catch(() => undefined);
    const base = scope.base(request, 'files');
    const title = await scope.title(request, m.filesTitle, m.staffFilesTitle);
    const actions = (
      <a className="button" href={`${base}/new`}>
        {t(m.newFile)}
      </a>
    );
    return reply.page(<TeacherFilesList base={base} query={query} data={data} />, { title, actions });
  });
  const uploadForm = async (
    request: Req,
    reply: FastifyReply,
    opts: { kind?: string; errors?: FieldErrors; status?: number },
  ) =>
    reply.page(
      <TeacherFileUpload
        action={`${scope.base(request, 'files')}/new`}
        kind={opts.kind}
        errors={opts.errors}
        cancelHref={scope.home(request, 'files')}
      />,
      { title: await scope.formTitle(request, t(m.newFile)), status: opts.status },
    );
  app.get(`${scope.route('files')}/new`, read, async (request: Req, reply) => {
    await records.teacherName(request.actor, scope.teacherId(request));
    return uploadForm(request, reply, {});
  });
  app.post(`${scope.route('files')}/new`, { ...write, preValidation: readUpload }, async (request: Req, reply) =>
    submit({
      reply,
      work: async () => {
        const upload = { teacherId: scope.teacherId(request), input: request.body, file: request.upload };
        return t(m.fileCreated, { name: (await records.uploadFile(request.actor, upload)).originalName });
      },
      redirect: scope.home(request, 'files'),
      again: (errors) => uploadForm(request, reply, { kind: String(request.body?.kind ?? ''), errors, status: 422 }),
    }),
  );
  async function fileForm(request: Req, reply: FastifyReply, opts: { errors?: FieldErrors; status?: number } = {}) {
    const file = await records.getFile(request.actor, scope.teacherId(request), request.params.recordId);
    const base = scope.base(request, 'files');
    const actions = (
      <DeleteButton
        href={`${base}/${file.id}`}
        title={t(m.fileDeleteTitle, { name: file.originalName })}
        question={t(m.fileDeleteQuestion, { name: file.originalName })}
      />
    );
    const detail = (
      <TeacherFileDetail
        action={`${base}/${file.id}`}
        file={file}
        downloadHref={`${base}/${file.id}/download`}
        errors={opts.errors}
        cancelHref={scope.home(request, 'files')}
      />
    );
    return reply.page(detail, {
      title: await scope.formTitle(request, `${t(fileKindLabels[file.kind])}: ${file.originalName}`),
      status: opts.status,
      actions,
    });
  }
  app.get(`${scope.route('files')}/:recordId`, read, async (request: Req, reply) => fileForm(request, reply));
  app.post(`${scope.route('files')}/:recordId`, write, async (request: Req, reply) =>
    submit({
      reply,
      work: async () => {
        const input = { teacherId: scope.teacherId(request), id: request.params.recordId, input: request.body };
        return t(m.fileUpdated, { name: (await records.updateFile(request.actor, input)).originalName });
      },
      redirect: scope.home(request, 'files'),
      again: (errors) => fileForm(request, reply, { errors, status: 422 }),
    }),
  );
  app.get(`${scope.route('files')}/:recordId/download`, read, async (request: Req, reply) => {
    const { file, stream } = await records.openFile(request.actor, scope.teacherId(request), request.params.recordId);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentHeader(downloadName(file.originalName, file.mimeType)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
  app.get(`${scope.route('files')}/:recordId/delete`, read, async (request: Req, reply) => {
    const file = await records.getFile(request.actor, scope.teacherId(request), request.params.recordId);
    const base = scope.base(request, 'files');
    const question = t(m.fileDeleteQuestion, { name: file.originalName });
    return reply.page(
      <ConfirmDelete action={`${base}/${file.id}/delete`} question={question} cancelHref={`${base}/${file.id}`} />,
      {
        title: t(m.fileDeleteTitle, { name: file.originalName }),
      },
    );
  });
  app.post(`${scope.route('files')}/:recordId/delete`, write, async (request: Req, reply) => {
    const file = await records.removeFile(request.actor, scope.teacherId(request), request.params.recordId);
    return reply.flashRedirect(scope.home(request, 'files'), 'success', t(m.fileDeleted, { name: file.originalName }));
  });
}
