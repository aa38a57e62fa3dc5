// The teacher's claims: a class they gave registered (claimed) or corrected, and an assigned class marked given.

import type { Knex } from 'knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { idempotent, type IdempotencyKey } from '../../src/lib/idempotency';
import { keepingLeftOut, normaliseInput } from '../../src/lib/validation';
import type { ClassEvent } from './classes.shared';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { formatDateTime, t, todayInMadrid } from '../../src/lib/intl';
import { vouchersError } from './vouchers.errors';
import {
  insertClass,
  lockVoucher,
  madridLocal,
  moveMinutes,
  softDeleteClass,
  parseClassDate,
  sameStudentClass,
  classDateMessage,
  statusWord,
  voucherRefusal,
} from './classes.shared';
import type { ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';
import { teacherRow, validateClaim, type TeacherClassesContext, type TeacherClassRow } from './teacherClasses.service';
import { taughtStudentIds } from './teacherClasses.mine';

interface PrepareClaimOptions {
  actor: Actor;
  raw: unknown;
  trx: Knex.Transaction;
  /** Correcting a claim: its voucher stays (null: none); creating one: undefined (the posted voucher). */
  keepVoucherId?: number | null;
  /** Correcting a claim: the class itself, which does not clash with itself. */
  classId?: number;
}

/** Checks a claim: a voucher they teach (active, the day within its dates) or a student they teach; today or earlier. */
export async function prepareClaim({ actor, raw, trx, keepVoucherId, classId }: PrepareClaimOptions) {
  const fields: FieldErrors = {};
  const input = validateClaim.collect(raw, fields);
  const date = fields.date ? null : parseClassDate(input.date);
  if (!fields.date && !date) fields.date = classDateMessage(input.date);
  else if (date && date.slice(0, 10) > todayInMadrid()) fields.date = t(m.dateFuture);
  // Today, at an hour still to come: a class not given yet (marking one as given refuses it too).
  else if (date && date > madridLocal(new Date())) fields.date = t(m.timeFuture);
  const voucherId = keepVoucherId === undefined ? input.voucherId : keepVoucherId;
  let studentId = input.studentId;
  let subjectId: number | null = null;
  if (voucherId) {
    const voucher = await lockVoucher(trx, voucherId);
    if (!voucher || voucher.teacherId !== actor.id) fields.voucherId = t(m.voucherNotYours);
    else {
      const refusal = date ? voucherRefusal(voucher, date.slice(0, 10)) : null;
      if (refusal) fields.voucherId = refusal;
      // Both chosen and they disagree: which one the teacher meant is not ours to guess.
      if (keepVoucherId === undefined && studentId && studentId !== voucher.studentId)
        fields.studentId = t(m.studentNotVoucher);
      studentId = voucher.studentId;
      subjectId = voucher.subjectId;
    }
  } else if (!studentId) fields.voucherId ??= t(m.voucherOrStudent);
  else if (!(await taughtStudentIds(trx, actor)).includes(studentId)) fields.studentId = t(m.studentNotYours);
  // The same class registered twice (the form sent again from a fresh page): a student has one class at a time.
  if (Object.keys(fields).length === 0) {
    const clash = await sameStudentClass(trx, {
      teacherId: actor.id,
      studentId: studentId!,
      date: date!,
      classId,
      duration: input.duration,
    });
    if (clash) fields.date = t(m.claimClash, { date: formatDateTime(clash) });
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return { input, date: date!, voucherId: voucherId ?? null, studentId: studentId!, subjectId };
}

export function createTeacherClaims({ db, events, own, commit }: TeacherClassesContext) {
  const claims = {
    /** An assigned class whose time has passed: the teacher says it was given (→ taught). */
    async markGiven(actor: Actor | null, id: number): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      return commit(async (trx, changed) => {
        const current = await own(actor, id, trx);
        await trx('classes').where('id', id).forUpdate().first('id');
        const fresh = (await trx('classes').where('id', id).first('status', 'date', 'voucher_id')) as {
          status: ClassStatus;
          date: Date;
          voucherId: number | null;
        };
        if (fresh.status !== 'assigned')
          throw vouchersError('CLASSES_CANNOT_MARK_GIVEN', m.cannotMarkGiven, {
            values: { status: statusWord(fresh.status) },
          });
        if (fresh.date.getTime() > Date.now()) throw vouchersError('CLASSES_NOT_GIVEN_YET', m.notGivenYet);
        await trx('classes').where('id', id).update({ status: 'taught', updatedDate: trx.fn.now() });
        changed.push({ classId: id, status: 'taught', voucherId: current.voucherId, action: 'given' });
        return teacherRow(await own(actor, id, trx));
      });
    },

    /**
     * Registers a class the teacher gave (→ claimed, awaiting validation): on a voucher they
     * teach (its minutes booked there) or, when they do not know the voucher, for a student
     * they teach (staff link it to a voucher later).
     */
    async claim(actor: Actor | null, raw: unknown, idempotencyKey?: IdempotencyKey): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      const teacher: Actor = actor;
      // With the form's key (or a GraphQL client's Idempotency-Key header) a double submit books
      // the hours once and answers the first claim again (src/lib/idempotency).
      if (idempotencyKey === undefined) return commit(work);
      const changed: ClassEvent[] = [];
      const request = normaliseInput(raw as Record<string, unknown>);
      const row = await idempotent(
        db,
        { key: idempotencyKey, actorId: actor.id, action: 'teacherClasses.claim', request },
        {
          work: (trx) => work(trx, changed),
          codec: {
            save: (saved: TeacherClassRow) => ({ id: saved.id }),
            load: async (saved: { id: number }) => teacherRow(await own(actor, saved.id)),
          },
        },
      );
      events.emit(changed);
      return row;

      async function work(trx: Knex.Transaction, changed: ClassEvent[]): Promise<TeacherClassRow> {
        const { input, date, voucherId, studentId, subjectId } = await prepareClaim({ actor: teacher, raw, trx });
        const id = await insertClass(trx, {
          voucherId,
          studentId,
          subjectId,
          teacherId: teacher.id,
          date,
          duration: input.duration,
          status: 'claimed',
          remarks: input.remarks ?? null,
          createdBy: teacher.id,
        });
        changed.push({ classId: id, status: 'claimed', voucherId, action: 'claimed' });
        return teacherRow(await own(teacher, id, trx));
      }
    },

    /** Corrects the teacher's own claimed class while it is not validated (date, duration, remarks). */
    async updateClaim(actor: Actor | null, id: number, raw: unknown): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      return commit(async (trx, changed) => {
        const current = await own(actor, id, trx);
        await trx('classes').where('id', id).forUpdate().first('id');
        if (current.status !== 'claimed')
          throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, {
            values: { status: statusWord(current.status) },
          });
        const { input, date } = await prepareClaim({
          actor,
          raw: { ...(raw as object), studentId: current.studentId },
          trx,
          keepVoucherId: current.voucherId,
          classId: id,
        });
        await trx('classes')
          .where('id', id)
          .update({ date, duration: input.duration, remarks: input.remarks ?? null, updatedDate: trx.fn.now() });
        if (current.voucherId && input.duration !== current.duration) {
          await moveMinutes(trx, {
            voucherId: current.voucherId,
            classId: id,
            minutes: current.duration - input.duration,
            kind: 'adjust',
            actorId: actor.id,
          });
        }
        changed.push({ classId: id, status: 'claimed', voucherId: current.voucherId, action: 'claimed' });
        return teacherRow(await own(actor, id, trx));
      });
    },

    /**
     * Withdraws the teacher's own claimed class while it is not validated (registered by mistake,
     * or twice): soft-deleted as staff do, its minutes back on its voucher.
     */
    async withdrawClaim(actor: Actor | null, id: number): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      return commit(async (trx, changed) => {
        await own(actor, id, trx);
        await trx('classes').where('id', id).forUpdate().first('id');
        const current = await own(actor, id, trx);
        if (current.status !== 'claimed')
          throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, {
            values: { status: statusWord(current.status) },
          });
        changed.push(
          await softDeleteClass(trx, {
            id,
            voucherId: current.voucherId,
            duration: current.duration,
            actorId: actor.id,
          }),
        );
        return teacherRow({ ...current, status: 'deleted' });
      });
    },

    /** GraphQL's correction: remarks left out keep their value, null empties them (the date and duration are required). */
    async patchClaim(actor: Actor | null, id: number, raw: unknown): Promise<TeacherClassRow> {
      authorize(actor, 'teacherClasses.claim');
      const current = await own(actor, id);
      // The voucher and the student stay (staff move a class): another one sent was ignored without a word.
      const given = (raw ?? {}) as { voucherId?: unknown; studentId?: unknown };
      const fields: FieldErrors = {};
      if (given.voucherId != null && given.voucherId !== current.voucherId) fields.voucherId = t(m.claimKeepsVoucher);
      if (given.studentId != null && given.studentId !== current.studentId) fields.studentId = t(m.claimKeepsVoucher);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      return claims.updateClaim(actor, id, keepingLeftOut(raw, current, { keys: ['remarks'] }));
    },
  };
  return claims;
}
