import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, gql, setupApp } from '../../test/helpers/app';
import { databaseUrlOf, onPostgres, runCli } from '../../test/helpers/cli';
import { callersOf, checkOperations, checkPages, row, type Expected } from '../../test/helpers/callers';
import { nifFor } from '../../seeds/people';
import { actorOf, pricedCourse, teacherWithClasses } from './payrolls.testkit';
import { historyPayrollOf } from './history.service';
import { summarise, type PaidGroup } from './withholdings';
import { formatDeduction } from '../../src/lib/intl';

const HEADER = 'Profesor;NIF;Mes;Clases;Horas;Bruto;Tipo de IRPF;IRPF;Neto;Estado;Fecha de pago';
const csv = (...lines: string[]) => `\ufeff${[HEADER, ...lines].join('\r\n')}\r\n`;
const A_NIF = nifFor(11_222_333);
const X_NIF = nifFor(22_333_444);

t.test('a line of the file: Spanish amounts, hours, months and dates, every reason in Spanish', async (t) => {
  const cells = (over: Record<string, string> = {}) => ({
    teacher: 'Elena',
    nif: A_NIF,
    month: '10/2025',
    classes: '12',
    hours: '13,5',
    gross: '1.215,00',
    rate: '15',
    irpf: '182,25',
    net: '1.032,75',
    status: 'Pagada',
    paidDate: '05/11/2025',
    ...over,
  });
  t.match(historyPayrollOf(cells(), '2026-01-01'), {
    month: '2025-10',
    minutes: 810,
    grossCents: 121500,
    irpfRate: '15.00',
    irpfCents: 18225,
    netCents: 103275,
    status: 'teacherPayed',
    paidDate: '2025-11-05',
  });
  t.match(historyPayrollOf(cells({ month: '2025-10', status: 'Pendiente de pago', paidDate: '' }), '2026-01-01'), {
    month: '2025-10',
    status: 'teacherPendingPayment',
    paidDate: null,
  });
  // Past what the archive's integers hold (cents, and hours as minutes): the line's reason, not a failed import.
  t.same(
    historyPayrollOf(cells({ gross: '99.999.999.999,00', irpf: '0,00', net: '99.999.999.999,00' }), '2026-01-01'),
    {
      reasons: [
        '«Bruto» es demasiado grande: «99.999.999.999,00» (como mucho 21.474.836,47\u00a0€)',
        '«Neto» es demasiado grande: «99.999.999.999,00» (como mucho 21.474.836,47\u00a0€)',
      ],
    },
  );
  // A number of hours, but more than a month has: said so, not «no son un número».
  t.strictSame(historyPayrollOf(cells({ hours: '99.999.999' }), '2026-01-01'), {
    reasons: ['Las horas «99.999.999» son más de las que tiene un mes (como mucho 744)'],
  });
  t.strictSame(historyPayrollOf(cells({ hours: '800' }), '2026-01-01'), {
    reasons: ['Las horas «800» son más de las que tiene un mes (como mucho 744)'],
  });
  t.match(historyPayrollOf(cells({ hours: '744' }), '2026-01-01'), { minutes: 44640 });
  t.same(historyPayrollOf(cells({ net: '1.032,76' }), '2026-01-01'), {
    reasons: ['El bruto menos el IRPF no da el neto'],
  });
  t.same(historyPayrollOf(cells({ nif: '12345678A' }), '2026-01-01'), { reasons: ['El NIF «12345678A» no es válido'] });
  t.same(historyPayrollOf(cells({ paidDate: '' }), '2026-01-01'), {
    reasons: ['Una nómina pagada necesita su fecha de pago'],
  });
  t.same(historyPayrollOf(cells({ status: 'Descartada' }), '2026-01-01'), {
    reasons: ['Solo una nómina pagada lleva fecha de pago'],
  });
  t.same(historyPayrollOf(cells({ month: '13/2025', hours: 'muchas', classes: '1,5' }), '2026-01-01'), {
    reasons: [
      'El mes «13/2025» no es válido (AAAA-MM o MM/AAAA)',
      'Las clases «1,5» no son un número entero',
      'Las horas «muchas» no son un número (por ejemplo 7,5)',
    ],
  });
  const a = historyPayrollOf(cells(), '2026-01-01') as { rowKey: string };
  const b = historyPayrollOf(cells({ teacher: 'Elena Marín', nif: A_NIF.toLowerCase() }), '2026-01-01') as {
    rowKey: string;
  };
  t.equal(a.rowKey, b.rowKey, 'the same payroll whatever the spelling of the name or the NIF');
});

t.test('withholdings arithmetic: quarters (form 111) and recipients (form 190)', async (t) => {
  const g = (
    key: string,
    quarter: number,
    payrolls: number,
    grossCents: number,
    irpfCents: number,
    name = key,
  ): PaidGroup => ({
    key,
    nif: key.startsWith('teacher:') ? null : key,
    name,
    quarter,
    // The rate the amounts were withheld at (15 or 7).
    rate: Math.round((irpfCents * 100) / grossCents),
    payrolls,
    grossCents,
    irpfCents,
  });
  // [case, groups, quarters as [recipients, payrolls, gross, irpf], recipients as [key, payrolls, gross, irpf], totals]
  const cases: [
    string,
    PaidGroup[],
    [number, number, number, number][],
    [string, number, number, number][],
    [number, number, number, number],
  ][] = [
    [
      'nothing paid',
      [],
      [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      [],
      [0, 0, 0, 0],
    ],
    [
      'one recipient in two quarters counts once a quarter and once a year',
      [g('A', 1, 2, 3000, 450), g('A', 2, 1, 2250, 338)],
      [
        [1, 2, 3000, 450],
        [1, 1, 2250, 338],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      [['A', 3, 5250, 788]],
      [1, 3, 5250, 788],
    ],
    [
      'the same NIF from the intranet and the archive is one recipient; 7 % and 15 % add up as they are',
      [
        g('A', 1, 1, 1500, 225, 'Ana'),
        g('A', 1, 1, 10000, 1500, 'ANA (antiguo)'),
        g('B', 1, 1, 5000, 350),
        g('teacher:9', 4, 1, 1999, 300, 'Sin NIF'),
      ],
      [
        [2, 3, 16500, 2075],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [1, 1, 1999, 300],
      ],
      [
        ['A', 2, 11500, 1725],
        ['B', 1, 5000, 350],
        ['teacher:9', 1, 1999, 300],
      ],
      [3, 4, 18499, 2375],
    ],
    [
      // Form 190 declares each recipient once per rate (15 % general, 7 % starting professionals):
      // a teacher who sends the 7 % communication mid-year is two lines, one recipient.
      'one NIF withheld at 15 % and then at 7 % is a line per rate, still one recipient',
      [g('A', 1, 2, 3000, 450), g('A', 2, 1, 2000, 140), g('A', 3, 1, 1000, 70)],
      [
        [1, 2, 3000, 450],
        [1, 1, 2000, 140],
        [1, 1, 1000, 70],
        [0, 0, 0, 0],
      ],
      [
        ['A', 2, 3000, 450],
        ['A', 2, 3000, 210],
      ],
      [1, 4, 6000, 660],
    ],
  ];
  for (const [name, groups, quarters, recipients, totals] of cases) {
    const s = summarise(2026, groups);
    t.same(
      s.quarters.map((q) => [q.recipients, q.payrolls, q.grossCents, q.irpfCents]),
      quarters,
      `${name}: quarters`,
    );
    t.same(
      s.recipients.map((r) => [r.key, r.payrolls, r.grossCents, r.irpfCents]),
      recipients,
      `${name}: recipients`,
    );
    t.same(
      [s.totals.recipients, s.totals.payrolls, s.totals.grossCents, s.totals.irpfCents],
      totals,
      `${name}: totals`,
    );
  }
});

t.test('the archive and the withholding summary: import, pages, permissions, GraphQL, CSV', async (t) => {
  const app = await setupApp(t);
  const admin = actorOf(await createUser(app, 'admin'));
  const callers = await callersOf(app);
  const history = app.services.payrollHistory;
  const count = async () => Number((await app.db('history_payrolls').count({ n: '*' }).first())!.n);
  const lines = [
    `Ana Antigua;${A_NIF};12/2025;8;10;100,00;15;15,00;85,00;Pagada;20/01/2026`,
    `=Rara;${X_NIF};2026-02;4;5;50,00;7;3,50;46,50;Pagada;31/03/2026`,
    `=Rara;${X_NIF};2025-11;4;5;50,00;7;3,50;46,50;Pagada;30/12/2025`,
    `=Rara;${X_NIF};2026-09;4;5;50,00;7;3,50;46,50;Pendiente de pago;`,
    `=Rara;${X_NIF};2026-08;4;5;50,00;7;3,50;46,50;Descartada;`,
  ];

  t.test('all or nothing, line numbers, and a second import adds nothing', async (t) => {
    const bad = await history.importCsv(admin, {
      fileName: 'malo.csv',
      content: csv(lines[0], `Sin NIF;;2025-10;1;1;10,00;15;1,50;8,50;Pagada;05/11/2025`, lines[1], lines[0]),
    });
    t.same(bad.rejected, [
      { line: 3, reason: 'Falta el NIF del profesor (lo necesita el modelo 190)' },
      { line: 5, reason: 'Esta nómina ya está, con las mismas cifras, en la línea 2 del fichero' },
    ]);
    t.equal(await count(), 0);
    const good = await history.importCsv(admin, { fileName: 'nominas.csv', content: csv(...lines) });
    t.match(good, { lines: 5, imported: 5, skipped: 0, rejected: [] });
    const again = await history.importCsv(admin, { fileName: 'nominas.csv', content: csv(...lines) });
    t.match(again, { imported: 0, skipped: 5, rejected: [] });
    t.equal(await count(), 5);
  });

  // This intranet's payrolls: teacher A (with the archive's NIF) paid in Q1 twice and in Q2; teacher B at 7 % in Q3.
  t.test('(this intranet payrolls)', async () => {
    await pricedCourse(app, 1500, '2025-01-01');
    await teacherWithClasses(
      app,
      [{ when: '2025-12-10T17:00' }, { when: '2026-01-10T17:00' }, { when: '2026-03-20T17:00', duration: 90 }],
      { nif: A_NIF },
    );
    const b = await teacherWithClasses(app, [{ when: '2026-06-15T17:00' }]);
    await app.services.payrollIrpf.set(admin, b.teacher.id, { rate: 7, communicationDate: '2026-01-10' });
    for (const [month, paid] of [
      ['2025-12', '2026-01-05'],
      ['2026-01', '2026-02-05'],
      ['2026-03', '2026-04-02'],
      ['2026-06', '2026-07-01'],
    ]) {
      const { payrollIds } = await app.services.payrolls.generate(admin, month);
      for (const id of payrollIds) await app.services.payrolls.pay(admin, id, { date: paid });
    }
    // Pending: never counted.
    await teacherWithClasses(app, [{ when: '2026-10-01T17:00' }]);
    await app.services.payrolls.generate(admin, '2026-10');
  });

  t.test('the summary of 2026: by paid date, both sources, one recipient per NIF', async (t) => {
    const s = await app.services.withholdings.summary(admin, '2026');
    t.same(
      s.quarters.map((q) => [q.quarter, q.recipients, q.payrolls, q.grossCents, q.irpfCents]),
      [
        [1, 2, 4, 1500 + 1500 + 10000 + 5000, 225 + 225 + 1500 + 350],
        [2, 1, 1, 2250, 338],
        [3, 1, 1, 1500, 105],
        [4, 0, 0, 0, 0],
      ],
    );
    t.same(s.totals, { recipients: 3, payrolls: 6, grossCents: 21750, irpfCents: 2743 });
    t.equal(s.fromHistory, 2);
    const a = s.recipients.find((r) => r.nif === A_NIF)!;
    t.match(a, { payrolls: 4, grossCents: 1500 + 1500 + 2250 + 10000, irpfCents: 225 + 225 + 338 + 1500 });
    t.notMatch(a.name, 'Antigua', "this intranet's name wins over the archive's");
    const y2025 = await app.services.withholdings.summary(admin, 2025);
    t.same(
      y2025.totals,
      { recipients: 1, payrolls: 1, grossCents: 5000, irpfCents: 350 },
      'a payroll of November 2025 paid in December counts in 2025',
    );
    t.ok(s.years.includes(2025) && s.years.includes(2026));
  });

  t.test('the start page reminds of a withholding return while it is due and has something to declare', async (t) => {
    const todo = (today: string) =>
      app.services.withholdings.todo(admin, today).then((items) => items.map((i) => i.text));
    t.same(await todo('2026-07-05'), [
      'Modelo 111 del 2T de 2026: 3,38\u00a0€ retenidos, se presenta hasta el 20/07/2026',
    ]);
    t.same(await todo('2026-07-21'), [], 'the period is over');
    t.same(await todo('2026-06-10'), [], 'no period open');
    t.same(await todo('2026-10-20'), [
      'Modelo 111 del 3T de 2026: 1,05\u00a0€ retenidos, se presenta hasta el 20/10/2026',
    ]);
    t.same(
      await todo('2027-01-02'),
      ['Modelo 190 de 2026: el resumen anual de retenciones (27,43\u00a0€), se presenta hasta el 31/01/2027'],
      "January: the year's summary; the fourth quarter paid nothing, so no form 111",
    );
    const [item] = await app.services.withholdings.todo(admin, '2026-04-01');
    t.match(item, { key: 'payrolls.form111', href: '/teacher-payrolls/withholdings?year=2026' });
    t.same(
      await app.services.withholdings.todo(actorOf(await createUser(app, 'teacher')), '2026-07-05'),
      [],
      'a teacher is not reminded',
    );
  });

  let ids: number[] = [];
  t.test('(the archived ids)', async () => {
    ids = await app.db('history_payrolls').orderBy('id').pluck('id');
  });

  t.test('the permission table: five callers, pages, downloads and GraphQL', async (t) => {
    const pages: [string, Expected][] = [
      ['/history-payrolls', row(302, 403, 403, 200, 200)],
      [`/history-payrolls/${ids[0]}`, row(302, 403, 403, 200, 200)],
      ['/history-payrolls/999999', row(302, 403, 403, 404, 404)],
      ['/teacher-payrolls/withholdings', row(302, 403, 403, 200, 200)],
      ['/teacher-payrolls/withholdings?year=2026', row(302, 403, 403, 200, 200)],
      ['/teacher-payrolls/withholdings?year=dos', row(302, 403, 403, 422, 422)],
      ['/teacher-payrolls/withholdings.csv?year=2026&form=111', row(302, 403, 403, 200, 200)],
      ['/teacher-payrolls/withholdings.csv?year=2026&form=190', row(302, 403, 403, 200, 200)],
    ];
    await checkPages(t, { app, callers, pages });
    const ops: [string, Expected][] = [
      [
        '{ historyPayrolls { total totals { grossCents } rows { teacherNif month } } }',
        row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok'),
      ],
      [
        `{ historyPayroll(id: ${ids[0]}) { teacherName importFile sourceLine } }`,
        row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok'),
      ],
      [
        '{ payrollWithholdings(year: 2026) { totals { irpfCents } quarters { recipients } recipients { nif } csv190Url } }',
        row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok'),
      ],
    ];
    await checkOperations(t, { app, callers, ops });
    const bad = await gql(app, callers.accountant, '{ payrollWithholdings(year: 1800) { year } }');
    t.equal(bad.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(bad.body.errors?.[0].extensions?.fields, { year: 'Indica un año válido, por ejemplo 2026' });
  });

  t.test('the pages', async (t) => {
    const get = async (url: string) => (await app.inject({ url, headers: callers.accountant.headers })).body;
    const list = await get('/history-payrolls');
    t.match(list, 'Ana Antigua');
    t.match(list, /Totales de la selección/);
    t.match(await get('/history-payrolls?status=discarded'), 'Descartada');
    t.notMatch(await get('/history-payrolls?teacher=ana'), '=Rara');
    t.match(await get(`/history-payrolls?q=${X_NIF}`), '=Rara');
    t.match(await get('/history-payrolls?from=2026-01&to=2026-03'), /Totales de la selección[\s\S]*50,00\s€/);
    // An archived payroll's page shows the IRPF taken off the gross, as the live payroll's page does.
    const archived = await app.db('history_payrolls').where('irpf_cents', '>', 0).first('id', 'irpf_cents');
    t.match(await get(`/history-payrolls/${archived.id}`), `<dd>${formatDeduction(archived.irpfCents)}</dd>`);
    const summary = await get('/teacher-payrolls/withholdings?year=2026');
    t.match(summary, 'Retenciones de IRPF de 2026');
    t.match(summary, /217,50\s€/);
    t.match(summary, /27,43\s€/);
    t.match(summary, '2 nóminas vienen del histórico');
    t.match(summary, 'href="/teacher-payrolls/withholdings.csv?year=2026&amp;form=190"');
    t.match(await get('/teacher-payrolls'), 'href="/teacher-payrolls/withholdings"', 'linked from the payrolls list');
    t.match(await get('/'), 'href="/history-payrolls"');
    const wrong = await app.inject({ url: '/teacher-payrolls/withholdings?year=dos', headers: callers.admin.headers });
    t.match(wrong.body, 'Indica un año válido, por ejemplo 2026');
    // The CSV with a year or a form that is not one: the page saying why (422), not a bare error page nor form 111's file.
    for (const [url, says] of [
      ['/teacher-payrolls/withholdings.csv?year=99999&form=111', 'Indica un año válido, por ejemplo 2026'],
      ['/teacher-payrolls/withholdings.csv?year=2026&form=999', 'Elige el CSV del modelo 111 o el del modelo 190'],
    ]) {
      const res = await app.inject({ url, headers: callers.accountant.headers });
      t.equal(res.statusCode, 422, url);
      t.match(res.headers['content-type'], 'text/html', url);
      t.match(res.body, says, url);
    }
    const quarters = await app.inject({
      url: '/teacher-payrolls/withholdings.csv?year=2026',
      headers: callers.accountant.headers,
    });
    t.match(quarters.headers['content-disposition'], 'retenciones-111-2026.csv', 'without a form, the 111');
  });

  t.test('the CSV downloads: BOM, ;, decimal comma, formula cells neutralised', async (t) => {
    const q = await app.inject({
      url: '/teacher-payrolls/withholdings.csv?year=2026&form=111',
      headers: callers.accountant.headers,
    });
    t.match(q.headers['content-type'], 'text/csv; charset=utf-8');
    t.match(q.headers['content-disposition'], 'retenciones-111-2026.csv');
    t.equal(q.headers['cache-control'], 'private, no-store');
    const text = q.rawPayload.toString('utf8');
    t.ok(text.startsWith('\ufeff'), 'BOM');
    const rows = text.slice(1).trimEnd().split('\r\n');
    t.equal(rows[0], 'Año;Trimestre;Perceptores;Nóminas;Importe de las percepciones;Importe de las retenciones');
    t.equal(rows[1], '2026;1T;2;4;180,00;23,00');
    t.equal(rows[4], '2026;4T;0;0;0,00;0,00');
    const r = await app.inject({
      url: '/teacher-payrolls/withholdings.csv?year=2026&form=190',
      headers: callers.accountant.headers,
    });
    const recipients = r.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    t.equal(
      recipients[0],
      'Año;NIF;Perceptor;Tipo de retención;Nóminas;Importe de las percepciones;Importe de las retenciones',
    );
    t.ok(
      recipients.includes(`2026;${X_NIF};'=Rara;7,00;1;50,00;3,50`),
      'a name that starts like a formula is neutralised',
    );
    t.equal(recipients.length, 4);
  });
});

/** `npm run cli -- history:import-payrolls FILE.csv` as a process (PostgreSQL only). */
t.setTimeout(900_000);

t.test(
  'history:import-payrolls as a process',
  { timeout: 900_000, skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' },
  async (t) => {
    const app = await setupApp(t);
    const db = await databaseUrlOf(app);
    const dir = mkdtempSync(join(tmpdir(), 'historico-'));
    const good = join(dir, 'nominas.csv');
    const bad = join(dir, 'malas.csv');
    writeFileSync(
      good,
      csv(
        `Ana;${A_NIF};2025-12;8;10;100,00;15;15,00;85,00;Pagada;20/01/2026`,
        `Ana;${A_NIF};2026-01;8;10;100,00;15;15,00;85,00;Pendiente de pago;`,
      ),
    );
    writeFileSync(
      bad,
      csv(
        `Ana;${A_NIF};2025-12;8;10;100,00;15;15,00;85,00;Pagada;20/01/2026`,
        `Ana;${A_NIF};2026-01;8;10;100,00;15;15,00;80,00;Pagada;31/02/2026`,
      ),
    );
    const count = async () => Number((await app.db('history_payrolls').count({ n: '*' }).first())!.n);

    const noAdmin = await runCli(['history:import-payrolls', good], db);
    t.equal(noAdmin.code, 1);
    t.match(noAdmin.stderr, 'No hay ningún administrador activo');
    await createUser(app, 'admin');
    const extra = await runCli(['history:import-payrolls', good, bad], db);
    t.equal(extra.code, 2);
    t.match(extra.stderr, 'Sobran argumentos');
    const refused = await runCli(['history:import-payrolls', bad], db);
    t.equal(refused.code, 1);
    t.match(
      refused.stderr,
      'Línea 3: El bruto menos el IRPF no da el neto; La fecha de pago «31/02/2026» no es válida (dd/mm/aaaa)',
    );
    t.equal(await count(), 0, 'all or nothing');
    const run = await runCli(['history:import-payrolls', good], db);
    t.equal(run.code, 0, run.stderr);
    t.match(run.stdout, 'Importando nóminas de nominas.csv');
    t.match(run.stdout, 'Nóminas importadas: 2');
    const again = await runCli(['history:import-payrolls', good], db);
    t.equal(again.code, 0);
    t.match(again.stdout, 'Ya estaban en el histórico: 2');
    t.match(again.stdout, 'No se ha añadido nada');
    t.equal(await count(), 2);
  },
);
