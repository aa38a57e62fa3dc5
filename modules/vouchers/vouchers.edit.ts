// Creating, changing, deleting and starting a voucher.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, type AppError, type FieldErrors } from '../../src/lib/errors';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { idField, normaliseInput, validator, multiline } from '../../src/lib/validation';
import { idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import { addMonths } from '../../src/lib/days';
import { activeTeacherSql } from '../people';
import { hoursText } from './vouchers.labels';
import {
  DEFAULT_MONTHS,
  MAX_AMOUNT_CENTS,
  MAX_HOURS,
  MAX_LENGTH_MONTHS,
  MAX_START_MONTHS_AHEAD,
  MAX_START_MONTHS_BEFORE,
} from './vouchers.rules';
import { vouchersMessages as m } from './vouchers.messages';
import type { VoucherRow, VouchersContext } from './vouchers.service';
import { vouchersError } from './vouchers.errors';

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
  remarks: { type: 'string', maxLength: 2000, ...multiline },
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

/** An amount above what one voucher may cost (MAX_AMOUNT_CENTS), said on the hours. */
function checkAmount(amountCents: number, fields: FieldErrors) {
  if (amountCents > MAX_AMOUNT_CENTS)
    fields.hours = t(m.amountTooLarge, { amount: formatMoney(amountCents), max: formatMoney(MAX_AMOUNT_CENTS) });
}

/** Whether an input names the key with nothing in it (null, '' or blanks): the validators drop such keys. */
function sentEmpty(raw: unknown, key: string): boolean {
  if (!raw || typeof raw !== 'object' || !(key in raw)) return false;
  const value = (raw as Record<string, unknown>)[key];
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** A start from 12 months back to 12 months ahead: 1900 or 9999 is a typo, said on the field. */
function checkStart(startDate: string, fields: FieldErrors) {
  if (fields.startDate) return;
  const today = todayInMadrid();
  const latest = addMonths(today, MAX_START_MONTHS_AHEAD);
  const earliest = addMonths(today, -MAX_START_MONTHS_BEFORE);
  if (startDate > latest) fields.startDate = t(m.startTooFar, { date: formatDate(latest) });
  else if (startDate < earliest) fields.startDate = t(m.startTooEarly, { date: formatDate(earliest) });
}

/** An end not before the start and at most MAX_LENGTH_MONTHS after it. */
function checkEnd(startDate: string, endDate: string, fields: FieldErrors) {
  if (fields.endDate || fields.startDate) return;
  const latest = addMonths(startDate, MAX_LENGTH_MONTHS);
  if (endDate < startDate) fields.endDate = t(m.endBeforeStart);
  else if (endDate > latest) fields.endDate = t(m.endTooFar, { date: formatDate(latest) });
}

/**
 * Checks customer, student, course, subject and teacher of an input against the database,
 * adding each problem to `fields`.
 */
async function checkRefs(
  conn: Db | Knex.Transaction,
  v: Required<Pick<VoucherInput, 'customerId' | 'studentId' | 'courseId' | 'subjectId'>> & {
    teacherId?: number | null;
  },
  fields: FieldErrors,
) {
  const customer = await conn('customers').where('id', v.customerId).first('id');
  if (!customer) fields.customerId ??= t(m.customerNotFound);
  const student = await conn('students').where('id', v.studentId).first('id', 'customer_id');
  if (!student || student.customerId !== v.customerId) fields.studentId ??= t(m.studentNotOfCustomer);
  const course = await conn('courses').where('id', v.courseId).first('id');
  if (!course) fields.courseId ??= t(m.courseNotFound);
  else {
    const offered = await conn('course_subjects')
      .where({ courseId: v.courseId, subjectId: v.subjectId })
      .first('subject_id');
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

/**
 * Why a voucher cannot be deleted (the error to throw), or null. The delete refuses it, and
 * the voucher's page offers «Eliminar» only when it is null. Deleting is for a mistake: not
 * with classes, payments or a renewal; not one a lead was accepted into (the lead points at
 * it); not one with a card payment attempt that went to the bank (it may have been charged, and
 * its answer must find its voucher). A link's page only viewed (a mail scanner, the family
 * without paying) sent nothing to the bank: its attempt goes with the voucher.
 */
export async function deleteRefusal(conn: Knex, row: VoucherRow): Promise<AppError | null> {
  if (row.classCount > 0 || row.paymentCount > 0 || row.renewedById)
    return vouchersError('VOUCHERS_IN_USE', m.hasClassesOrPayments);
  const held = (await conn.first(
    conn('customer_interests').where('voucher_id', row.id).select('id').limit(1).as('lead'),
    conn.raw(
      "exists (select 1 from payment_attempts where voucher_id = ? and (sent_at is not null or status <> 'pending')) as attempt",
      [row.id],
    ),
  )) as { lead: number | null; attempt: boolean };
  if (held.lead) return vouchersError('VOUCHERS_IN_USE', m.fromInterest, { values: { id: held.lead } });
  if (held.attempt) return vouchersError('VOUCHERS_IN_USE', m.hasCardAttempts);
  return null;
}

/** Whether the voucher's live classes fall before `startDate` or after `endDate`. */
async function classesOutside(
  trx: Knex.Transaction,
  voucherId: number,
  { startDate, endDate }: { startDate: string; endDate: string },
) {
  return (await trx('classes')
    .where('voucher_id', voucherId)
    .whereNot('status', 'deleted')
    .first(
      trx.raw('coalesce(bool_or(date::date < ?), false) as before', [startDate]),
      trx.raw('coalesce(bool_or(date::date > ?), false) as after', [endDate]),
    )) as { before: boolean; after: boolean } | undefined;
}

export function createVoucherEditing(context: VouchersContext) {
  const { db, findRow, lockRow, quote } = context;

  /** A new voucher at today's price of its course, in `conn` (the caller's transaction, or the key's). */
  async function insertVoucher(actor: Actor, raw: unknown, conn: Db | Knex.Transaction): Promise<VoucherRow> {
    const fields: FieldErrors = {};
    // When a field is refused the others come back as read, minus empty fields (an empty end date is no date).
    const input = validateVoucher.collect(raw, fields, normaliseInput(raw as Record<string, unknown>));
    const today = todayInMadrid();
    if (input.startDate) checkStart(input.startDate, fields);
    const startDate = fields.startDate ? today : (input.startDate ?? today);
    const endDate = fields.endDate ? startDate : (input.endDate ?? addMonths(startDate, DEFAULT_MONTHS));
    checkEnd(startDate, endDate, fields);
    const refsGiven = ['customerId', 'studentId', 'courseId', 'subjectId'].every(
      (k) => !fields[k] && input[k as keyof VoucherInput],
    );
    if (refsGiven)
      await checkRefs(
        conn,
        {
          customerId: input.customerId!,
          studentId: input.studentId!,
          courseId: input.courseId!,
          subjectId: input.subjectId!,
          teacherId: input.teacherId,
        },
        fields,
      );
    // The price of the day the voucher is made, frozen on the row.
    const price = refsGiven && !fields.courseId ? await quote(conn, input.courseId!, today) : undefined;
    if (refsGiven && !fields.courseId && !price) fields.courseId = t(m.noPrice);
    if (price && !fields.hours) checkAmount(input.hours! * price.hourlyPriceCents, fields);
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
  }

  return {
    /**
     * `conn`: the caller's transaction when the voucher is part of a larger write (accepting a
     * customer interest). `idempotencyKey` (the form's hidden field, or a GraphQL client's
     * Idempotency-Key header): a double submit creates one voucher and answers it again.
     */
    async create(
      actor: Actor | null,
      raw: unknown,
      { conn = db, idempotencyKey }: { conn?: Db | Knex.Transaction; idempotencyKey?: IdempotencyKey } = {},
    ): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      if (idempotencyKey === undefined) return insertVoucher(actor, raw, conn);
      const request = normaliseInput(raw as Record<string, unknown>);
      return idempotent(
        db,
        { key: idempotencyKey, actorId: actor.id, action: 'vouchers.create', request },
        {
          work: (trx) => insertVoucher(actor, raw, trx),
          codec: { save: (row: VoucherRow) => ({ id: row.id }), load: (saved: { id: number }) => findRow(saved.id) },
        },
      );
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
        if (current.storedStatus === 'settled') throw vouchersError('VOUCHERS_SETTLED', m.settledFinal);
        const fields: FieldErrors = {};
        const input = validateVoucherUpdate.collect(raw, fields, normaliseInput(raw as Record<string, unknown>));
        // GraphQL can send both (the form sends clearTeacher only when the teacher is left empty): which one was meant is not ours to guess.
        if (input.clearTeacher && input.teacherId) fields.teacherId ??= t(m.teacherAndClear);
        const next = {
          customerId: input.customerId ?? current.customerId,
          studentId: input.studentId ?? current.studentId,
          courseId: input.courseId ?? current.courseId,
          subjectId: input.subjectId ?? current.subjectId,
          teacherId: input.clearTeacher ? null : (input.teacherId ?? current.teacherId),
          hours: input.hours ?? current.hours,
          startDate: input.startDate ?? current.startDate,
          endDate: input.endDate ?? current.endDate,
          // Sent empty (the form's emptied textarea, or null or "" from the API): emptied. Left out: kept.
          remarks: input.remarks !== undefined ? input.remarks : sentEmpty(raw, 'remarks') ? null : current.remarks,
        };
        const identityChanged = (['customerId', 'studentId', 'courseId', 'subjectId'] as const).filter(
          (k) => next[k] !== current[k],
        );
        if (identityChanged.length > 0 && (current.classCount > 0 || current.paymentCount > 0))
          for (const k of identityChanged) fields[k] ??= t(m.lockedChange);
        if (next.startDate !== current.startDate) checkStart(next.startDate, fields);
        if (next.startDate !== current.startDate || next.endDate !== current.endDate)
          checkEnd(next.startDate, next.endDate, fields);
        else if (!fields.endDate && !fields.startDate && next.endDate < next.startDate)
          fields.endDate = t(m.endBeforeStart);
        if (!fields.hours && next.hours * 60 < current.minutesBooked)
          fields.hours = t(m.hoursBelowBooked, { booked: hoursText(current.minutesBooked) });
        if (Object.keys(fields).length === 0)
          await checkRefs(
            trx,
            { ...next, teacherId: next.teacherId !== current.teacherId ? next.teacherId : null },
            fields,
          );
        let price = {
          priceId: current.priceId,
          hourlyPriceCents: current.hourlyPriceCents,
          teacherHourlyPayCents: current.teacherHourlyPayCents,
        };
        if (Object.keys(fields).length === 0 && next.courseId !== current.courseId) {
          const fresh = await quote(trx, next.courseId, todayInMadrid());
          if (!fresh) fields.courseId = t(m.noPrice);
          else price = fresh;
        }
        const amountCents = next.hours * price.hourlyPriceCents;
        if (!fields.hours) checkAmount(amountCents, fields);
        if (!fields.hours && amountCents < current.paidCents)
          fields.hours = t(m.hoursBelowPaid, { paid: formatMoney(current.paidCents) });
        // Live classes must stay inside the voucher's dates.
        if (
          !fields.startDate &&
          !fields.endDate &&
          (next.startDate !== current.startDate || next.endDate !== current.endDate)
        ) {
          // On the date that leaves them out: a class before the start, or after the end.
          const outside = await classesOutside(trx, current.id, next);
          if (outside?.before) fields.startDate = t(m.classesOutside);
          if (outside?.after) fields.endDate = t(m.classesOutside);
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
        // Its payment links locked first: no attempt goes to the bank while we look, and they go with it
        // (with the attempts of pages only viewed).
        await trx('payment_links').where('voucher_id', row.id).forUpdate().select('id');
        const refusal = await deleteRefusal(trx, row);
        if (refusal) throw refusal;
        await trx('payment_attempts').where('voucher_id', row.id).delete();
        await trx('payment_links').where('voucher_id', row.id).delete();
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
        if (row.storedStatus !== 'inactive') throw vouchersError('VOUCHERS_NOT_INACTIVE', m.notInactive);
        await trx('vouchers').where('id', row.id).update({ status: 'active', updatedDate: trx.fn.now() });
        return findRow(row.id, trx);
      });
    },
  };
}
