import t from 'tap';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { callerAs, setupApp } from '../../test/helpers/app';
import { createCustomer } from '../../test/factories/people';
import { fillIssuer } from '../../test/helpers/invoices';
import { formatDate } from '../../src/lib/intl';
import { CSV_OPTIONS, csvDecimal, safeCell } from '../../src/lib/csv';
import { parseListQuery } from '../../src/lib/listQuery';
import type { Actor } from '../../src/lib/policy';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { issueInvoice } from './issue';
import { INVOICE_LIST_SPEC, type InvoiceRow } from './invoices.service';
import { INVOICE_CSV_HEADERS } from './invoices.exports.routes';
import { invoiceMethodLabel, reasonLabel, statusLabel } from './labels';

/**
 * The invoices CSV is written without csv-stringify (sendCsvText, a page of records a string):
 * its bytes must stay those of the generic writer (safeCell, then csv-stringify with `;`, BOM,
 * CRLF) over the invoices' rows, formula names, quotes, separators and amending rows included.
 */
t.test('the invoices CSV: the same bytes as csv-stringify over the same rows', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const admin = await callerAs(app, 'admin');
  const actor = (await app.services.auth.resolve(admin.cookie.split('=')[1])) as Actor;
  await app.db('customers').where('id', w.customer.id).update({ nif: '12345678Z' });
  const names = ['=HYPERLINK("http://x")', 'a;b', '-x', '+1', '@y', 'Lucía "la" Gómez', 'x\r\ny', 'x\ny', 'x\ry'];
  const taxed = await app.db('vat_types').where('tax_code', 'S1').first('id');
  const amendingSeries = await app.db('invoice_series').where('code', 'R').first('id');
  let first = 0;
  for (const [i, n] of names.entries()) {
    const c = await createCustomer(app, { firstName: n, lastName: '', nif: i % 2 ? null : '00000000T' });
    const r = await app.db.transaction((trx) =>
      issueInvoice(trx, {
        customerId: c.id,
        lines: [{ concept: 'X', quantity: 1.5, unitPriceCents: 6053 + i }],
        vatTypeId: i % 2 ? taxed.id : undefined,
        paymentMethod: i % 3 ? 'cash' : null,
        status: i % 2 ? 'paid' : 'pendingPayment',
        createdBy: null,
      }),
    );
    if (!first) first = r.id;
  }
  await app.db.transaction((trx) =>
    issueInvoice(trx, {
      seriesId: amendingSeries.id,
      customerId: w.customer.id,
      lines: [{ concept: 'Anulación', quantity: 1, unitPriceCents: -5 }],
      paymentMethod: 'wire',
      status: 'paid',
      amending: { invoiceId: first, reason: 'R4', kind: 'differences' },
      createdBy: null,
    }),
  );
  const res = await app.inject({
    method: 'GET',
    url: '/invoices/export.csv?from=2000-01-01&to=2100-01-01',
    headers: admin.headers,
  });
  t.equal(res.statusCode, 200);
  const query = parseListQuery({ from: '2000-01-01', to: '2100-01-01' }, INVOICE_LIST_SPEC);
  const rows: InvoiceRow[] = [];
  for await (const r of app.services.invoices.exportRows(actor, query)) rows.push(r);
  const cols: ((r: InvoiceRow) => unknown)[] = [
    (r) => r.seriesCode,
    (r) => r.fullNumber,
    (r) => formatDate(r.date),
    (r) => r.customerName,
    (r) => r.customerNif ?? '',
    (r) => csvDecimal(r.baseCents / 100),
    (r) => csvDecimal(Number(r.vatRate)),
    (r) => csvDecimal(r.vatCents / 100),
    (r) => csvDecimal(r.totalCents / 100),
    (r) => (r.paymentMethod ? invoiceMethodLabel(r.paymentMethod) : ''),
    (r) => r.amendedNumber ?? '',
    (r) => (r.amendingReason ? reasonLabel(r.amendingReason) : ''),
    (r) => statusLabel(r.status),
  ];
  const old = stringify([INVOICE_CSV_HEADERS(), ...rows.map((r) => cols.map((c) => safeCell(c(r))))], {
    ...CSV_OPTIONS,
  });
  t.equal(rows.length, 10, 'every invoice');
  t.equal(res.rawPayload.toString('hex'), Buffer.from(old).toString('hex'), 'the same bytes');
  // Read back as a spreadsheet would: one record per invoice, 13 cells each, names whole.
  // (A name with a lone line break was written unquoted: its invoice came out as two broken rows.)
  const records: string[][] = parse(res.rawPayload, {
    bom: true,
    delimiter: ';',
    relax_column_count: true,
    // As Excel and RFC 4180 readers do: any line break outside quotes ends a record.
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  t.same(
    records.map((r) => r.length),
    Array(11).fill(13),
    'every record has its 13 cells',
  );
  const customers = records.slice(1).map((r) => r[3]);
  for (const name of ['x\ny', 'x\ry', 'x\r\ny', 'a;b', 'Lucía "la" Gómez']) t.ok(customers.includes(name), name);
  t.ok(customers.includes(`'=HYPERLINK("http://x")`), 'a formula neutralised');
});

t.test('an export whose period is no period is refused with the form again, not the whole history', async (t) => {
  const app = await setupApp(t);
  const accountant = await callerAs(app, 'accountant');
  await fillIssuer(app);
  const c = await createCustomer(app, { nif: '00000000T' });
  await app.db.transaction((trx) =>
    issueInvoice(trx, {
      customerId: c.id,
      lines: [{ concept: 'Clases', quantity: 1, unitPriceCents: 2000 }],
      paymentMethod: 'cash',
      status: 'paid',
      createdBy: null,
    }),
  );
  const get = (url: string) => app.inject({ method: 'GET', url, headers: accountant.headers });
  for (const [query, field, message] of [
    ['from=31/13/2026&to=31/12/2026', 'Desde', 'La fecha no es válida'],
    ['from=2026-02-30&to=2026-03-31', 'Desde', 'La fecha no es válida'],
    ['from=2026-01-01&to=abc', 'Hasta', 'La fecha no es válida'],
    [
      'from=2026-12-31&to=2026-10-01',
      'Hasta',
      'La fecha «Hasta» no puede ser anterior a la fecha «Desde»: cámbialas para descargar las facturas',
    ],
  ])
    for (const file of ['export.csv', 'export.zip']) {
      const res = await get(`/invoices/${file}?${query}`);
      t.equal(res.statusCode, 422, `${file}?${query}`);
      t.match(res.headers['content-type'], /text\/html/, `${file}?${query}: no file`);
      t.equal(res.headers['content-disposition'], undefined);
      t.match(res.body, `${field}: ${message}`, `${file}?${query}: the field and why`);
      t.match(res.body, /<form[^>]*action="\/invoices\/export.csv"/, 'the form again');
    }
  // A filter it does not know, or given twice: refused by name and value (the list ignores them and
  // shows everything; the file held the whole history).
  for (const [query, message] of [
    ['status=foo', 'El filtro «Estado» no admite «foo»'],
    ['series=abc', 'El filtro «Serie» no admite «abc»'],
    ['method=bitcoin', 'El filtro «Forma de pago» no admite «bitcoin»'],
    ['customer=abc', 'El filtro «Cliente» no admite «abc»'],
    ['from=2026-01-01&from=2026-03-01', 'El filtro «Desde» va más de una vez («2026-01-01», «2026-03-01»)'],
    ['q=a&q=b', 'El filtro «Buscar» va más de una vez'],
  ])
    for (const file of ['export.csv', 'export.zip']) {
      const res = await get(`/invoices/${file}?${query}`);
      t.equal(res.statusCode, 422, `${file}?${query}`);
      t.equal(res.headers['content-disposition'], undefined, `${file}?${query}: no file`);
      t.match(res.body, message, `${file}?${query}: the filter and the value`);
      t.match(res.body, /<form[^>]*action="\/invoices\/export.csv"/, 'the form again');
    }
  t.equal(
    (await get('/invoices/export.csv?series=&status=paid&method=cash')).statusCode,
    200,
    'an empty value is no filter',
  );
  const ok = await get('/invoices/export.csv?from=2000-01-01&to=2100-01-01');
  t.equal(ok.statusCode, 200);
  t.equal(ok.body.trim().split('\r\n').length, 2, 'the header and the invoice');
  // The date fields send the Spanish order: the same period.
  const spanish = await get('/invoices/export.csv?from=01/01/2000&to=01/01/2100');
  t.equal(spanish.statusCode, 200);
  t.equal(spanish.body, ok.body, 'the same file');
  t.match(spanish.headers['content-disposition'], 'facturas-2000-01-01-a-2100-01-01.csv');
  const whole = await get('/invoices/export.csv');
  t.equal(whole.statusCode, 200, 'no period: the whole selection, as the list shows it');
  // Named by the day it was taken (it was «facturas--2026-11-28.csv», a period with no start).
  t.match(whole.headers['content-disposition'], /filename="facturas-\d{4}-\d\d-\d\d\.csv"/);
  t.match(
    (await get('/invoices/export.csv?from=2000-01-01')).headers['content-disposition'],
    'facturas-desde-2000-01-01.csv',
  );
  t.match(
    (await get('/invoices/export.zip?to=2100-01-01')).headers['content-disposition'],
    'facturas-hasta-2100-01-01.zip',
  );
});
