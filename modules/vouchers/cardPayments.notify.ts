// The terminal's signed notification: the attempt answered and, authorised, the payment recorded.

import { isAppError } from '../../src/lib/errors';
import { todayInMadrid } from '../../src/lib/intl';
import { CURRENCY_EUR, isAuthorised, orderOf, verifyNotification } from './redsys';
import type { CardPaymentsContext, NotificationOutcome } from './cardPayments.service';

export function createNotifications({ db, config, vouchers, listeners }: CardPaymentsContext) {
  return {
    /**
     * The terminal's notification: signature checked in constant time; the order, amount,
     * currency, merchant and terminal must match its attempt (locked, so a retry or a
     * concurrent copy waits and then finds it answered). Authorised: the payment goes through
     * the vouchers' pay use case in this transaction. Denied: the attempt says so. Anything
     * else records nothing.
     */
    async notify(form: Record<string, unknown>): Promise<NotificationOutcome> {
      const params = verifyNotification(config.redsys.secretKey, form);
      if (!params) return { outcome: 'badSignature' };
      const order = orderOf(params)!;
      const response = (params.Ds_Response ?? '').trim();
      let voucherId = 0;
      const result = await db.transaction(async (trx): Promise<NotificationOutcome> => {
        const attempt = await trx('payment_attempts').where('order_number', order).forUpdate().first();
        if (!attempt) return { outcome: 'unknownOrder', order } as const;
        const checks: [string, string, string][] = [
          ['Ds_Amount', String(attempt.amountCents), params.Ds_Amount ?? ''],
          ['Ds_Currency', CURRENCY_EUR, params.Ds_Currency ?? ''],
          ['Ds_MerchantCode', config.redsys.merchantCode, params.Ds_MerchantCode ?? ''],
          // Redsys writes the terminal with leading zeros ('001').
          [
            'Ds_Terminal',
            String(Number(config.redsys.terminal)),
            /^\d+$/.test(params.Ds_Terminal ?? '') ? String(Number(params.Ds_Terminal)) : (params.Ds_Terminal ?? ''),
          ],
        ];
        const wrong = checks.find(([, expected, received]) => expected !== received);
        if (wrong)
          return { outcome: 'mismatch', order, field: wrong[0], expected: wrong[1], received: wrong[2] } as const;
        if (attempt.status !== 'pending') return { outcome: 'replay', order } as const;
        voucherId = attempt.voucherId;
        const answered = {
          responseCode: response.slice(0, 4),
          authorisationCode: (params.Ds_AuthorisationCode ?? '').trim().slice(0, 20) || null,
          parameters: JSON.stringify(params),
          notifiedAt: trx.fn.now(),
        };
        if (!isAuthorised(response)) {
          await trx('payment_attempts')
            .where('id', attempt.id)
            .update({ ...answered, status: 'denied' });
          return { outcome: 'denied', order, response } as const;
        }
        const reference = `${order} ${answered.authorisationCode ?? ''}`.trim();
        try {
          // A savepoint: a refusal of the pay rules leaves the attempt's answer to be written.
          const { payment } = await trx.transaction((inner) =>
            vouchers.recordPayment(inner, {
              voucherId: attempt.voucherId,
              payment: { amountCents: attempt.amountCents, method: 'redsys', date: todayInMadrid(), reference },
              createdBy: null,
            }),
          );
          await trx('payment_attempts')
            .where('id', attempt.id)
            .update({ ...answered, status: 'authorised', paymentId: payment.id });
          return { outcome: 'recorded', order, paymentId: payment.id } as const;
        } catch (err) {
          if (!isAppError(err)) throw err;
          // Charged but not acceptable (e.g. already paid by another means): kept for staff to refund.
          await trx('payment_attempts')
            .where('id', attempt.id)
            .update({ ...answered, status: 'authorised', errorCode: err.code });
          return { outcome: 'notRecorded', order, code: err.code } as const;
        }
      });
      if (result.outcome === 'recorded' || result.outcome === 'denied' || result.outcome === 'notRecorded')
        for (const listener of listeners) listener({ voucherId, outcome: result.outcome });
      return result;
    },
  };
}
