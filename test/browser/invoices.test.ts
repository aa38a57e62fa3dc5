import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';

/**
 * An advisor takes a voucher's payment, opens the invoice it issued, prints it and downloads
 * its PDF: once with JavaScript (the pay dialog, the print button) and once without.
 */
t.test('invoices in the browser', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);

  async function login(page: Page, path: string) {
    await page.goto(`${base}${path}`);
    await page.getByLabel('Email').fill(advisor.email);
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
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar PDF' }).click()]);
    t.equal(download.suggestedFilename(), `${number}.pdf`);
    const pdf = await download.path();
    t.ok(pdf, 'the PDF arrived');
    await page.getByRole('link', { name: 'Versión para imprimir' }).click();
    await page.getByRole('heading', { name: 'FACTURA' }).waitFor();
    t.equal(await page.locator('.sidemenu').count(), 0, 'the simple layout: no menu');
  }

  t.test('with JavaScript', async (t) => {
    const errors: string[] = [];
    const context = await browser.newContext({ acceptDownloads: true });
    t.teardown(() => context.close());
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment', startDate: '2026-12-01', endDate: '2027-02-28' });
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
    t.same(errors, [], 'no page or console errors');
  });

  t.test('without JavaScript', async (t) => {
    const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    t.teardown(() => context.close());
    const page = await context.newPage();
    const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment', startDate: '2026-12-01', endDate: '2027-02-28' });
    await login(page, `/vouchers/${id}`);
    await page.getByRole('link', { name: 'Registrar pago' }).click();
    await page.getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
    await page.getByRole('button', { name: 'Registrar el pago' }).click();
    await page.getByText(/el bono está pagado y activo/).waitFor();
    const invoice = await app.db('invoices').where('voucher_id', id).first();
    t.equal(invoice.paymentMethod, 'cash');
    await openInvoice(page, `A${invoice.year}-${String(invoice.number).padStart(6, '0')}`);
    t.equal(await page.getByRole('button', { name: 'Imprimir' }).count(), 1, 'the button is there (it needs JavaScript to open the dialog; Ctrl+P prints the page anyway)');
  });
});
