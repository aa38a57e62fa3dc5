import t from 'tap';
import { gql, setupApp, type Caller } from '../../test/helpers/app';
import { MODULES } from '../../src/app';
import { seedDemo, DEMO_PASSWORD } from '../../seeds/demo';
import { formatIban } from '../../src/lib/validation';

/**
 * A teacher never learns a family's surname, phone, email, address, NIF or IBAN through leads
 * and applications: as the demo teacher, every page, query, filter and sort of the area is
 * tried (on every lead of the demo, published, hidden, accepted or closed) and no customer's
 * data of the demo may appear in any answer.
 */
t.test('a teacher sees nothing of the families', async (t) => {
  const app = await setupApp(t);
  await seedDemo(app.db, MODULES);
  const { token } = await app.services.auth.login('profesor@academia.test', DEMO_PASSWORD, { ip: '10.9.9.9' });
  const teacher: Caller = {
    role: 'teacher',
    cookie: `apollo-token=${token}`,
    headers: { cookie: `apollo-token=${token}` },
  };
  const me = await app.db('users').where({ email: 'profesor@academia.test' }).first('id');

  // Everything secret about the demo's customers (and their students' surnames, the same family's).
  const teacherNames = new Set((await app.db('users').where('role', 'teacher').pluck('last_name')) as string[]);
  const customers = await app
    .db('customers')
    .select(
      'last_name',
      'phone',
      'email',
      'address',
      'nif',
      'iban',
      'invoice_name',
      'invoice_email',
      'invoice_nif',
      'invoice_address',
    );
  const secrets = new Set<string>();
  for (const c of customers) {
    if (c.lastName && !teacherNames.has(c.lastName)) secrets.add(c.lastName);
    for (const value of [c.phone, c.email, c.address, c.nif, c.iban, c.invoiceEmail, c.invoiceNif, c.invoiceAddress])
      if (value) secrets.add(value);
    if (c.iban) secrets.add(formatIban(c.iban));
  }
  t.ok(secrets.size > 100, `${secrets.size} secrets to look for`);
  const leak = (text: string) => [...secrets].filter((s) => text.includes(s));

  // The check itself works: staff do see the family on a lead's page.
  const staff = await app.services.auth.login('asesora@academia.test', DEMO_PASSWORD, { ip: '10.9.9.8' });
  const firstLead = await app.db('customer_interests').orderBy('id').first('id');
  const staffPage = await app.inject({
    url: `/customer-interests/${firstLead.id}`,
    headers: { cookie: `apollo-token=${staff.token}` },
  });
  t.ok(leak(staffPage.body).length > 0, 'an advisor sees the family (the check finds what is there)');

  const leads = (await app.db('customer_interests').orderBy('id').pluck('id')) as number[];
  t.equal(leads.length, 15, 'the demo has fifteen leads');
  // The demo teacher applies to what they can, so their applications show every kind of lead.
  for (const id of leads)
    await app.services.teacherInterests
      .apply(
        { id: me.id, role: 'teacher', email: '', firstName: '', lastName: '', sessionId: 0 },
        { customerInterestId: id, remarks: 'Me interesa' },
      )
      .catch(() => undefined);
  const applications = (await app.db('teacher_interests').where('teacher_id', me.id).pluck('id')) as number[];
  t.ok(applications.length >= 5, 'applications of the demo teacher');

  const urls = [
    '/teacher-customer-interest-search',
    '/teacher-customer-interest-search?all=1',
    '/teacher-customer-interest-search?all=1&q=Garc%C3%ADa&sort=customer&direction=desc',
    '/teacher-interests',
    '/teacher-interests?sort=customer',
    ...applications.map((id) => `/teacher-interests/${id}`),
    ...leads.map((id) => `/teacher-interests/new?customerInterest=${id}`),
    '/customer-interests',
    '/customer-interests?q=Garc%C3%ADa&status=all',
    '/customer-interests/export.csv?status=all',
    ...leads.map((id) => `/customer-interests/${id}`),
    ...leads.map((id) => `/customer-interests/${id}/accept`),
    '/',
  ];
  for (const url of urls) {
    const res = await app.inject({ url, headers: teacher.headers });
    t.same(leak(res.body), [], `${url} (${res.statusCode})`);
  }

  const queries = [
    '{ openCustomerInterests { id studentFirstName subjects districtName teacherRemarks reasons slots { weekday start end } } }',
    '{ openCustomerInterests(all: true) { id studentFirstName subjects districtName teacherRemarks reasons open fits myApplicationId } }',
    ...leads.map(
      (id) =>
        `{ openCustomerInterest(id: ${id}) { id studentFirstName subjects districtName teacherRemarks reasons } }`,
    ),
    '{ myTeacherInterests { id remarks decision customerInterest { id studentFirstName subjects teacherRemarks } } }',
    ...applications.map(
      (id) => `{ myTeacherInterest(id: ${id}) { id remarks customerInterest { studentFirstName } } }`,
    ),
    '{ customerInterests(filter: { status: all, q: "García" }, page: { sort: "student", direction: desc }) { rows { id customer { name } customerPhone customerEmail student { name } } } }',
    '{ customerInterestCounts(filter: { q: "a" }) { status count } }',
    ...leads.map(
      (id) => `{ customerInterest(id: ${id}) { customer { name } customerPhone customerEmail student { name } } }`,
    ),
    '{ suggestions(source: "interestStudents", q: "a") { id name detail } }',
    '{ suggestions(source: "customers", q: "a") { id name detail } }',
  ];
  for (const query of queries) {
    const { body } = await gql(app, teacher, query);
    t.same(leak(JSON.stringify(body)), [], query.slice(0, 80));
  }
});
