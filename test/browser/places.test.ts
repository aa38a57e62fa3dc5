import t from 'tap';
import type { Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { createPlaces } from '../factories/places';
import { launchBrowser } from '../helpers/browser';

/**
 * The places flow as an admin would do it, once with JavaScript (autocomplete, dialog) and
 * once without (plain forms, confirmation page).
 */
t.test('places in the browser', async (t) => {
  const app = await setupApp(t);
  await createPlaces(app.db);
  const admin = await createUser(app, 'admin', { firstName: 'Lucía' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);

  async function login(page: Page) {
    await page.goto(`${base}/places-settings`);
    t.match(page.url(), /\/login\?next=/, 'asks for a session first');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/places-settings`);
    await page.getByRole('heading', { name: 'Lugares' }).waitFor();
  }

  async function logout(page: Page) {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${base}/login`);
    await page.getByText('Has cerrado la sesión').waitFor();
    await page.goto(`${base}/places-settings`);
    t.match(page.url(), /\/login/, 'the session is gone');
  }

  t.test('with JavaScript', async (t) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page);
    await page.waitForSelector('html[data-hydrated="true"]');

    await page.getByRole('link', { name: 'Municipios' }).click();
    await page.getByRole('link', { name: 'Nuevo municipio' }).click();
    await page.getByLabel('Nombre').fill('Pozuelo de Alarcón');
    await page.getByLabel('Código INE (5 cifras)').fill('28115');
    await page.waitForSelector('html[data-hydrated="true"]');
    const province = page.getByRole('combobox', { name: 'Provincia' });
    await province.fill('madr');
    await page.getByRole('option', { name: /^Madrid/ }).click();
    t.equal(await province.inputValue(), 'Madrid');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado «Pozuelo de Alarcón»').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('pozuelo');
    await page.waitForURL(/q=pozuelo/, { timeout: 5000 });
    await page.getByRole('link', { name: 'Pozuelo de Alarcón' }).waitFor();
    t.equal(await page.getByRole('row').count(), 3, 'header, the match, the footer');
    await page.getByRole('link', { name: 'Pozuelo de Alarcón' }).click();
    await page.getByLabel('Nombre').fill('Pozuelo de Alarcón (editado)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se han guardado los cambios de «Pozuelo de Alarcón (editado)»').waitFor();

    await page.goto(`${base}/places-settings?tab=municipalities&q=pozuelo`);
    await page.getByRole('link', { name: 'Pozuelo de Alarcón (editado)' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('¿Seguro que quieres eliminar «Pozuelo de Alarcón (editado)»?').waitFor();
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se ha eliminado «Pozuelo de Alarcón (editado)»').waitFor();
    t.equal(await app.db('municipalities').where('name', 'like', 'Pozuelo%').first(), undefined);

    await logout(page);
    t.same(errors, [], 'no script errors');
    await context.close();
  });

  t.test('without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    await page.goto(`${base}/places-settings/municipalities/new`);
    await page.getByLabel('Nombre').fill('Majadahonda');
    await page.getByLabel('Código INE (5 cifras)').fill('28080');
    await page.getByLabel('Provincia').fill('Madrid');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado «Majadahonda»').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('majada');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(/q=majada/);
    await page.getByRole('link', { name: 'Majadahonda' }).click();
    await page.getByLabel('Nombre').fill('Majadahonda (editado)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se han guardado los cambios de «Majadahonda (editado)»').waitFor();

    await page.goto(`${base}/places-settings?tab=municipalities&q=majada`);
    await page.getByRole('link', { name: 'Majadahonda (editado)' }).click();
    await page.getByRole('link', { name: 'Eliminar' }).click();
    await page.getByText('¿Seguro que quieres eliminar «Majadahonda (editado)»?').waitFor();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se ha eliminado «Majadahonda (editado)»').waitFor();

    await logout(page);
    await context.close();
  });
});
