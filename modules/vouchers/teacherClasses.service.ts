import { studentNameSql } from './lookups';
import type { Knex } from 'knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { notFound } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { idField, isRowId, validator, multiline } from '../../src/lib/validation';
import type { VouchersDeps } from './vouchers.deps';
import {
  applyClassFilters,
  TEACHER_CLASS_SEARCH,
  classQuery,
  madridLocal,
  type ClassEvent,
  type ClassEvents,
  type ClassRow,
} from './classes.shared';
import { classesMessages as m } from './classes.messages';
import { createTeacherClaims } from './teacherClasses.claims';
import { createTeacherOwnLists } from './teacherClasses.mine';

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
    remarks: { type: 'string', maxLength: 2000, ...multiline },
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

/**
 * The teacher's list as its «Fecha» filter reads it: the classes to come soonest first (the next
 * class was at the bottom of the page, after those of next month), all or past ones newest first.
 */
export function teacherClassListSpec(when: unknown): ListSpec {
  return when === 'upcoming' ? { ...TEACHER_CLASS_LIST_SPEC, defaultDirection: 'asc' } : TEACHER_CLASS_LIST_SPEC;
}

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

/**
 * What the use cases (teacherClasses.claims.ts, .mine.ts) share: the deps, the teacher's own
 * class, and the transaction that tells the changes.
 */
export interface TeacherClassesContext {
  db: VouchersDeps['db'];
  events: ClassEvents;
  /** The teacher's own class (not deleted); another's is NOT_FOUND. */
  own(actor: Actor, id: number, conn?: Knex): Promise<ClassRow>;
  /** Runs the work in a transaction, then tells the classes it changed. */
  commit<T>(work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<T>): Promise<T>;
}

/** A class as its teacher sees it (without the customer). */
export const teacherRow = ({ customerId: _c, customerName: _n, ...rest }: ClassRow): TeacherClassRow => rest;

/**
 * The teacher's side of the classes: only their own (another teacher's class is "not found"),
 * claiming a class they gave, marking a class given, their students and vouchers (hours, no
 * amounts).
 */
export function createTeacherClassesService({ db }: VouchersDeps, events: ClassEvents) {
  async function own(actor: Actor, id: number, conn: Knex = db): Promise<ClassRow> {
    const row = isRowId(id)
      ? await classQuery(conn).where('c.id', id).where('c.teacher_id', actor.id).whereNot('c.status', 'deleted').first()
      : undefined;
    if (!row) throw notFound(m.notFound);
    return row as ClassRow;
  }

  async function commit<T>(work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<T>): Promise<T> {
    const changed: ClassEvent[] = [];
    const result = await db.transaction((trx) => work(trx, changed));
    events.emit(changed);
    return result;
  }

  const context: TeacherClassesContext = { db, events, own, commit };
  return {
    /** The start page's reminders for a teacher: past classes to mark as given, claims awaiting validation. */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'teacherClasses.view')) return [];
      const [{ toMark }] = (await db('classes')
        .where({ teacherId: actor.id, status: 'assigned' })
        .where('date', '<', db.fn.now())
        .select(db.raw('count(*)::int as to_mark'))) as { toMark: number }[];
      const [{ awaiting }] = (await db('classes')
        .where({ teacherId: actor.id, status: 'claimed' })
        .select(db.raw('count(*)::int as awaiting'))) as { awaiting: number }[];
      const items: TodoItem[] = [];
      if (toMark)
        items.push({
          key: 'teacherClasses.toMark',
          text: t(m.todoMarkGiven, { count: toMark }),
          href: '/teacher-classes?status=assigned',
        });
      if (awaiting)
        items.push({
          key: 'teacherClasses.awaiting',
          text: t(m.todoAwaiting, { count: awaiting }),
          href: '/teacher-classes?status=claimed',
        });
      return items;
    },

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<TeacherClassRow>> {
      authorize(actor, 'teacherClasses.view');
      const scoped = (q: Knex.QueryBuilder) => {
        // The text is looked for in what the teacher sees (searching the family's name «Alba» told
        // them whose mother she was).
        applyClassFilters(q, {
          q: query.q,
          searchIn: TEACHER_CLASS_SEARCH,
          filters: { status: query.filters.status, student: query.filters.student, voucher: query.filters.voucher },
        }).where('c.teacher_id', actor.id);
        if (query.filters.when === 'upcoming') q.whereRaw('c.date >= now()');
        if (query.filters.when === 'past') q.whereRaw('c.date < now()');
        return q;
      };
      const sort =
        query.sort === 'student' ? `search_key(${STUDENT_NAME})` : query.sort === 'status' ? 'c.status' : 'c.date';
      const rows = scoped(classQuery(db))
        .orderByRaw(`${sort} ${query.direction}, c.id ${query.direction}`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const count = scoped(
        db('classes as c')
          .join('students as s', 's.id', 'c.student_id')
          .join('customers as cu', 'cu.id', 's.customer_id')
          .leftJoin('users as u', 'u.id', 'c.teacher_id'),
      )
        .count({ count: '*' })
        .first();
      const [list, total] = await Promise.all([rows, count]);
      return {
        rows: (list as ClassRow[]).map(teacherRow),
        total: Number((total as { count: number }).count),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(actor: Actor | null, id: number): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.view');
      return teacherRow(await own(actor, id));
    },

    /** Today and now in Madrid, for the claim form's limits. */
    nowLocal: () => madridLocal(new Date()),
    ...createTeacherClaims(context),
    ...createTeacherOwnLists(context),
  };
}

export type TeacherClassesService = ReturnType<typeof createTeacherClassesService>;
