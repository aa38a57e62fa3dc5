import t from 'tap';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { MODULES } from '../../src/app';
import { seedDemo, DEMO_PASSWORD } from '../../seeds/demo';
import { formatMoney, todayInMadrid } from '../../src/lib/intl';
import type { Actor } from '../../src/lib/policy';
import { addDays } from '../../src/lib/days';

/**
 * A lead from the first call to the voucher, in the browser, with and without JavaScript: an
 * advisor records a new family's lead in one form and publishes it; the demo teacher finds it
 * in "Buscar estudiantes" and applies; the advisor sees the application (live, with
 * JavaScript), accepts it; the voucher exists at the academic price and the other
 * application is denied. SHOTS=/some/dir saves a screenshot of each step.
 */
t.test('a new family from the call to the voucher, advisor and demo teacher', async (t) => {
  const app = await setupApp(t);
  await seedDemo(app.db, MODULES);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchBrowser(t);
  const shots = process.env.SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  let shot = 0;
  const snap = async (page: Page, name: string) => {
    if (shots)
      await page.screenshot({ path: `${shots}/${String(++shot).padStart(2, '0')}-${name}.png`, fullPage: true });
  };

  // What the demo teacher teaches, and where: the lead asks for exactly that.
  const demo = await app.db('users').where({ email: 'profesor@academia.test' }).first('id', 'first_name', 'last_name');
  const fit = await app
    .db('teacher_subjects as ts')
    .join('subjects as su', 'su.id', 'ts.subject_id')
    .join('courses as co', 'co.level_id', 'ts.level_id')
    .join('course_subjects as cs', (j) => j.on('cs.course_id', 'co.id').andOn('cs.subject_id', 'ts.subject_id'))
    .where('ts.teacher_id', demo.id)
    .orderBy(['ts.id', 'co.position'])
    .first('su.id as subject_id', 'su.name as subject', 'co.id as course_id', 'co.name as course');
  const district = await app
    .db('teacher_districts as td')
    .join('districts as d', 'd.id', 'td.district_id')
    .where('td.teacher_id', demo.id)
    .orderBy('d.id')
    .first('d.name');
  const price = await app.services.academic.priceFor(app.db, fit.courseId, todayInMadrid());
  // Another teacher who teaches it too, to apply as well (and be denied).
  const other = await app
    .db('users')
    .where({ role: 'teacher', active: true })
    .whereNot('id', demo.id)
    .orderBy('id')
    .first('id', 'email', 'first_name', 'last_name');
  await app
    .db('teacher_subjects')
    .insert({
      teacherId: other.id,
      subjectId: fit.subjectId,
      levelId: (await app.db('courses').where('id', fit.courseId).first('level_id')).levelId,
    })
    .onConflict(['teacher_id', 'subject_id', 'level_id'])
    .ignore();
  const otherActor = {
    id: other.id,
    role: 'teacher',
    email: other.email,
    firstName: other.firstName,
    lastName: other.lastName,
    sessionId: 0,
  } as Actor;

  const errors: string[] = [];
  async function signedIn(email: string, path: string, javaScriptEnabled: boolean, width = 1280) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      javaScriptEnabled,
    });
    t.teardown(() => context.close());
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${email}: ${e.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${email} on ${page.url()}: ${msg.text()}`);
    });
    await page.goto(`${base}${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}${path}`);
    if (javaScriptEnabled) await page.waitForSelector('html[data-hydrated="true"]');
    return page;
  }

  for (const javaScriptEnabled of [true, false]) {
    const js = javaScriptEnabled ? 'con JavaScript' : 'sin JavaScript';
    const family = javaScriptEnabled
      ? { name: 'Rocío', surname: 'Bermejo Lara', student: 'Daniela', phone: '611204118' }
      : { name: 'Tomás', surname: 'Quintana Riaño', student: 'Gael', phone: '622318455' };
    await t.test(js, async (t) => {
      // ---- 1. The advisor takes the call and records the lead in one form ---------------
      const staff = await signedIn('asesora@academia.test', '/customer-interests', javaScriptEnabled);
      await staff.getByRole('link', { name: 'Nuevo interés' }).click();
      await staff.waitForURL(`${base}/customer-interests/new`);
      if (javaScriptEnabled) await staff.waitForSelector('html[data-hydrated="true"]');
      t.ok(await staff.getByLabel('Una familia nueva').isChecked(), 'a new family by default');
      // The help under the choice speaks of the option chosen (it spoke of a new family whatever was chosen).
      const familyHelp = async () =>
        (await staff.locator('.choice-group .field-help:visible').allInnerTexts()).join(' | ');
      t.equal(
        await familyHelp(),
        'La familia nueva y su alumno se guardan como cliente y alumno junto con el interés.',
      );
      await staff.getByLabel('Un alumno que ya está en la academia').check();
      t.equal(await familyHelp(), 'El interés se guarda para el alumno que elijas, con su familia tal como está.');
      // The one field this option needs says it is required (it was the only one of the form that did not).
      t.match(await staff.locator('.family-existing .field-label:visible').innerText(), 'Alumno (obligatorio)');
      await staff.getByLabel('Un alumno nuevo de un cliente que ya tenemos').check();
      t.equal(await familyHelp(), 'El alumno nuevo se guarda con el cliente que elijas, junto con el interés.');
      t.match(await staff.locator('.family-customer .field-label:visible').innerText(), 'Cliente (obligatorio)');
      await staff.getByLabel('Una familia nueva').check();
      await staff.locator('[name="newCustomer.firstName"]').fill(family.name);
      await staff.locator('[name="newCustomer.lastName"]').fill(family.surname);
      await staff.locator('[name="newCustomer.phone"]').fill(family.phone);
      await staff.locator('[name="newStudent.firstName"]').fill(family.student);
      await staff.locator('[name="subjectId"]').first().selectOption(String(fit.subjectId));
      await staff.locator('[name="courseId"]').first().selectOption(String(fit.courseId));
      // A slider (specification §2, form widgets): with JavaScript its value is written beside it as it moves.
      const hours = staff.getByLabel('Horas a la semana');
      t.equal(await hours.getAttribute('type'), 'range', 'hours a week on a slider');
      if (javaScriptEnabled) {
        await hours.focus();
        await staff.keyboard.press('ArrowRight');
        await staff.locator('output[for="f-hoursPerWeek"]').getByText('2 h 30 min').waitFor();
        t.equal(await hours.getAttribute('aria-valuetext'), '2 h 30 min', 'read out as every duration');
      }
      await hours.fill('2');
      await staff.getByLabel('Fecha de inicio').fill(addDays(todayInMadrid(), 7));
      if (javaScriptEnabled) {
        await staff.getByRole('combobox', { name: 'Distrito' }).fill(district.name.slice(0, 5));
        await staff
          .getByRole('option', { name: new RegExp(`^${district.name}`) })
          .first()
          .click();
        await staff.getByRole('button', { name: 'Añadir franja' }).click();
      } else await staff.locator('[name="districtName"]').fill(district.name);
      await staff.locator('[name="weekday"]').first().selectOption('1');
      await staff.locator('[name="start"]').first().fill('17:00');
      await staff.locator('[name="end"]').first().fill('19:00');
      await staff.getByLabel('Observaciones para los profesores').fill('Necesita reforzar antes de la evaluación.');
      await snap(staff, `${javaScriptEnabled ? 'js' : 'nojs'}-new-lead`);
      await staff.getByRole('button', { name: 'Crear' }).click();
      await staff.getByText(/Se ha guardado el interés n\.º \d+/).waitFor();
      const leadId = Number(/\/customer-interests\/(\d+)$/.exec(staff.url())?.[1]);
      t.ok(leadId > 0, 'on the new lead');
      const lead = await app.db('customer_interests').where('id', leadId).first();
      const customer = await app.db('customers').where('id', lead.customerId).first();
      t.equal(customer.lastName, family.surname, 'the family was created with the lead');

      // ---- 2. It is published (the lead's form) ------------------------------------------
      if (javaScriptEnabled) await staff.waitForSelector('html[data-hydrated="true"]');
      await staff.getByLabel('Visibilidad').selectOption('everyone');
      await staff.getByRole('button', { name: 'Guardar' }).click();
      await staff.getByText(/Se han guardado los cambios del interés/).waitFor();
      t.match(await staff.locator('.voucher-summary').innerText(), /Publicado para los profesores/);
      if (javaScriptEnabled) {
        await staff.waitForSelector('html[data-hydrated="true"]');
        await staff.waitForTimeout(1000);
      }

      // ---- 3. The demo teacher finds it and applies -----------------------------------------
      const teacher = await signedIn(
        'profesor@academia.test',
        '/teacher-customer-interest-search',
        javaScriptEnabled,
        390,
      );
      const card = teacher.locator('article', { hasText: `${family.student} · ${fit.subject} · ${fit.course}` });
      await card.waitFor();
      t.notMatch(
        await teacher.locator('main').innerText(),
        new RegExp(`${family.surname}|${family.phone}`),
        'no surname or phone for the teacher',
      );
      t.match(await card.innerText(), new RegExp(`Imparte ${fit.subject} en ${fit.course}`), 'why it fits');
      await snap(teacher, `${javaScriptEnabled ? 'js' : 'nojs'}-search`);
      await card.getByRole('link', { name: 'Enviar solicitud' }).click();
      await teacher
        .getByLabel('Tu mensaje para la academia')
        .fill('Tengo los lunes libres y preparo este curso desde hace años.');
      await teacher.getByRole('button', { name: 'Enviar solicitud' }).click();
      await teacher.getByText('Se ha enviado tu solicitud').waitFor();
      const otherApplies = () =>
        app.services.teacherInterests.apply(otherActor, { customerInterestId: leadId, remarks: 'Puedo los lunes.' });
      // Without JavaScript the other teacher applies now; with it, while the accept dialog is open (below).
      if (!javaScriptEnabled) await otherApplies();

      // ---- 4. The advisor sees it and accepts ------------------------------------------------
      const demoName = `${demo.firstName} ${demo.lastName}`;
      const applications = staff.getByRole('region', { name: 'Solicitudes de profesores', exact: true });
      if (javaScriptEnabled) {
        await applications.getByText(demoName).waitFor({ timeout: 10_000 });
        await staff.getByText('Ha llegado una solicitud nueva').waitFor();
      } else {
        await staff.reload();
        await applications.getByText(demoName).waitFor();
      }
      await snap(staff, `${javaScriptEnabled ? 'js' : 'nojs'}-lead-with-applications`);
      if (javaScriptEnabled) await staff.waitForSelector('html[data-hydrated="true"]');
      if (javaScriptEnabled) await staff.getByRole('button', { name: 'Aceptar interés' }).click();
      else await staff.getByRole('link', { name: 'Aceptar interés' }).click();
      const dialog = javaScriptEnabled ? staff.getByRole('dialog') : staff.locator('main');
      await dialog.getByLabel('Solicitud elegida').selectOption({ label: demoName });
      if (javaScriptEnabled) {
        // An application that arrives live with the dialog open updates the page behind, never closes the dialog.
        await otherApplies();
        await applications.getByText(`${other.firstName} ${other.lastName}`).waitFor({ timeout: 10_000 });
        t.ok(await dialog.isVisible(), 'the open dialog stays open when an application arrives');
        t.equal(
          await dialog.getByLabel('Solicitud elegida').locator('option:checked').innerText(),
          demoName,
          'and keeps its choice',
        );
      }
      t.match(
        await dialog.getByLabel('Asignatura y precio').locator('option:checked').innerText(),
        `${formatMoney(price!.customerPriceCents)} por hora`,
        'the price shown',
      );
      await dialog.getByLabel('Horas del bono').fill('8');
      t.match(
        await dialog.getByLabel('Empieza').inputValue(),
        /^\d\d\/\d\d\/\d{4}$/,
        'the first day in the Spanish order, as every date field',
      );
      await snap(staff, `${javaScriptEnabled ? 'js' : 'nojs'}-accept`);
      await dialog.getByRole('button', { name: 'Aceptar y crear el bono' }).click();
      await staff.getByText(/Interés aceptado: se ha creado el bono n\.º \d+/).waitFor();
      const voucherId = Number(/\/vouchers\/(\d+)$/.exec(staff.url())?.[1]);
      const voucher = await app.db('vouchers').where('id', voucherId).first();
      t.equal(voucher.amountCents, 8 * price!.customerPriceCents, 'the voucher at the academic price');
      t.equal(voucher.teacherId, demo.id);
      t.equal(
        (await app.db('customer_interests').where('id', leadId).first()).voucherId,
        voucherId,
        'lead and voucher linked',
      );
      const decisions = await app
        .db('teacher_interests')
        .where('customer_interest_id', leadId)
        .orderBy('teacher_id')
        .select('teacher_id', 'decision');
      t.same(decisions.find((d) => d.teacherId === other.id)?.decision, 'denied', 'the other application is denied');
      t.same(decisions.find((d) => d.teacherId === demo.id)?.decision, 'accepted');
      await snap(staff, `${javaScriptEnabled ? 'js' : 'nojs'}-voucher`);
    });
  }
  t.same(errors, [], 'no errors in the browser');
});
