import type { Resolvers } from '../../src/graphql/generated';
import { parseListQuery } from '../../src/lib/listQuery';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { roleLabels } from '../../src/lib/policy';
import type { PeopleServices } from './index';
import { STAFF_LIST_SPEC, type StaffRow } from './staff.service';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    StaffUser: StaffRow;
  }
}

export function staffResolvers({ staff }: PeopleServices): Resolvers {
  return {
    Query: {
      staffUsers: (_root, args, { actor }) =>
        staff.list(
          actor,
          args.role,
          parseListQuery({ ...args.page, q: args.filter?.q, status: args.filter?.status }, STAFF_LIST_SPEC),
        ),
      staffUser: (_root, { id, role }, { actor }) => staff.get(actor, id, role ?? undefined),
    },
    Mutation: {
      createStaffUser: (_root, { role, input, idempotencyKey }, { actor, request }) =>
        staff.create(actor, { role, input, idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      updateStaffUser: (_root, { id, input }, { actor }) => staff.patch(actor, { id, input }),
      setStaffUserActive: (_root, { id, active }, { actor }) => staff.setActive(actor, { id, active }),
    },
    StaffUser: {
      roleLabel: (user) => roleLabels[user.role],
    },
  };
}
