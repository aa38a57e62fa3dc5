import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import type { Page } from 'playwright-core';
import { PASSWORD, setupApp } from '../helpers/app';
import { createTeacher } from '../factories/people';
import { launchBrowser } from '../helpers/browser';
import { createCatalogue, pdfBytes, pngBytes } from '../../modules/people/teacherRecords.testkit';

/**
 * A teacher fills in their records: a study, a subject, a document and their weekly
 * availability, once with JavaScript (the weekly slots widget, the delete dialog) and once
 * without (plain forms, blank slot rows).
 */
t.test('teacher records in the browser', async (t) => {
  const app = await setupApp(t, { filesDir: await mkdtemp(join(tmpdir(), 'records-browser-')) });
  await createCatalogue(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);

  async function login(page: Page, email: string) {
    await page.goto(`${base}/teacher-studies`);
    t.match(page.url(), /\/login\?next=/, 'asks for a session first');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/teacher-studies`);
    await page.getByRole('heading', { name: 'Mis estudios' }).waitFor();
  }

  t.test('with JavaScript', async (t) => {
    const teacher = await createTeacher(app, { user: { firstName: 'Marta' } });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page, teacher.email);

    // A study, with an end date before its start first.
    await page.getByRole('link', { name: 'Añadir estudios' }).click();
    await page.getByLabel('Estudios').selectOption({ label: 'Grado en Física' });
    await page.getByLabel('Fecha de inicio').fill('2014-09-01');
    await page.getByLabel('Fecha de fin').fill('2013-06-30');
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.getByText('La fecha de fin no puede ser anterior a la de inicio').first().waitFor();
    await page.getByLabel('Fecha de fin').fill('2018-06-30');
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.getByText('Se han añadido los estudios «Grado en Física»').waitFor();
    await page.getByRole('cell', { name: '30/06/2018' }).waitFor();

    // A subject, from the menu.
    await page.getByRole('link', { name: 'Mis asignaturas' }).click();
    await page.getByRole('link', { name: 'Añadir asignatura' }).click();
    await page.getByLabel('Asignatura').selectOption({ label: 'Matemáticas' });
    await page.getByLabel('Nivel').selectOption({ label: 'ESO' });
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.getByText('Se ha añadido la asignatura «Matemáticas (ESO)»').waitFor();

    // A document: the CV.
    await page.getByRole('link', { name: 'Mis documentos' }).click();
    await page.getByRole('link', { name: 'Subir documento' }).click();
    await page.getByLabel('Tipo').selectOption('cv');
    await page
      .getByLabel('Archivo')
      .setInputFiles({ name: 'curriculum.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await page.getByText('Se ha subido «curriculum.pdf»').waitFor();
    await page.getByText('CV actual').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar curriculum.pdf' }).click(),
    ]);
    t.equal(download.suggestedFilename(), 'curriculum.pdf', 'downloads as an attachment with its name');

    // Availability with the weekly slots widget: keyboard and buttons.
    await page.getByRole('link', { name: 'Mi disponibilidad' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('No hay franjas. Añade una para empezar.').waitFor();
    await page.getByRole('button', { name: 'Añadir franja' }).click();
    const day1 = page.getByRole('combobox', { name: 'Día, Franja 1' });
    t.ok(await day1.evaluate((el) => el === document.activeElement), 'focus goes to the new row');
    await day1.selectOption({ label: 'Martes' });
    await page.getByLabel('Desde, Franja 1').fill('17:00');
    await page.getByLabel('Hasta, Franja 1').fill('19:00');
    await page.getByRole('button', { name: 'Añadir franja' }).press('Enter');
    t.equal(
      await page.getByRole('combobox', { name: 'Día, Franja 2' }).inputValue(),
      '2',
      'a new row starts on the day of the last one',
    );
    await page.getByLabel('Desde, Franja 2').fill('18:00');
    await page.getByLabel('Hasta, Franja 2').fill('20:00');
    await page.getByRole('button', { name: 'Añadir franja' }).click();
    await page.getByRole('button', { name: 'Quitar la franja 3' }).click();
    t.equal(await page.getByRole('combobox', { name: /^Día, Franja/ }).count(), 2, 'a row removed');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Esta franja se solapa con otra del mismo día').first().waitFor();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Desde, Franja 2').fill('19:00');
    await page.getByLabel('Hasta, Franja 2').fill('21:00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se ha guardado la disponibilidad').waitFor();
    const rows = await app
      .db('availabilities')
      .where({ teacherId: teacher.id })
      .orderBy('startTime')
      .select('weekday', 'startTime', 'endTime');
    t.same(rows, [
      { weekday: 2, startTime: '17:00:00', endTime: '19:00:00' },
      { weekday: 2, startTime: '19:00:00', endTime: '21:00:00' },
    ]);

    // Delete the study with the dialog.
    await page.getByRole('link', { name: 'Mis estudios' }).click();
    await page.getByRole('link', { name: 'Grado en Física' }).click();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se han borrado los estudios «Grado en Física»').waitFor();
    t.same(errors, [], 'no errors in the page');
    await context.close();
  });

  t.test('without JavaScript', async (t) => {
    const teacher = await createTeacher(app, { user: { firstName: 'Pedro' } });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page, teacher.email);

    await page.getByRole('link', { name: 'Añadir estudios' }).click();
    await page.getByLabel('Estudios').selectOption({ label: 'Máster en Profesorado' });
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.getByText('Se han añadido los estudios «Máster en Profesorado»').waitFor();

    await page.goto(`${base}/teacher-subjects/new`);
    await page.getByLabel('Asignatura').selectOption({ label: 'Inglés' });
    await page.getByLabel('Nivel').selectOption({ label: 'Primaria' });
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.getByText('Se ha añadido la asignatura «Inglés (Primaria)»').waitFor();

    await page.goto(`${base}/teacher-files/new`);
    await page.getByLabel('Tipo').selectOption('certificate');
    await page.getByLabel('Archivo').setInputFiles({ name: 'titulo.png', mimeType: 'image/png', buffer: pngBytes() });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await page.getByText('Se ha subido «titulo.png»').waitFor();

    // A long file name without spaces (as scanners and signing tools make them) wraps: the
    // document's page keeps the window's width and the list keeps its columns in sight.
    const longName = `Certificado_de_delitos_de_naturaleza_sexual_${'firmado_digitalmente_'.repeat(4)}2026.pdf`;
    await page.goto(`${base}/teacher-files/new`);
    await page.getByLabel('Tipo').selectOption('certificate');
    await page.getByLabel('Archivo').setInputFiles({ name: longName, mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await page.getByText(`Se ha subido «${longName}»`).waitFor();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.equal(await pageWidth(), 0, 'the list is no wider than the window');
    const tableOverflow = await page
      .locator('.data-table table')
      .evaluate((table) => table.scrollWidth - (table.parentElement as HTMLElement).clientWidth);
    t.ok(tableOverflow <= 0, `the list's columns stay in sight (${tableOverflow} px over)`);
    await page.getByRole('link', { name: longName, exact: true }).click();
    await page.getByRole('heading', { name: `Certificado: ${longName}` }).waitFor();
    t.equal(await pageWidth(), 0, "the document's page is no wider than the window");

    await page.goto(`${base}/teacher-files/new`);
    await page
      .getByLabel('Archivo')
      .setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un PDF') });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await page.getByText('Solo se admiten archivos PDF, JPEG, PNG, DOC o DOCX').first().waitFor();

    // Availability: blank rows of day + times.
    await page.goto(`${base}/teacher-availability`);
    t.equal(await page.getByRole('combobox', { name: /^Día, Franja/ }).count(), 3, 'three blank rows');
    await page.getByRole('combobox', { name: 'Día, Franja 1' }).selectOption({ label: 'Sábado' });
    await page.getByLabel('Desde, Franja 1').fill('10:00');
    await page.getByLabel('Hasta, Franja 1').fill('13:00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se ha guardado la disponibilidad').waitFor();
    t.equal(await page.getByRole('combobox', { name: /^Día, Franja/ }).count(), 4, 'the slot plus three blank rows');
    t.equal(await page.getByLabel('Hasta, Franja 1').inputValue(), '13:00');
    t.same(await app.db('availabilities').where({ teacherId: teacher.id }).select('weekday', 'startTime', 'endTime'), [
      { weekday: 6, startTime: '10:00:00', endTime: '13:00:00' },
    ]);
    await context.close();
  });
});
