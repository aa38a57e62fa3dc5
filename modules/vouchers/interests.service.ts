import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import type { TodoItem } from '../../src/lib/todo';
import { invalidInput, isAppError, notFound, type FieldErrors } from '../../src/lib/errors';
import { t, todayInMadrid, type Message } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { idField, isRowId, validator } from '../../src/lib/validation';
import { choosePlace } from '../places';
import { createFamilyIn, parseWeeklySlots, type RawSlot, type WeeklySlot } from '../people';
import { customerNameSql, filterNames, studentNameSql, userNameSql } from './lookups';
import { rankTeachers, reasonsOf, matchColumns, ACTIVE_TEACHER, type RankedTeacher } from './interests.ranking';
import type { VouchersDeps } from './vouchers.deps';
import type { createVouchersService, VoucherRow } from './vouchers.service';
import { interestsMessages as m } from './interests.messages';
import { vouchersError, type VouchersErrorCode } from './vouchers.errors';

export const INTEREST_STATUSES = ['pending_interview', 'pending_agreement', 'pending_info', 'waiting', 'old', 'lost'] as const;
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
export const interestStatusLabel = (status: string) => (status in STATUS_LABELS ? t(STATUS_LABELS[status as InterestStatus]) : status);
export const visibilityLabel = (v: string) => t(v === 'everyone' ? m.visibilityEveryone : m.visibilityHidden);
export const decisionLabel = (d: string | null, withdrawn?: unknown) => t(withdrawn ? m.withdrawn : d === 'accepted' ? m.decisionAccepted : d === 'denied' ? m.decisionDenied : m.decisionNone);

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
  sortable: ['touched', 'created', 'start', 'status', 'student', 'hours', 'applications'],
  defaultSort: 'touched',
  filters: ['status', 'advisor', 'course', 'subject', 'district', 'visibility', 'applications', 'untouched', 'customer', 'student'],
};

const SORT_COLUMNS: Record<string, string> = {
  touched: 'ci.updated_date',
  created: 'ci.created_date',
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

const validateLead = validator<CustomerInterestInput>({
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
    remarks: { type: 'string', maxLength: 2000 },
    teacherRemarks: { type: 'string', maxLength: 1000 },
  },
  required: ['startDate'],
  additionalProperties: false,
});

const newStudentSchema = validator<{ firstName: string; lastName?: string; birthDate?: string }>({
  type: 'object',
  properties: { firstName: { type: 'string', minLength: 1, maxLength: 100 }, lastName: { type: 'string', maxLength: 150 }, birthDate: { type: 'string', format: 'date' } },
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

const validateAccept = validator<AcceptInput>({
  type: 'object',
  properties: {
    teacherInterestId: idField,
    teacherId: idField,
    interestId: idField,
    hours: { type: 'integer', minimum: 1, maximum: 500 },
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

const refused = (code: VouchersErrorCode, message: Message, values?: Record<string, string | number>) => vouchersError(code, message, { values });

type VouchersService = ReturnType<typeof createVouchersService>;

export function createInterestsService({ db, academic }: VouchersDeps, vouchers: VouchersService) {
  function baseQuery(conn: Db | Knex.Transaction = db) {
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
        conn.raw(`coalesce((select string_agg(su.name || ' · ' || co.name, ', ' order by su.name) from interests i join subjects su on su.id = i.subject_id join courses co on co.id = i.course_id where i.customer_interest_id = ci.id), '') as subjects`),
        conn.raw('(select count(*) from teacher_interests ti where ti.customer_interest_id = ci.id and ti.withdrawn_date is null)::int as application_count'),
        conn.raw('(select count(*) from teacher_interests ti where ti.customer_interest_id = ci.id and ti.withdrawn_date is null and ti.decision is null)::int as pending_application_count'),
        conn.raw('(current_date - (ci.created_date at time zone current_setting(\'TimeZone\'))::date)::int as age_days'),
      );
  }

  const rowOf = (raw: Record<string, unknown>) => ({ ...raw, hoursPerWeek: Number(raw.hoursPerWeek) }) as CustomerInterestRow;

  /** Every filter but the status (the counts per status apply these). */
  function applyFilters(q: Knex.QueryBuilder, query: Pick<ListQuery, 'q' | 'filters'>, withStatus = true) {
    const f = query.filters;
    if (withStatus) {
      const status = f.status ?? 'open';
      if (status === 'open') q.whereRaw(OPEN_SQL);
      else if (status === 'accepted') q.whereNotNull('ci.voucher_id');
      else if ((INTEREST_STATUSES as readonly string[]).includes(status)) q.where('ci.status', status).whereNull('ci.voucher_id');
    }
    if (f.advisor === 'none') q.whereNull('ci.advisor_id');
    else if (isRowId(Number(f.advisor))) q.where('ci.advisor_id', Number(f.advisor));
    for (const [name, column] of [
      ['course', 'i.course_id'],
      ['subject', 'i.subject_id'],
    ] as const) {
      if (isRowId(Number(f[name]))) q.whereExists((w) => w.select(db.raw('1')).from('interests as i').whereRaw('i.customer_interest_id = ci.id').where(column, Number(f[name])));
    }
    if (isRowId(Number(f.district))) q.where('ci.district_id', Number(f.district));
    if (isRowId(Number(f.customer))) q.where('ci.customer_id', Number(f.customer));
    if (isRowId(Number(f.student))) q.where('ci.student_id', Number(f.student));
    if (f.visibility === 'everyone' || f.visibility === 'hidden') q.where('ci.visibility', f.visibility);
    if (f.applications === 'pending') q.whereExists((w) => w.select(db.raw('1')).from('teacher_interests as ti').whereRaw('ti.customer_interest_id = ci.id and ti.decision is null and ti.withdrawn_date is null'));
    if (f.untouched === '1') q.whereRaw(`ci.updated_date < now() - interval '${UNTOUCHED_DAYS} days'`);
    if (query.q) {
      const typed = query.q;
      q.where((w) => {
        w.whereRaw(`search_key(${customerNameSql()}) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`search_key(${studentNameSql()}) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`search_key(coalesce(ci.remarks, '')) like '%' || search_key(?) || '%'`, [typed])
          .orWhereRaw(`lower(coalesce(cu.email, '')) like '%' || lower(?) || '%'`, [typed]);
        const digits = typed.replace(/\D/g, '');
        if (digits.length >= 3) w.orWhereRaw(`regexp_replace(coalesce(cu.phone, ''), '\\D', '', 'g') like '%' || ? || '%'`, [digits]);
        const number = /^#?(\d{1,9})$/.exec(typed);
        if (number) w.orWhere('ci.id', Number(number[1]));
      });
    }
    return q;
  }

  function filtered(query: Pick<ListQuery, 'q' | 'filters'>, withStatus = true) {
    return applyFilters(db('customer_interests as ci').join('customers as cu', 'cu.id', 'ci.customer_id').join('students as s', 's.id', 'ci.student_id'), query, withStatus);
  }

  async function findRow(id: number, conn: Db | Knex.Transaction = db): Promise<CustomerInterestRow> {
    const raw = isRowId(id) ? await baseQuery(conn).where('ci.id', id).first() : undefined;
    if (!raw) throw notFound(m.notFound);
    return rowOf(raw);
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
    const rows = await conn('customer_interest_slots').where('customer_interest_id', id).orderBy(['weekday', 'start_time']).select('weekday', 'start_time', 'end_time');
    return rows.map((r: { weekday: number; startTime: string; endTime: string }) => ({ weekday: r.weekday, start: r.startTime.slice(0, 5), end: r.endTime.slice(0, 5) }));
  }

  async function applicationsOf(id: number): Promise<Application[]> {
    const rows = await db('teacher_interests as ti')
      .join('teachers as te', 'te.id', 'ti.teacher_id')
      .join('users as u', 'u.id', 'te.id')
      .join('customer_interests as ci', 'ci.id', 'ti.customer_interest_id')
      .leftJoin('districts as d', 'd.id', 'ci.district_id')
      .where('ti.customer_interest_id', id)
      .orderBy('ti.created_date')
      .select('ti.id', 'ti.teacher_id', db.raw(`${userNameSql('u')} as teacher_name`), 'ti.status', 'ti.decision', 'ti.remarks', 'ti.invited_by', 'ti.withdrawn_date', 'ti.created_date', ...matchColumns(db));
    return rows.map((r: Application & Parameters<typeof reasonsOf>[0]) => ({ ...r, reasons: reasonsOf(r) }));
  }

  /** Validates a lead's input completely; the family is created later, inside the write's transaction. */
  async function prepare(actor: Actor, raw: unknown, creating: boolean, fields: FieldErrors) {
    const source = { ...((raw ?? {}) as Record<string, unknown>) };
    const input = validateLead.collect(source, fields, source);
    const hours = hoursOf(input.hoursPerWeek);
    if (input.hoursPerWeek === undefined || input.hoursPerWeek === '') fields.hoursPerWeek ??= t(validationMessages.required);
    else if (!(hours > 0)) fields.hoursPerWeek ??= t(validationMessages.positiveNumber);
    else if (hours > MAX_HOURS_PER_WEEK) fields.hoursPerWeek ??= t(m.hoursTooMany, { max: MAX_HOURS_PER_WEEK });
    if (creating && input.startDate && !fields.startDate && input.startDate < todayInMadrid()) fields.startDate = t(m.startPast);

    // Interest rows: subject + course, at least one, each offered by its course, no repeats.
    const rows: { subjectId: number; courseId: number }[] = [];
    for (const [i, r] of (Array.isArray(input.interests) ? input.interests : []).entries()) {
      const subjectId = Number(r?.subjectId) || 0;
      const courseId = Number(r?.courseId) || 0;
      if (!subjectId && !courseId) continue;
      if (!isRowId(subjectId) || !isRowId(courseId)) {
        fields[`interests.${i}`] = t(m.rowIncomplete);
        continue;
      }
      const offered = await db('course_subjects').where({ courseId, subjectId }).first('subject_id');
      if (!offered) fields[`interests.${i}`] = t(m.rowNotOffered);
      else if (rows.some((x) => x.subjectId === subjectId && x.courseId === courseId)) fields[`interests.${i}`] = t(m.rowRepeated);
      else rows.push({ subjectId, courseId });
    }
    if (rows.length === 0 && !Object.keys(fields).some((k) => k.startsWith('interests.'))) fields.interests = t(m.rowsRequired);

    let slots: WeeklySlot[] = [];
    try {
      slots = parseWeeklySlots(Array.isArray(input.slots) ? input.slots : []);
    } catch (err) {
      if (!isAppError(err) || !err.fields) throw err;
      Object.assign(fields, err.fields);
    }

    let districtId: number | null = null;
    const chosen = await choosePlace(db, 'districts', { id: input.districtId, name: input.districtName?.trim() || undefined });
    if (typeof chosen === 'number') districtId = chosen;
    else if (chosen) fields.districtId = t(chosen === 'ambiguous' ? m.districtAmbiguous : m.districtNotFound);

    let advisorId: number | null = null;
    if (input.advisorId) {
      const advisor = await db('users').where({ id: input.advisorId }).whereIn('role', ['advisor', 'admin']).first('id');
      if (!advisor) fields.advisorId = t(m.advisorInvalid);
      else advisorId = advisor.id;
    } else if (creating && actor.role === 'advisor') advisorId = actor.id;

    return {
      input,
      rows,
      slots,
      values: {
        hoursPerWeek: hours,
        districtId,
        startDate: input.startDate,
        visibility: input.visibility ?? 'hidden',
        advisorId,
        remarks: input.remarks?.trim() || null,
        teacherRemarks: input.teacherRemarks?.trim() || null,
      },
    };
  }

  /** The lead's customer and student: an existing student, or new ones created in `trx`. */
  async function familyOf(trx: Knex.Transaction, actor: Actor, input: CustomerInterestInput, firstCourseId: number | undefined, districtId: number | null, advisorId: number | null, fields: FieldErrors) {
    const family = input.family ?? (input.newCustomer ? 'new' : input.studentId || input.studentName ? 'existing' : 'new');
    if (family === 'existing') {
      if (input.studentId) {
        const student = await trx('students as s').where('s.id', input.studentId).first('s.id', 's.customer_id', trx.raw(`${studentNameSql()} as name`));
        if (student && (!input.studentName || student.name.toLowerCase() === input.studentName.trim().toLowerCase())) return { customerId: student.customerId as number, studentId: student.id as number };
      }
      const typed = input.studentName?.trim();
      if (!typed) return void (fields.studentId = t(input.studentId ? m.studentNotFound : validationMessages.required));
      const matches = await trx('students as s').whereRaw(`search_key(${studentNameSql()}) = search_key(?)`, [typed]).limit(2).select('s.id', 's.customer_id');
      if (matches.length === 1) return { customerId: matches[0].customerId as number, studentId: matches[0].id as number };
      return void (fields.studentId = t(matches.length === 0 ? m.studentNotFound : m.studentAmbiguous));
    }
    const student = newStudentSchema.collect(input.newStudent ?? {}, {}, input.newStudent ?? {});
    const studentErrors: FieldErrors = {};
    newStudentSchema.collect(input.newStudent ?? {}, studentErrors);
    for (const [k, v] of Object.entries(studentErrors)) fields[`newStudent.${k}`] = v;
    let customerId: number | undefined;
    if (family === 'newStudent') {
      const customer = input.customerId ? await trx('customers as cu').where('cu.id', input.customerId).first('cu.id', trx.raw(`${customerNameSql()} as name`)) : undefined;
      if (customer && (!input.customerName || customer.name.toLowerCase() === input.customerName.trim().toLowerCase())) customerId = customer.id;
      else if (input.customerName?.trim()) {
        const matches = await trx('customers as cu').whereRaw(`search_key(${customerNameSql()}) = search_key(?)`, [input.customerName.trim()]).limit(2).pluck('cu.id');
        if (matches.length === 1) customerId = matches[0];
        else fields.customerId = t(matches.length === 0 ? m.customerNotFound : m.customerAmbiguous);
      } else fields.customerId = t(validationMessages.required);
      if (!customerId) return undefined;
    }
    if (Object.keys(studentErrors).length > 0 && family === 'newStudent') return undefined;
    const customerInput = { source: 'other', ...(input.newCustomer ?? {}), ...(districtId ? { districtId } : {}), ...(advisorId && (input.newCustomer ?? {}).advisorId === undefined ? { advisorId } : {}) };
    const created = await createFamilyIn(trx, actor, academic, { customerId, customer: customerInput, student: { ...student, ...(firstCourseId ? { courseId: firstCourseId } : {}) } }, fields);
    return Object.keys(studentErrors).length > 0 ? undefined : created;
  }

  async function writeParts(trx: Knex.Transaction, id: number, rows: { subjectId: number; courseId: number }[], slots: WeeklySlot[]) {
    await trx('interests').where('customer_interest_id', id).delete();
    await trx('interests').insert(rows.map((r) => ({ customerInterestId: id, ...r })));
    await trx('customer_interest_slots').where('customer_interest_id', id).delete();
    if (slots.length > 0) await trx('customer_interest_slots').insert(slots.map((s) => ({ customerInterestId: id, weekday: s.weekday, startTime: s.start, endTime: s.end })));
  }

  async function lockLead(trx: Knex.Transaction, id: number) {
    const lead = isRowId(id) ? await trx('customer_interests').where('id', id).forUpdate().first() : undefined;
    if (!lead) throw notFound(m.notFound);
    return lead as { id: number; status: InterestStatus; voucherId: number | null; visibility: Visibility; customerId: number; studentId: number; advisorId: number | null };
  }

  const service = {
    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<CustomerInterestRow>> {
      authorize(actor, 'customerInterests.view');
      const dir = query.direction;
      const ids = filtered(query)
        .select('ci.id')
        .orderByRaw(`${SORT_COLUMNS[query.sort] === 'application_count' ? '(select count(*) from teacher_interests ti where ti.customer_interest_id = ci.id and ti.withdrawn_date is null)' : (SORT_COLUMNS[query.sort] ?? 'ci.updated_date')} ${dir} nulls last, ci.id ${dir}`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [pageIds, count] = await Promise.all([ids, filtered(query).count({ count: '*' }).first()]);
      const order = (pageIds as { id: number }[]).map((r) => r.id);
      const rows = order.length ? (await baseQuery().whereIn('ci.id', order)).map(rowOf) : [];
      rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
      return { rows, total: Number((count as { count: number }).count), page: query.page, pageSize: query.pageSize };
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
      const rows = await filtered(query, false).select(db.raw(`${SHOWN_STATUS} as status`)).count({ count: '*' }).groupByRaw(SHOWN_STATUS);
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
          .select('h.id', 'h.from_status', 'h.to_status', 'h.created_date', db.raw(`case when u.id is null then null else ${userNameSql('u')} end as actor_name`)),
        applicationsOf(id),
      ]);
      return { ...row, customerPhone: contact?.phone ?? null, customerEmail: contact?.email ?? null, rows, slots, history, applications };
    },

    /** The teachers who fit the lead and have not applied, best first, with their reasons. */
    async matchingTeachers(actor: Actor | null, id: number, limit = 10): Promise<RankedTeacher[]> {
      authorize(actor, 'customerInterests.view');
      await findRow(id);
      return rankTeachers(db, id, limit);
    },

    async advisors(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'customerInterests.view');
      return db('users as u').whereIn('u.role', ['advisor', 'admin']).where('u.active', true).orderByRaw(`search_key(${userNameSql('u')})`).select('u.id', db.raw(`${userNameSql('u')} as name`));
    },

    /** The districts leads are in (the list's filter menu). */
    async districts(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'customerInterests.view');
      return db('districts as d').whereIn('d.id', db('customer_interests').whereNotNull('district_id').select('district_id')).orderByRaw('search_key(d.name)').select('d.id', 'd.name');
    },

    /** The customer's and the student's names of a list filtered by them, for its chips. */
    async filterNames(actor: Actor | null, filters: Record<string, string | undefined>) {
      authorize(actor, 'customerInterests.view');
      return filterNames(db, filters);
    },

    /** Subjects offered by each course, for the interest rows' choices. */
    async catalogue(actor: Actor | null) {
      authorize(actor, 'customerInterests.view');
      const [courses, subjects, pairs] = await Promise.all([
        academic.courses(actor),
        academic.subjects(actor),
        db('course_subjects').select('course_id', 'subject_id') as Promise<{ courseId: number; subjectId: number }[]>,
      ]);
      return { courses, subjects, pairs };
    },

    /** Autocomplete of the lead form: students by name, with their family. */
    async studentSuggestions(actor: Actor | null, typed: string): Promise<{ id: number; name: string; detail: string | null }[]> {
      authorize(actor, 'customerInterests.manage');
      const text = typed.trim().slice(0, 100);
      const q = db('students as s').join('customers as cu', 'cu.id', 's.customer_id').limit(10);
      if (text) q.whereRaw(`search_key(${studentNameSql()}) like '%' || search_key(?) || '%'`, [text]).orderByRaw(`search_key(${studentNameSql()}) like search_key(?) || '%' desc`, [text]);
      return q.orderByRaw(`search_key(${studentNameSql()}), s.id`).select('s.id', db.raw(`${studentNameSql()} as name`), db.raw(`${customerNameSql()} as detail`));
    },

    async create(actor: Actor | null, raw: unknown): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      const fields: FieldErrors = {};
      const { input, rows, slots, values } = await prepare(actor, raw, true, fields);
      const status = input.status ?? 'pending_interview';
      const id = await db.transaction(async (trx) => {
        const family = await familyOf(trx, actor, input, rows[0]?.courseId, values.districtId, values.advisorId, fields);
        if (Object.keys(fields).length > 0 || !family) throw invalidInput(Object.keys(fields).length ? fields : { studentId: t(validationMessages.required) });
        const [row] = await trx('customer_interests')
          .insert({ ...values, ...family, status, createdBy: actor.id })
          .returning('id');
        await writeParts(trx, row.id, rows, slots);
        await trx('customer_interest_changes').insert({ customerInterestId: row.id, fromStatus: null, toStatus: status, actorId: actor.id });
        return row.id as number;
      });
      return findRow(id);
    },

    /** Changes a lead; a new status (any order) is recorded with who and when. Accepted leads keep their data. */
    async update(actor: Actor | null, id: number, raw: unknown): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      const fields: FieldErrors = {};
      const { input, rows, slots, values } = await prepare(actor, { ...((raw ?? {}) as object), family: undefined, studentId: undefined, studentName: undefined }, false, fields);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId) throw refused('INTERESTS_ACCEPTED', m.acceptedNoEdit, { id: lead.voucherId });
        const status = input.status ?? lead.status;
        await trx('customer_interests')
          .where('id', id)
          .update({ ...values, advisorId: input.advisorId ? values.advisorId : lead.advisorId, status, updatedDate: trx.fn.now() });
        await writeParts(trx, id, rows, slots);
        if (status !== lead.status) await trx('customer_interest_changes').insert({ customerInterestId: id, fromStatus: lead.status, toStatus: status, actorId: actor.id });
      });
      return findRow(id);
    },

    /** Only the status (a quick change from the lead's page or GraphQL); recorded like any change. */
    async setStatus(actor: Actor | null, id: number, status: string): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      if (!(INTEREST_STATUSES as readonly string[]).includes(status)) throw invalidInput({ status: t(validationMessages.invalidOption) });
      await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId) throw refused('INTERESTS_ACCEPTED', m.acceptedNoEdit, { id: lead.voucherId });
        if (lead.status === status) return;
        await trx('customer_interests').where('id', id).update({ status, updatedDate: trx.fn.now() });
        await trx('customer_interest_changes').insert({ customerInterestId: id, fromStatus: lead.status, toStatus: status, actorId: actor.id });
      });
      return findRow(id);
    },

    /** An advisor invites a teacher: the application made on their behalf. */
    async invite(actor: Actor | null, id: number, teacherId: number): Promise<Application> {
      authorize(actor, 'customerInterests.manage');
      await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId || lead.status === 'old' || lead.status === 'lost') throw refused('INTERESTS_NOT_OPEN', m.notOpenInvite);
        const teacher = isRowId(teacherId) ? await trx('teachers as te').join('users as u', 'u.id', 'te.id').where('te.id', teacherId).whereRaw(ACTIVE_TEACHER).first('te.id') : undefined;
        if (!teacher) throw invalidInput({ teacherId: t(m.teacherNotAvailable) });
        const existing = await trx('teacher_interests').where({ teacherId, customerInterestId: id }).first('id', 'withdrawn_date');
        if (existing && !existing.withdrawnDate) throw refused('INTERESTS_ALREADY_APPLIED', m.teacherAlreadyApplied);
        if (existing) await trx('teacher_interests').where('id', existing.id).update({ withdrawnDate: null, invitedBy: actor.id, decision: null, updatedDate: trx.fn.now() });
        else await trx('teacher_interests').insert({ teacherId, customerInterestId: id, invitedBy: actor.id, remarks: t(m.invitedRemarks) });
        await trx('customer_interests').where('id', id).update({ updatedDate: trx.fn.now() });
      });
      const application = (await applicationsOf(id)).find((a) => a.teacherId === teacherId)!;
      service.events.emit({ customerInterestId: id, teacherInterestId: application.id });
      return application;
    },

    /** What the accept dialog offers: the lead's rows with today's price, the applications and the teachers. */
    async acceptChoices(actor: Actor | null, id: number) {
      authorize(actor, 'customerInterests.accept');
      const lead = await service.get(actor, id);
      const day = todayInMadrid();
      const [prices, teachers] = await Promise.all([vouchers.coursePrices(actor, lead.rows.map((r) => r.courseId), day), vouchers.teachers(actor)]);
      return { lead, prices, teachers, today: day };
    },

    /**
     * Accepts a lead in one transaction: the voucher (through the vouchers' own creation, at
     * today's price of the course), the chosen application `accepted` and every other undecided
     * one `denied`, the lead linked to the voucher. The lead's row is locked first, so of two
     * advisors accepting at once the second finds the voucher and is refused.
     */
    async accept(actor: Actor | null, id: number, raw: unknown): Promise<{ lead: CustomerInterestRow; voucher: VoucherRow }> {
      authorize(actor, 'customerInterests.accept');
      // Left empty (null) is the same as not given: no application, no teacher.
      const source = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, v]) => v != null && v !== ''));
      const fields: FieldErrors = {};
      const input = validateAccept.collect(source, fields, source);
      const voucher = await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId) throw refused('INTERESTS_ALREADY_ACCEPTED', m.alreadyAccepted, { id: lead.voucherId });
        if (lead.status === 'old' || lead.status === 'lost') throw refused('INTERESTS_CLOSED', m.closedNoAccept, { status: interestStatusLabel(lead.status) });
        const row = input.interestId && !fields.interestId ? await trx('interests').where({ id: input.interestId, customerInterestId: id }).first('subject_id', 'course_id') : undefined;
        if (!row && !fields.interestId) fields.interestId = t(m.interestRowInvalid);
        let teacherId = input.teacherId ?? null;
        if (input.teacherInterestId) {
          const application = await trx('teacher_interests').where({ id: input.teacherInterestId, customerInterestId: id }).whereNull('withdrawn_date').whereNull('decision').first('teacher_id');
          if (!application) fields.teacherInterestId = t(m.applicationInvalid);
          else teacherId = application.teacherId;
        }
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const created = await vouchers.create(
          actor,
          { customerId: lead.customerId, studentId: lead.studentId, courseId: row.courseId, subjectId: row.subjectId, hours: input.hours, startDate: input.startDate, endDate: input.endDate, ...(teacherId ? { teacherId } : {}), remarks: t(m.voucherRemarks, { id }) },
          trx,
        );
        const open = trx('teacher_interests').where('customer_interest_id', id).whereNull('decision').whereNull('withdrawn_date');
        if (input.teacherInterestId) await open.clone().where('id', input.teacherInterestId).update({ decision: 'accepted', decidedDate: trx.fn.now(), updatedDate: trx.fn.now() });
        await open.clone().update({ decision: 'denied', decidedDate: trx.fn.now(), updatedDate: trx.fn.now() });
        await trx('customer_interests').where('id', id).update({ voucherId: created.id, acceptedDate: trx.fn.now(), acceptedBy: actor.id, updatedDate: trx.fn.now() });
        await trx('customer_interest_changes').insert({ customerInterestId: id, fromStatus: lead.status, toStatus: 'accepted', actorId: actor.id });
        return created;
      });
      return { lead: await findRow(id), voucher: await vouchers.get(actor, voucher.id) };
    },

    /** The lead a voucher came from (the voucher's page links back). */
    async ofVoucher(actor: Actor | null, voucherId: number): Promise<number | null> {
      authorize(actor, 'customerInterests.view');
      return (await db('customer_interests').where('voucher_id', voucherId).first('id'))?.id ?? null;
    },

    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'customerInterests.view')) return [];
      const [applications, untouched] = await Promise.all([
        filtered({ filters: { applications: 'pending' } }).count({ count: '*' }).first(),
        filtered({ filters: { untouched: '1' } }).count({ count: '*' }).first(),
      ]);
      const items: TodoItem[] = [];
      const a = Number((applications as { count: number }).count);
      const u = Number((untouched as { count: number }).count);
      if (a > 0) items.push({ key: 'interests.applications', text: t(m.todoApplications, { count: a }), href: '/customer-interests?applications=pending' });
      if (u > 0) items.push({ key: 'interests.untouched', text: t(m.todoUntouched, { count: u, days: UNTOUCHED_DAYS }), href: '/customer-interests?untouched=1' });
      return items;
    },

    /** Tells the lead's page (subscription) that an application arrived; set by the module. */
    events: createInterestEvents(),
  };
  return service;
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
