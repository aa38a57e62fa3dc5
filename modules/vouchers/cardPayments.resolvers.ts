import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { authorize } from '../../src/lib/policy';
import { CARD_PAYMENT_ANSWERED, type CardPaymentEvent } from './cardPayments.service';
import type { VouchersServices } from './index';

export function cardPaymentsResolvers({ cardPayments }: VouchersServices): IResolvers {
  return {
    Query: {
      paymentLinks: (_: unknown, { voucherId }: { voucherId: number }, { actor }: MercuriusContext) => cardPayments.links(actor, voucherId),
      paymentAttempts: (_: unknown, { voucherId }: { voucherId: number }, { actor }: MercuriusContext) => cardPayments.attempts(actor, voucherId),
    },
    Mutation: {
      createPaymentLink: (_: unknown, { voucherId }: { voucherId: number }, { actor }: MercuriusContext) => cardPayments.createLink(actor, voucherId),
      revokePaymentLink: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => cardPayments.revokeLink(actor, id),
    },
    Subscription: {
      cardPaymentAnswered: {
        // Authorised once, when the subscription starts: staff only; each voucher's page gets its own.
        subscribe: mercurius.withFilter(
          async (_: unknown, __: unknown, { actor, pubsub }: MercuriusContext) => {
            authorize(actor, 'cardPayments.manage');
            return pubsub.subscribe(CARD_PAYMENT_ANSWERED);
          },
          (payload: { cardPaymentAnswered: CardPaymentEvent }, args: unknown) => payload.cardPaymentAnswered.voucherId === (args as { voucherId: number }).voucherId,
        ),
      },
    },
  } as unknown as IResolvers;
}
