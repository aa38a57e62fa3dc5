import type { IResolvers, MercuriusContext } from 'mercurius';
import { authorize } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import { CLASS_CHANGED, CLASS_LIST_SPEC } from './classes.service';
import type { VouchersServices } from './index';

interface ListArgs {
  filter?: { q?: string; status?: string; teacherPaymentStatus?: string; teacherId?: number; studentId?: number; customerId?: number; voucherId?: number; from?: string; to?: string };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

type Ctx = MercuriusContext;

export function classesResolvers({ classes }: VouchersServices): IResolvers {
  return {
    Query: {
      // `filter: null` is as valid as leaving it out (a default only replaces undefined).
      classes: (_: unknown, { filter: given, page }: ListArgs, { actor }: Ctx) => {
        const filter = given ?? {};
        return classes.list(
          actor,
          parseListQuery(
            {
              ...page,
              q: filter.q,
              status: filter.status,
              payment: filter.teacherPaymentStatus,
              teacher: filter.teacherId === 0 ? 'none' : filter.teacherId,
              student: filter.studentId,
              customer: filter.customerId,
              voucher: filter.voucherId,
              from: filter.from,
              to: filter.to,
            },
            CLASS_LIST_SPEC,
          ),
        );
      },
      class: (_: unknown, { id }: { id: number }, { actor }: Ctx) => classes.get(actor, id),
      classVoucherSuggestions: (_: unknown, { q }: { q: string }, { actor }: Ctx) => classes.voucherSuggestions(actor, q),
      classLinkVouchers: (_: unknown, { classId, customerId }: { classId: number; customerId: number }, { actor }: Ctx) => classes.vouchersForLink(actor, classId, customerId),
    },
    Mutation: {
      createClass: (_: unknown, { input }: { input: object }, { actor }: Ctx) => classes.create(actor, input),
      updateClass: (_: unknown, { id, input }: { id: number; input: object }, { actor }: Ctx) => classes.update(actor, id, input),
      deleteClass: (_: unknown, { id }: { id: number }, { actor }: Ctx) => classes.remove(actor, id),
      validateClasses: (_: unknown, { ids }: { ids: number[] }, { actor }: Ctx) => classes.validate(actor, ids),
      discardClassPayment: (_: unknown, { id }: { id: number }, { actor }: Ctx) => classes.discardPayment(actor, id),
      linkClassToVoucher: (_: unknown, { classId, customerId, voucherId }: { classId: number; customerId: number; voucherId: number }, { actor }: Ctx) =>
        classes.linkToVoucher(actor, classId, { customerId, voucherId }),
      createTeacherClass: (_: unknown, { input }: { input: object }, { actor }: Ctx) => classes.createTeacherClass(actor, input),
    },
    Subscription: {
      classChanged: {
        // Authorised once, when the subscription starts: staff only.
        subscribe: async (_: unknown, __: unknown, { actor, pubsub }: Ctx) => {
          authorize(actor, 'classes.view');
          return pubsub.subscribe(CLASS_CHANGED);
        },
      },
    },
  } as unknown as IResolvers;
}
