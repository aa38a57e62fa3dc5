import type { IResolvers, MercuriusContext } from 'mercurius';
import { can } from '../../src/lib/policy';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { formatMoney } from '../../src/lib/intl';
import { listHref, parseListQuery } from '../../src/lib/listQuery';
import { INVOICE_LIST_SPEC, type InvoiceDetail, type InvoiceRow } from './invoices.service';
import type { InvoicesServices } from './index';
import { reasonLabel, statusLabel } from './labels';
import type { AmendInput, ManualInput } from './issuing.service';

interface ListArgs {
  filter?: {
    q?: string;
    seriesId?: number;
    customerId?: number;
    status?: string;
    paymentMethod?: string;
    amending?: boolean;
    from?: string;
    to?: string;
  };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

export function invoicesResolvers({ invoices, fiscal, invoiceIssuing }: InvoicesServices): IResolvers {
  const detailOf = (row: InvoiceRow, ctx: MercuriusContext): Promise<InvoiceDetail> => {
    const cache = ((ctx as unknown as { invoiceDetails?: Map<number, Promise<InvoiceDetail>> }).invoiceDetails ??=
      new Map());
    if (!cache.has(row.id)) cache.set(row.id, invoices.get(ctx.actor, row.id));
    return cache.get(row.id)!;
  };
  return {
    Query: {
      invoices: async (_: unknown, { filter, page }: ListArgs, { actor }: MercuriusContext) => {
        const amending =
          filter?.amending === undefined || filter?.amending === null ? undefined : filter.amending ? 'yes' : 'no';
        const raw = {
          ...page,
          q: filter?.q,
          series: filter?.seriesId,
          customer: filter?.customerId,
          status: filter?.status,
          method: filter?.paymentMethod,
          amending,
          from: filter?.from,
          to: filter?.to,
        };
        const query = parseListQuery(raw, INVOICE_LIST_SPEC);
        const result = await invoices.list(actor, query);
        const exportable = can(actor, 'invoices.export');
        return {
          ...result,
          csvUrl: exportable
            ? listHref('/invoices/export.csv', { ...query, page: 1 }, { spec: INVOICE_LIST_SPEC })
            : null,
          zipUrl: exportable
            ? listHref('/invoices/export.zip', { ...query, page: 1 }, { spec: INVOICE_LIST_SPEC })
            : null,
        };
      },
      invoice: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => invoices.get(actor, id),
      invoiceSeries: (_: unknown, _args: unknown, { actor }: MercuriusContext) => fiscal.seriesOptions(actor),
      vatTypes: (_: unknown, _args: unknown, { actor }: MercuriusContext) => fiscal.vatTypeOptions(actor),
    },
    Mutation: {
      issueInvoice: async (
        _: unknown,
        { input, idempotencyKey }: { input: ManualInput; idempotencyKey?: string | null },
        { actor, request }: MercuriusContext,
      ) => {
        const issued = await invoiceIssuing.issueManual(actor, input, {
          idempotencyKey: idempotencyKeyOf(idempotencyKey, request),
        });
        return invoices.get(actor, issued.id);
      },
      amendInvoice: async (
        _: unknown,
        { id, input, idempotencyKey }: { id: number; input: AmendInput; idempotencyKey?: string | null },
        { actor, request }: MercuriusContext,
      ) => {
        const issued = await invoiceIssuing.amend(actor, {
          invoiceId: id,
          input,
          idempotencyKey: idempotencyKeyOf(idempotencyKey, request),
        });
        return invoices.get(actor, issued.id);
      },
    },
    Invoice: {
      number: (r: InvoiceRow) => r.fullNumber,
      sequence: (r: InvoiceRow) => r.number,
      issuer: (r: InvoiceRow) => ({
        name: r.issuerName,
        nif: r.issuerNif,
        address: r.issuerAddress,
        postalCode: r.issuerPostalCode,
        municipality: r.issuerMunicipality,
      }),
      customer: (r: InvoiceRow) => ({
        name: r.customerName,
        nif: r.customerNif,
        address: r.customerAddress,
        postalCode: r.customerPostalCode,
        municipality: r.customerMunicipality,
      }),
      vatRate: (r: InvoiceRow) => Number(r.vatRate),
      totalText: (r: InvoiceRow) => formatMoney(r.totalCents),
      statusLabel: (r: InvoiceRow) => statusLabel(r.status),
      amendingReasonLabel: (r: InvoiceRow) => (r.amendingReason ? reasonLabel(r.amendingReason) : null),
      lines: async (r: InvoiceRow, _: unknown, ctx: MercuriusContext) =>
        (await detailOf(r, ctx)).lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
      record: async (r: InvoiceRow, _: unknown, ctx: MercuriusContext) => (await detailOf(r, ctx)).record,
      amendments: async (r: InvoiceRow, _: unknown, ctx: MercuriusContext) => (await detailOf(r, ctx)).amendments,
      verificationUrl: (r: InvoiceRow) => invoices.qrUrl(r),
      pdfUrl: (r: InvoiceRow) => `/invoices/${r.id}.pdf`,
      printUrl: (r: InvoiceRow) => `/invoices/${r.id}/print`,
    },
    VatType: { rate: (v: { rate: string }) => Number(v.rate) },
  } as unknown as IResolvers;
}
