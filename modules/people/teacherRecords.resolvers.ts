import type { Readable } from 'node:stream';
import type { IResolvers } from 'mercurius';
import { MAX_FILE_BYTES } from '../../src/lib/files';
import { parseListQuery } from '../../src/lib/listQuery';
import type { Actor } from '../../src/lib/policy';
import type { PeopleServices } from './index';
import {
  FILE_LIST_SPEC,
  fileDownloadUrl,
  STUDY_LIST_SPEC,
  SUBJECT_LIST_SPEC,
  type RawSlot,
  type TeacherFileRow,
  type UploadedFile,
} from './teacherRecords.service';

type Ctx = { actor: Actor | null };
interface ListArgs {
  teacherId?: number | null;
  filter?: { q?: string; kind?: string } | null;
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string } | null;
}
type RecordArgs = { teacherId?: number | null; id: number };

interface FileUploadPromise {
  filename: string;
  createReadStream(): Readable & { truncated?: boolean };
}

/**
 * Reads an upload of the GraphQL multipart request into memory, at most MAX_FILE_BYTES
 * (mercurius-upload cuts the stream there; a cut or failed stream counts as too large).
 */
async function readUpload(upload: Promise<FileUploadPromise>): Promise<UploadedFile> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = file.createReadStream();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_FILE_BYTES) return { filename: file.filename, data: Buffer.alloc(0), truncated: true };
      chunks.push(chunk as Buffer);
    }
    return { filename: file.filename, data: Buffer.concat(chunks), truncated: Boolean(stream.truncated) };
  } catch (err) {
    if ((err as { status?: number }).status === 413)
      return { filename: file.filename, data: Buffer.alloc(0), truncated: true };
    throw err;
  }
}

export function teacherRecordsResolvers({ teacherRecords: records }: PeopleServices): IResolvers {
  const query = (args: ListArgs, spec: typeof STUDY_LIST_SPEC) =>
    parseListQuery({ ...args.page, q: args.filter?.q, kind: args.filter?.kind }, spec);
  return {
    Query: {
      teacherStudies: (_: unknown, args: ListArgs, { actor }: Ctx) =>
        records.listStudies(actor, args.teacherId, query(args, STUDY_LIST_SPEC)),
      teacherStudy: (_: unknown, { teacherId, id }: RecordArgs, { actor }: Ctx) =>
        records.getStudy(actor, teacherId, id),
      teacherSubjects: (_: unknown, args: ListArgs, { actor }: Ctx) =>
        records.listSubjects(actor, args.teacherId, query(args, SUBJECT_LIST_SPEC)),
      teacherSubject: (_: unknown, { teacherId, id }: RecordArgs, { actor }: Ctx) =>
        records.getSubject(actor, teacherId, id),
      teacherFiles: (_: unknown, args: ListArgs, { actor }: Ctx) =>
        records.listFiles(actor, args.teacherId, query(args, FILE_LIST_SPEC)),
      teacherFile: (_: unknown, { teacherId, id }: RecordArgs, { actor }: Ctx) => records.getFile(actor, teacherId, id),
      availability: (_: unknown, { teacherId }: { teacherId?: number | null }, { actor }: Ctx) =>
        records.availability(actor, teacherId),
    },
    Mutation: {
      createTeacherStudy: (
        _: unknown,
        { teacherId, input }: { teacherId?: number | null; input: object },
        { actor }: Ctx,
      ) => records.createStudy(actor, teacherId, input),
      updateTeacherStudy: (_: unknown, { teacherId, id, input }: RecordArgs & { input: object }, { actor }: Ctx) =>
        records.updateStudy(actor, { teacherId, id, input }),
      deleteTeacherStudy: async (_: unknown, { teacherId, id }: RecordArgs, { actor }: Ctx) => {
        await records.removeStudy(actor, teacherId, id);
        return true;
      },
      createTeacherSubject: (
        _: unknown,
        { teacherId, input }: { teacherId?: number | null; input: object },
        { actor }: Ctx,
      ) => records.createSubject(actor, teacherId, input),
      updateTeacherSubject: (_: unknown, { teacherId, id, input }: RecordArgs & { input: object }, { actor }: Ctx) =>
        records.updateSubject(actor, { teacherId, id, input }),
      deleteTeacherSubject: async (_: unknown, { teacherId, id }: RecordArgs, { actor }: Ctx) => {
        await records.removeSubject(actor, teacherId, id);
        return true;
      },
      uploadTeacherFile: async (
        _: unknown,
        args: { teacherId?: number | null; kind?: string | null; file: Promise<FileUploadPromise> },
        { actor }: Ctx,
      ) => {
        // Permissions first: nothing is read from a caller who may not upload.
        await records.teacherName(actor, args.teacherId);
        return records.uploadFile(actor, {
          teacherId: args.teacherId,
          input: { kind: args.kind },
          file: await readUpload(args.file),
        });
      },
      updateTeacherFile: (_: unknown, { teacherId, id, kind }: RecordArgs & { kind?: string | null }, { actor }: Ctx) =>
        records.updateFile(actor, { teacherId, id, input: { kind } }),
      deleteTeacherFile: async (_: unknown, { teacherId, id }: RecordArgs, { actor }: Ctx) => {
        await records.removeFile(actor, teacherId, id);
        return true;
      },
      setAvailability: (
        _: unknown,
        { teacherId, slots }: { teacherId?: number | null; slots: RawSlot[] },
        { actor }: Ctx,
      ) => records.setAvailability(actor, teacherId, slots),
    },
    TeacherFile: {
      downloadUrl: (file: TeacherFileRow, _: unknown, { actor }: Ctx) => fileDownloadUrl(actor, file),
    },
  } as IResolvers;
}
