import type { IResolvers } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { roleLabels, type Actor } from '../../src/lib/policy';
import type { PeopleServices } from './index';
import { STAFF_LIST_SPEC, type StaffRole, type StaffRow } from './staff.service';

type Ctx = { actor: Actor | null };

export function staffResolvers({ staff }: PeopleServices): IResolvers {
  return {
    Query: {
      staffUsers: (_: unknown, args: { role: StaffRole; filter?: { q?: string; status?: string }; page?: Record<string, unknown> }, { actor }: Ctx) =>
        staff.list(actor, args.role, parseListQuery({ ...args.page, q: args.filter?.q, status: args.filter?.status }, STAFF_LIST_SPEC)),
      staffUser: (_: unknown, { id, role }: { id: number; role?: StaffRole }, { actor }: Ctx) => staff.get(actor, id, role ?? undefined),
    },
    Mutation: {
      createStaffUser: (_: unknown, { role, input }: { role: StaffRole; input: object }, { actor }: Ctx) => staff.create(actor, role, input),
      updateStaffUser: (_: unknown, { id, input }: { id: number; input: object }, { actor }: Ctx) => staff.update(actor, id, input),
      setStaffUserActive: (_: unknown, { id, active }: { id: number; active: boolean }, { actor }: Ctx) => staff.setActive(actor, id, active),
    },
    StaffUser: {
      roleLabel: (user: StaffRow) => roleLabels[user.role],
    },
  } as IResolvers;
}
