// What the classes' use cases (classes.service.ts and the classes.*.ts files behind it, and the
// teacher's own classes) share: dates, the input, the rows and their query, the voucher checks
// of a booking, the minutes moved on a voucher, and the change events.

import { customerNameSql, studentNameSql, userNameSql } from './lookups';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { isAppError, type FieldErrors } from '../../src/lib/errors';
import { formatDate, isIsoDay, madridWallClock, t, todayInMadrid } from '../../src/lib/intl';
import { whereRowId, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { idField, isRowId, validator, rowIdIn, multiline } from '../../src/lib/validation';
import { CLASS_STATUSES, moveVoucherMinutes, TEACHER_PAYMENT_STATUSES, type ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';
import { vouchersError } from './vouchers.errors';
import { isoDateTimeOf } from '../../views/widgets/dateText';

// ---------------------------------------------------------------------------------------------
// Dates: a class starts at an instant; forms and GraphQL give it as Madrid's wall-clock time
// ('2026-11-24T17:00') or as an ISO instant with its offset. Database sessions run in Madrid,
// so the wall-clock string is stored as it is.

/** An instant as Madrid's wall clock, 'YYYY-MM-DDTHH:mm' (the value of a datetime-local field). */
export function madridLocal(value: Date | string): string {
  return madridWallClock(new Date(value)).wall.slice(0, 16);
}

/**
 * The posted date as Madrid's wall clock ('YYYY-MM-DDTHH:mm'), or null when it is not a date and
 * time: typed in the Spanish order (22/11/2026 17:30), ISO, or an instant with its offset.
 */
export function parseClassDate(raw: unknown): string | null {
  const value = isoDateTimeOf(String(raw ?? ''));
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(value);
  if (local) {
    const probe = new Date(`${local[1]}T${local[2]}:00Z`);
    const wall = `${local[1]}T${local[2]}`;
    const real = !Number.isNaN(probe.getTime()) && probe.toISOString().slice(0, 16) === wall;
    return real && CLASS_YEARS.test(wall) && !madridSkip(wall) ? wall : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return null;
    const wall = madridLocal(instant);
    return CLASS_YEARS.test(wall) ? wall : null;
  }
  return null;
}

/**
 * A class's wall-clock time from 1900 to 9999: the year 0000 is none (PostgreSQL refuses it), and
 * a year before 1000 came out of the instant's formatting unpadded ('1-01-01T09:45:16') and was
 * stored as 2001.
 */
const CLASS_YEARS = /^(19|[2-9]\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Madrid's offset from UTC at an instant, in milliseconds (read to the second, as the clock shows it). */
function madridOffset(ms: number): number {
  const second = Math.floor(ms / 1000) * 1000;
  return Date.parse(`${madridWallClock(second).wall}Z`) - second;
}

const HALF_DAY = 12 * 3_600_000;

/**
 * The clocks' jump that skips this wall-clock time ('YYYY-MM-DDTHH:mm'), as the wall-clock
 * times before and after it ('02:00' → '03:00' the last Sunday of March), or null when Madrid's
 * clocks read it (PostgreSQL would store a skipped time an hour later).
 */
function madridSkip(wall: string): { from: string; to: string } | null {
  const asUtc = Date.parse(`${wall}:00Z`);
  // No such time (25:00, a 13th month): no jump either, and Intl would throw on it.
  if (Number.isNaN(asUtc)) return null;
  const [before, after] = [madridOffset(asUtc - HALF_DAY), madridOffset(asUtc + HALF_DAY)];
  if (Number.isNaN(before) || Number.isNaN(after) || before >= after) return null;
  if ([before, after].some((offset) => madridLocal(new Date(asUtc - offset)) === wall)) return null;
  // The instant of the change, to the minute: the first whose offset is the later one.
  let [low, high] = [asUtc - HALF_DAY, asUtc + HALF_DAY];
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 2);
    if (madridOffset(middle) === before) low = middle;
    else high = middle;
  }
  const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  return { from: clock(high + before), to: clock(high + after) };
}

/** The date field's message for a posted value parseClassDate refused: an hour the clocks skip, or no date. */
export function classDateMessage(raw: unknown): string {
  const wall = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(isoDateTimeOf(String(raw ?? '')).slice(0, 16));
  const skip = wall ? madridSkip(`${wall[1]}T${wall[2]}`) : null;
  if (!wall || !skip) return t(m.dateInvalid);
  return t(m.dateSkipped, { date: formatDate(wall[1]), time: wall[2], ...skip });
}

export const statusLabel = (status: string) => t(m[`status_${status}` as keyof typeof m] ?? m.status_pending);
export const paymentLabel = (status: string | null) =>
  status ? t(m[`pay_${status}` as keyof typeof m] ?? m.pay_none) : t(m.pay_none);

// ---------------------------------------------------------------------------------------------
// Input

export interface ClassInput {
  voucherId?: number;
  /** The voucher as typed without JavaScript: its number, or the student's or customer's name. */
  voucherName?: string;
  teacherId?: number;
  date: string;
  duration: number;
  remarks?: string;
}

const durationSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 600,
  'x-messages': { maximum: m.durationMax },
};

export const validateClass = validator<ClassInput>({
  type: 'object',
  properties: {
    voucherId: idField,
    voucherName: { type: 'string', maxLength: 300 },
    teacherId: idField,
    date: { type: 'string', minLength: 1, maxLength: 40 },
    duration: durationSchema,
    remarks: { type: 'string', maxLength: 2000, ...multiline },
  },
  required: ['date', 'duration'],
  additionalProperties: false,
});

/** The duration choices of the forms: 30 minutes to 4 hours, every quarter of an hour. */
export const DURATION_CHOICES = Array.from({ length: 15 }, (_, i) => 30 + i * 15);
export const DEFAULT_DURATION = 60;

// ---------------------------------------------------------------------------------------------
// Rows

export interface ClassRow {
  id: number;
  voucherId: number | null;
  studentId: number;
  studentName: string;
  customerId: number;
  customerName: string;
  subjectId: number | null;
  subjectName: string | null;
  courseName: string | null;
  teacherId: number | null;
  teacherName: string | null;
  date: Date;
  duration: number;
  status: ClassStatus;
  teacherPaymentStatus: string | null;
  remarks: string | null;
  validatedDate: Date | null;
  deletedDate: Date | null;
  /** Who deleted it (staff, or the teacher withdrawing their claim). */
  deletedByName: string | null;
  createdDate: Date;
  updatedDate: Date;
}

/** What happened to a class, as the `classChanged` subscription tells it. */
export type ClassAction =
  'created' | 'updated' | 'claimed' | 'given' | 'validated' | 'discarded' | 'deleted' | 'linked' | 'unassigned';

export interface ClassEvent {
  classId: number;
  status: ClassStatus;
  voucherId: number | null;
  action: ClassAction;
}

export const CLASS_LIST_SPEC: ListSpec = {
  sortable: ['date', 'student', 'customer', 'teacher', 'status', 'duration'],
  defaultSort: 'date',
  defaultDirection: 'desc',
  filters: ['status', 'payment', 'teacher', 'student', 'customer', 'voucher', 'from', 'to'],
};

const STUDENT_NAME = studentNameSql();
const CUSTOMER_NAME = customerNameSql();
const TEACHER_NAME = userNameSql('u');
/** The class list's sort columns. */
export const SORT_COLUMNS: Record<string, string> = {
  date: 'c.date',
  student: `search_key(${STUDENT_NAME})`,
  customer: `search_key(${CUSTOMER_NAME})`,
  teacher: `search_key(${TEACHER_NAME})`,
  status: 'c.status',
  duration: 'c.duration',
};

/** The sorts whose column is never null. */
export const NOT_NULL_SORTS = new Set(['date', 'status', 'duration']);

/**
 * The statuses whose kept counts (`class_counts`, kept by triggers) add up to the list's total
 * when nothing but the status filters it; undefined when the list must be counted.
 */
export function keptCount(query: Pick<ListQuery, 'q' | 'filters'>): string[] | undefined {
  const { status, ...others } = query.filters;
  if (query.q || Object.values(others).some((v) => v)) return undefined;
  if (status && (CLASS_STATUSES as readonly string[]).includes(status)) return [status];
  return CLASS_STATUSES.filter((s) => s !== 'deleted');
}

/** The classes with the names a list shows (student, customer, subject, course, teacher). */
export function classQuery(conn: Knex) {
  return (
    conn('classes as c')
      .join('students as s', 's.id', 'c.student_id')
      .join('customers as cu', 'cu.id', 's.customer_id')
      .leftJoin('vouchers as v', 'v.id', 'c.voucher_id')
      .leftJoin('subjects as sj', 'sj.id', 'c.subject_id')
      // The course of a class: its voucher's, or else its student's.
      .leftJoin('courses as co', (j) => j.on(conn.raw('co.id = coalesce(v.course_id, s.course_id)')))
      .leftJoin('users as u', 'u.id', 'c.teacher_id')
      .select(
        'c.id',
        'c.voucher_id',
        'c.student_id',
        conn.raw(`${STUDENT_NAME} as student_name`),
        's.customer_id',
        conn.raw(`${CUSTOMER_NAME} as customer_name`),
        'c.subject_id',
        'sj.name as subject_name',
        'co.name as course_name',
        'c.teacher_id',
        conn.raw(`case when u.id is null then null else ${TEACHER_NAME} end as teacher_name`),
        'c.date',
        'c.duration',
        'c.status',
        'c.teacher_payment_status',
        'c.remarks',
        'c.validated_date',
        'c.deleted_date',
        conn.raw(`(select ${userNameSql('du')} from users du where du.id = c.deleted_by) as deleted_by_name`),
        'c.created_date',
        'c.updated_date',
      )
  );
}

/** What the staff's search box reads of a class: the student, the family, the teacher and the remarks. */
export const STAFF_CLASS_SEARCH = [
  STUDENT_NAME,
  CUSTOMER_NAME,
  `coalesce(${TEACHER_NAME}, '')`,
  "coalesce(c.remarks, '')",
];
/** A teacher's: only what they are shown (the student, the remarks), never the family's name. */
export const TEACHER_CLASS_SEARCH = [STUDENT_NAME, "coalesce(c.remarks, '')"];

/** `searchIn`: the SQL the search box reads (the staff's by default). */
export function applyClassFilters<Q extends Knex.QueryBuilder>(
  q: Q,
  query: Pick<ListQuery, 'q' | 'filters'> & { searchIn?: readonly string[] },
): Q {
  const { status, payment, teacher, student, customer, voucher, from, to } = query.filters;
  if (query.q) {
    const text = query.q;
    q.where((w) => {
      for (const column of query.searchIn ?? STAFF_CLASS_SEARCH) w.orWhereRaw(`search_match(${column}, ?)`, [text]);
    });
  }
  // Deleted classes are kept for the record; the list shows them only when asked to.
  if (status && (CLASS_STATUSES as readonly string[]).includes(status)) q.where('c.status', status);
  else q.whereNot('c.status', 'deleted');
  if (payment === 'none') q.whereNull('c.teacher_payment_status');
  else if (payment && (TEACHER_PAYMENT_STATUSES as readonly string[]).includes(payment))
    q.where('c.teacher_payment_status', payment);
  if (teacher === 'none') q.whereNull('c.teacher_id');
  else whereRowId(q, 'c.teacher_id', teacher);
  whereRowId(q, 'c.student_id', student);
  whereRowId(q, 's.customer_id', customer);
  whereRowId(q, 'c.voucher_id', voucher);
  // A day in Madrid (the session's zone) as instants, so the date index serves: the same classes as c.date::date.
  if (isIsoDay(from)) q.whereRaw('c.date >= ?::date', [from]);
  if (isIsoDay(to)) q.whereRaw(`c.date < ?::date + 1`, [to]);
  return q;
}

/**
 * The classes a list holds, narrow: joined to students, customers and teachers only when a
 * filter, the text search or the sort needs them (every class has its student and every student
 * its customer: those joins never drop rows; the teacher's is a left join).
 */
export function narrowClassQuery(conn: Knex, query: Pick<ListQuery, 'q' | 'filters'> & { sort?: string }) {
  const q = conn('classes as c');
  const customer = !!query.q || query.sort === 'customer';
  if (customer || query.sort === 'student' || rowIdIn(query.filters.customer))
    q.join('students as s', 's.id', 'c.student_id');
  if (customer) q.join('customers as cu', 'cu.id', 's.customer_id');
  if (query.q || query.sort === 'teacher') q.leftJoin('users as u', 'u.id', 'c.teacher_id');
  return applyClassFilters(q, query);
}

/** The voucher fields a booking checks. */
export interface VoucherForBooking {
  id: number;
  customerId: number;
  studentId: number;
  subjectId: number;
  teacherId: number | null;
  hours: number;
  minutesBooked: number;
  startDate: string;
  endDate: string;
  status: string;
}

/** Reads and locks a voucher's row (inside the class's transaction). */
export async function lockVoucher(trx: Knex.Transaction, voucherId: number): Promise<VoucherForBooking | undefined> {
  // An id no table can hold (typed by hand as '#99999999999') is no voucher.
  if (!isRowId(voucherId)) return undefined;
  return (await trx('vouchers')
    .where('id', voucherId)
    .forUpdate()
    .first(
      'id',
      'customer_id',
      'student_id',
      'subject_id',
      'teacher_id',
      'hours',
      'minutes_booked',
      trx.raw(`to_char(start_date, 'YYYY-MM-DD') as start_date`),
      trx.raw(`to_char(end_date, 'YYYY-MM-DD') as end_date`),
      'status',
    )) as VoucherForBooking | undefined;
}

/**
 * Why a class on `day` cannot go on this voucher, or null: the voucher must be active (stored
 * status), not expired, and the class's day must fall within its dates.
 */
export function voucherRefusal(voucher: VoucherForBooking, day: string): string | null {
  if (voucher.status === 'settled') return t(m.voucherSettled);
  if (voucher.status !== 'active') return t(m.voucherNotActive);
  const leftMinutes = voucher.hours * 60 - voucher.minutesBooked;
  if (voucher.endDate < todayInMadrid() && leftMinutes > 0) return t(m.voucherExpired);
  if (day < voucher.startDate || day > voucher.endDate)
    return t(m.voucherOutOfDates, { start: formatDate(voucher.startDate), end: formatDate(voucher.endDate) });
  return null;
}

/**
 * Moves a class's minutes on a voucher (book, release, adjust) through the one ledger
 * function; a refusal for lack of hours is reported on `field` so forms show it in place.
 */
export async function moveMinutes(
  trx: Knex.Transaction,
  move: Parameters<typeof moveVoucherMinutes>[1],
  field = 'duration',
) {
  try {
    return await moveVoucherMinutes(trx, move);
  } catch (err) {
    if (isAppError(err) && err.code === 'VOUCHERS_NOT_ENOUGH_HOURS')
      throw vouchersError(
        err.code,
        { id: 'vouchers.hours.notEnough', defaultMessage: err.message },
        { fields: { [field]: err.message } },
      );
    throw err;
  }
}

/** A new class as its creator writes it: on a voucher (its hours booked) or, for a teacher's claim, maybe not. */
export interface NewClass {
  voucherId: number | null;
  studentId: number;
  subjectId: number | null;
  teacherId: number | null;
  date: string;
  duration: number;
  status: ClassStatus;
  remarks: string | null;
  createdBy: number;
}

/**
 * Inserts a class and, when it is on a voucher, books its minutes there in the same
 * transaction (refused for lack of hours on the duration field). Returns the new class's id.
 */
export async function insertClass(trx: Knex.Transaction, row: NewClass): Promise<number> {
  const [{ id }] = (await trx('classes').insert(row).returning('id')) as { id: number }[];
  if (row.voucherId)
    await moveMinutes(trx, {
      voucherId: row.voucherId,
      classId: id,
      minutes: -row.duration,
      kind: 'book',
      actorId: row.createdBy,
    });
  return id;
}

/**
 * Deletes a class softly, as staff and a teacher withdrawing their claim both do: it stays, marked
 * deleted by whom and when, and its minutes go back to its voucher in the same transaction.
 * Returns the change event to publish.
 */
export async function softDeleteClass(
  trx: Knex.Transaction,
  row: { id: number; voucherId: number | null; duration: number; actorId: number },
): Promise<ClassEvent> {
  await trx('classes')
    .where('id', row.id)
    .update({ status: 'deleted', deletedDate: trx.fn.now(), deletedBy: row.actorId, updatedDate: trx.fn.now() });
  if (row.voucherId)
    await moveMinutes(trx, {
      voucherId: row.voucherId,
      classId: row.id,
      minutes: row.duration,
      kind: 'release',
      actorId: row.actorId,
    });
  return { classId: row.id, status: 'deleted', voucherId: row.voucherId, action: 'deleted' };
}

/** Advisory lock space of the class clash check (its second key is the teacher's id). */
const CLASH_LOCK_SPACE = 0x434c;

/**
 * The start of a live class of the teacher with the student that overlaps [date, date + duration),
 * if any. The teacher's checks are taken one at a time until the transaction ends (an advisory
 * lock, after any voucher's row lock): a claim without a voucher sent twice at once found no clash
 * in either and was registered twice.
 */
export async function sameStudentClass(
  trx: Knex.Transaction,
  c: { teacherId: number; studentId: number; date: string; duration: number; classId?: number },
): Promise<Date | undefined> {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [CLASH_LOCK_SPACE, c.teacherId]);
  const q = trx('classes')
    .where({ teacherId: c.teacherId, studentId: c.studentId })
    .whereNot('status', 'deleted')
    .whereRaw(`classes.date < ?::timestamptz + make_interval(mins => ?)`, [c.date, c.duration])
    .whereRaw(`classes.date + make_interval(mins => classes.duration) > ?::timestamptz`, [c.date])
    .orderBy('date')
    .first('date');
  if (c.classId) q.whereNot('id', c.classId);
  return ((await q) as { date: Date } | undefined)?.date;
}

/** The pub/sub topic of class changes (the classChanged subscription). */
export const CLASS_CHANGED = 'CLASS_CHANGED';

/** Listeners of class changes (the GraphQL subscription); called after the change commits. */
export function createClassEvents() {
  const listeners = new Set<(event: ClassEvent) => void>();
  return {
    on(listener: (event: ClassEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(events: ClassEvent[]) {
      for (const event of events) for (const listener of listeners) listener(event);
    },
  };
}

export type ClassEvents = ReturnType<typeof createClassEvents>;

/** An active teacher (a teacher row whose drop-out has not come), or a field message. */
export async function teacherRefusal(conn: Knex, teacherId: number, day: string): Promise<string | null> {
  const teacher = (await conn('teachers as t')
    .join('users as u', 'u.id', 't.id')
    .where('t.id', teacherId)
    .where('u.role', 'teacher')
    .first('t.id', conn.raw(`to_char(t.drop_out_date, 'YYYY-MM-DD') as drop_out_date`))) as
    { id: number; dropOutDate: string | null } | undefined;
  if (!teacher) return t(m.teacherInvalid);
  if (teacher.dropOutDate && teacher.dropOutDate <= day)
    return t(m.teacherDroppedOut, { date: formatDate(teacher.dropOutDate) });
  return null;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
export const statusWord = (status: string) => lower(statusLabel(status));

/**
 * Puts on `fields[field]` (unless a message is there already) why the class on `day` cannot go
 * on this voucher: not found, or `voucherRefusal`.
 */
export function voucherChecks({
  voucher,
  day,
  fields,
  field = 'voucherId',
}: {
  voucher: VoucherForBooking | undefined;
  day: string;
  fields: FieldErrors;
  field?: string;
}) {
  // Chosen by id (a list, GraphQL) and not there: no text to quote, as «Ningún bono activo coincide con «…»» does.
  if (!voucher) fields[field] ??= t(m.voucherGone);
  else {
    const refusal = voucherRefusal(voucher, day);
    if (refusal) fields[field] ??= refusal;
  }
}

/**
 * A teacher's drop-out (inside its transaction): their classes from the drop-out day on that
 * are only assigned go back to pending, without a teacher.
 */
export async function unassignAfterDropOut(trx: Knex, teacherId: number, dropOutDate: string): Promise<ClassEvent[]> {
  const rows = (await trx('classes')
    .where({ teacherId, status: 'assigned' })
    .whereRaw('date::date >= ?::date', [dropOutDate])
    .update({ teacherId: null, status: 'pending', updatedDate: trx.fn.now() })
    .returning(['id', 'voucher_id'])) as { id: number; voucherId: number | null }[];
  return rows.map((r) => ({
    classId: r.id,
    status: 'pending' as const,
    voucherId: r.voucherId,
    action: 'unassigned' as const,
  }));
}

/**
 * How many of a teacher's classes, already past, are still assigned (never marked given) once
 * their drop-out holds (from `dropOutDate`, today or before: they can no longer sign in to mark them).
 */
export async function pastAssignedOfDroppedOut(trx: Knex, teacherId: number, dropOutDate: string): Promise<number> {
  if (dropOutDate > todayInMadrid()) return 0;
  const row = (await trx('classes')
    .where({ teacherId, status: 'assigned' })
    .whereRaw('date < now()')
    .count({ count: '*' })
    .first()) as { count: number | string };
  return Number(row.count);
}

export type { Db };
