// Renewing a voucher: the same voucher again at today's price, after this one.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { isAppError } from '../../src/lib/errors';
import { formatMoney, todayInMadrid } from '../../src/lib/intl';
import { addDays, addMonths } from '../../src/lib/days';
import { DEFAULT_MONTHS, MAX_AMOUNT_CENTS, RENEW_HOURS_LEFT } from './vouchers.rules';
import { vouchersMessages as m } from './vouchers.messages';
import type { PriceQuote, VoucherRow, VouchersContext } from './vouchers.service';
import { vouchersError } from './vouchers.errors';
import { activeTeacherSql } from '../people';

export function createVoucherRenewals(context: VouchersContext) {
  const { db, findRow, lockRow, quote, quoteOf, academic } = context;

  /**
   * The renewal of a voucher: dates and today's price; refuses what cannot be renewed. `priced`
   * gives today's price of a course when the caller read them all at once (a list's rows).
   */
  async function renewalOf(
    conn: Db | Knex.Transaction,
    row: VoucherRow,
    priced?: (courseId: number) => PriceQuote | undefined,
  ) {
    if (row.storedStatus === 'inactive') throw vouchersError('VOUCHERS_RENEW_INACTIVE', m.renewInactive);
    if (row.renewedById)
      throw vouchersError('VOUCHERS_ALREADY_RENEWED', m.alreadyRenewed, { values: { id: row.renewedById } });
    const today = todayInMadrid();
    const price = priced ? priced(row.courseId) : await quote(conn, row.courseId, today);
    if (!price) throw vouchersError('VOUCHERS_NO_PRICE', m.noPrice);
    // Used up or nearly (the family goes on having classes now) or already ended: from today;
    // otherwise the day after the old one ends, so the two do not overlap.
    const continuesNow = row.endDate < today || row.minutesLeft <= RENEW_HOURS_LEFT * 60;
    const startDate = continuesNow ? today : addDays(row.endDate, 1);
    const amountCents = row.hours * price.hourlyPriceCents;
    if (amountCents > MAX_AMOUNT_CENTS)
      throw vouchersError('VOUCHERS_AMOUNT_TOO_LARGE', m.amountTooLarge, {
        values: { amount: formatMoney(amountCents), max: formatMoney(MAX_AMOUNT_CENTS) },
      });
    return {
      price,
      startDate,
      endDate: addMonths(startDate, DEFAULT_MONTHS),
      amountCents,
    };
  }

  /**
   * The renewal's teacher: the voucher's while they can still be given vouchers; one who has
   * dropped out (or whose account is off) is not carried over, the renewal has no teacher.
   */
  async function keptTeacherId(conn: Db | Knex.Transaction, row: VoucherRow): Promise<number | null> {
    if (!row.teacherId) return null;
    const active = await conn('teachers as te')
      .join('users as u', 'u.id', 'te.id')
      .where('te.id', row.teacherId)
      .whereRaw(activeTeacherSql('te', 'u'))
      .first('te.id');
    return active ? row.teacherId : null;
  }

  return {
    /** What a renewal of the voucher would be (the renew dialog shows it before confirming). */
    async renewalPreview(actor: Actor | null, voucherId: number) {
      authorize(actor, 'vouchers.manage');
      const row = await findRow(voucherId);
      return { row, ...(await renewalOf(db, row)), teacherId: await keptTeacherId(db, row) };
    },

    /** The rows of a list that can be renewed today (the "por renovar" list's buttons), by voucher id. */
    async renewableIds(actor: Actor | null, rows: VoucherRow[]): Promise<Set<number>> {
      authorize(actor, 'vouchers.manage');
      // Every course's price today in one statement (priceFor's rule), not two per row (issue 16).
      const prices = rows.length ? await academic.pricesOn(db, todayInMadrid()) : new Map();
      const priced = (courseId: number) => {
        const price = prices.get(courseId);
        return price && quoteOf(price);
      };
      const renewable = await Promise.all(
        rows.map((row) =>
          renewalOf(db, row, priced).then(
            () => true,
            (err: unknown) => {
              if (isAppError(err) && err.status === 409) return false;
              throw err;
            },
          ),
        ),
      );
      return new Set(rows.filter((_, i) => renewable[i]).map((row) => row.id));
    },

    /**
     * A new voucher with the same customer, student, subject, course, teacher (while still
     * active: one who has dropped out is not carried over) and hours at
     * today's price, `renewedFrom` this one; it starts today when this one is used up, nearly
     * (2 hours or fewer left) or ended, otherwise the day after this one ends; three months. Inactive vouchers (never started) are not
     * renewed; a voucher is renewed at most once (also under concurrent requests: the unique
     * index on renewed_from_id).
     */
    async renew(actor: Actor | null, voucherId: number): Promise<VoucherRow> {
      authorize(actor, 'vouchers.manage');
      try {
        return await db.transaction(async (trx) => {
          const row = await lockRow(trx, voucherId);
          const plan = await renewalOf(trx, row);
          const teacherId = await keptTeacherId(trx, row);
          const [created] = await trx('vouchers')
            .insert({
              customerId: row.customerId,
              studentId: row.studentId,
              courseId: row.courseId,
              subjectId: row.subjectId,
              teacherId,
              priceId: plan.price.priceId,
              hours: row.hours,
              hourlyPriceCents: plan.price.hourlyPriceCents,
              teacherHourlyPayCents: plan.price.teacherHourlyPayCents,
              amountCents: plan.amountCents,
              startDate: plan.startDate,
              endDate: plan.endDate,
              renewedFromId: row.id,
              createdBy: actor.id,
            })
            .returning('id');
          return findRow(created.id, trx);
        });
      } catch (err) {
        if ((err as { code?: string }).code === '23505') {
          const next = await db('vouchers').where('renewed_from_id', voucherId).first('id');
          throw vouchersError('VOUCHERS_ALREADY_RENEWED', m.alreadyRenewed, { values: { id: next?.id ?? '' } });
        }
        throw err;
      }
    },
  };
}
