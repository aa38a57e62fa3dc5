import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../src/graphql/generated';
import { parseListQuery, refuseMalformedFilters } from '../../src/lib/listQuery';
import { isIsoDay, t } from '../../src/lib/intl';
import { validationMessages as v } from '../../src/lib/messages';
import { HISTORY_INVOICE_LIST_SPEC, type HistoryInvoiceDetail, type HistoryInvoiceRow } from './history.service';
import type { InvoicesServices } from './index';
import { statusLabel } from './labels';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    HistoryInvoice: HistoryInvoiceRow & Partial<HistoryInvoiceDetail>;
  }
}

export function historyResolvers({ historyInvoices }: InvoicesServices): Resolvers {
  const detail = (row: HistoryInvoiceRow & Partial<HistoryInvoiceDetail>, ctx: MercuriusContext) =>
    row.amendedBy ? Promise.resolve(row as HistoryInvoiceDetail) : historyInvoices.get(ctx.actor, row.id);
  return {
    Query: {
      historyInvoices: (_root, { filter, page }, { actor }) => {
        const day = { valid: isIsoDay, message: t(v.date) };
        refuseMalformedFilters(filter, { from: day, to: day });
        return historyInvoices.list(
          actor,
          parseListQuery({ ...(page ?? {}), ...(filter ?? {}) }, HISTORY_INVOICE_LIST_SPEC),
        );
      },
      historyInvoice: (_root, { id }, { actor }) => historyInvoices.get(actor, id),
    },
    HistoryInvoice: {
      vatRate: (r) => Number(r.vatRate),
      statusLabel: (r) => statusLabel(r.status),
      amendsId: async (r, _args, ctx) => (await detail(r, ctx)).amendsId,
      amendedBy: async (r, _args, ctx) => (await detail(r, ctx)).amendedBy,
      importFile: async (r, _args, ctx) => (await detail(r, ctx)).importFile,
      importedDate: async (r, _args, ctx) => (await detail(r, ctx)).importedDate,
    },
  };
}
