import t from 'tap';
import { callerAs, gql, ROLES_AND_ANONYMOUS, setupApp } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';

t.test('places over GraphQL', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );

  t.test('lists with filters, pagination and the parent', async (t) => {
    const { body } = await gql(
      app,
      callers.advisor,
      `query { municipalities(filter: { parentId: ${ids.madridProvince} }, page: { pageSize: 10, sort: "name", direction: desc }) { total page pageSize rows { name code province { name } } } }`,
    );
    t.same(body.data?.municipalities, {
      total: 2,
      page: 1,
      pageSize: 10,
      rows: [
        { name: 'Madrid', code: '28079', province: { name: 'Madrid' } },
        { name: 'Getafe', code: '28065', province: { name: 'Madrid' } },
      ],
    });
    const station = await gql(
      app,
      callers.teacher,
      `query { station(id: ${ids.sol}) { name lines municipality { name } districts { name } } }`,
    );
    t.same(station.body.data?.station, {
      name: 'Sol',
      lines: ['1', '2', '3'],
      municipality: { name: 'Madrid' },
      districts: [{ name: 'Centro' }],
    });
    const suggestions = await gql(
      app,
      callers.teacher,
      `query { placeSuggestions(kind: provinces, q: "avi") { name detail } }`,
    );
    t.same(suggestions.body.data?.placeSuggestions, [{ name: 'Ávila', detail: 'España' }]);
  });

  t.test('reading needs a session', async (t) => {
    const { body } = await gql(app, callers.anonymous, '{ countries { total } }');
    t.equal(body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    t.equal(body.errors?.[0].message, 'Tienes que iniciar sesión para continuar');
  });

  // Each mutation, for each kind of caller: only admins may change places.
  const mutations: [string, () => string][] = [
    ['createCountry', () => `mutation { createCountry(input: { name: "Italia $ROLE", code: "I$C" }) { id } }`],
    [
      'updateProvince',
      () =>
        `mutation { updateProvince(id: ${ids.avila}, input: { name: "Ávila", code: "05", countryId: ${ids.spain} }) { id } }`,
    ],
    [
      'createMunicipality',
      () =>
        `mutation { createMunicipality(input: { name: "Leganés $ROLE", provinceId: ${ids.madridProvince} }) { id } }`,
    ],
    [
      'createDistrict',
      () => `mutation { createDistrict(input: { name: "Salamanca $ROLE", municipalityId: ${ids.madrid} }) { id } }`,
    ],
    [
      'createStation',
      () =>
        `mutation { createStation(input: { name: "Goya $ROLE", lines: ["2", "4"], municipalityId: ${ids.madrid} }) { id } }`,
    ],
  ];
  const expected = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: 'FORBIDDEN', admin: null } as const;
  for (const [name, query] of mutations) {
    for (const role of ROLES_AND_ANONYMOUS) {
      t.test(`${name} as ${role}`, async (t) => {
        const q = query().replaceAll('$ROLE', role).replace('$C', role[0].toUpperCase());
        const { body } = await gql(app, callers[role], q);
        if (expected[role]) {
          t.equal(body.errors?.[0].extensions?.code, expected[role]);
          t.equal(body.data, null);
        } else t.notOk(body.errors, JSON.stringify(body.errors));
      });
    }
  }

  t.test('deletes as admin; refuses a province that still has municipalities', async (t) => {
    for (const role of ['anonymous', 'teacher', 'advisor'] as const) {
      const { body } = await gql(app, callers[role], `mutation { deleteStation(id: ${ids.sol}) }`);
      t.equal(body.errors?.[0].extensions?.code, expected[role], role);
    }
    const refused = await gql(app, callers.admin, `mutation { deleteProvince(id: ${ids.madridProvince}) }`);
    t.equal(refused.body.errors?.[0].extensions?.code, 'CONFLICT');
    t.match(refused.body.errors?.[0].message, /No se puede eliminar «Madrid»/);
    const ok = await gql(app, callers.admin, `mutation { deleteStation(id: ${ids.sol}) }`);
    t.same(ok.body.data, { deleteStation: true });
  });

  t.test('bad input: every field message, with a stable code', async (t) => {
    const { body } = await gql(
      app,
      callers.admin,
      `mutation { createCountry(input: { name: "", code: "123" }) { id } }`,
    );
    t.equal(body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(body.errors?.[0].extensions?.fields, {
      name: 'Debes rellenar este campo',
      code: 'El código debe tener dos letras, por ejemplo ES',
    });
  });

  t.test('unknown id: NOT_FOUND', async (t) => {
    const { body } = await gql(app, callers.admin, `{ province(id: 424242) { name } }`);
    t.equal(body.errors?.[0].extensions?.code, 'NOT_FOUND');
    t.equal(body.errors?.[0].message, 'No existe ese registro de lugares');
  });

  t.test('malformed requests get 400 and a Spanish message, nothing internal', async (t) => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...callers.admin.headers },
      payload: '{"query": ',
    });
    t.equal(broken.statusCode, 400);
    t.equal(broken.json().errors[0].message, 'El cuerpo de la petición no es un JSON válido');
    const syntax = await gql(app, callers.admin, '{ countries { ');
    t.equal(syntax.status, 400);
    t.equal(syntax.body.errors?.[0].extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
    t.match(syntax.body.errors?.[0].message, /^La consulta GraphQL no es válida/);
    const noQuery = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...callers.admin.headers },
      payload: '{}',
    });
    t.equal(noQuery.statusCode, 400);
    t.equal(noQuery.json().errors[0].message, 'Falta la consulta GraphQL («query»)');
    const unknownField = await gql(app, callers.admin, '{ countries { secret } }');
    t.equal(unknownField.status, 400);
    t.notMatch(JSON.stringify(unknownField.body), /stack|select |knex/i);
  });

  t.test('a cross-site simple request cannot use the cookie session (csrfPrevention)', async (t) => {
    const [station] = await app
      .db('stations')
      .insert({ municipalityId: ids.madrid, name: 'Callao', lines: ['3', '5'] })
      .returning('id');
    const res = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'text/plain', ...callers.admin.headers },
      payload: JSON.stringify({ query: `mutation { deleteStation(id: ${station.id}) }` }),
    });
    t.equal(res.statusCode, 400);
    t.equal(
      res.json().errors[0].message,
      'Petición bloqueada por seguridad: envía el cuerpo como application/json o, en una consulta por GET o al subir archivos (multipart/form-data), la cabecera apollo-require-preflight',
    );
    t.ok(await app.db('stations').where({ id: station.id }).first(), 'nothing deleted');
  });

  t.test('an update changes only what it sends: code, lines and districts left out are kept', async (t) => {
    const created = await gql(
      app,
      callers.admin,
      `mutation { createStation(input: { name: "Ibiza", lines: ["9"], municipalityId: ${ids.madrid}, districtIds: [${ids.retiro}] }) { id } }`,
    );
    const id = (created.body.data?.createStation as { id: number }).id;
    const renamed = await gql(
      app,
      callers.admin,
      `mutation { updateStation(id: ${id}, input: { name: "Ibiza (Metro)", municipalityId: ${ids.madrid} }) { name lines districts { id } } }`,
    );
    t.same(renamed.body.data?.updateStation, { name: 'Ibiza (Metro)', lines: ['9'], districts: [{ id: ids.retiro }] });
    await app.db('districts').where({ id: ids.retiro }).update({ code: '03' });
    const district = await gql(
      app,
      callers.admin,
      `mutation { updateDistrict(id: ${ids.retiro}, input: { name: "Retiro", municipalityId: ${ids.madrid} }) { name code } }`,
    );
    t.same(district.body.data?.updateDistrict, { name: 'Retiro', code: '03' });
  });

  t.test('bearer tokens work as well as the cookie', async (t) => {
    const token = callers.admin.cookie.split('=')[1];
    const res = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: '{ me { role roleLabel } }' },
    });
    t.same(res.json().data, { me: { role: 'admin', roleLabel: 'Administrador' } });
  });
});
