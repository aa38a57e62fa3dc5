import type { MercuriusContext } from 'mercurius';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import type { InvoicesServices } from './index';
import type { CollectInput } from './collecting.service';

/** collectInvoice and Invoice.collection: they translate arguments and call the service. */
export function collectingResolvers({ invoices, invoiceCollecting }: InvoicesServices) {
  return {
    Mutation: {
      collectInvoice: async (
        _: unknown,
        { id, input, idempotencyKey }: { id: number; input: CollectInput; idempotencyKey?: string | null },
        { actor, request }: MercuriusContext,
      ) => {
        await invoiceCollecting.collect(actor, {
          invoiceId: id,
          input,
          idempotencyKey: idempotencyKeyOf(idempotencyKey, request),
        });
        return invoices.get(actor, id);
      },
    },
    Invoice: {
      collection: (r: { id: number }, _: unknown, { actor }: MercuriusContext) =>
        invoiceCollecting.collectionOf(actor, r.id),
    },
  };
}
