import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';

/**
 * An advisor sells a voucher, records its payment, renews it from the "por renovar" list and
 * settles an expired one from the settlements list: once with JavaScript (autocomplete and
 * dialogs) and once without (plain forms and the dialogs' own pages).
 */
t.test('vouchers in the browser', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);
  const today = todayInMadrid();

  async function login(page: Page) {
    await page.goto(`${base}/vouchers`);
    t.match(page.url(), /\/login\?next=/, 'asks for a session first');
    await page.getByLabel('Email').fill(advisor.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/vouchers`);
    await page.getByRole('heading', { name: 'Bonos' }).waitFor();
  }

  /** `repeated`: the same voucher was created a moment ago (the other subtest), so the form asks first (src/lib/idempotency). */
  async function fillVoucher(page: Page, { repeated = false } = {}) {
    t.equal(await page.getByLabel('Alumno').inputValue(), String(w.student.id), 'the only student comes chosen');
    t.equal(await page.getByLabel('Curso').inputValue(), String(w.course), "with the student's course");
    await page.getByText('Precio que se aplicará: 20,00').waitFor();
    await page.getByLabel('Asignatura').selectOption({ label: 'Matemáticas' });
    await page.getByLabel('Profesor').selectOption({ label: 'Javier Profe' });
    await page.getByLabel('Horas').fill('2');
    await page.getByRole('button', { name: 'Crear' }).click();
    if (repeated) {
      await page.getByText('Acabas de crear un bono con estos mismos datos').waitFor();
      await page.getByRole('button', { name: 'Crear' }).click();
    }
    await page.getByText(/Se ha creado el bono n\.º \d+/).waitFor();
    return Number(/\/vouchers\/(\d+)/.exec(page.url())?.[1]);
  }

  t.test('with JavaScript: create, pay, renew from the list, settle from the list', async (t) => {
    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await login(page);
    await page.getByRole('link', { name: 'Nuevo bono' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('combobox', { name: 'Cliente' }).fill('lucía');
    await page.getByRole('option', { name: /^Lucía Gómez Ruiz/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const id = await fillVoucher(page);
    await page.getByText('Sin activar').waitFor();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const pay = page.getByRole('dialog');
    t.equal(await pay.getByLabel('Importe (€)').inputValue(), '40,00', 'the amount due');
    const payDate = pay.getByLabel('Fecha del pago');
    t.equal(await payDate.inputValue(), formatDate(today), 'today in the Spanish order, whatever the browser shows');
    t.equal(await payDate.getAttribute('placeholder'), 'dd/mm/aaaa', 'typed as every other date field');
    await pay.getByRole('button', { name: 'Elegir en el calendario' }).waitFor();
    await pay.getByLabel('Forma de pago').selectOption({ label: 'Redsys (tarjeta)' });
    await pay.getByLabel('Referencia').fill('R-2026-1');
    await pay.getByRole('button', { name: 'Registrar el pago' }).click();
    await page.getByText(/el bono está pagado y activo/).waitFor();
    await page.getByRole('link', { name: 'Imprimir recibo' }).waitFor();

    // Two hours left: it is on the list of vouchers to renew.
    await page.getByRole('link', { name: 'Bonos por renovar' }).click();
    await page.getByRole('link', { name: `#${id}` }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Renovar' }).click();
    await page.getByRole('dialog').getByText('al precio actual de 20,00').waitFor();
    await page.getByRole('button', { name: 'Crear la renovación' }).click();
    await page.getByText(`renovación del n.º ${id}`).waitFor();
    t.ok(await app.db('vouchers').where({ renewedFromId: id }).first(), 'renewed');
    await page.goto(`${base}/vouchers/active-non-renewed`);
    t.equal(await page.getByRole('link', { name: `#${id}` }).count(), 0, 'no longer to renew');

    const expired = await w.voucher({ endDate: addDays(today, -3), remarks: 'caducado' });
    await page.getByRole('link', { name: 'Liquidaciones' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('checkbox', { name: `Seleccionar el bono n.º ${expired}` }).check();
    await page.getByRole('button', { name: 'Liquidar seleccionados' }).click();
    const settle = page.getByRole('alertdialog');
    await settle.getByText('1 bono: 0 h usadas y 10 h perdidas.').waitFor();
    await settle.getByLabel('Observaciones de la liquidación').fill('No se recuperan');
    await settle.getByRole('button', { name: 'Sí, liquidar' }).click();
    await page.getByText('Se ha liquidado 1 bono').waitFor();
    t.match(await app.db('vouchers').where('id', expired).first('status', 'settlement_remarks'), {
      status: 'settled',
      settlementRemarks: 'No se recuperan',
    });
  });

  t.test('a refused payment: its errors inside the dialog, or its page again without JavaScript', async (t) => {
    // 60 h at 20 €/h: 1.200 € due, too much to take in cash.
    const id = await w.voucher({ hours: 60, status: 'inactive', paymentStatus: 'pendingPayment' });
    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await login(page);
    await page.goto(`${base}/vouchers/${id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const pay = page.getByRole('dialog');
    await pay.getByLabel('Importe (€)').fill('1000');
    await pay.getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
    await pay.getByRole('button', { name: 'Registrar el pago' }).click();
    const summary = pay.locator('.form-errors');
    await summary.getByRole('link', { name: /No se admiten pagos en efectivo de 1\.000 €/ }).waitFor();
    t.equal(page.url(), `${base}/vouchers/${id}`, 'the voucher page stays behind the dialog');
    await pay.getByRole('heading', { name: `Registrar un pago del bono n.º ${id}` }).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('form-errors'));
    t.equal(await pay.getByLabel('Importe (€)').inputValue(), '1000', 'what was typed is kept');
    t.equal(await pay.getByLabel('Forma de pago').inputValue(), 'cash');
    // Corrected in the same dialog: by wire, it is taken.
    await pay.getByLabel('Forma de pago').selectOption({ label: 'Transferencia' });
    await pay.getByRole('button', { name: 'Registrar el pago' }).click();
    await page.locator('.flash').waitFor();
    t.match(await page.locator('.flash').innerText(), /Se ha registrado el pago de 1\.000,00\s€/, 'taken');
    t.equal(page.url(), `${base}/vouchers/${id}`, 'back on the voucher with the message');
    t.equal(await page.getByRole('dialog').count(), 0, 'the dialog is closed');
    // Cancelar in the dialog shown again closes it.
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    await pay.getByLabel('Importe (€)').fill('9999');
    await pay.getByRole('button', { name: 'Registrar el pago' }).click();
    await pay.locator('.form-errors').waitFor();
    await pay.getByRole('link', { name: 'Cancelar' }).click();
    await pay.waitFor({ state: 'detached' });
    t.equal(page.url(), `${base}/vouchers/${id}`, 'Cancelar closes the dialog');

    const plain = await browser.newContext({ javaScriptEnabled: false });
    t.teardown(() => plain.close());
    const nojs = await plain.newPage();
    await login(nojs);
    await nojs.goto(`${base}/vouchers/${id}/pay`);
    await nojs.getByLabel('Importe (€)').fill('9999');
    await nojs.getByRole('button', { name: 'Registrar el pago' }).click();
    await nojs
      .locator('.form-errors')
      .getByRole('link', { name: /El pago supera lo pendiente/ })
      .waitFor();
    t.equal(nojs.url(), `${base}/vouchers/${id}/pay`, 'without JavaScript, the page again with its errors');
    t.equal(await nojs.locator('.form-errors a').getAttribute('href'), '#f-amount', 'its summary links to the field');
  });

  t.test('without JavaScript: the same with plain forms and the dialogs as pages', async (t) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    t.teardown(() => context.close());
    const page = await context.newPage();
    await login(page);
    await page.getByRole('link', { name: 'Nuevo bono' }).click();
    await page.getByLabel('Cliente').fill('lucia gomez ruiz');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The advisor created this same voucher with JavaScript a moment ago: a second one is asked for, then made.
    const id = await fillVoucher(page, { repeated: true });

    await page.getByRole('link', { name: 'Registrar pago' }).click();
    await page.getByLabel('Importe (€)').fill('40');
    await page.getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
    await page.getByRole('button', { name: 'Registrar el pago' }).click();
    await page.getByText(/el bono está pagado y activo/).waitFor();

    await page.goto(`${base}/vouchers/active-non-renewed`);
    await page.getByRole('link', { name: `#${id}` }).click();
    await page.getByRole('link', { name: 'Renovar', exact: true }).click();
    await page.getByRole('button', { name: 'Crear la renovación' }).click();
    await page.getByText(`renovación del n.º ${id}`).waitFor();

    const expired = await w.voucher({ endDate: addDays(today, -3), remarks: 'caducado sin js' });
    await page.goto(`${base}/vouchers/settlements`);
    await page.getByRole('checkbox', { name: `Seleccionar el bono n.º ${expired}` }).check();
    await page.getByRole('button', { name: 'Liquidar seleccionados' }).click();
    await page.getByText('1 bono: 0 h usadas y 10 h perdidas.').waitFor();
    await page.getByRole('button', { name: 'Sí, liquidar' }).click();
    await page.getByText('Se ha liquidado 1 bono').waitFor();
    t.equal((await app.db('vouchers').where('id', expired).first('status')).status, 'settled');
  });
  t.test('the teacher filter: an autocomplete with JavaScript, a typed name without', async (t) => {
    const mine = await w.voucher({ remarks: 'de Javier' });
    const nobodys = await w.voucher({ teacherId: null, remarks: 'sin profesor' });
    const listed = async (page: Page) =>
      (
        await page
          .locator('tbody a[href^="/vouchers/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      ).map((href) => Number(href?.split('/')[2]));

    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await login(page);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Profesor', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Profesor' }).fill('javi');
    await page.getByRole('option', { name: /^Javier Profe/ }).click();
    await page.waitForURL((url) => url.searchParams.get('teacher') === String(w.teacher.id));
    t.equal(
      await page.getByLabel('Profesor', { exact: true }).inputValue(),
      'Javier Profe',
      'the chosen name in the field',
    );
    t.ok((await listed(page)).includes(mine), "Javier's vouchers");
    t.notOk((await listed(page)).includes(nobodys), 'only his');
    await page.getByLabel('Profesor', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Profesor' }).fill('sin');
    await page.getByRole('option', { name: 'Sin profesor asignado' }).click();
    await page.waitForURL((url) => url.searchParams.get('teacher') === 'none');
    t.ok((await listed(page)).includes(nobodys), 'the vouchers without a teacher');
    t.notOk((await listed(page)).includes(mine), 'only those');
    // Another filter keeps the teacher's, without the typed text in the URL.
    await page.getByLabel('Pago').selectOption({ label: 'Pagado' });
    await page.waitForURL((url) => url.searchParams.get('payment') === 'paid');
    t.equal(new URL(page.url()).searchParams.get('teacher'), 'none');
    t.notOk(new URL(page.url()).searchParams.has('teacherName'), 'no typed text in the URL');

    const plain = await browser.newContext({ javaScriptEnabled: false });
    t.teardown(() => plain.close());
    const noJs = await plain.newPage();
    await login(noJs);
    await noJs.getByLabel('Profesor', { exact: true }).fill('javier profe');
    await noJs.getByRole('button', { name: 'Filtrar' }).click();
    await noJs.waitForURL(`${base}/vouchers?teacher=${w.teacher.id}`);
    t.equal(await noJs.getByLabel('Profesor', { exact: true }).inputValue(), 'Javier Profe', 'resolved by name');
    await noJs.getByLabel('Profesor', { exact: true }).fill('nadie');
    await noJs.getByRole('button', { name: 'Filtrar' }).click();
    await noJs.getByText('No hay resultados para «nadie»').waitFor();
  });

  t.test("a row's renew dialog opened after the session ended goes to the sign-in page", async (t) => {
    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await login(page);
    const ending = await w.voucher({ endDate: addDays(today, 5), remarks: 'la sesión acaba' });
    await page.goto(`${base}/vouchers/active-non-renewed`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // Signed out elsewhere (another tab, or an admin deactivated the account) while the list is open.
    await app.db('sessions').whereNull('revokedAt').update({ revokedAt: new Date() });
    await page
      .getByRole('row', { name: new RegExp(`#${ending}\\b`) })
      .getByRole('button', { name: 'Renovar' })
      .click();
    await page.waitForURL(/\/login\?next=/);
    t.pass('the dialog did not show the sign-in form inside itself: the browser went to the sign-in page');
  });
});
