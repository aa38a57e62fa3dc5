// Staff write classes: create (on a voucher, or for a teacher), edit and delete.

import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { keepingLeftOut } from '../../src/lib/validation';
import type { IdempotencyKey } from '../../src/lib/idempotency';
import { formatDate, formatDateTime, t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { runPayableClassHandlers } from './payable';
import type { ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';
import { vouchersError } from './vouchers.errors';
import {
  insertClass,
  lockVoucher,
  madridLocal,
  moveMinutes,
  softDeleteClass,
  sameStudentClass,
  statusWord,
  voucherChecks,
  type ClassRow,
} from './classes.shared';
import type { ClassesContext } from './classes.service';
import type { Knex } from 'knex';

interface ClashCheck {
  teacherId: number | undefined;
  studentId: number | undefined;
  date: string | null | undefined;
  duration: number | undefined;
  /** Editing: the class itself, which does not clash with itself. */
  classId?: number;
}

/**
 * Refuses on the date a class overlapping a live one of the same teacher with the same student:
 * the class entered twice (the teacher registered it, staff enter it too), its hours booked and
 * paid twice. The rule of the teacher's own claims; siblings taught together are different students.
 */
async function refuseClash(trx: Knex.Transaction, fields: FieldErrors, c: ClashCheck) {
  if (!c.teacherId || !c.studentId || !c.date || !c.duration || fields.date) return;
  const clash = await sameStudentClass(trx, {
    ...c,
    teacherId: c.teacherId,
    studentId: c.studentId,
    date: c.date,
    duration: c.duration,
  });
  if (clash) fields.date = t(m.staffClash, { date: formatDateTime(clash) });
}

/** ClassInput's optional fields a GraphQL update keeps when it leaves them out: leaving out the teacher no longer unassigns. */
const PATCH_KEYS = ['teacherId', 'remarks'] as const;

export function createClassEditing({ find, lockClass, prepare, commit, commitOnce }: ClassesContext) {
  const editing = {
    /** Staff create a class on a voucher: assigned when a teacher is given, pending otherwise. */
    async create(actor: Actor | null, raw: unknown, idempotencyKey?: IdempotencyKey): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const { fields, input, date, voucherId } = await prepare(raw, { voucherRequired: true });
      const request = { voucherId, date, teacherId: input.teacherId, duration: input.duration, remarks: input.remarks };
      const call = { key: idempotencyKey, actorId: actor.id, action: 'classes.create', request };
      return commitOnce(call, async (trx, changed) => {
        const voucher = voucherId ? await lockVoucher(trx, voucherId) : undefined;
        if (date && voucherId) voucherChecks({ voucher, day: date.slice(0, 10), fields });
        const clash = { teacherId: input.teacherId, studentId: voucher?.studentId, date, duration: input.duration };
        await refuseClash(trx, fields, clash);
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const status: ClassStatus = input.teacherId ? 'assigned' : 'pending';
        const id = await insertClass(trx, {
          voucherId: voucherId!,
          studentId: voucher!.studentId,
          subjectId: voucher!.subjectId,
          teacherId: input.teacherId ?? null,
          date: date!,
          duration: input.duration,
          status,
          remarks: input.remarks ?? null,
          createdBy: actor.id,
        });
        changed.push({ classId: id, status, voucherId: voucherId!, action: 'created' });
        return find(id, trx);
      });
    },

    /**
     * Staff create a class for a teacher (the *create teacher class* dialog): on a voucher, with
     * the teacher set; a class whose time has come is `claimed` (awaiting validation), a future
     * one `assigned`.
     */
    async createTeacherClass(actor: Actor | null, raw: unknown, idempotencyKey?: IdempotencyKey): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const { fields, input, date, voucherId } = await prepare(raw, { voucherRequired: true });
      if (!input.teacherId) fields.teacherId ??= t(validationMessages.required);
      const request = { voucherId, date, teacherId: input.teacherId, duration: input.duration, remarks: input.remarks };
      const call = { key: idempotencyKey, actorId: actor.id, action: 'classes.createTeacherClass', request };
      return commitOnce(call, async (trx, changed) => {
        const voucher = voucherId ? await lockVoucher(trx, voucherId) : undefined;
        if (date && voucherId) voucherChecks({ voucher, day: date.slice(0, 10), fields });
        const clash = { teacherId: input.teacherId, studentId: voucher?.studentId, date, duration: input.duration };
        await refuseClash(trx, fields, clash);
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        const past = date! <= madridLocal(new Date());
        const status: ClassStatus = past ? 'claimed' : 'assigned';
        const id = await insertClass(trx, {
          voucherId: voucherId!,
          studentId: voucher!.studentId,
          subjectId: voucher!.subjectId,
          teacherId: input.teacherId!,
          date: date!,
          duration: input.duration,
          status,
          remarks: input.remarks ?? null,
          createdBy: actor.id,
        });
        changed.push({ classId: id, status, voucherId: voucherId!, action: past ? 'claimed' : 'created' });
        return find(id, trx);
      });
    },

    /**
     * Changes date, duration (the difference is booked or given back on the voucher), teacher
     * (pending ↔ assigned) and remarks. Validated and deleted classes are not changed.
     */
    async update(actor: Actor | null, id: number, raw: unknown): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const { fields, input, date } = await prepare(
        { ...(raw as object), voucherId: undefined, voucherName: undefined },
        { voucherRequired: false },
      );
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, id);
        if (current.status === 'validated' || current.status === 'deleted')
          throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, {
            values: { status: statusWord(current.status) },
          });
        if (current.voucherId && date) {
          const voucher = await lockVoucher(trx, current.voucherId);
          const day = date.slice(0, 10);
          if (voucher && (day < voucher.startDate || day > voucher.endDate))
            fields.date ??= t(m.voucherOutOfDates, {
              start: formatDate(voucher.startDate),
              end: formatDate(voucher.endDate),
            });
        }
        if (!input.teacherId && (current.status === 'taught' || current.status === 'claimed'))
          fields.teacherId ??= t(m.teacherInvalid);
        // Given already: moved to a time to come it would be validated and paid before it happens.
        if (date && (current.status === 'taught' || current.status === 'claimed') && date > madridLocal(new Date()))
          fields.date ??= t(m.givenInFuture);
        const clash = { teacherId: input.teacherId, studentId: current.studentId, date, duration: input.duration };
        await refuseClash(trx, fields, { ...clash, classId: id });
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        let status = current.status;
        if (status === 'pending' || status === 'assigned') status = input.teacherId ? 'assigned' : 'pending';
        await trx('classes')
          .where('id', id)
          .update({
            date,
            duration: input.duration,
            teacherId: input.teacherId ?? null,
            status,
            remarks: input.remarks ?? null,
            updatedDate: trx.fn.now(),
          });
        if (current.voucherId && input.duration !== current.duration) {
          await moveMinutes(trx, {
            voucherId: current.voucherId,
            classId: id,
            minutes: current.duration - input.duration,
            kind: 'adjust',
            actorId: actor.id,
          });
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
        if (current.status === 'validated')
          await runPayableClassHandlers(trx, { classId: id, change: 'delete', actorId: actor.id });
        changed.push(
          await softDeleteClass(trx, {
            id,
            voucherId: current.voucherId,
            duration: current.duration,
            actorId: actor.id,
          }),
        );
        return find(id, trx);
      });
    },

    /** GraphQL's update: the teacher and remarks left out keep their values, null empties them. */
    async patch(actor: Actor | null, id: number, raw: unknown): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const current = await find(id);
      return editing.update(actor, id, keepingLeftOut(raw, current, { keys: PATCH_KEYS }));
    },
  };
  return editing;
}
