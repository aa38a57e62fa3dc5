import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { notFound } from '../../src/lib/errors';
import { t, type Message } from '../../src/lib/intl';
import { pageByIds, whereRowId, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { idField, isRowId, validator, rowIdIn, multiline } from '../../src/lib/validation';
import type { RawSlot, WeeklySlot } from '../people';
import { customerNameSql, studentNameSql, userNameSql } from './lookups';
import { ACTIVE_TEACHER, rankTeachers, reasonsOf, matchColumns, type RankedTeacher } from './interests.ranking';
import type { VouchersDeps } from './vouchers.deps';
import type { createVouchersService } from './vouchers.service';
import { interestsMessages as m } from './interests.messages';
import { createInterestAcceptance, createInterestWrites } from './interests.write';
import { createInterestChoices } from './interests.choices';
import { vouchersError, type VouchersErrorCode } from './vouchers.errors';
import { vouchersMessages as vm } from './vouchers.messages';
import { MAX_HOURS } from './vouchers.rules';

export const INTEREST_STATUSES = [
  'pending_interview',
  'pending_agreement',
  'pending_info',
  'waiting',
  'old',
  'lost',
] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export const VISIBILITIES = ['everyone', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const STATUS_LABELS: Record<InterestStatus | 'accepted', Message> = {
  pending_interview: m.statusPendingInterview,
  pending_agreement: m.statusPendingAgreement,
  pending_info: m.statusPendingInfo,
  waiting: m.statusWaiting,
  old: m.statusOld,
  lost: m.statusLost,
  accepted: m.statusAccepted,
};
export const interestStatusLabel = (status: string) =>
  status in STATUS_LABELS ? t(STATUS_LABELS[status as InterestStatus]) : status;
export const visibilityLabel = (v: string) => t(v === 'everyone' ? m.visibilityEveryone : m.visibilityHidden);
/**
 * What teachers see of a lead, as its page and list say it: published only while it is open
 * (a lead accepted, old or lost leaves «Buscar estudiantes» whatever its visibility says).
 */
export const shownVisibilityLabel = (lead: { visibility: string; shownStatus: string }, short = false) => {
  const closed = ['accepted', 'old', 'lost'].includes(lead.shownStatus);
  if (lead.visibility === 'everyone' && closed) return t(short ? m.visibilityShortClosed : m.visibilityClosed);
  if (short) return t(lead.visibility === 'everyone' ? m.visibilityShortEveryone : m.visibilityShortHidden);
  return visibilityLabel(lead.visibility);
};
export const decisionLabel = (d: string | null, withdrawn?: unknown) =>
  t(
    withdrawn
      ? m.withdrawn
      : d === 'accepted'
        ? m.decisionAccepted
        : d === 'denied'
          ? m.decisionDenied
          : m.decisionNone,
  );

/**
 * A lead's applications still to decide (FROM … WHERE, over `ci`): undecided, not withdrawn, from
 * a teacher who can still take it (one who dropped out since reads «Profesor de baja», not «to review»).
 */
const PENDING_APPLICATIONS = `teacher_interests ti join teachers te on te.id = ti.teacher_id join users u on u.id = te.id
  where ti.customer_interest_id = ci.id and ti.decision is null and ti.withdrawn_date is null and ${ACTIVE_TEACHER}`;

/** A lead is open while not `old` or `lost` and not accepted (no voucher yet). */
export const OPEN_SQL = `(ci.status not in ('old', 'lost') and ci.voucher_id is null)`;
/** The status shown: `accepted` once it has a voucher, else its own. */
const SHOWN_STATUS = `(case when ci.voucher_id is not null then 'accepted' else ci.status end)`;
/** Days since anyone last changed a lead before it counts as untouched. */
export const UNTOUCHED_DAYS = 7;
/** A lead's or an application's "new" for the reminders: the last week. */
export const NEW_DAYS = 7;
export const MAX_HOURS_PER_WEEK = 40;

export const INTEREST_LIST_SPEC: ListSpec = {
  sortable: ['touched', 'created', 'age', 'start', 'status', 'student', 'hours', 'applications'],
  defaultSort: 'touched',
  filters: [
    'status',
    'advisor',
    'course',
    'subject',
    'district',
    'visibility',
    'applications',
    'untouched',
    'customer',
    'student',
  ],
};

const SORT_COLUMNS: Record<string, string> = {
  touched: 'ci.updated_date',
  created: 'ci.created_date',
  // The list's «Antigüedad» (days since the call): ascending is the newest first, as the column reads.
  age: '(current_timestamp - ci.created_date)',
  start: 'ci.start_date',
  status: SHOWN_STATUS,
  student: `search_key(${studentNameSql()})`,
  hours: 'ci.hours_per_week',
  applications: 'application_count',
};

export interface InterestRowRef {
  id: number;
  subjectId: number;
  subjectName: string;
  courseId: number;
  courseName: string;
  levelId: number;
}

/** A lead as staff see it in the list. */
export interface CustomerInterestRow {
  id: number;
  status: InterestStatus;
  shownStatus: InterestStatus | 'accepted';
  customerId: number;
  customerName: string;
  studentId: number;
  studentName: string;
  studentFirstName: string;
  subjects: string;
  districtId: number | null;
  districtName: string | null;
  hoursPerWeek: number;
  startDate: string;
  visibility: Visibility;
  advisorId: number | null;
  advisorName: string | null;
  applicationCount: number;
  pendingApplicationCount: number;
  voucherId: number | null;
  remarks: string | null;
  teacherRemarks: string | null;
  createdDate: Date;
  updatedDate: Date;
  ageDays: number;
}

export interface StatusChange {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  actorName: string | null;
  createdDate: Date;
}

export interface Application {
  id: number;
  teacherId: number;
  teacherName: string;
  status: InterestStatus;
  decision: 'accepted' | 'denied' | null;
  remarks: string | null;
  invitedBy: number | null;
  withdrawnDate: Date | null;
  createdDate: Date;
  reasons: string[];
  /** The teacher can still be given the voucher (not dropped out, account on). */
  teacherActive: boolean;
}

export interface CustomerInterestDetail extends CustomerInterestRow {
  customerPhone: string | null;
  customerEmail: string | null;
  rows: InterestRowRef[];
  slots: WeeklySlot[];
  history: StatusChange[];
  applications: Application[];
}

/** What a form or GraphQL sends for a lead. */
export interface CustomerInterestInput {
  /** existing: a student already on file; newStudent: a new student of an existing customer; new: a new family and student. */
  family?: 'existing' | 'newStudent' | 'new';
  studentId?: number;
  studentName?: string;
  customerId?: number;
  customerName?: string;
  newCustomer?: Record<string, unknown>;
  newStudent?: Record<string, unknown>;
  interests?: { subjectId?: unknown; courseId?: unknown }[];
  hoursPerWeek?: number | string;
  slots?: RawSlot[];
  districtId?: number;
  districtName?: string;
  startDate?: string;
  visibility?: Visibility;
  advisorId?: number;
  status?: InterestStatus;
  remarks?: string;
  teacherRemarks?: string;
}

export const validateLead = validator<CustomerInterestInput>({
  type: 'object',
  properties: {
    family: { type: 'string', enum: ['existing', 'newStudent', 'new'] },
    studentId: idField,
    studentName: { type: 'string', maxLength: 300 },
    customerId: idField,
    customerName: { type: 'string', maxLength: 300 },
    newCustomer: { type: 'object' },
    newStudent: { type: 'object' },
    interests: { type: 'array', maxItems: 10 },
    hoursPerWeek: {},
    slots: { type: 'array', maxItems: 30 },
    districtId: idField,
    districtName: { type: 'string', maxLength: 100 },
    startDate: { type: 'string', format: 'date' },
    visibility: { type: 'string', enum: [...VISIBILITIES] },
    advisorId: idField,
    status: { type: 'string', enum: [...INTEREST_STATUSES] },
    remarks: { type: 'string', maxLength: 2000, ...multiline },
    teacherRemarks: { type: 'string', maxLength: 1000, ...multiline },
  },
  required: ['startDate'],
  additionalProperties: false,
});

export const newStudentSchema = validator<{ firstName: string; lastName?: string; birthDate?: string }>({
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: { type: 'string', maxLength: 150 },
    birthDate: { type: 'string', format: 'date' },
  },
  required: ['firstName'],
  additionalProperties: false,
});

export interface AcceptInput {
  teacherInterestId?: number | null;
  teacherId?: number | null;
  interestId?: number;
  hours?: number;
  startDate?: string;
  endDate?: string;
}

export const validateAccept = validator<AcceptInput>({
  type: 'object',
  properties: {
    teacherInterestId: idField,
    teacherId: idField,
    interestId: idField,
    // The voucher's own bound and message ("Un bono no puede tener más de 500 horas"), not "El valor no es válido".
    hours: { type: 'integer', minimum: 1, maximum: MAX_HOURS, 'x-messages': { maximum: vm.hoursMax } },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
  },
  required: ['interestId', 'hours'],
  additionalProperties: false,
});

/** '2,5' or 2.5 → 2.5; anything else → NaN. */
export function hoursOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\s*\d{1,3}([.,]\d{1,2})?\s*$/.test(value)) return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

export const refused = (code: VouchersErrorCode, message: Message, values?: Record<string, string | number>) =>
  vouchersError(code, message, { values });

/** Why a lead cannot be accepted (it has its voucher, or it is old or lost), or nothing: the accept and its page follow it. */
export function acceptRefusal(lead: { voucherId: number | null; status: InterestStatus }) {
  if (lead.voucherId) return refused('INTERESTS_ALREADY_ACCEPTED', m.alreadyAccepted, { id: lead.voucherId });
  if (lead.status === 'old' || lead.status === 'lost')
    return refused('INTERESTS_CLOSED', m.closedNoAccept, { status: interestStatusLabel(lead.status) });
  return undefined;
}

/**
 * A voucher made from a lead starts, when no date is given, on the day the family asked to
 * start; a day already past starts it today. The accept dialog proposes the same day.
 */
export function acceptStartDate(lead: { startDate: string }, today: string): string {
  return lead.startDate > today ? lead.startDate : today;
}

export type VouchersService = ReturnType<typeof createVouchersService>;

/** A lead's list and page row: names, district, advisor, subjects and application counts. */
function interestRowsQuery(conn: Db | Knex.Transaction) {
  return conn('customer_interests as ci')
    .join('customers as cu', 'cu.id', 'ci.customer_id')
    .join('students as s', 's.id', 'ci.student_id')
    .leftJoin('districts as d', 'd.id', 'ci.district_id')
    .leftJoin('users as adv', 'adv.id', 'ci.advisor_id')
    .select(
      'ci.*',
      conn.raw(`${SHOWN_STATUS} as shown_status`),
      conn.raw(`${customerNameSql()} as customer_name`),
      conn.raw(`${studentNameSql()} as student_name`),
      's.first_name as student_first_name',
      'd.name as district_name',
      conn.raw(`case when adv.id is null then null else ${userNameSql('adv')} end as advisor_name`),
      conn.raw(
        `coalesce((select string_agg(su.name || ' · ' || co.name, ', ' order by su.name) from interests i join subjects su on su.id = i.subject_id join courses co on co.id = i.course_id where i.customer_interest_id = ci.id), '') as subjects`,
      ),
      conn.raw(
        '(select count(*) from teacher_interests ti where ti.customer_interest_id = ci.id and ti.withdrawn_date is null)::int as application_count',
      ),
      conn.raw(`(select count(*) from ${PENDING_APPLICATIONS})::int as pending_application_count`),
      conn.raw("(current_date - (ci.created_date at time zone current_setting('TimeZone'))::date)::int as age_days"),
    );
}

/** The leads' list filters (and the text search); `withStatus` false for the counts per status. */
function applyInterestFilters(
  q: Knex.QueryBuilder,
  { db, query, withStatus }: { db: Db; query: Pick<ListQuery, 'q' | 'filters'>; withStatus: boolean },
) {
  const f = query.filters;
  if (withStatus) {
    const status = f.status ?? 'open';
    if (status === 'open') q.whereRaw(OPEN_SQL);
    else if (status === 'accepted') q.whereNotNull('ci.voucher_id');
    else if ((INTEREST_STATUSES as readonly string[]).includes(status))
      q.where('ci.status', status).whereNull('ci.voucher_id');
  }
  if (f.advisor === 'none') q.whereNull('ci.advisor_id');
  else whereRowId(q, 'ci.advisor_id', f.advisor);
  for (const [name, column] of [
    ['course', 'i.course_id'],
    ['subject', 'i.subject_id'],
  ] as const) {
    const id = rowIdIn(f[name]);
    if (id)
      q.whereExists((w) =>
        w.select(db.raw('1')).from('interests as i').whereRaw('i.customer_interest_id = ci.id').where(column, id),
      );
  }
  whereRowId(q, 'ci.district_id', f.district);
  whereRowId(q, 'ci.customer_id', f.customer);
  whereRowId(q, 'ci.student_id', f.student);
  if (f.visibility === 'everyone' || f.visibility === 'hidden') q.where('ci.visibility', f.visibility);
  if (f.applications === 'pending') q.whereExists((w) => w.select(db.raw('1')).fromRaw(PENDING_APPLICATIONS));
  if (f.untouched === '1') q.whereRaw(`ci.updated_date < now() - interval '${UNTOUCHED_DAYS} days'`);
  if (query.q) {
    const typed = query.q;
    q.where((w) => {
      w.whereRaw(`search_match(${customerNameSql()}, ?)`, [typed])
        .orWhereRaw(`search_match(${studentNameSql()}, ?)`, [typed])
        .orWhereRaw(`search_match(coalesce(ci.remarks, ''), ?)`, [typed])
        .orWhereRaw(`text_contains(lower(coalesce(cu.email, '')), lower(?))`, [typed]);
      const digits = typed.replace(/\D/g, '');
      if (digits.length >= 3)
        w.orWhereRaw(`regexp_replace(coalesce(cu.phone, ''), '\\D', '', 'g') like '%' || ? || '%'`, [digits]);
      const number = /^#?(\d{1,9})$/.exec(typed);
      if (number) w.orWhere('ci.id', Number(number[1]));
    });
  }
  return q;
}

async function rowsOf(conn: Db | Knex.Transaction, id: number): Promise<InterestRowRef[]> {
  return conn('interests as i')
    .join('subjects as su', 'su.id', 'i.subject_id')
    .join('courses as co', 'co.id', 'i.course_id')
    .where('i.customer_interest_id', id)
    .orderBy(['su.name', 'i.id'])
    .select('i.id', 'i.subject_id', 'su.name as subject_name', 'i.course_id', 'co.name as course_name', 'co.level_id');
}

async function slotsOf(conn: Db | Knex.Transaction, id: number): Promise<WeeklySlot[]> {
  const rows = await conn('customer_interest_slots')
    .where('customer_interest_id', id)
    .orderBy(['weekday', 'start_time'])
    .select('weekday', 'start_time', 'end_time');
  return rows.map((r: { weekday: number; startTime: string; endTime: string }) => ({
    weekday: r.weekday,
    start: r.startTime.slice(0, 5),
    end: r.endTime.slice(0, 5),
  }));
}

/** The teachers' applications to a lead, with how each fits it. */
async function applicationsOfLead(db: Db, id: number): Promise<Application[]> {
  const rows = await db('teacher_interests as ti')
    .join('teachers as te', 'te.id', 'ti.teacher_id')
    .join('users as u', 'u.id', 'te.id')
    .join('customer_interests as ci', 'ci.id', 'ti.customer_interest_id')
    .leftJoin('districts as d', 'd.id', 'ci.district_id')
    .where('ti.customer_interest_id', id)
    .orderBy('ti.created_date')
    .select(
      'ti.id',
      'ti.teacher_id',
      db.raw(`${userNameSql('u')} as teacher_name`),
      'ti.status',
      'ti.decision',
      'ti.remarks',
      'ti.invited_by',
      'ti.withdrawn_date',
      'ti.created_date',
      db.raw(`(${ACTIVE_TEACHER}) as teacher_active`),
      ...matchColumns(db),
    );
  return rows.map((r: Application & Parameters<typeof reasonsOf>[0]) => ({ ...r, reasons: reasonsOf(r) }));
}

export function createInterestsService({ db, academic }: VouchersDeps, vouchers: VouchersService) {
  const baseQuery = (conn: Db | Knex.Transaction = db) => interestRowsQuery(conn);

  const rowOf = (raw: Record<string, unknown>) =>
    ({ ...raw, hoursPerWeek: Number(raw.hoursPerWeek) }) as CustomerInterestRow;

  /** Every filter but the status (the counts per status apply these). */
  const applyFilters = (q: Knex.QueryBuilder, query: Pick<ListQuery, 'q' | 'filters'>, withStatus = true) =>
    applyInterestFilters(q, { db, query, withStatus });

  function filtered(query: Pick<ListQuery, 'q' | 'filters'>, withStatus = true) {
    return applyFilters(
      db('customer_interests as ci')
        .join('customers as cu', 'cu.id', 'ci.customer_id')
        .join('students as s', 's.id', 'ci.student_id'),
      query,
      withStatus,
    );
  }

  async function findRow(id: number, conn: Db | Knex.Transaction = db): Promise<CustomerInterestRow> {
    const raw = isRowId(id) ? await baseQuery(conn).where('ci.id', id).first() : undefined;
    if (!raw) throw notFound(m.notFound);
    return rowOf(raw);
  }

  const applicationsOf = (id: number) => applicationsOfLead(db, id);

  const events = createInterestEvents();
  const service = {
    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<CustomerInterestRow>> {
      authorize(actor, 'customerInterests.view');
      const dir = query.direction;
      const ids = filtered(query)
        .select('ci.id')
        .orderByRaw(
          `${SORT_COLUMNS[query.sort] === 'application_count' ? '(select count(*) from teacher_interests ti where ti.customer_interest_id = ci.id and ti.withdrawn_date is null)' : (SORT_COLUMNS[query.sort] ?? 'ci.updated_date')} ${dir} nulls last, ci.id ${dir}`,
        );
      return pageByIds({
        query,
        ids,
        counted: () => filtered(query),
        rows: async (page) => (await baseQuery().whereIn('ci.id', page)).map(rowOf),
      });
    },

    /** Every row of a filtered list, for the CSV download. */
    async *exportRows(actor: Actor | null, query: ListQuery): AsyncGenerator<CustomerInterestRow> {
      authorize(actor, 'customerInterests.view');
      for (let page = 1; ; page++) {
        const { rows } = await service.list(actor, { ...query, page, pageSize: 100 });
        yield* rows;
        if (rows.length < 100) return;
      }
    },

    /** How many leads each status holds under the list's other filters (the links above the table). */
    async counts(actor: Actor | null, query: Pick<ListQuery, 'q' | 'filters'>): Promise<Record<string, number>> {
      authorize(actor, 'customerInterests.view');
      const rows = await filtered(query, false)
        .select(db.raw(`${SHOWN_STATUS} as status`))
        .count({ count: '*' })
        .groupByRaw(SHOWN_STATUS);
      const counts: Record<string, number> = { open: 0 };
      for (const r of rows as { status: string; count: number }[]) {
        counts[r.status] = Number(r.count);
        if (r.status !== 'accepted' && r.status !== 'old' && r.status !== 'lost') counts.open += Number(r.count);
      }
      return counts;
    },

    async get(actor: Actor | null, id: number): Promise<CustomerInterestDetail> {
      authorize(actor, 'customerInterests.view');
      const row = await findRow(id);
      const [contact, rows, slots, history, applications] = await Promise.all([
        db('customers').where('id', row.customerId).first('phone', 'email'),
        rowsOf(db, id),
        slotsOf(db, id),
        db('customer_interest_changes as h')
          .leftJoin('users as u', 'u.id', 'h.actor_id')
          .where('h.customer_interest_id', id)
          .orderBy('h.id', 'desc')
          .select(
            'h.id',
            'h.from_status',
            'h.to_status',
            'h.created_date',
            db.raw(`case when u.id is null then null else ${userNameSql('u')} end as actor_name`),
          ),
        applicationsOf(id),
      ]);
      return {
        ...row,
        customerPhone: contact?.phone ?? null,
        customerEmail: contact?.email ?? null,
        rows,
        slots,
        history,
        applications,
      };
    },

    /** The teachers who fit the lead and have not applied, best first, with their reasons. */
    async matchingTeachers(actor: Actor | null, id: number, limit = 10): Promise<RankedTeacher[]> {
      authorize(actor, 'customerInterests.view');
      await findRow(id);
      return rankTeachers(db, id, limit);
    },

    /** The lead a voucher came from (the voucher's page links back). */
    async ofVoucher(actor: Actor | null, voucherId: number): Promise<number | null> {
      authorize(actor, 'customerInterests.view');
      return (await db('customer_interests').where('voucher_id', voucherId).first('id'))?.id ?? null;
    },

    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'customerInterests.view')) return [];
      const [applications, untouched] = await Promise.all([
        filtered({ filters: { applications: 'pending' } })
          .count({ count: '*' })
          .first(),
        filtered({ filters: { untouched: '1' } })
          .count({ count: '*' })
          .first(),
      ]);
      const items: TodoItem[] = [];
      const a = Number((applications as { count: number }).count);
      const u = Number((untouched as { count: number }).count);
      if (a > 0)
        items.push({
          key: 'interests.applications',
          text: t(m.todoApplications, { count: a }),
          href: '/customer-interests?applications=pending',
        });
      if (u > 0)
        items.push({
          key: 'interests.untouched',
          text: t(m.todoUntouched, { count: u, days: UNTOUCHED_DAYS }),
          href: '/customer-interests?untouched=1',
        });
      return items;
    },

    /** Tells the lead's page (subscription) that an application arrived; set by the module. */
    events,
  };
  // Creating, editing, inviting and accepting leads (interests.write.ts).
  const context = { db, academic, vouchers, events, findRow, get: service.get, applicationsOf };
  return {
    ...service,
    ...createInterestChoices({ db, academic }),
    ...createInterestWrites(context),
    ...createInterestAcceptance(context),
  };
}

export interface InterestEvent {
  customerInterestId: number;
  teacherInterestId: number;
}

/** A tiny in-process emitter: applications told to the GraphQL subscription after they commit. */
export function createInterestEvents() {
  const listeners = new Set<(event: InterestEvent) => void>();
  return {
    on(listener: (event: InterestEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: InterestEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

export type InterestsService = ReturnType<typeof createInterestsService>;
