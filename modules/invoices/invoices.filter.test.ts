import t from 'tap';
import { callerAs, gql, setupApp } from '../../test/helpers/app';
import { createCustomer } from '../../test/factories/people';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { issueInvoice } from './issue';

/** /invoices' customer filter: an autocomplete over the customers with invoices (never a menu of all of them). */
t.test('the invoices list by customer', async (t) => {
  const app = await setupApp(t);
  await vouchersWorld(app);
  const taxed = await app.db('vat_types').where('tax_code', 'S1').first('id');
  const issueFor = (customerId: number) =>
    app.db.transaction((trx) =>
      issueInvoice(trx, {
        customerId,
        lines: [{ concept: 'Libro', quantity: 1, unitPriceCents: 1000 }],
        vatTypeId: taxed.id,
        paymentMethod: 'cash',
        status: 'paid',
        createdBy: null,
      }),
    );
  const marta = await createCustomer(app, { firstName: 'Marta', lastName: 'Facturada', nif: '12345678Z' });
  const pablo = await createCustomer(app, { firstName: 'Pablo', lastName: 'Facturado' });
  const none = await createCustomer(app, { firstName: 'Marta', lastName: 'Sinfactura' });
  const [martas, pablos] = [await issueFor(marta.id), await issueFor(pablo.id)];
  const [admin, accountant, teacher] = await Promise.all([
    callerAs(app, 'admin'),
    callerAs(app, 'accountant'),
    callerAs(app, 'teacher'),
  ]);
  const get = (url: string, caller = admin) => app.inject({ method: 'GET', url, headers: caller.headers });
  const idOf = (issued: { id: number }) => issued.id;

  const res = await get(`/invoices?customer=${marta.id}`, accountant);
  t.equal(res.statusCode, 200);
  t.match(res.body, `href="/invoices/${idOf(martas)}"`);
  t.notMatch(res.body, `href="/invoices/${idOf(pablos)}"`, 'filtered');
  t.match(res.body, 'value="Marta Facturada"', 'the name in the field');
  t.notMatch(res.body, 'Pablo Facturado', 'no menu of customers');

  for (const bad of ['999999', 'x']) {
    const ignored = await get(`/invoices?customer=${bad}`);
    t.match(ignored.body, `href="/invoices/${idOf(pablos)}"`, `${bad}: ignored`);
  }
  const empty = await get(`/invoices?customer=${none.id}`);
  t.match(empty.body, 'value="Marta Sinfactura"', 'a customer without invoices: named, and nothing listed');
  t.notMatch(empty.body, `href="/invoices/${idOf(martas)}"`);
  // The accountant reads invoices, not customers: an id of a customer without invoices names no one.
  const probed = await get(`/invoices?customer=${none.id}`, accountant);
  t.equal(probed.statusCode, 200);
  t.notMatch(probed.body, 'Sinfactura', 'the accountant: a customer without invoices is not named');

  const typed = await get('/invoices?customer=&customerName=marta');
  t.equal(typed.statusCode, 302, 'a typed name (no JavaScript)');
  t.equal(typed.headers.location, `/invoices?customer=${marta.id}`, 'the one customer with invoices so named');

  const query = 'query($q: String!) { suggestions(source: "invoiceCustomers", q: $q) { id name detail } }';
  const found = await gql(app, accountant, query, { q: 'MARTA' });
  t.same(
    found.body.data?.suggestions,
    [{ id: marta.id, name: 'Marta Facturada', detail: '12345678Z' }],
    'the accountant finds customers with invoices (NIF as the detail)',
  );
  const refused = await gql(app, teacher, query, { q: 'marta' });
  t.equal(refused.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', 'refused to teachers');

  // A malformed date filter is refused: the whole list would pass for the filtered one.
  const list = 'query($f: InvoiceFilter) { invoices(filter: $f) { total } }';
  const malformed = await gql(app, accountant, list, { f: { from: '2026-02-30', to: '31/13/2026' } });
  t.match(malformed.body.errors?.[0]?.extensions, {
    code: 'BAD_USER_INPUT',
    fields: { 'filter.from': 'La fecha no es válida (dd/mm/aaaa)', 'filter.to': 'La fecha no es válida (dd/mm/aaaa)' },
  });
  // The year 0000 is no year PostgreSQL stores: it ended the server (the list's sums were left unawaited).
  for (const f of [{ from: '0000-01-01' }, { to: '0000-12-31' }]) {
    const res = await gql(app, accountant, list, { f });
    t.match(res.body.errors?.[0]?.extensions, { code: 'BAD_USER_INPUT' }, `year 0000 refused: ${JSON.stringify(f)}`);
    t.match(JSON.stringify(res.body.errors?.[0]?.extensions?.fields), 'La fecha no es válida (dd/mm/aaaa)');
  }
  t.equal((await get('/invoices?from=0000-01-01&to=0000-12-31', accountant)).statusCode, 200, 'the page: whole list');
  t.equal((await gql(app, accountant, '{ invoices { total } }')).status, 200, 'the server still answers');
  const history = 'query($f: HistoryInvoiceFilter) { historyInvoices(filter: $f) { total } }';
  t.match((await gql(app, accountant, history, { f: { from: 'ayer' } })).body.errors?.[0]?.extensions, {
    code: 'BAD_USER_INPUT',
    fields: { 'filter.from': 'La fecha no es válida (dd/mm/aaaa)' },
  });
  t.ok(
    (await gql(app, accountant, list, { f: { from: '2026-01-01', to: '' } })).body.data?.invoices,
    'good or empty: listed',
  );
  t.ok(
    (await gql(app, accountant, list, { f: { from: '1/1/2026', to: '31/12/2026' } })).body.data?.invoices,
    'a day in the Spanish order, as the date fields send it: listed',
  );
});

t.test('GraphQL: a payment names the invoice it issued; the invoices list by voucher', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const [advisor, teacher] = await Promise.all([callerAs(app, 'advisor'), callerAs(app, 'teacher')]);
  const pending = { status: 'inactive', paymentStatus: 'pendingPayment' };
  const [first, second] = [await w.voucher(pending), await w.voucher(pending)];
  const pay = async (voucherId: number, amountCents: number) => {
    const { body } = await gql(
      app,
      advisor,
      `mutation { payVoucher(id: ${voucherId}, input: { amountCents: ${amountCents}, method: wire }) { payment { id } } }`,
    );
    return (body.data as { payVoucher: { payment: { id: number } } }).payVoucher.payment.id;
  };
  const paid = [await pay(first, 5000), await pay(first, 15000), await pay(second, 20000)];
  const issued = await app.db('invoices').whereIn('payment_id', paid).select('id', 'payment_id');
  const invoiceOf = new Map(issued.map((r: { id: number; paymentId: number }) => [r.paymentId, r.id]));
  t.equal(invoiceOf.size, 3, 'each payment issued its invoice');

  const detail = await gql(
    app,
    advisor,
    `{ voucher(id: ${first}) { payments { id invoice { id voucherId paymentId number } } } }`,
  );
  t.equal(detail.body.errors, undefined);
  const payments = (detail.body.data as { voucher: { payments: { id: number; invoice: unknown }[] } }).voucher.payments;
  t.strictSame(payments.map((p) => p.id).sort(), paid.slice(0, 2).sort());
  for (const p of payments)
    t.match(p.invoice, { id: invoiceOf.get(p.id), voucherId: first, paymentId: p.id, number: /^[A-Z]+\d{4}-\d{6}$/ });

  const byVoucher = await gql(
    app,
    advisor,
    'query($v: Int) { invoices(filter: { voucherId: $v }) { total totals { totalCents } rows { id voucherId } } }',
    { v: second },
  );
  t.strictSame(byVoucher.body.data, {
    invoices: { total: 1, totals: { totalCents: 20000 }, rows: [{ id: invoiceOf.get(paid[2]), voucherId: second }] },
  });
  const page = await app.inject({ method: 'GET', url: `/invoices?voucher=${first}`, headers: advisor.headers });
  t.match(page.body, `href="/invoices/${invoiceOf.get(paid[0])}"`);
  t.notMatch(page.body, `href="/invoices/${invoiceOf.get(paid[2])}"`, 'the list page filters the same');

  const refused = await gql(app, teacher, `{ invoices(filter: { voucherId: ${first} }) { total } }`);
  t.equal(refused.body.errors?.[0].extensions?.code, 'FORBIDDEN', 'the policy still decides');
});
