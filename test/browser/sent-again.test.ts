import t from 'tap';
import type { Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';

/**
 * Back from a new record to its form, and «Crear» again: the browser loads the form once more
 * (pages are not cached) and puts back what was typed, but the server's fresh key would make a
 * second record. The key the form was first sent with comes back from the history entry
 * (client/formKeys.ts): sent again as it was, it lands on the first record; changed, the form
 * says it was sent already and only a deliberate second «Crear» makes another one.
 */
t.test('a create form sent again after going back', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${base}/`);

  const customers = async () => (await app.db('customers').where({ lastName: 'Serrano Díaz' })).length;
  const create = (p: Page) => p.locator('form[action="/customers/new"]').getByRole('button', { name: 'Crear' }).click();

  await page.goto(`${base}/customers/new`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByLabel('Nombre', { exact: false }).first().fill('Inés');
  await page.getByLabel('Apellidos').fill('Serrano Díaz');
  await page.getByLabel('Teléfono').fill('600 123 456');
  await create(page);
  await page.getByText('Se ha creado el cliente «Inés Serrano Díaz»').waitFor();
  const first = page.url();
  t.equal(await customers(), 1, 'one customer');

  t.test('sent again as it was: the first customer', async (t) => {
    await page.goBack();
    await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(await page.getByLabel('Apellidos').inputValue(), 'Serrano Díaz', 'the browser put back what was typed');
    await create(page);
    await page.waitForURL(first);
    t.equal(await customers(), 1, 'still one customer');
  });

  t.test('changed and sent again: said so, and a second «Crear» is a choice', async (t) => {
    await page.goBack();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Teléfono').fill('600 999 999');
    await create(page);
    await page.locator('.form-errors').waitFor();
    t.equal(await customers(), 1, 'nothing written');
    t.match(await page.locator('.form-errors').innerText(), /ya/i, 'the form says it was sent already');
    t.equal(await page.getByLabel('Teléfono').inputValue(), '600 999 999', 'with what was typed');
    await create(page);
    await page.getByText('Se ha creado el cliente «Inés Serrano Díaz»').waitFor();
    t.equal(await customers(), 2, 'the second customer, on purpose');
  });

  t.test('a new form from the menu is a new customer', async (t) => {
    await page.goto(`${base}/customers/new`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Nombre', { exact: false }).first().fill('Luis');
    await page.getByLabel('Apellidos').fill('Serrano Díaz');
    await page.getByLabel('Teléfono').fill('600 555 555');
    await create(page);
    await page.getByText('Se ha creado el cliente «Luis Serrano Díaz»').waitFor();
    t.equal(await customers(), 3);
  });

  // An island form (React holds its fields) of a money record: the voucher's.
  t.test('the voucher form, back and sent again', async (t) => {
    const vouchers = async () => (await app.db('vouchers').where({ customerId: w.customer.id })).length;
    const createVoucher = () =>
      page.locator('form[action="/vouchers/new"]').getByRole('button', { name: 'Crear' }).click();
    await page.goto(`${base}/vouchers/new?customerId=${w.customer.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Asignatura').selectOption({ label: 'Matemáticas' });
    await page.getByLabel('Profesor').selectOption({ label: 'Javier Profe' });
    await page.getByLabel('Horas').fill('2');
    await createVoucher();
    await page.getByText(/Se ha creado el bono n\.º \d+/).waitFor();
    const voucherPage = page.url();
    t.equal(await vouchers(), 1);
    await page.goBack();
    await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(await page.getByLabel('Horas').inputValue(), '2', 'the hours typed come back');
    await createVoucher();
    await page.waitForURL(voucherPage);
    t.equal(await vouchers(), 1, 'sent again as it was: the same voucher');
    await page.goBack();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Horas').fill('3');
    await createVoucher();
    await page.locator('.form-errors').waitFor();
    t.equal(await vouchers(), 1, 'changed: nothing written, the form says it was sent');
    await createVoucher();
    await page.getByText(/Se ha creado el bono n\.º \d+/).waitFor();
    t.equal(await vouchers(), 2, 'the second voucher, on purpose');
  });

  // A people form (students'), the customer chosen from the address. Its birth date is left out:
  // a date field is autocomplete=off, and such fields the browser does not put back.
  t.test('the student form, back and sent again', async (t) => {
    const students = async () => (await app.db('students').where({ firstName: 'Nuria' })).length;
    const createStudent = () =>
      page.locator('form[action="/students/new"]').getByRole('button', { name: 'Crear' }).click();
    await page.goto(`${base}/students/new?customer=${w.customer.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Nombre', { exact: false }).first().fill('Nuria');
    await page.getByLabel('Curso').selectOption({ label: '2º ESO' });
    await createStudent();
    await page.waitForURL(`${base}/customers/${w.customer.id}`);
    const customerPage = page.url();
    t.equal(await students(), 1);
    await page.goBack();
    await page.waitForSelector('html[data-hydrated="true"]');
    await createStudent();
    await page.waitForURL(customerPage);
    t.equal(await students(), 1, 'sent again as it was: the same student');
  });
});
