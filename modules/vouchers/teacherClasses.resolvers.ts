import type { IResolvers, MercuriusContext } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { TEACHER_CLASS_LIST_SPEC } from './teacherClasses.service';
import type { VouchersServices } from './index';

interface ListArgs {
  filter?: { q?: string; status?: string; when?: string; studentId?: number; voucherId?: number };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

type Ctx = MercuriusContext;

export function teacherClassesResolvers({ teacherClasses }: VouchersServices): IResolvers {
  return {
    Query: {
      // `filter: null` is as valid as leaving it out (a default only replaces undefined).
      myClasses: (_: unknown, { filter: given, page }: ListArgs, { actor }: Ctx) => {
        const filter = given ?? {};
        return teacherClasses.list(actor, parseListQuery({ ...page, q: filter.q, status: filter.status, when: filter.when, student: filter.studentId, voucher: filter.voucherId }, TEACHER_CLASS_LIST_SPEC));
      },
      myClass: (_: unknown, { id }: { id: number }, { actor }: Ctx) => teacherClasses.get(actor, id),
      myStudents: (_: unknown, __: unknown, { actor }: Ctx) => teacherClasses.students(actor),
      myVouchers: (_: unknown, __: unknown, { actor }: Ctx) => teacherClasses.vouchers(actor),
    },
    Mutation: {
      claimClass: (_: unknown, { input }: { input: object }, { actor }: Ctx) => teacherClasses.claim(actor, input),
      updateClaimedClass: (_: unknown, { id, input }: { id: number; input: object }, { actor }: Ctx) => teacherClasses.updateClaim(actor, id, input),
      markClassGiven: (_: unknown, { id }: { id: number }, { actor }: Ctx) => teacherClasses.markGiven(actor, id),
    },
  } as unknown as IResolvers;
}
