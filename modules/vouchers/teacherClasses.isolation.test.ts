import t from 'tap';
import { callerAs, gql, postForm, setupApp } from '../../test/helpers/app';
import { classTime, createVoucher } from '../../test/factories/vouchers';
import type { Actor } from '../../src/lib/policy';

/**
 * A teacher reaches only their own classes, students and vouchers, whichever way they ask
 * (ids in URLs and GraphQL arguments, list filters, claims), and never amounts or a
 * customer's data; bad input gets a Spanish message and a stable code, never INTERNAL.
 */
t.test('teacher isolation and bad input', async (t) => {
  const app = await setupApp(t);
  const [me, other, advisor] = await Promise.all([
    callerAs(app, 'teacher'),
    callerAs(app, 'teacher'),
    callerAs(app, 'advisor'),
  ]);
  const actorOf = async (c: typeof me) => (await app.services.auth.resolve(c.cookie.split('=')[1])) as Actor;
  const [meActor, otherActor, staff] = await Promise.all([actorOf(me), actorOf(other), actorOf(advisor)]);
  for (const a of [meActor, otherActor])
    await app.db('teachers').insert({ id: a.id, nif: `0000000${a.id}`.slice(-8) + 'T', startDate: '2025-09-01' });
  const mine = await createVoucher(app, { hours: 10, teacherId: meActor.id });
  const theirs = await createVoucher(app, { hours: 10, teacherId: otherActor.id });
  const theirClaim = await app.services.teacherClasses.claim(otherActor, {
    voucherId: theirs.id,
    date: classTime(-1),
    duration: 60,
    remarks: 'Clase ajena',
  });
  const theirAssigned = await app.services.classes.create(staff, {
    voucherId: theirs.id,
    teacherId: otherActor.id,
    date: classTime(-2),
    duration: 60,
  });
  const myClaim = await app.services.teacherClasses.claim(meActor, {
    voucherId: mine.id,
    date: classTime(-1),
    duration: 60,
  });
  const [customer] = await app
    .db('customers as cu')
    .join('students as s', 's.customer_id', 'cu.id')
    .where('s.id', theirs.studentId)
    .select('cu.first_name', 'cu.email');
  const get = (url: string) => app.inject({ method: 'GET', url, headers: me.headers });

  t.test('pages: another teacher’s class by id is not found, and their data never shows', async (t) => {
    t.equal((await get(`/claim-class/${theirClaim.id}`)).statusCode, 404);
    const post = await postForm(app, me, '/claim-class', `/claim-class/${theirClaim.id}`, {
      date: classTime(-3),
      duration: '30',
    });
    t.equal(post.statusCode, 404, 'their claim cannot be changed');
    const given = await postForm(app, me, '/teacher-classes', `/teacher-classes/${theirAssigned.id}/given`, {});
    t.equal(given.statusCode, 404, 'their class cannot be marked given');
    t.equal((await app.db('classes').where('id', theirAssigned.id).first('status')).status, 'assigned');
    const claim = await postForm(app, me, '/claim-class', '/claim-class', {
      voucherId: String(theirs.id),
      date: classTime(-2),
      duration: '60',
    });
    t.equal(claim.statusCode, 422);
    t.match(claim.body, 'Ese bono no es de tus alumnos');
    for (const url of [
      `/teacher-classes?voucher=${theirs.id}`,
      `/teacher-classes?student=${theirs.studentId}`,
      '/teacher-classes',
      '/teacher-students',
      '/teacher-vouchers',
      `/claim-class?voucher=${theirs.id}`,
    ]) {
      const res = await get(url);
      t.equal(res.statusCode, 200, url);
      t.notMatch(res.body, 'Clase ajena', `${url}: not their class`);
      t.notMatch(res.body, `Estudiante${theirs.studentId}`, `${url}: not their student`);
      t.notMatch(res.body, customer.firstName, `${url}: no customer name`);
      t.notMatch(res.body, customer.email ?? '@@', `${url}: no customer email`);
      t.notMatch(res.body, '€', `${url}: no amounts`);
    }
  });

  t.test('GraphQL: ids, filters and claims of another teacher', async (t) => {
    const notFound = [
      `{ myClass(id: ${theirClaim.id}) { id } }`,
      `mutation { markClassGiven(id: ${theirAssigned.id}) { id } }`,
      `mutation { updateClaimedClass(id: ${theirClaim.id}, input: { date: "${classTime(-3)}", duration: 30 }) { id } }`,
      `mutation { withdrawClaimedClass(id: ${theirClaim.id}) { id } }`,
    ];
    for (const q of notFound) t.equal((await gql(app, me, q)).body.errors?.[0]?.extensions?.code, 'NOT_FOUND', q);
    const filtered = await gql(
      app,
      me,
      `{ byVoucher: myClasses(filter: { voucherId: ${theirs.id} }) { total } byStudent: myClasses(filter: { studentId: ${theirs.studentId} }) { total } all: myClasses { total rows { id } } }`,
    );
    t.same(filtered.body.data, {
      byVoucher: { total: 0 },
      byStudent: { total: 0 },
      all: { total: 1, rows: [{ id: myClaim.id }] },
    });
    // The search looks in what the teacher is shown (the student, the remarks), never in the family's name.
    const family = (await app.db('customers').where({ id: mine.customerId }).first('first_name')).firstName as string;
    const student = (await app.db('students').where({ id: mine.studentId }).first('first_name')).firstName as string;
    const searched = await gql(
      app,
      me,
      `{ byFamily: myClasses(filter: { q: "${family}" }) { total } byStudent: myClasses(filter: { q: "${student}" }) { total } }`,
    );
    t.same(searched.body.data, { byFamily: { total: 0 }, byStudent: { total: 1 } }, 'search by the family: nothing');
    const page = await app.inject({ method: 'GET', url: `/teacher-classes?q=${family}`, headers: me.headers });
    t.match(page.body, 'No hay datos', 'the page alike');
    const lists = await gql(app, me, '{ myVouchers { id } myStudents { id } }');
    t.same(lists.body.data, { myVouchers: [{ id: mine.id }], myStudents: [{ id: mine.studentId }] });
    const byStudent = await gql(
      app,
      me,
      `mutation { claimClass(input: { studentId: ${theirs.studentId}, date: "${classTime(-2)}", duration: 60 }) { id } }`,
    );
    t.same(byStudent.body.errors?.[0]?.extensions?.fields, { studentId: 'Ese alumno no es de los tuyos' });
    // Staff-only fields that would show amounts or customers: refused, however they are reached.
    for (const q of [
      `{ voucher(id: ${mine.id}) { amountCents } }`,
      `{ class(id: ${myClaim.id}) { customerName } }`,
      '{ classVoucherSuggestions(q: "Estudiante") { id } }',
      `{ classLinkVouchers(classId: ${myClaim.id}, customerId: ${mine.customerId}) { id } }`,
      '{ vouchers { rows { amountCents } } }',
      `{ priceFor(courseId: 1) { customerPriceCents } }`,
    ]) {
      t.equal((await gql(app, me, q)).body.errors?.[0]?.extensions?.code, 'FORBIDDEN', q);
    }
    // The teacher's own types have no amount or customer field at all.
    for (const q of [
      '{ myVouchers { amountCents } }',
      '{ myClasses { rows { customerName } } }',
      '{ myStudents { customerId } }',
    ]) {
      t.equal((await gql(app, me, q)).body.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED', q);
    }
    t.equal(
      (await app.db('classes').where({ teacherId: meActor.id })).length,
      1,
      'nothing was written for the teacher',
    );
  });

  t.test('bad input: a Spanish message and a stable code, never INTERNAL', async (t) => {
    const cases: [string, string, string | RegExp][] = [
      [`{ voucherPrice(courseId: 1, date: "2026-02-30") { name } }`, 'BAD_USER_INPUT', 'Revisa los campos marcados'],
      [`{ priceFor(courseId: 1, date: "2026-13-01") { name } }`, 'BAD_USER_INPUT', 'Revisa los campos marcados'],
      [`{ voucher(id: -1) { id } }`, 'NOT_FOUND', 'No existe ese bono'],
      [`{ class(id: 0) { id } }`, 'NOT_FOUND', 'La clase no existe'],
      [`{ voucher(id: 99999999999) { id } }`, 'GRAPHQL_VALIDATION_FAILED', /^La consulta GraphQL no es válida/],
      [
        `mutation { createClass(input: { voucherId: ${mine.id}, date: "2026-02-30T10:00", duration: -60 }) { id } }`,
        'BAD_USER_INPUT',
        'Revisa los campos marcados',
      ],
      [
        `mutation { createClass(input: { voucherId: ${mine.id}, date: "${classTime(3)}", duration: 100000, remarks: "${'x'.repeat(10000)}" }) { id } }`,
        'BAD_USER_INPUT',
        'Revisa los campos marcados',
      ],
      [
        `mutation { payVoucher(id: ${mine.id}, input: { amountCents: -100, method: wire, date: "2026-02-30" }) { payment { id } } }`,
        'BAD_USER_INPUT',
        'Revisa los campos marcados',
      ],
      [
        `mutation { createVoucher(input: { customerId: ${mine.customerId}, studentId: ${mine.studentId}, courseId: 1, subjectId: 1, hours: 2000000000 }) { id } }`,
        'BAD_USER_INPUT',
        'Revisa los campos marcados',
      ],
    ];
    for (const [q, code, message] of cases) {
      const error = (await gql(app, advisor, q)).body.errors?.[0];
      t.equal(error?.extensions?.code, code, q.slice(0, 80));
      t.match(error?.message, message, q.slice(0, 80));
    }
    for (const q of [
      `{ vouchers(filter: { from: "2026-02-30", to: "x" }) { total } }`,
      `{ classes(filter: { from: "2026-13-01" }) { total } }`,
    ]) {
      // Refused as invoices' and payrolls' lists refuse it: ignored, the whole list read as the filtered one.
      t.equal(
        (await gql(app, advisor, q)).body.errors?.[0]?.extensions?.code,
        'BAD_USER_INPUT',
        `${q}: an impossible day in a filter is refused`,
      );
    }
    t.same(
      (await gql(app, advisor, '{ classVoucherSuggestions(q: "#99999999999") { id } }')).body.data,
      { classVoucherSuggestions: [] },
      'a number beyond any id finds nothing',
    );
    const pages: [string, number][] = [
      ['/vouchers/99999999999999999999', 404],
      ['/classes/3000000000', 404],
      ['/vouchers?from=2026-02-30', 200],
      ['/classes?from=2026-13-01&to=x', 200],
    ];
    for (const [url, status] of pages)
      t.equal((await app.inject({ method: 'GET', url, headers: advisor.headers })).statusCode, status, url);
    const newVoucher = await postForm(app, advisor, '/', '/vouchers/new', {
      customerId: String(mine.customerId),
      studentId: 'x',
      courseId: '1.5',
      hours: '1e400',
      startDate: '2026-02-30',
    });
    t.equal(newVoucher.statusCode, 422, 'a form with nonsense ids comes back with its errors');
    const empty = await postForm(app, advisor, '/', '/vouchers/new', {});
    t.equal(empty.statusCode, 422, 'without a customer: choose one');
    t.match(empty.body, 'Debes rellenar este campo');
    for (const voucher of [{ voucherId: '99999999999' }, { voucherName: '#99999999999' }] as Record<string, string>[]) {
      const badClass = await postForm(app, advisor, '/', '/classes/new', {
        ...voucher,
        date: '2026-02-30T10:00',
        duration: '99999999999999999',
      });
      t.equal(badClass.statusCode, 422, JSON.stringify(voucher));
      t.match(badClass.body, 'Una clase no puede durar más de 600 minutos');
    }
  });
});
