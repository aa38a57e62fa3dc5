import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES } from '../../src/lib/files';
import { t } from '../../src/lib/intl';
import type { PeopleServices } from './index';
import type { UploadedFile } from './teacherRecords.service';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import type { Body, Scope } from './teacherRecords.pages';
import { routeInput, ROW_ID } from '../../src/lib/routeParams';
import { studiesPages } from './teacherRecords.studies.routes';
import { subjectsPages } from './teacherRecords.subjects.routes';
import { filesPages } from './teacherRecords.files.routes';
import { availabilityPages } from './teacherRecords.availability.routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart upload form, read into memory up to the size limit. */
    upload?: UploadedFile;
  }
}

/**
 * A teacher's records pages (studies, subjects, files, availability; one file each), for the
 * teacher (/teacher-studies, …) and for the staff (/teachers/{id}/studies, …).
 */
export async function teacherRecordsRoutes(app: FastifyInstance, services: PeopleServices) {
  const records = services.teacherRecords;

  // Upload forms post multipart/form-data. GraphQL uploads (mercurius-upload) claim that type
  // for the whole app; these routes read it with @fastify/multipart instead, in this scope only.
  if (app.hasContentTypeParser('multipart/form-data')) app.removeContentTypeParser('multipart/form-data');
  app.decorateRequest('upload', undefined);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });

  /** Reads an upload form: its fields into the body (the CSRF check reads `_csrf` there), its file into memory. */
  async function readUpload(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const body: Body = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname === 'file' && !request.upload) {
          request.upload = { filename: part.filename, data: Buffer.concat(chunks), truncated: part.file.truncated };
        }
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
    base: (r, kind) => `/teachers/${r.params.id}/${kind}`,
    teacherId: (r) => r.params.id,
    home: (r) => `/teachers/${r.params.id}#registros`,
    title: async (r, _own, staff) => t(staff, { name: await records.teacherName(r.actor, r.params.id) }),
    formTitle: async (r, title) => t(m.forTeacher, { title, name: await records.teacherName(r.actor, r.params.id) }),
    read: 'teachers.view',
    write: 'teachers.manage',
  };

  // The teacher's id (staff's pages) and the record's, wherever the path has them.
  const ids = routeInput({ params: { id: ROW_ID, recordId: ROW_ID } });
  for (const scope of [teacherScope, staffScope]) {
    const read = { config: { action: scope.read }, ...ids };
    const write = { config: { action: scope.write }, preHandler: app.csrfProtection, ...ids };
    const pages = { app, records, scope, read, write, readUpload };
    studiesPages(pages);
    subjectsPages(pages);
    filesPages(pages);
    availabilityPages(pages);
  }
}
