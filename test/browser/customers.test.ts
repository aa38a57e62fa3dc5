import t from 'tap';
import type { Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { createPlaces } from '../factories/places';
import { launchBrowser } from '../helpers/browser';

/**
 * An advisor creates a customer whose invoices go to someone else, adds a student, and tries
 * to delete the customer (refused: it has a student): once with JavaScript (autocomplete,
 * the invoice block that hides, the dialog) and once without (plain forms, confirmation page).
 */
t.test('customers in the browser', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const [level] = await app.db('levels').insert({ name: 'ESO', position: 2 }).returning('id');
  await app.db('courses').insert({ name: '3º ESO', levelId: level.id, position: 3 });
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);

  async function login(page: Page) {
    await page.goto(`${base}/customers`);
    t.match(page.url(), /\/login\?next=/, 'asks for a session first');
    await page.getByLabel('Email').fill(advisor.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/customers`);
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
  }

  async function fillPersonal(page: Page, firstName: string) {
    await page.getByLabel('Nombre', { exact: false }).first().fill(firstName);
    await page.getByLabel('Apellidos').fill('Serrano Díaz');
    await page.getByLabel('NIF', { exact: true }).fill('12345678Z');
    await page.getByLabel('Email', { exact: true }).fill(
      `${firstName
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()}@correo.test`,
    );
    await page.getByLabel('Teléfono').fill('600 123 456');
    await page.getByLabel('Dirección', { exact: true }).fill('Calle de Alcalá, 100');
    await page.getByLabel('Código postal', { exact: true }).fill('28009');
    await page.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    await page.getByLabel('Cómo nos conoció').selectOption({ label: 'Recomendación' });
  }

  async function fillInvoice(page: Page) {
    await page.getByLabel('Nombre en la factura').fill('Construcciones Serrano S.L.');
    await page.getByLabel('NIF en la factura').fill('B12345674');
    await page.getByLabel('Email de facturación').fill('facturas@serrano.test');
    await page.getByLabel('Dirección de facturación').fill('Polígono Los Olivos, 3');
    await page.getByLabel('Código postal de facturación').fill('28906');
  }

  async function checkSaved(firstName: string) {
    const row = await app.db('customers').where({ firstName }).first();
    t.match(row, {
      lastName: 'Serrano Díaz',
      nif: '12345678Z',
      iban: 'ES9121000418450200051332',
      source: 'referee',
      advisorId: advisor.id,
      municipalityId: ids.madrid,
      invoiceSameAsPersonal: false,
      invoiceName: 'Construcciones Serrano S.L.',
      invoiceNif: 'B12345674',
      invoiceEmail: 'facturas@serrano.test',
      invoiceMunicipalityId: ids.getafe,
    });
    return row as { id: number };
  }

  t.test('with JavaScript', async (t) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page);
    await page.getByRole('link', { name: 'Nuevo cliente' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    t.notOk(
      await page.getByLabel('Nombre en la factura').isVisible(),
      'the invoice block hides while the box is ticked',
    );
    // A company has no surnames: the field stops saying it is required (it said so beside «No hace falta…»).
    const surnameLabel = page.locator('label[for="f-lastName"]');
    t.equal((await surnameLabel.innerText()).trim(), 'Apellidos (obligatorio)');
    await page.getByLabel('Es una empresa').check();
    t.equal((await surnameLabel.innerText()).trim(), 'Apellidos');
    await page.getByLabel('Es una empresa').uncheck();
    t.equal((await surnameLabel.innerText()).trim(), 'Apellidos (obligatorio)');
    await fillPersonal(page, 'Inés');
    const municipality = page.getByRole('combobox', { name: 'Municipio', exact: true });
    await municipality.fill('madr');
    await page.getByRole('option', { name: /^Madrid/ }).click();
    await page.getByLabel('Distrito').selectOption({ label: 'Retiro' });
    await page.getByLabel('Igual que los datos personales').uncheck();
    await page.getByLabel('Nombre en la factura').waitFor();
    await fillInvoice(page);
    await page.getByRole('combobox', { name: 'Municipio de facturación' }).fill('geta');
    await page.getByRole('option', { name: /^Getafe/ }).click();
    // A double click posts once (client/submitOnce.ts): the browser would send both posts.
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(new URL(request.url()).pathname)));
    await page.getByRole('button', { name: 'Crear' }).dblclick();
    await page.getByText('Se ha creado el cliente «Inés Serrano Díaz»').waitFor();
    t.same(
      posts.filter((path) => path === '/customers/new'),
      ['/customers/new'],
      'one post, double click or not',
    );
    const customer = await checkSaved('Inés');
    t.equal((await app.db('customers').where({ firstName: 'Inés' })).length, 1, 'one customer');
    t.equal((await app.db('customers').where({ id: customer.id }).first()).districtId, ids.retiro);
    await page.waitForSelector('html[data-hydrated="true"]');
    t.ok(await page.getByLabel('Nombre en la factura').isVisible(), 'own invoice data stays shown');
    t.equal(await page.getByLabel('IBAN').inputValue(), 'ES91 2100 0418 4502 0005 1332', 'the IBAN grouped by 4');

    await page.getByRole('link', { name: 'Añadir alumno' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(
      await page.getByRole('combobox', { name: 'Cliente' }).inputValue(),
      'Inés Serrano Díaz',
      'the customer comes chosen',
    );
    t.equal(await page.getByLabel('Apellidos').inputValue(), 'Serrano Díaz', 'and the surname proposed');
    await page.getByLabel('Nombre', { exact: false }).nth(0).fill('Jaime');
    await page.getByLabel('Fecha de nacimiento').fill('2011-04-15');
    await page.getByLabel('Curso').selectOption({ label: '3º ESO' });
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado el alumno «Jaime Serrano Díaz»').waitFor();
    await page.getByRole('link', { name: 'Jaime Serrano Díaz' }).waitFor();

    // With a student, the page says why it cannot be deleted instead of offering a delete to confirm.
    await page.getByText(/No se puede eliminar el cliente porque tiene alumnos/).waitFor();
    t.equal(await page.getByRole('button', { name: 'Eliminar' }).count(), 0);
    t.ok(await app.db('customers').where({ id: customer.id }).first(), 'nothing lost');
    t.equal((await app.db('students').where({ customerId: customer.id })).length, 1);

    // The list finds the customer by NIF and offers the CSV of what it shows.
    await page.goto(`${base}/customers`);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('inés');
    await page.waitForURL(/q=in/, { timeout: 5000 });
    await page.getByRole('link', { name: 'Inés Serrano Díaz' }).waitFor();
    t.match(
      await page.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href'),
      /^\/customers\/export\.csv\?q=in/,
    );
    t.same(errors, [], 'no script errors');
    await context.close();
  });

  t.test('without JavaScript', async (t) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto(`${base}/customers/new`);
    t.ok(await page.getByLabel('Nombre en la factura').isVisible(), 'every field is shown without JavaScript');
    await fillPersonal(page, 'Óscar');
    await page.getByLabel('Municipio', { exact: true }).fill('Madrid');
    await page.getByLabel('Igual que los datos personales').uncheck();
    await fillInvoice(page);
    await page.getByLabel('Municipio de facturación').fill('getafe');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado el cliente «Óscar Serrano Díaz»').waitFor();
    await checkSaved('Óscar');

    await page.getByRole('link', { name: 'Añadir alumno' }).click();
    await page.getByLabel('Nombre', { exact: false }).nth(0).fill('Lola');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado el alumno «Lola Serrano Díaz»').waitFor();

    await page.getByText(/No se puede eliminar el cliente porque tiene alumnos/).waitFor();
    t.equal(await page.getByRole('link', { name: 'Eliminar' }).count(), 0);
    t.ok(await app.db('customers').where({ firstName: 'Óscar' }).first(), 'nothing lost');
    await context.close();
  });
});
