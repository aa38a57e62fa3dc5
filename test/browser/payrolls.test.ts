import t from 'tap';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { previousMonth } from '../../modules/payrolls/payrolls.math';
import { pricedCourse, teacherWithClasses, validatedClass } from '../../modules/payrolls/payrolls.testkit';

/**
 * An admin generates last month's payrolls, opens one and pays it; the teacher sees it and
 * downloads its PDF. Once with JavaScript (the generate dialog) and once without (its page).
 */
t.test('payrolls in the browser', async (t) => {
  const app = await setupApp(t);
  await pricedCourse(app, 1500, '2020-01-01');
  const month = previousMonth();
  const admin = await createUser(app, 'admin', { firstName: 'Lucía', lastName: 'Martín' });
  const javier = await teacherWithClasses(
    app,
    [{ when: `${month}-10T17:00`, duration: 90 }, { when: `${month}-17T17:00` }],
    {},
  );
  await app.db('users').where('id', javier.teacher.id).update({ firstName: 'Javier', lastName: 'Gómez' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);
  const pageErrors: string[] = [];

  async function login(context: BrowserContext, email: string) {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    await page.goto(`${base}/teacher-payrolls`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/teacher-payrolls`);
    return page;
  }

  async function payAndCheck(page: Page, teacherName: string) {
    await page.getByRole('link', { name: teacherName }).first().waitFor();
    const row = page.locator('tr', { hasText: teacherName }).first();
    await row.getByRole('link', { name: /^#\d+$/ }).click();
    await page.getByRole('heading', { name: new RegExp(`Nómina n\\.º \\d+: ${teacherName}`) }).waitFor();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByText(/Nómina n\.º \d+ pagada/).waitFor();
    t.ok(await page.locator('.status-badge', { hasText: 'Pagada' }).isVisible(), 'paid');
    t.equal(await page.getByRole('button', { name: 'Pagar' }).count(), 0, 'a paid payroll is final');
  }

  async function teacherSees(context: BrowserContext, email: string) {
    const page = await login(context, email);
    await page.getByRole('heading', { name: 'Mis nóminas' }).waitFor();
    const link = page.getByRole('link', { name: /^#\d+$/ }).first();
    await link.click();
    await page.locator('.status-badge', { hasText: 'Pagada' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar PDF' }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    t.equal(pdf.subarray(0, 5).toString(), '%PDF-', 'a PDF');
    t.match(download.suggestedFilename(), new RegExp(`^nomina-\\d+-${month}\\.pdf$`));
  }

  t.test('with JavaScript: the dialog', async (t) => {
    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await login(context, admin.email);
    await page.getByRole('button', { name: 'Generar nóminas' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Generar las nóminas de un mes' }).waitFor();
    t.equal(
      await dialog.getByLabel('Mes').inputValue(),
      month.split('-').reverse().join('/'),
      'last month by default, as 10/2026',
    );
    await dialog.getByRole('cell', { name: 'Javier Gómez' }).waitFor();
    t.ok(await dialog.getByRole('cell', { name: '2 h 30 min' }).first().isVisible(), 'hours of the preview');
    // Another month being typed: the preview and the button of the month before go away.
    const field = dialog.getByRole('textbox', { name: 'Mes' });
    await field.fill('1/20');
    await dialog.getByRole('cell', { name: 'Javier Gómez' }).waitFor({ state: 'detached' });
    t.equal(await dialog.getByRole('button', { name: /^Generar/ }).count(), 0, 'no button for the last month');
    // A month that cannot be: the server's words, before anything is posted.
    await field.fill('13/2026');
    await dialog.getByRole('alert').getByText('Indica un mes válido').waitFor();
    t.equal(await dialog.getByRole('button', { name: /^Generar/ }).count(), 0, 'nothing to post: only Cancelar');
    await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
    await field.fill(month.split('-').reverse().join('/'));
    await dialog.getByRole('cell', { name: 'Javier Gómez' }).waitFor();
    await dialog.getByRole('button', { name: 'Generar 1 nómina' }).click();
    await page.getByText(/1 nueva; 2 clases, bruto 37,50\s€, IRPF -5,63\s€, neto 31,87\s€/).waitFor();
    await payAndCheck(page, 'Javier Gómez');
    const teacher = await browser.newContext();
    t.teardown(() => teacher.close());
    await teacherSees(teacher, javier.teacher.email);
  });

  t.test('without JavaScript: the page', async (t) => {
    // A class validated late, and another teacher's.
    const ana = await teacherWithClasses(app, [{ when: `${month}-03T10:00` }]);
    await app.db('users').where('id', ana.teacher.id).update({ firstName: 'Ana', lastName: 'Ruiz' });
    await validatedClass(app, javier.teacher.id, `${month}-24T17:00`, 60);
    const context = await browser.newContext({ javaScriptEnabled: false });
    t.teardown(() => context.close());
    const page = await login(context, admin.email);
    await page.getByRole('link', { name: 'Generar nóminas' }).click();
    await page.getByRole('heading', { name: 'Generar las nóminas de un mes' }).waitFor();
    await page.getByRole('cell', { name: 'Ana Ruiz' }).waitFor();
    t.ok(
      await page.getByRole('cell', { name: 'Javier Gómez' }).isVisible(),
      'the late class makes a new payroll: the old one is paid',
    );
    await page.getByRole('button', { name: 'Generar 2 nóminas' }).click();
    await page.getByText(/2 nuevas; 2 clases/).waitFor();
    await payAndCheck(page, 'Ana Ruiz');
    const teacher = await browser.newContext({ javaScriptEnabled: false });
    t.teardown(() => teacher.close());
    await teacherSees(teacher, ana.teacher.email);
  });

  t.test('no page or console errors', async (t) => t.same(pageErrors, []));
});
