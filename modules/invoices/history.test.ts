import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callerAs, createUser, gql, setupApp } from '../../test/helpers/app';
import { databaseUrlOf, onPostgres, runCli } from '../../test/helpers/cli';
import { callersOf, checkOperations, checkPages, row, type Expected } from '../../test/helpers/callers';
import { createCustomer } from '../../test/factories/people';
import type { Actor } from '../../src/lib/policy';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { issueInvoice } from './issue';
import { historyInvoiceOf } from './history.service';

const HEADER =
  'Serie;Número;Fecha;Cliente;NIF;Base imponible;Tipo de IVA;Cuota de IVA;Total;Forma de pago;Rectifica a;Motivo de la rectificación;Estado';
const csv = (...lines: string[]) => `\ufeff${[HEADER, ...lines].join('\r\n')}\r\n`;
const GOOD = [
  'F;F2024/0001;15/01/2024;Marta López;12345678Z;240,00;0,00;0,00;240,00;Transferencia;;;Pagada',
  "F;F2024/0002;03/02/2024;'=Empresa SL;B86541232;1.000,00;21,00;210,00;1.210,00;Efectivo;;;Pendiente de pago",
  'R;R2024/0001;10/02/2024;Marta López;12345678Z;-240,00;0,00;0,00;-240,00;Transferencia;F2024/0001;R4 — Otras causas;Pagada',
];

const adminActor = async (app: Awaited<ReturnType<typeof setupApp>>): Promise<Actor> => {
  const admin = await createUser(app, 'admin');
  return { ...admin, firstName: 'A', lastName: 'B', sessionId: 0 } as Actor;
};

t.test('a line of the file: Spanish amounts and dates, every reason in Spanish', async (t) => {
  const cells = (over: Record<string, string> = {}) => ({
    series: 'A',
    number: 'A2026-000001',
    date: '22/11/2025',
    customer: 'Ana',
    nif: '',
    base: '1.234,50',
    rate: '0,00',
    vat: '0,00',
    total: '1.234,50',
    method: '',
    amends: '',
    reason: '',
    status: 'Pagada',
    ...over,
  });
  t.match(historyInvoiceOf(cells(), '2026-01-01'), {
    date: '2025-11-22',
    baseCents: 123450,
    totalCents: 123450,
    vatRate: '0.00',
    status: 'paid',
    customerNif: null,
  });
  t.match(historyInvoiceOf(cells({ base: '-100,00', total: '-121,00', vat: '-21,00', rate: '21' }), '2026-01-01'), {
    baseCents: -10000,
    vatCents: -2100,
    totalCents: -12100,
  });
  t.match(historyInvoiceOf(cells({ date: '2025-11-22', nif: '12.345.678-z' }), '2026-01-01'), {
    date: '2025-11-22',
    customerNif: '12345678Z',
  });
  t.same(historyInvoiceOf(cells({ date: '31/02/2025' }), '2026-01-01'), {
    reasons: ['La fecha «31/02/2025» no es válida (dd/mm/aaaa)'],
  });
  t.same(historyInvoiceOf(cells({ date: '02/01/2026' }), '2026-01-01'), {
    reasons: ['La fecha 02/01/2026 es posterior a hoy'],
  });
  t.same(historyInvoiceOf(cells({ total: '1.234,51' }), '2026-01-01'), {
    reasons: ['La base imponible más la cuota de IVA no suman el total'],
  });
  t.same(historyInvoiceOf(cells({ base: 'doce', status: 'Cobrada?', series: '' }), '2026-01-01'), {
    reasons: [
      'Falta la serie',
      '«Base imponible» no es un importe: «doce» (por ejemplo 1.234,50)',
      'El estado «Cobrada?» no es válido: «Pagada» o «Pendiente de pago»',
    ],
  });
  // Past what the archive's integer cents hold: the line's reason, not the whole import failing in the database.
  t.same(historyInvoiceOf(cells({ base: '99.999.999.999,00', total: '99.999.999.999,00' }), '2026-01-01'), {
    reasons: [
      '«Base imponible» es demasiado grande: «99.999.999.999,00» (como mucho 21.474.836,47\u00a0€)',
      '«Total» es demasiado grande: «99.999.999.999,00» (como mucho 21.474.836,47\u00a0€)',
    ],
  });
  t.match(historyInvoiceOf(cells({ base: '21.474.836,47', total: '21.474.836,47' }), '2026-01-01'), {
    totalCents: 2_147_483_647,
  });
  t.same(historyInvoiceOf(cells({ rate: '150' }), '2026-01-01'), {
    reasons: ['El tipo de IVA «150» no es válido (un número de 0 a 100)'],
  });
});

t.test('the archive: import, pages, permissions, GraphQL', async (t) => {
  const app = await setupApp(t);
  const admin = await adminActor(app);
  const callers = await callersOf(app);
  const history = app.services.historyInvoices;
  const count = async () => Number((await app.db('history_invoices').count({ n: '*' }).first())!.n);

  t.test('all or nothing: one bad line and nothing is written; every bad line reported with its number', async (t) => {
    const report = await history.importCsv(admin, {
      fileName: 'malo.csv',
      content: csv(
        GOOD[0],
        'F;F2024/0003;30/02/2024;X;;1,00;0;0;1,00;;;;Pagada',
        GOOD[1],
        'F;F2024/0001;15/01/2024;Otra;;1,00;0;0;1,00;;;;Pagada',
        'F;corta',
      ),
    });
    t.same(report.rejected, [
      { line: 3, reason: 'La fecha «30/02/2024» no es válida (dd/mm/aaaa)' },
      { line: 5, reason: 'La factura F2024/0001 ya está en la línea 2 del fichero' },
      { line: 6, reason: 'La línea tiene 2 columnas y la cabecera 13' },
    ]);
    t.equal(report.imported, 0);
    t.equal(await count(), 0);
    t.equal(Number((await app.db('history_invoice_imports').count({ n: '*' }).first())!.n), 0);
  });

  t.test('a missing column is reported on line 1', async (t) => {
    const report = await history.importCsv(admin, {
      fileName: 'x.csv',
      content: 'Serie;Número;Fecha\r\nA;1;01/01/2024\r\n',
    });
    t.match(report.rejected[0], { line: 1, reason: 'Falta la columna «Cliente» en la cabecera' });
    t.equal(await count(), 0);
  });

  t.test(
    'a good file imports; the same file again adds nothing; other figures under the same number are refused',
    async (t) => {
      const first = await history.importCsv(admin, { fileName: 'bueno.csv', content: csv(...GOOD) });
      t.match(first, { lines: 3, imported: 3, skipped: 0, rejected: [] });
      const again = await history.importCsv(admin, { fileName: 'bueno.csv', content: csv(...GOOD) });
      t.match(again, { lines: 3, imported: 0, skipped: 3, rejected: [] });
      t.equal(await count(), 3);
      const changed = await history.importCsv(admin, {
        fileName: 'otro.csv',
        content: csv(
          'F;f2024/0001;15/01/2024;Marta López;12345678Z;250,00;0,00;0,00;250,00;;;;Pagada',
          'F;F2024/0009;15/03/2024;Nuevo;;10,00;0;0;10,00;;;;Pagada',
        ),
      });
      t.same(changed.rejected, [
        { line: 2, reason: 'El histórico ya tiene la factura F f2024/0001 (del 15/01/2024) con otros datos' },
      ]);
      t.equal(await count(), 3, 'and the good line of that file is not written either');
      const stored = await app.db('history_invoices').where('number', 'F2024/0002').first();
      t.equal(stored.customerName, '=Empresa SL', "the export's apostrophe before a formula is undone");
    },
  );

  let ids: Record<string, number> = {};
  t.test('(the archived ids)', async () => {
    ids = Object.fromEntries(
      (await app.db('history_invoices').select('id', 'number')).map((r: { id: number; number: string }) => [
        r.number,
        r.id,
      ]),
    );
  });

  t.test('the permission table: five callers', async (t) => {
    const pages: [string, Expected][] = [
      ['/history-invoices', row(302, 403, 403, 200, 200)],
      [`/history-invoices/${ids['F2024/0001']}`, row(302, 403, 403, 200, 200)],
      ['/history-invoices/999999', row(302, 403, 403, 404, 404)],
      ['/history-invoices/abc', row(302, 403, 403, 404, 404)],
    ];
    await checkPages(t, { app, callers, pages });
    const ops: [string, Expected][] = [
      [
        '{ historyInvoices { total totals { totalCents } rows { number } } }',
        row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok'),
      ],
      [
        `{ historyInvoice(id: ${ids['F2024/0001']}) { number amendedBy { number } importFile } }`,
        row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok'),
      ],
    ];
    await checkOperations(t, { app, callers, ops });
    const missing = await gql(app, callers.accountant, '{ historyInvoice(id: 999999) { id } }');
    t.equal(missing.body.errors?.[0].message, 'No existe esa factura en el histórico');
  });

  t.test('the list: search, filters, sort, pages and the totals of the filtered set', async (t) => {
    const get = (url: string) => app.inject({ url, headers: callers.accountant.headers });
    const all = await get('/history-invoices');
    t.match(all.body, 'F2024/0001');
    t.match(all.body, /1\.210,00\s€/);
    t.match(all.body, /Totales de la selección \(3 facturas\)/);
    const byCustomer = await get('/history-invoices?customer=marta%20lopez');
    t.match(byCustomer.body, /Totales de la selección \(2 facturas\)/);
    t.match(byCustomer.body, /0,00\s€/, 'an invoice and its full amendment add up to nothing');
    t.match((await get('/history-invoices?status=pendingPayment')).body, /Totales de la selección \(1 factura\)/);
    t.match((await get('/history-invoices?series=r')).body, /Totales de la selección \(1 factura\)/);
    t.match(
      (await get('/history-invoices?from=2024-02-01&to=2024-02-05')).body,
      /Totales de la selección \(1 factura\)/,
    );
    t.match((await get('/history-invoices?q=B86541232')).body, 'F2024/0002');
    const page2 = await get('/history-invoices?pageSize=10&sort=total&direction=asc&page=1');
    t.ok(page2.body.indexOf('R2024/0001') < page2.body.indexOf('F2024/0002'), 'sorted by total, ascending');
    const data = await gql(
      app,
      callers.admin,
      '{ historyInvoices(filter: { customer: "López" }, page: { pageSize: 10, page: 1, sort: "date", direction: asc }) { total totals { baseCents totalCents } rows { number status statusLabel vatRate } } }',
    );
    t.same(data.body.data?.historyInvoices, {
      total: 2,
      totals: { baseCents: 0, totalCents: 0 },
      rows: [
        { number: 'F2024/0001', status: 'paid', statusLabel: 'Pagada', vatRate: 0 },
        { number: 'R2024/0001', status: 'paid', statusLabel: 'Pagada', vatRate: 0 },
      ],
    });
  });

  t.test('the detail: read-only, its amendment linked both ways, where it came from', async (t) => {
    const res = await app.inject({ url: `/history-invoices/${ids['F2024/0001']}`, headers: callers.admin.headers });
    t.match(res.body, `/history-invoices/${ids['R2024/0001']}`);
    t.match(res.body, 'del fichero bueno.csv (línea 2)');
    t.notMatch(res.body, /<form[^>]+action="\/history-invoices/i, 'nothing to change');
    const amending = await app.inject({
      url: `/history-invoices/${ids['R2024/0001']}`,
      headers: callers.admin.headers,
    });
    t.match(amending.body, `/history-invoices/${ids['F2024/0001']}`);
    t.match(amending.body, 'R4 — Otras causas');
  });

  t.test('the menu shows the archive to admins and the accountant', async (t) => {
    t.match((await app.inject({ url: '/', headers: callers.accountant.headers })).body, 'href="/history-invoices"');
    t.notMatch((await app.inject({ url: '/', headers: callers.advisor.headers })).body, 'href="/history-invoices"');
  });
});

t.test('round trip: the CSV export of /invoices imports into the archive as it is', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const accountant = await callerAs(app, 'accountant');
  const admin = await adminActor(app);
  const advisor = (await app.services.auth.resolve((await callerAs(app, 'advisor')).cookie.split('=')[1])) as Actor;
  await app.db('customers').where('id', w.customer.id).update({ nif: '12345678Z' });
  const voucherId = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
  await app.services.vouchers.pay(advisor, { voucherId: voucherId, payment: { amountCents: 20000, method: 'wire' } });
  const formula = await createCustomer(app, { firstName: '=HYPERLINK("http://x")', lastName: '', nif: '00000000T' });
  const taxed = await app.db('vat_types').where('tax_code', 'S1').first('id');
  const amendingSeries = await app.db('invoice_series').where('code', 'R').first('id');
  const paid = await app.db('invoices').first('id');
  await app.db.transaction((trx) =>
    issueInvoice(trx, {
      customerId: formula.id,
      lines: [{ concept: 'Libro', quantity: 2, unitPriceCents: 6050 }],
      vatTypeId: taxed.id,
      paymentMethod: 'cash',
      status: 'pendingPayment',
      createdBy: null,
    }),
  );
  await app.db.transaction((trx) =>
    issueInvoice(trx, {
      seriesId: amendingSeries.id,
      customerId: w.customer.id,
      lines: [{ concept: 'Anulación', quantity: 1, unitPriceCents: -20000 }],
      paymentMethod: 'wire',
      status: 'paid',
      amending: { invoiceId: paid.id, reason: 'R4', kind: 'cancellation' },
      createdBy: null,
    }),
  );

  const exported = await app.inject({ url: '/invoices/export.csv', headers: accountant.headers });
  t.equal(exported.statusCode, 200);
  const report = await app.services.historyInvoices.importCsv(admin, {
    fileName: 'exportacion.csv',
    content: exported.rawPayload,
  });
  t.same(report.rejected, []);
  t.equal(report.imported, 3);
  const original = await app
    .db('invoices')
    .orderBy('id')
    .select(
      'series_code',
      'year',
      'number',
      'date',
      'customer_name',
      'customer_nif',
      'base_cents',
      'vat_cents',
      'total_cents',
      'status',
    );
  const archived = await app
    .db('history_invoices')
    .orderBy('id')
    .select(
      'series',
      'number',
      'date',
      'customer_name',
      'customer_nif',
      'base_cents',
      'vat_cents',
      'total_cents',
      'status',
      'amends_number',
      'payment_method',
    );
  t.same(
    archived.map((a: Record<string, unknown>) => [
      a.series,
      a.number,
      a.date,
      a.customerName,
      a.customerNif,
      a.baseCents,
      a.vatCents,
      a.totalCents,
      a.status,
    ]),
    original.map((o: Record<string, unknown>) => [
      o.seriesCode,
      `${o.seriesCode}${o.year}-${String(o.number).padStart(6, '0')}`,
      o.date,
      o.customerName,
      o.customerNif,
      o.baseCents,
      o.vatCents,
      o.totalCents,
      o.status,
    ]),
    'every figure survives the trip',
  );
  t.equal(archived[2].amendsNumber, archived[0].number, 'the amending reference too');
  t.equal(archived[0].paymentMethod, 'Transferencia');
  const again = await app.services.historyInvoices.importCsv(admin, {
    fileName: 'exportacion.csv',
    content: exported.rawPayload,
  });
  t.match(again, { imported: 0, skipped: 3, rejected: [] });
});

/**
 * `npm run cli -- history:import-invoices FILE.csv` as an operator runs it: a real process on
 * the test's database (PostgreSQL only: the embedded database is one process's).
 */
// Each run boots the app in a new process: slow on a busy machine.
t.setTimeout(900_000);

t.test(
  'history:import-invoices as a process',
  { timeout: 900_000, skip: !onPostgres && 'needs PostgreSQL (DATABASE_URL)' },
  async (t) => {
    const app = await setupApp(t);
    const db = await databaseUrlOf(app);
    await createUser(app, 'admin');
    const dir = mkdtempSync(join(tmpdir(), 'historico-'));
    const good = join(dir, 'facturas.csv');
    const bad = join(dir, 'malas.csv');
    writeFileSync(good, csv(...GOOD));
    writeFileSync(
      bad,
      csv(
        GOOD[0],
        'F;F2024/0005;15/13/2024;X;;1,00;0;0;1,00;;;;Pagada',
        'F;F2024/0006;16/01/2024;Y;;1,00;0;0;2,00;;;;Pagada',
      ),
    );
    const count = async () => Number((await app.db('history_invoices').count({ n: '*' }).first())!.n);

    const none = await runCli(['history:import-invoices'], db);
    t.equal(none.code, 2);
    t.match(none.stderr, 'Falta el fichero CSV que importar');
    t.match(none.stderr, 'Uso: npm run cli -- history:import-invoices FICHERO.csv');
    const missing = await runCli(['history:import-invoices', join(dir, 'no-existe.csv')], db);
    t.equal(missing.code, 2);
    t.match(missing.stderr, 'No se encuentra el fichero');
    const option = await runCli(['history:import-invoices', good, '--mes'], db);
    t.equal(option.code, 2);
    t.match(option.stderr, 'Opción desconocida: --mes');

    const refused = await runCli(['history:import-invoices', bad], db);
    t.equal(refused.code, 1);
    t.match(refused.stderr, 'Línea 3: La fecha «15/13/2024» no es válida (dd/mm/aaaa)');
    t.match(refused.stderr, 'Línea 4: La base imponible más la cuota de IVA no suman el total');
    t.match(refused.stderr, 'No se ha importado nada');
    t.equal(await count(), 0, 'all or nothing');

    const run = await runCli(['history:import-invoices', good], db);
    t.equal(run.code, 0, run.stderr);
    t.match(run.stdout, 'Importando facturas de facturas.csv');
    t.match(run.stdout, 'Líneas guardadas: 3/3');
    t.notMatch(run.stdout, '\u001b[', 'plain lines without a terminal');
    t.match(run.stdout, 'Facturas importadas: 3');
    t.equal(await count(), 3);
    const again = await runCli(['history:import-invoices', good], db);
    t.equal(again.code, 0);
    t.match(again.stdout, 'Facturas importadas: 0');
    t.match(again.stdout, 'Ya estaban en el histórico: 3');
    t.equal(await count(), 3, 'a second import adds nothing');
  },
);

t.test('a file of several batches imported again: every line found archived, none written twice', async (t) => {
  const app = await setupApp(t);
  const admin = await adminActor(app);
  // One series, as the previous system's exports are: 1,200 invoices, three batches of keys.
  const lines = Array.from(
    { length: 1200 },
    (_, i) =>
      `G;G2019-${String(i + 1).padStart(6, '0')};15/03/2019;Cliente ${i + 1};;100,00;21,00;21,00;121,00;;;;Pagada`,
  );
  const file = { fileName: 'grande.csv', content: csv(...lines) };
  t.match(await app.services.historyInvoices.importCsv(admin, file), { imported: 1200, rejected: [] });
  // How fast the second pass is (the keys looked up as arrays, not as a filter over the series) is
  // a speed matter for bench/, not a timed test; here, that it finds every line.
  t.match(await app.services.historyInvoices.importCsv(admin, file), { imported: 0, skipped: 1200, rejected: [] });
  t.equal(Number((await app.db('history_invoices').count({ n: '*' }).first())!.n), 1200, 'each line archived once');
});
