import t from 'tap';
import type { Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { createPlaces } from '../factories/places';
import { allowConsoleErrors, launchBrowser } from '../helpers/browser';

/** The shell's behaviour in a real browser: guard, offline badge, progress bar, chunk reload. */
t.test('the shell in the browser', async (t) => {
  const app = await setupApp(t, {}, (app) => {
    app.get('/test-slow-page', { config: { action: 'home.view' } }, async (_request, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return reply.page(<p>Página lenta</p>, { title: 'Lenta' });
    });
  });
  await createPlaces(app.db);
  const admin = await createUser(app, 'admin');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext();

  const page: Page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${base}/`);

  /** Clicks «Inicio» and dismisses what the page asks: the question, or '' when it asked nothing. */
  async function leaveAndStay() {
    let asked = '';
    page.once('dialog', async (dialog) => {
      asked = dialog.message();
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.waitForTimeout(300);
    return asked;
  }

  t.test('leaving a form with unsaved changes asks first', async (t) => {
    await page.goto(`${base}/places-settings/countries/new`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Nombre').fill('Andorra');
    t.equal(await leaveAndStay(), 'Tienes cambios sin guardar. ¿Seguro que quieres salir de la página?');
    t.match(page.url(), /countries\/new$/, 'stayed on the form');
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.waitForURL(`${base}/`);
  });

  t.test('a form sent back refused asks before leaving, untouched since: what was typed is not saved', async (t) => {
    await page.goto(`${base}/places-settings/countries/new`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Nombre').fill('Andorra');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Revisa los campos marcados').waitFor();
    await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(await leaveAndStay(), 'Tienes cambios sin guardar. ¿Seguro que quieres salir de la página?');
    t.match(page.url(), /countries\/new$/, 'stayed on the form');
  });

  t.test('saving does not ask', async (t) => {
    await page.goto(`${base}/places-settings/countries/new`);
    await page.waitForSelector('html[data-hydrated="true"]');
    let asked = false;
    page.once('dialog', (dialog) => ((asked = true), dialog.dismiss()));
    await page.getByLabel('Nombre').fill('Andorra');
    await page.getByLabel('Código ISO (2 letras)').fill('AD');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Se ha creado «Andorra»').waitFor();
    t.equal(asked, false);
  });

  t.test('offline and online badge', async (t) => {
    // The page's islands are loaded first: a chunk asked for offline would (rightly) reload the page.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    // A plain form post made offline is lost, not kept for later: the badge says so.
    const badge = page.getByRole('status').filter({ hasText: 'Sin conexión' });
    await badge.waitFor();
    t.equal(
      await badge.textContent(),
      'Sin conexión: lo que envíes ahora no llegará. Cuando vuelva la red, envíalo de nuevo',
    );
    t.notMatch(await badge.textContent(), /guardar/, 'no promise of saving later');
    await context.setOffline(false);
    await page.getByText('Conexión restablecida').waitFor();
    t.pass('both shown');
  });

  t.test('a slow navigation shows the progress bar', async (t) => {
    await page.goto(`${base}/`);
    // Record, in the old page, whether the bar came up before the new page replaced it.
    await page.evaluate(() => {
      sessionStorage.removeItem('progress-seen');
      const bar = document.querySelector('.progress')!;
      new MutationObserver(() => {
        if (bar.classList.contains('progress-active')) sessionStorage.setItem('progress-seen', 'yes');
      }).observe(bar, { attributes: true });
      const link = document.createElement('a');
      link.href = '/test-slow-page';
      link.textContent = 'lenta';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'lenta' }).click();
    await page.getByText('Página lenta').waitFor();
    t.equal(await page.evaluate(() => sessionStorage.getItem('progress-seen')), 'yes');
    t.equal(await page.locator('.progress.progress-active').count(), 0, 'gone on the new page');
  });

  t.test(
    'date fields read 22/11/2026 in a browser set to English too, and the calendar button fills them',
    async (t) => {
      const english = await browser.newContext({ locale: 'en-US' });
      const cookies = await context.cookies();
      await english.addCookies(cookies);
      const page = await english.newPage();
      await page.goto(`${base}/vouchers?from=2026-11-02`);
      const from = page.getByLabel('Vigente desde');
      t.equal(await from.inputValue(), '02/11/2026', 'the filter shown in the Spanish order');
      t.equal(await from.getAttribute('placeholder'), 'dd/mm/aaaa');
      await page.getByRole('button', { name: 'Elegir en el calendario' }).first().click();
      // The browser's calendar cannot be driven from a test: its field is, as a choice in it would set it.
      await page.evaluate(() => {
        const native = document.querySelector<HTMLInputElement>('.date-input-native');
        if (!native) throw new Error('no calendar field');
        native.value = '2026-10-05';
        native.dispatchEvent(new Event('change'));
      });
      t.equal(await from.inputValue(), '05/10/2026', 'the day chosen, written in the Spanish order');
      await page.getByLabel('Vigente hasta').fill('31/12/2026');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.waitForURL(/to=31%2F12%2F2026/);
      t.equal(await page.getByLabel('Vigente desde').inputValue(), '05/10/2026', 'kept after filtering');
      t.equal(await page.getByLabel('Vigente hasta').inputValue(), '31/12/2026');
      await english.close();
    },
  );

  t.test('an island chunk that fails to load reloads the page once', async (t) => {
    // The failed chunk and the page's own report of it are what this test provokes.
    allowConsoleErrors(
      context,
      /RowsPerPage\.island|No se ha podido cargar una parte de la página|Failed to fetch dynamically imported module/,
    );
    const fresh = await context.newPage();
    await fresh.route('**/assets/RowsPerPage.island-*.js', (route) => route.abort());
    let loads = 0;
    fresh.on('load', () => (loads += 1));
    await fresh.goto(`${base}/places-settings?tab=countries`);
    await fresh.waitForTimeout(2500);
    t.equal(loads, 2, 'one reload, not a loop');
    await fresh.close();
  });
});
