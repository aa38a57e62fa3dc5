// A teacher's files (CV, certificates): list, read, download, upload, change, remove.

import type { Knex } from 'knex';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { detectDocumentType, MAX_FILE_BYTES, withProvenExtension } from '../../src/lib/files';
import { t } from '../../src/lib/intl';
import type { ListPage, ListQuery } from '../../src/lib/listQuery';
import { authorize, type Actor } from '../../src/lib/policy';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import {
  fileValidator,
  FILE_KINDS,
  type FileKind,
  type FileUpload,
  type RecordUpdate,
  type TeacherFileRow,
  type TeacherRecordsContext,
  type UploadedFile,
} from './teacherRecords.service';

const FILE_SORT: Record<string, string> = {
  name: 'search_key(f.original_name)',
  kind: 'f.kind',
  size: 'f.size',
  createdDate: 'f.created_date',
};

export function createTeacherFiles(context: TeacherRecordsContext) {
  const { db, teacherOf, page, files, store } = context;

  async function findFile(
    teacherId: number,
    id: number,
    conn: Knex = db,
  ): Promise<TeacherFileRow & { storageKey: string }> {
    const row =
      Number.isInteger(id) && id > 0
        ? await files(conn).select('f.storage_key').where({ 'f.id': id, 'f.teacher_id': teacherId }).first()
        : undefined;
    if (!row) throw notFound(m.fileNotFound);
    return row as TeacherFileRow & { storageKey: string };
  }

  /** Checks an upload by size and by content; returns what will be stored. */
  async function checkUpload(rawFields: unknown, file: UploadedFile | undefined) {
    const fields: FieldErrors = {};
    const kind: FileKind | undefined = fileValidator.collect(rawFields, fields, {}).kind;
    let type: Awaited<ReturnType<typeof detectDocumentType>>;
    if (file && (file.truncated || file.data.length > MAX_FILE_BYTES)) fields.file = t(m.fileTooLarge);
    // A form with no file chosen still sends the field, nameless and empty; a chosen file of 0 bytes has its name.
    else if (!file || (file.data.length === 0 && !file.filename)) fields.file = t(m.fileEmpty);
    else if (file.data.length === 0) fields.file = t(m.fileZeroBytes);
    else {
      type = await detectDocumentType(file.data);
      if (!type) fields.file = t(m.fileType);
    }
    if (Object.keys(fields).length > 0 || !file || !type || !kind) throw invalidInput(fields);
    // The name is only ever shown and sent back in Content-Disposition, never used as a path.
    // Control characters (C0 and C1) and invisible format ones go: a right-to-left override
    // showed «factura\u202Egpj.exe» as «facturaexe.jpg». Cut at 200 characters, never inside one.
    const base = Array.from(
      (file.filename || '')
        .replace(/^.*[\\/]/, '')
        .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
        .trim(),
    )
      .slice(0, 200)
      .join('')
      .trim();
    // The extension is the one the content proves ('cv.hta' holding a PDF is kept as 'cv.pdf').
    const originalName = withProvenExtension(base || 'documento', type.ext);
    return { kind, type, originalName, data: file.data };
  }

  return {
    async listFiles(
      actor: Actor | null,
      teacherId: number | null | undefined,
      query: ListQuery,
    ): Promise<ListPage<TeacherFileRow>> {
      authorize(actor, 'teacherRecords.read');
      const id = await teacherOf(actor, teacherId);
      const filter = (q: Knex.QueryBuilder) => {
        q.where('f.teacher_id', id);
        if (query.q) q.whereRaw(`search_match(f.original_name, ?)`, [query.q]);
        if ((FILE_KINDS as readonly string[]).includes(query.filters.kind ?? '')) q.where('f.kind', query.filters.kind);
        return q;
      };
      const rows = filter(files()).orderByRaw(
        `${FILE_SORT[query.sort] ?? FILE_SORT.createdDate} ${query.direction}, f.id`,
      );
      const count = filter(db('teacher_files as f'));
      return page<TeacherFileRow>(rows, count, query);
    },

    async getFile(actor: Actor | null, teacherId: number | null | undefined, id: number): Promise<TeacherFileRow> {
      authorize(actor, 'teacherRecords.read');
      const { storageKey: _key, ...row } = await findFile(await teacherOf(actor, teacherId), id);
      return row;
    },

    /** A file's row and its bytes as a stream, for a download. */
    async openFile(actor: Actor | null, teacherId: number | null | undefined, id: number) {
      authorize(actor, 'teacherRecords.read');
      const { storageKey, ...row } = await findFile(await teacherOf(actor, teacherId), id);
      return { file: row, stream: store.read(storageKey) };
    },

    /**
     * Stores an upload after checking its size and content (PDF, JPEG, PNG, DOC, DOCX); a CV
     * becomes the teacher's current CV. The row and the file are written together: if the
     * row fails, the file is removed.
     */
    async uploadFile(actor: Actor | null, { teacherId, input: rawFields, file }: FileUpload): Promise<TeacherFileRow> {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      const upload = await checkUpload(rawFields, file);
      const key = await store.save(upload.data);
      try {
        const id = await db.transaction(async (trx) => {
          const [row] = await trx('teacher_files')
            .insert({
              teacherId: owner,
              kind: upload.kind,
              originalName: upload.originalName,
              mimeType: upload.type.mime,
              size: upload.data.length,
              storageKey: key,
              uploadedBy: actor?.id ?? null,
            })
            .returning('id');
          if (upload.kind === 'cv')
            await trx('teachers').where({ id: owner }).update({ cvFileId: row.id, updatedDate: trx.fn.now() });
          return row.id as number;
        });
        const { storageKey: _key, ...row } = await findFile(owner, id);
        return row;
      } catch (err) {
        await store.remove(key);
        throw err;
      }
    },

    /** Changes a file's kind (its content is replaced by uploading a new one). */
    async updateFile(actor: Actor | null, { teacherId, id, input: raw }: RecordUpdate): Promise<TeacherFileRow> {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      await findFile(owner, id);
      const { kind } = fileValidator.parse(raw);
      await db.transaction(async (trx) => {
        await trx('teacher_files').where({ id, teacherId: owner }).update({ kind, updatedDate: trx.fn.now() });
        if (kind === 'cv')
          await trx('teachers').where({ id: owner }).update({ cvFileId: id, updatedDate: trx.fn.now() });
        else
          await trx('teachers')
            .where({ id: owner, cvFileId: id })
            .update({ cvFileId: null, updatedDate: trx.fn.now() });
      });
      const { storageKey: _key, ...row } = await findFile(owner, id);
      return row;
    },

    /** Deletes the row (the teacher's CV link is cleared by the foreign key) and the stored file. */
    async removeFile(actor: Actor | null, teacherId: number | null | undefined, id: number): Promise<TeacherFileRow> {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      const { storageKey, ...row } = await findFile(owner, id);
      await db.transaction(async (trx) => {
        await trx('teachers').where({ id: owner, cvFileId: id }).update({ cvFileId: null });
        await trx('teacher_files').where({ id, teacherId: owner }).delete();
      });
      await store.remove(storageKey);
      return row;
    },
  };
}
