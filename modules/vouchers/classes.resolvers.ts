import { idempotencyKeyOf } from '../../src/lib/idempotency';
import type { Resolvers } from '../../src/graphql/generated';
import { authorize } from '../../src/lib/policy';
import { filterDay, parseListQuery, refuseMalformedFilters } from '../../src/lib/listQuery';
import { CLASS_CHANGED, CLASS_LIST_SPEC, type ClassRow } from './classes.shared';
import type { VouchersServices } from './index';

// What the classes' GraphQL type is resolved from: the service's row (src/graphql/parents.ts).
declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Class: ClassRow;
  }
}

export function classesResolvers({ classes }: VouchersServices): Resolvers {
  return {
    Query: {
      // `filter: null` is as valid as leaving it out (a default only replaces undefined).
      classes: (_root, { filter: given, page }, { actor }) => {
        const filter = given ?? {};
        // A malformed day is refused, not dropped: the whole list would read as the filtered one.
        authorize(actor, 'classes.view');
        refuseMalformedFilters(filter, { from: filterDay(), to: filterDay() });
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
      class: (_root, { id }, { actor }) => classes.get(actor, id),
      classVoucherSuggestions: (_root, { q }, { actor }) => classes.voucherSuggestions(actor, q),
      classLinkVouchers: (_root, { classId, customerId }, { actor }) =>
        classes.vouchersForLink(actor, classId, customerId),
    },
    Mutation: {
      createClass: (_root, { input, idempotencyKey }, { actor, request }) =>
        classes.create(actor, input, idempotencyKeyOf(idempotencyKey, request)),
      updateClass: (_root, { id, input }, { actor }) => classes.patch(actor, id, input),
      deleteClass: (_root, { id }, { actor }) => classes.remove(actor, id),
      validateClasses: (_root, { ids }, { actor }) => classes.validate(actor, ids),
      discardClassPayment: (_root, { id }, { actor }) => classes.discardPayment(actor, id),
      linkClassToVoucher: (_root, { classId, customerId, voucherId }, { actor }) =>
        classes.linkToVoucher(actor, classId, { customerId, voucherId }),
      createTeacherClass: (_root, { input, idempotencyKey }, { actor, request }) =>
        classes.createTeacherClass(actor, input, idempotencyKeyOf(idempotencyKey, request)),
    },
    Subscription: {
      classChanged: {
        // Authorised once, when the subscription starts: staff only.
        subscribe: async (_root, _args, { actor, pubsub }) => {
          authorize(actor, 'classes.view');
          return pubsub.subscribe(CLASS_CHANGED);
        },
      },
    },
  };
}
