import t from 'tap';
import { callerAs, postForm, ROLES_AND_ANONYMOUS, setupApp, flashOf } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';

t.test('places pages', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const get = (role: keyof typeof callers, url: string) =>
    app.inject({ method: 'GET', url, headers: callers[role].headers });

  t.test("a kind's address without a record opens its tab, not a page not found", async (t) => {
    for (const kind of ['countries', 'provinces', 'municipalities', 'districts', 'stations']) {
      const res = await get('admin', `/places-settings/${kind}`);
      t.equal(res.statusCode, 302, kind);
      t.equal(res.headers.location, `/places-settings?tab=${kind}`, kind);
    }
    t.equal((await get('admin', '/places-settings/nope')).statusCode, 404);
    t.equal((await get('teacher', '/places-settings/stations')).statusCode, 403, 'for admins only');
  });

  t.test('only admins reach /places-settings', async (t) => {
    const anonymous = await get('anonymous', '/places-settings?tab=provinces');
    t.equal(anonymous.statusCode, 302);
    t.equal(anonymous.headers.location, '/login?next=%2Fplaces-settings%3Ftab%3Dprovinces', 'comes back after login');
    for (const role of ['teacher', 'advisor'] as const) {
      const res = await get(role, '/places-settings/municipalities/new');
      t.equal(res.statusCode, 403, role);
      t.match(res.body, 'No tienes permiso para ver esta página');
    }
    const admin = await get('admin', '/places-settings?tab=provinces');
    t.equal(admin.statusCode, 200);
    t.match(admin.body, 'Ávila');
    t.match(admin.body, 'Filas por página');
  });

  t.test('form posts are refused for other roles and without a CSRF token', async (t) => {
    for (const role of ['teacher', 'advisor'] as const) {
      const res = await postForm(app, callers[role], '/', '/places-settings/countries/new', {
        name: 'Andorra',
        code: 'AD',
      });
      t.equal(res.statusCode, 403, role);
    }
    const noToken = await app.inject({
      method: 'POST',
      url: '/places-settings/countries/new',
      headers: { ...callers.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Andorra&code=AD',
    });
    t.equal(noToken.statusCode, 403);
    t.match(noToken.body, 'El formulario ha caducado');
    t.equal(await app.db('countries').where({ code: 'AD' }).first(), undefined, 'nothing written');
  });

  t.test('the list filters by text and parent, and sorts, through the query string', async (t) => {
    const res = await get(
      'admin',
      `/places-settings?tab=municipalities&parent=${ids.madridProvince}&sort=name&direction=desc`,
    );
    t.ok(res.body.indexOf('Madrid') < res.body.indexOf('Getafe'), 'descending');
    const none = await get('admin', '/places-settings?tab=districts&q=zzz');
    t.match(none.body, 'No hay datos');
    t.notMatch(none.body, '0–0 de 0', 'an empty list has no range under it');
    t.match(res.body, /1–\d+ de \d+/, 'a list with rows has one');
    const junk = await get('admin', '/places-settings?tab=nope&page=-3&pageSize=7&sort=drop');
    t.equal(junk.statusCode, 200, 'a malformed list link still shows a list');
  });

  t.test('creates a municipality without JavaScript (parent by name) and shows it', async (t) => {
    const res = await postForm(
      app,
      callers.admin,
      '/places-settings/municipalities/new',
      '/places-settings/municipalities/new',
      { name: 'Alcalá de Henares', code: '28005', parentName: 'Madrid' },
    );
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/places-settings?tab=municipalities');
    const flash = res.cookies.find((c) => c.name === 'flash');
    const list = await app.inject({
      method: 'GET',
      url: '/places-settings?tab=municipalities',
      headers: { cookie: `${callers.admin.cookie}; flash=${flash?.value}` },
    });
    t.match(list.body, 'Se ha creado «Alcalá de Henares»');
    t.match(list.body, 'Alcalá de Henares');
  });

  t.test('bad input comes back with every message and what was typed', async (t) => {
    const res = await postForm(
      app,
      callers.admin,
      '/places-settings/municipalities/new',
      '/places-settings/municipalities/new',
      { name: '', code: 'abc', parentName: 'Narnia' },
    );
    t.equal(res.statusCode, 422);
    t.match(res.body, 'Debes rellenar este campo');
    t.match(res.body, 'El código INE de un municipio tiene 5 cifras');
    t.match(res.body, 'No hay ningún registro con ese nombre; elige uno de la lista');
    t.match(res.body, 'value="abc"');
  });

  t.test('edits a record', async (t) => {
    const url = `/places-settings/districts/${ids.retiro}`;
    const form = await get('admin', url);
    t.match(form.body, 'value="Retiro"');
    const res = await postForm(app, callers.admin, url, url, {
      name: 'Retiro (distrito 3)',
      code: '28079-03',
      municipalityId: String(ids.madrid),
      parentName: 'Madrid',
    });
    t.equal(res.statusCode, 303);
    t.equal((await app.db('districts').where({ id: ids.retiro }).first()).name, 'Retiro (distrito 3)');
  });

  t.test('unknown ids and kinds are 404 pages', async (t) => {
    for (const url of [
      '/places-settings/provinces/999999',
      '/places-settings/planets/1',
      '/places-settings/provinces/abc',
    ]) {
      const res = await get('admin', url);
      t.equal(res.statusCode, 404, url);
      t.match(res.body, '<title>Error 404 - No encontrado');
    }
  });

  t.test('deleting a province with municipalities is refused with the reason; an empty one goes', async (t) => {
    const url = `/places-settings/provinces/${ids.madridProvince}`;
    const reason =
      /No se puede eliminar «Madrid» porque tiene \d+ municipios?\. Elimínalos? o pásalos? a otra provincia antes\./;
    const record = await get('admin', url);
    t.match(record.body, reason, 'the page says why before anyone asks to delete');
    t.notMatch(record.body, '/delete"', 'and offers no delete');
    const confirm = await get('admin', `${url}/delete`);
    t.equal(confirm.statusCode, 303, 'the confirmation page sends back to the record');
    t.equal(confirm.headers.location, url);
    t.match(flashOf(confirm).text, reason);
    const refused = await postForm(app, callers.admin, url, `${url}/delete`, {});
    t.equal(refused.statusCode, 303);
    t.equal(refused.headers.location, url);
    t.match(flashOf(refused).text, 'No se puede eliminar «Madrid»');
    t.ok(await app.db('provinces').where({ id: ids.madridProvince }).first(), 'nothing lost');
    const [empty] = await app
      .db('provinces')
      .insert({ countryId: ids.spain, name: 'Soria', code: '42' })
      .returning('id');
    t.match(
      (await get('admin', `/places-settings/provinces/${empty.id}`)).body,
      '¿Seguro que quieres eliminar «Soria»?',
    );
    const gone = await postForm(
      app,
      callers.admin,
      `/places-settings/provinces/${empty.id}/delete`,
      `/places-settings/provinces/${empty.id}/delete`,
      {},
    );
    t.equal(gone.statusCode, 303);
    t.equal(await app.db('provinces').where({ id: empty.id }).first(), undefined);
  });
});
