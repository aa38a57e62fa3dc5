import type { Readable } from 'node:stream';
import type { Resolvers } from '../../src/graphql/generated';
import { MAX_FILE_BYTES } from '../../src/lib/files';
import { parseListQuery } from '../../src/lib/listQuery';
import { invalidInput, isAppError } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import type { PeopleServices } from './index';
import {
  FILE_LIST_SPEC,
  fileDownloadUrl,
  STUDY_LIST_SPEC,
  SUBJECT_LIST_SPEC,
  type TeacherFileRow,
  type UploadedFile,
} from './teacherRecords.service';

interface ListArgs {
  filter?: { q?: string | null; kind?: string | null } | null;
  page?: { page?: number | null; pageSize?: number | null; sort?: string | null; direction?: string | null } | null;
}

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    TeacherFile: TeacherFileRow;
  }
}

interface FileUploadPromise {
  filename: string;
  createReadStream(): Readable & { truncated?: boolean };
}

/**
 * Reads an upload of the GraphQL multipart request into memory, at most MAX_FILE_BYTES
 * (graphql-upload-minimal cuts the stream there: too large); a part that stops short is refused on the field.
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
    if (isAppError(err)) throw err;
    // The file's part ended before its boundary (a dropped connection, a client's bug): busboy's
    // error, not ours. It was INTERNAL.
    throw invalidInput({ file: t(m.fileIncomplete) });
  }
}

export function teacherRecordsResolvers({ teacherRecords: records }: PeopleServices): Resolvers {
  const query = (args: ListArgs, spec: typeof STUDY_LIST_SPEC) =>
    parseListQuery({ ...args.page, q: args.filter?.q, kind: args.filter?.kind }, spec);
  return {
    Query: {
      teacherStudies: (_root, args, { actor }) =>
        records.listStudies(actor, args.teacherId, query(args, STUDY_LIST_SPEC)),
      teacherStudy: (_root, { teacherId, id }, { actor }) => records.getStudy(actor, teacherId, id),
      teacherSubjects: (_root, args, { actor }) =>
        records.listSubjects(actor, args.teacherId, query(args, SUBJECT_LIST_SPEC)),
      teacherSubject: (_root, { teacherId, id }, { actor }) => records.getSubject(actor, teacherId, id),
      teacherFiles: (_root, args, { actor }) => records.listFiles(actor, args.teacherId, query(args, FILE_LIST_SPEC)),
      teacherFile: (_root, { teacherId, id }, { actor }) => records.getFile(actor, teacherId, id),
      availability: (_root, { teacherId }, { actor }) => records.availability(actor, teacherId),
    },
    Mutation: {
      createTeacherStudy: (_root, { teacherId, input }, { actor }) => records.createStudy(actor, teacherId, input),
      updateTeacherStudy: (_root, { teacherId, id, input }, { actor }) =>
        records.patchStudy(actor, { teacherId, id, input }),
      deleteTeacherStudy: async (_root, { teacherId, id }, { actor }) => {
        await records.removeStudy(actor, teacherId, id);
        return true;
      },
      createTeacherSubject: (_root, { teacherId, input }, { actor }) => records.createSubject(actor, teacherId, input),
      updateTeacherSubject: (_root, { teacherId, id, input }, { actor }) =>
        records.patchSubject(actor, { teacherId, id, input }),
      deleteTeacherSubject: async (_root, { teacherId, id }, { actor }) => {
        await records.removeSubject(actor, teacherId, id);
        return true;
      },
      uploadTeacherFile: async (_root, args, { actor }) => {
        // Permissions first: nothing is read from a caller who may not upload.
        await records.teacherName(actor, args.teacherId);
        return records.uploadFile(actor, {
          teacherId: args.teacherId,
          input: { kind: args.kind },
          file: await readUpload(args.file as Promise<FileUploadPromise>),
        });
      },
      updateTeacherFile: (_root, { teacherId, id, kind }, { actor }) =>
        records.updateFile(actor, { teacherId, id, input: { kind } }),
      deleteTeacherFile: async (_root, { teacherId, id }, { actor }) => {
        await records.removeFile(actor, teacherId, id);
        return true;
      },
      setAvailability: (_root, { teacherId, slots }, { actor }) => records.setAvailability(actor, teacherId, slots),
    },
    TeacherFile: {
      downloadUrl: (file, _args, { actor }) => fileDownloadUrl(actor, file),
    },
  };
}
