import { studentNameSql } from './lookups';
import type { Knex } from 'knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { t, todayInMadrid } from '../../src/lib/intl';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { idField, isRowId, validator } from '../../src/lib/validation';
import type { VouchersDeps } from './vouchers.deps';
import { vouchersError } from './vouchers.errors';
import {
  applyClassFilters,
  classQuery,
  lockVoucher,
  madridLocal,
  moveMinutes,
  parseClassDate,
  statusWord,
  voucherRefusal,
  type ClassEvent,
  type ClassEvents,
  type ClassRow,
} from './classes.service';
import type { ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';

export interface ClaimInput {
  voucherId?: number;
  studentId?: number;
  date: string;
  duration: number;
  remarks?: string;
}

export const validateClaim = validator<ClaimInput>({
  type: 'object',
  properties: {
    voucherId: idField,
    studentId: idField,
    date: { type: 'string', minLength: 1, maxLength: 40 },
    duration: { type: 'integer', minimum: 1, maximum: 600, 'x-messages': { maximum: m.durationMax } },
    remarks: { type: 'string', maxLength: 2000 },
  },
  required: ['date', 'duration'],
  additionalProperties: false,
});

/** A teacher's own class as they see it: no customer. */
export type TeacherClassRow = Omit<ClassRow, 'customerId' | 'customerName'>;

export const TEACHER_CLASS_LIST_SPEC: ListSpec = {
  sortable: ['date', 'student', 'status'],
  defaultSort: 'date',
  defaultDirection: 'desc',
  filters: ['status', 'when', 'student', 'voucher'],
};

/** A voucher as its teacher sees it: hours only, never amounts. */
export interface TeacherVoucherRow {
  id: number;
  studentId: number;
  studentName: string;
  subjectName: string;
  courseName: string;
  hours: number;
  minutesUsed: number;
  minutesBooked: number;
  minutesLeft: number;
  startDate: string;
  endDate: string;
  status: string;
}

export interface TeacherStudentRow {
  id: number;
  name: string;
  courseName: string | null;
  subjects: string;
  /** Hours left on the active vouchers this teacher teaches them. */
  minutesLeft: number;
}

const STUDENT_NAME = studentNameSql();

const teacherRow = ({ customerId: _c, customerName: _n, ...rest }: ClassRow): TeacherClassRow => rest;

/**
 * The teacher's side of the classes: only their own (another teacher's class is "not found"),
 * claiming a class they gave, marking a class given, their students and vouchers (hours, no
 * amounts).
 */
export function createTeacherClassesService({ db }: VouchersDeps, events: ClassEvents) {
  async function own(actor: Actor, id: number, conn: Knex = db): Promise<ClassRow> {
    const row = isRowId(id) ? await classQuery(conn).where('c.id', id).where('c.teacher_id', actor.id).whereNot('c.status', 'deleted').first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as ClassRow;
  }

  /** The vouchers this teacher teaches (vouchers.teacher_id), with hours. */
  function voucherQuery(actor: Actor) {
    return db('vouchers as v')
      .join('students as s', 's.id', 'v.student_id')
      .join('subjects as sj', 'sj.id', 'v.subject_id')
      .join('courses as co', 'co.id', 'v.course_id')
      .where('v.teacher_id', actor.id)
      .select(
        'v.id',
        'v.student_id',
        db.raw(`${STUDENT_NAME} as student_name`),
        'sj.name as subject_name',
        'co.name as course_name',
        'v.hours',
        'v.minutes_booked',
        db.raw(`coalesce((select sum(c.duration) from classes c where c.voucher_id = v.id and c.status = 'validated'), 0)::int as minutes_used`),
        db.raw(`to_char(v.start_date, 'YYYY-MM-DD') as start_date`),
        db.raw(`to_char(v.end_date, 'YYYY-MM-DD') as end_date`),
        db.raw(`(case when v.status = 'active' and v.end_date < current_date and v.minutes_booked < v.hours * 60 then 'expired' else v.status end) as status`),
      );
  }

  const voucherRow = (r: Omit<TeacherVoucherRow, 'minutesLeft'>): TeacherVoucherRow => ({ ...r, minutesLeft: r.hours * 60 - r.minutesBooked });

  async function commit<T>(work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<T>): Promise<T> {
    const changed: ClassEvent[] = [];
    const result = await db.transaction((trx) => work(trx, changed));
    events.emit(changed);
    return result;
  }

  /** Checks a claim: a voucher they teach (active, the day within its dates) or a student they teach; today or earlier. */
  async function prepareClaim(actor: Actor, raw: unknown, trx: Knex.Transaction, keepVoucherId?: number | null) {
    const fields: FieldErrors = {};
    const input = validateClaim.collect(raw, fields);
    const date = fields.date ? null : parseClassDate(input.date);
    if (!fields.date && !date) fields.date = t(m.dateInvalid);
    else if (date && date.slice(0, 10) > todayInMadrid()) fields.date = t(m.dateFuture);
    const voucherId = keepVoucherId === undefined ? input.voucherId : keepVoucherId;
    let studentId = input.studentId;
    let subjectId: number | null = null;
    if (voucherId) {
      const voucher = await lockVoucher(trx, voucherId);
      if (!voucher || voucher.teacherId !== actor.id) fields.voucherId = t(m.voucherNotYours);
      else {
        const refusal = date ? voucherRefusal(voucher, date.slice(0, 10)) : null;
        if (refusal) fields.voucherId = refusal;
        studentId = voucher.studentId;
        subjectId = voucher.subjectId;
      }
    } else if (!studentId) fields.voucherId ??= t(m.voucherOrStudent);
    else if (!(await taughtStudentIds(actor, trx)).includes(studentId)) fields.studentId = t(m.studentNotYours);
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return { input, date: date!, voucherId: voucherId ?? null, studentId: studentId!, subjectId };
  }

  /** Students this teacher teaches: on their vouchers or in their classes. */
  async function taughtStudentIds(actor: Actor, conn: Knex = db): Promise<number[]> {
    const rows = (await conn('vouchers')
      .where('teacher_id', actor.id)
      .select('student_id')
      .union((u) => u.from('classes').where('teacher_id', actor.id).whereNot('status', 'deleted').select('student_id'))) as { studentId: number }[];
    return rows.map((r) => r.studentId);
  }

  return {
    /** The start page's reminders for a teacher: past classes to mark as given, claims awaiting validation. */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'teacherClasses.view')) return [];
      const [{ toMark }] = (await db('classes')
        .where({ teacherId: actor.id, status: 'assigned' })
        .where('date', '<', db.fn.now())
        .select(db.raw('count(*)::int as to_mark'))) as { toMark: number }[];
      const [{ awaiting }] = (await db('classes').where({ teacherId: actor.id, status: 'claimed' }).select(db.raw('count(*)::int as awaiting'))) as { awaiting: number }[];
      const items: TodoItem[] = [];
      if (toMark) items.push({ key: 'teacherClasses.toMark', text: t(m.todoMarkGiven, { count: toMark }), href: '/teacher-classes?status=assigned' });
      if (awaiting) items.push({ key: 'teacherClasses.awaiting', text: t(m.todoAwaiting, { count: awaiting }), href: '/teacher-classes?status=claimed' });
      return items;
    },

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<TeacherClassRow>> {
      authorize(actor, 'teacherClasses.view');
      const scoped = (q: Knex.QueryBuilder) => {
        applyClassFilters(q, { q: query.q, filters: { status: query.filters.status, student: query.filters.student, voucher: query.filters.voucher } }).where('c.teacher_id', actor.id);
        if (query.filters.when === 'upcoming') q.whereRaw('c.date >= now()');
        if (query.filters.when === 'past') q.whereRaw('c.date < now()');
        return q;
      };
      const sort = query.sort === 'student' ? `search_key(${STUDENT_NAME})` : query.sort === 'status' ? 'c.status' : 'c.date';
      const rows = scoped(classQuery(db))
        .orderByRaw(`${sort} ${query.direction}, c.id ${query.direction}`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const count = scoped(
        db('classes as c').join('students as s', 's.id', 'c.student_id').join('customers as cu', 'cu.id', 's.customer_id').leftJoin('users as u', 'u.id', 'c.teacher_id'),
      )
        .count({ count: '*' })
        .first();
      const [list, total] = await Promise.all([rows, count]);
      return { rows: (list as ClassRow[]).map(teacherRow), total: Number((total as { count: number }).count), page: query.page, pageSize: query.pageSize };
    },

    async get(actor: Actor | null, id: number): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.view');
      return teacherRow(await own(actor, id));
    },

    /** An assigned class whose time has passed: the teacher says it was given (→ taught). */
    async markGiven(actor: Actor | null, id: number): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      return commit(async (trx, changed) => {
        const current = await own(actor, id, trx);
        await trx('classes').where('id', id).forUpdate().first('id');
        const fresh = (await trx('classes').where('id', id).first('status', 'date', 'voucher_id')) as { status: ClassStatus; date: Date; voucherId: number | null };
        if (fresh.status !== 'assigned') throw vouchersError('CLASSES_CANNOT_MARK_GIVEN', m.cannotMarkGiven, { values: { status: statusWord(fresh.status) } });
        if (fresh.date.getTime() > Date.now()) throw vouchersError('CLASSES_NOT_GIVEN_YET', m.notGivenYet);
        await trx('classes').where('id', id).update({ status: 'taught', updatedDate: trx.fn.now() });
        changed.push({ classId: id, status: 'taught', voucherId: current.voucherId, action: 'given' });
        return teacherRow(await own(actor, id, trx));
      });
    },

    /**
     * Registers a class the teacher gave (→ claimed, awaiting validation): on a voucher they
     * teach (its minutes booked there) or, when they do not know the voucher, for a student
     * they teach (staff link it to a voucher later).
     */
    async claim(actor: Actor | null, raw: unknown): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      return commit(async (trx, changed) => {
        const { input, date, voucherId, studentId, subjectId } = await prepareClaim(actor, raw, trx);
        const [row] = await trx('classes')
          .insert({ voucherId, studentId, subjectId, teacherId: actor.id, date, duration: input.duration, status: 'claimed', remarks: input.remarks ?? null, createdBy: actor.id })
          .returning('id');
        if (voucherId) await moveMinutes(trx, { voucherId, classId: row.id, minutes: -input.duration, kind: 'book', actorId: actor.id });
        changed.push({ classId: row.id, status: 'claimed', voucherId, action: 'claimed' });
        return teacherRow(await own(actor, row.id, trx));
      });
    },

    /** Corrects the teacher's own claimed class while it is not validated (date, duration, remarks). */
    async updateClaim(actor: Actor | null, id: number, raw: unknown): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      return commit(async (trx, changed) => {
        const current = await own(actor, id, trx);
        await trx('classes').where('id', id).forUpdate().first('id');
        if (current.status !== 'claimed') throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, { values: { status: statusWord(current.status) } });
        const { input, date } = await prepareClaim(actor, { ...(raw as object), studentId: current.studentId }, trx, current.voucherId);
        await trx('classes').where('id', id).update({ date, duration: input.duration, remarks: input.remarks ?? null, updatedDate: trx.fn.now() });
        if (current.voucherId && input.duration !== current.duration) {
          await moveMinutes(trx, { voucherId: current.voucherId, classId: id, minutes: current.duration - input.duration, kind: 'adjust', actorId: actor.id });
        }
        changed.push({ classId: id, status: 'claimed', voucherId: current.voucherId, action: 'claimed' });
        return teacherRow(await own(actor, id, trx));
      });
    },

    /** The vouchers the teacher teaches: hours bought, used, booked and left; never amounts. */
    async vouchers(actor: Actor | null, options: { activeOnly?: boolean } = {}): Promise<TeacherVoucherRow[]> {
      authorize(actor, 'teacherClasses.view');
      const q = voucherQuery(actor).orderByRaw(`(case when v.status = 'active' then 0 else 1 end), v.end_date, v.id`);
      if (options.activeOnly) q.where('v.status', 'active').whereRaw('v.end_date >= current_date');
      return ((await q) as Omit<TeacherVoucherRow, 'minutesLeft'>[]).map(voucherRow);
    },

    /** The students the teacher teaches, with their course, subjects and the hours left on their vouchers. */
    async students(actor: Actor | null): Promise<TeacherStudentRow[]> {
      authorize(actor, 'teacherClasses.view');
      const ids = await taughtStudentIds(actor);
      if (ids.length === 0) return [];
      const rows = (await db('students as s')
        .leftJoin('courses as co', 'co.id', 's.course_id')
        .whereIn('s.id', ids)
        .select(
          's.id',
          db.raw(`${STUDENT_NAME} as name`),
          'co.name as course_name',
          db.raw(
            `coalesce((select string_agg(distinct sj.name, ', ') from subjects sj where sj.id in (select subject_id from vouchers where student_id = s.id and teacher_id = ? union select subject_id from classes where student_id = s.id and teacher_id = ? and status <> 'deleted')), '') as subjects`,
            [actor.id, actor.id],
          ),
          db.raw(
            `coalesce((select sum(v.hours * 60 - v.minutes_booked) from vouchers v where v.student_id = s.id and v.teacher_id = ? and v.status = 'active' and v.end_date >= current_date), 0)::int as minutes_left`,
            [actor.id],
          ),
        )
        .orderByRaw(`search_key(${STUDENT_NAME}), s.id`)) as TeacherStudentRow[];
      return rows;
    },

    /** Today and now in Madrid, for the claim form's limits. */
    nowLocal: () => madridLocal(new Date()),
  };
}

export type TeacherClassesService = ReturnType<typeof createTeacherClassesService>;
