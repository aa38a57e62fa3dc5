import t from 'tap';
import { readFileSync } from 'node:fs';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';

/**
 * An advisor takes a voucher's payment, opens the invoice it issued, prints it and downloads
 * its PDF; an admin amends it; an advisor issues a manual invoice; an accountant exports the
 * month to CSV and ZIP: once with JavaScript (the dialogs, the print button, live totals) and
 * once without (the dialogs' own pages, «Recalcular»).
 */
t.test('invoices in the browser', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const admin = await createUser(app, 'admin', { firstName: 'Ana', lastName: 'Pérez' });
  const accountant = await createUser(app, 'accountant', { firstName: 'Gestoría', lastName: 'López' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);

  async function login(page: Page, path: string, user: { email: string } = advisor) {
    await page.goto(`${base}${path}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}${path}`);
  }

  async function openInvoice(page: Page, number: string) {
    await page.getByRole('link', { name: 'Facturas' }).click();
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Factura ${number}` }).waitFor();
    await page.getByText('Bono de 10 h de Matemáticas, 2º ESO, para Pablo').first().waitFor();
    await page.getByText('Operación exenta de IVA (art. 20.Uno.9º Ley 37/1992)').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar PDF' }).click(),
    ]);
    t.equal(download.suggestedFilename(), `${number}.pdf`);
    const pdf = await download.path();
    t.ok(pdf, 'the PDF arrived');
    await page.getByRole('link', { name: 'Versión para imprimir' }).click();
    await page.getByRole('heading', { name: 'FACTURA' }).waitFor();
    t.equal(await page.locator('.sidemenu').count(), 0, 'the simple layout: no menu');
    // Printed, every page repeats the invoice's number at its head and foot (its lines repeated, for three pages or more).
    await page.evaluate(() => {
      const row = document.querySelector('.invoice-lines tbody tr')!;
      for (let i = 0; i < 120; i++) row.after(row.cloneNode(true));
    });
    const pages: string[] = [];
    await pdfParse(await page.pdf({ format: 'A4' }), {
      pagerender: async (p: { getTextContent: () => Promise<{ items: { str: string }[] }> }) => {
        const text = (await p.getTextContent()).items.map((i) => i.str).join(' ');
        pages.push(text);
        return text;
      },
    });
    t.ok(pages.length >= 3, `${pages.length} printed pages`);
    for (const [i, text] of pages.entries())
      t.equal(text.split(`Factura ${number}`).length - 1, 2, `printed page ${i + 1}: the number at its head and foot`);
  }

  const numberOf = (row: { seriesCode: string; year: number; number: number }) =>
    `${row.seriesCode}${row.year}-${String(row.number).padStart(6, '0')}`;

  /** The accountant downloads the month's invoices as CSV and as a ZIP of PDFs from /invoices/export. */
  async function exportMonth(javaScriptEnabled: boolean, numbers: string[]) {
    const context: BrowserContext = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
    const page = await context.newPage();
    await login(page, '/invoices', accountant);
    // With JavaScript the export is a dialog over the list (specification §2); without, its own page.
    let form: Page | Locator = page;
    if (javaScriptEnabled) {
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.getByRole('button', { name: 'Exportar' }).click();
      form = page.getByRole('dialog');
      await form.getByRole('heading', { name: 'Exportar facturas' }).waitFor();
    } else {
      await page.getByRole('link', { name: 'Exportar' }).click();
      await page.getByRole('heading', { name: 'Exportar facturas' }).waitFor();
    }
    const today = new Date().toISOString().slice(0, 10);
    const month = (await app.db('invoices').orderBy('id', 'desc').first('date')).date as string;
    await form.getByLabel('Desde').fill(`${month.slice(0, 7)}-01`);
    await form.getByLabel('Hasta').fill(month > today ? month : today);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    if (javaScriptEnabled)
      t.equal(new URL(page.url()).pathname, '/invoices', 'downloaded from the dialog, over the list');
    const text = readFileSync((await csv.path())!, 'utf8');
    t.equal(text.charCodeAt(0), 0xfeff, 'the CSV starts with a BOM');
    t.match(
      text,
      /^\uFEFFSerie;Número;Fecha;Cliente;NIF;Base imponible;Tipo de IVA;Cuota de IVA;Total;Forma de pago;Rectifica a;Motivo de la rectificación;Estado/,
    );
    for (const n of numbers) t.match(text, n, `${n} in the CSV`);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Descargar ZIP de PDF' }).click(),
    ]);
    t.match(zip.suggestedFilename(), /^facturas-.*\.zip$/);
    const bytes = readFileSync((await zip.path())!);
    t.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'a ZIP archive');
    for (const n of numbers) t.ok(bytes.includes(Buffer.from(`${n}.pdf`)), `${n}.pdf in the ZIP`);
    await form.getByRole('link', { name: 'Cancelar' }).click();
    if (javaScriptEnabled) await page.getByRole('dialog').waitFor({ state: 'detached' });
    else await page.waitForURL(/\/invoices$/);
    t.equal(new URL(page.url()).pathname, '/invoices', 'Cancelar: back to the list (the dialog closed)');
    await context.close();
  }

  t.test('with JavaScript', async (t) => {
    const errors: string[] = [];
    const context = await browser.newContext({ acceptDownloads: true });
    t.teardown(() => context.close());
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const id = await w.voucher({
      status: 'inactive',
      paymentStatus: 'pendingPayment',
      startDate: '2026-12-01',
      endDate: '2027-02-28',
    });
    await login(page, `/vouchers/${id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Registrar el pago' }).click();
    await page.getByText(/el bono está pagado y activo/).waitFor();
    const invoice = await app.db('invoices').where('voucher_id', id).first();
    const number = `A${invoice.year}-${String(invoice.number).padStart(6, '0')}`;
    await openInvoice(page, number);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    t.equal(await page.evaluate(() => (window as unknown as { printed: number }).printed), 1, 'the print dialog opens');

    // An advisor issues a manual invoice: totals follow what is typed.
    await page.goto(`${base}/invoices`);
    await page.getByRole('link', { name: 'Nueva factura' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('combobox', { name: /Cliente/ }).fill('Lucía');
    await page.getByRole('option', { name: /Lucía Gómez Ruiz/ }).click();
    await page.getByLabel(/Tipo de IVA/).selectOption({ label: 'IVA general 21\u00A0%' });
    const line1 = page.getByRole('group', { name: 'Línea 1' });
    await line1.getByLabel('Concepto').fill('Libro de ejercicios');
    await line1.getByLabel('Cantidad').fill('2');
    // Past the maximum, the editor says what the server would say on submit, before submitting.
    await line1.getByLabel('Precio unitario').fill('99.999.999');
    await line1.getByText('El importe no puede pasar de 9.999.999,99 €').waitFor();
    await line1.getByLabel('Precio unitario').fill('12,10');
    await line1.getByText('24,20 €').waitFor();
    t.equal(await page.locator('.field-error').count(), 0, "the line's message goes once its amount fits");
    await page.getByRole('button', { name: 'Añadir línea' }).click();
    const line3 = page.getByRole('group', { name: 'Línea 3' });
    await line3.getByLabel('Concepto').fill('Matrícula');
    await line3.getByLabel('Precio unitario').fill('9.999.999');
    await page.getByText('El total de la factura no puede pasar de 9.999.999,99 €').waitFor();
    t.equal(await page.locator('.line-row .field-error').count(), 0, 'each line fits: only the total is refused');
    await line3.getByLabel('Precio unitario').fill('30');
    await page.locator('.editor-sums .invoice-total').getByText('54,20 €').waitFor();
    await page.locator('.editor-sums').getByText('9,41 €').waitFor();
    t.equal(await page.locator('.field-error').count(), 0, 'the messages go once the amounts fit');
    await page.getByLabel(/Forma de pago/).selectOption({ label: 'Transferencia' });
    await page.getByRole('button', { name: 'Emitir la factura' }).click();
    await page.getByText(/Se ha emitido la factura A\d{4}-\d{6}/).waitFor();
    const manual = await app.db('invoices').whereNull('voucher_id').orderBy('id', 'desc').first();
    t.match(manual, { totalCents: 5420, vatCents: 941, paymentMethod: 'wire', status: 'paid' });
    await page.getByRole('heading', { name: `Factura ${numberOf(manual)}` }).waitFor();
    t.same(errors, [], 'no page or console errors');

    // An admin amends the payment's invoice: the whole of it, in the R series.
    const adminContext = await browser.newContext({ acceptDownloads: true });
    t.teardown(() => adminContext.close());
    const adminPage = await adminContext.newPage();
    await login(adminPage, `/invoices/${invoice.id}`, admin);
    await adminPage.waitForSelector('html[data-hydrated="true"]');
    await adminPage.getByRole('button', { name: 'Rectificar' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel(/Motivo/).selectOption('R4');
    await dialog.getByLabel('Anulación total de la factura').check();
    t.notOk(await dialog.getByRole('group', { name: 'Línea 1' }).isVisible(), 'no lines to type for a cancellation');
    await dialog.getByRole('button', { name: 'Emitir la rectificativa' }).click();
    await adminPage.getByText(/Se ha emitido la factura rectificativa R\d{4}-\d{6}/).waitFor();
    const amending = await app.db('invoices').where('amended_invoice_id', invoice.id).first();
    t.match(amending, { totalCents: -20000, amendingReason: 'R4', amendingKind: 'cancellation' });
    await adminPage.getByRole('heading', { name: `Factura rectificativa ${numberOf(amending)}` }).waitFor();
    await adminPage.getByText(`Rectifica la factura ${number}`).first().waitFor();
    await adminPage.getByRole('link', { name: number }).first().click();
    await adminPage.getByRole('link', { name: numberOf(amending) }).waitFor();
    t.equal(await adminPage.getByRole('button', { name: 'Rectificar' }).count(), 0, 'nothing left to amend');

    await exportMonth(true, [number, numberOf(manual), numberOf(amending)]);
  });

  t.test('without JavaScript', async (t) => {
    const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    t.teardown(() => context.close());
    const page = await context.newPage();
    const id = await w.voucher({
      status: 'inactive',
      paymentStatus: 'pendingPayment',
      startDate: '2026-12-01',
      endDate: '2027-02-28',
    });
    await login(page, `/vouchers/${id}`);
    await page.getByRole('link', { name: 'Registrar pago' }).click();
    await page.getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
    await page.getByRole('button', { name: 'Registrar el pago' }).click();
    await page.getByText(/el bono está pagado y activo/).waitFor();
    const invoice = await app.db('invoices').where('voucher_id', id).first();
    t.equal(invoice.paymentMethod, 'cash');
    await openInvoice(page, `A${invoice.year}-${String(invoice.number).padStart(6, '0')}`);
    t.equal(
      await page.getByRole('button', { name: 'Imprimir' }).count(),
      1,
      'the button is there (it needs JavaScript to open the dialog; Ctrl+P prints the page anyway)',
    );
    const number = numberOf(invoice);

    // A manual invoice without JavaScript: the customer by name, «Recalcular» for the totals.
    await page.goto(`${base}/invoices`);
    await page.getByRole('link', { name: 'Nueva factura' }).click();
    await page.getByLabel(/Cliente/).fill('Lucía Gómez Ruiz');
    await page.getByLabel(/Tipo de IVA/).selectOption({ label: 'IVA general 21\u00A0%' });
    const line1 = page.getByRole('group', { name: 'Línea 1' });
    await line1.getByLabel('Concepto').fill('Libro de ejercicios');
    await line1.getByLabel('Cantidad').fill('2');
    await line1.getByLabel('Precio unitario').fill('12,10');
    const manualCount = async () =>
      Number((await app.db('invoices').whereNull('voucher_id').count({ n: '*' }).first())!.n);
    const before = await manualCount();
    await page.getByRole('button', { name: 'Recalcular' }).click();
    await page.locator('.editor-sums .invoice-total').getByText('24,20 €').waitFor();
    t.equal(await manualCount(), before, 'nothing issued by «Recalcular»');
    await page.getByLabel(/Forma de pago/).selectOption({ label: 'Efectivo' });
    await page.getByRole('button', { name: 'Emitir la factura' }).click();
    await page.getByText(/Se ha emitido la factura A\d{4}-\d{6}/).waitFor();
    const manual = await app.db('invoices').whereNull('voucher_id').orderBy('id', 'desc').first();
    t.match(manual, { totalCents: 2420, paymentMethod: 'cash' });

    // An admin amends the payment's invoice on the dialog's own page: a difference of −20 €.
    const adminContext = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    t.teardown(() => adminContext.close());
    const adminPage = await adminContext.newPage();
    await login(adminPage, `/invoices/${invoice.id}`, admin);
    await adminPage.getByRole('link', { name: 'Rectificar' }).click();
    await adminPage.getByRole('heading', { name: `Rectificar la factura ${number}` }).waitFor();
    await adminPage.getByLabel(/Motivo/).selectOption('R1');
    await adminPage.getByLabel('Por diferencias: solo los importes que cambian').check();
    const diff = adminPage.getByRole('group', { name: 'Línea 1' });
    await diff.getByLabel('Concepto').fill('Una hora no impartida');
    await diff.getByLabel('Precio unitario').fill('-20,00');
    await adminPage.getByRole('button', { name: 'Emitir la rectificativa' }).click();
    await adminPage.getByText(/Se ha emitido la factura rectificativa R\d{4}-\d{6}/).waitFor();
    const amending = await app.db('invoices').where('amended_invoice_id', invoice.id).first();
    t.match(amending, { totalCents: -2000, amendingReason: 'R1', amendingKind: 'differences' });
    await adminPage.getByText(`Rectifica la factura ${number}`).first().waitFor();

    await exportMonth(false, [number, numberOf(manual), numberOf(amending)]);
  });
});
