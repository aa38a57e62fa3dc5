import type { Knex } from 'knex';
import { studentNameSql } from './lookups';

/**
 * What a higher floor (payrolls) reads and changes about the classes it pays, so it never
 * queries the classes tables itself.
 */

/** A validated class whose teacher is still to be paid, as the payroll generation reads it. */
export interface PayableClass {
  id: number;
  teacherId: number;
  date: Date;
  /** The class's day in Madrid ('YYYY-MM-DD'). */
  day: string;
  duration: number;
  courseId: number;
  /** The teacher pay per hour frozen on the voucher when it was sold (cents). */
  voucherPayCents: number;
}

/**
 * Validated classes of `[from, to)` (Madrid days 'YYYY-MM-DD') whose teacher payment is
 * pending, as a query the caller may narrow (aliases: `c` the class, `v` its voucher).
 */
export function payableClassesQuery(conn: Knex, { from, to }: { from: string; to: string }) {
  return conn('classes as c')
    .join('vouchers as v', 'v.id', 'c.voucher_id')
    .where('c.status', 'validated')
    .where('c.teacher_payment_status', 'teacherPendingPayment')
    .whereNotNull('c.teacher_id')
    .where('c.date', '>=', conn.raw('?::timestamptz', [from]))
    .where('c.date', '<', conn.raw('?::timestamptz', [to]))
    .select(
      'c.id',
      'c.teacher_id',
      'c.date',
      conn.raw(`to_char(c.date at time zone 'Europe/Madrid', 'YYYY-MM-DD') as day`),
      'c.duration',
      'v.course_id',
      'v.teacher_hourly_pay_cents as voucher_pay_cents',
    );
}

/** A class as a payroll shows it: date, student, subject and course, duration. */
export interface PayrollClassLine {
  id: number;
  date: Date;
  duration: number;
  studentName: string;
  subjectName: string | null;
  courseName: string | null;
}

export async function payrollClassLines(conn: Knex, ids: number[]): Promise<PayrollClassLine[]> {
  if (ids.length === 0) return [];
  return conn('classes as c')
    .join('students as s', 's.id', 'c.student_id')
    .leftJoin('subjects as sj', 'sj.id', 'c.subject_id')
    .leftJoin('vouchers as v', 'v.id', 'c.voucher_id')
    .leftJoin('courses as co', 'co.id', 'v.course_id')
    .whereIn('c.id', ids)
    .orderBy(['c.date', 'c.id'])
    .select(
      'c.id',
      'c.date',
      'c.duration',
      'sj.name as subject_name',
      'co.name as course_name',
      conn.raw(`${studentNameSql()} as student_name`),
    );
}

/** Locks classes' rows in id order (so two callers cannot deadlock); their payment state. */
export async function lockClassesForPayment(
  trx: Knex.Transaction,
  ids: number[],
): Promise<{ id: number; status: string; teacherPaymentStatus: string | null }[]> {
  if (ids.length === 0) return [];
  return trx('classes').whereIn('id', ids).orderBy('id').forUpdate().select('id', 'status', 'teacher_payment_status');
}

/** Marks classes paid to their teacher (validated and pending only); how many changed. */
export async function markClassesTeacherPayed(trx: Knex.Transaction, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return trx('classes')
    .whereIn('id', ids)
    .where({ status: 'validated', teacherPaymentStatus: 'teacherPendingPayment' })
    .update({ teacherPaymentStatus: 'teacherPayed', updatedDate: trx.fn.now() });
}

/** What is about to happen to a validated class: deleted, or its payment discarded. */
export type PayableClassChange = 'delete' | 'discardPayment';

/**
 * A higher module's say on a change to a validated class, inside the change's transaction
 * (after the class's row is locked): it may refuse (throw an AppError) or follow the change.
 */
export type PayableClassHandler = (
  trx: Knex.Transaction,
  change: { classId: number; change: PayableClassChange; actorId: number },
) => Promise<unknown>;

const HANDLERS = new Map<string, PayableClassHandler>();

/** Registers a module's handler under a name (registering again replaces it): payrolls is a higher floor. */
export function onPayableClassChange(name: string, handler: PayableClassHandler) {
  HANDLERS.set(name, handler);
}

export async function runPayableClassHandlers(trx: Knex.Transaction, change: Parameters<PayableClassHandler>[1]) {
  for (const handler of HANDLERS.values()) await handler(trx, change);
}
