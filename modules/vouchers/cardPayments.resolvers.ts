import mercurius, { type MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../src/graphql/generated';
import { authorize } from '../../src/lib/policy';
import { CARD_PAYMENT_ANSWERED, type CardPaymentEvent } from './cardPayments.service';
import type { VouchersServices } from './index';

export function cardPaymentsResolvers({ cardPayments }: VouchersServices): Resolvers {
  return {
    Query: {
      paymentLinks: (_root, { voucherId }, { actor }) => cardPayments.links(actor, voucherId),
      paymentAttempts: (_root, { voucherId }, { actor }) => cardPayments.attempts(actor, voucherId),
    },
    Mutation: {
      createPaymentLink: async (_root, { voucherId }, { actor }) => {
        const link = await cardPayments.createLink(actor, voucherId);
        return { ...link, revokedLinkIds: link.revokedIds };
      },
      revokePaymentLink: (_root, { id }, { actor }) => cardPayments.revokeLink(actor, id),
    },
    Subscription: {
      cardPaymentAnswered: {
        // Authorised once, when the subscription starts: staff only; each voucher's page gets its own.
        subscribe: mercurius.withFilter(
          async (_: unknown, __: unknown, { actor, pubsub }: MercuriusContext) => {
            authorize(actor, 'cardPayments.manage');
            return pubsub.subscribe(CARD_PAYMENT_ANSWERED);
          },
          (payload: { cardPaymentAnswered: CardPaymentEvent }, args: unknown) =>
            payload.cardPaymentAnswered.voucherId === (args as { voucherId: number }).voucherId,
        ),
      },
    },
  };
}
