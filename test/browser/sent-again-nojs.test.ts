import t from 'tap';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';

/**
 * The same as sent-again.test.ts without JavaScript: back from a new record, the browser loads
 * the form once more with a fresh key and puts back what was typed, and nothing in the page
 * keeps the first key. The server sees the same data under a new key a moment after saving it:
 * the form comes back saying so (nothing saved), and only «Crear» on it makes a second customer.
 */
t.test('a create form sent again after going back, without JavaScript', async (t) => {
  const app = await setupApp(t);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${base}/`);

  const customers = async () => (await app.db('customers').where({ lastName: 'Serrano Sinjs' })).length;
  const create = () => page.locator('form[action="/customers/new"]').getByRole('button', { name: 'Crear' }).click();

  await page.goto(`${base}/customers/new`);
  await page.getByLabel('Nombre', { exact: false }).first().fill('Inés');
  await page.getByLabel('Apellidos').fill('Serrano Sinjs');
  await page.getByLabel('Teléfono').fill('600 123 456');
  await create();
  await page.getByText('Se ha creado el cliente «Inés Serrano Sinjs»').waitFor();
  const first = page.url();
  t.equal(await customers(), 1, 'one customer');

  await page.goBack();
  await page.waitForURL(`${base}/customers/new`);
  t.equal(await page.getByLabel('Apellidos').inputValue(), 'Serrano Sinjs', 'the browser put back what was typed');
  await create();
  const notice = page.locator('.form-errors');
  await notice.waitFor();
  t.match(
    await notice.innerText(),
    'Acabas de crear un cliente con estos mismos datos, así que no se ha creado otro.',
    'the form says it was just saved',
  );
  t.equal(await customers(), 1, 'nothing written');
  const link = notice.getByRole('link', { name: 'Ver el cliente creado' });
  t.equal(new URL((await link.getAttribute('href')) ?? '', base).href, first, 'a link to the customer saved');
  t.equal(await page.getByLabel('Apellidos').inputValue(), 'Serrano Sinjs', 'with what was typed');

  await create();
  await page.getByText('Se ha creado el cliente «Inés Serrano Sinjs»').waitFor();
  t.not(page.url(), first, 'another customer');
  t.equal(await customers(), 2, 'the second customer, on purpose');
});
