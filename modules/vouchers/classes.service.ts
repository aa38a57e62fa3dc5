import { activeTeachers, filterNames, customerNameSql, studentNameSql, userNameSql } from './lookups';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { invalidInput, isAppError, notFound, type FieldErrors } from '../../src/lib/errors';
import { formatDate, formatNumber, isIsoDay, minutesAsHours, t, todayInMadrid } from '../../src/lib/intl';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { idField, isRowId, validator } from '../../src/lib/validation';
import type { VouchersDeps } from './vouchers.deps';
import { runPayableClassHandlers } from './payable';
import { CLASS_STATUSES, moveVoucherMinutes, TEACHER_PAYMENT_STATUSES, voucherMovements, type ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';
import { validationMessages } from '../../src/lib/messages';
import { customerOf } from '../people';
import { vouchersError } from './vouchers.errors';

// ---------------------------------------------------------------------------------------------
// Dates: a class starts at an instant; forms and GraphQL give it as Madrid's wall-clock time
// ('2026-11-24T17:00') or as an ISO instant with its offset. Database sessions run in Madrid,
// so the wall-clock string is stored as it is.

const MADRID = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as Madrid's wall clock, 'YYYY-MM-DDTHH:mm' (the value of a datetime-local field). */
export function madridLocal(value: Date | string): string {
  return MADRID.format(new Date(value)).replace(' ', 'T');
}

/** The posted date as Madrid's wall clock ('YYYY-MM-DDTHH:mm'), or null when it is not a date and time. */
export function parseClassDate(raw: unknown): string | null {
  const value = String(raw ?? '').trim();
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(value);
  if (local) {
    const probe = new Date(`${local[1]}T${local[2]}:00Z`);
    return Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 16) !== `${local[1]}T${local[2]}` ? null : `${local[1]}T${local[2]}`;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : madridLocal(instant);
  }
  return null;
}

/** Hours as people read them: 7,5 h. */
export const formatHours = (minutes: number) => t(m.hours, { hours: minutesAsHours(minutes) });

export const statusLabel = (status: string) => t(m[`status_${status}` as keyof typeof m] ?? m.status_pending);
export const paymentLabel = (status: string | null) => (status ? t(m[`pay_${status}` as keyof typeof m] ?? m.pay_none) : t(m.pay_none));

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
    remarks: { type: 'string', maxLength: 2000 },
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
  createdDate: Date;
  updatedDate: Date;
}

/** What happened to a class, as the `classChanged` subscription tells it. */
export type ClassAction = 'created' | 'updated' | 'claimed' | 'given' | 'validated' | 'discarded' | 'deleted' | 'linked' | 'unassigned';

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
const SORT_COLUMNS: Record<string, string> = {
  date: 'c.date',
  student: `search_key(${STUDENT_NAME})`,
  customer: `search_key(${CUSTOMER_NAME})`,
  teacher: `search_key(${TEACHER_NAME})`,
  status: 'c.status',
  duration: 'c.duration',
};

/** The classes with the names a list shows (student, customer, subject, course, teacher). */
export function classQuery(conn: Knex) {
  return conn('classes as c')
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
      'c.created_date',
      'c.updated_date',
    );
}

export function applyClassFilters<Q extends Knex.QueryBuilder>(q: Q, query: Pick<ListQuery, 'q' | 'filters'>): Q {
  const { status, payment, teacher, student, customer, voucher, from, to } = query.filters;
  if (query.q) {
    const text = query.q;
    q.where((w) =>
      w
        .whereRaw(`search_key(${STUDENT_NAME}) like '%' || search_key(?) || '%'`, [text])
        .orWhereRaw(`search_key(${CUSTOMER_NAME}) like '%' || search_key(?) || '%'`, [text])
        .orWhereRaw(`search_key(coalesce(${TEACHER_NAME}, '')) like '%' || search_key(?) || '%'`, [text])
        .orWhereRaw(`search_key(coalesce(c.remarks, '')) like '%' || search_key(?) || '%'`, [text]),
    );
  }
  // Deleted classes are kept for the record; the list shows them only when asked to.
  if (status && (CLASS_STATUSES as readonly string[]).includes(status)) q.where('c.status', status);
  else q.whereNot('c.status', 'deleted');
  if (payment === 'none') q.whereNull('c.teacher_payment_status');
  else if (payment && (TEACHER_PAYMENT_STATUSES as readonly string[]).includes(payment)) q.where('c.teacher_payment_status', payment);
  if (teacher === 'none') q.whereNull('c.teacher_id');
  else if (Number(teacher) > 0) q.where('c.teacher_id', Number(teacher));
  if (Number(student) > 0) q.where('c.student_id', Number(student));
  if (Number(customer) > 0) q.where('s.customer_id', Number(customer));
  if (Number(voucher) > 0) q.where('c.voucher_id', Number(voucher));
  if (isIsoDay(from)) q.whereRaw('c.date::date >= ?::date', [from]);
  if (isIsoDay(to)) q.whereRaw('c.date::date <= ?::date', [to]);
  return q;
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
    .first('id', 'customer_id', 'student_id', 'subject_id', 'teacher_id', 'hours', 'minutes_booked', trx.raw(`to_char(start_date, 'YYYY-MM-DD') as start_date`), trx.raw(`to_char(end_date, 'YYYY-MM-DD') as end_date`), 'status')) as
    | VoucherForBooking
    | undefined;
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
  if (day < voucher.startDate || day > voucher.endDate) return t(m.voucherOutOfDates, { start: formatDate(voucher.startDate), end: formatDate(voucher.endDate) });
  return null;
}

/**
 * Moves a class's minutes on a voucher (book, release, adjust) through the one ledger
 * function; a refusal for lack of hours is reported on `field` so forms show it in place.
 */
export async function moveMinutes(trx: Knex.Transaction, move: Parameters<typeof moveVoucherMinutes>[1], field = 'duration') {
  try {
    return await moveVoucherMinutes(trx, move);
  } catch (err) {
    if (isAppError(err) && err.code === 'VOUCHERS_NOT_ENOUGH_HOURS') throw vouchersError(err.code, { id: 'vouchers.hours.notEnough', defaultMessage: err.message }, { fields: { [field]: err.message } });
    throw err;
  }
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
  const teacher = (await conn('teachers as t').join('users as u', 'u.id', 't.id').where('t.id', teacherId).where('u.role', 'teacher').first('t.id', conn.raw(`to_char(t.drop_out_date, 'YYYY-MM-DD') as drop_out_date`))) as
    | { id: number; dropOutDate: string | null }
    | undefined;
  if (!teacher) return t(m.teacherInvalid);
  if (teacher.dropOutDate && teacher.dropOutDate <= day) return t(m.teacherDroppedOut, { date: formatDate(teacher.dropOutDate) });
  return null;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
export const statusWord = (status: string) => lower(statusLabel(status));

// ---------------------------------------------------------------------------------------------

export interface ValidateReport {
  validated: ClassRow[];
  refused: { id: number; message: string }[];
}

export interface VoucherChoice {
  id: number;
  name: string;
  detail: string;
  minutesLeft: number;
}

export function createClassesService({ db }: VouchersDeps, events: ClassEvents = createClassEvents()) {
  async function find(id: number, conn: Knex = db): Promise<ClassRow> {
    const row = isRowId(id) ? await classQuery(conn).where('c.id', id).first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as ClassRow;
  }

  /** Locks a class's row for a change; refused for deleted classes. */
  async function lockClass(trx: Knex.Transaction, id: number) {
    const row = isRowId(id) ? await trx('classes').where('id', id).forUpdate().first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as { id: number; voucherId: number | null; studentId: number; teacherId: number | null; date: Date; duration: number; status: ClassStatus; teacherPaymentStatus: string | null };
  }

  /** A voucher typed without JavaScript: '#12', '12', or a name that matches one active voucher. */
  async function resolveVoucher(input: ClassInput, fields: FieldErrors, field = 'voucherId'): Promise<number | undefined> {
    if (input.voucherId) return input.voucherId;
    const text = input.voucherName?.trim();
    if (!text) {
      fields[field] ??= t(validationMessages.required);
      return undefined;
    }
    const number = /^(?:n\.?º\s*|#)?(\d+)$/i.exec(text);
    if (number) return Number(number[1]);
    const matches = (await voucherSearch(db, text).limit(2)) as VoucherListRow[];
    if (matches.length === 1) return matches[0].id;
    fields[field] ??= t(matches.length === 0 ? m.voucherNotFound : m.voucherAmbiguous, { text });
    return undefined;
  }

  /** Checks the posted class and returns its values (every message at once). */
  async function prepare(raw: unknown, options: { voucherRequired: boolean }) {
    const fields: FieldErrors = {};
    const input = validateClass.collect(raw, fields);
    const date = fields.date ? null : parseClassDate(input.date);
    if (!fields.date && !date) fields.date = t(m.dateInvalid);
    const voucherId = options.voucherRequired || input.voucherId || input.voucherName ? await resolveVoucher(input, fields) : undefined;
    if (input.teacherId && !fields.teacherId && date) {
      const refusal = await teacherRefusal(db, input.teacherId, date.slice(0, 10));
      if (refusal) fields.teacherId = refusal;
    }
    return { fields, input, date, voucherId };
  }

  function voucherChecks(voucher: VoucherForBooking | undefined, day: string, fields: FieldErrors, field = 'voucherId') {
    if (!voucher) fields[field] ??= t(m.voucherNotFound, { text: '' }).replace(' «»', '');
    else {
      const refusal = voucherRefusal(voucher, day);
      if (refusal) fields[field] ??= refusal;
    }
  }

  function voucherName(v: { id: number; studentName: string; subjectName: string }) {
    return t(m.voucherName, { id: v.id, student: v.studentName, subject: v.subjectName });
  }

  type VoucherListRow = { id: number; studentName: string; customerName: string; subjectName: string; hours: number; minutesBooked: number; endDate: string };

  /** Active vouchers (not expired) with hours left, with the names a choice shows. */
  function voucherBase(conn: Knex) {
    return conn('vouchers as v')
      .join('students as s', 's.id', 'v.student_id')
      .join('customers as cu', 'cu.id', 'v.customer_id')
      .join('subjects as sj', 'sj.id', 'v.subject_id')
      .where('v.status', 'active')
      .whereRaw('v.end_date >= current_date')
      .whereRaw('v.minutes_booked < v.hours * 60')
      .select('v.id', conn.raw(`${STUDENT_NAME} as student_name`), conn.raw(`${CUSTOMER_NAME} as customer_name`), 'sj.name as subject_name', 'v.hours', 'v.minutes_booked', conn.raw(`to_char(v.end_date, 'YYYY-MM-DD') as end_date`))
      .orderBy('v.end_date')
      .orderBy('v.id');
  }

  /** Active vouchers whose student's or customer's name (or number) matches the text. */
  function voucherSearch(conn: Knex, text: string) {
    const q = voucherBase(conn);
    const number = /^(?:#|n\.?º\s*)?(\d+)$/i.exec(text.trim());
    if (number) q.where('v.id', isRowId(Number(number[1])) ? Number(number[1]) : 0);
    else q.where((w) => w.whereRaw(`search_key(${STUDENT_NAME}) like '%' || search_key(?) || '%'`, [text]).orWhereRaw(`search_key(${CUSTOMER_NAME}) like '%' || search_key(?) || '%'`, [text]));
    return q;
  }

  const choiceOf = (v: VoucherListRow): VoucherChoice => ({
    id: v.id,
    name: voucherName(v),
    detail: `${v.customerName} · ${t(m.voucherHoursLeft, { hours: formatNumber((v.hours * 60 - v.minutesBooked) / 60), end: formatDate(v.endDate) })}`,
    minutesLeft: v.hours * 60 - v.minutesBooked,
  });

  async function commit<T>(work: (trx: Knex.Transaction, changed: ClassEvent[]) => Promise<T>): Promise<T> {
    const changed: ClassEvent[] = [];
    const result = await db.transaction((trx) => work(trx, changed));
    events.emit(changed);
    return result;
  }

  return {
    events,
    find,

    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<ClassRow>> {
      authorize(actor, 'classes.view');
      const rows = applyClassFilters(classQuery(db), query)
        .orderByRaw(`${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.date} ${query.direction} nulls last, c.id ${query.direction}`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const count = applyClassFilters(
        db('classes as c').join('students as s', 's.id', 'c.student_id').join('customers as cu', 'cu.id', 's.customer_id').leftJoin('users as u', 'u.id', 'c.teacher_id'),
        query,
      )
        .count({ count: '*' })
        .first();
      const [list, total] = await Promise.all([rows, count]);
      return { rows: list as ClassRow[], total: Number((total as { count: number }).count), page: query.page, pageSize: query.pageSize };
    },

    async get(actor: Actor | null, id: number): Promise<ClassRow> {
      authorize(actor, 'classes.view');
      return find(id);
    },

    /** The ledger of the class's voucher (newest first), to explain its balance. */
    async voucherMovements(actor: Actor | null, voucherId: number) {
      authorize(actor, 'classes.view');
      return voucherMovements(db, voucherId);
    },

    /** The customer of the link dialog: by id, or as typed (name, email or NIF) without JavaScript. */
    async resolveCustomer(actor: Actor | null, id: number | undefined, typed: string | undefined): Promise<{ customer?: { id: number; name: string }; error?: string }> {
      authorize(actor, 'classes.manage');
      if (!id && !typed?.trim()) return {};
      const fields: FieldErrors = {};
      const found = await customerOf(db, id, typed?.trim() || undefined, fields);
      if (!found) return { error: fields.customerId };
      const row = (await db('customers as cu').where('cu.id', found).first('cu.id', db.raw(`${CUSTOMER_NAME} as name`))) as { id: number; name: string };
      return { customer: row };
    },

    /** Active teachers, for the forms and the list's filter. */
    /** The start page's reminders: classes waiting for staff to validate them. */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'classes.validate')) return [];
      const counts = (await db('classes').whereIn('status', ['claimed', 'taught']).groupBy('status').select('status', db.raw('count(*)::int as count'))) as { status: string; count: number }[];
      const of = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
      const items: TodoItem[] = [];
      if (of('claimed')) items.push({ key: 'classes.claimed', text: t(m.todoClaimed, { count: of('claimed') }), href: '/classes?status=claimed' });
      if (of('taught')) items.push({ key: 'classes.taught', text: t(m.todoTaught, { count: of('taught') }), href: '/classes?status=taught' });
      return items;
    },

    /** Names of the customer and student the class list is filtered by, for its chips. */
    async filterNames(actor: Actor | null, filters: Record<string, string | undefined>) {
      authorize(actor, 'classes.view');
      return filterNames(db, filters);
    },

    async teachers(actor: Actor | null) {
      authorize(actor, 'classes.view');
      return activeTeachers(db);
    },

    /** Suggestions for the voucher field: active vouchers with hours left. */
    async voucherSuggestions(actor: Actor | null, text: string): Promise<VoucherChoice[]> {
      authorize(actor, 'classes.manage');
      if (!text.trim()) return [];
      return ((await voucherSearch(db, text).limit(10)) as VoucherListRow[]).map(choiceOf);
    },

    /** The voucher chosen in a form, by id (to show its name when the form comes back). */
    async voucherChoice(actor: Actor | null, id: number): Promise<VoucherChoice | undefined> {
      authorize(actor, 'classes.view');
      const [row] = (await voucherSearch(db, String(id))) as VoucherListRow[];
      return row ? choiceOf(row) : undefined;
    },

    /** A customer's vouchers a class could go on: active, hours left, the class's day within its dates. */
    async vouchersForLink(actor: Actor | null, classId: number, customerId: number): Promise<VoucherChoice[]> {
      authorize(actor, 'classes.manage');
      const cls = await find(classId);
      const day = madridLocal(cls.date).slice(0, 10);
      const rows = (await voucherBase(db).where('v.customer_id', customerId).whereRaw('?::date between v.start_date and v.end_date', [day])) as VoucherListRow[];
      return rows.filter((v) => v.id === cls.voucherId || v.hours * 60 - v.minutesBooked >= cls.duration).map(choiceOf);
    },

    /** Staff create a class on a voucher: assigned when a teacher is given, pending otherwise. */
    async create(actor: Actor | null, raw: unknown): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const { fields, input, date, voucherId } = await prepare(raw, { voucherRequired: true });
      return commit(async (trx, changed) => {
        const voucher = voucherId ? await lockVoucher(trx, voucherId) : undefined;
        if (date && voucherId) voucherChecks(voucher, date.slice(0, 10), fields);
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const status: ClassStatus = input.teacherId ? 'assigned' : 'pending';
        const [row] = await trx('classes')
          .insert({ voucherId, studentId: voucher!.studentId, subjectId: voucher!.subjectId, teacherId: input.teacherId ?? null, date, duration: input.duration, status, remarks: input.remarks ?? null, createdBy: actor.id })
          .returning('id');
        await moveMinutes(trx, { voucherId: voucherId!, classId: row.id, minutes: -input.duration, kind: 'book', actorId: actor.id });
        changed.push({ classId: row.id, status, voucherId: voucherId!, action: 'created' });
        return find(row.id, trx);
      });
    },

    /**
     * Staff create a class for a teacher (the *create teacher class* dialog): on a voucher, with
     * the teacher set; a class whose time has come is `claimed` (awaiting validation), a future
     * one `assigned`.
     */
    async createTeacherClass(actor: Actor | null, raw: unknown): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const { fields, input, date, voucherId } = await prepare(raw, { voucherRequired: true });
      if (!input.teacherId) fields.teacherId ??= t(validationMessages.required);
      return commit(async (trx, changed) => {
        const voucher = voucherId ? await lockVoucher(trx, voucherId) : undefined;
        if (date && voucherId) voucherChecks(voucher, date.slice(0, 10), fields);
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const past = date! <= madridLocal(new Date());
        const status: ClassStatus = past ? 'claimed' : 'assigned';
        const [row] = await trx('classes')
          .insert({ voucherId, studentId: voucher!.studentId, subjectId: voucher!.subjectId, teacherId: input.teacherId, date, duration: input.duration, status, remarks: input.remarks ?? null, createdBy: actor.id })
          .returning('id');
        await moveMinutes(trx, { voucherId: voucherId!, classId: row.id, minutes: -input.duration, kind: 'book', actorId: actor.id });
        changed.push({ classId: row.id, status, voucherId: voucherId!, action: past ? 'claimed' : 'created' });
        return find(row.id, trx);
      });
    },

    /**
     * Changes date, duration (the difference is booked or given back on the voucher), teacher
     * (pending ↔ assigned) and remarks. Validated and deleted classes are not changed.
     */
    async update(actor: Actor | null, id: number, raw: unknown): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const { fields, input, date } = await prepare({ ...(raw as object), voucherId: undefined, voucherName: undefined }, { voucherRequired: false });
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, id);
        if (current.status === 'validated' || current.status === 'deleted') throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, { values: { status: statusWord(current.status) } });
        if (current.voucherId && date) {
          const voucher = await lockVoucher(trx, current.voucherId);
          const day = date.slice(0, 10);
          if (voucher && (day < voucher.startDate || day > voucher.endDate)) fields.date ??= t(m.voucherOutOfDates, { start: formatDate(voucher.startDate), end: formatDate(voucher.endDate) });
        }
        if (!input.teacherId && (current.status === 'taught' || current.status === 'claimed')) fields.teacherId ??= t(m.teacherInvalid);
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        let status = current.status;
        if (status === 'pending' || status === 'assigned') status = input.teacherId ? 'assigned' : 'pending';
        await trx('classes')
          .where('id', id)
          .update({ date, duration: input.duration, teacherId: input.teacherId ?? null, status, remarks: input.remarks ?? null, updatedDate: trx.fn.now() });
        if (current.voucherId && input.duration !== current.duration) {
          await moveMinutes(trx, { voucherId: current.voucherId, classId: id, minutes: current.duration - input.duration, kind: 'adjust', actorId: actor.id });
        }
        changed.push({ classId: id, status, voucherId: current.voucherId, action: 'updated' });
        return find(id, trx);
      });
    },

    /**
     * Soft delete: the class stays (status deleted) and its minutes go back to its voucher.
     * A class already paid to its teacher cannot be deleted.
     */
    async remove(actor: Actor | null, id: number): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, id);
        if (current.status === 'deleted') throw vouchersError('CLASSES_ALREADY_DELETED', m.alreadyDeleted);
        if (current.teacherPaymentStatus === 'teacherPayed') throw vouchersError('CLASSES_PAID', m.cannotDeletePaid);
        // A class in a paid payroll is refused there; one in a pending payroll leaves it.
        if (current.status === 'validated') await runPayableClassHandlers(trx, { classId: id, change: 'delete', actorId: actor.id });
        await trx('classes').where('id', id).update({ status: 'deleted', deletedDate: trx.fn.now(), deletedBy: actor.id, updatedDate: trx.fn.now() });
        if (current.voucherId) await moveMinutes(trx, { voucherId: current.voucherId, classId: id, minutes: current.duration, kind: 'release', actorId: actor.id });
        changed.push({ classId: id, status: 'deleted', voucherId: current.voucherId, action: 'deleted' });
        return find(id, trx);
      });
    },

    /**
     * Validates classes (one or many): each taught or claimed class on a voucher becomes
     * validated and payable; the others are reported one by one and left as they were, so one
     * class in the wrong state does not hold back the rest.
     */
    async validate(actor: Actor | null, ids: number[]): Promise<ValidateReport> {
      authorize(actor, 'classes.validate');
      const unique = [...new Set(ids.map(Number).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
      const report = await commit(async (trx, changed) => {
        const refused: ValidateReport['refused'] = [];
        const done: number[] = [];
        const rows = (await trx('classes').whereIn('id', unique).orderBy('id').forUpdate()) as { id: number; status: ClassStatus; voucherId: number | null }[];
        for (const id of unique) {
          const row = rows.find((r) => r.id === id);
          if (!row) refused.push({ id, message: t(m.notFound) });
          else if (row.status !== 'taught' && row.status !== 'claimed') refused.push({ id, message: t(m.cannotValidate, { status: statusWord(row.status) }) });
          else if (!row.voucherId) refused.push({ id, message: t(m.validateNeedsVoucher) });
          else done.push(id);
        }
        if (done.length > 0) {
          await trx('classes')
            .whereIn('id', done)
            .update({ status: 'validated', teacherPaymentStatus: 'teacherPendingPayment', validatedDate: trx.fn.now(), validatedBy: actor.id, updatedDate: trx.fn.now() });
        }
        for (const id of done) changed.push({ classId: id, status: 'validated', voucherId: rows.find((r) => r.id === id)!.voucherId, action: 'validated' });
        const validated = done.length > 0 ? ((await classQuery(trx).whereIn('c.id', done).orderBy('c.date')) as ClassRow[]) : [];
        return { validated, refused };
      });
      return report;
    },

    /** Staff decide a validated class is not paid to its teacher. */
    async discardPayment(actor: Actor | null, id: number): Promise<ClassRow> {
      authorize(actor, 'classes.validate');
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, id);
        if (current.status !== 'validated' || current.teacherPaymentStatus !== 'teacherPendingPayment') throw vouchersError('CLASSES_CANNOT_DISCARD', m.cannotDiscard);
        await runPayableClassHandlers(trx, { classId: id, change: 'discardPayment', actorId: actor.id });
        await trx('classes').where('id', id).update({ teacherPaymentStatus: 'discarded', updatedDate: trx.fn.now() });
        changed.push({ classId: id, status: current.status, voucherId: current.voucherId, action: 'discarded' });
        return find(id, trx);
      });
    },

    /**
     * The *link class to customer* dialog: puts the class on one of the customer's active
     * vouchers (its minutes booked there, given back to the previous voucher if any); the
     * class takes the voucher's student and subject.
     */
    async linkToVoucher(actor: Actor | null, classId: number, raw: { customerId?: unknown; voucherId?: unknown }): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const customerId = Number(raw.customerId);
      const voucherId = Number(raw.voucherId);
      const fields: FieldErrors = {};
      if (!(customerId > 0)) fields.customerId = t(m.customerInvalid);
      if (!(voucherId > 0)) fields.voucherId = t(validationMessages.required);
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, classId);
        if (current.status === 'validated' || current.status === 'deleted') throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, { values: { status: statusWord(current.status) } });
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        // Lock both vouchers in id order, so two links crossing each other cannot deadlock.
        const ids = [...new Set([current.voucherId, voucherId].filter((v): v is number => !!v))].sort((a, b) => a - b);
        const locked = new Map<number, VoucherForBooking | undefined>();
        for (const id of ids) locked.set(id, await lockVoucher(trx, id));
        const voucher = locked.get(voucherId);
        if (voucher && voucher.customerId !== customerId) fields.voucherId = t(m.voucherOtherCustomer);
        else voucherChecks(voucher, madridLocal(current.date).slice(0, 10), fields);
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        if (current.voucherId !== voucherId) {
          if (current.voucherId) await moveMinutes(trx, { voucherId: current.voucherId, classId, minutes: current.duration, kind: 'release', actorId: actor.id });
          await moveMinutes(trx, { voucherId, classId, minutes: -current.duration, kind: 'book', actorId: actor.id }, 'voucherId');
        }
        await trx('classes').where('id', classId).update({ voucherId, studentId: voucher!.studentId, subjectId: voucher!.subjectId, updatedDate: trx.fn.now() });
        changed.push({ classId, status: current.status, voucherId, action: 'linked' });
        return find(classId, trx);
      });
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;

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
  return rows.map((r) => ({ classId: r.id, status: 'pending' as const, voucherId: r.voucherId, action: 'unassigned' as const }));
}

export type { Db };
