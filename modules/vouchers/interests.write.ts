import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, isAppError, notFound, type FieldErrors } from '../../src/lib/errors';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { addMonths } from '../../src/lib/days';
import { ID_CODEC, idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import { MAX_START_MONTHS_AHEAD, MAX_START_MONTHS_BEFORE } from './vouchers.rules';
import { validationMessages } from '../../src/lib/messages';
import { hasAtMostDecimals, isRowId, keepingLeftOut } from '../../src/lib/validation';
import { choosePlace } from '../places';
import { createFamilyIn, parseWeeklySlots, type WeeklySlot } from '../people';
import type { VouchersDeps } from './vouchers.deps';
import type { VoucherRow } from './vouchers.service';
import { interestsMessages as m } from './interests.messages';
import { customerNameSql, studentNameSql } from './lookups';
import { ACTIVE_TEACHER } from './interests.ranking';
import {
  acceptRefusal,
  acceptStartDate,
  hoursOf,
  newStudentSchema,
  refused,
  validateAccept,
  validateLead,
  INTEREST_STATUSES,
  MAX_HOURS_PER_WEEK,
  type Application,
  type CustomerInterestInput,
  type CustomerInterestDetail,
  type CustomerInterestRow,
  type createInterestEvents,
  type InterestStatus,
  type Visibility,
  type VouchersService,
} from './interests.service';

export interface InterestWritesContext extends Pick<VouchersDeps, 'db' | 'academic'> {
  vouchers: VouchersService;
  events: ReturnType<typeof createInterestEvents>;
  findRow(id: number, conn?: Db | Knex.Transaction): Promise<CustomerInterestRow>;
  get(actor: Actor | null, id: number): Promise<CustomerInterestDetail>;
  applicationsOf(id: number): Promise<Application[]>;
}

/** What a lead's family is made of: an existing student, or a new customer and student (created in `trx`). */
interface FamilyOptions {
  trx: Knex.Transaction;
  actor: Actor;
  input: CustomerInterestInput;
  /** The course of the lead's first interest row: the new student's course. */
  firstCourseId: number | undefined;
  districtId: number | null;
  advisorId: number | null;
  fields: FieldErrors;
  academic: InterestWritesContext['academic'];
}

/** The lead's customer and student: an existing student, or new ones created in `trx`. */
async function familyOf({ trx, actor, input, firstCourseId, districtId, advisorId, fields, academic }: FamilyOptions) {
  const family =
    input.family ?? (input.newCustomer ? 'new' : input.studentId || input.studentName ? 'existing' : 'new');
  if (family === 'existing') {
    if (input.studentId) {
      const student = await trx('students as s')
        .where('s.id', input.studentId)
        .first('s.id', 's.customer_id', trx.raw(`${studentNameSql()} as name`));
      if (student && (!input.studentName || student.name.toLowerCase() === input.studentName.trim().toLowerCase()))
        return { customerId: student.customerId as number, studentId: student.id as number };
    }
    const typed = input.studentName?.trim();
    if (!typed) return void (fields.studentId = t(input.studentId ? m.studentNotFound : validationMessages.required));
    const matches = await trx('students as s')
      .whereRaw(`search_key(${studentNameSql()}) = search_key(?)`, [typed])
      .limit(2)
      .select('s.id', 's.customer_id');
    if (matches.length === 1)
      return { customerId: matches[0].customerId as number, studentId: matches[0].id as number };
    return void (fields.studentId = t(matches.length === 0 ? m.studentNotFound : m.studentAmbiguous));
  }
  const student = newStudentSchema.collect(input.newStudent ?? {}, {}, input.newStudent ?? {});
  const studentErrors: FieldErrors = {};
  newStudentSchema.collect(input.newStudent ?? {}, studentErrors);
  for (const [k, v] of Object.entries(studentErrors)) fields[`newStudent.${k}`] = v;
  let customerId: number | undefined;
  if (family === 'newStudent') {
    const customer = input.customerId
      ? await trx('customers as cu')
          .where('cu.id', input.customerId)
          .first('cu.id', trx.raw(`${customerNameSql()} as name`))
      : undefined;
    if (customer && (!input.customerName || customer.name.toLowerCase() === input.customerName.trim().toLowerCase()))
      customerId = customer.id;
    else if (input.customerName?.trim()) {
      const matches = await trx('customers as cu')
        .whereRaw(`search_key(${customerNameSql()}) = search_key(?)`, [input.customerName.trim()])
        .limit(2)
        .pluck('cu.id');
      if (matches.length === 1) customerId = matches[0];
      else fields.customerId = t(matches.length === 0 ? m.customerNotFound : m.customerAmbiguous);
    } else fields.customerId = t(validationMessages.required);
    if (!customerId) return undefined;
  }
  if (Object.keys(studentErrors).length > 0 && family === 'newStudent') return undefined;
  const customerInput = {
    source: 'other',
    ...(input.newCustomer ?? {}),
    ...(districtId ? { districtId } : {}),
    ...(advisorId && (input.newCustomer ?? {}).advisorId === undefined ? { advisorId } : {}),
  };
  const created = await createFamilyIn(trx, actor, {
    academic,
    customerId,
    customer: customerInput,
    student: { ...student, ...(firstCourseId ? { courseId: firstCourseId } : {}) },
    fields,
  });
  return Object.keys(studentErrors).length > 0 ? undefined : created;
}

/** Replaces the lead's interest rows and weekly slots. */
async function writeParts(
  trx: Knex.Transaction,
  id: number,
  { rows, slots }: { rows: { subjectId: number; courseId: number }[]; slots: WeeklySlot[] },
) {
  await trx('interests').where('customer_interest_id', id).delete();
  await trx('interests').insert(rows.map((r) => ({ customerInterestId: id, ...r })));
  await trx('customer_interest_slots').where('customer_interest_id', id).delete();
  if (slots.length > 0)
    await trx('customer_interest_slots').insert(
      slots.map((s) => ({ customerInterestId: id, weekday: s.weekday, startTime: s.start, endTime: s.end })),
    );
}

/** A lead's input to check: `creating` a new lead or editing one; the errors go to `fields`. */
interface PrepareOptions {
  db: Db;
  actor: Actor;
  raw: unknown;
  creating: boolean;
  fields: FieldErrors;
  /** An edit's start date as saved: kept as it is, however long ago it was. */
  savedStartDate?: string;
}

/** Validates a lead's input completely; the family is created later, inside the write's transaction. */
async function prepareLead({ db, actor, raw, creating, fields, savedStartDate }: PrepareOptions) {
  const source = { ...((raw ?? {}) as Record<string, unknown>) };
  const input = validateLead.collect(source, fields, source);
  const hours = hoursOf(input.hoursPerWeek);
  if (input.hoursPerWeek === undefined || input.hoursPerWeek === '')
    fields.hoursPerWeek ??= t(validationMessages.required);
  else if (!(hours > 0)) fields.hoursPerWeek ??= t(validationMessages.positiveNumber);
  else if (hours > MAX_HOURS_PER_WEEK) fields.hoursPerWeek ??= t(m.hoursTooMany, { max: MAX_HOURS_PER_WEEK });
  // The column keeps one decimal: 1,25 would be stored as 1,3 without a word, and 0,04 as 0 (refused by the table, an internal error).
  else if (!hasAtMostDecimals(hours, 1)) fields.hoursPerWeek ??= t(m.hoursOneDecimal);
  if (creating && input.startDate && !fields.startDate && input.startDate < todayInMadrid())
    fields.startDate = t(m.startPast);
  const latestStart = addMonths(todayInMadrid(), MAX_START_MONTHS_AHEAD);
  // An edit may keep a start long past, not move it there: 1900-01-01 is a typo.
  const earliestStart = addMonths(todayInMadrid(), -MAX_START_MONTHS_BEFORE);
  if (input.startDate && !fields.startDate && input.startDate > latestStart)
    fields.startDate = t(m.startTooFar, { date: formatDate(latestStart) });
  else if (
    input.startDate &&
    !fields.startDate &&
    input.startDate !== savedStartDate &&
    input.startDate < earliestStart
  )
    fields.startDate = t(m.startTooEarly, { date: formatDate(earliestStart) });

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
    else if (rows.some((x) => x.subjectId === subjectId && x.courseId === courseId))
      fields[`interests.${i}`] = t(m.rowRepeated);
    else rows.push({ subjectId, courseId });
  }
  if (rows.length === 0 && !Object.keys(fields).some((k) => k.startsWith('interests.')))
    fields.interests = t(m.rowsRequired);

  let slots: WeeklySlot[] = [];
  try {
    slots = parseWeeklySlots(Array.isArray(input.slots) ? input.slots : []);
  } catch (err) {
    if (!isAppError(err) || !err.fields) throw err;
    Object.assign(fields, err.fields);
  }

  let districtId: number | null = null;
  const chosen = await choosePlace(db, 'districts', {
    id: input.districtId,
    name: input.districtName?.trim() || undefined,
  });
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

/**
 * The voucher's refusals of what the lead fixed (its course no longer offers the subject, a course
 * or subject gone) said on the row chosen: the dialog has no course or subject field, so before the
 * message went nowhere and the advisor read «Revisa los campos marcados» with nothing marked.
 */
function onTheRow(err: unknown): never {
  const fields = isAppError(err) && err.code === 'BAD_USER_INPUT' ? err.fields : undefined;
  if (!fields) throw err;
  const { customerId, studentId, courseId, subjectId, ...rest } = fields;
  const rowMessage = subjectId ?? courseId ?? studentId ?? customerId;
  if (!rowMessage) throw err;
  throw invalidInput({ ...rest, interestId: rowMessage });
}

/** The lead's use cases that write: create, edit, status, invite a teacher, accept (the voucher is made in the same transaction). */
/** CustomerInterestInput's fields a GraphQL update keeps when it leaves them out (the lead's detail names them alike). */
const PATCH_KEYS = ['slots', 'districtId', 'visibility', 'advisorId', 'status', 'remarks', 'teacherRemarks'] as const;

export function createInterestWrites({ db, academic, events, findRow, get, applicationsOf }: InterestWritesContext) {
  const prepare = (options: Omit<PrepareOptions, 'db'>) => prepareLead({ db, ...options });

  const writes = {
    /**
     * A new lead (and its new family, if typed). `idempotencyKey` (the form's hidden field, or a
     * GraphQL client's Idempotency-Key header): a form posted twice (a double click, back and
     * submit again) makes one lead and one family, and answers the first again.
     */
    async create(
      actor: Actor | null,
      raw: unknown,
      { idempotencyKey }: { idempotencyKey?: IdempotencyKey } = {},
    ): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      const fields: FieldErrors = {};
      const { input, rows, slots, values } = await prepare({ actor, raw, creating: true, fields });
      const status = input.status ?? 'pending_interview';
      const insert = async (trx: Knex.Transaction) => {
        const family = await familyOf({
          trx,
          actor,
          input,
          firstCourseId: rows[0]?.courseId,
          districtId: values.districtId,
          advisorId: values.advisorId,
          fields,
          academic,
        });
        if (Object.keys(fields).length > 0 || !family)
          throw invalidInput(Object.keys(fields).length ? fields : { studentId: t(validationMessages.required) });
        const [row] = await trx('customer_interests')
          .insert({ ...values, ...family, status, createdBy: actor.id })
          .returning('id');
        await writeParts(trx, row.id, { rows, slots });
        await trx('customer_interest_changes').insert({
          customerInterestId: row.id,
          fromStatus: null,
          toStatus: status,
          actorId: actor.id,
        });
        return row.id as number;
      };
      if (idempotencyKey === undefined) return findRow(await db.transaction(insert));
      const id = await idempotent(
        db,
        { key: idempotencyKey, actorId: actor.id, action: 'customerInterests.create', request: raw },
        { work: insert, codec: ID_CODEC },
      );
      return findRow(id);
    },

    /** Changes a lead; a new status (any order) is recorded with who and when. Accepted leads keep their data. */
    async update(actor: Actor | null, id: number, raw: unknown): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      const fields: FieldErrors = {};
      // An edit never changes the family.
      const changes = { ...((raw ?? {}) as object), family: undefined, studentId: undefined, studentName: undefined };
      const saved = (await db('customer_interests')
        .where({ id: isRowId(id) ? id : 0 })
        .first('start_date')) as { startDate: string } | undefined;
      const { input, rows, slots, values } = await prepare({
        actor,
        raw: changes,
        creating: false,
        fields,
        savedStartDate: saved?.startDate,
      });
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId) throw refused('INTERESTS_ACCEPTED', m.acceptedNoEdit, { id: lead.voucherId });
        const status = input.status ?? lead.status;
        await trx('customer_interests')
          .where('id', id)
          .update({
            ...values,
            advisorId: input.advisorId ? values.advisorId : lead.advisorId,
            status,
            updatedDate: trx.fn.now(),
          });
        await writeParts(trx, id, { rows, slots });
        if (status !== lead.status)
          await trx('customer_interest_changes').insert({
            customerInterestId: id,
            fromStatus: lead.status,
            toStatus: status,
            actorId: actor.id,
          });
      });
      return findRow(id);
    },

    /** Only the status (a quick change from the lead's page or GraphQL); recorded like any change. */
    async setStatus(actor: Actor | null, id: number, status: string): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      if (!(INTEREST_STATUSES as readonly string[]).includes(status))
        throw invalidInput({ status: t(validationMessages.invalidOption) });
      await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId) throw refused('INTERESTS_ACCEPTED', m.acceptedNoEdit, { id: lead.voucherId });
        if (lead.status === status) return;
        await trx('customer_interests').where('id', id).update({ status, updatedDate: trx.fn.now() });
        await trx('customer_interest_changes').insert({
          customerInterestId: id,
          fromStatus: lead.status,
          toStatus: status,
          actorId: actor.id,
        });
      });
      return findRow(id);
    },

    /** An advisor invites a teacher: the application made on their behalf. */
    async invite(actor: Actor | null, id: number, teacherId: number): Promise<Application> {
      authorize(actor, 'customerInterests.manage');
      await db.transaction(async (trx) => {
        const lead = await lockLead(trx, id);
        if (lead.voucherId || lead.status === 'old' || lead.status === 'lost')
          throw refused('INTERESTS_NOT_OPEN', m.notOpenInvite);
        const teacher = isRowId(teacherId)
          ? await trx('teachers as te')
              .join('users as u', 'u.id', 'te.id')
              .where('te.id', teacherId)
              .first('te.id', trx.raw(`(${ACTIVE_TEACHER}) as active`))
          : undefined;
        if (!teacher) throw invalidInput({ teacherId: t(m.teacherNotFound) });
        if (!teacher.active) throw invalidInput({ teacherId: t(m.teacherNotAvailable) });
        const existing = await trx('teacher_interests')
          .where({ teacherId, customerInterestId: id })
          .first('id', 'withdrawn_date');
        if (existing && !existing.withdrawnDate) throw refused('INTERESTS_ALREADY_APPLIED', m.teacherAlreadyApplied);
        if (existing)
          await trx('teacher_interests')
            .where('id', existing.id)
            .update({ withdrawnDate: null, invitedBy: actor.id, decision: null, updatedDate: trx.fn.now() });
        else
          await trx('teacher_interests').insert({
            teacherId,
            customerInterestId: id,
            invitedBy: actor.id,
            remarks: t(m.invitedRemarks),
          });
        await trx('customer_interests').where('id', id).update({ updatedDate: trx.fn.now() });
      });
      const application = (await applicationsOf(id)).find((a) => a.teacherId === teacherId)!;
      events.emit({ customerInterestId: id, teacherInterestId: application.id });
      return application;
    },

    /**
     * GraphQL's update: a field left out keeps its value (the weekly slots, the district, the
     * visibility, the remarks), one sent as null is emptied; the required ones are always sent.
     */
    async patch(actor: Actor | null, id: number, raw: Record<string, unknown>): Promise<CustomerInterestRow> {
      authorize(actor, 'customerInterests.manage');
      const current = await get(actor, id);
      const given = keepingLeftOut(raw, current, { keys: PATCH_KEYS, instead: { districtName: 'districtId' } });
      return writes.update(actor, id, Object.fromEntries(Object.entries(given).filter(([, v]) => v != null)));
    },
  };
  return writes;
}

/** Locks the lead's row for the rest of the transaction (every write to a lead goes through it). */
async function lockLead(trx: Knex.Transaction, id: number) {
  const lead = isRowId(id) ? await trx('customer_interests').where('id', id).forUpdate().first() : undefined;
  if (!lead) throw notFound(m.notFound);
  return lead as {
    id: number;
    status: InterestStatus;
    voucherId: number | null;
    visibility: Visibility;
    customerId: number;
    studentId: number;
    advisorId: number | null;
    /** YYYY-MM-DD: when the family asked to start. */
    startDate: string;
  };
}

/** Accepting a lead: what the dialog offers, and the voucher made in the lead's transaction. */
export function createInterestAcceptance({
  db,
  vouchers,
  findRow,
  get,
}: Pick<InterestWritesContext, 'db' | 'vouchers' | 'findRow' | 'get'>) {
  return {
    /** What the accept dialog offers: the lead's rows with today's price, the applications and the teachers. */
    async acceptChoices(actor: Actor | null, id: number) {
      authorize(actor, 'customerInterests.accept');
      const lead = await get(actor, id);
      const day = todayInMadrid();
      const [prices, teachers] = await Promise.all([
        vouchers.coursePrices(
          actor,
          lead.rows.map((r) => r.courseId),
          day,
        ),
        vouchers.teachers(actor),
      ]);
      return { lead, prices, teachers, today: day };
    },

    /**
     * Accepts a lead in one transaction: the voucher (through the vouchers' own creation, at
     * today's price of the course), the chosen application `accepted` and every other undecided
     * one `denied`, the lead linked to the voucher. The lead's row is locked first, so of two
     * advisors accepting at once the second finds the voucher and is refused. `idempotencyKey`
     * (GraphQL's argument or Idempotency-Key header): a retry with the key answers the first
     * voucher again instead of a refusal, and one with other data is refused (IDEMPOTENCY_KEY_REUSED).
     */
    async accept(
      actor: Actor | null,
      { id, input: raw, idempotencyKey }: { id: number; input: unknown; idempotencyKey?: string },
    ): Promise<{ lead: CustomerInterestRow; voucher: VoucherRow }> {
      authorize(actor, 'customerInterests.accept');
      // Left empty (null) is the same as not given: no application, no teacher.
      const source = Object.fromEntries(
        Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, v]) => v != null && v !== ''),
      );
      const fields: FieldErrors = {};
      const input = validateAccept.collect(source, fields, source);
      const work = async (trx: Knex.Transaction) => {
        const lead = await lockLead(trx, id);
        const refusal = acceptRefusal(lead);
        if (refusal) throw refusal;
        const row =
          input.interestId && !fields.interestId
            ? await trx('interests')
                .where({ id: input.interestId, customerInterestId: id })
                .first('subject_id', 'course_id')
            : undefined;
        if (!row && !fields.interestId) fields.interestId = t(m.interestRowInvalid);
        let teacherId = input.teacherId ?? null;
        if (input.teacherInterestId) {
          const application = await trx('teacher_interests as ti')
            .join('teachers as te', 'te.id', 'ti.teacher_id')
            .join('users as u', 'u.id', 'te.id')
            .where({ 'ti.id': input.teacherInterestId, 'ti.customer_interest_id': id })
            .whereNull('ti.withdrawn_date')
            .whereNull('ti.decision')
            .first('ti.teacher_id', trx.raw(`(${ACTIVE_TEACHER}) as teacher_active`));
          if (!application) fields.teacherInterestId = t(m.applicationInvalid);
          // The teacher dropped out after applying: said on the application, not on the empty teacher field.
          else if (!application.teacherActive) fields.teacherInterestId = t(m.applicationTeacherLeft);
          // Both given and not the same teacher: refused, not one of them taken without a word.
          else if (input.teacherId && input.teacherId !== application.teacherId)
            fields.teacherId = t(m.teacherNotApplication);
          else teacherId = application.teacherId;
        }
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const created = await vouchers
          .create(
            actor,
            {
              customerId: lead.customerId,
              studentId: lead.studentId,
              courseId: row.courseId,
              subjectId: row.subjectId,
              hours: input.hours,
              // Not given (GraphQL): the day the family asked for, as the dialog proposes (it was today).
              startDate: input.startDate ?? acceptStartDate(lead, todayInMadrid()),
              endDate: input.endDate,
              ...(teacherId ? { teacherId } : {}),
              remarks: t(m.voucherRemarks, { id }),
            },
            { conn: trx },
          )
          .catch(onTheRow);
        const open = trx('teacher_interests')
          .where('customer_interest_id', id)
          .whereNull('decision')
          .whereNull('withdrawn_date');
        if (input.teacherInterestId)
          await open
            .clone()
            .where('id', input.teacherInterestId)
            .update({ decision: 'accepted', decidedDate: trx.fn.now(), updatedDate: trx.fn.now() });
        await open.clone().update({ decision: 'denied', decidedDate: trx.fn.now(), updatedDate: trx.fn.now() });
        await trx('customer_interests').where('id', id).update({
          voucherId: created.id,
          acceptedDate: trx.fn.now(),
          acceptedBy: actor.id,
          updatedDate: trx.fn.now(),
        });
        await trx('customer_interest_changes').insert({
          customerInterestId: id,
          fromStatus: lead.status,
          toStatus: 'accepted',
          actorId: actor.id,
        });
        return created.id as number;
      };
      const voucherId = await idempotent(
        db,
        { key: idempotencyKey, actorId: actor.id, action: 'customerInterests.accept', request: { id, input: source } },
        { work, codec: ID_CODEC },
      );
      return { lead: await findRow(id), voucher: await vouchers.get(actor, voucherId) };
    },
  };
}
