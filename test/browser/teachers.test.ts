import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { createPlaces } from '../factories/places';
import { launchBrowser } from '../helpers/browser';
import { nifFor } from '../../seeds/people';

/**
 * Teachers as staff and the teacher use them: staff create a teacher, choose their preferred
 * districts in the dialog and drop them out; the teacher edits /teacher-settings. Once with
 * JavaScript (autocomplete, dialogs) and once without (plain forms, fallback pages).
 */
t.test('teachers in the browser', async (t) => {
  const app = await setupApp(t);
  await createPlaces(app.db);
  const admin = await createUser(app, 'admin', { firstName: 'Lucía' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);

  async function login(page: Page, email: string, password: string, path: string) {
    await page.goto(`${base}${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}${path}`);
  }

  async function flow(t: Test, js: boolean) {
    const suffix = js ? 'js' : 'nojs';
    const email = `maria.${suffix}@academia.test`;
    const staffContext = await browser.newContext({ javaScriptEnabled: js });
    const staff = await staffContext.newPage();
    const errors: string[] = [];
    staff.on('pageerror', (e) => errors.push(e.message));
    await login(staff, admin.email, PASSWORD, '/teachers');
    await staff.getByRole('heading', { name: 'Profesores' }).waitFor();

    // Create the teacher.
    await staff.getByRole('link', { name: 'Nuevo profesor' }).click();
    if (js) await staff.waitForSelector('html[data-hydrated="true"]');
    await staff.getByLabel('Nombre', { exact: false }).first().fill('María');
    await staff.getByLabel('Apellidos').fill(`Prieto ${suffix}`);
    await staff.getByLabel('Email').fill(email);
    await staff.getByLabel('NIF / NIE').fill(nifFor(js ? 71_111_111 : 72_222_222));
    await staff.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    if (js) {
      const municipality = staff.getByRole('combobox', { name: 'Municipio' });
      await municipality.fill('mad');
      await staff.getByRole('option', { name: /^Madrid/ }).click();
      t.equal(await municipality.inputValue(), 'Madrid');
    } else await staff.getByLabel('Municipio').fill('madrid');
    await staff.getByLabel('Contraseña', { exact: true }).fill('profesora-2026');
    await staff.getByLabel('Repite la contraseña').fill('profesora-2027');
    await staff.getByRole('button', { name: 'Crear' }).click();
    await staff.getByText('Las contraseñas no coinciden').first().waitFor();
    if (js) {
      await staff.waitForSelector('html[data-hydrated="true"]');
      await staff.waitForFunction(() => document.activeElement?.classList.contains('form-errors'));
      await staff.locator('.form-errors').getByRole('link', { name: 'Las contraseñas no coinciden' }).click();
      t.equal(
        await staff.evaluate(() => document.activeElement?.getAttribute('name')),
        'passwordRepeat',
        'the error summary has the focus, its link takes the cursor to the field to fix',
      );
    }
    await staff.getByLabel('Contraseña', { exact: true }).fill('profesora-2026');
    await staff.getByLabel('Repite la contraseña').fill('profesora-2026');
    await staff.getByRole('button', { name: 'Crear' }).click();
    await staff.getByText(`Se ha creado el profesor «María Prieto ${suffix}»`).waitFor();
    const teacherUrl = staff.url();
    t.match(teacherUrl, /\/teachers\/\d+$/);

    // Preferred districts.
    if (js) {
      await staff.waitForSelector('html[data-hydrated="true"]');
      await staff.getByRole('button', { name: 'Elegir distritos' }).click();
      const search = staff.getByRole('combobox', { name: 'Buscar distrito' });
      await search.fill('ret');
      await staff.getByRole('option', { name: 'Retiro' }).click();
      await search.fill('cen');
      await staff.getByRole('option', { name: 'Centro' }).click();
      await staff.getByRole('button', { name: 'Quitar Retiro' }).click();
      await staff.getByRole('button', { name: 'Guardar' }).last().click();
    } else {
      await staff.getByRole('link', { name: 'Elegir distritos' }).click();
      await staff.getByRole('checkbox', { name: 'Centro' }).check();
      await staff.getByRole('checkbox', { name: 'Retiro' }).check();
      await staff.getByRole('button', { name: 'Guardar' }).click();
    }
    await staff.getByText('Se han guardado los distritos preferidos').waitFor();
    const tags = staff.getByRole('list', { name: 'Distritos preferidos' });
    t.equal(await tags.getByText('Centro').count(), 1);
    t.equal(await tags.getByText('Retiro').count(), js ? 0 : 1);

    // The teacher signs in and edits their own profile.
    const teacherContext = await browser.newContext({ javaScriptEnabled: js });
    const teacher = await teacherContext.newPage();
    teacher.on('pageerror', (e) => errors.push(e.message));
    await login(teacher, email, 'profesora-2026', '/teacher-settings');
    await teacher.getByRole('heading', { name: 'Mis datos' }).waitFor();
    t.equal(await teacher.getByLabel('Email').count(), 0, 'the email is not editable');
    await teacher.getByLabel('Teléfono').fill('611 222 333');
    await teacher.getByLabel('IBAN').fill('ES00 1111');
    await teacher.getByLabel('Acepto las condiciones de colaboración con la academia').check();
    await teacher.getByLabel('Acepto la política de privacidad').check();
    await teacher.getByRole('button', { name: 'Guardar' }).first().click();
    await teacher.getByText('El IBAN no es un número de cuenta válido').first().waitFor();
    await teacher.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    await teacher.getByRole('button', { name: 'Guardar' }).first().click();
    await teacher.getByText('Se han guardado tus datos').waitFor();
    await teacher.getByText('Condiciones aceptadas').waitFor();
    t.equal(await teacher.getByLabel('Teléfono').inputValue(), '611 222 333');

    // Staff drop the teacher out today: their session ends.
    await staff.goto(teacherUrl);
    if (js) {
      await staff.waitForSelector('html[data-hydrated="true"]');
      await staff.getByRole('button', { name: 'Dar de baja' }).click();
      const dialog = staff.getByRole('alertdialog');
      await dialog.getByText('no podrá iniciar sesión').waitFor();
      await dialog.getByLabel('Motivo (se añade a las observaciones)').fill('Cambio de ciudad');
      await dialog.getByRole('button', { name: 'Confirmar la baja' }).click();
    } else {
      await staff.getByRole('link', { name: 'Dar de baja' }).click();
      await staff.getByText('no podrá iniciar sesión').waitFor();
      await staff.getByLabel('Motivo (se añade a las observaciones)').fill('Cambio de ciudad');
      await staff.getByRole('button', { name: 'Confirmar la baja' }).click();
    }
    await staff.getByText(`«María Prieto ${suffix}» queda de baja desde el`).waitFor();
    await staff.getByText('De baja desde el').first().waitFor();
    t.match(await staff.getByLabel('Observaciones').inputValue(), 'Cambio de ciudad');

    await teacher.goto(`${base}/teacher-settings`);
    t.match(teacher.url(), /\/login\?next=/, 'the dropped-out teacher is signed out');
    await teacher.getByLabel('Email').fill(email);
    await teacher.getByLabel('Contraseña').fill('profesora-2026');
    await teacher.getByRole('button', { name: 'Entrar' }).click();
    await teacher.getByText('Tu cuenta no está activa').waitFor();

    await staff.goto(`${base}/teachers?status=dropped`);
    await staff.getByRole('link', { name: `Prieto ${suffix}, María` }).waitFor();
    t.same(errors, [], 'no script errors');
    await staffContext.close();
    await teacherContext.close();
  }

  t.test('with JavaScript', async (t) => flow(t, true));
  t.test('without JavaScript', async (t) => flow(t, false));
});
