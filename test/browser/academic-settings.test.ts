import t from 'tap';
import type { Page } from 'playwright-core';
import { createUser, PASSWORD, setupApp } from '../helpers/app';
import { launchBrowser } from '../helpers/browser';
import { seedAcademic } from '../../seeds/academic';

/**
 * An admin creates a course and a price for it (Spanish amounts), edits the price, is refused
 * deleting the course while the price points at it, deletes the price and then the course:
 * once with JavaScript (the delete dialog) and once without (the confirmation page).
 */
t.test('academic settings in the browser', async (t) => {
  const app = await setupApp(t);
  await seedAcademic(app.db);
  const admin = await createUser(app, 'admin', { firstName: 'Lucía', lastName: 'Martín' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser(t);

  async function login(page: Page) {
    await page.goto(`${base}/academic-settings`);
    t.match(page.url(), /\/login\?next=/, 'asks for a session first');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/academic-settings`);
    await page.getByRole('heading', { name: 'Ajustes académicos' }).waitFor();
  }

  /** Creates a course of Adultos and a price for it; returns the price's page. */
  async function createCourseAndPrice(page: Page, course: string, hydrated: boolean) {
    await page.getByRole('link', { name: 'Cursos', exact: true }).click();
    await page.getByRole('link', { name: 'Nuevo curso' }).click();
    if (hydrated) await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Nivel').selectOption({ label: 'Adultos' });
    await page.getByLabel('Nombre').fill(course);
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText(`Se ha creado «${course}»`).waitFor();
    await page.getByRole('link', { name: course }).waitFor();

    await page.getByRole('link', { name: 'Precios', exact: true }).click();
    await page.getByRole('link', { name: 'Nuevo precio' }).click();
    if (hydrated) await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Nombre').fill(`${course} 2027`);
    await page.getByLabel('Se aplica a').selectOption({ label: course });
    await page.getByLabel('Precio por hora para el cliente (€)').fill('31,5');
    await page.getByLabel('Pago por hora al profesor (€)').fill('40');
    await page.getByLabel('Válido desde').fill('2027-01-11');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('El pago al profesor no puede ser mayor que el precio para el cliente').first().waitFor();
    t.equal(await page.getByLabel('Precio por hora para el cliente (€)').inputValue(), '31,5', 'what was typed stays');
    await page.getByLabel('Pago por hora al profesor (€)').fill('18,75');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText(`Se ha creado «${course} 2027»`).waitFor();
    const price = await app
      .db('prices')
      .where({ name: `${course} 2027` })
      .first();
    t.match(price, { customerPriceCents: 3150, teacherPayCents: 1875, validFrom: '2027-01-11', levelId: null });
    const row = page.getByRole('row').filter({ hasText: `${course} 2027` });
    t.match(await row.textContent(), /31,50\s€.*18,75\s€.*11\/01\/2027.*Próximo/);

    // Edit: the amounts come back the Spanish way.
    await page.getByRole('link', { name: `${course} 2027` }).click();
    if (hydrated) await page.waitForSelector('html[data-hydrated="true"]');
    t.equal(await page.getByLabel('Precio por hora para el cliente (€)').inputValue(), '31,50');
    await page.getByLabel('Precio por hora para el cliente (€)').fill('32');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Se han guardado los cambios de «${course} 2027»`).waitFor();
    t.equal((await app.db('prices').where({ id: price.id }).first()).customerPriceCents, 3200);
    return price.id as number;
  }

  t.test('with JavaScript', async (t) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page);
    await createCourseAndPrice(page, 'Inglés B2', true);

    // The course cannot go while its price points at it: the page says why up front, with no delete to try.
    const course = await app.db('courses').where({ name: 'Inglés B2' }).first();
    await page.goto(`${base}/academic-settings/courses/${course.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByText('No se puede eliminar «Inglés B2» porque tiene 1 precio').waitFor();
    t.equal(await page.getByRole('button', { name: 'Eliminar' }).count(), 0, 'no delete button');
    t.ok(await app.db('courses').where({ id: course.id }).first(), 'nothing lost');

    const price = await app.db('prices').where({ name: 'Inglés B2 2027' }).first();
    await page.goto(`${base}/academic-settings/prices/${price.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se ha eliminado «Inglés B2 2027»').waitFor();

    await page.goto(`${base}/academic-settings/courses/${course.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se ha eliminado «Inglés B2»').waitFor();
    t.equal(await app.db('courses').where({ id: course.id }).first(), undefined);
    t.same(errors, [], 'no script errors');
    await context.close();
  });

  t.test('without JavaScript', async (t) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    const priceId = await createCourseAndPrice(page, 'Francés A2', false);

    // The delete link leads to a confirmation page.
    await page.goto(`${base}/academic-settings/prices/${priceId}`);
    await page.getByRole('link', { name: 'Eliminar' }).click();
    await page.getByText('¿Seguro que quieres eliminar «Francés A2 2027»?').waitFor();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se ha eliminado «Francés A2 2027»').waitFor();

    // Ticking the subjects of the new course.
    const course = await app.db('courses').where({ name: 'Francés A2' }).first();
    await page.goto(`${base}/academic-settings/course-subjects`);
    await page.getByLabel('Curso').selectOption({ label: 'Francés A2' });
    await page.getByRole('button', { name: 'Ver' }).click();
    await page.getByLabel('Francés', { exact: true }).check();
    await page.getByRole('button', { name: 'Guardar asignaturas' }).click();
    await page.getByText('Se han guardado las asignaturas de «Francés A2»').waitFor();
    t.equal((await app.db('course_subjects').where({ courseId: course.id })).length, 1);

    await page.goto(`${base}/academic-settings/courses/${course.id}/delete`);
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Se ha eliminado «Francés A2»').waitFor();
    t.equal(await app.db('courses').where({ id: course.id }).first(), undefined);
    t.equal((await app.db('course_subjects').where({ courseId: course.id })).length, 0, 'its subjects went with it');
    await context.close();
  });
});
