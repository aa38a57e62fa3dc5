// A teacher's studies (degrees, courses): list, read, add, change, remove.

import type { Knex } from 'knex';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { addMonths } from '../../src/lib/days';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import type { ListPage, ListQuery } from '../../src/lib/listQuery';
import { authorize, type Actor } from '../../src/lib/policy';
import { keepingLeftOut, normaliseInput } from '../../src/lib/validation';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import {
  studyValidator,
  type RecordUpdate,
  type TeacherRecordsContext,
  type TeacherStudyRow,
} from './teacherRecords.service';

const STUDY_SORT: Record<string, string> = {
  study: 'search_key(s.name)',
  startDate: 'ts.start_date',
  endDate: 'ts.end_date',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The earliest study date taken (1900-01-01 is a typo, not a teacher's degree). */
export const EARLIEST_STUDY_DATE = '1940-01-01';
/** How far ahead a study may start or is expected to end (9999-12-31 is a typo, not a plan). */
export const STUDY_YEARS_AHEAD = 10;

/** A study's start and end dates within EARLIEST_STUDY_DATE … STUDY_YEARS_AHEAD from today, said on the field. */
function checkStudyDates(input: { startDate?: string; endDate?: string }, fields: FieldErrors) {
  const latest = addMonths(todayInMadrid(), 12 * STUDY_YEARS_AHEAD);
  for (const name of ['startDate', 'endDate'] as const) {
    const value = input[name];
    if (fields[name] || !value || !DAY.test(value)) continue;
    if (value < EARLIEST_STUDY_DATE) fields[name] = t(m.studyDateTooEarly, { date: formatDate(EARLIEST_STUDY_DATE) });
    else if (value > latest) fields[name] = t(m.studyDateTooLate, { date: formatDate(latest) });
  }
}

/** What was sent, as strings, when the schema refused part of it (to check the rest). */
export const looseInput = (raw: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(normaliseInput((raw ?? {}) as Record<string, unknown>)).map(([k, v]) => [k, String(v)]),
  );

export function createTeacherStudies(context: TeacherRecordsContext) {
  const { db, teacherOf, page, studies } = context;

  async function findStudy(teacherId: number, id: number, conn: Knex = db): Promise<TeacherStudyRow> {
    const row =
      Number.isInteger(id) && id > 0
        ? await studies(conn).where({ 'ts.id': id, 'ts.teacher_id': teacherId }).first()
        : undefined;
    if (!row) throw notFound(m.studyNotFound);
    return row;
  }

  /** Checks a study input completely (fields, catalogue, dates) before anything is written. */
  async function prepareStudy(raw: unknown) {
    const fields: FieldErrors = {};
    const input = studyValidator.collect(raw, fields, looseInput(raw));
    if (!fields.studyId && !(await db('studies').where({ id: input.studyId }).first('id')))
      fields.studyId = t(m.studyUnknown);
    checkStudyDates(input, fields);
    if (DAY.test(input.startDate ?? '') && DAY.test(input.endDate ?? '') && input.endDate! < input.startDate!)
      fields.endDate ??= t(m.endBeforeStart);
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return {
      studyId: input.studyId,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      remarks: input.remarks ?? null,
    };
  }

  const records = {
    async listStudies(
      actor: Actor | null,
      teacherId: number | null | undefined,
      query: ListQuery,
    ): Promise<ListPage<TeacherStudyRow>> {
      authorize(actor, 'teacherRecords.read');
      const id = await teacherOf(actor, teacherId);
      const filter = (q: Knex.QueryBuilder) => {
        q.where('ts.teacher_id', id);
        if (query.q) q.whereRaw(`search_match(s.name, ?)`, [query.q]);
        return q;
      };
      const rows = filter(studies()).orderByRaw(
        `${STUDY_SORT[query.sort] ?? STUDY_SORT.startDate} ${query.direction} nulls last, ts.id`,
      );
      const count = filter(db('teacher_studies as ts').join('studies as s', 's.id', 'ts.study_id'));
      return page<TeacherStudyRow>(rows, count, query);
    },

    async getStudy(actor: Actor | null, teacherId: number | null | undefined, id: number) {
      authorize(actor, 'teacherRecords.read');
      return findStudy(await teacherOf(actor, teacherId), id);
    },

    async createStudy(actor: Actor | null, teacherId: number | null | undefined, raw: unknown) {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      const values = await prepareStudy(raw);
      const [row] = await db('teacher_studies')
        .insert({ ...values, teacherId: owner })
        .returning('id');
      return findStudy(owner, row.id);
    },

    async updateStudy(actor: Actor | null, { teacherId, id, input: raw }: RecordUpdate) {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      await findStudy(owner, id);
      const values = await prepareStudy(raw);
      await db('teacher_studies')
        .where({ id, teacherId: owner })
        .update({ ...values, updatedDate: db.fn.now() });
      return findStudy(owner, id);
    },

    /** GraphQL's update: a field left out keeps its value, null empties it. */
    async patchStudy(actor: Actor | null, { teacherId, id, input }: RecordUpdate) {
      authorize(actor, 'teacherRecords.manage');
      const current = await findStudy(await teacherOf(actor, teacherId), id);
      return records.updateStudy(actor, {
        teacherId,
        id,
        input: keepingLeftOut(input, current, { keys: ['studyId', 'startDate', 'endDate', 'remarks'] }),
      });
    },

    async removeStudy(actor: Actor | null, teacherId: number | null | undefined, id: number) {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      const row = await findStudy(owner, id);
      await db('teacher_studies').where({ id, teacherId: owner }).delete();
      return row;
    },
  };
  return records;
}
