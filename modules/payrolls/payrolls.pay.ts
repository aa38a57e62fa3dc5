// Paying a pending payroll (final: its classes become teacherPayed) or discarding it.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { idempotent, type ResultCodec } from '../../src/lib/idempotency';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages as v } from '../../src/lib/messages';
import { lockClassesForPayment, markClassesTeacherPayed } from '../vouchers';
import { liveLines } from './payrolls.generate';
import { payrollsMessages as m } from './payrolls.messages';
import { payrollsError } from './payrolls.errors';
import { statusLabel, type PayrollStatus } from './payrolls.labels';
import type { PayrollRow } from './payrolls.service';
import { isoDayOf } from '../../views/widgets/dateText';

/** What paying and discarding need of the payrolls service. */
interface PayrollsContext {
  db: Db;
  findRow: (conn: Knex, actor: Actor, id: number) => Promise<PayrollRow>;
}

/** The longest reason kept for a discard or a 0 % withholding (the forms' maxLength). */
export const MAX_REASON = 1000;

export function createPayrollSettlements({ db, findRow }: PayrollsContext) {
  return {
    /**
     * Pays a pending payroll on a day (not after today, not before its month): final; its classes become
     * teacherPayed. With an idempotency key a retry (the answer lost) gets the paid payroll back, not
     * PAYROLLS_NOT_PENDING; the key with another payroll or day is IDEMPOTENCY_KEY_REUSED.
     */
    async pay(actor: Actor | null, id: number, raw: { date?: unknown; idempotencyKey?: string }): Promise<PayrollRow> {
      authorize(actor, 'payrolls.manage');
      const date = typeof raw.date === 'string' ? isoDayOf(raw.date) : '';
      const fields: FieldErrors = {};
      // Missing: the specification's required message; typed but not a day (2026-02-30, 27/11/2026): the date's own message.
      if (!date) fields.date = t(v.required);
      else if (!isIsoDay(date)) fields.date = t(v.date);
      else if (date > todayInMadrid()) fields.date = t(m.payDateFuture);
      const call = { key: raw.idempotencyKey, actorId: actor.id, action: 'payrolls.pay', request: { id, date } };
      const codec: ResultCodec<PayrollRow, number> = {
        save: (row) => row.id,
        load: (saved) => findRow(db, actor, saved),
      };
      return idempotent(db, call, {
        codec,
        work: async (trx) => {
          const before = await findRow(trx, actor, id);
          if (!fields.date && date < `${before.month}-01`) fields.date = t(m.payDateEarly);
          if (Object.keys(fields).length) throw invalidInput(fields);
          const classIds = (await liveLines(trx, [before.id])).map((l) => l.classId).sort((a, b) => a - b);
          // Classes first, then the payroll: the order a class's deletion takes, so neither waits on the other in a circle.
          await lockClassesForPayment(trx, classIds);
          const locked = (await trx('teacher_payrolls').where('id', before.id).forUpdate().first('status')) as {
            status: PayrollStatus;
          };
          if (locked.status !== 'teacherPendingPayment')
            throw payrollsError('PAYROLLS_NOT_PENDING', m.notPending, {
              values: { status: statusLabel(locked.status).toLowerCase() },
            });
          const now = (await liveLines(trx, [before.id])).map((l) => l.classId).sort((a, b) => a - b);
          if (now.join() !== classIds.join()) throw payrollsError('PAYROLLS_CHANGED', m.changedMeanwhile);
          const marked = await markClassesTeacherPayed(trx, classIds);
          if (marked !== classIds.length) throw payrollsError('PAYROLLS_CHANGED', m.changedMeanwhile);
          await trx('teacher_payrolls')
            .where('id', before.id)
            .update({ status: 'teacherPayed', paidDate: date, paidBy: actor.id, updatedDate: trx.fn.now() });
          return findRow(trx, actor, before.id);
        },
      });
    },

    /** Discards a pending payroll with a reason: its classes go back to the pool for a later run. */
    async discard(actor: Actor | null, id: number, raw: { reason?: unknown }): Promise<PayrollRow> {
      authorize(actor, 'payrolls.manage');
      const reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
      if (!reason) throw invalidInput({ reason: t(v.required) });
      // Refused, not cut: the form stops at 1.000 characters, an API client is told.
      if (reason.length > MAX_REASON) throw invalidInput({ reason: t(v.maxLength, { limit: MAX_REASON }) });
      return db.transaction(async (trx) => {
        const before = await findRow(trx, actor, id);
        const locked = (await trx('teacher_payrolls').where('id', before.id).forUpdate().first('status')) as {
          status: PayrollStatus;
        };
        if (locked.status !== 'teacherPendingPayment')
          throw payrollsError('PAYROLLS_NOT_PENDING', m.notPending, {
            values: { status: statusLabel(locked.status).toLowerCase() },
          });
        await trx('teacher_payroll_classes')
          .where({ payrollId: before.id, released: false })
          .update({ released: true });
        await trx('teacher_payrolls').where('id', before.id).update({
          status: 'discarded',
          discardedDate: trx.fn.now(),
          discardedBy: actor.id,
          discardReason: reason,
          updatedDate: trx.fn.now(),
        });
        return findRow(trx, actor, before.id);
      });
    },
  };
}
