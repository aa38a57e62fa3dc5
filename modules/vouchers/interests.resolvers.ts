import type { IResolvers, MercuriusContext } from 'mercurius';
import { authorize } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import { t } from '../../src/lib/intl';
import { interestsMessages as m } from './interests.messages';
import { INTEREST_LIST_SPEC, INTEREST_STATUSES, interestStatusLabel, type Application, type CustomerInterestDetail, type CustomerInterestRow } from './interests.service';
import type { RankedTeacher } from './interests.ranking';
import type { MyApplication } from './teacherInterests.service';
import type { VouchersServices } from './index';

export const TEACHER_INTEREST_ADDED = 'TEACHER_INTEREST_ADDED';

interface Filter {
  q?: string;
  status?: string;
  advisorId?: number;
  courseId?: number;
  subjectId?: number;
  districtId?: number;
  visibility?: string;
  pendingApplications?: boolean;
  untouched?: boolean;
}

const ref = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function listRaw(filter: Filter | undefined) {
  return {
    q: filter?.q,
    status: filter?.status,
    advisor: filter?.advisorId,
    course: filter?.courseId,
    subject: filter?.subjectId,
    district: filter?.districtId,
    visibility: filter?.visibility,
    applications: filter?.pendingApplications ? 'pending' : undefined,
    untouched: filter?.untouched ? '1' : undefined,
  };
}

/** A GraphQL lead input as the service takes it (the same rules as the form). */
function leadInput(input: Record<string, unknown>) {
  const { studentId, customerId, newCustomer, newStudent, ...rest } = input;
  const family = studentId ? 'existing' : customerId ? 'newStudent' : newCustomer || newStudent ? 'new' : undefined;
  const clean = (o: unknown) => (o ? Object.fromEntries(Object.entries(o as object).filter(([, v]) => v != null)) : undefined);
  return Object.fromEntries(Object.entries({ ...rest, family, studentId, customerId, newCustomer: clean(newCustomer), newStudent: clean(newStudent) }).filter(([, v]) => v != null));
}

export function interestsResolvers({ interests, teacherInterests }: VouchersServices): IResolvers {
  type Ctx = MercuriusContext;
  /** The detail's parts, read once per lead and request. */
  const detailOf = (row: CustomerInterestRow & Partial<CustomerInterestDetail>, ctx: Ctx): Promise<CustomerInterestDetail> => {
    if (row.rows && row.slots && row.history && row.applications) return Promise.resolve(row as CustomerInterestDetail);
    const cache = ((ctx as unknown as { leadDetails?: Map<number, Promise<CustomerInterestDetail>> }).leadDetails ??= new Map());
    if (!cache.has(row.id)) cache.set(row.id, interests.get(ctx.actor, row.id));
    return cache.get(row.id)!;
  };
  const mine = (a: MyApplication) => ({ ...a, customerInterest: a.lead });
  return {
    Query: {
      customerInterests: (_: unknown, { filter, page }: { filter?: Filter; page?: object }, { actor }: Ctx) => interests.list(actor, parseListQuery({ ...page, ...listRaw(filter) }, INTEREST_LIST_SPEC)),
      customerInterestCounts: async (_: unknown, { filter }: { filter?: Filter }, { actor }: Ctx) => {
        const counts = await interests.counts(actor, parseListQuery(listRaw(filter), INTEREST_LIST_SPEC));
        return ['open', ...INTEREST_STATUSES, 'accepted'].map((status) => ({ status, label: status === 'open' ? t(m.statusOpen) : interestStatusLabel(status), count: counts[status] ?? 0 }));
      },
      customerInterest: (_: unknown, { id }: { id: number }, { actor }: Ctx) => interests.get(actor, id),
      openCustomerInterests: (_: unknown, { all }: { all?: boolean }, { actor }: Ctx) => teacherInterests.search(actor, { all: !!all }),
      openCustomerInterest: (_: unknown, { id }: { id: number }, { actor }: Ctx) => teacherInterests.lead(actor, id),
      myTeacherInterests: async (_: unknown, __: unknown, { actor }: Ctx) => (await teacherInterests.mine(actor)).map(mine),
      myTeacherInterest: async (_: unknown, { id }: { id: number }, { actor }: Ctx) => mine(await teacherInterests.one(actor, id)),
    },
    Mutation: {
      createCustomerInterest: (_: unknown, { input }: { input: Record<string, unknown> }, { actor }: Ctx) => interests.create(actor, leadInput(input)),
      updateCustomerInterest: (_: unknown, { id, input }: { id: number; input: Record<string, unknown> }, { actor }: Ctx) => {
        const { studentId: _s, customerId: _c, newCustomer: _n, newStudent: _t, ...rest } = input;
        return interests.update(actor, id, Object.fromEntries(Object.entries(rest).filter(([, v]) => v != null)));
      },
      setCustomerInterestStatus: (_: unknown, { id, status }: { id: number; status: string }, { actor }: Ctx) => interests.setStatus(actor, id, status),
      inviteTeacherToCustomerInterest: (_: unknown, { id, teacherId }: { id: number; teacherId: number }, { actor }: Ctx) => interests.invite(actor, id, teacherId),
      acceptCustomerInterest: async (_: unknown, { id, input }: { id: number; input: Record<string, unknown> }, { actor }: Ctx) => {
        const { lead, voucher } = await interests.accept(actor, id, Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)));
        return { customerInterest: lead, voucher };
      },
      applyToCustomerInterest: async (_: unknown, { customerInterestId, remarks }: { customerInterestId: number; remarks?: string }, { actor }: Ctx) =>
        mine(await teacherInterests.apply(actor, { customerInterestId, ...(remarks != null ? { remarks } : {}) })),
      withdrawTeacherInterest: async (_: unknown, { id }: { id: number }, { actor }: Ctx) => mine(await teacherInterests.withdraw(actor, id)),
    },
    Subscription: {
      teacherInterestAdded: {
        subscribe: async (_: unknown, __: unknown, { actor, pubsub }: Ctx) => {
          authorize(actor, 'customerInterests.view');
          return pubsub.subscribe(TEACHER_INTEREST_ADDED);
        },
      },
    },
    CustomerInterest: {
      statusLabel: (r: CustomerInterestRow) => interestStatusLabel(r.shownStatus),
      customer: (r: CustomerInterestRow) => ref(r.customerId, r.customerName),
      student: (r: CustomerInterestRow) => ref(r.studentId, r.studentName),
      district: (r: CustomerInterestRow) => ref(r.districtId, r.districtName),
      advisor: (r: CustomerInterestRow) => ref(r.advisorId, r.advisorName),
      customerPhone: async (r: CustomerInterestRow, _: unknown, ctx: Ctx) => (await detailOf(r, ctx)).customerPhone,
      customerEmail: async (r: CustomerInterestRow, _: unknown, ctx: Ctx) => (await detailOf(r, ctx)).customerEmail,
      rows: async (r: CustomerInterestRow, _: unknown, ctx: Ctx) => (await detailOf(r, ctx)).rows.map((x) => ({ id: x.id, subject: ref(x.subjectId, x.subjectName), course: ref(x.courseId, x.courseName) })),
      slots: async (r: CustomerInterestRow, _: unknown, ctx: Ctx) => (await detailOf(r, ctx)).slots,
      history: async (r: CustomerInterestRow, _: unknown, ctx: Ctx) => (await detailOf(r, ctx)).history,
      applications: async (r: CustomerInterestRow, _: unknown, ctx: Ctx) => (await detailOf(r, ctx)).applications,
      matchingTeachers: (r: CustomerInterestRow, { limit }: { limit?: number }, { actor }: Ctx) => interests.matchingTeachers(actor, r.id, Math.min(Math.max(limit ?? 10, 1), 50)),
    },
    TeacherInterest: {
      teacher: (a: Application) => ref(a.teacherId, a.teacherName),
      invited: (a: Application) => !!a.invitedBy,
    },
    MatchingTeacher: {
      teacher: (x: RankedTeacher) => ref(x.teacherId, x.name),
    },
  } as unknown as IResolvers;
}
