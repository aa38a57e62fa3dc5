// What the pages of a teacher's records (studies, subjects, files, availability) share:
// who they are for (the teacher or the staff), the request's shape and the form's write.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { routeInput } from '../../src/lib/routeParams';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import type { Action } from '../../src/lib/policy';
import type { PeopleServices } from './index';
import { teacherRecordsMessages as m } from './teacherRecords.messages';

/** The teacher's id (staff's pages: /teachers/:id/…) and the record's (/…/:recordId), numbers once the route's schema checked them. */
type Params = { id: number; recordId: number };
export type Body = Record<string, unknown>;
export type Req = FastifyRequest<{ Params: Params; Body: Body; Querystring: Record<string, string> }>;

export type Kind = 'studies' | 'subjects' | 'files' | 'availability';

/**
 * Who the pages are for. The teacher's own pages (/teacher-studies, …) and the staff's pages
 * of one teacher (/teachers/{id}/studies, …) are the same pages over a different base path:
 * `teacherId` is undefined for a teacher (the service uses their own id, whatever is sent).
 */
export interface Scope {
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

/** What each kind of record's pages are registered with, once per scope. */
export interface RecordPages {
  app: FastifyInstance;
  records: PeopleServices['teacherRecords'];
  scope: Scope;
  /** Route options of the pages that read, and of the forms that write (CSRF checked). */
  read: { config: { action: Action } } & ReturnType<typeof routeInput>;
  write: { config: { action: Action }; preHandler: FastifyInstance['csrfProtection'] } & ReturnType<typeof routeInput>;
  /** Reads an upload form's fields and file (files' upload only). */
  readUpload: (request: FastifyRequest) => Promise<void>;
}

/** A form's write and where it goes: 303 with a flash when it works, the form again (422) on bad input. */
export interface Submission {
  reply: FastifyReply;
  work: () => Promise<string>;
  redirect: string;
  again: (errors: FieldErrors) => Promise<FastifyReply>;
}

/** Runs a form's write: 303 with a flash when it works, the form again (422) on bad input. */
export async function submit({ reply, work, redirect, again }: Submission) {
  return submitForm(work, (text) => reply.flashRedirect(redirect, 'success', text), again);
}
