import { idempotencyKeyOf } from '../../src/lib/idempotency';
import type { Resolvers } from '../../src/graphql/generated';
import { parseListQuery } from '../../src/lib/listQuery';
import { teacherClassListSpec, type TeacherClassRow } from './teacherClasses.service';
import type { VouchersServices } from './index';

// What the teacher's class is resolved from: the service's row (src/graphql/parents.ts).
declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    TeacherClass: TeacherClassRow;
  }
}

export function teacherClassesResolvers({ teacherClasses }: VouchersServices): Resolvers {
  return {
    Query: {
      // `filter: null` is as valid as leaving it out (a default only replaces undefined).
      myClasses: (_root, { filter: given, page }, { actor }) => {
        const filter = given ?? {};
        return teacherClasses.list(
          actor,
          parseListQuery(
            {
              ...page,
              q: filter.q,
              status: filter.status,
              when: filter.when,
              student: filter.studentId,
              voucher: filter.voucherId,
            },
            teacherClassListSpec(filter.when),
          ),
        );
      },
      myClass: (_root, { id }, { actor }) => teacherClasses.get(actor, id),
      myStudents: (_root, _args, { actor }) => teacherClasses.students(actor),
      myVouchers: (_root, _args, { actor }) => teacherClasses.vouchers(actor),
    },
    Mutation: {
      claimClass: (_root, { input }, { actor, request }) =>
        teacherClasses.claim(actor, input, idempotencyKeyOf(undefined, request)),
      updateClaimedClass: (_root, { id, input }, { actor }) => teacherClasses.patchClaim(actor, id, input),
      withdrawClaimedClass: (_root, { id }, { actor }) => teacherClasses.withdrawClaim(actor, id),
      markClassGiven: (_root, { id }, { actor }) => teacherClasses.markGiven(actor, id),
    },
  };
}
