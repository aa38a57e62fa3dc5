import t from 'tap';
import type { Browser } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';

/**
 * The «Clase de un profesor» dialog of /classes: a refused post shows the server's form in the
 * dialog, with its fields where they were (the voucher and the teacher swapped places).
 */
t.test('the create-teacher-class dialog keeps its fields in place after a refusal', async (t) => {
  const app = await setupApp(t);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}/classes`);
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${base}/classes`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: 'Clase de un profesor' }).click();
  const dialog = page.getByRole('dialog');
  const labels = async () =>
    (await dialog.locator('.field-label').allInnerTexts()).map((l) => l.replace(/\s*\(obligatorio\)/, '').trim());
  const before = await labels();
  t.same(before.slice(0, 2), ['Bono', 'Profesor'], 'the voucher first, as on the page without JavaScript');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await dialog.getByText('Revisa los campos marcados').waitFor();
  t.same(await labels(), before, 'the same fields in the same order');
});
