import t from 'tap';
import { callerAs, gql, ROLES_AND_ANONYMOUS, setupApp } from '../../test/helpers/app';
import { todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { vouchersWorld } from './vouchers.testkit';

const expected = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: null, admin: null } as const;

t.test('vouchers over GraphQL', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const today = todayInMadrid();
  const input = `{ customerId: ${w.customer.id}, studentId: ${w.student.id}, courseId: ${w.course}, subjectId: ${w.subject}, hours: 10 }`;

  t.test('create, price, pay, renew, settle: the same rules and messages as the pages', async (t) => {
    const price = await gql(
      app,
      callers.advisor,
      `{ voucherPrice(courseId: ${w.course}) { name hourlyPriceCents } none: voucherPrice(courseId: ${w.other}) { name } }`,
    );
    t.same(price.body.data, { voucherPrice: { name: '2º ESO', hourlyPriceCents: 2000 }, none: null });
    // A course that is not there is not found, not «no price»: null is for a course without one.
    for (const courseId of [2147483647, 0, -1]) {
      const missing = await gql(app, callers.advisor, `{ voucherPrice(courseId: ${courseId}) { name } }`);
      t.equal(missing.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', `course ${courseId}`);
      t.equal(missing.body.errors?.[0]?.message, 'Ese curso no existe');
    }
    const created = await gql(
      app,
      callers.advisor,
      `mutation { createVoucher(input: ${input}) { id status paymentStatus amountCents hours customer { name } student { name } subject { name } course { name } } }`,
    );
    const voucher = created.body.data?.createVoucher as { id: number };
    t.match(voucher, {
      status: 'inactive',
      paymentStatus: 'pendingPayment',
      amountCents: 20000,
      customer: { name: 'Lucía Gómez Ruiz' },
      student: { name: 'Pablo Gómez Ruiz' },
      subject: { name: 'Matemáticas' },
      course: { name: '2º ESO' },
    });
    const noPrice = await gql(
      app,
      callers.advisor,
      `mutation { createVoucher(input: { customerId: ${w.customer.id}, studentId: ${w.student.id}, courseId: ${w.other}, subjectId: ${w.subject}, hours: 10 }) { id } }`,
    );
    t.equal(noPrice.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.match(noPrice.body.errors?.[0].extensions?.fields?.courseId, /No hay precio para este curso/);

    const over = await gql(
      app,
      callers.advisor,
      `mutation { payVoucher(id: ${voucher.id}, input: { amountCents: 20001, method: wire }) { voucher { id } } }`,
    );
    t.equal(over.body.errors?.[0].extensions?.code, 'VOUCHERS_OVERPAYMENT');
    // The message sits on the argument the client sent (amountCents), not on the form's «amount».
    t.match(over.body.errors?.[0].extensions?.fields, { amountCents: /^El pago supera lo pendiente \(200,00\s€\)$/ });
    t.notOk('amount' in (over.body.errors?.[0].extensions?.fields ?? {}));
    const zero = await gql(
      app,
      callers.advisor,
      `mutation { payVoucher(id: ${voucher.id}, input: { amountCents: 0, method: wire }) { voucher { id } } }`,
    );
    t.same(zero.body.errors?.[0].extensions?.fields, { amountCents: 'El campo debe ser un número entero positivo' });
    const paid = await gql(
      app,
      callers.advisor,
      `mutation { payVoucher(id: ${voucher.id}, input: { amountCents: 20000, method: wire, reference: "TRF-1" }) { voucher { status paymentStatus dueCents payments { amountText methodLabel receiptUrl } } payment { id } } }`,
    );
    t.match(paid.body.data?.payVoucher, {
      voucher: {
        status: 'active',
        paymentStatus: 'paid',
        dueCents: 0,
        payments: [{ amountText: /^200,00\s€$/, methodLabel: 'Transferencia' }],
      },
    });

    const renewed = await gql(
      app,
      callers.advisor,
      `mutation { renewVoucher(id: ${voucher.id}) { id renewedFromId status chain { id } } }`,
    );
    const next = renewed.body.data?.renewVoucher as { id: number };
    t.match(next, { renewedFromId: voucher.id, status: 'inactive', chain: [{ id: voucher.id }, { id: next.id }] });
    const twice = await gql(app, callers.advisor, `mutation { renewVoucher(id: ${voucher.id}) { id } }`);
    t.equal(twice.body.errors?.[0].extensions?.code, 'VOUCHERS_ALREADY_RENEWED');

    const refused = await gql(app, callers.admin, `mutation { settleVouchers(ids: [${voucher.id}]) { id } }`);
    t.equal(refused.body.errors?.[0].extensions?.code, 'VOUCHERS_NOT_SETTLEABLE');
    const expired = await w.voucher({ endDate: addDays(today, -1) });
    const listed = await gql(
      app,
      callers.admin,
      '{ vouchers(filter: { list: settlements }) { total rows { id status } } }',
    );
    t.same(listed.body.data?.vouchers, { total: 1, rows: [{ id: expired, status: 'expired' }] });
    const settled = await gql(
      app,
      callers.admin,
      `mutation { settleVouchers(ids: [${expired}], remarks: "Fin") { id status settledMinutesForfeited settlementRemarks } }`,
    );
    t.same(settled.body.data?.settleVouchers, [
      { id: expired, status: 'settled', settledMinutesForfeited: 600, settlementRemarks: 'Fin' },
    ]);
    const email = await gql(app, callers.advisor, `mutation { sendVoucherEmail(id: ${voucher.id}) { to status } }`);
    t.same(email.body.data?.sendVoucherEmail, { to: 'lucia@correo.test', status: 'stored' });
    const filtered = await gql(
      app,
      callers.advisor,
      `{ vouchers(filter: { status: expired }) { total } all: vouchers(filter: { q: "pablo", customerId: ${w.customer.id} }, page: { pageSize: 10 }) { total pageSize } }`,
    );
    t.same(filtered.body.data, { vouchers: { total: 0 }, all: { total: 3, pageSize: 10 } });
  });

  t.test('a malformed day in the filter of vouchers or classes is refused, not read as no filter', async (t) => {
    for (const list of ['vouchers', 'classes']) {
      const bad = await gql(app, callers.advisor, `{ ${list}(filter: { from: "2026-02-30", to: "ayer" }) { total } }`);
      t.match(
        bad.body.errors?.[0],
        {
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              'filter.from': 'La fecha no es válida (dd/mm/aaaa)',
              'filter.to': 'La fecha no es válida (dd/mm/aaaa)',
            },
          },
        },
        list,
      );
      const fine = await gql(
        app,
        callers.advisor,
        `{ ${list}(filter: { from: "01/01/2026", to: "2026-12-31" }) { total } }`,
      );
      t.notOk(fine.body.errors, `${list}: days in either order are read`);
      const teacher = await gql(app, callers.teacher, `{ ${list}(filter: { from: "x" }) { total } }`);
      t.equal(teacher.body.errors?.[0].extensions?.code, 'FORBIDDEN', `${list}: a teacher is refused first`);
    }
  });

  t.test('an id filter that can be no row (0, -1) is refused, not read as no filter', async (t) => {
    for (const [list, filter] of [
      ['vouchers', 'customerId: -1'],
      ['classes', 'studentId: 0'],
      ['students', 'customerId: 0'],
      ['provinces', 'parentId: -5'],
      ['customerInterests', 'districtId: 0'],
    ]) {
      const res = await gql(app, callers.admin, `{ ${list}(filter: { ${filter} }) { total } }`);
      const field = `filter.${filter.split(':')[0]}`;
      t.match(
        res.body.errors?.[0],
        { extensions: { code: 'BAD_USER_INPUT', fields: { [field]: 'Elige una de las opciones de la lista' } } },
        `${list}(${filter})`,
      );
    }
    const none = await gql(app, callers.admin, '{ vouchers(filter: { customerId: 2147483647 }) { total } }');
    t.same(none.body.data, { vouchers: { total: 0 } }, 'an id with no row: an empty list, as before');
    const withoutTeacher = await gql(app, callers.admin, '{ classes(filter: { teacherId: 0 }) { total } }');
    t.notOk(withoutTeacher.body.errors, 'teacherId 0 still means the classes without a teacher');
  });

  t.test('a page asked for without a direction keeps the list order of the first page', async (t) => {
    for (const id of [1, 2, 3]) await w.voucher({ hours: id });
    // The schema's default direction (asc) turned a list read newest first around from its second page on.
    const ids = async (args: string) =>
      (
        (await gql(app, callers.admin, `{ vouchers${args} { rows { id } } }`)).body.data?.vouchers as {
          rows: { id: number }[];
        }
      ).rows.map((r) => r.id);
    const plain = await ids('');
    t.ok(plain.length >= 3);
    t.same(
      plain,
      [...plain].sort((a, b) => b - a),
      'newest first',
    );
    t.same(await ids('(page: { page: 1 })'), plain, 'page 1 asked for: the same order');
    t.same(await ids('(page: { pageSize: 100 })'), plain, 'a page size: the same order');
    t.same(await ids('(page: { direction: asc })'), [...plain].reverse(), 'turned only when asked');
    const invoices = await gql(
      app,
      callers.admin,
      '{ a: invoices { rows { id } } b: invoices(page: { page: 1 }) { rows { id } } }',
    );
    t.same(invoices.body.data?.a, invoices.body.data?.b, 'invoices too');
  });

  // Every operation, for each kind of caller: vouchers are for staff only.
  const operations: [string, (id: number) => string][] = [
    ['vouchers', () => '{ vouchers { total } }'],
    ['vouchers (a working list)', () => '{ vouchers(filter: { list: nonRenewed }) { total } }'],
    ['voucher', (id) => `{ voucher(id: ${id}) { id payments { id } classes { id } movements { id } } }`],
    ['voucherPrice', () => `{ voucherPrice(courseId: ${w.course}) { name } }`],
    ['createVoucher', () => `mutation { createVoucher(input: ${input}) { id } }`],
    ['updateVoucher', (id) => `mutation { updateVoucher(id: ${id}, input: { remarks: "Nota" }) { id } }`],
    ['activateVoucher', (id) => `mutation { activateVoucher(id: ${id}) { id } }`],
    [
      'payVoucher',
      (id) => `mutation { payVoucher(id: ${id}, input: { amountCents: 100, method: wire }) { payment { id } } }`,
    ],
    ['renewVoucher', (id) => `mutation { renewVoucher(id: ${id}) { id } }`],
    ['settleVouchers', (id) => `mutation { settleVouchers(ids: [${id}]) { id } }`],
    ['sendVoucherEmail', (id) => `mutation { sendVoucherEmail(id: ${id}) { to } }`],
    ['deleteVoucher', (id) => `mutation { deleteVoucher(id: ${id}) }`],
  ];
  for (const [name, query] of operations) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        // A fresh voucher each time, in the state the operation accepts.
        const id = await w.voucher(
          name === 'activateVoucher' || name === 'payVoucher' || name === 'deleteVoucher'
            ? { status: 'inactive', paymentStatus: 'pendingPayment' }
            : name === 'settleVouchers'
              ? { endDate: addDays(todayInMadrid(), -1) }
              : {},
        );
        const { body } = await gql(app, callers[role], query(id));
        if (expected[role]) {
          t.equal(body.errors?.[0].extensions?.code, expected[role]);
          // A nullable field (voucherPrice) answers null inside data; the others null the whole data.
          t.notOk(body.data?.[Object.keys(body.data ?? {})[0]]);
        } else t.notOk(body.errors, JSON.stringify(body.errors));
      });
    }
  }
});
