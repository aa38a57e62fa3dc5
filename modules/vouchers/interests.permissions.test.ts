import t from 'tap';
import { parse, type ObjectTypeExtensionNode } from 'graphql';
import type { RouteOptions } from 'fastify';
import { callerAs, gql, postForm, ROLES_AND_ANONYMOUS, setupApp, type Caller } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';
import { policyTable, type Action, type Actor } from '../../src/lib/policy';
import { todayInMadrid } from '../../src/lib/intl';
import { vouchersWorld } from './vouchers.testkit';
import { interestsSchema } from './interests.schema';

/**
 * The permission table of customer and teacher interests: every page (GET and POST) and every
 * GraphQL field, who may use it (written out, not read from the policy), tried by the four
 * kinds of caller. A route or field added without a line here fails the first tests.
 */
type Role = (typeof ROLES_AND_ANONYMOUS)[number];
const STAFF: Role[] = ['advisor', 'admin'];
const TEACHER: Role[] = ['teacher'];

/** The policy says the same as the table. */
const EXPECTED_POLICY: Partial<Record<Action, Role[]>> = {
  'customerInterests.view': STAFF,
  'customerInterests.manage': STAFF,
  'customerInterests.accept': STAFF,
  'teacherInterests.search': TEACHER,
  'teacherInterests.apply': TEACHER,
  'teacherInterests.view': TEACHER,
};

const PREFIXES = /^\/(customer-interests|teacher-interests|teacher-customer-interest-search)(\/|$|\.)/;

t.test('customer and teacher interests: every page and GraphQL field for the four callers', async (t) => {
  const routes: RouteOptions[] = [];
  const app = await setupApp(t, {}, undefined, { onRoute: (route) => routes.push(route) });
  // The policy in force (installed at boot) says what the table says.
  for (const [action, roles] of Object.entries(EXPECTED_POLICY))
    t.same([...policyTable()[action as Action]].sort(), [...roles!].sort(), action);
  const w = await vouchersWorld(app);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<Role, Caller>;
  const actorOf = async (c: Caller) => (await app.services.auth.resolve(c.cookie.split('=')[1])) as Actor;
  const admin = await actorOf(callers.admin);
  const teacher = await actorOf(callers.teacher);
  await app.db('teachers').insert({ id: teacher.id, nif: '00000000T', startDate: '2025-09-01' });
  await app.db('teacher_subjects').insert({ teacherId: teacher.id, subjectId: w.subject, levelId: w.level });
  const other = await createTeacher(app);
  await app.db('teacher_subjects').insert({ teacherId: other.id, subjectId: w.subject, levelId: w.level });
  const { interests, teacherInterests } = app.services;

  /** Fresh records for one call: a published lead with the calling teacher's application, another without. */
  async function fresh() {
    const input = {
      family: 'existing',
      studentId: w.student.id,
      interests: [{ subjectId: w.subject, courseId: w.course }],
      hoursPerWeek: 2,
      startDate: todayInMadrid(),
      visibility: 'everyone',
    };
    const lead = await interests.create(admin, input);
    const open = await interests.create(admin, input);
    const application = await teacherInterests.apply(teacher, { customerInterestId: lead.id });
    const [row] = (await interests.get(admin, lead.id)).rows;
    return { lead: lead.id, open: open.id, application: application.id, row: row.id };
  }
  type Fresh = Awaited<ReturnType<typeof fresh>>;

  // [method, route, action, who, url for the call, expected status for an allowed GET]
  const pages: [string, string, Action, Role[], (f: Fresh) => string, number?][] = [
    [
      'GET',
      '/customer-interests',
      'customerInterests.view',
      STAFF,
      () => '/customer-interests?status=all&sort=applications&direction=desc',
    ],
    ['GET', '/customer-interests/export.csv', 'customerInterests.view', STAFF, () => '/customer-interests/export.csv'],
    ['GET', '/customer-interests/new', 'customerInterests.manage', STAFF, () => '/customer-interests/new'],
    ['POST', '/customer-interests/new', 'customerInterests.manage', STAFF, () => '/customer-interests/new'],
    ['GET', '/customer-interests/:id', 'customerInterests.view', STAFF, (f) => `/customer-interests/${f.lead}`],
    ['POST', '/customer-interests/:id', 'customerInterests.manage', STAFF, (f) => `/customer-interests/${f.lead}`],
    [
      'POST',
      '/customer-interests/:id/invite',
      'customerInterests.manage',
      STAFF,
      (f) => `/customer-interests/${f.open}/invite`,
    ],
    [
      'GET',
      '/customer-interests/:id/accept',
      'customerInterests.accept',
      STAFF,
      (f) => `/customer-interests/${f.lead}/accept`,
    ],
    [
      'POST',
      '/customer-interests/:id/accept',
      'customerInterests.accept',
      STAFF,
      (f) => `/customer-interests/${f.lead}/accept`,
    ],
    [
      'GET',
      '/teacher-customer-interest-search',
      'teacherInterests.search',
      TEACHER,
      () => '/teacher-customer-interest-search?all=1',
    ],
    [
      'GET',
      '/teacher-interests/new',
      'teacherInterests.apply',
      TEACHER,
      (f) => `/teacher-interests/new?customerInterest=${f.open}`,
    ],
    ['POST', '/teacher-interests/new', 'teacherInterests.apply', TEACHER, () => '/teacher-interests/new'],
    ['GET', '/teacher-interests', 'teacherInterests.view', TEACHER, () => '/teacher-interests'],
    ['GET', '/teacher-interests/:id', 'teacherInterests.view', TEACHER, (f) => `/teacher-interests/${f.application}`],
    [
      'POST',
      '/teacher-interests/:id/withdraw',
      'teacherInterests.apply',
      TEACHER,
      (f) => `/teacher-interests/${f.application}/withdraw`,
    ],
  ];

  t.test('every route of the area has a line in the table, and declares that policy action', async (t) => {
    const declared = routes
      .filter((r) => r.method !== 'HEAD' && PREFIXES.test(r.url))
      .map((r) =>
        [[r.method].flat().join(','), r.url, (r.config as { action?: string } | undefined)?.action ?? '(none)'].join(
          ' ',
        ),
      );
    t.same(declared.sort(), pages.map(([method, url, action]) => `${method} ${url} ${action}`).sort());
    for (const [, route, action, who] of pages)
      t.same([...policyTable()[action]].sort(), [...who].sort(), `${route}: ${action}`);
  });

  for (const [method, route, , who, url, okStatus = 200] of pages) {
    t.test(`${method} ${route}`, async (t) => {
      for (const role of ROLES_AND_ANONYMOUS) {
        const target = url(await fresh());
        const res =
          method === 'GET'
            ? await app.inject({ method: 'GET', url: target, headers: callers[role].headers })
            : await postForm(
                app,
                callers[role],
                '/',
                target,
                route === '/teacher-interests/new' ? { customerInterestId: String((await fresh()).open) } : {},
              );
        const where = `${role} ${method} ${target}`;
        if (role === 'anonymous') {
          t.equal(res.statusCode, 302, where);
          t.equal(
            res.headers.location,
            method === 'GET' ? `/login?next=${encodeURIComponent(target)}` : '/login',
            where,
          );
        } else if (!who.includes(role)) {
          t.equal(res.statusCode, 403, where);
          t.match(res.body, 'No tienes permiso', where);
        } else if (method === 'GET') t.equal(res.statusCode, okStatus, where);
        else {
          t.ok([303, 422].includes(res.statusCode), `${where}: ${res.statusCode}`);
          t.not(String(res.headers.location ?? ''), '/login', where);
        }
      }
    });
  }

  // [field, who, query for the call]; the subscription is tried over WebSocket in interests.routes.test.ts.
  const fields: [string, Role[], (f: Fresh) => string][] = [
    [
      'Query.customerInterests',
      STAFF,
      () =>
        '{ customerInterests(filter: { status: all, q: "Pablo" }, page: { sort: "student" }) { total rows { id customer { name } customerPhone } } }',
    ],
    ['Query.customerInterestCounts', STAFF, () => '{ customerInterestCounts { status label count } }'],
    [
      'Query.customerInterest',
      STAFF,
      (f) =>
        `{ customerInterest(id: ${f.lead}) { id rows { id } slots { weekday } history { toStatus } applications { id reasons } matchingTeachers { teacher { id } reasons } } }`,
    ],
    [
      'Query.openCustomerInterests',
      TEACHER,
      () => '{ openCustomerInterests(all: true) { id studentFirstName reasons } }',
    ],
    ['Query.openCustomerInterest', TEACHER, (f) => `{ openCustomerInterest(id: ${f.open}) { id studentFirstName } }`],
    ['Query.myTeacherInterests', TEACHER, () => '{ myTeacherInterests { id decision customerInterest { id } } }'],
    ['Query.myTeacherInterest', TEACHER, (f) => `{ myTeacherInterest(id: ${f.application}) { id } }`],
    [
      'Mutation.createCustomerInterest',
      STAFF,
      () =>
        `mutation { createCustomerInterest(input: { newCustomer: { firstName: "Rosa", lastName: "Vidal Pons" }, newStudent: { firstName: "Leo" }, interests: [{ subjectId: ${w.subject}, courseId: ${w.course} }], hoursPerWeek: 1.5, startDate: "${todayInMadrid()}" }) { id student { name } } }`,
    ],
    [
      'Mutation.updateCustomerInterest',
      STAFF,
      (f) =>
        `mutation { updateCustomerInterest(id: ${f.open}, input: { interests: [{ subjectId: ${w.subject}, courseId: ${w.course} }], hoursPerWeek: 3, startDate: "${todayInMadrid()}", status: waiting }) { id status } }`,
    ],
    [
      'Mutation.setCustomerInterestStatus',
      STAFF,
      (f) => `mutation { setCustomerInterestStatus(id: ${f.open}, status: pending_info) { id status } }`,
    ],
    [
      'Mutation.inviteTeacherToCustomerInterest',
      STAFF,
      (f) => `mutation { inviteTeacherToCustomerInterest(id: ${f.open}, teacherId: ${other.id}) { id invited } }`,
    ],
    [
      'Mutation.acceptCustomerInterest',
      STAFF,
      (f) =>
        `mutation { acceptCustomerInterest(id: ${f.lead}, input: { teacherInterestId: ${f.application}, interestId: ${f.row}, hours: 8 }) { voucher { id amountCents } customerInterest { voucherId } } }`,
    ],
    [
      'Mutation.applyToCustomerInterest',
      TEACHER,
      (f) => `mutation { applyToCustomerInterest(customerInterestId: ${f.open}, remarks: "Puedo") { id } }`,
    ],
    [
      'Mutation.withdrawTeacherInterest',
      TEACHER,
      (f) => `mutation { withdrawTeacherInterest(id: ${f.application}) { id withdrawnDate } }`,
    ],
  ];

  t.test('every Query, Mutation and Subscription field of the area has a line in the table', async (t) => {
    const names = parse(interestsSchema)
      .definitions.filter((d): d is ObjectTypeExtensionNode => d.kind === 'ObjectTypeExtension')
      .flatMap((d) => (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`));
    t.same(names.filter((n) => !n.startsWith('Subscription.')).sort(), fields.map(([name]) => name).sort());
    t.same(
      names.filter((n) => n.startsWith('Subscription.')),
      ['Subscription.teacherInterestAdded'],
    );
  });

  for (const [name, who, query] of fields) {
    const field = name.split('.')[1];
    t.test(`GraphQL ${name}`, async (t) => {
      for (const role of ROLES_AND_ANONYMOUS) {
        const { body } = await gql(app, callers[role], query(await fresh()));
        if (role === 'anonymous') t.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', role);
        else if (!who.includes(role)) t.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', role);
        else t.notOk(body.errors, `${role}: ${JSON.stringify(body.errors)}`);
        if (role === 'anonymous' || !who.includes(role)) t.notOk(body.data?.[field], `${role} gets no data`);
      }
    });
  }
});
