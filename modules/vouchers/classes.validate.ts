// Staff validate classes (they become payable to their teacher) or discard a class's payment.

import { authorize, type Actor } from '../../src/lib/policy';
import { t } from '../../src/lib/intl';
import { isRowId } from '../../src/lib/validation';
import { runPayableClassHandlers } from './payable';
import type { ClassStatus } from './hours';
import { classesMessages as m } from './classes.messages';
import { vouchersError, type VouchersErrorCode } from './vouchers.errors';
import { classQuery, statusWord, type ClassRow } from './classes.shared';
import type { ClassesContext } from './classes.service';

/** Why one class of those chosen was not validated: a stable code and the Spanish message. */
export interface ClassRefusal {
  id: number;
  code: 'NOT_FOUND' | Extract<VouchersErrorCode, 'CLASSES_CANNOT_VALIDATE' | 'CLASSES_VALIDATE_NEEDS_VOUCHER'>;
  message: string;
}

export interface ValidateReport {
  validated: ClassRow[];
  refused: ClassRefusal[];
}

export function createClassValidation({ find, lockClass, commit }: ClassesContext) {
  return {
    /**
     * Validates classes (one or many): each taught or claimed class on a voucher becomes
     * validated and payable; the others are reported one by one and left as they were, so one
     * class in the wrong state does not hold back the rest.
     */
    async validate(actor: Actor | null, ids: number[]): Promise<ValidateReport> {
      authorize(actor, 'classes.validate');
      // None chosen is said, as the list's button says it (GraphQL answered an empty report).
      if (ids.length === 0) throw vouchersError('CLASSES_NONE_CHOSEN', m.validateNone);
      // An id that can be no class (0, -1) is reported as not found, not dropped from the report.
      const unique = [...new Set(ids.map(Number))].sort((a, b) => a - b);
      const report = await commit(async (trx, changed) => {
        const refused: ValidateReport['refused'] = [];
        const done: number[] = [];
        const rows = (await trx('classes').whereIn('id', unique.filter(isRowId)).orderBy('id').forUpdate()) as {
          id: number;
          status: ClassStatus;
          voucherId: number | null;
        }[];
        for (const id of unique) {
          const row = rows.find((r) => r.id === id);
          if (!row) refused.push({ id, code: 'NOT_FOUND', message: t(m.notFound) });
          else if (row.status !== 'taught' && row.status !== 'claimed')
            refused.push({
              id,
              code: 'CLASSES_CANNOT_VALIDATE',
              message: t(m.cannotValidate, { status: statusWord(row.status) }),
            });
          else if (!row.voucherId)
            refused.push({ id, code: 'CLASSES_VALIDATE_NEEDS_VOUCHER', message: t(m.validateNeedsVoucher) });
          else done.push(id);
        }
        if (done.length > 0) {
          await trx('classes').whereIn('id', done).update({
            status: 'validated',
            teacherPaymentStatus: 'teacherPendingPayment',
            validatedDate: trx.fn.now(),
            validatedBy: actor.id,
            updatedDate: trx.fn.now(),
          });
        }
        for (const id of done)
          changed.push({
            classId: id,
            status: 'validated',
            voucherId: rows.find((r) => r.id === id)!.voucherId,
            action: 'validated',
          });
        const validated =
          done.length > 0 ? ((await classQuery(trx).whereIn('c.id', done).orderBy('c.date')) as ClassRow[]) : [];
        return { validated, refused };
      });
      return report;
    },

    /** Staff decide a validated class is not paid to its teacher. */
    async discardPayment(actor: Actor | null, id: number): Promise<ClassRow> {
      authorize(actor, 'classes.validate');
      return commit(async (trx, changed) => {
        const current = await lockClass(trx, id);
        if (current.status !== 'validated' || current.teacherPaymentStatus !== 'teacherPendingPayment')
          throw vouchersError('CLASSES_CANNOT_DISCARD', m.cannotDiscard);
        await runPayableClassHandlers(trx, { classId: id, change: 'discardPayment', actorId: actor.id });
        await trx('classes').where('id', id).update({ teacherPaymentStatus: 'discarded', updatedDate: trx.fn.now() });
        changed.push({ classId: id, status: current.status, voucherId: current.voucherId, action: 'discarded' });
        return find(id, trx);
      });
    },
  };
}
