import t from 'tap';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
// The library itself (its index runs a debug self-test when imported as a module).
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { callerAs, gql, setupApp, type Caller } from '../../test/helpers/app';
import { createCustomer, createStudent } from '../../test/factories/people';
import { todayInMadrid } from '../../src/lib/intl';
import type { Actor } from '../../src/lib/policy';
import { vouchersWorld } from '../vouchers/vouchers.testkit';
import { issueInvoice } from './issue';
import { AEAT_QR_TEST } from './verifactu';

const CALLERS = ['anonymous', 'teacher', 'advisor', 'admin', 'accountant'] as const;
type Who = (typeof CALLERS)[number];
const row = (anonymous: number, teacher: number, advisor: number, admin: number, accountant: number) => ({
  anonymous,
  teacher,
  advisor,
  admin,
  accountant,
});

t.test('invoices pages, downloads and GraphQL', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const callers = Object.fromEntries(
    await Promise.all(CALLERS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<Who, Caller>;
  const advisor = (await app.services.auth.resolve(callers.advisor.cookie.split('=')[1])) as Actor;
  const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: callers[who].headers });
  const today = todayInMadrid();
  const year = today.slice(0, 4);

  // A voucher payment (exempt level), a taxed manual invoice for a customer whose name is a formula, and an amending invoice.
  await app
    .db('customers')
    .where('id', w.customer.id)
    .update({ nif: '12345678Z', address: 'Calle de la Luna, 3', postalCode: '28004' });
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
  const formula = await createCustomer(app, { firstName: '=HYPERLINK("http://x")', lastName: '', nif: '00000000T' });
  await createStudent(app, formula.id, { firstName: 'Ana', lastName: 'X' });
  const taxed = await app.db('vat_types').where('tax_code', 'S1').first('id');
  const amendingSeries = await app.db('invoice_series').where('code', 'R').first('id');
  const manual = await app.db.transaction((trx) =>
    issueInvoice(trx, {
      customerId: formula.id,
      lines: [{ concept: 'Libro de ejercicios', quantity: 2, unitPriceCents: 6050 }],
      vatTypeId: taxed.id,
      paymentMethod: 'cash',
      status: 'pendingPayment',
      createdBy: null,
    }),
  );
  const amend = await app.db.transaction((trx) =>
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

  t.test('the permission table: five callers on every page and download', async (t) => {
    const expected: [string, ReturnType<typeof row>][] = [
      ['/invoices', row(302, 403, 200, 200, 200)],
      [`/invoices/${paid.id}`, row(302, 403, 200, 200, 200)],
      [`/invoices/${paid.id}/print`, row(302, 403, 200, 200, 200)],
      [`/invoices/${paid.id}.pdf`, row(302, 403, 200, 200, 200)],
      ['/invoices/export', row(302, 403, 403, 200, 200)],
      ['/invoices/export.csv', row(302, 403, 403, 200, 200)],
      ['/invoices/export.zip', row(302, 403, 403, 200, 200)],
      ['/fiscal-settings', row(302, 403, 403, 200, 403)],
      ['/accountants', row(302, 403, 403, 200, 403)],
      // The accountant sees no teacher files, no lead, no class detail, no voucher and no customer.
      ['/teachers', row(302, 403, 200, 200, 403)],
      ['/customer-interests', row(302, 403, 200, 200, 403)],
      ['/classes', row(302, 403, 200, 200, 403)],
      ['/vouchers', row(302, 403, 200, 200, 403)],
      ['/customers', row(302, 403, 200, 200, 403)],
      ['/teacher-files', row(302, 200, 403, 403, 403)],
    ];
    for (const [url, statuses] of expected) {
      for (const who of CALLERS) t.equal((await get(who, url)).statusCode, statuses[who], `${who} ${url}`);
    }
    t.equal((await get('admin', '/invoices/999999')).statusCode, 404);
    t.equal((await get('admin', '/invoices/abc')).statusCode, 404);
    t.equal((await get('accountant', '/invoices/999999.pdf')).statusCode, 404);
  });

  t.test('GraphQL: the same rules for the five callers', async (t) => {
    const query = `{ invoices(filter: { amending: false }) { total totals { totalCents } csvUrl rows { number customer { name nif } totalText } } }`;
    const codes = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN' } as const;
    for (const who of CALLERS) {
      const res = await gql(app, callers[who], query);
      if (who === 'anonymous' || who === 'teacher') t.equal(res.body.errors?.[0]?.extensions?.code, codes[who], who);
      else
        t.match(
          res.body.data?.invoices,
          {
            total: 2,
            totals: { totalCents: 32100 },
            csvUrl: who === 'advisor' ? null : '/invoices/export.csv?amending=no',
          },
          who,
        );
    }
    const one = await gql(
      app,
      callers.accountant,
      `{ invoice(id: ${paid.id}) { number baseCents vatCents totalCents verificationUrl lines { concept quantity } record { invoiceType fingerprint } amendments { number amendingReason } } }`,
    );
    t.match(one.body.data?.invoice, {
      number: `A${year}-000001`,
      totalCents: 20000,
      verificationUrl: `${AEAT_QR_TEST}?nif=B86541232&numserie=A${year}-000001&fecha=${today.slice(8, 10)}-${today.slice(5, 7)}-${year}&importe=200.00`,
      lines: [{ quantity: 10 }],
      record: { invoiceType: 'F1', fingerprint: /^[0-9A-F]{64}$/ },
      amendments: [{ number: amend.number, amendingReason: 'R4' }],
    });
    const missing = await gql(app, callers.admin, '{ invoice(id: 999999) { id } }');
    t.equal(missing.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    t.match(missing.body.errors?.[0]?.message, 'No existe esa factura');
  });

  t.test('the list: filters, and the totals of the filtered set under the table', async (t) => {
    const all = await get('accountant', '/invoices');
    t.match(all.body, `<span class="nowrap">A${year}-000001</span>`, 'a number never breaks at its hyphen');
    t.match(all.body, /<th scope="col" class="cell-primary cell-code"/, 'the number column is narrower than a name');
    t.match(all.body, /Totales de las 3 facturas filtradas/);
    t.match(all.body, 'Descargar ZIP de PDF', 'the ZIP button says what the export page says');
    t.match(all.body, /121,00\s€/, 'the filtered total (200 + 121 − 200)');
    const taxedOnly = await get('accountant', `/invoices?status=pendingPayment`);
    t.match(taxedOnly.body, 'Totales de la 1 factura filtrada<', 'one invoice: singular throughout');
    t.match(taxedOnly.body, /100,00\s€/, 'base of the taxed invoice');
    t.match(taxedOnly.body, /21,00\s€/, 'its VAT');
    t.notMatch(taxedOnly.body, `A${year}-000001<`);
    const amending = await get('admin', '/invoices?amending=yes');
    t.match(amending.body, amend.number);
    t.notMatch(amending.body, manual.number);
    const bySeries = await get('admin', `/invoices?series=${amendingSeries.id}&from=${today}&to=${today}&method=wire`);
    t.match(bySeries.body, amend.number);
    const byText = await get('admin', '/invoices?q=hyperlink');
    t.match(byText.body, manual.number);
    t.notMatch(byText.body, amend.number);
    // A filter that selects nothing (a day that does not exist, «Hasta» before «Desde») lists nothing:
    // no totals of the whole list under it as «Totales de las 3 facturas filtradas», nor its downloads.
    for (const url of ['/invoices?from=31/02/2026', '/invoices?from=01/12/2026&to=01/01/2026']) {
      const refused = await get('accountant', url);
      t.match(refused.body, 'id="list-refused"', `${url}: says why`);
      t.notMatch(refused.body, 'facturas filtradas', `${url}: no totals`);
      t.notMatch(refused.body, 'Descargar CSV', `${url}: no download of it`);
    }
    const archive = await get('accountant', '/history-invoices?from=31/02/2026');
    t.match(archive.body, 'id="list-refused"');
    t.notMatch(
      archive.body,
      /Totales de|El histórico está vacío/,
      'nor the archive of invoices: no totals line at all',
    );
  });

  t.test('the detail shows the payment, the voucher, the amendments, the record and the links', async (t) => {
    const res = await get('admin', `/invoices/${paid.id}`);
    t.match(res.body, 'Bono de 10 h de Matemáticas, 2º ESO, para Pablo — del 01/12/2026 al 28/02/2027');
    t.match(res.body, `href="/vouchers/${voucherId}"`);
    t.match(res.body, `href="/invoices/${amend.id}"`);
    t.match(res.body, 'Operación exenta de IVA (art. 20.Uno.9º Ley 37/1992)');
    t.match(res.body, `href="/invoices/${paid.id}.pdf"`);
    t.match(res.body, `href="/invoices/${paid.id}/print"`);
    t.match(res.body, 'Primer registro de la cadena');
    t.match(
      res.body,
      /<time dateTime="\d{4}-\d\d-\d\dT[\d:]{8}[+-]\d\d:\d\d">\d\d\/\d\d\/\d{4} \d\d:\d\d<\/time>/i,
      'the record generated as 22/11/2026 18:05',
    );
    t.match(res.body, '<svg');
    t.match(
      res.body,
      /Registrada en la intranet el \d\d\/\d\d\/\d{4} \d\d:\d\d/,
      'the bare timestamp at the foot says what it is',
    );
    t.equal(res.body.match(/<h1[\s>]/g)?.length, 1, "one h1, the page's: the document inside is headed by an h2");
    const accountant = await get('accountant', `/invoices/${paid.id}`);
    t.notMatch(accountant.body, `href="/vouchers/${voucherId}"`, 'no link the accountant cannot follow');
    const amending = await get('admin', `/invoices/${amend.id}`);
    t.match(amending.body, `Rectifica la factura A${year}-000001`);
    // «del 28/11/2026», as Spanish says a date after a noun (it read «de 28/11/2026»).
    t.match(
      amending.body,
      new RegExp(`Rectifica la factura [^.]{0,80}?A${year}-000001[^.]{0,20}? del \\d\\d/\\d\\d/\\d{4}\\. Motivo`),
    );
    t.match(amending.body, 'Anulación total');
    const print = await get('accountant', `/invoices/${paid.id}/print`);
    t.match(print.body, 'simple-layout');
    t.match(print.body, /<h1>FACTURA<\/h1>/, "on the print page the document's heading is the h1");
    t.match(print.body, 'data-island="InvoicePrintButton"');
    // On paper every page repeats the number: a running head and foot that print CSS repeats (styles.css).
    const running =
      print.body.match(/class="invoice-print-running invoice-print-(head|foot)"[^>]*><div>([^<]*)</g) ?? [];
    t.equal(running.length, 2, 'a running head and a running foot');
    const number = `${paid.seriesCode}${paid.year}-${String(paid.number).padStart(6, '0')}`;
    for (const one of running) t.match(one, `Factura ${number}`);
    // A block (the print button's island) inside a <p> ends the paragraph in the browser: «Imprimir» and
    // «Volver a la factura» fell out of .no-print and came out on paper.
    t.notMatch(print.body, /<p[ >](?:(?!<\/p>).)*<div/s, 'no block inside a paragraph');
    t.match(print.body, /NIF(<!-- -->)?: (<!-- -->)?B86541232/);
    t.match(print.body, /NIF(<!-- -->)?: (<!-- -->)?12345678Z/);
  });

  t.test('the PDF: every field read back, and its QR code decodes to the check address', async (t) => {
    const res = await get('accountant', `/invoices/${manual.id}.pdf`);
    t.equal(res.headers['content-type'], 'application/pdf');
    t.match(res.headers['content-disposition'], `filename="${manual.number}.pdf"`);
    const text = (await pdfParse(res.rawPayload)).text;
    for (const expected of [
      manual.number,
      'B86541232',
      '00000000T',
      'Academia de Prueba, S.L.',
      'Libro de ejercicios',
      'Base imponible',
      // The no-break space before % (the standard fonts' 0xA0 reads back as a space).
      /IVA \(21[\u00A0 ]%\)/,
      'Total',
      'Efectivo',
    ])
      t.match(text, expected);
    t.match(text, /100,00\s€/);
    t.match(text, /21,00\s€/);
    t.match(text, /121,00\s€/);
    const exempt = (await pdfParse((await get('admin', `/invoices/${paid.id}.pdf`)).rawPayload)).text;
    t.match(exempt, 'Operación exenta de IVA (art. 20.Uno.9º Ley 37/1992)');
    t.match(exempt, '12345678Z');

    const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
    writeFileSync(join(dir, 'i.pdf'), res.rawPayload);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', join(dir, 'i.pdf'), join(dir, 'page')]);
    t.ok(existsSync(join(dir, 'page.png')), 'rendered with pdftoppm (poppler-utils)');
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    t.equal(
      qr?.data,
      `${AEAT_QR_TEST}?nif=B86541232&numserie=${encodeURIComponent(manual.number)}&fecha=${today.slice(8, 10)}-${today.slice(5, 7)}-${year}&importe=121.00`,
    );
    // 35 mm at 150 dpi is about 207 px; the code sits at the top of the page.
    const side = (qr!.location.topRightCorner.x - qr!.location.topLeftCorner.x) * (png.width / 210) ** -1;
    t.ok(side > 20 && side < 40, `the modules span ${side.toFixed(1)} mm inside the 35 mm square`);
    t.ok(qr!.location.topLeftCorner.y < png.height / 4, 'at the top of the first page');
  });

  t.test(
    'the CSV: BOM, separator, decimal comma, neutralised formulas, one row per invoice, amending references',
    async (t) => {
      const res = await get('accountant', `/invoices/export.csv?from=${today}&to=${today}`);
      t.equal(res.statusCode, 200);
      t.match(res.headers['content-type'], 'text/csv');
      t.equal(res.body.charCodeAt(0), 0xfeff, 'UTF-8 with BOM');
      const lines = res.body.slice(1).trim().split('\r\n');
      t.equal(
        lines[0],
        'Serie;Número;Fecha;Cliente;NIF;Base imponible;Tipo de IVA;Cuota de IVA;Total;Forma de pago;Rectifica a;Motivo de la rectificación;Estado',
      );
      t.equal(lines.length, 4, 'a header and one row per invoice');
      const d = `${today.slice(8, 10)}/${today.slice(5, 7)}/${year}`;
      t.equal(
        lines[1],
        `A;A${year}-000001;${d};Lucía Gómez Ruiz;12345678Z;200,00;0,00;0,00;200,00;Transferencia;;;Pagada`,
      );
      t.equal(
        lines[2],
        `A;${manual.number};${d};"'=HYPERLINK(""http://x"")";00000000T;100,00;21,00;21,00;121,00;Efectivo;;;Pendiente de pago`,
      );
      t.equal(
        lines[3],
        `R;${amend.number};${d};Lucía Gómez Ruiz;12345678Z;-200,00;0,00;0,00;-200,00;Transferencia;A${year}-000001;R4 — Otras causas;Pagada`,
      );
      const onlyR = await get('admin', `/invoices/export.csv?from=${today}&to=${today}&series=${amendingSeries.id}`);
      t.equal(onlyR.body.trim().split('\r\n').length, 2);
      const none = await get('admin', '/invoices/export.csv?from=2020-01-01&to=2020-01-31');
      t.equal(none.body.trim().split('\r\n').length, 1, 'a period without invoices: the header alone');
    },
  );

  t.test('the ZIP of the same selection holds one PDF per invoice', async (t) => {
    const res = await get('accountant', `/invoices/export.zip?from=${today}&to=${today}`);
    t.equal(res.statusCode, 200);
    t.equal(res.headers['content-type'], 'application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'invoice-zip-'));
    writeFileSync(join(dir, 'f.zip'), res.rawPayload);
    const listing = execFileSync('unzip', ['-Z1', join(dir, 'f.zip')])
      .toString()
      .trim()
      .split('\n')
      .sort();
    t.same(listing, [`A${year}-000001.pdf`, `${manual.number}.pdf`, `${amend.number}.pdf`].sort());
    execFileSync('unzip', ['-q', join(dir, 'f.zip'), '-d', dir]);
    t.match((await pdfParse(readFileSync(join(dir, `${amend.number}.pdf`)))).text, 'FACTURA RECTIFICATIVA');
  });

  t.test('the export page (without JavaScript: a GET form to the CSV and the ZIP)', async (t) => {
    const res = await get('accountant', '/invoices/export');
    t.match(res.body, 'action="/invoices/export.csv"');
    t.match(res.body, 'formAction="/invoices/export.zip"');
  });
});
