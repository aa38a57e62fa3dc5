import type { Knex } from 'knex';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { createFileStore } from '../../src/lib/files';
import { t, type Message } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { authorize, type Actor } from '../../src/lib/policy';
import { validator, multiline } from '../../src/lib/validation';
import type { PeopleDeps } from './people.deps';
import { teacherRecordsMessages as m, weeklySlotsMessages as ws } from './teacherRecords.messages';
import { ownTeacherId } from './users';
import { createTeacherStudies } from './teacherRecords.studies';
import { createTeacherSubjects } from './teacherRecords.subjects';
import { createTeacherFiles } from './teacherRecords.files';
import { isoTimeOf } from '../../views/widgets/dateText';

/* ----------------------------------------------------------------------------------------
 * Inputs (one schema each, shared by the form routes and the resolvers)
 * -------------------------------------------------------------------------------------- */

export interface StudyInput {
  studyId: number;
  startDate?: string;
  endDate?: string;
  remarks?: string;
}

export interface SubjectInput {
  subjectId: number;
  levelId: number;
  remarks?: string;
}

export const FILE_KINDS = ['cv', 'contract', 'certificate', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const fileKindLabels: Record<FileKind, Message> = {
  cv: m.kindCv,
  contract: m.kindContract,
  certificate: m.kindCertificate,
  other: m.kindOther,
};

const remarks = { type: 'string', maxLength: 2000, ...multiline };

export const studyValidator = validator<StudyInput>({
  type: 'object',
  properties: {
    studyId: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      'x-messages': { type: m.studyUnknown, minimum: m.studyUnknown, maximum: m.studyUnknown },
    },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    remarks,
  },
  required: ['studyId'],
});

export const subjectValidator = validator<SubjectInput>({
  type: 'object',
  properties: {
    subjectId: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      'x-messages': { type: m.subjectUnknown, minimum: m.subjectUnknown, maximum: m.subjectUnknown },
    },
    levelId: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      'x-messages': { type: m.levelUnknown, minimum: m.levelUnknown, maximum: m.levelUnknown },
    },
    remarks,
  },
  required: ['subjectId', 'levelId'],
});

export const fileValidator = validator<{ kind: FileKind }>({
  type: 'object',
  properties: { kind: { type: 'string', enum: [...FILE_KINDS] } },
  required: ['kind'],
});

/* ----------------------------------------------------------------------------------------
 * Weekly slots (teachers' availability; customer interests reuse these rules)
 * -------------------------------------------------------------------------------------- */

/** 1 = Monday … 7 = Sunday (ISO 8601), as stored. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayLabels: Message[] = [
  ws.monday,
  ws.tuesday,
  ws.wednesday,
  ws.thursday,
  ws.friday,
  ws.saturday,
  ws.sunday,
];
export const weekdayName = (weekday: number) => t(weekdayLabels[weekday - 1]);

export interface WeeklySlot {
  weekday: number;
  /** 'HH:MM' */
  start: string;
  end: string;
}

export const SLOTS_EARLIEST = '07:00';
export const SLOTS_LATEST = '23:00';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;

/** A start from 07:00 and before 23:00, an end after 07:00 and up to 23:00 (either outside leaves no time inside). */
const inHours = (name: 'start' | 'end', hm: string) =>
  name === 'start' ? hm >= SLOTS_EARLIEST && hm < SLOTS_LATEST : hm > SLOTS_EARLIEST && hm <= SLOTS_LATEST;

/** What a form or a client sends for one slot; empty rows (no day, no times) are skipped. */
export interface RawSlot {
  weekday?: unknown;
  start?: unknown;
  end?: unknown;
}

/**
 * Checks a whole week of slots: each complete (day, start, end), start before end, inside
 * 07:00–23:00, and no two overlapping on the same day. Every problem of a row is reported, each
 * on its field, as the other forms' fields are: `slots.<row>.weekday`, `slots.<row>.start` and
 * `slots.<row>.end` (the row as sent, from 0); what concerns the row as a whole (start not
 * before end, an overlap) on `slots.<row>`. So a form can show each message next to its control.
 */
export function parseWeeklySlots(raw: RawSlot[]): WeeklySlot[] {
  const fields: FieldErrors = {};
  const slots: (WeeklySlot & { row: number })[] = [];
  raw.forEach((r, row) => {
    const text = (v: unknown) => (v == null ? '' : String(v).trim());
    // Times as typed: 9:00, 17.30 or 1730 read as 09:00, 17:30.
    const [day, start, end] = [text(r.weekday), isoTimeOf(text(r.start)), isoTimeOf(text(r.end))];
    if (!day && !start && !end) return;
    const key = `slots.${row}`;
    const before = Object.keys(fields).length;
    const weekday = Number(day);
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) fields[`${key}.weekday`] = t(ws.badDay);
    const time = (name: 'start' | 'end', value: string) => {
      if (!value) fields[`${key}.${name}`] = t(name === 'start' ? ws.noStart : ws.noEnd);
      else if (!TIME.test(value)) fields[`${key}.${name}`] = t(ws.badTime);
      else if (!inHours(name, value.slice(0, 5))) fields[`${key}.${name}`] = t(ws.outOfHours);
    };
    time('start', start);
    time('end', end);
    const slot = { weekday, start: start.slice(0, 5), end: end.slice(0, 5), row };
    if (TIME.test(start) && TIME.test(end) && slot.start >= slot.end) fields[key] = t(ws.startBeforeEnd);
    if (Object.keys(fields).length === before) slots.push(slot);
  });
  const byDay = [...slots].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  for (let i = 1; i < byDay.length; i++) {
    const [prev, cur] = [byDay[i - 1], byDay[i]];
    if (prev.weekday === cur.weekday && cur.start < prev.end) fields[`slots.${cur.row}`] ??= t(ws.overlap);
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return byDay.map(({ weekday, start, end }) => ({ weekday, start, end }));
}

/* ----------------------------------------------------------------------------------------
 * Rows
 * -------------------------------------------------------------------------------------- */

export interface TeacherStudyRow {
  id: number;
  teacherId: number;
  studyId: number;
  studyName: string;
  startDate: string | null;
  endDate: string | null;
  remarks: string | null;
  updatedDate: Date;
}

export interface TeacherSubjectRow {
  id: number;
  teacherId: number;
  subjectId: number;
  subjectName: string;
  levelId: number;
  levelName: string;
  remarks: string | null;
  updatedDate: Date;
}

export interface TeacherFileRow {
  id: number;
  teacherId: number;
  kind: FileKind;
  originalName: string;
  mimeType: string;
  size: number;
  createdDate: Date;
  /** This file is the teacher's current CV (teachers.cv_file_id). */
  isCurrentCv: boolean;
}

export interface TeacherRecordsSummary {
  teacherId: number;
  teacherName: string;
  studies: TeacherStudyRow[];
  subjects: TeacherSubjectRow[];
  files: TeacherFileRow[];
  availability: WeeklySlot[];
}

/** An uploaded file as the routes and resolvers hand it over: its bytes, already capped. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
  /** More than MAX_FILE_BYTES were sent (the rest was not read). */
  truncated: boolean;
}

/** A change to one of a teacher's records: whose (undefined: the teacher's own), which, and the posted input. */
export interface RecordUpdate {
  teacherId: number | null | undefined;
  id: number;
  input: unknown;
}

/** A new file for a teacher (undefined: the teacher's own): its posted fields and the uploaded file. */
export interface FileUpload {
  teacherId: number | null | undefined;
  input: unknown;
  file: UploadedFile | undefined;
}

export const STUDY_LIST_SPEC: ListSpec = { sortable: ['study', 'startDate', 'endDate'], defaultSort: 'startDate' };
export const SUBJECT_LIST_SPEC: ListSpec = { sortable: ['subject', 'level'], defaultSort: 'subject' };
export const FILE_LIST_SPEC: ListSpec = {
  sortable: ['name', 'kind', 'size', 'createdDate'],
  defaultSort: 'createdDate',
  defaultDirection: 'desc',
  filters: ['kind'],
};

/** The download page of a file, for the teacher (`/teacher-files/…`) or staff. */
export function fileDownloadUrl(actor: Actor | null, file: { id: number; teacherId: number }) {
  return actor?.role === 'teacher'
    ? `/teacher-files/${file.id}/download`
    : `/teachers/${file.teacherId}/files/${file.id}/download`;
}

/** What the use cases (teacherRecords.studies.ts, .subjects.ts, .files.ts) share. */
export interface TeacherRecordsContext {
  db: Knex;
  /** The teacher the caller may reach (see ownTeacherId), after checking it is a teacher. */
  teacherOf(actor: Actor | null, teacherId: number | null | undefined, conn?: Knex): Promise<number>;
  /** One page of an ordered list, with its total. */
  page<T>(rowsQuery: Knex.QueryBuilder, countQuery: Knex.QueryBuilder, query: ListQuery): Promise<ListPage<T>>;
  studies(conn?: Knex): Knex.QueryBuilder;
  subjects(conn?: Knex): Knex.QueryBuilder;
  files(conn?: Knex): Knex.QueryBuilder;
  store: ReturnType<typeof createFileStore>;
}

export function createTeacherRecordsService({ db, config, academic }: PeopleDeps) {
  const store = createFileStore(config.filesDir);

  /** The teacher the caller may reach (see ownTeacherId), after checking it is a teacher. */
  async function teacherOf(
    actor: Actor | null,
    teacherId: number | null | undefined,
    conn: Knex = db,
  ): Promise<number> {
    // Staff must say whose records; a teacher's own id is implied.
    if (actor && actor.role !== 'teacher' && teacherId == null)
      throw invalidInput({ teacherId: t(validationMessages.required) });
    const id = ownTeacherId(actor!, teacherId ?? null);
    const row = Number.isInteger(id) && id > 0 ? await conn('teachers').where({ id }).first('id') : undefined;
    if (!row) throw notFound(m.teacherNotFound);
    return id;
  }

  /** One page of an ordered list, with its total. */
  function page<T>(
    rowsQuery: Knex.QueryBuilder,
    countQuery: Knex.QueryBuilder,
    query: ListQuery,
  ): Promise<ListPage<T>> {
    rowsQuery.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    return Promise.all([rowsQuery, countQuery.count({ count: '*' }).first()]).then(([rows, count]) => ({
      rows: rows as T[],
      total: Number((count as { count: number }).count),
      page: query.page,
      pageSize: query.pageSize,
    }));
  }

  const studies = (conn: Knex = db) =>
    conn('teacher_studies as ts')
      .join('studies as s', 's.id', 'ts.study_id')
      .select(
        'ts.id',
        'ts.teacher_id',
        'ts.study_id',
        's.name as study_name',
        'ts.start_date',
        'ts.end_date',
        'ts.remarks',
        'ts.updated_date',
      );

  const subjects = (conn: Knex = db) =>
    conn('teacher_subjects as ts')
      .join('subjects as s', 's.id', 'ts.subject_id')
      .join('levels as l', 'l.id', 'ts.level_id')
      .select(
        'ts.id',
        'ts.teacher_id',
        'ts.subject_id',
        's.name as subject_name',
        'ts.level_id',
        'l.name as level_name',
        'ts.remarks',
        'ts.updated_date',
      );

  const files = (conn: Knex = db) =>
    conn('teacher_files as f')
      .join('teachers as t', 't.id', 'f.teacher_id')
      .select(
        'f.id',
        'f.teacher_id',
        'f.kind',
        'f.original_name',
        'f.mime_type',
        'f.size',
        'f.created_date',
        conn.raw('coalesce(t.cv_file_id = f.id, false) as is_current_cv'),
      );

  const context: TeacherRecordsContext = { db, teacherOf, page, studies, subjects, files, store };

  return {
    ...createTeacherStudies(context),
    ...createTeacherSubjects(context),
    ...createTeacherFiles(context),

    /* ---------------- availability ---------------- */
    async availability(actor: Actor | null, teacherId: number | null | undefined): Promise<WeeklySlot[]> {
      authorize(actor, 'teacherRecords.read');
      const id = await teacherOf(actor, teacherId);
      const rows = await db('availabilities')
        .where({ teacherId: id })
        .orderBy(['weekday', 'start_time'])
        .select('weekday', 'start_time', 'end_time');
      return rows.map((r: { weekday: number; startTime: string; endTime: string }) => ({
        weekday: Number(r.weekday),
        start: r.startTime.slice(0, 5),
        end: r.endTime.slice(0, 5),
      }));
    },

    /** Replaces every slot of the teacher in one transaction. */
    async setAvailability(
      actor: Actor | null,
      teacherId: number | null | undefined,
      raw: RawSlot[],
    ): Promise<WeeklySlot[]> {
      authorize(actor, 'teacherRecords.manage');
      const id = await teacherOf(actor, teacherId);
      const slots = parseWeeklySlots(raw);
      await db.transaction(async (trx) => {
        await trx('availabilities').where({ teacherId: id }).delete();
        if (slots.length > 0)
          await trx('availabilities').insert(
            slots.map((s) => ({ teacherId: id, weekday: s.weekday, startTime: s.start, endTime: s.end })),
          );
      });
      return slots;
    },

    /** The academic catalogue's choices for the study and subject forms. */
    async choices(actor: Actor | null) {
      authorize(actor, 'teacherRecords.read');
      const [studies, subjects, levels] = await Promise.all([
        academic.studies(actor),
        academic.subjects(actor),
        academic.levels(actor),
      ]);
      return { studies, subjects, levels };
    },

    /* ---------------- for the staff's teacher page ---------------- */
    /** Everything of one teacher's records at once (the panel on /teachers/{id}). */
    async summary(actor: Actor | null, teacherId: number | null | undefined): Promise<TeacherRecordsSummary> {
      authorize(actor, 'teacherRecords.read');
      const id = await teacherOf(actor, teacherId);
      const [user, studyRows, subjectRows, fileRows, slots] = await Promise.all([
        db('users').where({ id }).first('first_name', 'last_name'),
        studies().where('ts.teacher_id', id).orderByRaw('ts.start_date desc nulls last, ts.id'),
        subjects().where('ts.teacher_id', id).orderByRaw('search_key(s.name), l.position, ts.id'),
        files().where('f.teacher_id', id).orderBy('f.created_date', 'desc').orderBy('f.id', 'desc'),
        this.availability(actor, id),
      ]);
      return {
        teacherId: id,
        teacherName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
        studies: studyRows as TeacherStudyRow[],
        subjects: subjectRows as TeacherSubjectRow[],
        files: fileRows as TeacherFileRow[],
        availability: slots,
      };
    },

    /** The teacher's name, for page titles ('Estudios de Ana Ruiz'). */
    async teacherName(actor: Actor | null, teacherId: number | null | undefined): Promise<string> {
      authorize(actor, 'teacherRecords.read');
      const id = await teacherOf(actor, teacherId);
      const user = await db('users').where({ id }).first('first_name', 'last_name');
      return `${user.firstName} ${user.lastName}`.trim();
    },
  };
}

export type TeacherRecordsService = ReturnType<typeof createTeacherRecordsService>;
