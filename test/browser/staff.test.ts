import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';

/**
 * Staff accounts and the forgotten-password flow as people do them: an admin creates an
 * advisor (with and without JavaScript) and sets her password in the dialog; a user who forgot
 * their password asks for a link, which an admin reads in the outbox (no SMTP in the demo).
 */
t.test('staff and passwords in the browser', async (t) => {
  const app = await setupApp(t);
  const admin = await createUser(app, 'admin', { firstName: 'Lucía', lastName: 'Martín' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);

  async function login(page: Page, email: string, password = PASSWORD, next = '/') {
    await page.goto(`${base}/login${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}${next}`);
  }

  async function createAdvisor(page: Page, first: string, email: string) {
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Asesoras' }).click();
    await page.getByRole('link', { name: 'Nueva asesora' }).click();
    await page.getByLabel(/^Nombre/).fill(first);
    await page.getByLabel(/^Apellidos/).fill('Gómez');
    await page.getByLabel(/^Email/).fill('no-es-email');
    await page.getByLabel(/^Contraseña/).fill('corta');
    await page.getByLabel(/^Repite la contraseña/).fill('otra');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('El email no tiene un formato válido').first().waitFor();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').first().waitFor();
    await page.getByText('Las contraseñas no coinciden').first().waitFor();
    t.equal(await page.getByLabel(/^Nombre/).inputValue(), first, 'what was typed stays');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Contraseña/).fill('clave-de-la-asesora');
    await page.getByLabel(/^Repite la contraseña/).fill('clave-de-la-asesora');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText(`Se ha creado la cuenta de ${first} Gómez`).waitFor();
    await page.getByText('Las cuentas no se eliminan').waitFor();
    const row = await app.db('users').where({ email }).first();
    t.equal(row?.role, 'advisor');
    return row.id as number;
  }

  t.test('an admin creates an advisor and sets her password, with JavaScript', async (t) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page, admin.email);
    const id = await createAdvisor(page, 'Irene', 'irene@academia.test');

    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Cambiar su contraseña' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nueva contraseña para Irene Gómez').waitFor();
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await dialog.getByLabel('Repite la nueva contraseña').fill('distinta');
    await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
    await dialog.getByText('La contraseña debe tener al menos 8 caracteres').first().waitFor();
    // The cursor goes to the first field to fix (it stayed on the button, the refusal unheard).
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password', undefined, {
      timeout: 5000,
    });
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true');
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-irene');
    await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
    await dialog.getByText('Las contraseñas no coinciden').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'passwordRepeat', undefined, {
      timeout: 5000,
    });
    t.equal(page.url(), `${base}/advisors/${id}`, 'checked before posting');
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-irene');
    await dialog.getByLabel('Repite la nueva contraseña').fill('nueva-clave-irene');
    await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Se ha cambiado la contraseña de Irene Gómez').waitFor();
    t.ok(await app.services.auth.login('irene@academia.test', 'nueva-clave-irene'));

    await page.getByRole('button', { name: 'Desactivar la cuenta' }).click();
    await page.getByText('Se ha desactivado la cuenta de Irene Gómez').waitFor();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Asesoras' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('inactive');
    await page.waitForURL(/status=inactive/, { timeout: 5000 });
    await page.getByRole('link', { name: 'Irene Gómez' }).waitFor();
    t.same(errors, [], 'no script errors');
    await context.close();
  });

  t.test('an admin creates an advisor and sets her password, without JavaScript', async (t) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page, admin.email);
    const id = await createAdvisor(page, 'Sara', 'sara@academia.test');
    await page.getByRole('link', { name: 'Cambiar su contraseña' }).click();
    await page.waitForURL(`${base}/user-set-password/${id}`);
    await page.getByLabel(/^Nueva contraseña/).fill('clave-nueva-sara');
    await page.getByLabel(/^Repite la nueva contraseña/).fill('otra-clave-sara');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').first().waitFor();
    await page.getByLabel(/^Nueva contraseña/).fill('clave-nueva-sara');
    await page.getByLabel(/^Repite la nueva contraseña/).fill('clave-nueva-sara');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL(`${base}/advisors/${id}`);
    await page.getByText('Se ha cambiado la contraseña de Sara Gómez').waitFor();
    t.ok(await app.services.auth.login('sara@academia.test', 'clave-nueva-sara'));
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    t.test(
      `a forgotten password, through the outbox (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`,
      async (t) => {
        const email = `olvido-${javaScriptEnabled}@academia.test`;
        await createUser(app, 'advisor', { email, firstName: 'Nuria' });
        const user = await browser.newContext({ javaScriptEnabled });
        const page = await user.newPage();
        // A session open elsewhere, which the reset must end.
        const elsewhere = await browser.newContext({ javaScriptEnabled });
        const other = await elsewhere.newPage();
        await login(other, email, PASSWORD, '/password');

        await page.goto(`${base}/login`);
        await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
        await page.getByLabel('Email').fill(email.toUpperCase());
        await page.getByRole('button', { name: 'Enviar el enlace' }).click();
        await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
        await page.getByText('Si el email corresponde a una cuenta activa').waitFor();

        // The demo has no SMTP server: an admin reads the mail in the outbox.
        await app.services.account.idle();
        const staff = await browser.newContext({ javaScriptEnabled });
        const outbox = await staff.newPage();
        await login(outbox, admin.email);
        await outbox.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Correo enviado' }).click();
        await outbox.getByRole('searchbox', { name: 'Buscar' }).fill(email);
        await outbox.getByRole('button', { name: 'Filtrar' }).click();
        await outbox
          .getByRole('link', { name: 'Elige una contraseña nueva para la intranet de la academia' })
          .first()
          .click();
        await outbox.getByText('Hola, Nuria:').waitFor();
        const href = await outbox.getByRole('link', { name: /password-token\?token=/ }).getAttribute('href');
        const link = new URL(href!);
        t.equal(link.pathname, '/login/password-token');
        await staff.close();

        // The link (the configured public address points elsewhere in tests: same path and token here).
        await page.goto(`${base}${link.pathname}${link.search}`);
        await page.getByRole('heading', { name: 'Elige una contraseña nueva' }).waitFor();
        await page.getByLabel(/^Nueva contraseña/).fill('recuperada-2026');
        await page.getByLabel('Repite la nueva contraseña').fill('recuperada-2025');
        await page.getByRole('button', { name: 'Guardar contraseña' }).click();
        await page.getByText('Las contraseñas no coinciden').first().waitFor();
        await page.getByLabel(/^Nueva contraseña/).fill('recuperada-2026');
        await page.getByLabel('Repite la nueva contraseña').fill('recuperada-2026');
        await page.getByRole('button', { name: 'Guardar contraseña' }).click();
        await page.waitForURL(`${base}/login`);
        await page.getByText('Se ha cambiado tu contraseña. Ya puedes iniciar sesión con ella.').waitFor();

        await page.goto(`${base}${link.pathname}${link.search}`);
        await page.getByText('El enlace para cambiar la contraseña no es válido').waitFor();
        await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();

        await login(page, email, 'recuperada-2026');
        await page
          .getByRole('heading', { name: 'Inicio' })
          .waitFor()
          .catch(() => undefined);
        await other.goto(`${base}/password`);
        t.match(other.url(), /\/login/, 'the other session ended');
        await elsewhere.close();
        await user.close();
      },
    );
  }
});
