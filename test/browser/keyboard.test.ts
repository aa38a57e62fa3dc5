import t from 'tap';
import type { Browser, Locator } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';

/**
 * A day at the intranet without a mouse: only keys are pressed (Tab, Shift+Tab, Enter,
 * Escape, typing). Sign in, skip to the content, open a list and sort it, open a record, open
 * a dialog (the focus stays inside it and comes back to its button), and send a dialog and a
 * page form with errors (the error summary takes the focus, its link takes the cursor to the field).
 */
t.test('the keyboard alone', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  // Unpaid, so its page offers "Registrar pago"; 200 € due.
  const id = await w.voucher({ status: 'inactive', paymentStatus: 'pendingPayment' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  t.teardown(() => context.close());
  const page = await context.newPage();

  const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  const focusIn = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement));
  const describeFocus = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');

  /** Presses `key` until `target` has the focus (at most `max` times): true when it got there. */
  async function pressUntil(target: Locator, key = 'Tab', max = 80) {
    const handle = await target.elementHandle();
    for (let i = 0; i < max; i++) {
      if (await page.evaluate((el) => el === document.activeElement, handle)) return true;
      await page.keyboard.press(key);
    }
    return false;
  }

  /** Tabs to `target` from wherever the focus is (a field to type in). */
  async function reach(target: Locator, what: string) {
    t.ok(await pressUntil(target), `${what}: reached with Tab (focus on ${await describeFocus()})`);
  }

  /** Tabs to `target` and presses Enter on it (a link or a button). */
  async function activate(target: Locator, what: string) {
    await reach(target, what);
    await page.keyboard.press('Enter');
  }

  await t.test('sign in', async (t) => {
    await page.goto(`${base}/vouchers`);
    await page.waitForURL(/\/login\?next=/);
    await reach(page.getByLabel('Email'), 'Email');
    await page.keyboard.type(advisor.email);
    await page.keyboard.press('Tab');
    t.ok(await focused(page.getByLabel('Contraseña')), 'Tab goes from the email to the password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/vouchers`);
    await page.waitForSelector('html[data-hydrated="true"]');
  });

  await t.test('the skip link goes to the content', async (t) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    t.ok(await focused(skip), 'the first Tab reaches "Saltar al contenido"');
    t.ok(await skip.isVisible(), 'which shows when focused');
    await page.keyboard.press('Enter');
    t.ok(await focusIn(page.locator('main')), 'Enter moves the focus to the main content');
    await page.keyboard.press('Tab');
    t.ok(await focusIn(page.locator('main')), 'the next Tab stays in the content, past the menu');
  });

  await t.test('open a list and sort it', async (t) => {
    await page.keyboard.press('Shift+Tab');
    await activate(page.getByRole('navigation').getByRole('link', { name: 'Bonos por renovar' }), 'the menu entry');
    await page.waitForURL(`${base}/vouchers/active-non-renewed`);
    await activate(
      page.getByRole('navigation').getByRole('link', { name: 'Bonos', exact: true }),
      'the menu entry "Bonos"',
    );
    await page.waitForURL(`${base}/vouchers`);
    await activate(page.getByRole('link', { name: 'Ordenar por Alumno' }), 'the sort link of a column');
    await page.waitForURL(/sort=student/);
    t.equal(
      await page.getByRole('columnheader', { name: /Alumno/ }).getAttribute('aria-sort'),
      'ascending',
      'sorted by student',
    );
  });

  await t.test('open a record', async (t) => {
    await activate(page.getByRole('link', { name: `#${id}`, exact: true }), 'the row link');
    await page.waitForURL(`${base}/vouchers/${id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    t.ok(await page.getByRole('heading', { name: `Bono n.º ${id}` }).isVisible(), 'the voucher page');
  });

  await t.test('a dialog keeps the focus and gives it back', async (t) => {
    const opener = page.getByRole('button', { name: 'Registrar pago' });
    await activate(opener, 'the dialog button');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    t.ok(await focusIn(dialog), 'the focus is inside the dialog');
    let inside = true;
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      inside &&= await focusIn(dialog);
    }
    t.ok(inside, 'Tab and Shift+Tab never leave it');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog's focus scope gives the focus back as it unmounts, a frame or so after it is gone.
    const back = await page
      .waitForFunction((b) => b === document.activeElement, await opener.elementHandle(), { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    t.ok(back, 'Escape closes it and the focus is back on its button');
  });

  await t.test('a dialog form with errors', async (t) => {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await reach(dialog.getByLabel('Importe (€)'), 'the amount');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('999999');
    await page.keyboard.press('Enter');
    const summary = dialog.locator('.form-errors');
    await summary.waitFor();
    t.equal(page.url(), `${base}/vouchers/${id}`, 'still on the voucher page');
    t.ok(
      await dialog.getByRole('heading', { name: `Registrar un pago del bono n.º ${id}` }).isVisible(),
      'the dialog keeps its title',
    );
    await page.waitForFunction(() => document.activeElement?.classList.contains('form-errors'));
    t.ok(await focused(summary), 'the error summary has the focus');
    t.match(await summary.innerText(), /El pago supera lo pendiente/, 'saying what is wrong');
    await page.keyboard.press('Tab');
    const link = summary.getByRole('link', { name: /El pago supera lo pendiente/ });
    t.ok(await focused(link), 'Tab goes to its link');
    await page.keyboard.press('Enter');
    const amount = dialog.getByLabel('Importe (€)');
    t.ok(await focused(amount), 'the link takes the cursor to the amount');
    t.equal(await amount.getAttribute('aria-invalid'), 'true', 'marked invalid');
    t.match(
      await page
        .locator(`#${await amount.getAttribute('aria-describedby').then((ids) => ids?.split(' ')[0])}`)
        .innerText(),
      /supera lo pendiente/,
      'and described by its error',
    );
    await page.keyboard.press('Control+A');
    await page.keyboard.type('200');
    await page.keyboard.press('Enter');
    await page.getByText(/el bono está pagado y activo/).waitFor();
    t.ok(await app.db('payments').where({ voucherId: id }).first(), 'paid once corrected');
  });

  await t.test('Escape closes the suggestions, even with nothing found', async (t) => {
    await page.goto(`${base}/vouchers/new`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const combo = page.getByRole('combobox', { name: 'Cliente' });
    await reach(combo, 'the customer field');
    await page.keyboard.type('zzzq');
    await page.getByText('No hay resultados').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('No hay resultados').waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    t.equal(
      await page.getByText('No hay resultados').count(),
      0,
      'the list stays closed (the typed text does not open it again)',
    );
    t.equal(await combo.getAttribute('aria-expanded'), 'false');
    t.equal(await combo.inputValue(), 'zzzq', 'what was typed is kept');
    await page.keyboard.type('x');
    await page.getByText('No hay resultados').waitFor();
    await page.keyboard.press('Tab');
    await page.getByText('No hay resultados').waitFor({ state: 'detached' });
    t.ok(
      await focused(page.getByRole('button', { name: 'Continuar' })),
      'Tab closes it too and goes on to the button it covered',
    );
  });

  await t.test('a page form with errors', async (t) => {
    await page.goto(`${base}/customers/${w.customer.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const name = page.getByLabel('Nombre', { exact: false }).first();
    await reach(name, 'the name field');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.classList.contains('form-errors'));
    const summary = page.locator('main .form-errors');
    t.ok(await focused(summary), 'the error summary has the focus');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    t.equal(
      await page.evaluate(() => document.activeElement?.id),
      'f-firstName',
      'its link takes the cursor to the name',
    );
  });
});
