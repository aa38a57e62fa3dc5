import type { Knex } from 'knex';
import { customerNameSql } from './lookups';

/** A payment just recorded, told to the modules above inside the payment's transaction. */
export interface VoucherPaymentEvent {
  paymentId: number;
  voucherId: number;
  amountCents: number;
  method: 'cash' | 'redsys' | 'wire';
  /** The day the money was received ('YYYY-MM-DD'). */
  date: string;
  actorId: number | null;
}

export type PaymentHandler = (trx: Knex.Transaction, payment: VoucherPaymentEvent) => Promise<unknown>;

/**
 * The payment handlers of one vouchers service: higher modules register theirs
 * (`vouchers.onPaid`, from their `hooks`); the invoices module issues the payment's invoice
 * there. Handlers run inside the payment's transaction, so a refusal undoes the payment too.
 */
export function createPaymentHandlers() {
  const handlers = new Map<string, PaymentHandler>();
  return {
    /** Registers a handler under a name (registering again replaces it). */
    on(name: string, handler: PaymentHandler) {
      handlers.set(name, handler);
    },
    async run(trx: Knex.Transaction, payment: VoucherPaymentEvent) {
      for (const handler of handlers.values()) await handler(trx, payment);
    },
  };
}

/** What an invoice needs to say about a voucher: who, what, which level, how many hours, when. */
export interface VoucherInvoiceFacts {
  id: number;
  customerId: number;
  customerName: string;
  studentFirstName: string;
  subjectName: string;
  courseName: string;
  levelId: number;
  hours: number;
  hourlyPriceCents: number;
  amountCents: number;
  startDate: string;
  endDate: string;
}

export async function voucherInvoiceFacts(
  conn: Knex | Knex.Transaction,
  voucherId: number,
): Promise<VoucherInvoiceFacts | undefined> {
  return conn('vouchers as v')
    .join('customers as cu', 'cu.id', 'v.customer_id')
    .join('students as s', 's.id', 'v.student_id')
    .join('subjects as su', 'su.id', 'v.subject_id')
    .join('courses as co', 'co.id', 'v.course_id')
    .where('v.id', voucherId)
    .first(
      'v.id',
      'v.customer_id',
      conn.raw(`${customerNameSql()} as customer_name`),
      's.first_name as student_first_name',
      'su.name as subject_name',
      'co.name as course_name',
      'co.level_id',
      'v.hours',
      'v.hourly_price_cents',
      'v.amount_cents',
      'v.start_date',
      'v.end_date',
    );
}
