import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { createTeacher } from '../factories/people';
import { classTime, createVoucher } from '../factories/vouchers';
import { launchBrowser, subscriptionSent } from '../helpers/browser';
import { serverSubscribed } from '../helpers/live';
import { CLASS_CHANGED } from '../../modules/vouchers/classes.shared';

/**
 * A teacher claims a class on one of their vouchers while an advisor has /classes open: the
 * class appears there without a reload (GraphQL subscription over WebSocket), the advisor
 * validates it, and the teacher sees the voucher's hours go down on /teacher-vouchers.
 */
t.test('classes in the browser: claim, live list, validate', async (t) => {
  const app = await setupApp(t);
  const advisor = await createUser(app, 'advisor', { firstName: 'Carmen', lastName: 'Ruiz' });
  const teacher = await createTeacher(app, { user: { firstName: 'Luis', lastName: 'Prieto' } });
  const voucher = await createVoucher(app, { teacherId: teacher.id, hours: 10 });
  const student = await app.db('students').where('id', voucher.studentId).first();
  const studentName = `${student.firstName} ${student.lastName}`;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);

  async function login(page: Page, email: string, path: string) {
    await page.goto(`${base}${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}${path}`);
  }

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const errors: string[] = [];
  staff.on('pageerror', (e) => errors.push(e.message));
  // The live island's subscription, as it leaves the page (the server registers it on reading it).
  const subscribed = subscriptionSent(staff);
  await login(staff, advisor.email, '/classes');
  await staff.getByRole('heading', { name: 'Clases' }).waitFor();
  t.equal(await staff.getByRole('cell', { name: studentName }).count(), 0, 'no class yet');
  // The live island is hydrated and subscribed before the teacher acts.
  await subscribed;
  await serverSubscribed(app, CLASS_CHANGED);

  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await login(teacherPage, teacher.email, '/claim-class');
  await teacherPage.getByLabel('Bono', { exact: true }).selectOption({ index: 1 });
  await teacherPage.getByLabel('Fecha y hora').fill(classTime(-1, '17:00'));
  await teacherPage.getByLabel('Duración').selectOption('90');
  await teacherPage.getByLabel('Observaciones').fill('Ecuaciones de segundo grado');
  await teacherPage.getByRole('button', { name: 'Registrar' }).click();
  await teacherPage.waitForURL(`${base}/teacher-classes`);
  await teacherPage.getByText('la academia la validará').waitFor();

  // The advisor's list shows it without a reload.
  const navigations: string[] = [];
  staff.on('framenavigated', (frame) => navigations.push(frame.url()));
  await staff.getByRole('cell', { name: studentName }).waitFor({ timeout: 10_000 });
  await staff.getByRole('status').filter({ hasText: 'Actualizado' }).waitFor();
  t.same(navigations, [], 'the page was not reloaded');
  await staff.locator('[data-classes-table] .rows-per-page select').waitFor({ timeout: 5_000 });
  t.pass("the refreshed table's rows-per-page menu is live again (its island hydrated)");
  t.equal(
    await staff.getByRole('cell', { name: 'Registrada por el profesor' }).count(),
    1,
    'claimed, awaiting validation',
  );

  // Validate it with the checkbox and "Validar seleccionadas".
  await staff.getByRole('checkbox', { name: /Seleccionar la clase/ }).check();
  await staff.getByRole('button', { name: 'Validar seleccionadas' }).click();
  await staff.getByText('Se ha validado 1 clase.').waitFor();
  t.equal((await app.db('classes').where({ voucherId: voucher.id }).first()).status, 'validated');

  // The teacher sees the hours used and left on their voucher.
  await teacherPage.goto(`${base}/teacher-vouchers`);
  const row = teacherPage.getByRole('row', { name: new RegExp(studentName) });
  await row.waitFor();
  const text = await row.innerText();
  t.match(text, '1 h 30 min', 'hours used');
  t.match(text, '8 h 30 min', 'hours left');
  t.notMatch(await teacherPage.content(), '€', 'no amounts');

  // «Nueva clase»: a voucher picked, the form refused (a date that is none) and shown again keeps the voucher picked.
  await staff.goto(`${base}/classes/new`);
  // Typed before the autocomplete hydrates, the option may be picked with no voucher id behind it.
  await staff.waitForSelector('html[data-hydrated="true"]');
  const voucherField = staff.getByRole('combobox', { name: /Bono/ });
  await voucherField.fill(studentName.split(' ')[0]);
  await staff.getByRole('option', { name: new RegExp(`Bono n.º ${voucher.id} `) }).click();
  const picked = await voucherField.inputValue();
  await staff.getByLabel('Fecha y hora').fill('mañana');
  await staff.getByRole('button', { name: 'Crear' }).click();
  await staff.locator('.form-errors').waitFor();
  t.equal(await voucherField.inputValue(), picked, 'the voucher is still shown');
  t.equal(await staff.locator('input[type=hidden][name=voucherId]').inputValue(), String(voucher.id), 'and chosen');
  await staff.getByLabel('Fecha y hora').fill(classTime(2, '18:00').replace(/^(\d+)-(\d+)-(\d+)T/, '$3/$2/$1 '));
  await staff.getByRole('button', { name: 'Crear' }).click();
  await staff.waitForURL(/\/classes\/\d+$/);
  t.equal(
    await app
      .db('classes')
      .where({ voucherId: voucher.id })
      .count({ n: '*' })
      .first()
      .then((r) => Number(r?.n)),
    2,
    'booked on it once sent again',
  );
  t.same(errors, [], 'no script errors');
});
