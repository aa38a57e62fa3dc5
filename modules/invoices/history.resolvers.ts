import type { IResolvers, MercuriusContext } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { HISTORY_INVOICE_LIST_SPEC, type HistoryInvoiceDetail, type HistoryInvoiceRow } from './history.service';
import type { InvoicesServices } from './index';
import { statusLabel } from './labels';

interface ListArgs {
  filter?: { q?: string; series?: string; customer?: string; status?: string; from?: string; to?: string } | null;
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string } | null;
}

export function historyResolvers({ historyInvoices }: InvoicesServices): IResolvers {
  const detail = (row: HistoryInvoiceRow & Partial<HistoryInvoiceDetail>, ctx: MercuriusContext) =>
    row.amendedBy ? Promise.resolve(row as HistoryInvoiceDetail) : historyInvoices.get(ctx.actor, row.id);
  return {
    Query: {
      historyInvoices: (_: unknown, { filter, page }: ListArgs, { actor }: MercuriusContext) =>
        historyInvoices.list(actor, parseListQuery({ ...(page ?? {}), ...(filter ?? {}) }, HISTORY_INVOICE_LIST_SPEC)),
      historyInvoice: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) =>
        historyInvoices.get(actor, id),
    },
    HistoryInvoice: {
      vatRate: (r: HistoryInvoiceRow) => Number(r.vatRate),
      statusLabel: (r: HistoryInvoiceRow) => statusLabel(r.status),
      amendsId: async (r: HistoryInvoiceRow, _: unknown, ctx: MercuriusContext) => (await detail(r, ctx)).amendsId,
      amendedBy: async (r: HistoryInvoiceRow, _: unknown, ctx: MercuriusContext) => (await detail(r, ctx)).amendedBy,
      importFile: async (r: HistoryInvoiceRow, _: unknown, ctx: MercuriusContext) => (await detail(r, ctx)).importFile,
      importedDate: async (r: HistoryInvoiceRow, _: unknown, ctx: MercuriusContext) =>
        (await detail(r, ctx)).importedDate,
    },
  } as unknown as IResolvers;
}
