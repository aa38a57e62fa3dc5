// The *link class to customer* dialog: the customer (by id or as typed) and the class put on one of their vouchers.

import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { customerOf } from '../people';
import { customerNameSql } from './lookups';
import { classesMessages as m } from './classes.messages';
import { vouchersError } from './vouchers.errors';
import {
  lockVoucher,
  madridLocal,
  moveMinutes,
  statusWord,
  voucherChecks,
  type ClassRow,
  type VoucherForBooking,
} from './classes.shared';
import type { ClassesContext } from './classes.service';

const CUSTOMER_NAME = customerNameSql();

export function createClassLinking({ db, find, lockClass, commit }: ClassesContext) {
  return {
    /** The customer of the link dialog: by id, or as typed (name, email or NIF) without JavaScript. */
    async resolveCustomer(
      actor: Actor | null,
      id: number | undefined,
      typed: string | undefined,
    ): Promise<{ customer?: { id: number; name: string }; error?: string }> {
      authorize(actor, 'classes.manage');
      if (!id && !typed?.trim()) return {};
      const fields: FieldErrors = {};
      const found = await customerOf(db, { id, typed: typed?.trim() || undefined, fields });
      if (!found) return { error: fields.customerId };
      const row = (await db('customers as cu')
        .where('cu.id', found)
        .first('cu.id', db.raw(`${CUSTOMER_NAME} as name`))) as { id: number; name: string };
      return { customer: row };
    },

    /**
     * The *link class to customer* dialog: puts the class on one of the customer's active
     * vouchers (its minutes booked there, given back to the previous voucher if any); the
     * class takes the voucher's student and subject.
     */
    async linkToVoucher(
      actor: Actor | null,
      classId: number,
      raw: { customerId?: unknown; voucherId?: unknown },
    ): Promise<ClassRow> {
      authorize(actor, 'classes.manage');
      const customerId = Number(raw.customerId);
      const voucherId = Number(raw.voucherId);
      const fields: FieldErrors = {};
      if (!(customerId > 0)) fields.customerId = t(m.customerInvalid);
      if (!(voucherId > 0)) fields.voucherId = t(validationMessages.required);
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, classId);
        if (current.status === 'validated' || current.status === 'deleted')
          throw vouchersError('CLASSES_NOT_EDITABLE', m.notEditable, {
            values: { status: statusWord(current.status) },
          });
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        // Lock both vouchers in id order, so two links crossing each other cannot deadlock.
        const ids = [...new Set([current.voucherId, voucherId].filter((v): v is number => !!v))].sort((a, b) => a - b);
        const locked = new Map<number, VoucherForBooking | undefined>();
        for (const id of ids) locked.set(id, await lockVoucher(trx, id));
        const voucher = locked.get(voucherId);
        if (voucher && voucher.customerId !== customerId) fields.voucherId = t(m.voucherOtherCustomer);
        else voucherChecks({ voucher, day: madridLocal(current.date).slice(0, 10), fields });
        if (Object.keys(fields).length > 0) throw invalidInput(fields);
        if (current.voucherId !== voucherId) {
          if (current.voucherId)
            await moveMinutes(trx, {
              voucherId: current.voucherId,
              classId,
              minutes: current.duration,
              kind: 'release',
              actorId: actor.id,
            });
          await moveMinutes(
            trx,
            { voucherId, classId, minutes: -current.duration, kind: 'book', actorId: actor.id },
            'voucherId',
          );
        }
        await trx('classes').where('id', classId).update({
          voucherId,
          studentId: voucher!.studentId,
          subjectId: voucher!.subjectId,
          updatedDate: trx.fn.now(),
        });
        changed.push({ classId, status: current.status, voucherId, action: 'linked' });
        return find(classId, trx);
      });
    },
  };
}
