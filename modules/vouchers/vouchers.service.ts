import { activeTeachers, teacherSearch, filterNames, customerNameSql, studentNameSql, userNameSql } from './lookups';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { notFound } from '../../src/lib/errors';
import { isIsoDay, t } from '../../src/lib/intl';
import { ttlCache } from '../../src/lib/cache';
import {
  keptTotal,
  pageByIds,
  parseListQuery,
  whereRowId,
  type ListPage,
  type ListQuery,
  type ListSpec,
} from '../../src/lib/listQuery';
import { effectiveStatusSql, type VoucherMovement, type VoucherStatus } from './hours';
import type { VouchersDeps } from './vouchers.deps';
import type { AppliedPrice } from '../academic';
import { vouchersMessages as m } from './vouchers.messages';
import type { PaymentMethod, VoucherPaymentStatus } from './vouchers.labels';
import { LAST_CLASS_DAYS, RENEW_DAYS_AHEAD, RENEW_HOURS_LEFT } from './vouchers.rules';
import { createVoucherForm } from './vouchers.form';
import { createVoucherDetail } from './vouchers.detail';
import { createVoucherEditing } from './vouchers.edit';
import { createVoucherPayments } from './vouchers.pay';
import { createVoucherRenewals } from './vouchers.renew';
import { createVoucherSettlements } from './vouchers.settle';
import { createVoucherEmails } from './vouchers.email';

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
  /** The invoice the payment issued (registered by the invoices module), once known. */
  invoice?: PaymentInvoice | null;
}

/** An invoice as a voucher's page and receipt name it. */
export interface PaymentInvoice {
  id: number;
  fullNumber: string;
}

export interface ChainLink {
  id: number;
  startDate: string;
  endDate: string;
  hours: number;
  status: VoucherStatus;
}

export interface VoucherDetail extends VoucherRow {
  /** The day the voucher's teacher dropped out, once it has come (they can no longer teach it). */
  teacherLeftOn: string | null;
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
  /** Who received the money (the invoices' issuer, once filled in), or null. */
  issuer: AcademyIssuer | null;
  /** The academy's name as its documents say it (the issuer's, else ACADEMY_NAME). */
  academyName: string;
}

/** The academy as its documents name it (receipts, the family's payment pages): legal name, NIF and address. */
export interface AcademyIssuer {
  name: string;
  nif: string;
  address: string;
  /** How families reach it (the e-mail, the card payment pages close with it; the transfer's account). */
  contact?: AcademyContact;
}

/** How families and teachers reach the academy: each null when not filled in. */
export interface AcademyContact {
  email: string | null;
  phone: string | null;
  /** The account a transfer is paid to, in electronic format (no spaces). */
  iban: string | null;
}

export interface PriceQuote {
  priceId: number;
  name: string;
  hourlyPriceCents: number;
  teacherHourlyPayCents: number;
  validFrom: string;
}

/**
 * What the use cases (vouchers.edit.ts, .pay.ts, .renew.ts, .settle.ts, .email.ts, .form.ts,
 * .detail.ts) share: the deps and the reading of a voucher's full row.
 */
export interface VouchersContext extends VouchersDeps {
  /** Every voucher's full row: names, money, hours and derived status (`rowOf` reads it). */
  baseQuery(conn?: Db | Knex.Transaction): Knex.QueryBuilder<Record<string, unknown>, Record<string, unknown>[]>;
  rowOf(raw: Record<string, unknown>): VoucherRow;
  /** The voucher's row; not found: NOT_FOUND. */
  findRow(voucherId: number, conn?: Db | Knex.Transaction): Promise<VoucherRow>;
  /** Locks the voucher's row for the rest of the transaction and reads it afresh. */
  lockRow(trx: Knex.Transaction, voucherId: number): Promise<VoucherRow>;
  /** The course's price on the day (none: undefined). */
  quote(conn: Db | Knex.Transaction, courseId: number, day: string): Promise<PriceQuote | undefined>;
  quoteOf(price: AppliedPrice): PriceQuote;
  /** The lists' subject menu, kept FILTER_MENU_TTL_MS. */
  filterMenus: ReturnType<typeof ttlCache<string, unknown>>;
}

export type VoucherListKind = 'all' | 'nonRenewed' | 'pendingHours' | 'lastClass' | 'settlements';

const SORTS = [
  'id',
  'customer',
  'student',
  'subject',
  'teacher',
  'hours',
  'left',
  'amount',
  'startDate',
  'endDate',
  'status',
  'lastClass',
] as const;
const FILTERS = ['status', 'payment', 'customer', 'student', 'teacher', 'subject', 'from', 'to'] as const;

/** The period filters are labelled «Vigente desde», «Vigente hasta» (VouchersList): refusals name them so. */
const LIST = { sortable: SORTS, filters: FILTERS, periodLabels: { from: m.from, to: m.to } };
export const VOUCHER_LIST_SPECS: Record<VoucherListKind, ListSpec> = {
  all: { ...LIST, defaultSort: 'id', defaultDirection: 'desc' },
  nonRenewed: { ...LIST, defaultSort: 'endDate' },
  pendingHours: { ...LIST, defaultSort: 'left', defaultDirection: 'desc' },
  lastClass: { ...LIST, defaultSort: 'lastClass' },
  settlements: { ...LIST, defaultSort: 'endDate' },
};

const STATUS = effectiveStatusSql('v');
const LEFT = '(v.hours * 60 - v.minutes_booked)';
const CUSTOMER_NAME = customerNameSql();
const STUDENT_NAME = studentNameSql();
const TEACHER_NAME = userNameSql('tu');
/** The date of the voucher's last live class, kept on the voucher by a trigger on classes (migration 20261123160500). */
const LAST_CLASS = 'v.last_class_date';
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

/** Sorts by columns that are never null. */
const NOT_NULL_SORTS = new Set(['id', 'hours', 'amount', 'startDate', 'endDate']);

/**
 * What each working list holds (DOMAIN.md §3), as SQL over the `vouchers` row `v`:
 * - nonRenewed: active (not expired), 2 hours or fewer left or ending within 15 days, not renewed;
 * - pendingHours: active with minutes left;
 * - lastClass: active with minutes left and no live class in the last 30 days (31 days ago is in);
 * - settlements: active (stored) and used up (its last class begun: hours booked for days to
 *   come leave none, but there is nothing to settle yet) or past its end date, not settled.
 */
// Effective 'active' implies stored 'active': said first, so the index on (status, end_date) serves.
export const LIST_CONDITIONS: Record<Exclude<VoucherListKind, 'all'>, string> = {
  nonRenewed: `v.status = 'active' and ${STATUS} = 'active' and (${LEFT} <= ${RENEW_HOURS_LEFT * 60} or v.end_date <= current_date + ${RENEW_DAYS_AHEAD}) and not ${RENEWED}`,
  pendingHours: `v.status = 'active' and ${STATUS} = 'active' and ${LEFT} > 0`,
  lastClass: `v.status = 'active' and ${STATUS} = 'active' and ${LEFT} > 0 and (${LAST_CLASS} is null or ${LAST_CLASS} < current_date - ${LAST_CLASS_DAYS})`,
  settlements: `v.status = 'active' and ((${LEFT} <= 0 and (${LAST_CLASS} is null or ${LAST_CLASS} <= now())) or v.end_date < current_date)`,
};

/**
 * The stored statuses whose kept counts (`voucher_counts`, kept by triggers) add up to a list's
 * total: the plain list with no filter, or filtered by a status no date changes (inactive,
 * settled: "active" and "expired" depend on today). Undefined when the list must be counted.
 */
function keptCount(query: ListQuery, kind: VoucherListKind): string[] | undefined {
  const { status, ...others } = query.filters;
  if (kind !== 'all' || query.q || Object.values(others).some((v) => v)) return undefined;
  if (!status) return ['inactive', 'active', 'settled'];
  return status === 'inactive' || status === 'settled' ? [status] : undefined;
}

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

/** The lists' subject menu changes rarely: kept this long (the academic module owns its writes). */
const FILTER_MENU_TTL_MS = 30_000;

/** A voucher's list and page row: its names, status and sums (paid, cash, used minutes, counts). */
function voucherRowsQuery(conn: Db | Knex.Transaction) {
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
      conn.raw(
        `case when sb.id is null then null else trim(sb.first_name || ' ' || sb.last_name) end as settled_by_name`,
      ),
      conn.raw(
        'coalesce((select sum(p.amount_cents) from payments p where p.voucher_id = v.id), 0)::int as paid_cents',
      ),
      conn.raw(
        `coalesce((select sum(p.amount_cents) from payments p where p.voucher_id = v.id and p.method = 'cash'), 0)::int as cash_cents`,
      ),
      conn.raw(
        `coalesce((select sum(c.duration) from classes c where c.voucher_id = v.id and c.status = 'validated'), 0)::int as minutes_used`,
      ),
      conn.raw('(select n.id from vouchers n where n.renewed_from_id = v.id) as renewed_by_id'),
      conn.raw('(select count(*) from classes c where c.voucher_id = v.id)::int as class_count'),
      conn.raw('(select count(*) from payments p where p.voucher_id = v.id)::int as payment_count'),
    );
}

/** A list's conditions: its kind, the filters and the search box. */
function applyFilters(q: Knex.QueryBuilder, query: ListQuery, kind: VoucherListKind) {
  if (kind !== 'all') q.whereRaw(LIST_CONDITIONS[kind]);
  const f = query.filters;
  if (f.status && ['inactive', 'active', 'expired', 'settled'].includes(f.status))
    q.whereRaw(`${STATUS} = ?`, [f.status]);
  if (f.payment === 'pendingPayment' || f.payment === 'paid') q.where('v.payment_status', f.payment);
  for (const [name, column] of [
    ['customer', 'v.customer_id'],
    ['student', 'v.student_id'],
    ['subject', 'v.subject_id'],
  ] as const) {
    whereRowId(q, column, f[name]);
  }
  if (f.teacher === 'none') q.whereNull('v.teacher_id');
  else whereRowId(q, 'v.teacher_id', f.teacher);
  // A period: the vouchers valid at some day of it (their dates overlap it).
  if (isIsoDay(f.from)) q.where('v.end_date', '>=', f.from);
  if (isIsoDay(f.to)) q.where('v.start_date', '<=', f.to);
  if (query.q) {
    const typed = query.q;
    q.where((w) => {
      w.whereRaw(`search_match(${CUSTOMER_NAME}, ?)`, [typed])
        .orWhereRaw(`search_match(${STUDENT_NAME}, ?)`, [typed])
        .orWhereRaw(`search_match(su.name, ?)`, [typed])
        .orWhereRaw(`search_match(coalesce(${TEACHER_NAME}, ''), ?)`, [typed]);
      const number = /^#?(\d{1,9})$/.exec(typed);
      if (number) w.orWhere('v.id', Number(number[1]));
    });
  }
  return q;
}

/** The price a voucher is quoted at. */
const quoteOf = (price: AppliedPrice): PriceQuote => ({
  priceId: price.id,
  name: price.name,
  hourlyPriceCents: price.customerPriceCents,
  teacherHourlyPayCents: price.teacherPayCents,
  validFrom: price.validFrom,
});

export function createVouchersService({ db, config, mailer, academic, students }: VouchersDeps) {
  const filterMenus = ttlCache<string, unknown>(FILTER_MENU_TTL_MS);
  const teachers = teacherSearch(db);
  const baseQuery = (conn: Db | Knex.Transaction = db) => voucherRowsQuery(conn);

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
    // A column never null needs no "nulls" clause, and without it an index serves both directions.
    const nulls = NOT_NULL_SORTS.has(query.sort) ? '' : ` nulls ${query.direction === 'asc' ? 'first' : 'last'}`;
    return q.orderByRaw(`${SORT_COLUMNS[query.sort] ?? 'v.id'} ${query.direction}${nulls}, v.id ${query.direction}`);
  }

  async function findRow(voucherId: number, conn: Db | Knex.Transaction = db): Promise<VoucherRow> {
    const raw =
      Number.isInteger(voucherId) && voucherId > 0 ? await baseQuery(conn).where('v.id', voucherId).first() : undefined;
    if (!raw) throw notFound(m.notFound);
    return rowOf(raw);
  }

  /** Locks the voucher's row for the rest of the transaction and reads it afresh. */
  async function lockRow(trx: Knex.Transaction, voucherId: number): Promise<VoucherRow> {
    const locked =
      Number.isInteger(voucherId) && voucherId > 0
        ? await trx('vouchers').where('id', voucherId).forUpdate().first('id')
        : undefined;
    if (!locked) throw notFound(m.notFound);
    return findRow(voucherId, trx);
  }

  async function quote(conn: Db | Knex.Transaction, courseId: number, day: string): Promise<PriceQuote | undefined> {
    const price = await academic.priceFor(conn, courseId, day);
    return price && quoteOf(price);
  }

  const service = {
    async list(actor: Actor | null, query: ListQuery, kind: VoucherListKind = 'all'): Promise<ListPage<VoucherRow>> {
      authorize(actor, 'vouchers.view');
      // The page's ids first, over narrow rows; then the full detail of those rows only (as
      // one query the planner would join every voucher's detail before picking the page).
      // The total is the kept count when the list is every voucher (or a stored status); else
      // it rides along with the ids, or is asked alone past the last page.
      const kept = keptCount(query, kind);
      return pageByIds({
        query,
        ids: ordered(filterQuery(query, kind, true).select('v.id'), query),
        counted: () => filterQuery(query, kind, false),
        kept: kept && keptTotal(db, 'voucher_counts', kept),
        rows: async (ids) => (await baseQuery().whereIn('v.id', ids)).map(rowOf),
      });
    },

    /** Every row of a filtered list, in pages, for the CSV download. */
    async *exportRows(
      actor: Actor | null,
      query: ListQuery,
      kind: VoucherListKind = 'all',
    ): AsyncGenerator<VoucherRow> {
      authorize(actor, 'vouchers.view');
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const rows = await ordered(applyFilters(baseQuery(), query, kind), query)
          .limit(batch)
          .offset(offset);
        for (const row of rows) yield rowOf(row);
        if (rows.length < batch) return;
      }
    },

    /** The start page's reminders: vouchers to renew, to settle, and unpaid (staff). */
    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'vouchers.view')) return [];
      const count = async (kind: VoucherListKind, filters: Record<string, string> = {}) =>
        Number(
          ((await countQuery(parseListQuery(filters, VOUCHER_LIST_SPECS[kind]), kind)) as { count: number }).count,
        );
      const [renew, settle, unpaid] = await Promise.all([
        count('nonRenewed'),
        count('settlements'),
        count('all', { payment: 'pendingPayment' }),
      ]);
      const items: TodoItem[] = [];
      if (renew)
        items.push({
          key: 'vouchers.renew',
          text: t(m.todoRenew, { count: renew }),
          href: '/vouchers/active-non-renewed',
        });
      if (settle)
        items.push({ key: 'vouchers.settle', text: t(m.todoSettle, { count: settle }), href: '/vouchers/settlements' });
      if (unpaid)
        items.push({
          key: 'vouchers.unpaid',
          text: t(m.todoUnpaid, { count: unpaid }),
          href: '/vouchers?payment=pendingPayment',
        });
      return items;
    },

    /**
     * Active teachers, for the lead's accept dialog: read when a lead's page is shown, not kept,
     * so a teacher added or dropped out a moment ago is offered or not as the new voucher's form does.
     */
    async teachers(actor: Actor | null) {
      authorize(actor, 'vouchers.view');
      return activeTeachers(db);
    },

    /** The lists' teacher filter: suggestions for what is typed, names typed, the chosen one's name. */
    teacherFilter(actor: Actor | null) {
      authorize(actor, 'vouchers.view');
      return teachers;
    },

    /** Names of the customer and student a list is filtered by, for its chips. */
    async filterNames(actor: Actor | null, filters: Record<string, string | undefined>) {
      authorize(actor, 'vouchers.view');
      return filterNames(db, filters);
    },
  };

  const context: VouchersContext = {
    db,
    config,
    mailer,
    academic,
    students,
    baseQuery,
    rowOf,
    findRow,
    lockRow,
    quote,
    quoteOf,
    filterMenus,
  };
  const detail = createVoucherDetail(context);
  return {
    ...service,
    ...createVoucherForm(context),
    ...detail,
    ...createVoucherEditing(context),
    ...createVoucherPayments(context),
    ...createVoucherRenewals(context),
    ...createVoucherSettlements(context),
    ...createVoucherEmails(context, detail),
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
