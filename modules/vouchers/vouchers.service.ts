import { activeTeachers, filterNames, customerNameSql, studentNameSql, userNameSql } from './lookups';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { AppError, invalidInput, isAppError, notFound, type FieldErrors } from '../../src/lib/errors';
import { formatDate, formatMoney, isIsoDay, parseEuros, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { parseListQuery, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { idField, normaliseInput, normaliseNif, validator } from '../../src/lib/validation';
import { createPaymentHandlers } from './paymentHooks';
import { CASH_LIMIT_CENTS, effectiveStatusSql, PAYMENT_METHODS, voucherMovements, type VoucherMovement, type VoucherStatus } from './hours';
import { activeTeacherSql } from '../people';
import type { VouchersDeps } from './vouchers.deps';
import type { AppliedPrice } from '../academic';
import { vouchersMessages as m } from './vouchers.messages';
import { idempotent, type ResultCodec } from '../../src/lib/idempotency';
import { addDays, addMonths } from '../../src/lib/days';
import { hoursText, paymentStatusLabel, statusLabel, type PaymentMethod, type VoucherPaymentStatus } from './vouchers.labels';

/** A voucher runs three months from its start unless an end date is given. */
export const DEFAULT_MONTHS = 3;
/** The largest voucher sold (a sanity bound: a full school year of daily classes). */
export const MAX_HOURS = 500;
/** Working lists: "few hours left" and "ends soon" for renewals, "no recent class". */
export const RENEW_HOURS_LEFT = 2;
export const RENEW_DAYS_AHEAD = 15;
export const LAST_CLASS_DAYS = 30;

export interface VoucherInput {
  customerId?: number;
  studentId?: number;
  courseId?: number;
  subjectId?: number;
  teacherId?: number;
  hours?: number;
  startDate?: string;
  endDate?: string;
  remarks?: string;
}

const id = idField;
const voucherFields = {
  customerId: id,
  studentId: id,
  courseId: id,
  subjectId: id,
  teacherId: id,
  hours: { type: 'integer', minimum: 1, maximum: MAX_HOURS, 'x-messages': { maximum: m.hoursMax } },
  startDate: { type: 'string', format: 'date' },
  endDate: { type: 'string', format: 'date' },
  remarks: { type: 'string', maxLength: 2000 },
};

/** A new voucher; one schema for the form route and the GraphQL resolver. */
export const validateVoucher = validator<VoucherInput>({
  type: 'object',
  properties: voucherFields,
  required: ['customerId', 'studentId', 'courseId', 'subjectId', 'hours'],
  additionalProperties: false,
});

/** An edit: the same fields, all optional (what is left out keeps its value, the teacher included). */
const validateVoucherUpdate = validator<VoucherInput & { clearTeacher?: boolean }>({
  type: 'object',
  properties: { ...voucherFields, clearTeacher: { type: 'boolean' } },
  additionalProperties: false,
});

export interface PaymentInput {
  amountCents?: number;
  /** The amount as typed in the form ('120,50'). */
  amount?: string;
  method: PaymentMethod;
  date?: string;
  reference?: string;
  remarks?: string;
}

const validatePayment = validator<PaymentInput>({
  type: 'object',
  properties: {
    amountCents: { type: 'integer', minimum: 1 },
    amount: { type: 'string', maxLength: 30 },
    method: { type: 'string', enum: [...PAYMENT_METHODS] },
    date: { type: 'string', format: 'date' },
    reference: { type: 'string', maxLength: 100 },
    remarks: { type: 'string', maxLength: 1000 },
  },
  required: ['method'],
  additionalProperties: false,
});

/** A row of every voucher list, with its derived status, money and hours. */
export interface VoucherRow {
  id: number;
  customerId: number;
  customerName: string;
  customerEmail: string | null;
  customerInvoiceEmail: string | null;
  studentId: number;
  studentName: string;
  subjectId: number;
  subjectName: string;
  courseId: number;
  courseName: string;
  teacherId: number | null;
  teacherName: string | null;
  priceId: number | null;
  priceName: string | null;
  hours: number;
  hourlyPriceCents: number;
  teacherHourlyPayCents: number;
  amountCents: number;
  paidCents: number;
  cashCents: number;
  dueCents: number;
  startDate: string;
  endDate: string;
  /** inactive, active, expired (derived) or settled. */
  status: VoucherStatus;
  /** What the row stores: inactive, active or settled. */
  storedStatus: 'inactive' | 'active' | 'settled';
  paymentStatus: VoucherPaymentStatus;
  minutesBought: number;
  /** Minutes of its live classes (any status but deleted). */
  minutesBooked: number;
  /** Minutes of its validated classes. */
  minutesUsed: number;
  /** Bought minus booked. */
  minutesLeft: number;
  lastClassDate: Date | null;
  renewedFromId: number | null;
  renewedById: number | null;
  settledDate: string | null;
  settledByName: string | null;
  settledMinutesUsed: number | null;
  settledMinutesForfeited: number | null;
  settlementRemarks: string | null;
  remarks: string | null;
  classCount: number;
  paymentCount: number;
  createdDate: Date;
  updatedDate: Date;
}

export interface VoucherClass {
  id: number;
  date: Date;
  duration: number;
  status: string;
  teacherId: number | null;
  teacherName: string | null;
  teacherPaymentStatus: string | null;
}

export interface VoucherPayment {
  id: number;
  voucherId: number;
  amountCents: number;
  method: PaymentMethod;
  date: string;
  reference: string | null;
  remarks: string | null;
  createdByName: string | null;
  createdDate: Date;
}

export interface ChainLink {
  id: number;
  startDate: string;
  endDate: string;
  hours: number;
  status: VoucherStatus;
}

export interface VoucherDetail extends VoucherRow {
  classes: VoucherClass[];
  payments: VoucherPayment[];
  movements: VoucherMovement[];
  /** Earlier vouchers of the renewal chain (oldest first), this one, and its renewals. */
  chain: ChainLink[];
  /** May it be deleted now (no classes, payments nor renewal). */
  deletable: boolean;
  /** May customer, student, course and subject still change (no classes and no payments). */
  identityEditable: boolean;
}

export interface ReceiptData {
  payment: VoucherPayment;
  voucher: VoucherRow;
  /** Paid on the voucher up to and including this payment. */
  paidUntilCents: number;
}

export interface PriceQuote {
  priceId: number;
  name: string;
  hourlyPriceCents: number;
  teacherHourlyPayCents: number;
  validFrom: string;
}

export type VoucherListKind = 'all' | 'nonRenewed' | 'pendingHours' | 'lastClass' | 'settlements';

const SORTS = ['id', 'customer', 'student', 'subject', 'teacher', 'hours', 'left', 'amount', 'startDate', 'endDate', 'status', 'lastClass'] as const;
const FILTERS = ['status', 'payment', 'customer', 'student', 'teacher', 'subject', 'from', 'to'] as const;

export const VOUCHER_LIST_SPECS: Record<VoucherListKind, ListSpec> = {
  all: { sortable: SORTS, defaultSort: 'id', defaultDirection: 'desc', filters: FILTERS },
  nonRenewed: { sortable: SORTS, defaultSort: 'endDate', filters: FILTERS },
  pendingHours: { sortable: SORTS, defaultSort: 'left', defaultDirection: 'desc', filters: FILTERS },
  lastClass: { sortable: SORTS, defaultSort: 'lastClass', filters: FILTERS },
  settlements: { sortable: SORTS, defaultSort: 'endDate', filters: FILTERS },
};

const STATUS = effectiveStatusSql('v');
const LEFT = '(v.hours * 60 - v.minutes_booked)';
const CUSTOMER_NAME = customerNameSql();
const STUDENT_NAME = studentNameSql();
const TEACHER_NAME = userNameSql('tu');
const LAST_CLASS = `(select max(c.date) from classes c where c.voucher_id = v.id and c.status <> 'deleted')`;
const RENEWED = 'exists (select 1 from vouchers n where n.renewed_from_id = v.id)';

const SORT_COLUMNS: Record<string, string> = {
  id: 'v.id',
  customer: `search_key(${CUSTOMER_NAME})`,
  student: `search_key(${STUDENT_NAME})`,
  subject: 'search_key(su.name)',
  teacher: `search_key(${TEACHER_NAME})`,
  hours: 'v.hours',
  left: LEFT,
  amount: 'v.amount_cents',
  startDate: 'v.start_date',
  endDate: 'v.end_date',
  status: STATUS,
  lastClass: LAST_CLASS,
};

/**
 * What each working list holds (DOMAIN.md §3), as SQL over the `vouchers` row `v`:
 * - nonRenewed: active (not expired), 2 hours or fewer left or ending within 15 days, not renewed;
 * - pendingHours: active with minutes left;
 * - lastClass: active with minutes left and no live class in the last 30 days (31 days ago is in);
 * - settlements: active (stored) and used up or past its end date, not settled.
 */
export const LIST_CONDITIONS: Record<Exclude<VoucherListKind, 'all'>, string> = {
  nonRenewed: `${STATUS} = 'active' and (${LEFT} <= ${RENEW_HOURS_LEFT * 60} or v.end_date <= current_date + ${RENEW_DAYS_AHEAD}) and not ${RENEWED}`,
  pendingHours: `${STATUS} = 'active' and ${LEFT} > 0`,
  lastClass: `${STATUS} = 'active' and ${LEFT} > 0 and not exists (select 1 from classes c where c.voucher_id = v.id and c.status <> 'deleted' and c.date >= current_date - ${LAST_CLASS_DAYS})`,
  settlements: `v.status = 'active' and (${LEFT} <= 0 or v.end_date < current_date)`,
};

function rowOf(raw: Record<string, unknown>): VoucherRow {
  const r = raw as unknown as VoucherRow & { effectiveStatus: VoucherStatus; status: VoucherRow['storedStatus'] };
  const num = (v: unknown) => Number(v ?? 0);
  const amountCents = num(r.amountCents);
  const paidCents = num(r.paidCents);
  const minutesBought = num(r.hours) * 60;
  return {
    ...r,
    storedStatus: r.status,
    status: r.effectiveStatus,
    paidCents,
    cashCents: num(r.cashCents),
    dueCents: Math.max(0, amountCents - paidCents),
    minutesBought,
    minutesBooked: num(r.minutesBooked),
    minutesUsed: num(r.minutesUsed),
    minutesLeft: minutesBought - num(r.minutesBooked),
    classCount: num(r.classCount),
    paymentCount: num(r.paymentCount),
    renewedById: r.renewedById == null ? null : Number(r.renewedById),
  };
}

export function createVouchersService({ db, mailer, academic, students }: VouchersDeps) {
  // What the modules above do when a payment is recorded (invoices: its invoice), in its transaction.
  const paymentHandlers = createPaymentHandlers();

  function baseQuery(conn: Db | Knex.Transaction = db) {
    return conn('vouchers as v')
      .join('customers as cu', 'cu.id', 'v.customer_id')
      .join('students as s', 's.id', 'v.student_id')
      .join('subjects as su', 'su.id', 'v.subject_id')
      .join('courses as co', 'co.id', 'v.course_id')
      .leftJoin('users as tu', 'tu.id', 'v.teacher_id')
      .leftJoin('prices as pr', 'pr.id', 'v.price_id')
      .leftJoin('users as sb', 'sb.id', 'v.settled_by')
      .select(
        'v.*',
        conn.raw(`${STATUS} as effective_status`),
        conn.raw(`${CUSTOMER_NAME} as customer_name`),
        'cu.email as customer_email',
        'cu.invoice_email as customer_invoice_email',
        conn.raw(`${STUDENT_NAME} as student_name`),
        'su.name as subject_name',
        'co.name as course_name',
        conn.raw(`${TEACHER_NAME} as teacher_name`),
        'pr.name as price_name',
        conn.raw(`case when sb.id is null then null else trim(sb.first_name || ' ' || sb.last_name) end as settled_by_name`),
        conn.raw('coalesce((select sum(p.amount_cents) from payments p where p.voucher_id = v.id), 0)::int as paid_cents'),
        conn.raw(`coalesce((select sum(p.amount_cents) from payments p where p.voucher_id = v.id and p.method = 'cash'), 0)::int as cash_cents`),
        conn.raw(`coalesce((select sum(c.duration) from classes c where c.voucher_id = v.id and c.status = 'validated'), 0)::int as minutes_used`),
        conn.raw(`${LAST_CLASS} as last_class_date`),
        conn.raw('(select n.id from vouchers n where n.renewed_from_id = v.id) as renewed_by_id'),
        conn.raw('(select count(*) from classes c where c.voucher_id = v.id)::int as class_count'),
        conn.raw('(select count(*) from payments p where p.voucher_id = v.id)::int as payment_count'),
      );
  }

  function applyFilters(q: Knex.QueryBuilder, query: ListQuery, kind: VoucherListKind) {
    if (kind !== 'all') q.whereRaw(LIST_CONDITIONS[kind]);
    const f = query.filters;
    if (f.status && ['inactive', 'active', 'expired', 'settled'].includes(f.status)) q.whereRaw(`${STATUS} = ?`, [f.status]);
    if (f.payment === 'pendingPayment' || f.payment === 'paid') q.where('v.payment_status', f.payment);
    for (const [name, column] of [
      ['customer', 'v.customer_id'],
      ['student', 'v.student_id'],
      ['subject', 'v.subject_id'],
    ] as const) {
      if (Number(f[name]) > 0) q.where(column, Number(f[name]));
    }
    if (f.teacher === 'none') q.whereNull('v.teacher_id');
    else if (Number(f.teacher) > 0) q.where('v.teacher_id', Number(f.teacher));
    // A period: the vouchers valid at some day of it (their dates overlap it).
    if (isIsoDay(f.from)) q.where('v.end_date', '>=', f.from);
    if (isIsoDay(f.to)) q.where('v.start_date', '<=', f.to);
    if (query.q) {
      const typed = query.q;
      q.where((w) => {
        w.whereRaw(`search_key(${CUSTOMER_NAME}) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`search_key(${STUDENT_NAME}) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`search_key(su.name) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`search_key(coalesce(${TEACHER_NAME}, '')) like '%' || search_key(?) || '%'`, [typed]);
        const number = /^#?(\d{1,9})$/.exec(typed);
        if (number) w.orWhere('v.id', Number(number[1]));
      });
    }
    return q;
  }

  /** Only the joins the lists' filters and sorts need: narrow rows to filter, count and sort. */
  /**
   * The vouchers a list holds, narrow: joined to names only when the text search or the sort
   * needs them (every voucher has its customer, student and subject: the joins never drop rows).
   */
  function filterQuery(query: ListQuery, kind: VoucherListKind, sorted: boolean) {
    const q = db('vouchers as v');
    const needs = (sort: string) => !!query.q || (sorted && query.sort === sort);
    if (needs('customer')) q.join('customers as cu', 'cu.id', 'v.customer_id');
    if (needs('student')) q.join('students as s', 's.id', 'v.student_id');
    if (needs('subject')) q.join('subjects as su', 'su.id', 'v.subject_id');
    if (needs('teacher')) q.leftJoin('users as tu', 'tu.id', 'v.teacher_id');
    return applyFilters(q, query, kind);
  }

  function countQuery(query: ListQuery, kind: VoucherListKind) {
    return filterQuery(query, kind, false).count({ count: '*' }).first();
  }

  function ordered(q: Knex.QueryBuilder, query: ListQuery) {
    return q.orderByRaw(`${SORT_COLUMNS[query.sort] ?? 'v.id'} ${query.direction} nulls ${query.direction === 'asc' ? 'first' : 'last'}, v.id ${query.direction}`);
  }

  async function findRow(voucherId: number, conn: Db | Knex.Transaction = db): Promise<VoucherRow> {
    const raw = Number.isInteger(voucherId) && voucherId > 0 ? await baseQuery(conn).where('v.id', voucherId).first() : undefined;
    if (!raw) throw notFound(m.notFound);
    return rowOf(raw);
  }

  /** Locks the voucher's row for the rest of the transaction and reads it afresh. */
  async function lockRow(trx: Knex.Transaction, voucherId: number): Promise<VoucherRow> {
    const locked = Number.isInteger(voucherId) && voucherId > 0 ? await trx('vouchers').where('id', voucherId).forUpdate().first('id') : undefined;
    if (!locked) throw notFound(m.notFound);
    return findRow(voucherId, trx);
  }

  const quoteOf = (price: AppliedPrice): PriceQuote => ({ priceId: price.id, name: price.name, hourlyPriceCents: price.customerPriceCents, teacherHourlyPayCents: price.teacherPayCents, validFrom: price.validFrom });

  async function quote(conn: Db | Knex.Transaction, courseId: number, day: string): Promise<PriceQuote | undefined> {
    const price = await academic.priceFor(conn, courseId, day);
    return price && quoteOf(price);
  }

  /**
   * Checks customer, student, course, subject and teacher of an input against the database,
   * adding each problem to `fields`.
   */
  async function checkRefs(conn: Db | Knex.Transaction, v: Required<Pick<VoucherInput, 'customerId' | 'studentId' | 'courseId' | 'subjectId'>> & { teacherId?: number | null }, fields: FieldErrors) {
    const customer = await conn('customers').where('id', v.customerId).first('id');
    if (!customer) fields.customerId ??= t(m.customerNotFound);
    const student = await conn('students').where('id', v.studentId).first('id', 'customer_id');
    if (!student || student.customerId !== v.customerId) fields.studentId ??= t(m.studentNotOfCustomer);
    const course = await conn('courses').where('id', v.courseId).first('id');
    if (!course) fields.courseId ??= t(m.courseNotFound);
    else {
      const offered = await conn('course_subjects').where({ courseId: v.courseId, subjectId: v.subjectId }).first('subject_id');
      if (!offered) fields.subjectId ??= t(m.subjectNotInCourse);
    }
    if (v.teacherId) {
      const teacher = await conn('teachers as te')
        .join('users as u', 'u.id', 'te.id')
        .where('te.id', v.teacherId)
        .whereRaw(activeTeacherSql('te', 'u'))
        .first('te.id');
      if (!teacher) fields.teacherId ??= t(m.teacherNotAvailable);
    }
  }

  async function paymentsOf(conn: Db | Knex.Transaction, where: Record<string, number>): Promise<VoucherPayment[]> {
    return conn('payments as p')
      .leftJoin('users as u', 'u.id', 'p.created_by')
      .where(Object.fromEntries(Object.entries(where).map(([k, v]) => [`p.${k}`, v])))
      .orderBy([{ column: 'p.date' }, { column: 'p.id' }])
      .select('p.*', conn.raw(`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as created_by_name`));
  }

  /** A payment is remembered by its ids under its idempotency key, and rebuilt for a replay. */
  const paymentResult: ResultCodec<{ voucher: VoucherRow; payment: VoucherPayment }, { voucherId: number; paymentId: number }> = {
    save: ({ voucher, payment }) => ({ voucherId: voucher.id, paymentId: payment.id }),
    load: async ({ voucherId, paymentId }) => ({ voucher: await findRow(voucherId), payment: (await paymentsOf(db, { id: paymentId }))[0] }),
  };

  async function chainOf(row: VoucherRow): Promise<ChainLink[]> {
    const link = async (where: Record<string, number>) => {
      const raw = await db('vouchers as v').where(where).first('v.id', 'v.start_date', 'v.end_date', 'v.hours', 'v.renewed_from_id', db.raw(`${STATUS} as status`));
      return raw as (ChainLink & { renewedFromId: number | null }) | undefined;
    };
    const before: ChainLink[] = [];
    let previous = row.renewedFromId;
    // A chain is a list (renewed_from_id is unique); the bound only guards against bad data.
    for (let i = 0; previous && i < 100; i++) {
      const found = await link({ 'v.id': previous });
      if (!found) break;
      before.unshift(found);
      previous = found.renewedFromId;
    }
    const after: ChainLink[] = [];
    let next = row.id;
    for (let i = 0; i < 100; i++) {
      const found = await link({ 'v.renewed_from_id': next });
      if (!found) break;
      after.push(found);
      next = found.id;
    }
    const self = { id: row.id, startDate: row.startDate, endDate: row.endDate, hours: row.hours, status: row.status };
    const strip = ({ id, startDate, endDate, hours, status }: ChainLink) => ({ id, startDate, endDate, hours, status });
    return [...before.map(strip), self, ...after.map(strip)];
  }

  /** Parses the payment input: the amount in cents from `amountCents` (API) or `amount` (form). */
  function paymentOf(raw: unknown): PaymentInput & { amountCents: number; date: string } {
    const fields: FieldErrors = {};
    const input = validatePayment.collect(raw, fields, { method: 'wire', ...(raw as object) });
    let amountCents = Number.isInteger(input.amountCents) && input.amountCents! > 0 ? input.amountCents! : undefined;
    if (amountCents === undefined && typeof input.amount === 'string') amountCents = parseEuros(input.amount);
    if (!amountCents || amountCents <= 0) fields.amount ??= fields.amountCents ?? (input.amount || input.amountCents ? t(m.badAmount) : t(validationMessages.required));
    delete fields.amountCents;
    const date = input.date ?? todayInMadrid();
    if (!fields.date && date > todayInMadrid()) fields.date = t(m.futurePayment);
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return { ...input, amountCents: amountCents!, date };
  }

  const service = {
    /** The customer of a student (a student page's "Nuevo bono"), read through people's service; null when there is no such student. */
    async customerOfStudent(actor: Actor | null, studentId: number): Promise<number | null> {
      authorize(actor, 'vouchers.manage');
      try {
        return (await students.get(actor, studentId)).customerId;
      } catch (err) {
        if (isAppError(err) && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },

    /** The subjects of the catalogue (the list's filter). */
    subjects(actor: Actor | null) {
      return academic.subjects(actor);
    },

    async list(actor: Actor | null, query: ListQuery, kind: VoucherListKind = 'all'): Promise<ListPage<VoucherRow>> {
      authorize(actor, 'vouchers.view');
      // The page's ids first, over narrow rows; then the full detail of those rows only (as
      // one query the planner would join every voucher's detail before picking the page).
      const pageRows = async () => {
        const ids = (await ordered(filterQuery(query, kind, true).select('v.id'), query)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)) as { id: number }[];
        return ids.length === 0 ? [] : ordered(baseQuery().whereIn('v.id', ids.map((r) => r.id)), query);
      };
      const [rows, count] = await Promise.all([pageRows(), countQuery(query, kind)]);
      return { rows: rows.map(rowOf), total: Number((count as { count: number }).count), page: query.page, pageSize: query.pageSize };
    },

    /** Every row of a filtered list, in pages, for the CSV download. */
    async *exportRows(actor: Actor | null, query: ListQuery, kind: VoucherListKind = 'all'): AsyncGenerator<VoucherRow> {
      authorize(actor, 'vouchers.view');
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const rows = await ordered(applyFilters(baseQuery(), query, kind), query).limit(batch).offset(offset);
        for (const row of rows) yield rowOf(row);
        if (rows.length < batch) return;
      }
    },

    async get(actor: Actor | null, voucherId: number): Promise<VoucherDetail> {
      authorize(actor, 'vouchers.view');
      const row = await findRow(voucherId);
      const [classes, payments, movements, chain] = await Promise.all([
        db('classes as c')
          .leftJoin('users as tu', 'tu.id', 'c.teacher_id')
          .where('c.voucher_id', row.id)
          .orderBy([{ column: 'c.date' }, { column: 'c.id' }])
          .select('c.id', 'c.date', 'c.duration', 'c.status', 'c.teacher_id', 'c.teacher_payment_status', db.raw(`${TEACHER_NAME} as teacher_name`)) as Promise<VoucherClass[]>,
        paymentsOf(db, { voucher_id: row.id }),
        voucherMovements(db, row.id),
        chainOf(row),
      ]);
      return {
        ...row,
        classes,
        payments,
        movements,
        chain,
        deletable: row.classCount === 0 && row.paymentCount === 0 && !row.renewedById,
        identityEditable: row.classCount === 0 && row.paymentCount === 0 && row.storedStatus !== 'settled',
      };
    },

    /** The price a new voucher for the course would take on the day (none: undefined). */
    /** The start page's reminders: vouchers to renew, to settle, and unpaid (staff). */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'vouchers.view')) return [];
      const count = async (kind: VoucherListKind, filters: Record<string, string> = {}) =>
        Number(((await countQuery(parseListQuery(filters, VOUCHER_LIST_SPECS[kind]), kind)) as { count: number }).count);
      const [renew, settle, unpaid] = await Promise.all([count('nonRenewed'), count('settlements'), count('all', { payment: 'pendingPayment' })]);
      const items: TodoItem[] = [];
      if (renew) items.push({ key: 'vouchers.renew', text: t(m.todoRenew, { count: renew }), href: '/vouchers/active-non-renewed' });
      if (settle) items.push({ key: 'vouchers.settle', text: t(m.todoSettle, { count: settle }), href: '/vouchers/settlements' });
      if (unpaid) items.push({ key: 'vouchers.unpaid', text: t(m.todoUnpaid, { count: unpaid }), href: '/vouchers?payment=pendingPayment' });
      return items;
    },

    /** The teachers of the lists' teacher filter. */
    async teachers(actor: Actor | null) {
      authorize(actor, 'vouchers.view');
      return activeTeachers(db);
    },

    /** Names of the customer and student a list is filtered by, for its chips. */
    async filterNames(actor: Actor | null, filters: Record<string, string | undefined>) {
      authorize(actor, 'vouchers.view');
      return filterNames(db, filters);
    },

    /** What a new voucher of each course would cost today, by course id (null: no price set). */
    async coursePrices(actor: Actor | null, courseIds: number[], day = todayInMadrid()): Promise<Record<number, PriceQuote | null>> {
      authorize(actor, 'vouchers.view');
      const prices = await academic.pricesOn(db, day);
      return Object.fromEntries(courseIds.map((id) => [id, prices.has(id) ? quoteOf(prices.get(id)!) : null]));
    },

    async price(actor: Actor | null, courseId: number, day = todayInMadrid()): Promise<PriceQuote | undefined> {
      authorize(actor, 'vouchers.view');
      if (!isIsoDay(day)) throw invalidInput({ date: t(validationMessages.date) });
      return quote(db, courseId, day);
    },

    /** Choices for the voucher form: the customer's students, courses with their subjects, active teachers. */
    async formChoices(actor: Actor | null, customerId: number | null) {
      authorize(actor, 'vouchers.manage');
      const customer = customerId ? await db('customers as cu').where('cu.id', customerId).first('cu.id', db.raw(`${CUSTOMER_NAME} as name`)) : undefined;
      const [students, courses, courseSubjects, teachers] = await Promise.all([
        customer
          ? (db('students as s')
              .leftJoin('courses as co', 'co.id', 's.course_id')
              .where('s.customer_id', customer.id)
              .orderByRaw('search_key(s.first_name), s.id')
              .select('s.id', db.raw(`${STUDENT_NAME} as name`), 's.course_id', 'co.name as course_name') as Promise<{ id: number; name: string; courseId: number | null; courseName: string | null }[]>)
          : Promise.resolve([]),
        academic.courses(actor),
        db('course_subjects as cs').join('subjects as su', 'su.id', 'cs.subject_id').orderByRaw('search_key(su.name)').select('cs.course_id', 'su.id', 'su.name') as Promise<{ courseId: number; id: number; name: string }[]>,
        activeTeachers(db),
      ]);
      const subjectsByCourse: Record<number, { id: number; name: string }[]> = {};
      for (const cs of courseSubjects) (subjectsByCourse[cs.courseId] ??= []).push({ id: cs.id, name: cs.name });
      return { customer: customer as { id: number; name: string } | undefined, students, courses, subjectsByCourse, teachers };
    },

    /**
     * The customer of the first step of the voucher form: by id (the autocomplete) or by what
     * was typed without JavaScript (a full name, an email or a NIF that matches one customer).
     */
    async findCustomer(actor: Actor | null, givenId: number | undefined, typed: string | undefined): Promise<{ id: number; name: string }> {
      authorize(actor, 'vouchers.manage');
      const byId = givenId ? await db('customers as cu').where('cu.id', givenId).first('cu.id', db.raw(`${CUSTOMER_NAME} as name`)) : undefined;
      if (byId && (!typed || byId.name.toLowerCase() === typed.trim().toLowerCase())) return byId;
      if (!typed?.trim()) throw invalidInput({ customerId: t(givenId ? m.customerNotFound : validationMessages.required) });
      // The name as typed, spaces collapsed; then, as the suggestions do, every word in any order.
      const text = typed.trim().replace(/\s+/g, ' ');
      const matches = await db('customers as cu')
        .whereRaw(`regexp_replace(search_key(${CUSTOMER_NAME}), '\\s+', ' ', 'g') = search_key(?)`, [text])
        .orWhereRaw('lower(cu.email) = lower(?)', [text])
        .orWhereRaw('upper(cu.nif) = ?', [normaliseNif(typed)])
        .limit(2)
        .select('cu.id', db.raw(`${CUSTOMER_NAME} as name`));
      if (matches.length === 1) return matches[0];
      if (matches.length === 0) {
        const byWords = db('customers as cu').limit(2).select('cu.id', db.raw(`${CUSTOMER_NAME} as name`));
        for (const word of text.split(' ')) byWords.whereRaw(`search_key(${CUSTOMER_NAME}) like '%' || search_key(?) || '%'`, [word.replace(/[%_\\]/g, '')]);
        const found = await byWords;
        if (found.length === 1) return found[0];
        if (found.length > 1) throw invalidInput({ customerId: t(m.customerAmbiguous) });
      }
      throw invalidInput({ customerId: t(matches.length === 0 ? m.customerNotFound : m.customerAmbiguous) });
    },

    /** `conn`: the caller's transaction when the voucher is part of a larger write (accepting a customer interest). */
    async create(actor: Actor | null, raw: unknown, conn: Db | Knex.Transaction = db): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      const fields: FieldErrors = {};
      // When a field is refused the input comes back as posted, minus empty fields (an empty end date is no date).
      const input = validateVoucher.collect(raw, fields, normaliseInput(raw as Record<string, unknown>));
      const today = todayInMadrid();
      const startDate = fields.startDate ? today : (input.startDate ?? today);
      const endDate = fields.endDate ? startDate : (input.endDate ?? addMonths(startDate, DEFAULT_MONTHS));
      if (!fields.endDate && !fields.startDate && endDate < startDate) fields.endDate = t(m.endBeforeStart);
      const refsGiven = ['customerId', 'studentId', 'courseId', 'subjectId'].every((k) => !fields[k] && input[k as keyof VoucherInput]);
      if (refsGiven) await checkRefs(conn, { customerId: input.customerId!, studentId: input.studentId!, courseId: input.courseId!, subjectId: input.subjectId!, teacherId: input.teacherId }, fields);
      // The price of the day the voucher is made, frozen on the row.
      const price = refsGiven && !fields.courseId ? await quote(conn, input.courseId!, today) : undefined;
      if (refsGiven && !fields.courseId && !price) fields.courseId = t(m.noPrice);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      const [row] = await conn('vouchers')
        .insert({
          customerId: input.customerId,
          studentId: input.studentId,
          courseId: input.courseId,
          subjectId: input.subjectId,
          teacherId: input.teacherId ?? null,
          priceId: price!.priceId,
          hours: input.hours,
          hourlyPriceCents: price!.hourlyPriceCents,
          teacherHourlyPayCents: price!.teacherHourlyPayCents,
          amountCents: input.hours! * price!.hourlyPriceCents,
          startDate,
          endDate,
          remarks: input.remarks ?? null,
          createdBy: actor.id,
        })
        .returning('id');
      return findRow(row.id, conn);
    },

    /**
     * Changes a voucher's editable data. Teacher, dates and remarks always (not once settled);
     * hours while the classes booked fit and the payments do not exceed the new amount;
     * customer, student, course and subject only while it has no classes and no payments (a
     * new course takes today's price for it).
     */
    async update(actor: Actor | null, voucherId: number, raw: unknown): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      return db.transaction(async (trx) => {
        const current = await lockRow(trx, voucherId);
        if (current.storedStatus === 'settled') throw new AppError('VOUCHERS_SETTLED', 409, m.settledFinal);
        const fields: FieldErrors = {};
        const input = validateVoucherUpdate.collect(raw, fields, normaliseInput(raw as Record<string, unknown>));
        const next = {
          customerId: input.customerId ?? current.customerId,
          studentId: input.studentId ?? current.studentId,
          courseId: input.courseId ?? current.courseId,
          subjectId: input.subjectId ?? current.subjectId,
          teacherId: input.clearTeacher ? null : (input.teacherId ?? current.teacherId),
          hours: input.hours ?? current.hours,
          startDate: input.startDate ?? current.startDate,
          endDate: input.endDate ?? current.endDate,
          remarks: input.remarks !== undefined ? input.remarks : current.remarks,
        };
        const identityChanged = (['customerId', 'studentId', 'courseId', 'subjectId'] as const).filter((k) => next[k] !== current[k]);
        if (identityChanged.length > 0 && (current.classCount > 0 || current.paymentCount > 0)) for (const k of identityChanged) fields[k] ??= t(m.lockedChange);
        if (!fields.endDate && !fields.startDate && next.endDate < next.startDate) fields.endDate = t(m.endBeforeStart);
        if (!fields.hours && next.hours * 60 < current.minutesBooked) fields.hours = t(m.hoursBelowBooked, { booked: hoursText(current.minutesBooked) });
        if (Object.keys(fields).length === 0) await checkRefs(trx, { ...next, teacherId: next.teacherId !== current.teacherId ? next.teacherId : null }, fields);
        let price = { priceId: current.priceId, hourlyPriceCents: current.hourlyPriceCents, teacherHourlyPayCents: current.teacherHourlyPayCents };
        if (Object.keys(fields).length === 0 && next.courseId !== current.courseId) {
          const fresh = await quote(trx, next.courseId, todayInMadrid());
          if (!fresh) fields.courseId = t(m.noPrice);
          else price = fresh;
        }
        const amountCents = next.hours * price.hourlyPriceCents;
        if (!fields.hours && amountCents < current.paidCents) fields.hours = t(m.hoursBelowPaid, { paid: formatMoney(current.paidCents) });
        // Live classes must stay inside the voucher's dates.
        if (!fields.startDate && !fields.endDate && (next.startDate !== current.startDate || next.endDate !== current.endDate)) {
          const outside = await trx('classes')
            .where('voucher_id', current.id)
            .whereNot('status', 'deleted')
            .where((w) => w.whereRaw('date::date < ?', [next.startDate]).orWhereRaw('date::date > ?', [next.endDate]))
            .first('id');
          if (outside) fields.startDate = t(m.classesOutside);
        }
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const paymentStatus = current.paidCents >= amountCents ? 'paid' : 'pendingPayment';
        await trx('vouchers')
          .where('id', current.id)
          .update({
            ...next,
            remarks: next.remarks ?? null,
            ...price,
            amountCents,
            paymentStatus,
            // Paid in full by the change (fewer hours): it starts like any voucher paid in full.
            status: current.storedStatus === 'inactive' && paymentStatus === 'paid' ? 'active' : current.storedStatus,
            updatedDate: trx.fn.now(),
          });
        return findRow(current.id, trx);
      });
    },

    /** Deletes a voucher with no classes, no payments and no renewal (a mistake); otherwise refuses. */
    async remove(actor: Actor | null, voucherId: number): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      return db.transaction(async (trx) => {
        const row = await lockRow(trx, voucherId);
        if (row.classCount > 0 || row.paymentCount > 0 || row.renewedById) throw new AppError('VOUCHERS_IN_USE', 409, m.hasClassesOrPayments);
        await trx('voucher_hour_movements').where('voucher_id', row.id).delete();
        await trx('vouchers').where('id', row.id).delete();
        return row;
      });
    },

    /** Staff start a voucher before it is paid (classes can then be booked on it). */
    async activate(actor: Actor | null, voucherId: number): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      return db.transaction(async (trx) => {
        const row = await lockRow(trx, voucherId);
        if (row.storedStatus !== 'inactive') throw new AppError('VOUCHERS_NOT_INACTIVE', 409, m.notInactive);
        await trx('vouchers').where('id', row.id).update({ status: 'active', updatedDate: trx.fn.now() });
        return findRow(row.id, trx);
      });
    },

    /**
     * Records a payment. Refused on a settled voucher, over what is still due, and in cash when
     * the voucher's cash total would reach 1.000 € (Ley 11/2021 limits cash per operation, and
     * the operation is the voucher, so the sum of its cash payments counts). Paid in full, the
     * voucher is `paid` and, if it was inactive, `active`. The payment handlers (onPaid) run in
     * the same transaction: the invoices module issues its invoice there.
     */
    async pay(actor: Actor | null, voucherId: number, raw: unknown, options: { idempotencyKey?: string } = {}): Promise<{ voucher: VoucherRow; payment: VoucherPayment }> {
      authorize(actor, 'vouchers.pay');
      const input = paymentOf(raw);
      // With a key, a retry or a double submit replays the first payment instead of taking the money twice.
      const call = { key: options.idempotencyKey, actorId: actor.id, action: 'vouchers.pay', request: { voucherId, input } };
      return idempotent(db, call, (trx) => service.recordPayment(trx, voucherId, input, actor.id), paymentResult);
    },

    /**
     * The payment itself, inside the caller's transaction: `pay` after its permission check,
     * and the card terminal's signed notification (modules/vouchers/cardPayments.service.ts),
     * which has no user (`createdBy` null). Every rule of `pay` applies.
     */
    async recordPayment(trx: Knex.Transaction, voucherId: number, raw: unknown, createdBy: number | null): Promise<{ voucher: VoucherRow; payment: VoucherPayment }> {
      const input = paymentOf(raw);
      // (A block: the lines of pay's transaction, unchanged, so the hooks on it stay in one place.)
      {
        const row = await lockRow(trx, voucherId);
        if (row.storedStatus === 'settled') throw new AppError('VOUCHERS_SETTLED', 409, m.settledFinal);
        if (row.dueCents <= 0) throw new AppError('VOUCHERS_ALREADY_PAID', 409, m.alreadyPaid);
        if (input.amountCents > row.dueCents) throw new AppError('VOUCHERS_OVERPAYMENT', 422, m.overPayment, { due: formatMoney(row.dueCents) }, { amount: t(m.overPayment, { due: formatMoney(row.dueCents) }) });
        if (input.method === 'cash' && row.cashCents + input.amountCents >= CASH_LIMIT_CENTS) {
          const text = t(m.cashLimit, { cash: formatMoney(row.cashCents) });
          throw new AppError('VOUCHERS_CASH_LIMIT', 422, m.cashLimit, { cash: formatMoney(row.cashCents) }, { method: text });
        }
        const [payment] = await trx('payments')
          .insert({ voucherId: row.id, amountCents: input.amountCents, method: input.method, date: input.date, reference: input.reference ?? null, remarks: input.remarks ?? null, createdBy })
          .returning('id');
        // The modules above act inside this transaction (invoices issues the payment's invoice).
        await paymentHandlers.run(trx, { paymentId: payment.id, voucherId: row.id, amountCents: input.amountCents, method: input.method, date: input.date, actorId: createdBy });
        if (row.paidCents + input.amountCents >= row.amountCents) {
          await trx('vouchers')
            .where('id', row.id)
            .update({ paymentStatus: 'paid', status: row.storedStatus === 'inactive' ? 'active' : row.storedStatus, updatedDate: trx.fn.now() });
        }
        const [saved] = await paymentsOf(trx, { id: payment.id });
        return { voucher: await findRow(row.id, trx), payment: saved };
      }
    },

    /** Registers a higher module's payment handler (see createPaymentHandlers). */
    onPaid: paymentHandlers.on,

    /** What a renewal of the voucher would be (the renew dialog shows it before confirming). */
    async renewalPreview(actor: Actor | null, voucherId: number) {
      authorize(actor, 'vouchers.manage');
      const row = await findRow(voucherId);
      return { row, ...(await renewalOf(db, row)) };
    },

    /** The renewal of each row of a list that can be renewed (the "por renovar" list's dialogs), by voucher id. */
    async renewalPreviews(actor: Actor | null, rows: VoucherRow[]) {
      authorize(actor, 'vouchers.manage');
      const plans = new Map<number, Awaited<ReturnType<typeof renewalOf>>>();
      for (const row of rows) {
        const plan = await renewalOf(db, row).catch((err: unknown) => {
          if (isAppError(err) && err.status === 409) return undefined;
          throw err;
        });
        if (plan) plans.set(row.id, plan);
      }
      return plans;
    },

    /**
     * A new voucher with the same customer, student, subject, course, teacher and hours at
     * today's price, `renewedFrom` this one; it starts today when this one is used up, nearly
     * (2 hours or fewer left) or ended, otherwise the day after this one ends; three months. Inactive vouchers (never started) are not
     * renewed; a voucher is renewed at most once (also under concurrent requests: the unique
     * index on renewed_from_id).
     */
    async renew(actor: Actor | null, voucherId: number): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      try {
        return await db.transaction(async (trx) => {
          const row = await lockRow(trx, voucherId);
          const plan = await renewalOf(trx, row);
          const [created] = await trx('vouchers')
            .insert({
              customerId: row.customerId,
              studentId: row.studentId,
              courseId: row.courseId,
              subjectId: row.subjectId,
              teacherId: row.teacherId,
              priceId: plan.price.priceId,
              hours: row.hours,
              hourlyPriceCents: plan.price.hourlyPriceCents,
              teacherHourlyPayCents: plan.price.teacherHourlyPayCents,
              amountCents: plan.amountCents,
              startDate: plan.startDate,
              endDate: plan.endDate,
              renewedFromId: row.id,
              createdBy: actor.id,
            })
            .returning('id');
          return findRow(created.id, trx);
        });
      } catch (err) {
        if ((err as { code?: string }).code === '23505') {
          const next = await db('vouchers').where('renewed_from_id', voucherId).first('id');
          throw new AppError('VOUCHERS_ALREADY_RENEWED', 409, m.alreadyRenewed, { id: next?.id ?? '' });
        }
        throw err;
      }
    },

    /** What settling the vouchers would record, per voucher (the confirmation shows it). */
    async settlementPreview(actor: Actor | null, ids: number[]) {
      authorize(actor, 'vouchers.settle');
      const unique = [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))];
      if (unique.length === 0) throw new AppError('VOUCHERS_NONE_CHOSEN', 422, m.noneChosen);
      const rows = (await baseQuery().whereIn('v.id', unique).orderBy('v.id')).map(rowOf);
      if (rows.length !== unique.length) throw notFound(m.notFound);
      for (const row of rows) assertSettleable(row);
      return rows.map((row) => ({ row, minutesUsed: row.minutesBooked, minutesForfeited: row.minutesLeft }));
    },

    /**
     * Closes vouchers that are used up or expired, all or none: records the minutes used (its
     * live classes) and forfeited (what was left), who and when. Settled is final.
     */
    async settle(actor: Actor | null, ids: number[], remarks?: string): Promise<VoucherRow[]> {
      authorize(actor, 'vouchers.settle');
      const unique = [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
      if (unique.length === 0) throw new AppError('VOUCHERS_NONE_CHOSEN', 422, m.noneChosen);
      return db.transaction(async (trx) => {
        const settled: VoucherRow[] = [];
        // Locked in id order, so two settlements of overlapping sets cannot deadlock.
        for (const voucherId of unique) {
          const row = await lockRow(trx, voucherId);
          assertSettleable(row);
          await trx('vouchers')
            .where('id', row.id)
            .update({
              status: 'settled',
              settledDate: todayInMadrid(),
              settledBy: actor.id,
              settledMinutesUsed: row.minutesBooked,
              settledMinutesForfeited: row.minutesLeft,
              settlementRemarks: remarks?.trim() ? remarks.trim().slice(0, 1000) : null,
              updatedDate: trx.fn.now(),
            });
          settled.push(await findRow(row.id, trx));
        }
        return settled;
      });
    },

    /** The voucher customer-management email: to whom, subject and text (Spanish). */
    async emailPreview(actor: Actor | null, voucherId: number, extra?: { closing?: string }): Promise<{ to: string; subject: string; text: string }> {
      authorize(actor, 'vouchers.manage');
      const row = await findRow(voucherId);
      const to = row.customerEmail ?? row.customerInvoiceEmail;
      if (!to) throw new AppError('VOUCHERS_NO_EMAIL', 409, m.noEmail);
      const today = todayInMadrid();
      const closing =
        row.status === 'expired'
          ? t(m.emailClosingExpired)
          : row.dueCents > 0
            ? t(m.emailClosingDue, { due: formatMoney(row.dueCents) })
            : row.status === 'active' && (row.minutesLeft <= RENEW_HOURS_LEFT * 60 || row.endDate <= addDays(today, RENEW_DAYS_AHEAD))
              ? t(m.emailClosingLow)
              : t(m.emailClosing);
      const text = t(m.emailBody, {
        customer: row.customerName,
        academy: t(m.academyName),
        id: row.id,
        student: row.studentName,
        hours: row.hours,
        subject: row.subjectName,
        course: row.courseName,
        status: statusLabel(row.status),
        start: formatDate(row.startDate),
        end: formatDate(row.endDate),
        used: hoursText(row.minutesUsed),
        booked: hoursText(row.minutesBooked - row.minutesUsed),
        left: hoursText(row.minutesLeft),
        amount: formatMoney(row.amountCents),
        payment: paymentStatusLabel(row.paymentStatus).toLowerCase(),
        // A paragraph more from another area (card payments: the payment link).
        closing: extra?.closing ? `${closing}\n\n${extra.closing}` : closing,
      });
      return { to, subject: t(m.emailSubject, { subject: row.subjectName, student: row.studentName }), text };
    },

    /** Sends the customer-management email through the mailer (the outbox without SMTP). */
    async sendEmail(actor: Actor | null, voucherId: number, extra?: { closing?: string }): Promise<{ to: string; status: 'stored' | 'sent' | 'failed' }> {
      const mail = await service.emailPreview(actor, voucherId, extra);
      const { status } = await mailer.send(mail);
      return { to: mail.to, status };
    },

    /** A payment and its voucher, for the printable receipt. */
    async receipt(actor: Actor | null, paymentId: number): Promise<ReceiptData> {
      authorize(actor, 'vouchers.view');
      const [payment] = Number.isInteger(paymentId) && paymentId > 0 ? await paymentsOf(db, { id: paymentId }) : [];
      if (!payment) throw notFound(m.paymentNotFound);
      const voucher = await findRow(payment.voucherId);
      const all = await paymentsOf(db, { voucher_id: voucher.id });
      const upTo = all.slice(0, all.findIndex((p) => p.id === payment.id) + 1);
      return { payment, voucher, paidUntilCents: upTo.reduce((s, p) => s + p.amountCents, 0) };
    },
  };

  /** The renewal of a voucher: dates and today's price; refuses what cannot be renewed. */
  async function renewalOf(conn: Db | Knex.Transaction, row: VoucherRow) {
    if (row.storedStatus === 'inactive') throw new AppError('VOUCHERS_RENEW_INACTIVE', 409, m.renewInactive);
    if (row.renewedById) throw new AppError('VOUCHERS_ALREADY_RENEWED', 409, m.alreadyRenewed, { id: row.renewedById });
    const today = todayInMadrid();
    const price = await quote(conn, row.courseId, today);
    if (!price) throw new AppError('VOUCHERS_NO_PRICE', 409, m.noPrice);
    // Used up or nearly (the family goes on having classes now) or already ended: from today;
    // otherwise the day after the old one ends, so the two do not overlap.
    const continuesNow = row.endDate < today || row.minutesLeft <= RENEW_HOURS_LEFT * 60;
    const startDate = continuesNow ? today : addDays(row.endDate, 1);
    return { price, startDate, endDate: addMonths(startDate, DEFAULT_MONTHS), amountCents: row.hours * price.hourlyPriceCents };
  }

  function assertSettleable(row: VoucherRow) {
    if (row.storedStatus === 'settled') throw new AppError('VOUCHERS_ALREADY_SETTLED', 409, m.alreadySettled, { id: row.id });
    const usedUp = row.minutesLeft <= 0;
    const pastEnd = row.endDate < todayInMadrid();
    if (row.storedStatus !== 'active' || !(usedUp || pastEnd)) throw new AppError('VOUCHERS_NOT_SETTLEABLE', 409, m.notSettleable, { id: row.id });
  }

  return service;
}

export type VouchersService = ReturnType<typeof createVouchersService>;
