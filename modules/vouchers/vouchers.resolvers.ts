import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../src/graphql/generated';
import { formatMoney } from '../../src/lib/intl';
import { filterDay, parseListQuery, refuseMalformedFilters } from '../../src/lib/listQuery';
import { authorize } from '../../src/lib/policy';
import {
  VOUCHER_LIST_SPECS,
  type VoucherClass,
  type VoucherDetail,
  type VoucherPayment,
  type VoucherRow,
} from './vouchers.service';
import { statusLabel, methodLabel } from './vouchers.labels';
import type { VouchersServices } from './index';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { isAppError } from '../../src/lib/errors';

// What the vouchers' GraphQL types are resolved from: the service's rows (src/graphql/parents.ts).
declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Voucher: VoucherRow & Partial<VoucherDetail>;
    VoucherPayment: VoucherPayment;
    VoucherClass: VoucherClass;
  }
}

/** A reference to a related record; none without an id (the non-null ones always have theirs). */
const ref = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function vouchersResolvers({ vouchers }: VouchersServices): Resolvers {
  /** The detail's parts, read once per voucher and request whichever fields ask for them. */
  const detailOf = (row: VoucherRow & Partial<VoucherDetail>, ctx: MercuriusContext): Promise<VoucherDetail> => {
    if (row.payments && row.classes && row.movements && row.chain) return Promise.resolve(row as VoucherDetail);
    const cache = ((ctx as unknown as { voucherDetails?: Map<number, Promise<VoucherDetail>> }).voucherDetails ??=
      new Map());
    if (!cache.has(row.id)) cache.set(row.id, vouchers.get(ctx.actor, row.id));
    return cache.get(row.id)!;
  };
  return {
    Query: {
      vouchers: (_root, { filter, page }, { actor }) => {
        // A malformed day is refused, not dropped: the whole list would read as the filtered one.
        authorize(actor, 'vouchers.view');
        refuseMalformedFilters(filter, { from: filterDay(), to: filterDay() });
        const kind = filter?.list ?? 'all';
        const raw = {
          ...page,
          q: filter?.q,
          status: filter?.status,
          payment: filter?.paymentStatus,
          customer: filter?.customerId,
          student: filter?.studentId,
          teacher: filter?.teacherId,
          subject: filter?.subjectId,
          from: filter?.from,
          to: filter?.to,
        };
        return vouchers.list(actor, parseListQuery(raw, VOUCHER_LIST_SPECS[kind]), kind);
      },
      voucher: (_root, { id }, { actor }) => vouchers.get(actor, id),
      voucherPrice: async (_root, { courseId, date }, { actor }) =>
        (await vouchers.price(actor, courseId, date ?? undefined)) ?? null,
    },
    Mutation: {
      createVoucher: (_root, { input, idempotencyKey }, { actor, request }) =>
        vouchers.create(actor, input, { idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      updateVoucher: (_root, { id, input }, { actor }) => vouchers.update(actor, id, input),
      deleteVoucher: async (_root, { id }, { actor }) => {
        await vouchers.remove(actor, id);
        return true;
      },
      activateVoucher: (_root, { id }, { actor }) => vouchers.activate(actor, id),
      payVoucher: (_root, { id, input, idempotencyKey }, { actor, request }) =>
        vouchers
          .pay(actor, { voucherId: id, payment: input, idempotencyKey: idempotencyKeyOf(idempotencyKey, request) })
          .catch((err: unknown) => {
            // The service names the amount as the form does («amount»); a client sent amountCents.
            if (isAppError(err) && err.fields && 'amount' in err.fields) {
              err.fields.amountCents = err.fields.amount;
              delete err.fields.amount;
            }
            throw err;
          }),
      renewVoucher: (_root, { id }, { actor }) => vouchers.renew(actor, id),
      settleVouchers: (_root, { ids, remarks }, { actor }) => vouchers.settle(actor, ids, remarks ?? undefined),
      sendVoucherEmail: (_root, { id }, { actor }) => vouchers.sendEmail(actor, id),
    },
    Voucher: {
      customer: (r) => ref(r.customerId, r.customerName)!,
      student: (r) => ref(r.studentId, r.studentName)!,
      subject: (r) => ref(r.subjectId, r.subjectName)!,
      course: (r) => ref(r.courseId, r.courseName)!,
      teacher: (r) => ref(r.teacherId, r.teacherName),
      statusLabel: (r) => statusLabel(r.status),
      hoursLeft: (r) => r.minutesLeft / 60,
      payments: async (r, _args, ctx) => (await detailOf(r, ctx)).payments,
      classes: async (r, _args, ctx) => (await detailOf(r, ctx)).classes,
      movements: async (r, _args, ctx) => (await detailOf(r, ctx)).movements,
      chain: async (r, _args, ctx) => (await detailOf(r, ctx)).chain,
    },
    VoucherPayment: {
      amountText: (p) => formatMoney(p.amountCents),
      methodLabel: (p) => methodLabel(p.method),
      receiptUrl: (p) => `/voucher-payment-receipt-print/${p.id}`,
    },
    VoucherClass: {
      teacher: (c) => ref(c.teacherId, c.teacherName),
    },
  };
}
