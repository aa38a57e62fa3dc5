import type { IResolvers, MercuriusContext } from 'mercurius';
import { formatMoney } from '../../src/lib/intl';
import { parseListQuery } from '../../src/lib/listQuery';
import { VOUCHER_LIST_SPECS, type VoucherClass, type VoucherDetail, type VoucherListKind, type VoucherPayment, type VoucherRow } from './vouchers.service';
import { statusLabel, methodLabel } from './vouchers.labels';
import type { VouchersServices } from './index';
import { idempotencyKeyOf } from '../../src/lib/idempotency';

interface ListArgs {
  filter?: { list?: VoucherListKind; q?: string; status?: string; paymentStatus?: string; customerId?: number; studentId?: number; teacherId?: number; subjectId?: number; from?: string; to?: string };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

const ref = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function vouchersResolvers({ vouchers }: VouchersServices): IResolvers {
  /** The detail's parts, read once per voucher and request whichever fields ask for them. */
  const detailOf = (row: VoucherRow & Partial<VoucherDetail>, ctx: MercuriusContext): Promise<VoucherDetail> => {
    if (row.payments && row.classes && row.movements && row.chain) return Promise.resolve(row as VoucherDetail);
    const cache = ((ctx as unknown as { voucherDetails?: Map<number, Promise<VoucherDetail>> }).voucherDetails ??= new Map());
    if (!cache.has(row.id)) cache.set(row.id, vouchers.get(ctx.actor, row.id));
    return cache.get(row.id)!;
  };
  return {
    Query: {
      vouchers: (_: unknown, { filter, page }: ListArgs, { actor }: MercuriusContext) => {
        const kind = filter?.list ?? 'all';
        const raw = { ...page, q: filter?.q, status: filter?.status, payment: filter?.paymentStatus, customer: filter?.customerId, student: filter?.studentId, teacher: filter?.teacherId, subject: filter?.subjectId, from: filter?.from, to: filter?.to };
        return vouchers.list(actor, parseListQuery(raw, VOUCHER_LIST_SPECS[kind]), kind);
      },
      voucher: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => vouchers.get(actor, id),
      voucherPrice: async (_: unknown, { courseId, date }: { courseId: number; date?: string }, { actor }: MercuriusContext) => (await vouchers.price(actor, courseId, date ?? undefined)) ?? null,
    },
    Mutation: {
      createVoucher: (_: unknown, { input }: { input: object }, { actor }: MercuriusContext) => vouchers.create(actor, input),
      updateVoucher: (_: unknown, { id, input }: { id: number; input: object }, { actor }: MercuriusContext) => vouchers.update(actor, id, input),
      deleteVoucher: async (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => {
        await vouchers.remove(actor, id);
        return true;
      },
      activateVoucher: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => vouchers.activate(actor, id),
      payVoucher: (_: unknown, { id, input, idempotencyKey }: { id: number; input: object; idempotencyKey?: string | null }, { actor, request }: MercuriusContext) =>
        vouchers.pay(actor, id, input, { idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      renewVoucher: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => vouchers.renew(actor, id),
      settleVouchers: (_: unknown, { ids, remarks }: { ids: number[]; remarks?: string }, { actor }: MercuriusContext) => vouchers.settle(actor, ids, remarks ?? undefined),
      sendVoucherEmail: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => vouchers.sendEmail(actor, id),
    },
    Voucher: {
      customer: (r: VoucherRow) => ref(r.customerId, r.customerName),
      student: (r: VoucherRow) => ref(r.studentId, r.studentName),
      subject: (r: VoucherRow) => ref(r.subjectId, r.subjectName),
      course: (r: VoucherRow) => ref(r.courseId, r.courseName),
      teacher: (r: VoucherRow) => ref(r.teacherId, r.teacherName),
      statusLabel: (r: VoucherRow) => statusLabel(r.status),
      hoursLeft: (r: VoucherRow) => r.minutesLeft / 60,
      payments: async (r: VoucherRow, _: unknown, ctx: MercuriusContext) => (await detailOf(r, ctx)).payments,
      classes: async (r: VoucherRow, _: unknown, ctx: MercuriusContext) => (await detailOf(r, ctx)).classes,
      movements: async (r: VoucherRow, _: unknown, ctx: MercuriusContext) => (await detailOf(r, ctx)).movements,
      chain: async (r: VoucherRow, _: unknown, ctx: MercuriusContext) => (await detailOf(r, ctx)).chain,
    },
    VoucherPayment: {
      amountText: (p: VoucherPayment) => formatMoney(p.amountCents),
      methodLabel: (p: VoucherPayment) => methodLabel(p.method),
      receiptUrl: (p: VoucherPayment) => `/voucher-payment-receipt-print/${p.id}`,
    },
    VoucherClass: {
      teacher: (c: VoucherClass) => ref(c.teacherId, c.teacherName),
    },
  } as unknown as IResolvers;
}
