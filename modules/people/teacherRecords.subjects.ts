// A teacher's subjects and levels: list, read, add, change, remove.

import type { Knex } from 'knex';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import type { ListPage, ListQuery } from '../../src/lib/listQuery';
import { authorize, type Actor } from '../../src/lib/policy';
import { keepingLeftOut } from '../../src/lib/validation';
import { looseInput } from './teacherRecords.studies';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import {
  subjectValidator,
  type RecordUpdate,
  type TeacherRecordsContext,
  type TeacherSubjectRow,
} from './teacherRecords.service';

const SUBJECT_SORT: Record<string, string> = { subject: 'search_key(s.name)', level: 'l.position' };

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export function createTeacherSubjects(context: TeacherRecordsContext) {
  const { db, teacherOf, page, subjects } = context;

  async function findSubject(teacherId: number, id: number, conn: Knex = db): Promise<TeacherSubjectRow> {
    const row =
      Number.isInteger(id) && id > 0
        ? await subjects(conn).where({ 'ts.id': id, 'ts.teacher_id': teacherId }).first()
        : undefined;
    if (!row) throw notFound(m.subjectNotFound);
    return row as TeacherSubjectRow;
  }

  async function prepareSubject(raw: unknown) {
    const fields: FieldErrors = {};
    const input = subjectValidator.collect(raw, fields, looseInput(raw));
    if (!fields.subjectId && !(await db('subjects').where({ id: input.subjectId }).first('id')))
      fields.subjectId = t(m.subjectUnknown);
    if (!fields.levelId && !(await db('levels').where({ id: input.levelId }).first('id')))
      fields.levelId = t(m.levelUnknown);
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return { subjectId: input.subjectId, levelId: input.levelId, remarks: input.remarks ?? null };
  }

  async function writeSubject<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw invalidInput({ subjectId: t(m.subjectTwice) });
      throw err;
    }
  }

  const records = {
    async listSubjects(
      actor: Actor | null,
      teacherId: number | null | undefined,
      query: ListQuery,
    ): Promise<ListPage<TeacherSubjectRow>> {
      authorize(actor, 'teacherRecords.read');
      const id = await teacherOf(actor, teacherId);
      const filter = (q: Knex.QueryBuilder) => {
        q.where('ts.teacher_id', id);
        const text = query.q;
        if (text)
          q.where((w) => w.whereRaw(`search_match(s.name, ?)`, [text]).orWhereRaw(`search_match(l.name, ?)`, [text]));
        return q;
      };
      const rows = filter(subjects()).orderByRaw(
        `${SUBJECT_SORT[query.sort] ?? SUBJECT_SORT.subject} ${query.direction}, l.position, ts.id`,
      );
      const count = filter(
        db('teacher_subjects as ts')
          .join('subjects as s', 's.id', 'ts.subject_id')
          .join('levels as l', 'l.id', 'ts.level_id'),
      );
      return page<TeacherSubjectRow>(rows, count, query);
    },

    async getSubject(actor: Actor | null, teacherId: number | null | undefined, id: number) {
      authorize(actor, 'teacherRecords.read');
      return findSubject(await teacherOf(actor, teacherId), id);
    },

    async createSubject(actor: Actor | null, teacherId: number | null | undefined, raw: unknown) {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      const values = await prepareSubject(raw);
      const [row] = await writeSubject(() =>
        db('teacher_subjects')
          .insert({ ...values, teacherId: owner })
          .returning('id'),
      );
      return findSubject(owner, row.id);
    },

    async updateSubject(actor: Actor | null, { teacherId, id, input: raw }: RecordUpdate) {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      await findSubject(owner, id);
      const values = await prepareSubject(raw);
      await writeSubject(() =>
        db('teacher_subjects')
          .where({ id, teacherId: owner })
          .update({ ...values, updatedDate: db.fn.now() }),
      );
      return findSubject(owner, id);
    },

    /** GraphQL's update: a field left out keeps its value, null empties it. */
    async patchSubject(actor: Actor | null, { teacherId, id, input }: RecordUpdate) {
      authorize(actor, 'teacherRecords.manage');
      const current = await findSubject(await teacherOf(actor, teacherId), id);
      return records.updateSubject(actor, {
        teacherId,
        id,
        input: keepingLeftOut(input, current, { keys: ['subjectId', 'levelId', 'remarks'] }),
      });
    },

    async removeSubject(actor: Actor | null, teacherId: number | null | undefined, id: number) {
      authorize(actor, 'teacherRecords.manage');
      const owner = await teacherOf(actor, teacherId);
      const row = await findSubject(owner, id);
      await db('teacher_subjects').where({ id, teacherId: owner }).delete();
      return row;
    },
  };
  return records;
}
