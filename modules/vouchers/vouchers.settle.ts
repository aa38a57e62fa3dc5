// Settling vouchers: closing those used up or expired, recording the minutes used and forfeited.

import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { formatDuration, formatMoney, todayInMadrid } from '../../src/lib/intl';
import { multiline, validator } from '../../src/lib/validation';
import { vouchersMessages as m } from './vouchers.messages';
import type { VoucherRow, VouchersContext } from './vouchers.service';
import { vouchersError } from './vouchers.errors';

/** The settlement's remarks: the dialog's textarea takes 1,000 characters, and so does the API (not cut short). */
const validateSettlement = validator<{ remarks?: string }>({
  type: 'object',
  properties: { remarks: { type: 'string', maxLength: 1000, ...multiline } },
  additionalProperties: false,
});

function assertSettleable(row: VoucherRow) {
  if (row.storedStatus === 'settled')
    throw vouchersError('VOUCHERS_ALREADY_SETTLED', m.alreadySettled, { values: { id: row.id } });
  const usedUp = row.minutesLeft <= 0;
  const pastEnd = row.endDate < todayInMadrid();
  if (row.storedStatus !== 'active' || !(usedUp || pastEnd))
    throw vouchersError('VOUCHERS_NOT_SETTLEABLE', m.notSettleable, { values: { id: row.id } });
  // Settled is final and takes no payment: settling a voucher with money due would leave the
  // debt with no way to be paid or invoiced.
  if (row.paymentStatus !== 'paid' && row.dueCents > 0)
    throw vouchersError('VOUCHERS_SETTLE_UNPAID', m.settleUnpaid, {
      values: { id: row.id, due: formatMoney(row.dueCents) },
    });
  // Its classes still to be given or checked (a booked class makes a voucher «used up» before
  // its day): settled now, their hours would be recorded as used, and a class cancelled after
  // would give its hours back to a closed voucher whose settlement no longer adds up.
  const unvalidated = row.minutesBooked - row.minutesUsed;
  if (unvalidated > 0)
    throw vouchersError('VOUCHERS_SETTLE_CLASSES_PENDING', m.settleClassesPending, {
      values: { id: row.id, duration: formatDuration(unvalidated) },
    });
}

export function createVoucherSettlements(context: VouchersContext) {
  const { db, findRow, lockRow, baseQuery, rowOf } = context;
  return {
    /** What settling the vouchers would record, per voucher (the confirmation shows it). */
    async settlementPreview(actor: Actor | null, ids: number[]) {
      authorize(actor, 'vouchers.settle');
      const unique = [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))];
      if (unique.length === 0) throw vouchersError('VOUCHERS_NONE_CHOSEN', m.noneChosen);
      const rows = (await baseQuery().whereIn('v.id', unique).orderBy('v.id')).map(rowOf);
      if (rows.length !== unique.length) throw notFound(m.notFound);
      for (const row of rows) assertSettleable(row);
      return rows.map((row) => ({ row, minutesUsed: row.minutesBooked, minutesForfeited: row.minutesLeft }));
    },

    /**
     * Closes vouchers that are used up or expired, all or none: records the minutes used (its
     * live classes) and forfeited (what was left), who and when. Settled is final.
     */
    async settle(actor: Actor | null, ids: number[], remarks?: string): Promise<VoucherRow[]> {
      authorize(actor, 'vouchers.settle');
      const unique = [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
      if (unique.length === 0) throw vouchersError('VOUCHERS_NONE_CHOSEN', m.noneChosen);
      const input = validateSettlement.parse(remarks === undefined ? {} : { remarks });
      return db.transaction(async (trx) => {
        const settled: VoucherRow[] = [];
        // Locked in id order, so two settlements of overlapping sets cannot deadlock.
        for (const voucherId of unique) {
          const row = await lockRow(trx, voucherId);
          assertSettleable(row);
          await trx('vouchers')
            .where('id', row.id)
            .update({
              status: 'settled',
              settledDate: todayInMadrid(),
              settledBy: actor.id,
              settledMinutesUsed: row.minutesBooked,
              settledMinutesForfeited: row.minutesLeft,
              settlementRemarks: input.remarks?.trim() || null,
              updatedDate: trx.fn.now(),
            });
          settled.push(await findRow(row.id, trx));
        }
        return settled;
      });
    },
  };
}
