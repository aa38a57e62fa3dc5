import t from 'tap';
import {
  callerAs,
  createUser,
  gql,
  PASSWORD,
  postForm,
  ROLES_AND_ANONYMOUS,
  setupApp,
  type Caller,
} from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { createTeacher } from '../../test/factories/people';
import { addDays, addMonths } from '../../src/lib/days';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { nifFor } from '../../seeds/people';

const IBAN = 'ES91 2100 0418 4502 0005 1332';

t.test('teachers pages', async (t) => {
  const app = await setupApp(t);
  const places = await createPlaces(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<(typeof ROLES_AND_ANONYMOUS)[number], Caller>;
  const districtsOf = async (teacherId: number) =>
    (await app.db('teacher_districts').where({ teacherId }).orderBy('district_id').select('district_id as id')).map(
      (r: { id: number }) => r.id,
    );
  const get = (caller: Caller, url: string) => app.inject({ method: 'GET', url, headers: caller.headers });
  const teacherCaller = callers.teacher;
  const ownId = (await app.db('users').where({ role: 'teacher' }).orderBy('id').first('id')).id as number;
  await app.db('teachers').insert({ id: ownId, nif: nifFor(51_234_567), startDate: '2025-09-01' });

  const ana = await createTeacher(app, {
    user: { firstName: 'Ana', lastName: 'Martínez Ruiz', email: 'ana.martinez@academia.test' },
    profile: { hasTeachingDegree: true },
  });
  const luis = await createTeacher(app, {
    user: { firstName: 'Luis', lastName: 'Gómez', email: 'luis@academia.test' },
    profile: { dropOutDate: '2024-01-31' },
  });
  const cand = await createTeacher(app, {
    user: { firstName: 'Carmen', lastName: 'Candidata', email: 'carmen@correo.test', active: false },
  });

  t.test('who reaches each page', async (t) => {
    const staffPages = [
      '/teachers',
      '/teachers.csv',
      '/teachers/new',
      `/teachers/${ana.id}`,
      `/teachers/${ana.id}/drop-out`,
      `/teachers/${ana.id}/districts`,
    ];
    for (const url of staffPages) {
      const anon = await get(callers.anonymous, url);
      t.equal(anon.statusCode, 302, `anonymous ${url}`);
      t.match(anon.headers.location, /^\/login\?next=/);
      t.equal((await get(teacherCaller, url)).statusCode, 403, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(callers[role], url)).statusCode, 200, `${role} ${url}`);
    }
    for (const url of ['/teacher-settings', '/teacher-settings/districts']) {
      t.equal((await get(callers.anonymous, url)).statusCode, 302, `anonymous ${url}`);
      t.equal((await get(teacherCaller, url)).statusCode, 200, `teacher ${url}`);
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(callers[role], url)).statusCode, 403, `${role} ${url}`);
    }
    for (const caller of Object.values(callers))
      t.equal((await get(caller, '/forms/teachers')).statusCode, 200, `${caller.role} /forms/teachers`);
    const noProfile = await get(await callerAs(app, 'teacher'), '/teacher-settings');
    t.equal(noProfile.statusCode, 404, 'a teacher account without a profile row');
  });

  t.test('form posts are refused for the wrong roles, and nothing is written', async (t) => {
    const posts: [string, Record<string, string>][] = [
      ['/teachers/new', { firstName: 'X', lastName: 'Y', email: 'x@y.test' }],
      [`/teachers/${ana.id}`, { firstName: 'X', lastName: 'Y', email: 'x@y.test' }],
      [`/teachers/${ana.id}/drop-out`, { dropOutDate: '2020-01-01' }],
      [`/teachers/${luis.id}/reinstate`, {}],
      [`/teachers/${cand.id}/activate`, {}],
      [`/teachers/${ana.id}/districts`, { districtIds: String(places.centro) }],
    ];
    for (const [url, fields] of posts) {
      t.equal(
        (await postForm(app, callers.anonymous, '/forms/teachers', url, fields)).statusCode,
        302,
        `anonymous ${url}`,
      );
      t.equal((await postForm(app, teacherCaller, '/teacher-settings', url, fields)).statusCode, 403, `teacher ${url}`);
    }
    for (const role of ['anonymous', 'advisor', 'admin'] as const) {
      const res = await postForm(app, callers[role], '/forms/teachers', '/teacher-settings', { phone: '600000000' });
      t.equal(res.statusCode, role === 'anonymous' ? 302 : 403, `${role} /teacher-settings`);
    }
    const after = await app.db('teachers as t').join('users as u', 'u.id', 't.id').where('t.id', ana.id).first();
    t.equal(after.firstName, 'Ana');
    t.equal(after.dropOutDate, null);
    t.equal((await app.db('teacher_districts').where({ teacherId: ana.id })).length, 0);
    t.equal((await app.db('users').where({ id: cand.id }).first()).active, false);
  });

  t.test('the list filters by text, status, district, subject and degree', async (t) => {
    const list = await get(callers.advisor, '/teachers');
    t.match(list.body, 'Martínez Ruiz, Ana');
    t.notMatch(list.body, 'Gómez, Luis', 'dropped-out teachers are not listed by default');
    t.notMatch(list.body, 'Candidata, Carmen');
    t.match(list.body, 'href="/teachers.csv"', 'the CSV of the same view');
    t.match((await get(callers.advisor, '/teachers?status=dropped')).body, 'Gómez, Luis');
    t.match((await get(callers.advisor, '/teachers?status=dropped')).body, 'De baja desde el 31/01/2024');
    const candidates = await get(callers.advisor, '/teachers?status=candidates');
    t.match(candidates.body, 'Candidata, Carmen');
    t.notMatch(candidates.body, 'Martínez Ruiz, Ana');
    const all = (await get(callers.admin, '/teachers?status=all')).body;
    for (const name of ['Martínez Ruiz, Ana', 'Gómez, Luis', 'Candidata, Carmen']) t.match(all, name);
    t.match((await get(callers.admin, '/teachers?q=martinez')).body, 'Martínez Ruiz, Ana', 'accents ignored');
    t.notMatch((await get(callers.admin, '/teachers?q=martinez')).body, 'Candidata');
    t.match((await get(callers.admin, '/teachers?q=ANA.MARTINEZ@')).body, 'Martínez Ruiz, Ana', 'by email');
    const nif = (await app.db('teachers').where({ id: ana.id }).first()).nif as string;
    t.match((await get(callers.admin, `/teachers?q=${nif.toLowerCase()}`)).body, 'Martínez Ruiz, Ana', 'by NIF');
    t.notMatch((await get(callers.admin, '/teachers?degree=no')).body, 'Martínez Ruiz, Ana');
    t.match((await get(callers.admin, '/teachers?degree=yes')).body, 'Martínez Ruiz, Ana');

    await app.db('teacher_districts').insert({ teacherId: ana.id, districtId: places.retiro });
    t.match((await get(callers.admin, `/teachers?district=${places.retiro}`)).body, 'Martínez Ruiz, Ana');
    t.notMatch((await get(callers.admin, `/teachers?district=${places.centro}`)).body, 'Martínez Ruiz, Ana');
    const subject = await app.db('subjects').first('id');
    const level = await app.db('levels').first('id');
    if (subject && level) {
      t.notMatch((await get(callers.admin, `/teachers?subject=${subject.id}`)).body, 'Martínez Ruiz, Ana');
      await app.db('teacher_subjects').insert({ teacherId: ana.id, subjectId: subject.id, levelId: level.id });
      t.match((await get(callers.admin, `/teachers?subject=${subject.id}`)).body, 'Martínez Ruiz, Ana');
      await app.db('teacher_subjects').where({ teacherId: ana.id }).delete();
    }
    await app.db('teacher_districts').where({ teacherId: ana.id }).delete();
    t.equal(
      (await get(callers.admin, '/teachers?status=nope&page=-2&sort=drop&district=x')).statusCode,
      200,
      'malformed links still show a list',
    );
  });

  t.test('the CSV has the filtered rows, a BOM, semicolons and neutralised cells', async (t) => {
    await createTeacher(app, {
      user: { firstName: '=HYPERLINK("http://x")', lastName: 'Zúñiga', email: 'zuniga@academia.test' },
    });
    const res = await get(callers.advisor, '/teachers.csv?q=zuniga');
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], 'text/csv');
    t.match(res.headers['content-disposition'], /attachment; filename="profesores-\d{4}-\d{2}-\d{2}\.csv"/);
    t.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 BOM');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    t.equal(
      lines[0],
      'Apellidos;Nombre;Email;Teléfono;NIF / NIE;Municipio;Distritos preferidos;Máster de profesorado;Fecha de alta;Fecha de baja;Situación',
    );
    t.equal(lines.length, 2, 'only the filtered row');
    t.match(lines[1], /^Zúñiga;"'=HYPERLINK\(""http:\/\/x""\)";zuniga@academia\.test;/);
    t.match(lines[1], /;No;01\/09\/2025;;Activo$/);
    const dropped = (await get(callers.admin, '/teachers.csv?status=dropped')).body;
    t.match(dropped, 'Gómez;Luis');
    t.notMatch(dropped, 'Martínez Ruiz');
    // A download refuses what it does not understand (the list ignores it): never the whole staff.
    for (const [query, message] of [
      ['status=foo', 'El filtro «Situación» no admite «foo»'],
      ['district=abc', 'El filtro «Distrito» no admite «abc»'],
      ['degree=quizas', 'El filtro «Máster de profesorado» no admite «quizas»'],
      ['status=dropped&status=active', 'El filtro «Situación» va más de una vez («dropped», «active»)'],
    ]) {
      const refused = await get(callers.admin, `/teachers.csv?${query}`);
      t.equal(refused.statusCode, 422, query);
      t.equal(refused.headers['content-disposition'], undefined, `${query}: no file`);
      t.match(refused.body, message, `${query}: the filter and the value`);
    }
  });

  t.test('creates a teacher without JavaScript (municipality by name, no password)', async (t) => {
    const res = await postForm(app, callers.advisor, '/teachers/new', '/teachers/new', {
      firstName: 'Marta',
      lastName: 'Sanz Pérez',
      email: '  Marta.Sanz@Correo.test ',
      phone: '611 222 333',
      nif: nifFor(12_345_678).toLowerCase(),
      birthDate: '1995-04-12',
      address: 'Calle Mayor 1',
      postalCode: '28013',
      municipalityName: 'madrid',
      iban: IBAN,
      hasTeachingDegree: ['false', 'true'],
      startDate: '2026-01-10',
      // The IRPF rate belongs to payrolls (/teachers/{id}/irpf): a posted one is ignored.
      irpfRate: '7',
      remarks: 'Física y Química',
      password: '',
      passwordRepeat: '',
    });
    t.equal(res.statusCode, 303);
    const user = await app.db('users').where({ email: 'marta.sanz@correo.test' }).first();
    t.ok(user, 'email stored trimmed and in lower case');
    t.equal(user.role, 'teacher');
    t.equal(user.active, true);
    t.equal(res.headers.location, `/teachers/${user.id}`);
    const row = await app.db('teachers').where({ id: user.id }).first();
    t.equal(row.nif, nifFor(12_345_678));
    t.equal(row.iban, 'ES9121000418450200051332');
    t.equal(row.municipalityId, places.madrid);
    t.equal(row.hasTeachingDegree, true);
    t.equal(Number(row.irpfRate), 15, 'the form does not set the IRPF rate');
    t.equal(row.startDate, '2026-01-10');
    await t.rejects(app.services.auth.login('marta.sanz@correo.test', ''), 'no usable password until they set one');
    const flash = res.cookies.find((c) => c.name === 'flash');
    const page = await app.inject({
      method: 'GET',
      url: res.headers.location as string,
      headers: { cookie: `${callers.advisor.cookie}; flash=${flash?.value}` },
    });
    t.match(page.body, 'Se ha creado el profesor «Marta Sanz Pérez»');
    t.match(page.body, 'value="Calle Mayor 1"');
    t.match(page.body, 'Activo');
    t.notMatch(page.body, 'name="irpfRate"', 'one place to edit the rate: the payrolls page');
  });

  t.test('creates a teacher with a password, who can then sign in', async (t) => {
    t.notMatch((await get(callers.admin, '/teachers/new')).body, 'name="irpfRate"');
    const res = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
      firstName: 'Pablo',
      lastName: 'Ortega',
      email: 'pablo@academia.test',
      password: 'segura-2026',
      passwordRepeat: 'segura-2026',
    });
    t.equal(res.statusCode, 303);
    await app.services.auth.login('PABLO@academia.test', 'segura-2026');
  });

  t.test('bad input comes back with every message of the specification', async (t) => {
    const res = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
      firstName: '',
      lastName: 'Ortega',
      email: 'no-es-un-email',
      nif: '12345678A',
      iban: 'ES00 1234',
      password: 'corta',
      passwordRepeat: 'corta',
      birthDate: '2026-02-31',
      municipalityName: 'Narnia',
    });
    t.equal(res.statusCode, 422);
    for (const text of [
      'Debes rellenar este campo',
      'El email no tiene un formato válido',
      'El NIF no es válido',
      'El IBAN no es un número de cuenta válido',
      'La contraseña debe tener al menos 8 caracteres',
      'La fecha no es válida (dd/mm/aaaa)',
      'No hay ningún municipio con ese nombre',
    ])
      t.match(res.body, text);
    t.match(res.body, 'value="no-es-un-email"', 'what was typed stays');
    const neg = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
      firstName: 'A',
      lastName: 'B',
      email: 'ab@academia.test',
      password: 'segura-2026',
      passwordRepeat: 'otra-2026x',
    });
    t.equal(neg.statusCode, 422);
    t.match(neg.body, 'Las contraseñas no coinciden');
    t.equal(await app.db('users').whereIn('email', ['ab@academia.test']).first(), undefined, 'nothing written');
  });

  t.test('emails are unique in any case, also against staff accounts; NIFs too', async (t) => {
    const admin = await createUser(app, 'admin', { email: 'jefa@academia.test' });
    for (const email of ['JEFA@academia.test', 'Ana.Martinez@ACADEMIA.test']) {
      const res = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
        firstName: 'A',
        lastName: 'B',
        email,
      });
      t.equal(res.statusCode, 422, email);
      t.match(res.body, 'Ya existe un usuario con ese email');
    }
    const anaNif = (await app.db('teachers').where({ id: ana.id }).first()).nif as string;
    const dup = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
      firstName: 'A',
      lastName: 'B',
      email: 'otra@academia.test',
      nif: anaNif.toLowerCase(),
    });
    t.equal(dup.statusCode, 422);
    t.match(dup.body, 'Ya existe un profesor con ese NIF');
    // Editing keeps one's own email and NIF, but not another's.
    const url = `/teachers/${ana.id}`;
    const keep = await postForm(app, callers.admin, url, url, {
      firstName: 'Ana',
      lastName: 'Martínez Ruiz',
      email: 'ANA.martinez@academia.test',
      nif: anaNif,
    });
    t.equal(keep.statusCode, 303);
    const clash = await postForm(app, callers.admin, url, url, {
      firstName: 'Ana',
      lastName: 'Martínez Ruiz',
      email: admin.email.toUpperCase(),
    });
    t.equal(clash.statusCode, 422);
    t.match(clash.body, 'Ya existe un usuario con ese email');
  });

  t.test('edits a teacher', async (t) => {
    const url = `/teachers/${ana.id}`;
    const res = await postForm(app, callers.advisor, url, url, {
      firstName: 'Ana María',
      lastName: 'Martínez Ruiz',
      email: 'ana.martinez@academia.test',
      remarks: 'Prefiere tardes',
      municipalityId: String(places.getafe),
      municipalityName: 'Getafe',
    });
    t.equal(res.statusCode, 303);
    const row = await app.db('teachers as t').join('users as u', 'u.id', 't.id').where('t.id', ana.id).first();
    t.equal(row.firstName, 'Ana María');
    t.equal(row.municipalityId, places.getafe);
    t.equal(row.remarks, 'Prefiere tardes');
    const page = (await get(callers.advisor, url)).body;
    t.match(page, '<title>Profesor: Ana María Martínez Ruiz · ', 'titled like a customer, student or staff page');
    t.match(page, /<h1[^>]*>Profesor: Ana María Martínez Ruiz<\/h1>/);
    const bad = await postForm(app, callers.advisor, url, url, {
      firstName: 'Ana',
      lastName: '',
      email: 'ana.martinez@academia.test',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Debes rellenar este campo');
    t.equal((await get(callers.admin, '/teachers/999999')).statusCode, 404);
    t.equal((await get(callers.admin, '/teachers/abc')).statusCode, 404);
  });

  t.test('drop-out ends the sessions and the login; reinstating gives access back', async (t) => {
    const pedro = await createTeacher(app, {
      user: { firstName: 'Pedro', lastName: 'Baja', email: 'pedro@academia.test' },
    });
    const { token } = await app.services.auth.login(pedro.email, PASSWORD);
    const cookie = `apollo-token=${token}`;
    t.equal(
      (await app.inject({ method: 'GET', url: '/teacher-settings', headers: { cookie } })).statusCode,
      200,
      'signed in',
    );
    const page = await get(callers.admin, `/teachers/${pedro.id}/drop-out`);
    t.match(page.body, 'no podrá iniciar sesión');
    t.match(page.body, `value="${todayInMadrid().split('-').reverse().join('/')}"`, 'today by default, as 27/11/2026');
    const res = await postForm(app, callers.admin, `/teachers/${pedro.id}/drop-out`, `/teachers/${pedro.id}/drop-out`, {
      dropOutDate: todayInMadrid(),
      // Typed in a textarea: several lines are a reason too.
      reason: 'Se muda a Valencia.\r\nPuede volver en septiembre.',
    });
    t.equal(res.statusCode, 303, res.body.slice(0, 300));
    const row = await app.db('teachers').where({ id: pedro.id }).first();
    t.equal(row.dropOutDate, todayInMadrid());
    t.match(row.remarks, 'Se muda a Valencia.');
    t.match(row.remarks, 'Puede volver en septiembre.');
    t.equal(
      (await app.inject({ method: 'GET', url: '/teacher-settings', headers: { cookie } })).statusCode,
      302,
      'the open session is gone',
    );
    t.equal((await app.db('sessions').where({ userId: pedro.id }).whereNull('revokedAt')).length, 0);
    await t.rejects(app.services.auth.login(pedro.email, PASSWORD), { code: 'PEOPLE_ACCOUNT_DISABLED' });
    t.match((await get(callers.admin, `/teachers/${pedro.id}`)).body, `De baja desde el`);

    const back = await postForm(app, callers.advisor, `/teachers/${pedro.id}`, `/teachers/${pedro.id}/reinstate`, {});
    t.equal(back.statusCode, 303);
    t.equal((await app.db('teachers').where({ id: pedro.id }).first()).dropOutDate, null);
    t.ok(await app.services.auth.login(pedro.email, PASSWORD), 'signs in again');
  });

  t.test('a future drop-out keeps access until that day', async (t) => {
    const eva = await createTeacher(app, {
      user: { firstName: 'Eva', lastName: 'Futura', email: 'eva@academia.test' },
    });
    const { token } = await app.services.auth.login(eva.email, PASSWORD);
    const later = addDays(todayInMadrid(), 60);
    const res = await postForm(app, callers.admin, `/teachers/${eva.id}`, `/teachers/${eva.id}/drop-out`, {
      dropOutDate: later,
    });
    t.equal(res.statusCode, 303);
    t.ok(await app.services.auth.resolve(token), 'still signed in');
    t.match((await get(callers.admin, `/teachers/${eva.id}`)).body, `baja prevista el ${formatDate(later)}`);
    const typo = await postForm(app, callers.admin, `/teachers/${eva.id}/drop-out`, `/teachers/${eva.id}/drop-out`, {
      dropOutDate: '2999-12-31',
    });
    t.equal(typo.statusCode, 422);
    t.match(typo.body, /La fecha de baja no puede ser posterior al \d\d\/\d\d\/\d{4}/);
    const bad = await postForm(app, callers.admin, `/teachers/${eva.id}/drop-out`, `/teachers/${eva.id}/drop-out`, {
      dropOutDate: '31-13-2999',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'La fecha no es válida (dd/mm/aaaa)');
    // Typed in the Spanish order, the same day is read, and refused for what it is.
    const spanish = await postForm(app, callers.admin, `/teachers/${eva.id}/drop-out`, `/teachers/${eva.id}/drop-out`, {
      dropOutDate: '31/12/2999',
    });
    t.match(spanish.body, /La fecha de baja no puede ser posterior al \d\d\/\d\d\/\d{4}/);
  });

  t.test('a drop-out cannot come before the start date', async (t) => {
    const rosa = await createTeacher(app, {
      user: { firstName: 'Rosa', lastName: 'Nueva', email: 'rosa@academia.test' },
      profile: { startDate: '2026-09-01' },
    });
    const res = await postForm(app, callers.admin, `/teachers/${rosa.id}/drop-out`, `/teachers/${rosa.id}/drop-out`, {
      dropOutDate: '2020-01-01',
    });
    t.equal(res.statusCode, 422);
    t.match(res.body, 'La fecha de baja no puede ser anterior a la fecha de alta (01/09/2026)');
    t.equal((await app.db('teachers').where({ id: rosa.id }).first()).dropOutDate, null, 'nothing written');
  });

  t.test('phones, postal codes and birth dates are checked', async (t) => {
    const res = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
      firstName: 'Sol',
      lastName: 'Prueba',
      email: 'sol@academia.test',
      phone: 'abc',
      postalCode: '2800',
      birthDate: '2999-01-01',
    });
    t.equal(res.statusCode, 422);
    t.match(res.body, 'El teléfono no es válido');
    t.match(res.body, 'El código postal debe tener 5 cifras');
    t.match(res.body, 'La fecha de nacimiento no puede ser posterior a hoy');
    // Five digits that are no Spanish postal code (provinces run 01 to 52): the message names the range.
    for (const postalCode of ['99999', '00000', '53001']) {
      const outOfRange = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
        firstName: 'Sol',
        lastName: 'Prueba',
        email: 'sol@academia.test',
        postalCode,
      });
      t.equal(outOfRange.statusCode, 422, postalCode);
      t.match(outOfRange.body, 'El código postal debe tener 5 cifras, de 01000 a 52999', postalCode);
    }
    // Someone too young to work (a six-year-old, or one day short of 16) is no teacher; 16 today is.
    const sixteen = addMonths(todayInMadrid(), -12 * 16);
    for (const birthDate of ['2020-07-18', addDays(sixteen, 1)]) {
      const young = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
        firstName: 'Sol',
        lastName: 'Prueba',
        email: 'sol@academia.test',
        birthDate,
      });
      t.equal(young.statusCode, 422, birthDate);
      t.match(
        young.body,
        `Un profesor debe tener al menos 16 años: la fecha de nacimiento no puede ser posterior al ${formatDate(sixteen)}`,
        birthDate,
      );
    }
    const ok = await postForm(app, callers.admin, '/teachers/new', '/teachers/new', {
      firstName: 'Sol',
      lastName: 'Prueba',
      email: 'sol@academia.test',
      phone: '+34 (600) 12-34.56',
      postalCode: '08001',
      birthDate: sixteen,
    });
    t.equal(ok.statusCode, 303);
  });

  t.test('staff activate a candidate', async (t) => {
    const page = await get(callers.admin, `/teachers/${cand.id}`);
    t.match(page.body, 'Candidato pendiente');
    t.match(page.body, 'Activar la cuenta');
    t.match(page.body, 'Aún no ha aceptado las condiciones');
    const res = await postForm(app, callers.advisor, `/teachers/${cand.id}`, `/teachers/${cand.id}/activate`, {});
    t.equal(res.statusCode, 303);
    t.equal((await app.db('users').where({ id: cand.id }).first()).active, true);
    t.equal(
      (await app.db('teachers').where({ id: cand.id }).first()).startDate,
      '2025-09-01',
      'a start date staff set stays',
    );
    const fresh = await createTeacher(app, {
      user: { firstName: 'Nuevo', lastName: 'Candidato', email: 'nuevo@correo.test', active: false },
      profile: { startDate: null },
    });
    await postForm(app, callers.advisor, `/teachers/${fresh.id}`, `/teachers/${fresh.id}/activate`, {});
    t.equal(
      (await app.db('teachers').where({ id: fresh.id }).first()).startDate,
      todayInMadrid(),
      'starts the day they are taken on',
    );
  });

  t.test('staff set the preferred districts without JavaScript', async (t) => {
    const url = `/teachers/${ana.id}/districts`;
    const form = await get(callers.advisor, url);
    t.match(form.body, '<legend>Madrid</legend>', 'grouped by municipality');
    const res = await postForm(app, callers.advisor, url, url, {
      districtIds: [String(places.centro), String(places.retiro)],
    });
    t.equal(res.statusCode, 303);
    t.same(
      await districtsOf(ana.id),
      [places.centro, places.retiro].sort((a, b) => a - b),
    );
    const one = await postForm(app, callers.advisor, url, url, { districtIds: String(places.retiro) });
    t.equal(one.statusCode, 303);
    t.same(await districtsOf(ana.id), [places.retiro]);
    const bad = await postForm(app, callers.advisor, url, url, { districtIds: [String(places.centro), '999999'] });
    t.equal(bad.statusCode, 422);
    t.same(await districtsOf(ana.id), [places.retiro], 'nothing half-written');
    t.match((await get(callers.admin, `/teachers/${ana.id}`)).body, 'Retiro');
    const none = await postForm(app, callers.advisor, url, url, {});
    t.equal(none.statusCode, 303);
    t.same(await districtsOf(ana.id), []);
  });

  t.test('a teacher edits their own profile on /teacher-settings', async (t) => {
    const page = await get(teacherCaller, '/teacher-settings');
    t.match(page.body, 'Mis datos');
    t.notMatch(page.body, 'name="email"', 'email is read-only');
    t.notMatch(page.body, 'name="irpfRate"');
    t.notMatch(page.body, 'name="remarks"');
    // The staff's remarks are the academy's notes about the teacher: not shown to them, page or API.
    await app.db('teachers').where({ id: ownId }).update({ remarks: 'Nota interna de la academia' });
    t.notMatch((await get(teacherCaller, '/teacher-settings')).body, 'Nota interna de la academia');
    const own = await gql(app, teacherCaller, '{ myTeacherProfile { remarks } }');
    t.same(own.body.data?.myTeacherProfile, { remarks: null });
    const bad = await postForm(app, teacherCaller, '/teacher-settings', '/teacher-settings', {
      nif: '00000000A',
      iban: 'ES12',
      phone: '600',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'El NIF no es válido');
    t.match(bad.body, 'El IBAN no es un número de cuenta válido');
    // The summary names each field (the profile's fields are drawn by a component of their own), in the form's order.
    const summary = /<div class="form-errors"[^>]*>(.*?)<\/div>/s.exec(bad.body)?.[1] ?? '';
    t.match(
      summary,
      /#f-phone">Teléfono: [^<]+<.*#f-nif">NIF \/ NIE: El NIF no es válido<.*#f-iban">IBAN: El IBAN no es un número de cuenta válido</s,
    );
    const res = await postForm(app, teacherCaller, '/teacher-settings', '/teacher-settings', {
      phone: '699 111 222',
      nif: nifFor(51_234_567),
      iban: IBAN,
      municipalityName: 'Getafe',
      hasTeachingDegree: ['false', 'true'],
      hasAcceptedTerms: ['false', 'true'],
      hasAcceptedPrivacyPolicy: 'false',
      // Fields a teacher may not change are ignored.
      email: 'otro@academia.test',
      irpfRate: '0',
      remarks: 'hackeado',
    });
    t.equal(res.statusCode, 303);
    let row = await app.db('teachers as t').join('users as u', 'u.id', 't.id').where('t.id', ownId).first();
    t.equal(row.phone, '699 111 222');
    t.equal(row.municipalityId, places.getafe);
    t.equal(row.hasAcceptedTerms, true);
    t.equal(row.acceptedDate, null, 'not both accepted yet');
    t.not(row.email, 'otro@academia.test');
    t.equal(Number(row.irpfRate), 15);
    t.not(row.remarks, 'hackeado');
    // The form always sends the NIF and IBAN on file; emptying them is refused (payslips and their transfers need them).
    const onFile = { nif: nifFor(51_234_567), iban: IBAN };
    const emptied = await postForm(app, teacherCaller, '/teacher-settings', '/teacher-settings', {
      phone: '699 111 222',
      nif: '',
      iban: '',
    });
    t.equal(emptied.statusCode, 422);
    t.match(emptied.body, 'Tus nóminas llevan tu NIF: puedes cambiarlo, pero no dejarlo vacío');
    t.match(emptied.body, 'Tus nóminas se pagan en esta cuenta: puedes cambiarla, pero no dejarla vacía');
    t.match(await app.db('teachers').where({ id: ownId }).first(), { nif: onFile.nif, iban: /^ES91/ }, 'both kept');
    await postForm(app, teacherCaller, '/teacher-settings', '/teacher-settings', {
      ...onFile,
      phone: '699 111 222',
      hasAcceptedTerms: 'true',
      hasAcceptedPrivacyPolicy: ['false', 'true'],
    });
    row = await app.db('teachers').where({ id: ownId }).first();
    t.ok(row.acceptedDate, 'accepted date recorded when both are accepted');
    const withdraw = await postForm(app, teacherCaller, '/teacher-settings', '/teacher-settings', {
      ...onFile,
      hasAcceptedTerms: 'false',
      hasAcceptedPrivacyPolicy: 'true',
    });
    t.equal(withdraw.statusCode, 422);
    t.match(withdraw.body, 'Ya la aceptaste');
    t.equal((await app.db('teachers').where({ id: ownId }).first()).hasAcceptedTerms, true);
    t.match(
      (await get(teacherCaller, '/teacher-settings')).body,
      'Aceptaste las condiciones y la política de privacidad el',
    );

    const districts = await postForm(app, teacherCaller, '/teacher-settings/districts', '/teacher-settings/districts', {
      districtIds: String(places.centro),
    });
    t.equal(districts.statusCode, 303);
    t.equal(districts.headers.location, '/teacher-settings');
    t.same(await districtsOf(ownId), [places.centro]);
  });

  t.test(
    'the public form creates an inactive candidate, answers the same for a known email, and is rate limited',
    async (t) => {
      const fields = {
        firstName: 'Irene',
        lastName: 'Candidata Nueva',
        email: 'irene@correo.test',
        phone: '622 333 444',
        nif: nifFor(23_456_789),
        municipalityName: 'Madrid',
        studies: 'Grado en Matemáticas (UCM), dos años de clases particulares',
        hasTeachingDegree: ['false', 'true'],
        hasAcceptedTerms: ['false', 'true'],
        hasAcceptedPrivacyPolicy: ['false', 'true'],
      };
      const missing = await postForm(app, callers.anonymous, '/forms/teachers', '/forms/teachers', {
        ...fields,
        email: 'mal',
        hasAcceptedPrivacyPolicy: 'false',
        phone: '',
      });
      t.equal(missing.statusCode, 422);
      t.match(missing.body, 'El email no tiene un formato válido');
      t.match(missing.body, 'Tienes que aceptar para continuar');
      t.match(missing.body, 'Debes rellenar este campo');
      const res = await postForm(app, callers.anonymous, '/forms/teachers', '/forms/teachers', fields);
      t.equal(res.statusCode, 303);
      t.equal(res.headers.location, '/forms/teachers/done');
      t.match((await get(callers.anonymous, '/forms/teachers/done')).body, 'Hemos recibido tu solicitud');
      const user = await app.db('users').where({ email: 'irene@correo.test' }).first();
      t.equal(user.active, false);
      t.equal(user.role, 'teacher');
      const row = await app.db('teachers').where({ id: user.id }).first();
      t.match(row.remarks, 'Grado en Matemáticas');
      t.equal(row.municipalityId, places.madrid);
      t.ok(row.acceptedDate);
      await t.rejects(app.services.auth.login('irene@correo.test', ''), 'cannot sign in');

      const again = await postForm(app, callers.anonymous, '/forms/teachers', '/forms/teachers', {
        ...fields,
        email: 'ANA.martinez@academia.test',
        firstName: 'Otra',
      });
      t.equal(again.statusCode, 303, 'same answer for a known email');
      t.equal(
        (await app.db('users').whereRaw('lower(email) = ?', ['ana.martinez@academia.test'])).length,
        1,
        'nothing created',
      );
      t.equal((await app.db('users').where({ id: ana.id }).first()).firstName, 'Ana María', 'nothing changed');
      t.match((await get(callers.admin, '/teachers?status=candidates')).body, 'Candidata Nueva, Irene');
      // Staff hear of it on their start page, with the way to the candidates.
      const pending = Number(
        ((await app.db('users').where({ role: 'teacher', active: false }).count({ n: '*' }).first()) as { n: string })
          .n,
      );
      const candidatesLine = new RegExp(
        `<a href="/teachers\\?status=candidates">${pending} candidatos? de «Trabaja con nosotros» por revisar</a>`,
      );
      t.match((await get(callers.advisor, '/')).body, candidatesLine, 'an advisor is told');
      t.match((await get(callers.admin, '/')).body, candidatesLine, 'and an admin');
      t.notMatch((await get(callers.teacher, '/')).body, 'Trabaja con nosotros', 'not a teacher');

      let last = 0;
      for (let i = 0; i < 6; i++) {
        const r = await postForm(app, callers.anonymous, '/forms/teachers', '/forms/teachers', {
          ...fields,
          email: `spam${i}@correo.test`,
          nif: '',
        });
        last = r.statusCode;
      }
      t.equal(last, 429, 'too many from one address');
    },
  );
});
