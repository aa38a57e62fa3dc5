import type { Knex } from 'knex';
import { notFound } from '../../src/lib/errors';
import { defineMessages } from '../../src/lib/intl';
import { vouchersError } from './vouchers.errors';

export const hoursMessages = defineMessages({
  notEnoughHours: { id: 'vouchers.hours.notEnough', defaultMessage: 'El bono no tiene horas suficientes' },
  voucherSettled: { id: 'vouchers.hours.settled', defaultMessage: 'El bono está liquidado: no admite más clases' },
  voucherNotFound: { id: 'vouchers.hours.notFound', defaultMessage: 'El bono no existe' },
});

export type MovementKind = 'book' | 'release' | 'adjust';

export interface HourMovement {
  voucherId: number;
  /** The class that takes or gives back the minutes. */
  classId: number | null;
  /** Negative takes minutes from the voucher, positive gives them back. */
  minutes: number;
  kind: MovementKind;
  actorId: number | null;
}

/**
 * The one way a voucher's balance changes: locks the voucher's row, refuses a movement that
 * would leave it below zero ('El bono no tiene horas suficientes'), updates `minutes_booked`
 * and writes the ledger row, all inside the caller's transaction. The row lock makes
 * simultaneous bookings on one voucher wait for each other, so exactly as many classes fit
 * as there are hours; the table's check constraint is the last line of defence.
 * Returns the minutes left after the movement.
 */
export async function moveVoucherMinutes(trx: Knex.Transaction, movement: HourMovement): Promise<number> {
  const voucher = (await trx('vouchers')
    .where('id', movement.voucherId)
    .forUpdate()
    .first('id', 'hours', 'minutes_booked', 'status')) as
    { id: number; hours: number; minutesBooked: number; status: string } | undefined;
  if (!voucher) throw notFound(hoursMessages.voucherNotFound);
  // Taking minutes from a settled voucher is refused; giving them back (a class deleted) is not.
  if (movement.minutes < 0 && voucher.status === 'settled')
    throw vouchersError('VOUCHERS_SETTLED', hoursMessages.voucherSettled);
  const booked = voucher.minutesBooked - movement.minutes;
  const left = voucher.hours * 60 - booked;
  if (left < 0) throw vouchersError('VOUCHERS_NOT_ENOUGH_HOURS', hoursMessages.notEnoughHours);
  if (booked < 0) throw new Error(`voucher ${voucher.id} would give back more minutes than it booked`);
  await trx('vouchers').where('id', voucher.id).update({ minutesBooked: booked, updatedDate: trx.fn.now() });
  await trx('voucher_hour_movements').insert({
    voucherId: voucher.id,
    classId: movement.classId,
    kind: movement.kind,
    minutes: movement.minutes,
    minutesLeftAfter: left,
    actorId: movement.actorId,
  });
  return left;
}

/** A row of a voucher's ledger, with who made it. */
export interface VoucherMovement {
  id: number;
  classId: number | null;
  kind: MovementKind;
  minutes: number;
  minutesLeftAfter: number;
  actorName: string | null;
  createdDate: Date;
}

/** A voucher's ledger, oldest first: what the voucher page and a class's page show. */
export async function voucherMovements(conn: Knex, voucherId: number): Promise<VoucherMovement[]> {
  return conn('voucher_hour_movements as h')
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .where('h.voucher_id', voucherId)
    .orderBy('h.id')
    .select(
      'h.id',
      'h.class_id',
      'h.kind',
      'h.minutes',
      'h.minutes_left_after',
      'h.created_date',
      conn.raw(`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as actor_name`),
    );
}

/**
 * The status a voucher shows and filters by, as SQL over the `vouchers` row aliased `alias`:
 * the stored status, except that an active voucher whose end date has passed with minutes
 * left is `expired` (derived, so nothing has to run for a voucher to expire).
 */
export function effectiveStatusSql(alias = 'v'): string {
  return `(case when ${alias}.status = 'active' and ${alias}.end_date < current_date and ${alias}.minutes_booked < ${alias}.hours * 60 then 'expired' else ${alias}.status end)`;
}

export const VOUCHER_STATUSES = ['inactive', 'active', 'expired', 'settled'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pendingPayment', 'paid'] as const;
export const PAYMENT_METHODS = ['cash', 'wire', 'redsys'] as const;
/**
 * The methods a form offers for a new payment: «Redsys (tarjeta)» only while card payments are on
 * (CARD_PAYMENTS), or when it is already the value (a form shown again, an old payment).
 */
export const offeredPaymentMethods = (cardPayments: boolean, current?: string | null) =>
  PAYMENT_METHODS.filter((k) => k !== 'redsys' || cardPayments || current === 'redsys');
export const CLASS_STATUSES = ['pending', 'assigned', 'taught', 'claimed', 'validated', 'deleted'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const TEACHER_PAYMENT_STATUSES = ['teacherPendingPayment', 'teacherPayed', 'discarded'] as const;
/** Ley 11/2021: cash payments of 1.000 € or more are refused. */
export const CASH_LIMIT_CENTS = 100_000;
