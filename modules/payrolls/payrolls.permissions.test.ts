import t from 'tap';
import type { RouteOptions } from 'fastify';
import { callerAs, gql, PASSWORD, postForm, setupApp, type Caller } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';
import type { Actor } from '../../src/lib/policy';
import { actorOf, pricedCourse, teacherWithClasses } from './payrolls.testkit';
import { fillIssuer } from '../../test/helpers/invoices';
import { formatDeduction, formatMoney } from '../../src/lib/format';
// The library itself (its index runs a debug self-test when imported as a module).
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/**
 * The permission table of payrolls, written out: every page and GraphQL operation, and what
 * each caller gets. 'own' is a teacher's own payroll; 'other' another teacher's.
 */
type Who = 'anonymous' | 'teacher' | 'advisor' | 'admin';
const WHO: Who[] = ['anonymous', 'teacher', 'advisor', 'admin'];

// [method, url, expected status for anonymous, teacher, advisor, admin]
type Page = [string, string, [number, number, number, number]];

t.test('payrolls: every page and GraphQL operation for the four callers', async (t) => {
  const routes: RouteOptions[] = [];
  const app = await setupApp(t, {}, undefined, { onRoute: (route) => routes.push(route) });
  await pricedCourse(app);
  const admin = actorOf(await (await import('../../test/helpers/app')).createUser(app, 'admin'));
  const me = await teacherWithClasses(app, [{ when: '2026-10-05T17:00' }, { when: '2026-09-05T17:00' }]);
  const other = await teacherWithClasses(app, [{ when: '2026-10-06T17:00' }, { when: '2026-09-06T17:00' }]);
  await app.services.payrolls.generate(admin, '2026-10');
  await app.services.payrolls.generate(admin, '2026-09');
  const idOf = async (teacherId: number, month: string) =>
    (
      await app
        .db('teacher_payrolls')
        .where({ teacherId, period: `${month}-01` })
        .first('id')
    ).id as number;
  const own = await idOf(me.teacher.id, '2026-10');
  const others = await idOf(other.teacher.id, '2026-10');
  const othersSept = await idOf(other.teacher.id, '2026-09');

  const { token } = await app.services.auth.login(me.teacher.email, PASSWORD, { ip: '10.9.9.9' });
  const callers: Record<Who, Caller> = {
    anonymous: await callerAs(app, 'anonymous'),
    teacher: { role: 'teacher', cookie: `apollo-token=${token}`, headers: { cookie: `apollo-token=${token}` } },
    advisor: await callerAs(app, 'advisor'),
    admin: await callerAs(app, 'admin'),
  };

  const pages: Page[] = [
    ['GET', '/teacher-payrolls', [302, 200, 403, 200]],
    ['GET', '/teacher-payrolls/generate', [302, 403, 403, 200]],
    ['GET', '/teacher-payrolls/generate/preview?month=2026-10', [302, 403, 403, 200]],
    ['POST', '/teacher-payrolls/generate', [302, 403, 403, 303]],
    ['GET', `/teacher-payrolls/${own}`, [302, 200, 403, 200]],
    ['GET', `/teacher-payrolls/${others}`, [302, 404, 403, 200]],
    ['GET', `/teacher-payrolls/${own}/pdf`, [302, 200, 403, 200]],
    ['GET', `/teacher-payrolls/${others}/pdf`, [302, 404, 403, 200]],
    ['GET', '/teacher-payrolls/999999', [302, 404, 403, 404]],
    ['POST', `/teacher-payrolls/${others}/pay`, [302, 403, 403, 303]],
    ['POST', `/teacher-payrolls/${othersSept}/discard`, [302, 403, 403, 303]],
    ['GET', `/teachers/${other.teacher.id}/irpf`, [302, 403, 403, 200]],
    // The withholding summary (forms 111 and 190): see history.test.ts for the accountant.
    ['GET', '/teacher-payrolls/withholdings', [302, 403, 403, 200]],
    ['GET', '/teacher-payrolls/withholdings.csv?year=2026&form=190', [302, 403, 403, 200]],
    ['POST', `/teachers/${other.teacher.id}/irpf`, [302, 403, 403, 303]],
  ];
  const body: Record<string, Record<string, string>> = {
    generate: { month: '2026-10' },
    pay: { date: '2026-11-02' },
    discard: { reason: 'Prueba' },
    irpf: { rate: '15' },
  };

  t.test("the payslip names the academy as its invoices' issuer, once it is filled in", async (t) => {
    const text = async () =>
      (
        await pdfParse(
          (await app.inject({ method: 'GET', url: `/teacher-payrolls/${own}/pdf`, headers: callers.admin.headers }))
            .rawPayload,
        )
      ).text;
    const before = await text();
    t.match(
      before,
      /Pagador\nAcademia\nProfesor\n/,
      'before: the academy by its name (ACADEMY_NAME), no NIF or address nobody gave',
    );
    t.notMatch(before, /B12345674|Apolo|Alcalá 123/, 'never a made-up company');
    await fillIssuer(app, { legalName: 'Academia del Retiro, S.L.', address: 'Calle de O’Donnell, 7' });
    const filled = await text();
    t.match(filled, 'Academia del Retiro, S.L.');
    t.match(filled, 'B86541232');
    t.match(filled, /Calle de O’Donnell, 7, 28013 Madrid/);
  });

  t.test('the withholding is negative the one way of every amount, on the page and in the PDF', async (t) => {
    const { irpfCents } = await app.db('teacher_payrolls').where('id', own).first('irpfCents');
    const shown = `-${formatMoney(irpfCents)}`;
    t.match(shown, /^-\d+,\d\d\u00A0€$/, 'a hyphen-minus against the number');
    const page = await app.inject({ method: 'GET', url: `/teacher-payrolls/${own}`, headers: callers.admin.headers });
    t.match(page.body, shown);
    const pdf = await app.inject({
      method: 'GET',
      url: `/teacher-payrolls/${own}/pdf`,
      headers: callers.admin.headers,
    });
    t.match((await pdfParse(pdf.rawPayload)).text, shown);
    t.notMatch(page.body + (await pdfParse(pdf.rawPayload)).text, '\u2212', 'no other minus sign');
  });

  t.test('pages', async (t) => {
    for (const [method, url, expected] of pages) {
      for (const [i, who] of WHO.entries()) {
        const caller = callers[who];
        const res =
          method === 'GET'
            ? await app.inject({ method: 'GET', url, headers: caller.headers })
            : who === 'admin'
              ? await postForm(app, caller, '/teacher-payrolls', url, body[url.split('/').pop()!] ?? {})
              : await app.inject({
                  method: 'POST',
                  url,
                  headers: { ...caller.headers, 'content-type': 'application/x-www-form-urlencoded' },
                  payload: '',
                });
        t.equal(res.statusCode, expected[i], `${method} ${url} as ${who}`);
        if (who === 'teacher' && res.statusCode === 404)
          t.notMatch(
            res.body,
            new RegExp(`${(other.teacher as { firstName?: string }).firstName} |€`),
            'tells nothing about the other payroll',
          );
      }
    }
  });

  t.test('every payrolls route is in the table', async (t) => {
    const mine = routes.filter((r) => /^\/(teacher-payrolls|teachers\/:id\/irpf)/.test(r.url) && r.method !== 'HEAD');
    for (const r of mine) {
      const pattern = r.url.replace(':id', '[0-9]+');
      t.ok(
        pages.some(([m, u]) => m === r.method && new RegExp(`^${pattern}(\\?|$)`).test(u)),
        `${r.method} ${r.url} is tested`,
      );
    }
  });

  t.test('a teacher sees only their own, whatever the query', async (t) => {
    const list = await app.inject({ url: '/teacher-payrolls', headers: callers.teacher.headers });
    t.match(list.body, `/teacher-payrolls/${own}`);
    t.notMatch(list.body, new RegExp(`/teacher-payrolls/${others}\\b`));
    const filtered = await app.inject({
      url: `/teacher-payrolls?teacher=${other.teacher.id}`,
      headers: callers.teacher.headers,
    });
    t.notMatch(
      filtered.body,
      new RegExp(`/teacher-payrolls/${others}\\b`),
      'the teacher filter is ignored for a teacher',
    );
    const res = await gql(
      app,
      callers.teacher,
      `{ teacherPayrolls(filter: { teacherId: ${other.teacher.id} }) { total rows { id teacherId } } }`,
    );
    const data = res.body.data!.teacherPayrolls as { total: number; rows: { teacherId: number }[] };
    t.ok(data.rows.every((r) => r.teacherId === me.teacher.id));
    t.equal(data.total, 2);
    const one = await gql(app, callers.teacher, `{ teacherPayroll(id: ${others}) { id netCents } }`);
    t.equal(one.body.errors?.[0].extensions?.code, 'NOT_FOUND');
    t.equal(one.body.errors?.[0].message, 'La nómina no existe');
  });

  t.test('GraphQL', async (t) => {
    // [operation, expected code for anonymous, teacher, advisor, admin; 'ok' = data]
    const ops: [string, [string, string, string, string]][] = [
      ['{ teacherPayrolls { total totals { netCents } } }', ['UNAUTHENTICATED', 'ok', 'FORBIDDEN', 'ok']],
      [
        `{ teacherPayroll(id: ${own}) { id lines { classId } teacher { ibanMasked } pdfUrl } }`,
        ['UNAUTHENTICATED', 'ok', 'FORBIDDEN', 'ok'],
      ],
      [`{ teacherPayroll(id: ${others}) { id } }`, ['UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'ok']],
      [
        '{ teacherPayrollPreview(month: "2026-10") { payrolls { teacherId } skipped { reason } } }',
        ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
      ],
      [
        'mutation { generateTeacherPayrolls(month: "2026-10", dryRun: true) { created summary } }',
        ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
      ],
      [`{ teacherIrpf(teacherId: ${other.teacher.id}) { rate } }`, ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok']],
      [
        `mutation { setTeacherIrpf(teacherId: ${other.teacher.id}, rate: 7, communicationDate: "2026-01-10") { rate communicationDate } }`,
        ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
      ],
      [
        `mutation { payTeacherPayroll(id: ${own}, date: "2026-11-03") { status paidDate } }`,
        ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
      ],
    ];
    for (const [query, expected] of ops) {
      for (const [i, who] of WHO.entries()) {
        const res = await gql(app, who === 'anonymous' ? null : callers[who], query);
        const got = res.body.errors?.length ? res.body.errors[0].extensions?.code : 'ok';
        t.equal(got, expected[i], `${query.slice(0, 50)} as ${who}`);
      }
    }
    const discard = await gql(app, callers.admin, `mutation { discardTeacherPayroll(id: ${own}, reason: "x") { id } }`);
    t.equal(discard.body.errors?.[0].extensions?.code, 'PAYROLLS_NOT_PENDING', 'a paid payroll is final');
    t.equal(discard.body.errors?.[0].message, 'La nómina ya está pagada: no se puede cambiar');
  });
});

t.test('the IRPF link on a teacher page only for payroll readers', async (t) => {
  const app = await setupApp(t);
  const teacher = await createTeacher(app);
  const admin = await callerAs(app, 'admin');
  const advisor = await callerAs(app, 'advisor');
  t.match(
    (await app.inject({ url: `/teachers/${teacher.id}`, headers: admin.headers })).body,
    `/teachers/${teacher.id}/irpf`,
  );
  t.notMatch((await app.inject({ url: `/teachers/${teacher.id}`, headers: advisor.headers })).body, '/irpf');
  const bad = await postForm(app, admin, `/teachers/${teacher.id}/irpf`, `/teachers/${teacher.id}/irpf`, {
    rate: '7',
    communicationDate: '',
  });
  t.equal(bad.statusCode, 422);
  t.match(bad.body, 'Para el 7\u00A0% indica la fecha de la comunicación por escrito del profesor');
  void (null as unknown as Actor);
});

t.test("a payroll's teacher is a link only for who may open the teacher's page", async (t) => {
  const app = await setupApp(t);
  await pricedCourse(app);
  const admin = actorOf(await (await import('../../test/helpers/app')).createUser(app, 'admin'));
  const { teacher } = await teacherWithClasses(app, [{ when: '2026-10-05T17:00' }]);
  await app.services.payrolls.generate(admin, '2026-10');
  const { id } = await app.db('teacher_payrolls').where({ teacherId: teacher.id }).first('id');
  const link = `href="/teachers/${teacher.id}"`;
  const page = async (who: 'admin' | 'accountant') =>
    (await app.inject({ url: `/teacher-payrolls/${id}`, headers: (await callerAs(app, who)).headers })).body;
  const forAdmin = await page('admin');
  t.match(forAdmin, link, "the admin opens the teacher's page from the payroll");
  t.match(forAdmin, '<dd>1 clase · 1 h</dd>', 'the count of classes says what it counts');
  // IRPF is a deduction on every page, as on the PDF: the payroll, the list and its totals.
  const { irpfCents } = await app.db('teacher_payrolls').where({ id }).first('irpfCents');
  t.ok(irpfCents > 0);
  const withheld = formatDeduction(irpfCents);
  t.match(withheld, /^-/);
  t.match(forAdmin, `<dd>${withheld}</dd>`);
  const list = (await app.inject({ url: '/teacher-payrolls', headers: (await callerAs(app, 'admin')).headers })).body;
  t.match(list, `<span class="nowrap">${withheld}</span>`, 'the list column');
  t.match(list, `<dd>${withheld}</dd>`, 'the totals');
  const accountant = await page('accountant');
  const { lastName } = await app.db('users').where({ id: teacher.id }).first('lastName');
  t.match(accountant, new RegExp(`<dd>[^<]*${lastName}</dd>`), 'the accountant reads the name, as plain text');
  t.notMatch(accountant, link, 'but gets no link to a page that would refuse her (403)');
  t.match(forAdmin, 'ES91 2100 0418 4502 0005 1332', 'the admin, who pays it, reads the whole account');
  t.notMatch(accountant, /ES91|0418 4502/, "the accountant does not read the teacher's account");
  t.match(accountant, '•••• •••• •••• •••• •••• 1332', 'only its last four characters, as on the PDF');
  const own = await app.services.payrolls.get(actorOf(teacher), id);
  t.equal(own.teacher.iban, '•••• •••• •••• •••• •••• 1332', 'the service masks it for whoever does not pay it');
});

t.test(
  'the generation preview keeps «20,70 € (15 %)» on one line (no-break spaces before € and the rate)',
  async (t) => {
    const app = await setupApp(t);
    await pricedCourse(app);
    await teacherWithClasses(app, [{ when: '2026-10-05T17:00' }]);
    const admin = await callerAs(app, 'admin');
    const res = await app.inject({ url: '/teacher-payrolls/generate/preview?month=2026-10', headers: admin.headers });
    t.equal(res.statusCode, 200);
    t.match(res.body, /-\d+,\d\d\u00a0€\u00a0\(15\u00a0%\)/, 'the withholding as a deduction, as on the payroll');
    t.notMatch(res.body, '(15 %)');
    t.notMatch(res.body, '€ (15');
  },
);
