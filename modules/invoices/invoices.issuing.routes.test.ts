import t from 'tap';
import { callerAs, gql, postForm, setupApp, type Caller } from '../../test/helpers/app';
import { todayInMadrid } from '../../src/lib/intl';
import type { Actor } from '../../src/lib/policy';
import { vouchersWorld } from '../vouchers/vouchers.testkit';

const CALLERS = ['anonymous', 'teacher', 'advisor', 'admin', 'accountant'] as const;
type Who = (typeof CALLERS)[number];
const row = (anonymous: number, teacher: number, advisor: number, admin: number, accountant: number) => ({
  anonymous,
  teacher,
  advisor,
  admin,
  accountant,
});

t.test('manual invoices and the amend dialog: pages, form posts and GraphQL', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const callers = Object.fromEntries(
    await Promise.all(CALLERS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<Who, Caller>;
  const advisor = (await app.services.auth.resolve(callers.advisor.cookie.split('=')[1])) as Actor;
  const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: callers[who].headers });
  const year = todayInMadrid().slice(0, 4);
  const voucherId = await w.voucher({
    status: 'inactive',
    paymentStatus: 'pendingPayment',
    startDate: '2026-12-01',
    endDate: '2027-02-28',
  });
  const { payment } = await app.services.vouchers.pay(advisor, {
    voucherId: voucherId,
    payment: { amountCents: 20000, method: 'wire' },
  });
  const paid = await app.db('invoices').where('payment_id', payment.id).first();
  const seriesA = (await app.db('invoice_series').where('code', 'A').first('id')).id;
  const seriesR = (await app.db('invoice_series').where('code', 'R').first('id')).id;
  const taxed = (await app.db('vat_types').where('tax_code', 'S1').first('id')).id;
  const form = (overrides: Record<string, string | string[]> = {}) => ({
    customerId: String(w.customer.id),
    customerName: 'Lucía Gómez Ruiz',
    seriesId: String(seriesA),
    vatTypeId: String(taxed),
    date: todayInMadrid(),
    paymentMethod: 'wire',
    paid: ['false', 'true'],
    concept: ['Libro de ejercicios', 'Matrícula', ''],
    quantity: ['2', '1', '1'],
    unitPrice: ['12,10', '30', ''],
    intent: 'issue',
    ...overrides,
  });

  t.test('the permission table: the new pages, the posts and the buttons', async (t) => {
    const expected: [string, ReturnType<typeof row>][] = [
      ['/invoices/new', row(302, 403, 200, 200, 403)],
      [`/invoices/${paid.id}/amend`, row(302, 403, 403, 200, 403)],
    ];
    for (const [url, statuses] of expected) {
      for (const who of CALLERS) t.equal((await get(who, url)).statusCode, statuses[who], `${who} GET ${url}`);
    }
    for (const who of ['teacher', 'accountant'] as const) {
      t.equal(
        (await postForm(app, callers[who], '/', '/invoices/new', form())).statusCode,
        403,
        `${who} POST /invoices/new`,
      );
      t.equal(
        (
          await postForm(app, callers[who], '/', `/invoices/${paid.id}/amend`, {
            seriesId: String(seriesR),
            reason: 'R4',
            kind: 'cancellation',
          })
        ).statusCode,
        403,
        `${who} POST amend`,
      );
    }
    t.equal(
      (
        await postForm(app, callers.advisor, '/', `/invoices/${paid.id}/amend`, {
          seriesId: String(seriesR),
          reason: 'R4',
          kind: 'cancellation',
        })
      ).statusCode,
      403,
      'advisor POST amend',
    );
    t.equal(
      (await app.inject({ method: 'POST', url: '/invoices/new', payload: {} })).statusCode,
      302,
      'anonymous POST goes to the login',
    );
    t.equal((await app.db('invoices')).length, 1, 'nothing issued by the refused posts');

    // The buttons follow the same table.
    const listOf = async (who: Who) => (await get(who, '/invoices')).body;
    t.match(await listOf('advisor'), 'href="/invoices/new"');
    t.match(await listOf('admin'), 'href="/invoices/new"');
    t.notMatch(await listOf('accountant'), 'href="/invoices/new"');
    t.match((await get('admin', `/invoices/${paid.id}`)).body, `/invoices/${paid.id}/amend`);
    t.notMatch((await get('advisor', `/invoices/${paid.id}`)).body, '/amend');
    t.notMatch((await get('accountant', `/invoices/${paid.id}`)).body, '/amend');
    t.equal((await get('admin', '/invoices/999999/amend')).statusCode, 404);
  });

  t.test('the new invoice asks for its payment method in words, not with an empty box', async (t) => {
    const page = (await get('advisor', '/invoices/new')).body;
    t.match(page, /<select id="f-paymentMethod"[^>]*><option value="" selected="">Elige la forma de pago<\/option>/);
  });

  t.test('an invoice number never breaks at its hyphen: kept in a nowrap span wherever it is printed', async (t) => {
    const number = (await app.db('invoices').where({ id: paid.id }).first('series_code', 'year', 'number')) as {
      seriesCode: string;
      year: number;
      number: number;
    };
    const full = `${number.seriesCode}${number.year}-${String(number.number).padStart(6, '0')}`;
    const kept = `<span class="nowrap">${full}</span>`;
    const amend = (await get('admin', `/invoices/${paid.id}/amend`)).body;
    t.match(amend, `<h1>Rectificar la factura ${kept}</h1>`, "the title of the dialog's own page");
    t.match(amend, `cita la factura ${kept} (`, 'its introduction');
    t.match((await get('admin', `/invoices/${paid.id}`)).body, `<h1>Factura ${kept}</h1>`);
    t.match((await get('admin', `/invoices/${paid.id}`)).body, /&quot;title&quot;:&quot;Rectificar la factura /);
  });

  t.test('the manual invoice form without JavaScript: «Recalcular» shows the totals, then it is issued', async (t) => {
    const page = await get('advisor', '/invoices/new');
    t.match(page.body, 'Nueva factura');
    t.match(page.body, /name="customerName"/);
    t.match(page.body, '>Recalcular<');

    const recalculated = await postForm(
      app,
      callers.advisor,
      '/invoices/new',
      '/invoices/new',
      form({ intent: 'recalculate' }),
    );
    t.equal(recalculated.statusCode, 200);
    t.match(recalculated.body, /54,20\s€/, 'the total the server computed');
    t.match(recalculated.body, /44,79\s€/, 'its base');
    t.match(recalculated.body, /9,41\s€/, 'its VAT');
    t.equal((await app.db('invoices')).length, 1, 'nothing issued');

    const refused = await postForm(
      app,
      callers.advisor,
      '/invoices/new',
      '/invoices/new',
      form({ customerId: '', customerName: 'Nadie Que Exista', paymentMethod: '', unitPrice: ['doce', '30', ''] }),
    );
    t.equal(refused.statusCode, 422);
    t.match(refused.body, 'No hay ningún cliente con ese nombre');
    t.match(refused.body, 'Debes rellenar este campo');
    t.match(refused.body, 'El campo debe ser un número positivo');
    t.match(refused.body, 'value="doce"', 'what was typed comes back');
    // The summary names every field, those the lines island draws too, and each link reaches its field.
    const summary = /<div class="form-errors"[\s\S]*?<\/ul>/.exec(refused.body)?.[0] ?? '';
    t.match(summary, /Línea 1 · Precio[^:<]*: El campo debe ser un número positivo/);
    const unlinked = [...summary.matchAll(/href="#([^"]+)"/g)]
      .map((m) => m[1])
      .filter((id) => !refused.body.includes(`id="${id}"`));
    t.same(unlinked, [], 'every link of the summary has its field');
    const noVat = await postForm(app, callers.advisor, '/invoices/new', '/invoices/new', form({ vatTypeId: '' }));
    t.match(noVat.body, /<a href="#f-vatTypeId">Tipo de IVA: Debes rellenar este campo<\/a>/);
    // A value that is no option (a tampered form, a program) is told as such, not as missing.
    const tampered = await postForm(
      app,
      callers.advisor,
      '/invoices/new',
      '/invoices/new',
      form({ seriesId: 'abc', vatTypeId: '-1' }),
    );
    t.equal(tampered.statusCode, 422);
    t.match(tampered.body, /Serie: Elige una de las opciones de la lista/);
    t.match(tampered.body, /Tipo de IVA: Elige una de las opciones de la lista/);

    const before = await postForm(
      app,
      callers.advisor,
      '/invoices/new',
      '/invoices/new',
      form({ date: `${Number(year) - 1}-12-31` }),
    );
    t.equal(before.statusCode, 422);
    t.match(before.body, /no puede ser anterior a la de la última factura de la serie A/);

    // The date («obligatorio») emptied: refused on its field, nothing issued (it was issued as of today).
    const count = async () => Number((await app.db('invoices').count({ n: '*' }).first())!.n);
    const issuedBefore = await count();
    const noDate = await postForm(app, callers.advisor, '/invoices/new', '/invoices/new', form({ date: '' }));
    t.equal(noDate.statusCode, 422);
    t.match(noDate.body, 'id="f-date-error">Debes rellenar este campo');
    t.equal(await count(), issuedBefore, 'nothing issued');

    const issued = await postForm(app, callers.advisor, '/invoices/new', '/invoices/new', form({ customerId: '' }));
    t.equal(issued.statusCode, 303);
    const invoice = await app.db('invoices').orderBy('id', 'desc').first();
    t.equal(issued.headers.location, `/invoices/${invoice.id}`);
    t.match(invoice, { customerId: w.customer.id, totalCents: 5420, voucherId: null, paymentId: null, status: 'paid' });

    // An invoice without voucher or payment: its page, print page, PDF and the CSV.
    const detail = await get('accountant', `/invoices/${invoice.id}`);
    t.equal(detail.statusCode, 200);
    t.match(detail.body, 'Libro de ejercicios');
    t.notMatch(detail.body, 'Bono n.º');
    t.equal((await get('accountant', `/invoices/${invoice.id}/print`)).statusCode, 200);
    const pdf = await get('accountant', `/invoices/${invoice.id}.pdf`);
    t.equal(pdf.statusCode, 200);
    t.equal(pdf.headers['content-type'], 'application/pdf');
    const csv = await get('accountant', '/invoices/export.csv');
    t.match(csv.body, `A${year}-000002`);

    // Back to a form already issued, another price, sent again under its key: said in a form's words, nothing issued.
    const fresh = await get('advisor', '/invoices/new');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(fresh.body)?.[1] ?? '';
    const first = await postForm(app, callers.advisor, '/invoices/new', '/invoices/new', form({ idempotencyKey: key }));
    t.equal(first.statusCode, 303);
    const issuedCount = Number((await app.db('invoices').count({ n: '*' }).first())!.n);
    const resent = await postForm(
      app,
      callers.advisor,
      '/invoices/new',
      '/invoices/new',
      form({ idempotencyKey: key, unitPrice: ['13,10', '30', ''] }),
    );
    t.equal(resent.statusCode, 422);
    t.match(resent.body, 'Este formulario ya se había emitido con otros datos y no se ha emitido otra factura.');
    t.notMatch(resent.body, `value="${key}"`, 'a new key: issuing again is a choice');
    t.notMatch(resent.body, 'idempotencia', 'not the API jargon');
    t.equal(Number((await app.db('invoices').count({ n: '*' }).first())!.n), issuedCount, 'nothing issued');
  });

  t.test("a customer's page links to their invoices", async (t) => {
    const page = await get('advisor', `/customers/${w.customer.id}`);
    t.match(page.body, `href="/invoices?customer=${w.customer.id}">Sus facturas</a>`);
    const list = await get('advisor', `/invoices?customer=${w.customer.id}`);
    t.match(list.body, `A${year}-000001`);
    // And back: the invoice's page links to its customer for staff; the accountant, who cannot open customers, reads the name.
    const link = `<a href="/customers/${w.customer.id}">Lucía Gómez Ruiz</a>`;
    t.match((await get('advisor', `/invoices/${paid.id}`)).body, link);
    t.notMatch((await get('accountant', `/invoices/${paid.id}`)).body, `href="/customers/`);
  });

  t.test('the amend page without JavaScript, and the links both ways', async (t) => {
    const page = await get('admin', `/invoices/${paid.id}/amend`);
    t.match(page.body, `Rectificar la factura A${year}-000001`);
    t.match(page.body, 'R1 — Error fundado en derecho');
    t.match(page.body, 'Anulación total de la factura');

    const amendUrl = `/invoices/${paid.id}/amend`;
    /** An amendment «por diferencias» of one line of the invoice, dated today unless said. */
    const postDifference = (fields: Record<string, string | string[]>) =>
      postForm(app, callers.admin, amendUrl, amendUrl, {
        seriesId: String(seriesR),
        reason: 'R1',
        kind: 'differences',
        date: todayInMadrid(),
        concept: ['Descuento', ''],
        quantity: ['1', '1'],
        ...fields,
      });
    const tooMuch = await postDifference({ unitPrice: ['-250', ''] });
    t.equal(tooMuch.statusCode, 422);
    t.match(tooMuch.body, /como mucho se pueden descontar 200,00\s€/);

    // The error summary names each field and its link reaches it (it said only how many errors there were).
    const unnamed = await postForm(app, callers.admin, `/invoices/${paid.id}/amend`, `/invoices/${paid.id}/amend`, {
      seriesId: String(seriesR),
      reason: 'R1',
      kind: 'differences',
      date: '2026-02-30',
      concept: ['Descuento', ''],
      quantity: ['1', ''],
      unitPrice: ['', ''],
    });
    t.equal(unnamed.statusCode, 422);
    for (const [name, label] of [
      ['date', 'Fecha'],
      ['lines.0.unitPrice', 'Línea 1 · Precio unitario'],
    ]) {
      t.match(unnamed.body, new RegExp(`<a href="#f-${name.replace(/\./g, '\\.')}">${label}: `), `summary: ${label}`);
      t.match(unnamed.body, `id="f-${name}"`, `${label}: its link reaches the field`);
    }

    const undated = await postDifference({ date: '', unitPrice: ['-1', ''] });
    t.equal(undated.statusCode, 422, 'the date emptied: refused, not issued as of today');
    t.match(undated.body, 'id="f-date-error">Debes rellenar este campo');

    const done = await postDifference({ concept: ['Descuento por hora no dada', ''], unitPrice: ['-20,00', ''] });
    t.equal(done.statusCode, 303);
    const amending = await app.db('invoices').where('amended_invoice_id', paid.id).first();
    t.equal(done.headers.location, `/invoices/${amending.id}`);
    t.match(amending, {
      seriesCode: 'R',
      number: 1,
      totalCents: -2000,
      amendingReason: 'R1',
      amendingKind: 'differences',
    });

    const original = (await get('admin', `/invoices/${paid.id}`)).body;
    t.match(original, `href="/invoices/${amending.id}"`, 'the original links to its amending invoice');
    t.match(original, 'que con sus rectificativas anteriores queda en 180,00', 'the dialog says what stands');
    // The amend page after an amendment: what still stands (200,00 € − 20,00 €), the figure the rule allows, not the original's total.
    const amendAgain = (await get('admin', `/invoices/${paid.id}/amend`)).body;
    t.match(
      amendAgain,
      /cita la factura <span class="nowrap">A\d{4}-000001<\/span>, que con sus rectificativas anteriores queda en 180,00\s€\./,
    );
    t.notMatch(amendAgain, '200,00', "the original's total is not quoted as if it still stood");
    const pastWhatStands = await postDifference({ unitPrice: ['-180,01', ''] });
    t.equal(pastWhatStands.statusCode, 422);
    t.match(pastWhatStands.body, /como mucho se pueden descontar 180,00\s€/, 'the rule allows what the page says');
    const amendingPage = (await get('admin', `/invoices/${amending.id}`)).body;
    t.match(amendingPage, `href="/invoices/${paid.id}"`, 'and back');
    t.match(amendingPage, `Factura rectificativa R${year}-000001`);
    t.notMatch(amendingPage, `/invoices/${amending.id}/amend`, 'no amend button on an amending invoice');
    const again = await get('admin', `/invoices/${amending.id}/amend`);
    t.equal(again.statusCode, 303);

    const cancel = await postForm(app, callers.admin, `/invoices/${paid.id}/amend`, `/invoices/${paid.id}/amend`, {
      seriesId: String(seriesR),
      reason: 'R4',
      kind: 'cancellation',
      date: todayInMadrid(),
      concept: [''],
      quantity: ['1'],
      unitPrice: [''],
    });
    t.equal(cancel.statusCode, 303);
    t.equal(
      Number((await app.db('invoices').where('amended_invoice_id', paid.id).sum({ s: 'total_cents' }).first())!.s),
      -20000,
    );
    t.notMatch(
      (await get('admin', `/invoices/${paid.id}`)).body,
      `/invoices/${paid.id}/amend`,
      'nothing left to amend: no button',
    );
    const after = await postForm(app, callers.admin, `/invoices/${paid.id}`, `/invoices/${paid.id}/amend`, {
      seriesId: String(seriesR),
      reason: 'R4',
      kind: 'cancellation',
      date: todayInMadrid(),
    });
    t.equal(after.statusCode, 303);
    t.equal(after.headers.location, `/invoices/${paid.id}`, 'refused with the reason on the invoice');
  });

  t.test('GraphQL: issueInvoice and amendInvoice, with the same rules, codes and messages', async (t) => {
    const issue = `mutation ($input: IssueInvoiceInput!, $key: String) { issueInvoice(input: $input, idempotencyKey: $key) { id number totalCents baseCents vatCents status voucherId lines { concept quantity amountCents } record { invoiceType } } }`;
    const input = {
      customerId: w.customer.id,
      seriesId: seriesA,
      vatTypeId: taxed,
      paymentMethod: 'cash',
      paid: false,
      lines: [{ concept: 'Material', quantity: 1.5, unitPriceCents: 2000 }],
    };
    const codes = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', accountant: 'FORBIDDEN' } as const;
    for (const who of ['anonymous', 'teacher', 'accountant'] as const)
      t.equal(
        (await gql(app, callers[who], issue, { input })).body.errors?.[0]?.extensions?.code,
        codes[who],
        `${who} issueInvoice`,
      );
    const ok = await gql(app, callers.advisor, issue, { input, key: 'gql-issue-0001' });
    t.match(ok.body.data?.issueInvoice, {
      totalCents: 3000,
      status: 'pendingPayment',
      voucherId: null,
      lines: [{ concept: 'Material', quantity: 1.5, amountCents: 3000 }],
      record: { invoiceType: 'F1' },
    });
    const replay = await gql(app, callers.advisor, issue, { input, key: 'gql-issue-0001' });
    t.equal(
      (replay.body.data?.issueInvoice as { id: number }).id,
      (ok.body.data?.issueInvoice as { id: number }).id,
      'the same key issues once',
    );
    const bad = await gql(app, callers.advisor, issue, {
      input: { ...input, lines: [{ concept: '', quantity: 1, unitPriceCents: -5 }] },
    });
    t.match(bad.body.errors?.[0], {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          'lines.0.concept': 'Debes rellenar este campo',
          // Under the argument the client sent (the form's field is unitPrice).
          'lines.0.unitPriceCents': 'El campo debe ser un número positivo',
        },
      },
    });
    const amendingSeries = await gql(app, callers.advisor, issue, { input: { ...input, seriesId: seriesR } });
    t.match(amendingSeries.body.errors?.[0], {
      message: 'La serie R es de facturas rectificativas',
      extensions: { code: 'INVOICES_SERIES_KIND' },
    });

    const id = (ok.body.data?.issueInvoice as { id: number }).id;
    const amend = `mutation ($id: Int!, $input: AmendInvoiceInput!) { amendInvoice(id: $id, input: $input) { id number totalCents isAmending amendedNumber amendingReason amendingReasonLabel record { invoiceType } } }`;
    const amendInput = { seriesId: seriesR, reason: 'R3', kind: 'cancellation' };
    for (const who of ['anonymous', 'teacher', 'advisor', 'accountant'] as const)
      t.ok(
        (await gql(app, callers[who], amend, { id, input: amendInput })).body.errors?.[0],
        `${who} amendInvoice refused`,
      );
    const amended = await gql(app, callers.admin, amend, { id, input: amendInput });
    t.match(amended.body.data?.amendInvoice, {
      totalCents: -3000,
      isAmending: true,
      amendedNumber: (ok.body.data?.issueInvoice as { number: string }).number,
      amendingReason: 'R3',
      amendingReasonLabel: /^R3 — Créditos incobrables/,
      record: { invoiceType: 'R3' },
    });
    const ofAmending = await gql(app, callers.admin, amend, {
      id: (amended.body.data?.amendInvoice as { id: number }).id,
      input: amendInput,
    });
    t.match(ofAmending.body.errors?.[0], {
      message: /no se puede rectificar/,
      extensions: { code: 'INVOICES_NOT_AMENDABLE' },
    });
    const twice = await gql(app, callers.admin, amend, { id, input: amendInput });
    t.equal(twice.body.errors?.[0]?.extensions?.code, 'INVOICES_ALREADY_CANCELLED');
  });
});
