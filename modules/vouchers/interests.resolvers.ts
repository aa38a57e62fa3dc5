import { idempotencyKeyOf } from '../../src/lib/idempotency';
import type { MercuriusContext } from 'mercurius';
import type { CustomerInterestFilter, Resolvers } from '../../src/graphql/generated';
import { authorize } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import { t } from '../../src/lib/intl';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { interestsMessages as m } from './interests.messages';
import {
  INTEREST_LIST_SPEC,
  INTEREST_STATUSES,
  interestStatusLabel,
  type Application,
  type CustomerInterestDetail,
  type CustomerInterestRow,
} from './interests.service';
import type { RankedTeacher } from './interests.ranking';
import type { MyApplication } from './teacherInterests.service';
import type { VouchersServices } from './index';

export const TEACHER_INTEREST_ADDED = 'TEACHER_INTEREST_ADDED';

// What the leads' GraphQL types are resolved from: the services' rows (src/graphql/parents.ts).
declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    CustomerInterest: CustomerInterestRow & Partial<CustomerInterestDetail>;
    TeacherInterest: Application;
    MatchingTeacher: RankedTeacher;
  }
}

/** A reference to a related record; none without an id (the non-null ones always have theirs). */
const ref = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function listRaw(filter: CustomerInterestFilter | null | undefined) {
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

/**
 * A GraphQL lead input as the service takes it (the same rules as the form). The family is one
 * of three shapes (studentId; customerId and newStudent; newCustomer and newStudent): a mix is
 * refused, field by field, instead of one part silently winning (a lead of studentId's family
 * when customerId named another).
 */
function leadInput(input: Record<string, unknown>) {
  const { studentId, customerId, newCustomer, newStudent, ...rest } = input;
  const mixed: FieldErrors = {};
  if (studentId != null)
    for (const [key, value] of Object.entries({ customerId, newCustomer, newStudent }))
      if (value != null) mixed[key] = t(m.familyMixed);
  if (customerId != null && newCustomer != null) mixed.newCustomer = t(m.familyMixed);
  if (Object.keys(mixed).length > 0) throw invalidInput(mixed);
  const family = studentId ? 'existing' : customerId ? 'newStudent' : newCustomer || newStudent ? 'new' : undefined;
  const clean = (o: unknown) =>
    o ? Object.fromEntries(Object.entries(o as object).filter(([, v]) => v != null)) : undefined;
  return Object.fromEntries(
    Object.entries({
      ...rest,
      family,
      studentId,
      customerId,
      newCustomer: clean(newCustomer),
      newStudent: clean(newStudent),
    }).filter(([, v]) => v != null),
  );
}

export function interestsResolvers({ interests, teacherInterests }: VouchersServices): Resolvers {
  type Ctx = MercuriusContext;
  /** The detail's parts, read once per lead and request. */
  const detailOf = (
    row: CustomerInterestRow & Partial<CustomerInterestDetail>,
    ctx: Ctx,
  ): Promise<CustomerInterestDetail> => {
    if (row.rows && row.slots && row.history && row.applications) return Promise.resolve(row as CustomerInterestDetail);
    const cache = ((ctx as unknown as { leadDetails?: Map<number, Promise<CustomerInterestDetail>> }).leadDetails ??=
      new Map());
    if (!cache.has(row.id)) cache.set(row.id, interests.get(ctx.actor, row.id));
    return cache.get(row.id)!;
  };
  const mine = (a: MyApplication) => ({ ...a, customerInterest: a.lead });
  return {
    Query: {
      customerInterests: (_root, { filter, page }, { actor }) =>
        interests.list(actor, parseListQuery({ ...page, ...listRaw(filter) }, INTEREST_LIST_SPEC)),
      customerInterestCounts: async (_root, { filter }, { actor }) => {
        const counts = await interests.counts(actor, parseListQuery(listRaw(filter), INTEREST_LIST_SPEC));
        return ['open', ...INTEREST_STATUSES, 'accepted'].map((status) => ({
          status,
          label: status === 'open' ? t(m.statusOpen) : interestStatusLabel(status),
          count: counts[status] ?? 0,
        }));
      },
      customerInterest: (_root, { id }, { actor }) => interests.get(actor, id),
      openCustomerInterests: (_root, { all }, { actor }) => teacherInterests.search(actor, { all: !!all }),
      openCustomerInterest: (_root, { id }, { actor }) => teacherInterests.lead(actor, id),
      myTeacherInterests: async (_root, _args, { actor }) => (await teacherInterests.mine(actor)).map(mine),
      myTeacherInterest: async (_root, { id }, { actor }) => mine(await teacherInterests.one(actor, id)),
    },
    Mutation: {
      createCustomerInterest: (_root, { input, idempotencyKey }, { actor, request }) =>
        interests.create(actor, leadInput(input), { idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      updateCustomerInterest: (_root, { id, input }, { actor }) => {
        const { studentId: _s, customerId: _c, newCustomer: _n, newStudent: _t, ...rest } = input;
        return interests.patch(actor, id, rest);
      },
      setCustomerInterestStatus: (_root, { id, status }, { actor }) => interests.setStatus(actor, id, status),
      inviteTeacherToCustomerInterest: (_root, { id, teacherId }, { actor }) => interests.invite(actor, id, teacherId),
      acceptCustomerInterest: async (_root, { id, input, idempotencyKey }, { actor, request }) => {
        const { lead, voucher } = await interests.accept(actor, {
          id,
          input: Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)),
          idempotencyKey: idempotencyKeyOf(idempotencyKey, request),
        });
        return { customerInterest: lead, voucher };
      },
      applyToCustomerInterest: async (_root, { customerInterestId, remarks }, { actor }) =>
        mine(await teacherInterests.apply(actor, { customerInterestId, ...(remarks != null ? { remarks } : {}) })),
      withdrawTeacherInterest: async (_root, { id }, { actor }) => mine(await teacherInterests.withdraw(actor, id)),
    },
    Subscription: {
      teacherInterestAdded: {
        subscribe: async (_root, _args, { actor, pubsub }) => {
          authorize(actor, 'customerInterests.view');
          return pubsub.subscribe(TEACHER_INTEREST_ADDED);
        },
      },
    },
    CustomerInterest: {
      statusLabel: (r) => interestStatusLabel(r.shownStatus),
      customer: (r) => ref(r.customerId, r.customerName)!,
      student: (r) => ref(r.studentId, r.studentName)!,
      district: (r) => ref(r.districtId, r.districtName),
      advisor: (r) => ref(r.advisorId, r.advisorName),
      customerPhone: async (r, _args, ctx) => (await detailOf(r, ctx)).customerPhone,
      customerEmail: async (r, _args, ctx) => (await detailOf(r, ctx)).customerEmail,
      rows: async (r, _args, ctx) =>
        (await detailOf(r, ctx)).rows.map((x) => ({
          id: x.id,
          subject: ref(x.subjectId, x.subjectName)!,
          course: ref(x.courseId, x.courseName)!,
        })),
      slots: async (r, _args, ctx) => (await detailOf(r, ctx)).slots,
      history: async (r, _args, ctx) => (await detailOf(r, ctx)).history,
      applications: async (r, _args, ctx) => (await detailOf(r, ctx)).applications,
      matchingTeachers: (r, { limit }, { actor }) =>
        interests.matchingTeachers(actor, r.id, Math.min(Math.max(limit ?? 10, 1), 50)),
    },
    TeacherInterest: {
      teacher: (a) => ref(a.teacherId, a.teacherName)!,
      invited: (a) => !!a.invitedBy,
    },
    MatchingTeacher: {
      teacher: (x) => ref(x.teacherId, x.name)!,
    },
  };
}
