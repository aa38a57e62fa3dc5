import t from 'tap';
import { callerAs, postForm, ROLES_AND_ANONYMOUS, setupApp, flashOf } from '../../test/helpers/app';
import { createCustomer, createStudent } from '../../test/factories/people';
import { seedAcademic } from '../../seeds/academic';

t.test('academic settings pages', async (t) => {
  const app = await setupApp(t);
  await seedAcademic(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (role: keyof typeof callers, url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });
  const idOf = async (table: string, name: string) => (await app.db(table).where({ name }).first('id')).id as number;

  t.test("a kind's address without a record opens its tab, not a page not found", async (t) => {
    for (const kind of ['levels', 'courses', 'subjects', 'studies', 'prices']) {
      const res = await get('admin', `/academic-settings/${kind}`);
      t.equal(res.statusCode, 302, kind);
      t.equal(res.headers.location, `/academic-settings?tab=${kind}`, kind);
    }
    t.equal((await get('admin', '/academic-settings/course-subjects')).statusCode, 200, 'that one is a page');
    t.equal((await get('admin', '/academic-settings/nope')).statusCode, 404);
    t.equal((await get('advisor', '/academic-settings/prices')).statusCode, 403, 'for admins only');
  });

  t.test('only admins reach the pages', async (t) => {
    const eso = await idOf('levels', 'ESO');
    for (const url of [
      '/academic-settings',
      '/academic-settings?tab=prices',
      '/academic-settings/course-subjects',
      '/academic-settings/prices/new',
      `/academic-settings/levels/${eso}`,
      `/academic-settings/levels/${eso}/delete`,
    ]) {
      const anonymous = await get('anonymous', url);
      t.equal(anonymous.statusCode, 302, `${url} anonymous`);
      t.match(anonymous.headers.location, /^\/login\?next=/);
      for (const role of ['teacher', 'advisor'] as const) {
        const res = await get(role, url);
        t.equal(res.statusCode, 403, `${url} ${role}`);
        t.match(res.body, 'No tienes permiso para ver esta página');
      }
      // A level in use says so up front: its delete page sends back to the record with the reason.
      t.equal((await get('admin', url)).statusCode, url.endsWith('/delete') ? 303 : 200, `${url} admin`);
    }
  });

  t.test('the home lists each kind in a tab; search, filters and sort are URLs', async (t) => {
    const levels = await get('admin', '/academic-settings');
    t.match(levels.body, 'Ajustes académicos');
    t.ok(levels.body.indexOf('Primaria') < levels.body.indexOf('Bachillerato'), 'levels in teaching order');
    t.match(levels.body, 'aria-current="page">Niveles');
    t.match(levels.body, 'Filas por página');
    const courses = await get('admin', `/academic-settings?tab=courses&level=${await idOf('levels', 'ESO')}`);
    t.match(courses.body, '3º ESO');
    t.notMatch(courses.body, '1º Primaria');
    const subjects = await get('admin', '/academic-settings?tab=subjects&q=quimica&sort=name&direction=desc');
    t.match(subjects.body, 'Física y Química');
    t.notMatch(subjects.body, 'Matemáticas Aplicadas');
    const prices = await get('admin', '/academic-settings?tab=prices&state=current');
    t.match(prices.body, 'Vigente');
    t.match(prices.body, /\d+,\d{2}\s€/, 'money the Spanish way');
    t.notMatch(prices.body, 'status-badge">Histórico', 'only current prices');
    const junk = await get('admin', '/academic-settings?tab=nope&page=-3&pageSize=7&sort=drop&state=x');
    t.equal(junk.statusCode, 200, 'a malformed list link still shows a list');
  });

  t.test('creates a price without JavaScript: Spanish amounts, then shown', async (t) => {
    const url = '/academic-settings/prices/new';
    const form = await get('admin', url);
    t.match(form.body, 'Todo ESO', 'a level as target');
    t.match(form.body, '2º Bachillerato', 'or a course');
    const course = await idOf('courses', '4º ESO');
    const res = await postForm(app, callers.admin, url, url, {
      name: '4º ESO intensivo',
      target: `course:${course}`,
      customerPrice: '23,50',
      teacherPay: '14,25',
      validFrom: '2027-01-07',
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/academic-settings?tab=prices');
    t.match(flashOf(res).text, 'Se ha creado «4º ESO intensivo»');
    const row = await app.db('prices').where({ name: '4º ESO intensivo' }).first();
    t.match(row, {
      courseId: course,
      levelId: null,
      customerPriceCents: 2350,
      teacherPayCents: 1425,
      validFrom: '2027-01-07',
    });
    const list = await get('admin', '/academic-settings?tab=prices&q=intensivo');
    t.match(list.body, /23,50\s€/);
    t.match(list.body, '07/01/2027');
    t.match(list.body, 'Próximo');
    const edit = await get('admin', `/academic-settings/prices/${row.id}`);
    t.match(edit.body, 'value="23,50"', 'amounts shown as typed');
    t.match(edit.body, `<option value="course:${course}" selected`);
  });

  t.test('a price starting in 1900 or 9999 is refused on its field', async (t) => {
    const url = '/academic-settings/prices/new';
    const course = await idOf('courses', '4º ESO');
    for (const [validFrom, message] of [
      ['1900-01-01', 'La fecha no puede ser anterior al '],
      ['9999-12-31', 'La fecha no puede ser posterior al '],
    ]) {
      const res = await postForm(app, callers.admin, url, url, {
        name: 'Precio lejano',
        target: `course:${course}`,
        customerPrice: '23,50',
        teacherPay: '14,25',
        validFrom,
      });
      t.equal(res.statusCode, 422, validFrom);
      t.match(res.body, message, validFrom);
      t.match(
        res.body,
        `value="${validFrom.split('-').reverse().join('/')}"`,
        'what was typed comes back, as 01/01/1900',
      );
    }
    t.equal(await app.db('prices').where({ name: 'Precio lejano' }).first(), undefined, 'nothing written');
  });

  t.test('bad input comes back with every message and what was typed', async (t) => {
    const url = '/academic-settings/prices/new';
    const res = await postForm(app, callers.admin, url, url, {
      name: '',
      target: '',
      customerPrice: '12,5',
      teacherPay: '20',
      validFrom: '',
    });
    t.equal(res.statusCode, 422);
    t.match(res.body, 'Debes rellenar este campo');
    t.match(res.body, 'El pago al profesor no puede ser mayor que el precio para el cliente');
    t.match(res.body, 'value="12,5"');
    const negative = await postForm(app, callers.admin, url, url, {
      name: 'X',
      target: `level:${await idOf('levels', 'ESO')}`,
      customerPrice: '-4',
      teacherPay: 'diez',
      validFrom: '2027-01-01',
    });
    t.equal(negative.statusCode, 422);
    t.match(negative.body, 'El campo debe ser un número positivo');
    // Positive amounts refused for another reason are told that reason, not «debe ser un número positivo».
    const why = await postForm(app, callers.admin, url, url, {
      name: 'Precio raro',
      target: `level:${await idOf('levels', 'ESO')}`,
      customerPrice: '300.000',
      teacherPay: '10,005',
      validFrom: '2027-01-01',
    });
    t.equal(why.statusCode, 422);
    t.match(why.body, 'id="f-customerPrice-error">El importe no puede pasar de 100.000,00\u00A0€<');
    t.match(why.body, 'id="f-teacherPay-error">Escribe el importe en euros con dos decimales como mucho');
    t.equal(await app.db('prices').where({ name: 'Precio raro' }).first(), undefined, 'nothing written');
    const dupe = await postForm(app, callers.admin, '/academic-settings/levels/new', '/academic-settings/levels/new', {
      name: 'eso',
    });
    t.equal(dupe.statusCode, 422);
    t.match(dupe.body, 'Ya existe el nivel «ESO»; las mayúsculas y los acentos no cuentan');
    const position = await postForm(
      app,
      callers.admin,
      '/academic-settings/levels/new',
      '/academic-settings/levels/new',
      { name: 'FP', position: '1,5' },
    );
    t.match(position.body, 'El campo debe ser un número entero positivo');
    // A level no table can hold, or 1e309 (Ajv made it Infinity and let it through): the form's message, not the error page.
    for (const [field, value] of [
      ['levelId', '99999999999'],
      ['levelId', '1e309'],
      ['position', '1e309'],
      ['position', '99999'],
    ]) {
      const course = await postForm(
        app,
        callers.admin,
        '/academic-settings/courses/new',
        '/academic-settings/courses/new',
        { name: 'Curso imposible', levelId: '1', [field]: value },
      );
      t.equal(course.statusCode, 422, `${field}=${value}`);
      t.match(
        course.body,
        // 99999 is a positive integer: the message says what is wrong with it.
        field === 'levelId' ? 'Elige una de las opciones de la lista' : 'La posición no puede ser mayor que 10.000',
      );
    }
  });

  t.test('a name already there, whatever its case or accents, is refused before writing and named', async (t) => {
    const post = (url: string, body: Record<string, string>) => postForm(app, callers.admin, url, url, body);
    const levels = await app.db('levels').count({ n: '*' }).first();
    const same = await post('/academic-settings/levels/new', { name: 'ESO' });
    t.equal(same.statusCode, 422);
    t.match(same.body, 'Ya existe un nivel con ese nombre', 'written the same: the message it had');
    for (const [url, body, message] of [
      ['/academic-settings/levels/new', { name: 'bachillérato' }, 'Ya existe el nivel «Bachillerato»'],
      [
        '/academic-settings/courses/new',
        { levelId: String(await idOf('levels', 'ESO')), name: '1º eso' },
        'Ya existe el curso «1º ESO» en ese nivel',
      ],
      ['/academic-settings/subjects/new', { name: 'MATEMÁTICAS' }, 'Ya existe la asignatura «Matemáticas»'],
    ] as const) {
      const res = await post(url, body);
      t.equal(res.statusCode, 422, url);
      t.match(res.body, `${message}; las mayúsculas y los acentos no cuentan`, url);
    }
    const again = await post('/academic-settings/studies/new', { name: 'grado en matematicas' });
    t.equal(again.statusCode, 422);
    t.match(again.body, 'Ya existe el estudio «Grado en Matemáticas»; las mayúsculas y los acentos no cuentan');
    // An edit keeps its own name, in another case; it may not take another record's.
    const { id: eso, position } = await app.db('levels').where({ name: 'ESO' }).first('id', 'position');
    const kept = await post(`/academic-settings/levels/${eso}`, { name: 'eso', position: String(position) });
    t.equal(kept.statusCode, 303, 'its own name in another case');
    const taken = await post(`/academic-settings/levels/${eso}`, { name: 'primaria', position: String(position) });
    t.equal(taken.statusCode, 422);
    t.match(taken.body, 'Ya existe el nivel «Primaria»');
    await app.db('levels').where({ id: eso }).update({ name: 'ESO' });
    t.strictSame(await app.db('levels').count({ n: '*' }).first(), levels, 'no level written');
  });

  t.test('creates, edits and deletes a course', async (t) => {
    const level = await idOf('levels', 'Adultos');
    const created = await postForm(
      app,
      callers.admin,
      '/academic-settings/courses/new',
      '/academic-settings/courses/new',
      { levelId: String(level), name: 'Acceso a la universidad' },
    );
    t.equal(created.statusCode, 303);
    const course = await app.db('courses').where({ name: 'Acceso a la universidad' }).first();
    t.equal(course.position, 1, 'after Adultos');
    const url = `/academic-settings/courses/${course.id}`;
    const edited = await postForm(app, callers.admin, url, url, {
      levelId: String(level),
      name: 'Acceso a la universidad (+25)',
      position: '3',
    });
    t.equal(edited.statusCode, 303);
    t.match(flashOf(edited).text, 'Se han guardado los cambios de «Acceso a la universidad (+25)»');
    const confirm = await get('admin', `${url}/delete`);
    t.match(confirm.body, '¿Seguro que quieres eliminar «Acceso a la universidad (+25)»?');
    const gone = await postForm(app, callers.admin, `${url}/delete`, `${url}/delete`, {});
    t.equal(gone.statusCode, 303);
    t.equal(gone.headers.location, '/academic-settings?tab=courses');
    t.equal(await app.db('courses').where({ id: course.id }).first(), undefined);
  });

  t.test('a delete with something attached goes back to the record with the reason', async (t) => {
    const course = await idOf('courses', '1º ESO');
    await createStudent(app, (await createCustomer(app)).id, { courseId: course });
    const url = `/academic-settings/courses/${course}`;
    const refused = await postForm(app, callers.admin, url, `${url}/delete`, {});
    t.equal(refused.statusCode, 303);
    t.equal(refused.headers.location, url);
    t.match(flashOf(refused).text, 'No se puede eliminar «1º ESO» porque tiene 1 alumno');
    t.ok(await app.db('courses').where({ id: course }).first(), 'nothing lost');
    const level = await get('admin', `/academic-settings/levels/${await idOf('levels', 'Primaria')}`);
    t.match(
      level.body,
      'No se puede eliminar «Primaria» porque tiene 6 cursos',
      'the record says up front why it cannot be deleted',
    );
    t.notMatch(level.body, 'data-island="DeleteDialog"', 'and offers no delete dialog');
  });

  t.test('ticks the subjects a course offers', async (t) => {
    const course = await idOf('courses', '2º Bachillerato');
    const latin = await idOf('subjects', 'Latín');
    const maths = await idOf('subjects', 'Matemáticas');
    const url = `/academic-settings/course-subjects?courseId=${course}`;
    const page = await get('admin', url);
    t.match(page.body, 'Asignaturas que ofrece 2º Bachillerato');
    const res = await postForm(app, callers.admin, url, '/academic-settings/course-subjects', {
      courseId: String(course),
      subjectIds: [String(latin), String(maths)],
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, url);
    t.match(flashOf(res).text, 'Se han guardado las asignaturas de «2º Bachillerato»');
    t.same(
      (await app.db('course_subjects').where({ courseId: course }).pluck('subject_id')).sort(),
      [latin, maths].sort(),
    );
    const pairs = await get('admin', `/academic-settings?tab=course-subjects&course=${course}`);
    t.match(pairs.body, 'Latín');
    t.notMatch(pairs.body, 'Filosofía');
    for (const role of ['teacher', 'advisor'] as const) {
      const refused = await postForm(app, callers[role], '/', '/academic-settings/course-subjects', {
        courseId: String(course),
      });
      t.equal(refused.statusCode, 403, role);
    }
    t.equal((await get('admin', '/academic-settings/course-subjects?courseId=999999')).statusCode, 404);
  });

  t.test('form posts are refused for other roles and without a CSRF token', async (t) => {
    for (const role of ['teacher', 'advisor'] as const) {
      const res = await postForm(app, callers[role], '/', '/academic-settings/subjects/new', {
        name: 'Griego antiguo',
      });
      t.equal(res.statusCode, 403, role);
    }
    const noToken = await app.inject({
      method: 'POST',
      url: '/academic-settings/subjects/new',
      headers: { ...callers.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Griego+antiguo',
    });
    t.equal(noToken.statusCode, 403);
    t.equal(await app.db('subjects').where({ name: 'Griego antiguo' }).first(), undefined, 'nothing written');
  });

  t.test('unknown ids and kinds are 404 pages', async (t) => {
    for (const url of [
      '/academic-settings/levels/999999',
      '/academic-settings/planets/1',
      '/academic-settings/prices/abc',
      '/academic-settings/planets/new',
    ]) {
      const res = await get('admin', url);
      t.equal(res.statusCode, 404, url);
      t.match(res.body, '<title>Error 404 - No encontrado');
    }
  });

  t.test('the menu links to the settings for admins only', async (t) => {
    t.match((await get('admin', '/')).body, 'href="/academic-settings"');
    t.notMatch((await get('advisor', '/')).body, 'href="/academic-settings"');
  });
});
