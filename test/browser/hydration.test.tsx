import t from 'tap';
import { Suspense, use } from 'react';
import { callerAs, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';
import { DeleteButton } from '../../views/widgets/DeleteButton';

/**
 * Issue 11, item 22: pages with an autocomplete (react-aria) hydrate without a mismatch. The
 * ids the server gives the combobox, its label and its description are the ones the browser
 * keeps, and the console stays free of errors (launchBrowser fails any test that logs one).
 */
t.test('islands hydrate with the ids the server rendered', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const admin = await callerAs(app, 'admin');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext();
  t.teardown(() => context.close());
  await context.addCookies([{ name: 'apollo-token', value: admin.cookie.split('=')[1], url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));

  for (const url of [
    '/customers/new',
    '/vouchers/new',
    '/classes',
    `/classes/teacher-class`,
    `/customers/${w.customer.id}`,
    '/invoices/new',
  ]) {
    const served = (await app.inject({ method: 'GET', url, headers: admin.headers })).body;
    const serverIds = [...served.matchAll(/role="combobox"[^>]*?|id="(react-aria[^"]+)"/g)]
      .map((m) => m[1])
      .filter(Boolean);
    await page.goto(`${base}${url}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForTimeout(200);
    const browserIds = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island] [id^="react-aria"]')].map((e) => e.id),
    );
    for (const id of browserIds)
      t.ok(serverIds.length === 0 || served.includes(`id="${id}"`), `${url}: ${id} is the server's id`);
    // React's own ids must be the server's: the list it opens later is labelled by them.
    const combo = page.getByRole('combobox').first();
    if (url === '/customers/new') {
      await combo.pressSequentially('xyz', { delay: 20 });
      await page.getByRole('listbox').waitFor();
      const refs = await page
        .getByRole('listbox')
        .evaluate((l) => [l.getAttribute('aria-labelledby') ?? '', l.id].join(' ').split(/\s+/).filter(Boolean));
      const ids = await page.evaluate((list) => list.map((id) => [id, !!document.getElementById(id)] as const), refs);
      t.ok(ids.length > 0, 'the list of suggestions is labelled');
      for (const [id, found] of ids) t.ok(found, `${url}: the list's id reference ${id} is on the page`);
      const input = await combo.evaluate((i) =>
        (i.getAttribute('aria-controls') ?? '')
          .split(' ')
          .filter(Boolean)
          .every((id) => document.getElementById(id)),
      );
      t.ok(input, `${url}: the combobox controls a list that is on the page`);
      await page.keyboard.press('Escape');
    }
    t.same(errors, [], `${url}: no error in the console`);
    errors.length = 0;
  }
});

function Slow({ data }: { data: Promise<string> }) {
  return <DeleteButton href={use(data)} title="Borrar la fila" question="¿Seguro?" />;
}

/**
 * A slow list streams in after the page's script has already run (the script is async): the
 * islands of its rows must come to life all the same, and the page says it is hydrated only then.
 */
t.test('islands that stream in after the page script are hydrated too', async (t) => {
  // The slow block is held until the page's script has loaded (and had a moment to run), so the
  // script always runs first, however loaded the machine is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = await setupApp(t, {}, (app) => {
    app.get('/test-slow-island', async (_req, reply) => {
      const data = Promise.race([held, new Promise((resolve) => setTimeout(resolve, 20_000))]).then(() => '/places/1');
      return reply.page(
        <Suspense fallback={<p>Cargando resultados...</p>}>
          <Slow data={data} />
        </Suspense>,
        { title: 'Lenta' },
      );
    });
  });
  const admin = await callerAs(app, 'admin');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);
  const context = await browser.newContext();
  t.teardown(() => context.close());
  await context.addCookies([{ name: 'apollo-token', value: admin.cookie.split('=')[1], url: base }]);
  const page = await context.newPage();
  const scriptLoaded = new Promise<void>((resolve) =>
    page.on('requestfinished', (r) => /\/assets\/main-[^/]*\.js$/.test(r.url()) && resolve()),
  );
  await page.goto(`${base}/test-slow-island`, { waitUntil: 'commit' });
  await scriptLoaded;
  await page.waitForTimeout(300);
  t.equal(await page.evaluate(() => document.readyState), 'loading', 'the block still on its way');
  release();
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 20_000 });
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByText('¿Seguro?').waitFor();
  t.pass('the streamed row’s dialog opens');
});
