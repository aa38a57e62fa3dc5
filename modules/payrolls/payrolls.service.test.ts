import t from 'tap';
import { setupApp, createUser, callerAs, flashOf, gql, postForm } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { addMonths } from '../../src/lib/days';
import { filed111Of } from './withholdings';
import { actorOf, coursePrice, pricedCourse, teacherWithClasses, validatedClass } from './payrolls.testkit';
import { grossCents, irpfCents, maskIban, previousMonth } from './payrolls.math';
import { parseListQuery } from '../../src/lib/listQuery';
import { generationSummary, PAYROLL_LIST_SPEC } from './payrolls.service';

const onPostgres = !!process.env.DATABASE_URL;

t.test('arithmetic: rounding once per payroll, half up', async (t) => {
  t.equal(
    grossCents([
      { minutes: 45, payPerHourCents: 1333 },
      { minutes: 45, payPerHourCents: 1333 },
      { minutes: 45, payPerHourCents: 1333 },
    ]),
    2999,
    'not 3 × 1000',
  );
  t.equal(irpfCents(2250, 15), 338);
  t.equal(irpfCents(1250, 7), 88);
  t.equal(irpfCents(1000, 0), 0);
  t.equal(previousMonth('2026-01-01'), '2025-12');
  t.equal(previousMonth('2026-11-23'), '2026-10');
  t.equal(maskIban('ES9121000418450200051332'), '•••• •••• •••• •••• •••• 1332');
});

t.test('payrolls: generation, pay, discard, late classes, IRPF', async (t) => {
  const app = await setupApp(t);
  const { payrolls, payrollIrpf, classes } = app.services;
  const admin = actorOf(await createUser(app, 'admin'));
  const advisor = actorOf(await createUser(app, 'advisor'));
  await pricedCourse(app, 1500, '2026-01-01');
  // From 20 October the course has its own price: 18 €/h to the teacher.
  await coursePrice(app, 1800, '2026-10-20');

  // The table of cases: each teacher's classes of October 2026, their rate, and the expected cents.
  const cases = [
    {
      name: '90 minutes at 15 €/h, 15 %',
      classes: [{ when: '2026-10-05T17:00', duration: 90 }],
      rate: 15,
      gross: 2250,
      irpf: 338,
      net: 1912,
    },
    {
      name: '3 × 45 min at the same price, rounded once',
      classes: [
        { when: '2026-10-06T17:00', duration: 45 },
        { when: '2026-10-07T17:00', duration: 45 },
        { when: '2026-10-08T17:00', duration: 45 },
      ],
      rate: 15,
      gross: 3375,
      irpf: 506,
      net: 2869,
    },
    {
      name: 'two prices in the month (level, then the course’s own)',
      classes: [
        { when: '2026-10-10T10:00', duration: 60 },
        { when: '2026-10-20T10:00', duration: 60 },
      ],
      rate: 7,
      gross: 3300,
      irpf: 231,
      net: 3069,
    },
    {
      name: '50 minutes at 7 %',
      classes: [{ when: '2026-10-31T23:30', duration: 50 }],
      rate: 7,
      gross: 1500,
      irpf: 105,
      net: 1395,
    },
    {
      name: '25 minutes at 0 %',
      classes: [{ when: '2026-10-01T00:10', duration: 25 }],
      rate: 0,
      gross: 625,
      irpf: 0,
      net: 625,
    },
  ];
  const teachers: number[] = [];
  for (const c of cases) {
    const { teacher } = await teacherWithClasses(app, c.classes);
    teachers.push(teacher.id);
    if (c.rate === 7) await payrollIrpf.set(admin, teacher.id, { rate: 7, communicationDate: '2026-02-01' });
    if (c.rate === 0)
      await payrollIrpf.set(admin, teacher.id, { rate: 0, reason: 'Residente en otro país con certificado' });
  }
  // Outside the month: the last minute of September and the first of November in Madrid.
  await teacherWithClasses(app, [{ when: '2026-09-30T23:59' }, { when: '2026-11-01T00:00' }]);

  t.test('the preview writes nothing and says who gets nothing and why', async (t) => {
    const plan = await payrolls.preview(admin, '2026-10');
    t.equal(plan.payrolls.length, cases.length);
    t.equal(
      await app
        .db('teacher_payrolls')
        .count({ n: '*' })
        .first()
        .then((r) => Number(r!.n)),
      0,
    );
    t.ok(plan.skipped.some((s) => s.reason === 'No tiene clases validadas en este mes'));
  });

  t.test('a teacher who starts after the month is not listed as «no classes» in it', async (t) => {
    const { teacher } = await teacherWithClasses(app, [], { startDate: '2026-11-01' });
    const listed = async (month: string) =>
      (await payrolls.preview(admin, month)).skipped.some((s) => s.teacherId === teacher.id);
    t.notOk(await listed('2026-10'), 'started on the 1st of the next month: not in October');
    t.ok(await listed('2026-11'), 'in November, the month they started');
    await app.db('teachers').where({ id: teacher.id }).update({ startDate: '2026-10-31' });
    t.ok(await listed('2026-10'), 'started on the last day of October: in it');
  });

  t.test('generation: one payroll per teacher with the expected cents', async (t) => {
    const result = await payrolls.generate(admin, '2026-10');
    t.equal(result.created, cases.length);
    for (const [i, c] of cases.entries()) {
      const row = await app.db('teacher_payrolls').where({ teacherId: teachers[i], period: '2026-10-01' }).first();
      t.same(
        { gross: row.grossCents, irpf: row.irpfCents, net: row.netCents, rate: row.irpfRate, classes: row.classCount },
        { gross: c.gross, irpf: c.irpf, net: c.net, rate: c.rate, classes: c.classes.length },
        c.name,
      );
    }
  });

  t.test('running it again creates nothing and says so', async (t) => {
    const again = await payrolls.generate(admin, '2026-10');
    t.equal(again.created, 0);
    t.equal(again.updated, 0);
    t.match((await import('./payrolls.service')).generationSummary(again), /no se ha creado nada/);
    t.equal(
      await app
        .db('teacher_payrolls')
        .count({ n: '*' })
        .first()
        .then((r) => Number(r!.n)),
      cases.length,
    );
  });

  t.test('a class validated late joins the pending payroll; after payment it makes a new one', async (t) => {
    const teacherId = teachers[0];
    await validatedClass(app, teacherId, '2026-10-15T18:00', 30);
    const joined = await payrolls.generate(admin, '2026-10');
    t.same([joined.created, joined.updated], [0, 1]);
    const pending = await app.db('teacher_payrolls').where({ teacherId, status: 'teacherPendingPayment' }).first();
    t.same([pending.grossCents, pending.irpfCents, pending.netCents, pending.classCount], [3000, 450, 2550, 2]);
    const paid = await payrolls.pay(admin, pending.id, { date: '2026-11-05' });
    t.equal(paid.status, 'teacherPayed');
    t.same(
      (await app.db('classes').where({ teacherId }).select('teacher_payment_status')).map(
        (r) => r.teacherPaymentStatus,
      ),
      ['teacherPayed', 'teacherPayed'],
    );
    await t.rejects(payrolls.pay(admin, pending.id, { date: '2026-11-05' }), {
      code: 'PAYROLLS_NOT_PENDING',
      message: 'La nómina ya está pagada: no se puede cambiar',
    });
    await t.rejects(payrolls.discard(admin, pending.id, { reason: 'x' }), { code: 'PAYROLLS_NOT_PENDING' });
    await validatedClass(app, teacherId, '2026-10-29T18:00', 30);
    const fresh = await payrolls.generate(admin, '2026-10');
    t.same([fresh.created, fresh.updated], [1, 0]);
    const second = await app.db('teacher_payrolls').where({ teacherId, status: 'teacherPendingPayment' }).first();
    t.same(
      [second.grossCents, second.irpfCents, second.netCents],
      [900, 135, 765],
      'after the 20th: the course’s 18 €/h',
    );
  });

  t.test('a class in a paid payroll cannot be deleted; one in a pending payroll leaves it', async (t) => {
    const teacherId = teachers[0];
    const paidClass = await app
      .db('teacher_payroll_classes as pc')
      .join('teacher_payrolls as p', 'p.id', 'pc.payroll_id')
      .where({ 'p.teacherId': teacherId, 'p.status': 'teacherPayed' })
      .first('pc.class_id');
    await app.db('classes').where('id', paidClass.classId).update({ teacherPaymentStatus: 'teacherPendingPayment' }); // only the payroll says it is paid now
    await t.rejects(classes.remove(advisor, paidClass.classId), {
      code: 'CLASSES_PAID',
      message: /ya pagada: no se puede borrar ni cambiar/,
    });
    await app.db('classes').where('id', paidClass.classId).update({ teacherPaymentStatus: 'teacherPayed' });
    const twoClasses = await app.db('teacher_payrolls').where({ teacherId: teachers[2] }).first();
    const [one] = await app.db('teacher_payroll_classes').where({ payrollId: twoClasses.id }).orderBy('class_id');
    await classes.discardPayment(advisor, one.classId);
    const after = await app.db('teacher_payrolls').where('id', twoClasses.id).first();
    t.same(
      [after.classCount, after.grossCents, after.irpfCents, after.netCents],
      [1, 1800, 126, 1674],
      'only the 18 €/h class is left, at 7 %',
    );
  });

  t.test('discard returns the classes to the pool; the next run makes a new payroll', async (t) => {
    const teacherId = teachers[1];
    const payroll = await app.db('teacher_payrolls').where({ teacherId }).first();
    await t.rejects(payrolls.discard(admin, payroll.id, { reason: '  ' }), {
      code: 'BAD_USER_INPUT',
      fields: { reason: 'Debes rellenar este campo' },
    });
    await t.rejects(payrolls.discard(admin, payroll.id, { reason: 'x'.repeat(1001) }), {
      code: 'BAD_USER_INPUT',
      fields: { reason: 'El campo no puede tener más de 1000 caracteres' },
    });
    const discarded = await payrolls.discard(admin, payroll.id, { reason: 'Tarifa mal aplicada' });
    t.equal(discarded.status, 'discarded');
    const again = await payrolls.generate(admin, '2026-10');
    t.equal(again.created, 1);
    const fresh = await app.db('teacher_payrolls').where({ teacherId, status: 'teacherPendingPayment' }).first();
    t.not(fresh.id, payroll.id);
    t.same([fresh.grossCents, fresh.irpfCents, fresh.netCents, fresh.classCount], [3375, 506, 2869, 3]);
    const detail = await payrolls.get(admin, payroll.id);
    t.equal(detail.lines.length, 3, 'the discarded payroll still shows the classes it had');
  });

  t.test('pay: date rules; IRPF: evidence rules; bad months', async (t) => {
    const payroll = await app.db('teacher_payrolls').where({ teacherId: teachers[3] }).first();
    await t.rejects(payrolls.pay(admin, payroll.id, { date: '2099-01-01' }), {
      code: 'BAD_USER_INPUT',
      fields: { date: 'La fecha de pago no puede ser posterior a hoy' },
    });
    await t.rejects(payrolls.pay(admin, payroll.id, { date: '2026-09-30' }), {
      code: 'BAD_USER_INPUT',
      fields: { date: 'La fecha de pago no puede ser anterior al mes de la nómina' },
    });
    await t.rejects(payrolls.pay(admin, payroll.id, { date: 'ayer' }), {
      code: 'BAD_USER_INPUT',
      fields: { date: 'La fecha no es válida (dd/mm/aaaa)' },
    });
    await t.rejects(payrolls.pay(admin, payroll.id, { date: '2026-02-30' }), {
      code: 'BAD_USER_INPUT',
      fields: { date: 'La fecha no es válida (dd/mm/aaaa)' },
    });
    await t.rejects(payrolls.pay(admin, payroll.id, { date: ' ' }), {
      code: 'BAD_USER_INPUT',
      fields: { date: 'Debes rellenar este campo' },
    });
    await t.rejects(payrollIrpf.set(admin, teachers[3], { rate: 7 }), {
      code: 'BAD_USER_INPUT',
      fields: { communicationDate: 'Para el 7\u00A0% indica la fecha de la comunicación por escrito del profesor' },
    });
    await t.rejects(payrollIrpf.set(admin, teachers[3], { rate: 0, reason: 'x'.repeat(1001) }), {
      code: 'BAD_USER_INPUT',
      fields: { reason: 'El campo no puede tener más de 1000 caracteres' },
    });
    await t.rejects(payrollIrpf.set(admin, teachers[3], { rate: 0, reason: '' }), {
      code: 'BAD_USER_INPUT',
      fields: { reason: 'Para el 0\u00A0% indica por qué no se retiene' },
    });
    await t.rejects(payrollIrpf.set(admin, teachers[3], { rate: 19 }), {
      code: 'BAD_USER_INPUT',
      fields: { rate: 'Elige 15\u00A0%, 7\u00A0% o 0\u00A0%' },
    });
    // No rate chosen: the required field's message alone (an empty rate is not 0 %, whose reason it also asked for).
    await t.rejects(payrollIrpf.set(admin, teachers[3], { rate: '' }), {
      code: 'BAD_USER_INPUT',
      fields: { rate: 'Debes rellenar este campo', reason: undefined },
    });
    // A communication date typed but no day: the date's own message, not «indica la fecha».
    await t.rejects(payrollIrpf.set(admin, teachers[3], { rate: 7, communicationDate: '31/02/2026' }), {
      code: 'BAD_USER_INPUT',
      fields: { communicationDate: 'La fecha no es válida (dd/mm/aaaa)' },
    });
    await payrollIrpf.set(admin, teachers[3], { rate: 15 });
    t.equal(
      (await app.db('teacher_payrolls').where('id', payroll.id).first()).irpfRate,
      7,
      'the payroll keeps the rate it froze',
    );
    await t.rejects(payrolls.generate(admin, '2026-13'), {
      code: 'BAD_USER_INPUT',
      fields: { month: 'Indica un mes válido (mm/aaaa), por ejemplo 10/2026' },
    });
    await t.rejects(
      payrolls.generate(admin, '  '),
      { code: 'BAD_USER_INPUT', fields: { month: 'Debes rellenar este campo' } },
      'a month field emptied on the form is asked for',
    );
    await t.rejects(payrolls.generate(admin, '2099-01'), {
      code: 'BAD_USER_INPUT',
      fields: { month: 'No se pueden generar nóminas de un mes que aún no ha empezado' },
    });
    await t.rejects(payrolls.generate(advisor, '2026-10'), { code: 'FORBIDDEN' });
  });

  t.test('no class is ever in two live payrolls', async (t) => {
    const dupes = await app
      .db('teacher_payroll_classes')
      .where('released', false)
      .groupBy('class_id')
      .havingRaw('count(*) > 1')
      .select('class_id');
    t.same(dupes, []);
  });

  t.test('the totals kept by the triggers are the payrolls’, and the list reads them', async (t) => {
    // Through generations, late classes, payments and discards above.
    const amounts =
      'count(*)::int as count, sum(class_count)::int as classes, sum(minutes)::int as minutes, sum(gross_cents)::int as gross, sum(irpf_cents)::int as irpf, sum(net_cents)::int as net';
    const counted = await app.db.raw(
      `select to_char(period, 'YYYY-MM') as month, status, ${amounts} from teacher_payrolls group by period, status order by 1, 2`,
    );
    const kept = await app.db.raw(
      `select to_char(period, 'YYYY-MM') as month, status, count::int as count, class_count::int as classes, minutes::int as minutes,
              gross_cents::int as gross, irpf_cents::int as irpf, net_cents::int as net
         from payroll_totals where count > 0 order by 1, 2`,
    );
    t.ok(counted.rows.length > 1);
    t.same(kept.rows, counted.rows);
    // The list's totals (no filter, a month, a status: read from the kept ones) are the payrolls' sums.
    type Counted = {
      month: string;
      status: string;
      count: number;
      classes: number;
      minutes: number;
      gross: number;
      irpf: number;
      net: number;
    };
    const expected = (rows: Counted[]) => {
      const live = rows.filter((r) => r.status !== 'discarded');
      const add = (list: Counted[], key: keyof Counted) => list.reduce((total, r) => total + Number(r[key]), 0);
      return {
        count: add(rows, 'count'),
        discarded: add(
          rows.filter((r) => r.status === 'discarded'),
          'count',
        ),
        classCount: add(live, 'classes'),
        minutes: add(live, 'minutes'),
        grossCents: add(live, 'gross'),
        irpfCents: add(live, 'irpf'),
        netCents: add(live, 'net'),
      };
    };
    const rows = counted.rows as Counted[];
    const cases: [Record<string, string>, Counted[]][] = [
      [{}, rows],
      [{ month: '2026-10' }, rows.filter((r) => r.month === '2026-10')],
      [{ status: 'teacherPayed' }, rows.filter((r) => r.status === 'teacherPayed')],
      [{ status: 'discarded' }, rows.filter((r) => r.status === 'discarded')],
    ];
    for (const [filters, subset] of cases) {
      const { totals } = await payrolls.list(admin, parseListQuery(filters, PAYROLL_LIST_SPEC));
      t.same(totals, expected(subset), `${JSON.stringify(filters)}: the list's totals`);
    }
  });
});

t.test(
  'two generations at once: one writes, the other is refused or finds nothing',
  { skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' },
  async (t) => {
    const app = await setupApp(t);
    const { payrolls } = app.services;
    const admin = actorOf(await createUser(app, 'admin'));
    await pricedCourse(app);
    for (let i = 0; i < 30; i += 1)
      await teacherWithClasses(app, [{ when: '2026-10-05T17:00' }, { when: '2026-10-12T17:00', duration: 90 }]);
    const results = await Promise.allSettled([
      payrolls.generate(admin, '2026-10'),
      payrolls.generate(admin, '2026-10'),
      payrolls.generate(admin, '2026-10'),
    ]);
    const created = results.map((r) => (r.status === 'fulfilled' ? r.value.created : 0));
    t.equal(
      created.reduce((a, b) => a + b, 0),
      30,
      'thirty payrolls in all',
    );
    t.equal(created.filter((n) => n > 0).length, 1, 'written by one run');
    for (const r of results)
      if (r.status === 'rejected')
        t.match(r.reason, { code: 'PAYROLLS_RUN_IN_PROGRESS', message: /Ya hay una generación de nóminas en curso/ });
    t.equal(Number((await app.db('teacher_payrolls').count({ n: '*' }).first())!.n), 30);
    t.equal(Number((await app.db('teacher_payroll_classes').count({ n: '*' }).first())!.n), 60);
  },
);

t.test('a payroll paid with a date whose form 111 is already filed: the flash warns for the accountant', async (t) => {
  t.same(filed111Of('2026-07-31', '2026-10-20'), undefined, 'the 3T return is still open on the 20th');
  t.same(filed111Of('2026-07-31', '2026-10-21'), { form: '111', year: 2026, quarter: 3, until: '2026-10-20' });
  t.same(filed111Of('2026-12-31', '2027-01-20'), undefined);
  t.same(filed111Of('2026-12-31', '2027-01-21'), { form: '111', year: 2026, quarter: 4, until: '2027-01-20' });
  t.same(filed111Of('2026-02-28', '2026-03-31'), undefined, 'a quarter not over yet');

  const app = await setupApp(t);
  const teacher = await createTeacher(app);
  const today = todayInMadrid();
  // A month two quarters back: its return was due by now whatever today is.
  const month = addMonths(`${today.slice(0, 7)}-01`, -6);
  const [old] = await app
    .db('teacher_payrolls')
    .insert({ teacherId: teacher.id, period: month, irpfRate: 15 })
    .returning('id');
  const [recent] = await app
    .db('teacher_payrolls')
    .insert({ teacherId: teacher.id, period: `${today.slice(0, 7)}-01`, irpfRate: 15 })
    .returning('id');
  const admin = await callerAs(app, 'admin');
  const pay = (id: number, date: string) =>
    postForm(app, admin, `/teacher-payrolls/${id}`, `/teacher-payrolls/${id}/pay`, { date });
  const late = await pay(old.id, month);
  t.equal(late.statusCode, 303);
  const filed = filed111Of(month, today)!;
  t.match(
    flashOf(late).text,
    `Nómina n.º ${old.id} pagada. Ojo: con esa fecha de pago, su retención cuenta en el modelo 111 del ${filed.quarter}T de ${filed.year}, que se presentaba hasta el ${formatDate(filed.until)}. Avisa a la gestoría`,
  );
  const now = await pay(recent.id, today);
  t.equal(flashOf(now).text, `Nómina n.º ${recent.id} pagada`, 'paid today: nothing to warn of');
});

t.test('a month with no validated class says so, not that they were all in a payroll already', async (t) => {
  const app = await setupApp(t);
  const { payrolls } = app.services;
  const admin = actorOf(await createUser(app, 'admin'));
  const { generationSummary } = await import('./payrolls.service');
  const empty = await payrolls.generate(admin, '2026-01');
  t.equal(empty.created, 0);
  t.equal(
    generationSummary(empty),
    'Nóminas de enero de 2026: no se ha creado nada; no hay clases validadas en este mes.',
  );
  // The preview of the generate dialog says the same.
  const caller = await callerAs(app, 'admin');
  const preview = await app.inject({ url: '/teacher-payrolls/generate?month=2026-01', headers: caller.headers });
  t.match(preview.body, 'No hay nada que generar en enero de 2026: no hay clases validadas en este mes.');
  t.notMatch(preview.body, 'ya están en una nómina');
});

t.test('what a run adds to a pending payroll is what its totals moved by, to the cent', async (t) => {
  const app = await setupApp(t);
  const { payrolls } = app.services;
  const admin = actorOf(await createUser(app, 'admin'));
  await pricedCourse(app, 1100, '2026-01-01');
  // 50 minutes at 11 €/h: 9,1666… € → 9,17 €; two of them: 18,3333… € → 18,33 €, so the second moved it by 9,16 €.
  const { teacher } = await teacherWithClasses(app, [{ when: '2026-09-07T17:00', duration: 50 }]);
  const first = await payrolls.generate(admin, '2026-09');
  t.match(first.totals, { grossCents: 917, irpfCents: 138, netCents: 779 });
  await validatedClass(app, teacher.id, '2026-09-14T17:00', 50);
  const joined = await payrolls.generate(admin, '2026-09');
  const payroll = await app.db('teacher_payrolls').where({ teacherId: teacher.id }).first();
  t.same([payroll.grossCents, payroll.irpfCents, payroll.netCents], [1833, 275, 1558]);
  t.match(joined.totals, { classCount: 1, minutes: 50, grossCents: 916, irpfCents: 137, netCents: 779 });
  t.match(
    generationSummary(joined),
    /bruto 9,16\u00a0€, IRPF -1,37\u00a0€/,
    'and so says the summary the command prints',
  );
});

t.test('7 % only in the first years: a communication older than two years back withholds 15 %', async (t) => {
  const app = await setupApp(t);
  const { payrolls, payrollIrpf } = app.services;
  const admin = actorOf(await createUser(app, 'admin'));
  await pricedCourse(app, 1500, '2020-01-01');
  // Art. 95.1 RIRPF: 7 % the year the activity starts and the two after; the communication is
  // made at the start at the earliest, so one of 2023 covers 2025 at most.
  const old = await teacherWithClasses(app, [{ when: '2026-09-07T17:00', duration: 60 }]);
  // Set back then (the form refuses it today, below).
  await app.db('payroll_irpf').insert({ teacherId: old.teacher.id, rate: 7, communicationDate: '2023-03-01' });
  const recent = await teacherWithClasses(app, [{ when: '2026-09-08T17:00', duration: 60 }]);
  await app.db('payroll_irpf').insert({ teacherId: recent.teacher.id, rate: 7, communicationDate: '2024-12-20' });
  const preview = await payrolls.generate(admin, '2026-09', { dryRun: true });
  const planned = (id: number) => preview.plan.payrolls.find((p) => p.teacherId === id)!;
  // Set today, such a communication is refused: it gives no right to 7 % any more.
  const year = Number(todayInMadrid().slice(0, 4));
  await t.rejects(payrollIrpf.set(admin, recent.teacher.id, { rate: 7, communicationDate: `${year - 3}-12-31` }), {
    code: 'BAD_USER_INPUT',
    fields: {
      communicationDate: `Una comunicación de ${year - 3} ya no da derecho al 7\u00A0%: solo vale el año de inicio de la actividad y los dos siguientes`,
    },
  });
  t.equal(planned(old.teacher.id).irpfRate, 15);
  t.match(planned(old.teacher.id).warnings, [/^7\u00a0% de 2023 vencido: 15\u00a0%$/]);
  t.equal(planned(recent.teacher.id).irpfRate, 7);
  t.same(planned(recent.teacher.id).warnings, []);
  await payrolls.generate(admin, '2026-09');
  const rateOf = async (teacherId: number) =>
    (await app.db('teacher_payrolls').where({ teacherId }).first('irpf_rate', 'irpf_cents')) as {
      irpfRate: number;
      irpfCents: number;
    };
  t.same(await rateOf(old.teacher.id), { irpfRate: 15, irpfCents: 225 });
  t.same(await rateOf(recent.teacher.id), { irpfRate: 7, irpfCents: 105 });
});

t.test(
  'a payroll paid or discarded meanwhile: a second «Pagar» or «Descartar» says so on its page, not on an error page',
  async (t) => {
    const app = await setupApp(t);
    const teacher = await createTeacher(app);
    const today = todayInMadrid();
    const period = `${today.slice(0, 7)}-01`;
    const [paid, discarded] = await app
      .db('teacher_payrolls')
      .insert([
        { teacherId: teacher.id, period, irpfRate: 15 },
        { teacherId: teacher.id, period: addMonths(period, -1), irpfRate: 15 },
      ])
      .returning('id');
    const admin = await callerAs(app, 'admin');
    const post = (id: number, action: 'pay' | 'discard', fields: Record<string, string>) =>
      postForm(app, admin, `/teacher-payrolls/${id}`, `/teacher-payrolls/${id}/${action}`, fields);
    t.equal((await post(paid.id, 'pay', { date: today })).statusCode, 303);
    t.equal((await post(discarded.id, 'discard', { reason: 'Duplicada' })).statusCode, 303);

    const cases: [number, 'pay' | 'discard', Record<string, string>, string][] = [
      [paid.id, 'pay', { date: today }, 'La nómina ya está pagada: no se puede cambiar'],
      [paid.id, 'discard', { reason: 'Otra' }, 'La nómina ya está pagada: no se puede cambiar'],
      [discarded.id, 'discard', { reason: 'Otra' }, 'La nómina ya está descartada: no se puede cambiar'],
      [discarded.id, 'pay', { date: today }, 'La nómina ya está descartada: no se puede cambiar'],
    ];
    for (const [id, action, fields, text] of cases) {
      const res = await post(id, action, fields);
      t.equal(res.statusCode, 303, `${action} #${id}: back to the payroll`);
      t.equal(res.headers.location, `/teacher-payrolls/${id}`);
      t.same(flashOf(res), { kind: 'error', text }, `${action} #${id}: why, in a flash`);
    }
    t.match(await app.db('teacher_payrolls').where('id', paid.id).first('status'), { status: 'teacherPayed' });
    t.match(await app.db('teacher_payrolls').where('id', discarded.id).first('status', 'discard_reason'), {
      status: 'discarded',
      discardReason: 'Duplicada',
    });
  },
);

t.test(
  'the pay form carries a key: posted twice (a double click), the payroll is paid once and both say so',
  async (t) => {
    const app = await setupApp(t);
    const teacher = await createTeacher(app);
    const today = todayInMadrid();
    const [row] = await app
      .db('teacher_payrolls')
      .insert({ teacherId: teacher.id, period: `${today.slice(0, 7)}-01`, irpfRate: 15 })
      .returning('id');
    const admin = await callerAs(app, 'admin');
    const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
    const page = await app.inject({ url: `/teacher-payrolls/${row.id}`, headers: admin.headers });
    const key = keyOf(page.body);
    t.ok(key, 'the pay form has its key');
    // Refused for its date, nothing paid: the form comes back with the same key.
    const refused = await postForm(app, admin, `/teacher-payrolls/${row.id}`, `/teacher-payrolls/${row.id}/pay`, {
      date: '31/02/2026',
      idempotencyKey: key!,
    });
    t.equal(refused.statusCode, 422);
    t.equal(keyOf(refused.body), key, 'the refused form keeps its key');
    for (const attempt of ['first', 'second']) {
      const res = await postForm(app, admin, `/teacher-payrolls/${row.id}`, `/teacher-payrolls/${row.id}/pay`, {
        date: today,
        idempotencyKey: key!,
      });
      t.strictSame([res.statusCode, res.headers.location], [303, `/teacher-payrolls/${row.id}`], attempt);
      t.strictSame(flashOf(res), { kind: 'success', text: `Nómina n.º ${row.id} pagada` }, `${attempt}: paid`);
    }
    t.match(await app.db('teacher_payrolls').where('id', row.id).first('status', 'paid_date'), {
      status: 'teacherPayed',
    });
    t.equal(Number((await app.db('idempotency_keys').where({ action: 'payrolls.pay' }).count({ n: '*' }))[0].n), 1);
  },
);

t.test('payTeacherPayroll with an idempotency key: a retry gets the paid payroll back, once', async (t) => {
  const app = await setupApp(t);
  await pricedCourse(app);
  const admin = await callerAs(app, 'admin');
  const adminActor = actorOf(await createUser(app, 'admin'));
  await teacherWithClasses(app, [{ when: '2026-10-05T17:00' }]);
  await teacherWithClasses(app, [{ when: '2026-10-06T17:00' }]);
  const [first, second] = (
    await app.services.payrolls.generate(adminActor, '2026-10').then(() => app.db('teacher_payrolls').orderBy('id'))
  ).map((r: { id: number }) => r.id);
  const PAY =
    'mutation($id: Int!, $date: Date!, $key: String) { payTeacherPayroll(id: $id, date: $date, idempotencyKey: $key) { id status paidDate } }';
  const pay = (id: number, date: string, key?: string, headers?: Record<string, string>) =>
    gql(app, headers ? { ...admin, headers: { ...admin.headers, ...headers } } : admin, PAY, { id, date, key });
  const paid = { data: { payTeacherPayroll: { id: first, status: 'teacherPayed', paidDate: '2026-11-05' } } };
  t.strictSame((await pay(first, '2026-11-05', 'payroll-key-0001')).body, paid);
  // The answer lost, the client sends it again: it was PAYROLLS_NOT_PENDING «La nómina ya está pagada».
  t.strictSame((await pay(first, '2026-11-05', 'payroll-key-0001')).body, paid, 'the retry: the same answer');
  const reused = await pay(second, '2026-11-05', 'payroll-key-0001');
  t.equal(reused.body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_REUSED', 'the key for another payroll');
  t.equal(
    (await pay(first, '2026-11-06', 'payroll-key-0001')).body.errors?.[0].extensions?.code,
    'IDEMPOTENCY_KEY_REUSED',
  );
  // The Idempotency-Key header, as the other money mutations take it.
  const byHeader = await pay(second, '2026-11-05', undefined, { 'idempotency-key': 'payroll-key-0002' });
  t.equal((byHeader.body.data?.payTeacherPayroll as { status: string }).status, 'teacherPayed');
  t.strictSame(
    (await pay(second, '2026-11-05', undefined, { 'idempotency-key': 'payroll-key-0002' })).body,
    byHeader.body,
  );
  // Without a key nothing changes: paying a paid payroll is refused.
  t.equal((await pay(first, '2026-11-05')).body.errors?.[0].extensions?.code, 'PAYROLLS_NOT_PENDING');
  t.equal((await pay(first, '2026-11-05', 'short')).body.errors?.[0].extensions?.code, 'IDEMPOTENCY_KEY_INVALID');
  t.strictSame(
    (await app.db('teacher_payrolls').orderBy('id').select('status', 'paid_date')).map((r) => r.status),
    ['teacherPayed', 'teacherPayed'],
  );
});
