import t from 'tap';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser, subscriptionSent } from '../helpers/browser';
import { serverSubscribed } from '../helpers/live';
import { CLASS_CHANGED } from '../../modules/vouchers/classes.shared';
import { classTime } from '../factories/vouchers';
import { todayInMadrid } from '../../src/lib/intl';
import type { Actor } from '../../src/lib/policy';
import { addDays } from '../../src/lib/days';
import { vouchersWorld } from '../../modules/vouchers/vouchers.testkit';

/**
 * One voucher's life through the UI, with an advisor and a teacher in two browsers: the
 * advisor sells a voucher and records its payment; the teacher claims a class on it while
 * the advisor's class list is open (it appears there live); the advisor validates it and sees
 * the hours drop on the voucher; when the voucher is nearly used up the advisor renews it from
 * the "por renovar" list and, once used up, settles it from the settlements list.
 * SHOTS=/some/dir saves a screenshot of each step.
 */
t.test('a voucher from sale to settlement, advisor and teacher', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  // 123,45 €/h for ten hours: 1.234,50 €, so the amounts show the thousands and the cents.
  await app.db('prices').where('id', w.price).update({ customerPriceCents: 12345, teacherPayCents: 4000 });
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);
  const today = todayInMadrid();
  const shots = process.env.SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  let shot = 0;
  const snap = async (page: Page, name: string) => {
    if (shots)
      await page.screenshot({ path: `${shots}/${String(++shot).padStart(2, '0')}-${name}.png`, fullPage: true });
  };

  const errors: string[] = [];
  async function signedIn(email: string, path: string) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    t.teardown(() => context.close());
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${email}: ${e.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${email} on ${page.url()}: ${msg.text()}`);
    });
    await page.goto(`${base}${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    return page;
  }
  const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
  const summary = (page: Page) => page.getByRole('region', { name: 'Horas', exact: true });

  // ---- 1. The advisor sells the voucher and records its payment -------------------------
  const staff = await signedIn(advisor.email, '/vouchers');
  await staff.getByRole('link', { name: 'Nuevo bono' }).click();
  await hydrated(staff);
  await staff.getByRole('combobox', { name: 'Cliente' }).fill('gómez');
  await staff.getByRole('option', { name: /^Lucía Gómez Ruiz/ }).click();
  await staff.getByRole('button', { name: 'Continuar' }).click();
  await staff.getByText('Precio que se aplicará: 123,45').waitFor();
  await staff.getByLabel('Asignatura').selectOption({ label: 'Matemáticas' });
  await staff.getByLabel('Profesor').selectOption({ label: 'Javier Profe' });
  await staff.getByLabel('Horas').fill('10');
  await staff.getByLabel('Fecha de inicio').fill(addDays(today, -7));
  await snap(staff, 'new-voucher');
  await staff.getByRole('button', { name: 'Crear' }).click();
  await staff.getByText(/Se ha creado el bono n\.º \d+/).waitFor();
  const id = Number(/\/vouchers\/(\d+)$/.exec(staff.url())?.[1]);
  t.ok(id > 0, 'on the new voucher');
  await staff.getByText('Sin activar').first().waitFor();
  t.match(
    await staff.locator('.voucher-summary').innerText(),
    /1\.234,50\s€ · Pagado: 0,00\s€ · Pendiente de pago: 1\.234,50\s€/,
    'the amount and what is due',
  );

  await hydrated(staff);
  await staff.getByRole('button', { name: 'Registrar pago' }).click();
  const pay = staff.getByRole('dialog');
  await pay
    .getByText('Importe del bono: 1.234,50 €. Pagado: 0,00 €. Pendiente: 1.234,50 €.', { exact: false })
    .waitFor();
  t.equal(await pay.getByLabel('Importe (€)').inputValue(), '1.234,50', 'what is due, ready to type over');
  await pay.getByLabel('Forma de pago').selectOption({ label: 'Transferencia' });
  await pay.getByLabel('Referencia').fill('TRF-0042');
  await snap(staff, 'pay-dialog');
  await pay.getByRole('button', { name: 'Registrar el pago' }).click();
  await staff.getByText(/el bono está pagado y activo/).waitFor();
  const facts = staff.locator('.voucher-summary');
  await facts.getByText('Activo', { exact: true }).waitFor();
  await facts.getByText('Pagado', { exact: true }).waitFor();
  t.match(await facts.innerText(), /Importe\s+1\.234,50\s€ · Pagado: 1\.234,50\s€/, 'the amount the Spanish way');
  t.match(
    await staff.getByRole('region', { name: 'Pagos', exact: true }).innerText(),
    /1\.234,50\s€\s+Transferencia\s+TRF-0042/,
    'the payment in the list',
  );
  await snap(staff, 'voucher-paid');

  // ---- 2. The advisor keeps /classes open; the teacher claims a 90-minute class ----------
  const subscribed = subscriptionSent(staff);
  await staff.goto(`${base}/classes`);
  await hydrated(staff);
  t.equal(await staff.getByRole('cell', { name: 'Pablo Gómez Ruiz' }).count(), 0, 'no class yet');
  // The live island is hydrated and subscribed before the teacher acts.
  await subscribed;
  await serverSubscribed(app, CLASS_CHANGED);
  const navigations: string[] = [];
  staff.on('framenavigated', (frame) => {
    if (frame === staff.mainFrame()) navigations.push(frame.url());
  });

  const teacher = await signedIn(w.teacher.email, '/claim-class');
  const voucherChoice = teacher.getByLabel('Bono', { exact: true });
  const label = (await voucherChoice.locator('option', { hasText: 'Pablo Gómez Ruiz' }).textContent()) ?? '';
  t.match(label, /Matemáticas 2º ESO · 10 h libres/, 'the voucher with its free hours');
  await voucherChoice.selectOption({ label });
  await teacher.getByLabel('Fecha y hora').fill(classTime(-1, '17:00'));
  await teacher.getByLabel('Duración').selectOption('90');
  await teacher.getByLabel('Observaciones').fill('Ecuaciones de segundo grado');
  await snap(teacher, 'claim-class');
  await teacher.getByRole('button', { name: 'Registrar' }).click();
  await teacher.waitForURL(`${base}/teacher-classes`);
  await teacher.getByText('la academia la validará').waitFor();
  const mine = teacher.getByRole('row', { name: /Pablo Gómez Ruiz/ });
  t.match(
    await mine.innerText(),
    /1 h 30 min[\s\S]*Registrada por el profesor/,
    'awaiting validation in the teacher list',
  );
  await snap(teacher, 'teacher-classes');

  // ---- 3. The class shows up on the advisor's list by itself; validated; hours drop -------
  await staff.getByRole('cell', { name: 'Pablo Gómez Ruiz' }).waitFor({ timeout: 10_000 });
  await staff.getByRole('status').filter({ hasText: 'Actualizado' }).waitFor();
  t.same(navigations, [], 'the list was not reloaded');
  const claimedRow = staff.getByRole('row', { name: /Pablo Gómez Ruiz/ });
  t.match(
    await claimedRow.innerText(),
    /Javier Profe[\s\S]*1 h 30 min[\s\S]*Registrada por el profesor/,
    'the claimed class, awaiting validation',
  );
  await snap(staff, 'classes-live');
  await claimedRow.getByRole('checkbox', { name: /Seleccionar la clase/ }).check();
  await staff.getByRole('button', { name: 'Validar seleccionadas' }).click();
  await staff.getByText('Se ha validado 1 clase.').waitFor();
  t.match(await staff.getByRole('row', { name: /Pablo Gómez Ruiz/ }).innerText(), /Validada/, 'validated in the list');
  const classId = (await app.db('classes').where({ voucherId: id }).first('id')).id as number;

  // From the class to its voucher.
  await staff
    .getByRole('row', { name: /Pablo Gómez Ruiz/ })
    .getByRole('link')
    .first()
    .click();
  await staff.waitForURL(`${base}/classes/${classId}`);
  await staff.getByRole('link', { name: `Bono n.º ${id}` }).click();
  await staff.waitForURL(`${base}/vouchers/${id}`);
  const hoursText = await summary(staff).innerText();
  t.match(hoursText, /Compradas\s+10 h/, 'bought');
  t.match(hoursText, /Consumidas\s+1 h 30 min/, 'used: the validated class');
  t.match(hoursText, /Restantes\s+8 h 30 min/, 'left');
  const ledger = staff.getByRole('region', { name: 'Movimientos de horas', exact: true });
  t.match(
    await ledger.getByRole('row', { name: new RegExp(`Clase n\\.º ${classId}`) }).innerText(),
    /Reserva[\s\S]*−1 h 30 min[\s\S]*8 h 30 min[\s\S]*Javier Profe/,
    'the claim booked 1,5 h by the teacher',
  );
  t.match(
    await staff.getByRole('region', { name: 'Clases', exact: true }).innerText(),
    /Validada/,
    'the class on the voucher',
  );
  t.match(
    await app.db('voucher_hour_movements').where({ voucherId: id }).select('kind', 'minutes', 'class_id'),
    [{ kind: 'book', minutes: -90, classId }],
    'one ledger row',
  );
  await snap(staff, 'voucher-after-validation');
  // And back from the voucher to its classes in the class list.
  await staff.getByRole('link', { name: 'Ver en Clases' }).click();
  await staff.waitForURL(`${base}/classes?voucher=${id}`);
  await staff.getByText(`Solo las clases del bono n.º ${id}`).waitFor();
  t.equal(await staff.getByRole('row', { name: /Pablo Gómez Ruiz/ }).count(), 1, "the voucher's class");

  // ---- 4. Nearly used up: on the "por renovar" list, renewed from there -----------------
  await staff.goto(`${base}/vouchers/active-non-renewed`);
  t.equal(
    await staff.getByRole('link', { name: `#${id}`, exact: true }).count(),
    0,
    '8,5 h left and months to go: not to renew yet',
  );
  const classes = app.services.classes;
  const actor: Actor = {
    id: advisor.id,
    role: advisor.role,
    email: advisor.email,
    firstName: 'Carmen',
    lastName: 'Ruiz',
    sessionId: 0,
  };
  for (let day = 1; day <= 4; day += 1)
    await classes.create(actor, {
      voucherId: id,
      teacherId: w.teacher.id,
      date: classTime(day, '18:00'),
      duration: 120,
    });
  await staff.reload();
  await hydrated(staff);
  const toRenew = staff.getByRole('row', { name: new RegExp(`#${id}\\b`) });
  t.match(await toRenew.innerText(), /30 min de 10 h/, 'half an hour left');
  await snap(staff, 'to-renew');
  // The dialog's content (the renewal's dates and price) comes from its page when it opens; Cancelar closes it.
  await toRenew.getByRole('button', { name: 'Renovar' }).click();
  const renew = staff.getByRole('dialog');
  await renew.getByText('al precio actual de 123,45 €').waitFor();
  await renew.getByRole('link', { name: 'Cancelar' }).click();
  await renew.waitFor({ state: 'detached' });
  t.equal(new URL(staff.url()).pathname, '/vouchers/active-non-renewed', 'Cancelar closed the dialog, the list stays');
  await toRenew.getByRole('button', { name: 'Renovar' }).click();
  await renew.getByText('al precio actual de 123,45 €').waitFor();
  await snap(staff, 'renew-dialog');
  await renew.getByRole('button', { name: 'Crear la renovación' }).click();
  await staff.getByText(`renovación del n.º ${id}`).waitFor();
  const renewal = await app.db('vouchers').where({ renewedFromId: id }).first();
  t.match(renewal, { status: 'inactive', hours: 10, amountCents: 123450 }, 'a new voucher, renewedFrom the old one');
  t.equal(new URL(staff.url()).pathname, '/vouchers/active-non-renewed', 'back on the list to go on with it');
  t.equal(await staff.getByRole('link', { name: `#${id}`, exact: true }).count(), 0, 'no longer to renew');
  await snap(staff, 'renewed');

  // ---- 5. Used up: settled from the settlements list ------------------------------------
  await classes.create(actor, { voucherId: id, teacherId: w.teacher.id, date: classTime(5, '18:00'), duration: 30 });
  // Classes still to come or not validated hold the settlement back: the days pass, given and validated.
  await app
    .db('classes')
    .where({ voucherId: id })
    .whereNot('status', 'deleted')
    .update({
      date: app.db.raw("now() - interval '1 hour'"),
      status: 'validated',
      teacherPaymentStatus: 'teacherPendingPayment',
    });
  await staff.getByRole('link', { name: 'Liquidaciones' }).click();
  await hydrated(staff);
  await staff.getByRole('checkbox', { name: `Seleccionar el bono n.º ${id}` }).check();
  await staff.getByRole('button', { name: 'Liquidar seleccionados' }).click();
  const settle = staff.getByRole('alertdialog');
  await settle.getByText('1 bono: 10 h usadas y 0 h perdidas.').waitFor();
  await settle.getByLabel('Observaciones de la liquidación').fill('Agotado; renovado');
  await snap(staff, 'settle-dialog');
  await settle.getByRole('button', { name: 'Sí, liquidar' }).click();
  await staff.getByText('Se ha liquidado 1 bono').waitFor();
  t.equal(await staff.getByRole('link', { name: `#${id}`, exact: true }).count(), 0, 'off the settlements list');
  await staff.goto(`${base}/vouchers/${id}`);
  await staff.locator('.voucher-summary').getByText('Liquidado', { exact: true }).waitFor();
  t.match(
    await staff.getByRole('region', { name: 'Liquidación', exact: true }).innerText(),
    /por Carmen Ruiz: 10 h usadas y 0 h perdidas/,
    'the settlement as recorded',
  );
  t.match(
    await staff.getByRole('region', { name: 'Renovaciones', exact: true }).innerText(),
    new RegExp(`n\\.º ${renewal.id}`),
    'the renewal in the chain',
  );
  t.match(await app.db('vouchers').where('id', id).first(), {
    status: 'settled',
    settledMinutesUsed: 600,
    settledMinutesForfeited: 0,
    settlementRemarks: 'Agotado; renovado',
  });
  await snap(staff, 'settled');

  t.same(errors, [], 'no script or console errors');
});
