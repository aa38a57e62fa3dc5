import t from 'tap';
import { callerAs, gql, postForm, ROLES_AND_ANONYMOUS, setupApp, flashOf } from '../../test/helpers/app';
import { createCustomer, createStudent } from '../../test/factories/people';
import { createVoucher } from '../../test/factories/vouchers';
import { todayInMadrid } from '../../src/lib/intl';

t.test('students pages', async (t) => {
  const app = await setupApp(t);
  const [eso] = await app.db('levels').insert({ name: 'ESO', position: 2 }).returning('id');
  const [bach] = await app.db('levels').insert({ name: 'Bachillerato', position: 3 }).returning('id');
  const [eso2] = await app.db('courses').insert({ name: '2º ESO', levelId: eso.id, position: 2 }).returning('id');
  const [bach1] = await app
    .db('courses')
    .insert({ name: '1º Bachillerato', levelId: bach.id, position: 1 })
    .returning('id');
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (role: keyof typeof callers, url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });
  const family = await createCustomer(app, {
    firstName: 'Lucía',
    lastName: 'Gómez Ruiz',
    email: 'lucia@correo.test',
    nif: '12345678Z',
  });
  const other = await createCustomer(app, {
    firstName: 'Andrés',
    lastName: 'Martín Vega',
    email: 'andres@correo.test',
  });
  const company = await createCustomer(app, { firstName: 'Colegio Sol S.L.', lastName: '', isCompany: true });
  const pablo = await createStudent(app, family.id, {
    firstName: 'Pablo',
    lastName: 'Gómez Ruiz',
    courseId: eso2.id,
    birthDate: '2012-03-04',
  });
  await createStudent(app, other.id, { firstName: 'Irene', lastName: 'Martín Vega', courseId: bach1.id });

  t.test('every page: anonymous to the login, teachers refused, staff in', async (t) => {
    for (const url of [
      '/students',
      '/students/new',
      `/students/new?customer=${family.id}`,
      `/students/${pablo.id}`,
      `/students/${pablo.id}/delete`,
    ]) {
      const anonymous = await get('anonymous', url);
      t.equal(anonymous.statusCode, 302, `anonymous ${url}`);
      t.equal((await get('teacher', url)).statusCode, 403, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(role, url)).statusCode, 200, `${role} ${url}`);
    }
    for (const url of ['/students/new', `/students/${pablo.id}`, `/students/${pablo.id}/delete`]) {
      t.equal(
        (await postForm(app, callers.anonymous, '/login', url, { firstName: 'X' })).statusCode,
        302,
        `anonymous POST ${url}`,
      );
      t.equal(
        (await postForm(app, callers.teacher, '/', url, { firstName: 'X' })).statusCode,
        403,
        `teacher POST ${url}`,
      );
    }
    t.equal((await app.db('students').where({ firstName: 'X' })).length, 0, 'nothing written');
  });

  t.test('the list filters by text, level, course and customer', async (t) => {
    const cases: [string, boolean, boolean][] = [
      ['', true, true],
      ['q=pablo', true, false],
      ['q=martin', false, true],
      [`level=${eso.id}`, true, false],
      [`course=${bach1.id}`, false, true],
      [`customer=${family.id}`, true, false],
      ['customerName=andres', false, true],
      // Ids no table can hold are ignored like any malformed filter (they used to reach SQL: an error page).
      ['customer=1.5', true, true],
      ['course=99999999999&level=2.5', true, true],
    ];
    for (const [qs, pabloShown, ireneShown] of cases) {
      const res = await get('advisor', `/students?${qs}`);
      t.equal(res.statusCode, 200);
      t.equal(res.body.includes('Pablo Gómez Ruiz'), pabloShown, `${qs} Pablo`);
      t.equal(res.body.includes('Irene Martín Vega'), ireneShown, `${qs} Irene`);
    }
    t.match(
      (await get('advisor', `/students?customer=${family.id}`)).body,
      'name="customerName" value="Lucía Gómez Ruiz"',
      'the customer filter shows its name',
    );
    const list = await get('advisor', '/students');
    t.match(list.body, '04/03/2012', 'dates in Spanish');
    t.match(
      list.body,
      '<optgroup label="ESO"><option value="' + eso2.id + '">2º ESO</option></optgroup>',
      'courses grouped by level',
    );
  });

  t.test('the new form from a customer: customer chosen, surname proposed', async (t) => {
    const res = await get('advisor', `/students/new?customer=${family.id}`);
    t.match(res.body, 'value="Lucía Gómez Ruiz"');
    t.match(res.body, `name="customerId" value="${family.id}"`);
    t.match(res.body, /name="lastName" value="Gómez Ruiz"/);
    t.match(res.body, `max="${todayInMadrid()}"`);
    const fromCompany = await get('advisor', `/students/new?customer=${company.id}`);
    t.match(fromCompany.body, /name="lastName" value=""/);
  });

  t.test(
    'creates a student without JavaScript (customer by name, email or NIF); surname defaults to the family',
    async (t) => {
      const res = await postForm(app, callers.advisor, '/students/new', '/students/new', {
        customerName: 'lucia gomez ruiz',
        firstName: 'Marta',
        birthDate: '2014-05-06',
        courseId: String(eso2.id),
        remarks: 'Dislexia leve',
      });
      t.equal(res.statusCode, 303);
      t.equal(res.headers.location, `/customers/${family.id}`);
      t.match(flashOf(res).text, 'Se ha creado el alumno «Marta Gómez Ruiz»');
      t.match(await app.db('students').where({ firstName: 'Marta' }).first(), {
        customerId: family.id,
        lastName: 'Gómez Ruiz',
        birthDate: '2014-05-06',
        courseId: eso2.id,
        remarks: 'Dislexia leve',
      });
      const byEmail = await postForm(app, callers.admin, '/students/new', '/students/new', {
        customerName: 'ANDRES@correo.test',
        firstName: 'Hugo',
        lastName: 'Martín Pardo',
      });
      t.equal(byEmail.statusCode, 303);
      t.match(await app.db('students').where({ firstName: 'Hugo' }).first(), {
        customerId: other.id,
        lastName: 'Martín Pardo',
      });
      const byNif = await postForm(app, callers.admin, '/students/new', '/students/new', {
        customerName: '12345678z',
        firstName: 'Noa',
      });
      t.equal(byNif.statusCode, 303);
      const detail = await get('advisor', `/customers/${family.id}`);
      t.match(detail.body, 'Marta Gómez Ruiz');
      t.match(detail.body, 'Noa Gómez Ruiz');
    },
  );

  t.test('bad input: required, unknown or ambiguous customer, future or impossible birth date', async (t) => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await postForm(app, callers.advisor, '/students/new', '/students/new', {
      customerName: 'Nadie Nunca',
      firstName: '',
      birthDate: tomorrow,
    });
    t.equal(res.statusCode, 422);
    t.match(res.body, 'No hay ningún cliente con ese nombre; elige uno de la lista');
    t.match(res.body, /id="f-firstName-error">Debes rellenar este campo/);
    t.match(res.body, 'La fecha de nacimiento no puede ser posterior a hoy');
    t.match(res.body, 'value="Nadie Nunca"', 'what was typed comes back');
    const ancient = await postForm(app, callers.advisor, '/students/new', '/students/new', {
      customerName: 'Nadie Nunca',
      firstName: 'Matusalén',
      birthDate: '1900-01-01',
    });
    t.equal(ancient.statusCode, 422);
    t.match(ancient.body, /La fecha de nacimiento no puede ser anterior al \d\d\/\d\d\/\d{4}/);
    await createCustomer(app, { firstName: 'Lucía', lastName: 'Gómez Ruiz' });
    const ambiguous = await postForm(app, callers.advisor, '/students/new', '/students/new', {
      customerName: 'Lucía Gómez Ruiz',
      firstName: 'Ana',
      birthDate: '2012-02-31',
    });
    t.match(ambiguous.body, 'Hay varios clientes con ese nombre; elige uno de la lista');
    t.match(ambiguous.body, 'La fecha no es válida (dd/mm/aaaa)');
    const empty = await postForm(app, callers.advisor, '/students/new', '/students/new', { firstName: 'Ana' });
    t.match(empty.body, /Debes rellenar este campo<\/span><input type="hidden" name="customerId"/);
    t.equal(await app.db('students').where({ firstName: 'Ana' }).first(), undefined, 'nothing written');
  });

  t.test('edits a student and moves them to another customer', async (t) => {
    const url = `/students/${pablo.id}`;
    const form = await get('admin', url);
    t.match(form.body, 'value="Pablo"');
    t.match(form.body, 'Ver el cliente');
    const res = await postForm(app, callers.admin, url, url, {
      customerId: String(other.id),
      customerName: 'Andrés Martín Vega',
      firstName: 'Pablo',
      lastName: 'Gómez Ruiz',
      courseId: String(bach1.id),
      // As the date field sends it: the Spanish order, whatever the browser's language.
      birthDate: '4/3/2012',
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, url);
    t.match(await app.db('students').where({ id: pablo.id }).first(), {
      customerId: other.id,
      courseId: bach1.id,
      birthDate: '2012-03-04',
    });
    t.match(
      (await get('admin', url)).body,
      /name="birthDate"[^>]*value="04\/03\/2012"|value="04\/03\/2012"[^>]*name="birthDate"/,
    );
  });

  t.test('unknown ids are 404 pages', async (t) => {
    for (const url of ['/students/999999', '/students/abc', '/students/999999/delete'])
      t.equal((await get('admin', url)).statusCode, 404, url);
  });

  t.test('deletes a student after confirmation', async (t) => {
    const victim = await createStudent(app, family.id, { firstName: 'Borrable' });
    const url = `/students/${victim.id}/delete`;
    t.match((await get('advisor', url)).body, '¿Seguro que quieres eliminar el alumno «Borrable Pruebas»?');
    const res = await postForm(app, callers.advisor, url, url, {});
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, `/customers/${family.id}`);
    t.match(flashOf(res).text, 'Se ha eliminado el alumno «Borrable Pruebas»');
    t.equal(await app.db('students').where({ id: victim.id }).first(), undefined);
  });

  t.test('a student with a voucher says why it cannot be deleted before anyone confirms', async (t) => {
    const voucher = await createVoucher(app, { customerId: family.id });
    const url = `/students/${voucher.studentId}`;
    const page = await get('advisor', url);
    t.match(page.body, /class="actions-note">No se puede eliminar el alumno porque tiene bonos \(1\)/);
    t.notMatch(page.body, `href="${url}/delete"`, 'no delete to try');
    const confirm = await get('advisor', `${url}/delete`);
    t.equal(confirm.statusCode, 303);
    t.equal(confirm.headers.location, url);
    t.match(flashOf(confirm).text, 'No se puede eliminar el alumno porque tiene bonos (1).');
    const refused = await postForm(app, callers.advisor, url, `${url}/delete`, {});
    t.equal(refused.headers.location, url, 'posted all the same: refused');
    t.ok(await app.db('students').where({ id: voucher.studentId }).first(), 'nothing lost');
  });
  t.test('a student with a voucher stays with its customer; the other fields still change', async (t) => {
    // Moved alone, the student left their vouchers with the old customer, and those could no longer be edited.
    const voucher = await createVoucher(app, { customerId: family.id });
    const url = `/students/${voucher.studentId}`;
    const fields = { firstName: 'Estudiante', lastName: 'Movido', courseId: '', birthDate: '' };
    const refused = await postForm(app, callers.advisor, url, url, {
      ...fields,
      customerId: String(other.id),
      customerName: 'Andrés Martín Vega',
    });
    t.equal(refused.statusCode, 422);
    t.match(refused.body, 'No se puede cambiar el cliente de un alumno que ya tiene bonos, clases o intereses');
    t.match(await app.db('students').where({ id: voucher.studentId }).first(), { customerId: family.id });
    const kept = await postForm(app, callers.advisor, url, url, {
      ...fields,
      customerId: String(family.id),
      customerName: 'Lucía Gómez Ruiz',
    });
    t.equal(kept.statusCode, 303, 'the same customer: saved');
    t.match(await app.db('students').where({ id: voucher.studentId }).first(), { lastName: 'Movido' });
    const api = await gql(
      app,
      callers.advisor,
      `mutation { updateStudent(id: ${voucher.studentId}, input: { customerId: ${other.id}, firstName: "Estudiante" }) { id } }`,
    );
    t.match(api.body.errors?.[0]?.extensions, {
      code: 'BAD_USER_INPUT',
      fields: { customerId: /No se puede cambiar el cliente/ },
    });
  });
});
