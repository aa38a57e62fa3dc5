import t from 'tap';
import { parse, type ObjectTypeExtensionNode } from 'graphql';
import type { RouteOptions } from 'fastify';
import { callerAs, gql, postForm, ROLES_AND_ANONYMOUS, setupApp, type Caller } from '../../test/helpers/app';
import { classTime } from '../../test/factories/vouchers';
import { createStudent } from '../../test/factories/people';
import type { Action, Actor } from '../../src/lib/policy';
import { todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { vouchersWorld } from './vouchers.testkit';
import { vouchersSchema } from './vouchers.schema';
import { classesSchema } from './classes.schema';
import { teacherClassesSchema } from './teacherClasses.schema';

/**
 * The permission table of the vouchers module: every page (GET and POST) and every GraphQL
 * field, with the policy action it goes through, tried by the four kinds of caller. A route
 * or a field added without a line here fails the first tests.
 */
type Role = (typeof ROLES_AND_ANONYMOUS)[number];
/** Who may take each action of the module, written out: a change of the policy must change this table. */
const EXPECTED: Partial<Record<Action, readonly Role[]>> = {
  'vouchers.view': ['admin', 'advisor'],
  'vouchers.manage': ['admin', 'advisor'],
  'vouchers.pay': ['admin', 'advisor'],
  'cardPayments.manage': ['admin', 'advisor'],
  'vouchers.settle': ['admin', 'advisor'],
  'classes.view': ['admin', 'advisor'],
  'classes.manage': ['admin', 'advisor'],
  'classes.validate': ['admin', 'advisor'],
  'teacherClasses.view': ['teacher'],
  'teacherClasses.claim': ['teacher'],
};
const allowed = (action: Action, role: Role) => {
  const roles = EXPECTED[action];
  if (!roles) throw new Error(`No expected roles written for ${action}`);
  return roles.includes(role);
};

const PREFIXES =
  /^\/(vouchers|manage-voucher|voucher-payment-receipt-print|classes|teacher-classes|claim-class|teacher-students|teacher-vouchers)(\/|$|\.)/;

t.test('vouchers, classes and teacher classes: every page and GraphQL field for the four callers', async (t) => {
  const routes: RouteOptions[] = [];
  const app = await setupApp(t, {}, undefined, { onRoute: (route) => routes.push(route) });
  const w = await vouchersWorld(app);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<Role, Caller>;
  const actorOf = async (c: Caller) => (await app.services.auth.resolve(c.cookie.split('=')[1])) as Actor;
  const admin = await actorOf(callers.admin);
  const teacher = await actorOf(callers.teacher);
  await app.db('teachers').insert({ id: teacher.id, nif: '00000000T', startDate: '2025-09-01' });
  const today = todayInMadrid();

  /** Fresh records for one call: a voucher the calling teacher teaches, a past assigned class, a claimed one, a validated one. */
  let calls = 0;
  async function fresh() {
    // Every call's claim at its own hour: one student has one class at a time (a claim that overlaps is refused).
    const n = calls++;
    const claimTime = classTime(-2 - (n % 50), `${String(8 + Math.floor(n / 50)).padStart(2, '0')}:00`);
    // And its own student: staff entering the same class of the same teacher and student twice is refused too.
    const student = await createStudent(app, w.customer.id);
    const voucher = await w.voucher({ hours: 20, teacherId: teacher.id, studentId: student.id });
    const inactive = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment', teacherId: teacher.id });
    const expired = await w.voucher({ endDate: addDays(today, -1) });
    const cls = (days: number) =>
      app.services.classes.create(admin, {
        voucherId: voucher,
        teacherId: teacher.id,
        date: classTime(days),
        duration: 60,
      });
    const assigned = await cls(-1);
    const future = await cls(3);
    const claimed = await app.services.teacherClasses.claim(teacher, {
      voucherId: voucher,
      date: claimTime,
      duration: 60,
    });
    const validated = await cls(-3);
    await app.db('classes').where('id', validated.id).update({ status: 'taught' });
    await app.services.classes.validate(admin, [validated.id]);
    const [payment] = await app
      .db('payments')
      .insert({ voucherId: voucher, amountCents: 1000, method: 'wire', date: today })
      .returning('id');
    return {
      voucher,
      inactive,
      expired,
      assigned: assigned.id,
      future: future.id,
      claimed: claimed.id,
      validated: validated.id,
      payment: payment.id as number,
    };
  }
  type Fresh = Awaited<ReturnType<typeof fresh>>;

  // [method, route, action, url for the call, expected status for an allowed GET]
  const pages: [string, string, Action, (f: Fresh) => string, number?][] = [
    ['GET', '/vouchers', 'vouchers.view', () => '/vouchers'],
    ['GET', '/vouchers/active-non-renewed', 'vouchers.view', () => '/vouchers/active-non-renewed'],
    ['GET', '/vouchers/active-pending-hours', 'vouchers.view', () => '/vouchers/active-pending-hours'],
    [
      'GET',
      '/vouchers/active-pending-hours-last-class',
      'vouchers.view',
      () => '/vouchers/active-pending-hours-last-class',
    ],
    ['GET', '/vouchers/settlements', 'vouchers.view', () => '/vouchers/settlements'],
    ['GET', '/vouchers/export.csv', 'vouchers.view', () => '/vouchers/export.csv'],
    ['GET', '/vouchers/new', 'vouchers.manage', () => `/vouchers/new?customerId=${w.customer.id}`],
    ['POST', '/vouchers/new', 'vouchers.manage', () => '/vouchers/new'],
    ['GET', '/manage-voucher', 'vouchers.manage', () => '/manage-voucher', 302],
    ['GET', '/manage-voucher/:id', 'vouchers.manage', (f) => `/manage-voucher/${f.voucher}`],
    ['POST', '/manage-voucher/:id', 'vouchers.manage', (f) => `/manage-voucher/${f.voucher}`],
    ['GET', '/vouchers/:id', 'vouchers.view', (f) => `/vouchers/${f.voucher}`],
    ['GET', '/vouchers/:id/pay', 'vouchers.pay', (f) => `/vouchers/${f.inactive}/pay`],
    ['POST', '/vouchers/:id/pay', 'vouchers.pay', (f) => `/vouchers/${f.inactive}/pay`],
    ['GET', '/vouchers/:id/renew', 'vouchers.manage', (f) => `/vouchers/${f.voucher}/renew`],
    ['POST', '/vouchers/:id/renew', 'vouchers.manage', (f) => `/vouchers/${f.voucher}/renew`],
    ['GET', '/vouchers/:id/email', 'vouchers.manage', (f) => `/vouchers/${f.voucher}/email`],
    ['POST', '/vouchers/:id/email', 'vouchers.manage', (f) => `/vouchers/${f.voucher}/email`],
    ['POST', '/vouchers/:id/activate', 'vouchers.manage', (f) => `/vouchers/${f.inactive}/activate`],
    // Card payments (cardPayments.test.ts tries the rest); on a paid voucher the refusal redirects with its reason.
    ['POST', '/vouchers/:id/payment-link', 'cardPayments.manage', (f) => `/vouchers/${f.voucher}/payment-link`],
    ['GET', '/vouchers/:id/delete', 'vouchers.manage', (f) => `/vouchers/${f.inactive}/delete`],
    ['POST', '/vouchers/:id/delete', 'vouchers.manage', (f) => `/vouchers/${f.inactive}/delete`],
    ['GET', '/vouchers/settle', 'vouchers.settle', (f) => `/vouchers/settle?ids=${f.expired}`],
    ['POST', '/vouchers/settle', 'vouchers.settle', () => '/vouchers/settle'],
    ['GET', '/voucher-payment-receipt-print', 'vouchers.view', () => '/voucher-payment-receipt-print', 302],
    [
      'GET',
      '/voucher-payment-receipt-print/:id',
      'vouchers.view',
      (f) => `/voucher-payment-receipt-print/${f.payment}`,
    ],
    ['GET', '/classes', 'classes.view', () => '/classes'],
    ['POST', '/classes/validate', 'classes.validate', () => '/classes/validate'],
    ['GET', '/classes/new', 'classes.manage', () => '/classes/new'],
    ['POST', '/classes/new', 'classes.manage', () => '/classes/new'],
    ['GET', '/classes/teacher-class', 'classes.manage', () => '/classes/teacher-class'],
    ['POST', '/classes/teacher-class', 'classes.manage', () => '/classes/teacher-class'],
    ['GET', '/classes/:id', 'classes.view', (f) => `/classes/${f.assigned}`],
    ['POST', '/classes/:id', 'classes.manage', (f) => `/classes/${f.future}`],
    ['POST', '/classes/:id/validate', 'classes.validate', (f) => `/classes/${f.claimed}/validate`],
    ['POST', '/classes/:id/discard', 'classes.validate', (f) => `/classes/${f.validated}/discard`],
    ['GET', '/classes/:id/delete', 'classes.manage', (f) => `/classes/${f.future}/delete`],
    ['POST', '/classes/:id/delete', 'classes.manage', (f) => `/classes/${f.future}/delete`],
    ['GET', '/classes/:id/link', 'classes.manage', (f) => `/classes/${f.claimed}/link`],
    ['POST', '/classes/:id/link', 'classes.manage', (f) => `/classes/${f.claimed}/link`],
    ['GET', '/teacher-classes', 'teacherClasses.view', () => '/teacher-classes'],
    ['POST', '/teacher-classes/:id/given', 'teacherClasses.claim', (f) => `/teacher-classes/${f.assigned}/given`],
    ['GET', '/claim-class', 'teacherClasses.view', () => '/claim-class'],
    ['POST', '/claim-class', 'teacherClasses.claim', () => '/claim-class'],
    ['GET', '/claim-class/:id', 'teacherClasses.view', (f) => `/claim-class/${f.claimed}`],
    ['POST', '/claim-class/:id', 'teacherClasses.claim', (f) => `/claim-class/${f.claimed}`],
    ['GET', '/claim-class/:id/delete', 'teacherClasses.view', (f) => `/claim-class/${f.claimed}/delete`],
    ['POST', '/claim-class/:id/delete', 'teacherClasses.claim', (f) => `/claim-class/${f.claimed}/delete`],
    ['GET', '/teacher-students', 'teacherClasses.view', () => '/teacher-students'],
    ['GET', '/teacher-vouchers', 'teacherClasses.view', () => '/teacher-vouchers'],
  ];

  t.test('every route of the module has a line in the table, and declares that policy action', async (t) => {
    const declared = routes
      .filter((r) => r.method !== 'HEAD' && PREFIXES.test(r.url))
      .map((r) =>
        [[r.method].flat().join(','), r.url, (r.config as { action?: string } | undefined)?.action ?? '(none)'].join(
          ' ',
        ),
      );
    t.same(declared.sort(), pages.map(([method, url, action]) => `${method} ${url} ${action}`).sort());
  });

  for (const [method, route, action, url, okStatus = 200] of pages) {
    t.test(`${method} ${route}`, async (t) => {
      for (const role of ROLES_AND_ANONYMOUS) {
        const target = url(await fresh());
        const res =
          method === 'GET'
            ? await app.inject({ method: 'GET', url: target, headers: callers[role].headers })
            : // Posts carry the CSRF token of a page the caller may see; an empty form is enough to reach the handler.
              await postForm(app, callers[role], '/', target, {});
        const where = `${role} ${method} ${target}`;
        if (role === 'anonymous') {
          t.equal(res.statusCode, 302, where);
          t.equal(
            res.headers.location,
            method === 'GET' ? `/login?next=${encodeURIComponent(target)}` : '/login',
            where,
          );
        } else if (!allowed(action, role)) {
          t.equal(res.statusCode, 403, where);
          t.match(res.body, 'No tienes permiso', where);
        } else if (method === 'GET') t.equal(res.statusCode, okStatus, where);
        else {
          // Reached the handler: a redirect with a message, or the form again with its errors.
          t.ok([303, 422].includes(res.statusCode), `${where}: ${res.statusCode}`);
          t.not(String(res.headers.location ?? ''), '/login', where);
        }
      }
    });
  }

  // [field, action, query for the call]; the subscription is tried over WebSocket in classes.subscription.test.ts.
  const fields: [string, Action, (f: Fresh) => string][] = [
    [
      'Query.vouchers',
      'vouchers.view',
      () => '{ vouchers(filter: { list: settlements }) { total rows { id amountCents } } }',
    ],
    [
      'Query.voucher',
      'vouchers.view',
      (f) =>
        `{ voucher(id: ${f.voucher}) { id amountCents payments { id } classes { id } movements { id } chain { id } } }`,
    ],
    ['Query.voucherPrice', 'vouchers.view', () => `{ voucherPrice(courseId: ${w.course}) { hourlyPriceCents } }`],
    [
      'Mutation.createVoucher',
      'vouchers.manage',
      () =>
        `mutation { createVoucher(input: { customerId: ${w.customer.id}, studentId: ${w.student.id}, courseId: ${w.course}, subjectId: ${w.subject}, hours: 5 }) { id } }`,
    ],
    [
      'Mutation.updateVoucher',
      'vouchers.manage',
      (f) => `mutation { updateVoucher(id: ${f.voucher}, input: { remarks: "Nota" }) { id } }`,
    ],
    ['Mutation.deleteVoucher', 'vouchers.manage', (f) => `mutation { deleteVoucher(id: ${f.inactive}) }`],
    ['Mutation.activateVoucher', 'vouchers.manage', (f) => `mutation { activateVoucher(id: ${f.inactive}) { id } }`],
    [
      'Mutation.payVoucher',
      'vouchers.pay',
      (f) => `mutation { payVoucher(id: ${f.inactive}, input: { amountCents: 100, method: wire }) { payment { id } } }`,
    ],
    ['Mutation.renewVoucher', 'vouchers.manage', (f) => `mutation { renewVoucher(id: ${f.voucher}) { id } }`],
    ['Mutation.settleVouchers', 'vouchers.settle', (f) => `mutation { settleVouchers(ids: [${f.expired}]) { id } }`],
    ['Mutation.sendVoucherEmail', 'vouchers.manage', (f) => `mutation { sendVoucherEmail(id: ${f.voucher}) { to } }`],
    ['Query.classes', 'classes.view', () => '{ classes { total rows { id customerName } } }'],
    ['Query.class', 'classes.view', (f) => `{ class(id: ${f.assigned}) { id customerName } }`],
    [
      'Query.classVoucherSuggestions',
      'classes.view',
      () => '{ classVoucherSuggestions(q: "Pablo") { id minutesLeft } }',
    ],
    [
      'Query.classLinkVouchers',
      'classes.manage',
      (f) => `{ classLinkVouchers(classId: ${f.claimed}, customerId: ${w.customer.id}) { id } }`,
    ],
    [
      'Mutation.createClass',
      'classes.manage',
      (f) =>
        `mutation { createClass(input: { voucherId: ${f.voucher}, date: "${classTime(5)}", duration: 60 }) { id } }`,
    ],
    [
      'Mutation.updateClass',
      'classes.manage',
      (f) => `mutation { updateClass(id: ${f.future}, input: { date: "${classTime(6)}", duration: 90 }) { id } }`,
    ],
    ['Mutation.deleteClass', 'classes.manage', (f) => `mutation { deleteClass(id: ${f.future}) { id status } }`],
    [
      'Mutation.validateClasses',
      'classes.validate',
      (f) => `mutation { validateClasses(ids: [${f.claimed}]) { validated { id } } }`,
    ],
    [
      'Mutation.discardClassPayment',
      'classes.validate',
      (f) => `mutation { discardClassPayment(id: ${f.validated}) { id } }`,
    ],
    [
      'Mutation.linkClassToVoucher',
      'classes.manage',
      (f) =>
        `mutation { linkClassToVoucher(classId: ${f.claimed}, customerId: ${w.customer.id}, voucherId: ${f.voucher}) { id } }`,
    ],
    [
      'Mutation.createTeacherClass',
      'classes.manage',
      (f) =>
        `mutation { createTeacherClass(input: { teacherId: ${teacher.id}, voucherId: ${f.voucher}, date: "${classTime(-4)}", duration: 60 }) { id status } }`,
    ],
    ['Query.myClasses', 'teacherClasses.view', () => '{ myClasses { total rows { id studentName } } }'],
    ['Query.myClass', 'teacherClasses.view', (f) => `{ myClass(id: ${f.claimed}) { id } }`],
    ['Query.myStudents', 'teacherClasses.view', () => '{ myStudents { id minutesLeft } }'],
    ['Query.myVouchers', 'teacherClasses.view', () => '{ myVouchers { id minutesLeft } }'],
    [
      'Mutation.claimClass',
      'teacherClasses.claim',
      (f) =>
        `mutation { claimClass(input: { voucherId: ${f.voucher}, date: "${classTime(-5)}", duration: 30 }) { id status } }`,
    ],
    [
      'Mutation.updateClaimedClass',
      'teacherClasses.claim',
      (f) =>
        `mutation { updateClaimedClass(id: ${f.claimed}, input: { date: "${classTime(-6)}", duration: 45 }) { id } }`,
    ],
    [
      'Mutation.withdrawClaimedClass',
      'teacherClasses.claim',
      (f) => `mutation { withdrawClaimedClass(id: ${f.claimed}) { id status } }`,
    ],
    [
      'Mutation.markClassGiven',
      'teacherClasses.claim',
      (f) => `mutation { markClassGiven(id: ${f.assigned}) { id status } }`,
    ],
  ];

  t.test('every Query, Mutation and Subscription field of the module has a line in the table', async (t) => {
    const names = [vouchersSchema, classesSchema, teacherClassesSchema].flatMap((sdl) =>
      parse(sdl)
        .definitions.filter((d): d is ObjectTypeExtensionNode => d.kind === 'ObjectTypeExtension')
        .flatMap((d) => (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`)),
    );
    t.same(names.filter((n) => !n.startsWith('Subscription.')).sort(), fields.map(([name]) => name).sort());
    t.same(
      names.filter((n) => n.startsWith('Subscription.')),
      ['Subscription.classChanged'],
      'the one subscription, tried over WebSocket',
    );
  });

  for (const [name, action, query] of fields) {
    const field = name.split('.')[1];
    t.test(`GraphQL ${name}`, async (t) => {
      for (const role of ROLES_AND_ANONYMOUS) {
        const { body } = await gql(app, callers[role], query(await fresh()));
        if (role === 'anonymous') t.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', role);
        else if (!allowed(action, role)) t.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', role);
        else t.notOk(body.errors, `${role}: ${JSON.stringify(body.errors)}`);
        if (role === 'anonymous' || !allowed(action, role)) t.notOk(body.data?.[field], `${role} gets no data`);
      }
    });
  }
});
