import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../src/graphql/generated';
import { can } from '../../src/lib/policy';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { formatMoney, isIsoDay, t } from '../../src/lib/intl';
import { validationMessages as v } from '../../src/lib/messages';
import { listHref, parseListQuery, refuseMalformedFilters } from '../../src/lib/listQuery';
import { INVOICE_LIST_SPEC, type InvoiceDetail, type InvoiceRow } from './invoices.service';
import type { InvoicesServices } from './index';
import type { VatTypeRow } from './fiscal.service';
import { reasonLabel, statusLabel } from './labels';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Invoice: InvoiceRow;
    VatType: VatTypeRow;
  }
}

export function invoicesResolvers({ invoices, fiscal, invoiceIssuing }: InvoicesServices): Resolvers {
  const detailOf = (row: InvoiceRow, ctx: MercuriusContext): Promise<InvoiceDetail> => {
    const cache = ((ctx as unknown as { invoiceDetails?: Map<number, Promise<InvoiceDetail>> }).invoiceDetails ??=
      new Map());
    if (!cache.has(row.id)) cache.set(row.id, invoices.get(ctx.actor, row.id));
    return cache.get(row.id)!;
  };
  // A voucher's payments ask for their invoices at once: one read for all of them per request.
  const invoiceOfPayment = (paymentId: number, ctx: MercuriusContext): Promise<InvoiceRow | null> => {
    const c = ctx as unknown as { paymentInvoices?: { ids: number[]; read?: Promise<Map<number, InvoiceRow>> } };
    const batch = (c.paymentInvoices ??= { ids: [] });
    if (!batch.ids.includes(paymentId)) batch.ids.push(paymentId);
    batch.read ??= Promise.resolve().then(() => {
      c.paymentInvoices = undefined;
      return invoices.ofPayments(ctx.actor, batch.ids);
    });
    return batch.read.then((found) => found.get(paymentId) ?? null);
  };
  return {
    VoucherPayment: {
      invoice: (p, _args, ctx) => invoiceOfPayment(p.id, ctx),
    },
    Query: {
      invoices: async (_root, { filter, page }, { actor }) => {
        const day = { valid: isIsoDay, message: t(v.date) };
        refuseMalformedFilters(filter, { from: day, to: day });
        const amending =
          filter?.amending === undefined || filter?.amending === null ? undefined : filter.amending ? 'yes' : 'no';
        const raw = {
          ...page,
          q: filter?.q,
          series: filter?.seriesId,
          customer: filter?.customerId,
          voucher: filter?.voucherId,
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
      invoice: (_root, { id }, { actor }) => invoices.get(actor, id),
      invoiceSeries: (_root, _args, { actor }) => fiscal.seriesOptions(actor),
      vatTypes: (_root, _args, { actor }) => fiscal.vatTypeOptions(actor),
    },
    Mutation: {
      issueInvoice: async (_root, { input, idempotencyKey }, { actor, request }) => {
        const issued = await invoiceIssuing.issueManual(actor, input, {
          idempotencyKey: idempotencyKeyOf(idempotencyKey, request),
        });
        return invoices.get(actor, issued.id);
      },
      amendInvoice: async (_root, { id, input, idempotencyKey }, { actor, request }) => {
        const issued = await invoiceIssuing.amend(actor, {
          invoiceId: id,
          input,
          idempotencyKey: idempotencyKeyOf(idempotencyKey, request),
        });
        return invoices.get(actor, issued.id);
      },
    },
    Invoice: {
      number: (r) => r.fullNumber,
      sequence: (r) => r.number,
      issuer: (r) => ({
        name: r.issuerName,
        nif: r.issuerNif,
        address: r.issuerAddress,
        postalCode: r.issuerPostalCode,
        municipality: r.issuerMunicipality,
      }),
      customer: (r) => ({
        name: r.customerName,
        nif: r.customerNif,
        address: r.customerAddress,
        postalCode: r.customerPostalCode,
        municipality: r.customerMunicipality,
      }),
      vatRate: (r) => Number(r.vatRate),
      totalText: (r) => formatMoney(r.totalCents),
      statusLabel: (r) => statusLabel(r.status),
      amendingReasonLabel: (r) => (r.amendingReason ? reasonLabel(r.amendingReason) : null),
      lines: async (r, _args, ctx) =>
        (await detailOf(r, ctx)).lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
      record: async (r, _args, ctx) => (await detailOf(r, ctx)).record,
      amendments: async (r, _args, ctx) => (await detailOf(r, ctx)).amendments,
      verificationUrl: (r) => invoices.qrUrl(r),
      pdfUrl: (r) => `/invoices/${r.id}.pdf`,
      printUrl: (r) => `/invoices/${r.id}/print`,
    },
    VatType: { rate: (v) => Number(v.rate) },
  };
}
