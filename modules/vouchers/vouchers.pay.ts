// Paying a voucher: from a page or the API (pay) and from the card terminal (recordPayment).

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { postedEmpty } from '../../src/lib/posted';
import { readAmount, validator, multiline } from '../../src/lib/validation';
import { addMonths } from '../../src/lib/days';
import { idempotent, type ResultCodec } from '../../src/lib/idempotency';
import { createPaymentHandlers } from './paymentHooks';
import { CASH_LIMIT_CENTS, PAYMENT_METHODS } from './hours';
import type { PaymentMethod } from './vouchers.labels';
import { vouchersMessages as m } from './vouchers.messages';
import type { VoucherPayment, VoucherRow, VouchersContext } from './vouchers.service';
import { vouchersError } from './vouchers.errors';

export interface PaymentInput {
  amountCents?: number;
  /** The amount as typed in the form ('120,50'). */
  amount?: string;
  method: PaymentMethod;
  date?: string;
  reference?: string;
  remarks?: string;
}

const validatePayment = validator<PaymentInput>({
  type: 'object',
  properties: {
    amountCents: { type: 'integer', minimum: 1 },
    amount: { type: 'string', maxLength: 30 },
    method: { type: 'string', enum: [...PAYMENT_METHODS] },
    date: { type: 'string', format: 'date' },
    reference: { type: 'string', maxLength: 100 },
    remarks: { type: 'string', maxLength: 1000, ...multiline },
  },
  required: ['method'],
  additionalProperties: false,
});

export async function paymentsOf(
  conn: Db | Knex.Transaction,
  where: Record<string, number>,
): Promise<VoucherPayment[]> {
  return conn('payments as p')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .where(Object.fromEntries(Object.entries(where).map(([k, v]) => [`p.${k}`, v])))
    .orderBy([{ column: 'p.date' }, { column: 'p.id' }])
    .select(
      'p.*',
      conn.raw(`case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as created_by_name`),
    );
}

/** Parses the payment input: the amount in cents from `amountCents` (API) or `amount` (form). */
function paymentOf(raw: unknown): PaymentInput & { amountCents: number; date: string } {
  const fields: FieldErrors = {};
  const input = validatePayment.collect(raw, fields, { method: 'wire', ...(raw as object) });
  let amountCents = Number.isInteger(input.amountCents) && input.amountCents! > 0 ? input.amountCents! : undefined;
  // Typed euros say why they are refused (format, not positive, fractions of a cent), as every amount field does.
  const typed = amountCents === undefined && input.amount ? readAmount(input.amount, { positive: true }) : undefined;
  amountCents ??= typed?.cents;
  if (!amountCents)
    fields.amount ??=
      fields.amountCents ??
      typed?.message ??
      t(input.amountCents ? validationMessages.positiveNumber : validationMessages.required);
  delete fields.amountCents;
  // Left out (GraphQL): today. Posted empty (the form's date, «obligatorio»): refused, not taken as today.
  if (postedEmpty((raw as { date?: unknown } | null)?.date)) fields.date ??= t(validationMessages.required);
  const date = input.date ?? todayInMadrid();
  if (!fields.date && date > todayInMadrid()) fields.date = t(m.futurePayment);
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return { ...input, amountCents: amountCents!, date };
}

/** A payment asked for: the voucher, the payment as posted (see PaymentInput), and its idempotency key if any. */
export interface PayOptions {
  voucherId: number;
  payment: unknown;
  idempotencyKey?: string;
}

export function createVoucherPayments(context: VouchersContext) {
  const { db, findRow, lockRow } = context;
  // What the modules above do when a payment is recorded (invoices: its invoice), in its transaction.
  const paymentHandlers = createPaymentHandlers();

  /** A payment is remembered by its ids under its idempotency key, and rebuilt for a replay. */
  const paymentResult: ResultCodec<
    { voucher: VoucherRow; payment: VoucherPayment },
    { voucherId: number; paymentId: number }
  > = {
    save: ({ voucher, payment }) => ({ voucherId: voucher.id, paymentId: payment.id }),
    load: async ({ voucherId, paymentId }) => ({
      voucher: await findRow(voucherId),
      payment: (await paymentsOf(db, { id: paymentId }))[0],
    }),
  };

  const service = {
    /**
     * Records a payment. Refused on a settled voucher, over what is still due, and in cash when
     * the voucher's cash total would reach 1.000 € (Ley 11/2021 limits cash per operation, and
     * the operation is the voucher, so the sum of its cash payments counts). Paid in full, the
     * voucher is `paid` and, if it was inactive, `active`. The payment handlers (onPaid) run in
     * the same transaction: the invoices module issues its invoice there.
     */
    async pay(
      actor: Actor | null,
      { voucherId, payment: raw, idempotencyKey }: PayOptions,
    ): Promise<{ voucher: VoucherRow; payment: VoucherPayment }> {
      authorize(actor, 'vouchers.pay');
      const input = paymentOf(raw);
      // With a key, a retry or a double submit replays the first payment instead of taking the money twice.
      const call = { key: idempotencyKey, actorId: actor.id, action: 'vouchers.pay', request: { voucherId, input } };
      return idempotent(db, call, {
        work: (trx) => service.recordPayment(trx, { voucherId, payment: input, createdBy: actor.id }),
        codec: paymentResult,
      });
    },

    /**
     * The payment itself, inside the caller's transaction: `pay` after its permission check,
     * and the card terminal's signed notification (modules/vouchers/cardPayments.service.ts),
     * which has no user (`createdBy` null). Every rule of `pay` applies.
     */
    async recordPayment(
      trx: Knex.Transaction,
      { voucherId, payment: raw, createdBy }: { voucherId: number; payment: unknown; createdBy: number | null },
    ): Promise<{ voucher: VoucherRow; payment: VoucherPayment }> {
      const input = paymentOf(raw);
      // (A block: the lines of pay's transaction, unchanged, so the hooks on it stay in one place.)
      {
        const row = await lockRow(trx, voucherId);
        if (row.storedStatus === 'settled') throw vouchersError('VOUCHERS_SETTLED', m.settledFinal);
        if (row.dueCents <= 0) throw vouchersError('VOUCHERS_ALREADY_PAID', m.alreadyPaid);
        // A payment is for the voucher: a typed 1900 became the invoice's operation date. Money taken
        // shortly before the voucher was entered is real (cash on Friday, the voucher typed on Monday):
        // up to a month before its creation day. (Never a bound after today: the demo's vouchers that
        // start later were created on their start day.)
        const createdDay = [todayInMadrid(new Date(row.createdDate)), todayInMadrid()].sort()[0];
        const earliest = addMonths(createdDay, -1);
        if (input.date < earliest)
          throw invalidInput({ date: t(m.paymentBeforeVoucher, { date: formatDate(earliest) }) });
        if (input.amountCents > row.dueCents)
          throw vouchersError('VOUCHERS_OVERPAYMENT', m.overPayment, {
            values: { due: formatMoney(row.dueCents) },
            fields: { amount: t(m.overPayment, { due: formatMoney(row.dueCents) }) },
          });
        if (input.method === 'cash' && row.cashCents + input.amountCents >= CASH_LIMIT_CENTS) {
          const text = t(m.cashLimit, { cash: formatMoney(row.cashCents) });
          throw vouchersError('VOUCHERS_CASH_LIMIT', m.cashLimit, {
            values: { cash: formatMoney(row.cashCents) },
            fields: { method: text },
          });
        }
        const [payment] = await trx('payments')
          .insert({
            voucherId: row.id,
            amountCents: input.amountCents,
            method: input.method,
            date: input.date,
            reference: input.reference ?? null,
            remarks: input.remarks ?? null,
            createdBy,
          })
          .returning('id');
        // The modules above act inside this transaction (invoices issues the payment's invoice).
        await paymentHandlers.run(trx, {
          paymentId: payment.id,
          voucherId: row.id,
          amountCents: input.amountCents,
          method: input.method,
          date: input.date,
          actorId: createdBy,
        });
        if (row.paidCents + input.amountCents >= row.amountCents) {
          await trx('vouchers')
            .where('id', row.id)
            .update({
              paymentStatus: 'paid',
              status: row.storedStatus === 'inactive' ? 'active' : row.storedStatus,
              updatedDate: trx.fn.now(),
            });
        }
        const [saved] = await paymentsOf(trx, { id: payment.id });
        return { voucher: await findRow(row.id, trx), payment: saved };
      }
    },

    /** Registers a higher module's payment handler (see createPaymentHandlers). */
    onPaid: paymentHandlers.on,
  };
  return service;
}
