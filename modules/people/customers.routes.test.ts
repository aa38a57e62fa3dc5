import t from 'tap';
import { callerAs, createUser, gql, postForm, ROLES_AND_ANONYMOUS, setupApp, flashOf } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { createCustomer, createStudent } from '../../test/factories/people';

t.test('customers pages', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const advisorId = (await app.services.auth.resolve(callers.advisor.cookie.split('=')[1]))!.id;
  const get = (role: keyof typeof callers, url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });
  const family = await createCustomer(app, {
    firstName: 'Lucía',
    lastName: 'Gómez Ruiz',
    nif: '12345678Z',
    iban: 'ES9121000418450200051332',
    phone: '+34 612 345 678',
    municipalityId: ids.madrid,
    districtId: ids.retiro,
    source: 'alumni',
    advisorId,
  });
  const company = await createCustomer(app, {
    firstName: 'Colegio Sol S.L.',
    lastName: '',
    isCompany: true,
    nif: 'B12345674',
    source: 'referee',
  });
  await createStudent(app, family.id, { firstName: 'Pablo' });

  const valid = {
    firstName: 'Marta',
    lastName: 'López Sanz',
    isCompany: 'false',
    nif: 'x1234567-l',
    email: 'Marta.Lopez@Correo.test',
    phone: '600 111 222',
    address: 'Calle Mayor, 1',
    postalCode: '28013',
    municipalityName: 'madrid',
    districtId: String(ids.centro),
    iban: 'es91 2100 0418 4502 0005 1332',
    source: 'webform',
    remarks: 'Llamar por la tarde',
    invoiceSameAsPersonal: ['false', 'true'],
  };

  t.test('every page: anonymous to the login, teachers refused, staff in', async (t) => {
    const pages = [
      '/customers',
      '/customers/new',
      `/customers/${family.id}`,
      `/customers/${company.id}/delete`,
      '/customers/export.csv',
    ];
    for (const url of pages) {
      const anonymous = await get('anonymous', url);
      t.equal(anonymous.statusCode, 302, `anonymous ${url}`);
      t.match(anonymous.headers.location, /^\/login\?next=/);
      const teacher = await get('teacher', url);
      t.equal(teacher.statusCode, 403, `teacher ${url}`);
      t.notMatch(teacher.body, '12345678Z', 'never a NIF for a teacher');
      t.notMatch(teacher.body, 'ES91', 'never an IBAN for a teacher');
      for (const role of ['advisor', 'admin'] as const)
        t.equal((await get(role, url)).statusCode, 200, `${role} ${url}`);
    }
  });

  t.test('form posts: refused for anonymous and teachers, and without a CSRF token', async (t) => {
    for (const url of ['/customers/new', `/customers/${family.id}`, `/customers/${family.id}/delete`]) {
      const anonymous = await postForm(app, callers.anonymous, '/login', url, valid);
      t.equal(anonymous.statusCode, 302, `anonymous ${url}`);
      const teacher = await postForm(app, callers.teacher, '/', url, valid);
      t.equal(teacher.statusCode, 403, `teacher ${url}`);
    }
    const noToken = await app.inject({
      method: 'POST',
      url: '/customers/new',
      headers: { ...callers.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=X&lastName=Y',
    });
    t.equal(noToken.statusCode, 403);
    t.equal(await app.db('customers').where({ firstName: 'Marta' }).first(), undefined, 'nothing written');
  });

  t.test('the list shows labels in Spanish and filters by text, source, advisor, district and kind', async (t) => {
    const all = await get('advisor', '/customers');
    t.match(all.body, 'Lucía Gómez Ruiz');
    t.match(all.body, 'Colegio Sol S.L.');
    t.match(all.body, 'Antiguo alumno');
    t.match(all.body, 'Recomendación');
    t.match(all.body, 'Descargar CSV');
    const cases: [string, boolean][] = [
      ['q=gomez', true],
      ['q=12345678z', true],
      ['q=612345', true],
      ['q=zzz', false],
      ['source=alumni', true],
      ['source=referee', false],
      [`advisor=${advisorId}`, true],
      ['advisor=none', false],
      [`district=${ids.retiro}`, true],
      [`district=${ids.centro}`, false],
      ['kind=family', true],
      ['kind=company', false],
      // Ids no table can hold are ignored like any malformed filter (they used to reach SQL: an error page).
      ['advisor=1.5', true],
      ['district=99999999999', true],
    ];
    for (const [qs, shown] of cases) {
      const res = await get('advisor', `/customers?${qs}`);
      t.equal(res.statusCode, 200);
      t.equal(res.body.includes('Lucía Gómez Ruiz'), shown, qs);
    }
    t.match((await get('advisor', '/customers?kind=company')).body, 'Colegio Sol S.L.');
    t.equal(
      (await get('admin', '/customers?sort=drop&page=-1&pageSize=7&source=nope')).statusCode,
      200,
      'a malformed link still shows the list',
    );
  });

  t.test('a search finds names written with or without punctuation; punctuation alone finds nothing', async (t) => {
    const irish = await createCustomer(app, { firstName: 'Seán', lastName: "O'Donnell" });
    const hyphen = await createCustomer(app, { firstName: 'Sofía', lastName: 'Martín-Pérez' });
    const names = async (q: string) => {
      const res = await get('advisor', `/customers?q=${encodeURIComponent(q)}`);
      t.equal(res.statusCode, 200, `«${q}» is no error`);
      return res.body.replaceAll('&#x27;', "'");
    };
    for (const q of ["O'Donnell", 'odonnell', 'o donnell', 'sean odonnell', 'odonnell sean'])
      t.match(await names(q), "Seán O'Donnell", `«${q}» finds O'Donnell`);
    for (const q of ['Martín-Pérez', 'martin perez', 'martinperez', 'perez sofia', 'MARTÍN‑PÉREZ'])
      t.match(await names(q), 'Sofía Martín-Pérez', `«${q}» finds Martín-Pérez`);
    for (const q of ['sol sl', 'S.L.', 'colegio sol s l'])
      t.match(await names(q), 'Colegio Sol S.L.', `«${q}» finds the company with dots`);
    t.notMatch(await names('martin lopez'), 'Martín-Pérez', 'every word must be in the name');
    for (const q of ['%', '_', "'", '--', '.', '@', '/ ,']) {
      const body = await names(q);
      t.notMatch(body, 'Lucía Gómez Ruiz', `«${q}» finds nothing`);
      t.notMatch(body, "O'Donnell", `«${q}» finds nothing`);
    }
    const viaApi = await gql(app, callers.advisor, '{ customers(filter: { q: "--" }) { total } }');
    t.strictSame(viaApi.body.data, { customers: { total: 0 } }, 'GraphQL alike');
    await app.db('customers').whereIn('id', [irish.id, hyphen.id]).delete();
  });

  t.test(
    'a field posted twice or an id no table holds: the form again with its message, never a 500 or an error page',
    async (t) => {
      const before = await app.db('customers').count({ n: '*' }).first();
      for (const [field, value, message] of [
        ['lastName', ['Uno', 'Dos'], 'El valor no es válido'],
        ['municipalityName', ['madrid', 'barcelona'], 'El valor no es válido'],
        ['districtId', '99999999999', 'Elige una de las opciones de la lista'],
        ['advisorId', '1e309', 'Elige una de las opciones de la lista'],
      ] as const) {
        const res = await postForm(app, callers.advisor, '/customers/new', '/customers/new', {
          ...valid,
          [field]: value as string | string[],
        });
        t.equal(res.statusCode, 422, field);
        t.match(res.body, message, field);
        t.notMatch(res.body, 'Referencia del error', field);
      }
      t.same(await app.db('customers').count({ n: '*' }).first(), before, 'nothing written');
    },
  );

  t.test('creates a customer without JavaScript: names resolved, invoice data copied, stored normalised', async (t) => {
    const res = await postForm(app, callers.advisor, '/customers/new', '/customers/new', valid);
    t.equal(res.statusCode, 303);
    const row = await app.db('customers').where({ firstName: 'Marta' }).first();
    t.equal(res.headers.location, `/customers/${row.id}`);
    t.match(flashOf(res).text, 'Se ha creado el cliente «Marta López Sanz»');
    t.match(row, {
      lastName: 'López Sanz',
      nif: 'X1234567L',
      email: 'marta.lopez@correo.test',
      iban: 'ES9121000418450200051332',
      municipalityId: ids.madrid,
      districtId: ids.centro,
      source: 'webform',
      advisorId,
      invoiceSameAsPersonal: true,
      invoiceName: 'Marta López Sanz',
      invoiceEmail: 'marta.lopez@correo.test',
      invoiceNif: 'X1234567L',
      invoiceAddress: 'Calle Mayor, 1',
      invoicePostalCode: '28013',
      invoiceMunicipalityId: ids.madrid,
    });
    // Without JavaScript the municipality's id stays in the page; emptying its text clears it.
    const url = `/customers/${row.id}`;
    const cleared = await postForm(app, callers.advisor, url, url, {
      ...valid,
      municipalityId: String(ids.madrid),
      municipalityName: '',
      districtId: '',
    });
    t.equal(cleared.statusCode, 303);
    t.match(await app.db('customers').where({ id: row.id }).first(), {
      municipalityId: null,
      invoiceMunicipalityId: null,
    });
    await postForm(app, callers.advisor, url, url, {
      ...valid,
      municipalityId: String(ids.madrid),
      municipalityName: 'Madrid',
    });
    t.equal((await app.db('customers').where({ id: row.id }).first()).municipalityId, ids.madrid);
    const page = await get('advisor', `/customers/${row.id}`);
    t.match(page.body, 'value="ES91 2100 0418 4502 0005 1332"', 'the IBAN is shown grouped by 4');
    t.match(page.body, 'Este cliente todavía no tiene alumnos');
    t.match(page.body, `href="/students/new?customer=${row.id}"`);
  });

  t.test('the new form proposes the advisor who creates the customer', async (t) => {
    const res = await get('advisor', '/customers/new');
    t.match(res.body, new RegExp(`<option value="${advisorId}" selected=""`));
  });

  t.test('a line break in a one-line field is refused on its field; the remarks keep theirs', async (t) => {
    const res = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Ana\nMaría',
      address: 'Calle Mayor, 1\r\n2º B',
      remarks: 'Llamar por la tarde.\nMejor después de las 18:00.',
    });
    t.equal(res.statusCode, 422);
    for (const field of ['firstName', 'address'])
      t.match(
        res.body,
        new RegExp(`id="f-${field}-error">Este campo se escribe en una sola línea: quita los saltos de línea`),
        field,
      );
    t.notMatch(res.body, 'id="f-remarks-error"', 'the remarks may have several lines');
    t.equal(await app.db('customers').where('firstName', 'like', 'Ana%').first(), undefined, 'nothing written');
  });

  t.test('invoice data of its own: required and validated when the box is unticked, kept as given', async (t) => {
    const missing = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Otra',
      invoiceSameAsPersonal: 'false',
    });
    t.equal(missing.statusCode, 422);
    for (const field of ['invoiceName', 'invoiceEmail', 'invoiceNif', 'invoiceAddress', 'invoicePostalCode']) {
      t.match(missing.body, new RegExp(`id="f-${field}-error">Debes rellenar este campo`), field);
    }
    t.match(
      missing.body,
      /Debes rellenar este campo<\/span><input type="hidden" name="invoiceMunicipalityId"/,
      'invoiceMunicipalityId',
    );
    const bad = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Otra',
      invoiceSameAsPersonal: 'false',
      invoiceName: 'Empresa X',
      invoiceEmail: 'no-es-un-email',
      invoiceNif: '12345678A',
      invoiceAddress: 'Calle Luna 2',
      invoicePostalCode: '280',
      invoiceMunicipalityName: 'Narnia',
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'El email no tiene un formato válido');
    t.match(bad.body, 'El NIF no es válido');
    t.match(bad.body, 'El código postal debe tener 5 cifras');
    t.match(bad.body, 'No hay ningún municipio con ese nombre');
    t.match(bad.body, 'value="Empresa X"', 'what was typed comes back');
    t.equal(await app.db('customers').where({ firstName: 'Otra' }).first(), undefined, 'nothing written');

    const own = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Otra',
      invoiceSameAsPersonal: 'false',
      invoiceName: 'Empresa X S.L.',
      invoiceEmail: 'facturas@empresa.test',
      invoiceNif: 'b12345674',
      invoiceAddress: 'Calle Luna 2',
      invoicePostalCode: '28901',
      invoiceMunicipalityId: String(ids.getafe),
      invoiceMunicipalityName: 'Getafe',
    });
    t.equal(own.statusCode, 303);
    const row = await app.db('customers').where({ firstName: 'Otra' }).first();
    t.match(row, {
      invoiceSameAsPersonal: false,
      invoiceName: 'Empresa X S.L.',
      invoiceNif: 'B12345674',
      invoiceEmail: 'facturas@empresa.test',
      invoiceMunicipalityId: ids.getafe,
      nif: 'X1234567L',
    });
    t.equal(row.advisorId, null, 'an admin creating it assigns no advisor by default');

    // Editing personal data leaves own invoice data alone; ticking the box copies it again.
    const url = `/customers/${row.id}`;
    const edited = await postForm(app, callers.admin, url, url, {
      ...valid,
      firstName: 'Otra',
      address: 'Calle Nueva 3',
      invoiceSameAsPersonal: 'false',
      invoiceName: 'Empresa X S.L.',
      invoiceEmail: 'facturas@empresa.test',
      invoiceNif: 'B12345674',
      invoiceAddress: 'Calle Luna 2',
      invoicePostalCode: '28901',
      invoiceMunicipalityId: String(ids.getafe),
      invoiceMunicipalityName: 'Getafe',
    });
    t.equal(edited.statusCode, 303);
    t.match(await app.db('customers').where({ id: row.id }).first(), {
      address: 'Calle Nueva 3',
      invoiceAddress: 'Calle Luna 2',
    });
    const copied = await postForm(app, callers.admin, url, url, {
      ...valid,
      firstName: 'Otra',
      address: 'Calle Nueva 3',
      invoiceName: 'ignorado',
    });
    t.equal(copied.statusCode, 303);
    t.match(await app.db('customers').where({ id: row.id }).first(), {
      invoiceSameAsPersonal: true,
      invoiceName: 'Otra López Sanz',
      invoiceAddress: 'Calle Nueva 3',
      invoiceNif: 'X1234567L',
    });
  });

  t.test('bad personal data: every message of the specification', async (t) => {
    const res = await postForm(app, callers.advisor, '/customers/new', '/customers/new', {
      firstName: '',
      lastName: '',
      nif: '12345678A',
      email: 'marta@',
      iban: 'ES9121000418450200051333',
      postalCode: 'abc',
      source: 'tv',
      districtId: String(ids.centro),
      municipalityName: 'Getafe',
    });
    t.equal(res.statusCode, 422);
    t.match(res.body, /id="f-firstName-error">Debes rellenar este campo/);
    t.match(res.body, /id="f-lastName-error">Debes rellenar este campo/);
    t.match(res.body, 'El NIF no es válido');
    t.match(res.body, 'El email no tiene un formato válido');
    t.match(res.body, 'El IBAN no es un número de cuenta válido');
    t.match(res.body, 'El código postal debe tener 5 cifras');
    t.match(res.body, 'Elige una de las opciones de la lista');
    t.match(res.body, 'El distrito no es del municipio elegido');
    t.match(res.body, 'value="marta@"');
  });

  t.test('an email at an internationalised domain is saved; an accent before the @ is refused', async (t) => {
    const company = {
      firstName: 'Academia Ñandú S.L.',
      isCompany: ['false', 'true'],
      nif: 'B12345674',
      source: 'other',
    };
    const accented = await postForm(app, callers.advisor, '/customers/new', '/customers/new', {
      ...company,
      email: 'josé@example.com',
    });
    t.equal(accented.statusCode, 422);
    t.match(accented.body, /id="f-email-error">El email no tiene un formato válido/);
    const idn = await postForm(app, callers.advisor, '/customers/new', '/customers/new', {
      ...company,
      email: 'ana@españa.es',
    });
    t.equal(idn.statusCode, 303);
    const saved = await app.db('customers').where({ firstName: 'Academia Ñandú S.L.' }).first();
    t.equal(saved.email, 'ana@españa.es');
    await app.db('customers').where({ id: saved.id }).delete();
  });

  t.test('a company needs no surname', async (t) => {
    const res = await postForm(app, callers.advisor, '/customers/new', '/customers/new', {
      firstName: 'Academia Norte S.A.',
      isCompany: ['false', 'true'],
      nif: 'A58818501',
      source: 'other',
    });
    t.equal(res.statusCode, 303);
    t.match(await app.db('customers').where({ firstName: 'Academia Norte S.A.' }).first(), {
      isCompany: true,
      lastName: '',
      invoiceName: 'Academia Norte S.A.',
      invoiceNif: 'A58818501',
    });
  });

  t.test('unknown ids are 404 pages', async (t) => {
    for (const url of ['/customers/999999', '/customers/abc', '/customers/0/delete'])
      t.equal((await get('admin', url)).statusCode, 404, url);
  });

  t.test('the detail lists the students with links', async (t) => {
    const res = await get('advisor', `/customers/${family.id}`);
    t.match(res.body, 'Pablo');
    t.match(res.body, '/students/');
    t.match(res.body, 'Añadir alumno');
    t.match(res.body, 'No se puede eliminar el cliente porque tiene alumnos (1)', 'says why before anyone confirms');
    t.notMatch(res.body, 'data-island="DeleteDialog"');
    t.match(
      (await get('advisor', `/customers/${company.id}`)).body,
      'data-island="DeleteDialog"',
      'a customer without students can be deleted',
    );
  });

  t.test('a NIF another customer has is saved, and each customer page names the other record', async (t) => {
    t.notMatch((await get('admin', `/customers/${family.id}`)).body, 'el mismo NIF', 'nothing said while it is unique');
    const res = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Luis',
      nif: '12345678-z',
    });
    t.equal(res.statusCode, 303, 'not refused: the business keeps such records while staff sort them out');
    const twin = Number(/\/customers\/(\d+)/.exec(res.headers.location as string)![1]);
    const page = (await get('advisor', `/customers/${twin}`)).body;
    t.match(page, 'Otro cliente tiene el mismo NIF:');
    t.match(page, `<a href="/customers/${family.id}">Lucía Gómez Ruiz</a>`);
    t.match(page, 'Si es la misma familia, deja un solo cliente con sus alumnos y bonos.');
    t.match((await get('admin', `/customers/${family.id}`)).body, `<a href="/customers/${twin}">Luis López Sanz</a>`);
    await app.db('customers').where({ id: twin }).delete();
    t.notMatch((await get('admin', `/customers/${family.id}`)).body, 'el mismo NIF', 'gone with the other record');
  });

  t.test('delete: refused while the customer has students, nothing lost; an empty one goes', async (t) => {
    const url = `/customers/${family.id}/delete`;
    const confirm = await get('advisor', url);
    t.equal(confirm.statusCode, 303, 'the confirmation page sends back to the customer, with the reason');
    t.equal(confirm.headers.location, `/customers/${family.id}`);
    t.match(flashOf(confirm).text, 'No se puede eliminar el cliente porque tiene alumnos (1)');
    t.match((await get('admin', `/customers/${company.id}/delete`)).body, '¿Seguro que quieres eliminar el cliente');
    // Posted all the same (a page opened before the student was added): refused, nothing lost.
    const refused = await postForm(app, callers.advisor, `/customers/${family.id}`, url, {});
    t.equal(refused.statusCode, 303);
    t.equal(refused.headers.location, `/customers/${family.id}`);
    t.match(flashOf(refused).text, 'No se puede eliminar el cliente porque tiene alumnos (1)');
    t.ok(await app.db('customers').where({ id: family.id }).first(), 'customer kept');
    t.equal((await app.db('students').where({ customerId: family.id })).length, 1, 'students kept');
    const gone = await postForm(
      app,
      callers.admin,
      `/customers/${company.id}/delete`,
      `/customers/${company.id}/delete`,
      {},
    );
    t.equal(gone.statusCode, 303);
    t.equal(gone.headers.location, '/customers');
    t.match(flashOf(gone).text, 'Se ha eliminado el cliente «Colegio Sol S.L.»');
    t.equal(await app.db('customers').where({ id: company.id }).first(), undefined);
  });

  t.test('CSV: a postal code with a leading zero stays text in a spreadsheet (08001, not 8001)', async (t) => {
    await createCustomer(app, { firstName: 'Jordi', lastName: 'Puig Ferrer', postalCode: '08001', source: 'referee' });
    const res = await get('advisor', '/customers/export.csv?source=referee&q=puig');
    const row = res.body.split('\r\n').find((l) => l.startsWith('Jordi;'));
    t.ok(row?.split(';').includes('"=""08001"""'), 'written as ="08001", which Excel and LibreOffice keep as text');
    t.notOk(row?.split(';').includes('08001'), 'not a bare 08001, which a spreadsheet reads as the number 8001');
  });

  t.test('CSV: the filtered list, for Spanish spreadsheets, formulas neutralised', async (t) => {
    await createCustomer(app, { firstName: '=HYPERLINK("http://evil.test","x")', lastName: 'Pérez', source: 'other' });
    await createCustomer(app, { firstName: '+Nadie', lastName: '-Menos', source: 'other', nif: '@1' });
    const res = await get('advisor', '/customers/export.csv?source=other&sort=name');
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], 'text/csv; charset=utf-8');
    t.match(res.headers['content-disposition'], /attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"/);
    t.equal(res.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf', 'UTF-8 BOM');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    t.equal(lines[0].split(';')[0], 'Nombre');
    t.ok(lines[0].split(';').includes('Dirección de facturación'), 'the invoice address for whoever bills');
    t.match(lines[0], 'Cómo nos conoció;Asesora');
    t.notMatch(res.body, 'Lucía', 'only the filtered rows');
    t.match(res.body, `"'=HYPERLINK(""http://evil.test"",""x"")"`, 'the formula starts with an apostrophe');
    t.notMatch(res.body, /(^|;|\n)"?=HYPERLINK/);
    t.match(res.body, "'+Nadie;'-Menos");
    t.match(res.body, 'Otro');
    const filtered = await get('advisor', '/customers/export.csv?q=gomez');
    t.match(filtered.body, 'Lucía;Gómez Ruiz;Familia;12345678Z');
    t.match(
      (await get('advisor', '/customers?source=other')).body,
      'href="/customers/export.csv?source=other"',
      'the link carries the filters',
    );
    // A download refuses what it does not understand (the list ignores it): never every customer.
    for (const [query, message] of [
      ['source=foo', 'El filtro «Cómo nos conoció» no admite «foo»'],
      ['advisor=abc', 'El filtro «Asesora» no admite «abc»'],
      ['source=other&source=referee', 'va más de una vez («other», «referee»)'],
    ]) {
      const refused = await get('advisor', `/customers/export.csv?${query}`);
      t.equal(refused.statusCode, 422, query);
      t.equal(refused.headers['content-disposition'], undefined, `${query}: no file`);
      t.match(refused.body, message, `${query}: the filter and the value`);
    }
  });

  t.test('the menu lists customers and students for staff only', async (t) => {
    const staff = await get('advisor', '/');
    t.match(staff.body, 'href="/customers"');
    t.match(staff.body, 'href="/students"');
    const teacher = await get('teacher', '/');
    t.notMatch(teacher.body, 'href="/customers"');
  });

  t.test('an advisor can be assigned; an unknown one is refused', async (t) => {
    const other = await createUser(app, 'advisor', { firstName: 'Elena', lastName: 'Prieto' });
    const teacher = await createUser(app, 'teacher');
    const bad = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Con asesora',
      advisorId: String(teacher.id),
    });
    t.equal(bad.statusCode, 422);
    t.match(bad.body, 'Elige una asesora de la lista');
    const ok = await postForm(app, callers.admin, '/customers/new', '/customers/new', {
      ...valid,
      firstName: 'Con asesora',
      advisorId: String(other.id),
    });
    t.equal(ok.statusCode, 303);
    t.equal((await app.db('customers').where({ firstName: 'Con asesora' }).first()).advisorId, other.id);
  });

  t.test('a page beyond the last one says so and leads back to the last (issue 11, item 18)', async (t) => {
    const res = await get('advisor', '/customers?page=999&pageSize=10');
    t.equal(res.statusCode, 200);
    const total = Number((await app.db('customers').count({ c: '*' }).first())!.c);
    t.notMatch(res.body, 'Página 999', 'no "Página 999 de 1"');
    t.notMatch(res.body, /\d+–\d+ de \d+/, 'no range of rows that are not there');
    t.match(res.body, 'La página 999 no existe: la lista tiene 1 página.');
    t.match(res.body, `${total} en total`);
    t.match(res.body, 'href="/customers?pageSize=10" rel="prev"', 'Anterior leads to the last page');
  });
});
