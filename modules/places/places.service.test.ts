import t from 'tap';
import { callerAs, setupApp } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { parseListQuery } from '../../src/lib/listQuery';
import type { AppError } from '../../src/lib/errors';
import type { Actor } from '../../src/lib/policy';
import { PLACE_LIST_SPEC } from './places.service';

t.test('places service', async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const places = app.services.places;
  const admin = (await app.services.auth.resolve((await callerAs(app, 'admin')).cookie.split('=')[1])) as Actor;
  const teacher = (await app.services.auth.resolve((await callerAs(app, 'teacher')).cookie.split('=')[1])) as Actor;
  const list = (raw: Record<string, unknown>) => parseListQuery(raw, PLACE_LIST_SPEC);

  t.test('lists with the parent name, sorted Spanish-style, with a count', async (t) => {
    const page = await places.list(admin, 'provinces', list({}));
    t.equal(page.total, 2);
    t.same(
      page.rows.map((r) => r.name),
      ['Ávila', 'Madrid'],
      'Ávila sorts with the A, not after Z',
    );
    t.equal(page.rows[0].parentName, 'España');
  });

  t.test('text filter ignores accents and case; parent filter narrows', async (t) => {
    t.same(
      (await places.list(admin, 'provinces', list({ q: 'AVILA' }))).rows.map((r) => r.name),
      ['Ávila'],
    );
    t.same((await places.list(admin, 'municipalities', list({ parent: String(ids.avila) }))).total, 0);
    t.same(
      (await places.list(admin, 'stations', list({ q: '2' }))).rows.map((r) => r.name),
      ['Sol'],
      'stations are found by line',
    );
  });

  t.test('every signed-in role reads; only admins write', async (t) => {
    t.ok(await places.get(teacher, 'countries', ids.spain));
    await t.rejects(places.create(teacher, 'countries', { name: 'Francia', code: 'FR' }), { code: 'FORBIDDEN' });
    await t.rejects(places.list(null, 'countries', list({})), { code: 'UNAUTHENTICATED' });
  });

  t.test('validation gives the messages of the specification', async (t) => {
    const err = (await places.create(admin, 'municipalities', { name: '  ', code: '123' }).catch((e) => e)) as AppError;
    t.equal(err.code, 'BAD_USER_INPUT');
    t.same(err.fields, {
      name: 'Debes rellenar este campo',
      code: 'El código INE de un municipio tiene 5 cifras',
      provinceId: 'Debes rellenar este campo',
    });
    const country = (await places
      .create(admin, 'countries', { name: 'Francia', code: 'F1' })
      .catch((e) => e)) as AppError;
    t.equal(country.fields?.code, 'El código debe tener dos letras, por ejemplo ES');
  });

  t.test('creates with the parent given by id or, without JavaScript, by name', async (t) => {
    const byId = await places.create(admin, 'municipalities', {
      name: 'Alcorcón',
      code: '28007',
      provinceId: ids.madridProvince,
    });
    t.equal(byId.parentName, 'Madrid');
    const byName = await places.create(admin, 'municipalities', { name: 'Ávila', code: '05019', parentName: 'avila' });
    t.equal(byName.parentName, 'Ávila');
    const missing = (await places
      .create(admin, 'municipalities', { name: 'X', parentName: 'Atlántida' })
      .catch((e) => e)) as AppError;
    t.equal(missing.fields?.provinceId, 'No hay ningún registro con ese nombre; elige uno de la lista');
  });

  t.test('a duplicate is refused with a clear message', async (t) => {
    const err = (await places
      .create(admin, 'provinces', { name: 'Madrid', code: '99', countryId: ids.spain })
      .catch((e) => e)) as AppError;
    t.equal(err.code, 'CONFLICT');
    t.equal(err.message, 'Ya existe un registro con ese nombre o código');
    t.same(err.fields, { name: 'Ya existe un registro con ese nombre o código' }, 'the name repeats');
    // A new name with a code already taken: said on the code, the field to change.
    const code = (await places
      .create(admin, 'countries', { name: 'Reino de España', code: 'es' })
      .catch((e) => e)) as AppError;
    t.equal(code.code, 'CONFLICT');
    t.same(code.fields, { code: 'Ya existe un registro con ese nombre o código' }, 'the code repeats');
  });

  t.test('a name that differs only in case or accents is the same place (Ávila, «AVILA»)', async (t) => {
    const err = (await places
      .create(admin, 'provinces', { name: 'AVILA', countryId: ids.spain })
      .catch((e) => e)) as AppError;
    t.equal(err.code, 'CONFLICT');
    t.same(err.fields, { name: 'Ya existe «Ávila» aquí; las mayúsculas y los acentos no cuentan' });
    t.equal(await app.db('provinces').where('name', 'AVILA').first('id'), undefined, 'nothing written');
    // Renaming a place to a variant of its own name is fine; to another's, refused.
    const avila = await app.db('provinces').where('name', 'Ávila').first('id');
    t.equal(
      (await places.update(admin, { kind: 'provinces', id: avila.id, input: { name: 'ÁVILA', countryId: ids.spain } }))
        .name,
      'ÁVILA',
    );
    const rename = (await places
      .update(admin, { kind: 'provinces', id: avila.id, input: { name: 'madrid', countryId: ids.spain } })
      .catch((e) => e)) as AppError;
    t.same(rename.fields, { name: 'Ya existe «Madrid» aquí; las mayúsculas y los acentos no cuentan' });
    // Only an invisible character apart: the message says that, not case and accents.
    const invisible = (await places
      .create(admin, 'provinces', { name: 'Mad\u200brid', countryId: ids.spain })
      .catch((e) => e)) as AppError;
    t.strictSame(invisible.fields, {
      name: 'Ya existe «Madrid» aquí; un espacio especial o un carácter invisible no hace otro nombre',
    });
    await places.update(admin, { kind: 'provinces', id: avila.id, input: { name: 'Ávila', countryId: ids.spain } });
    // Two writes at once, past the check together: the index refuses the second.
    const raced = (await app
      .db('provinces')
      .insert({ name: 'avila', countryId: ids.spain })
      .catch((e) => e)) as {
      code?: string;
    };
    t.equal(raced.code, '23505', 'the unique index sees case and accents as the same name');
    // The same name under another parent is another place.
    const district = await places.create(admin, 'districts', { name: 'Centro', municipalityId: ids.getafe });
    t.equal(district.name, 'Centro');
  });

  t.test('stations keep their lines and the districts they serve', async (t) => {
    const station = await places.create(admin, 'stations', {
      name: 'Retiro',
      lines: '2',
      municipalityId: ids.madrid,
      districtIds: [ids.retiro],
    });
    t.same(station.lines, ['2']);
    t.same(station.districts, [{ id: ids.retiro, name: 'Retiro' }]);
    const elsewhere = (await places
      .create(admin, 'stations', { name: 'Getafe Central', municipalityId: ids.getafe, districtIds: [ids.centro] })
      .catch((e) => e)) as AppError;
    t.equal(elsewhere.fields?.districtIds, 'Los distritos deben ser del municipio de la estación');
    const updated = await places.update(admin, {
      kind: 'stations',
      id: station.id,
      input: { name: 'Retiro', lines: '2, 9', municipalityId: ids.madrid },
    });
    t.same(updated.lines, ['2', '9']);
    t.same(updated.districts, []);
  });

  t.test('a place with children cannot be deleted, and nothing is lost', async (t) => {
    const err = (await places.remove(admin, 'provinces', ids.madridProvince).catch((e) => e)) as AppError;
    t.equal(err.code, 'CONFLICT');
    // Each kind under it named in its own words, not «N registros asociados (municipios)».
    t.match(
      err.message,
      /^No se puede eliminar «Madrid» porque tiene \d+ municipios\. Elimínalos o pásalos a otra provincia antes\.$/,
    );
    t.ok(await places.get(admin, 'provinces', ids.madridProvince));
    const country = (await places.remove(admin, 'countries', ids.spain).catch((e) => e)) as AppError;
    t.match(
      country.message,
      /^No se puede eliminar «España» porque tiene \d+ provincias\. Elimínalas o pásalas a otro país antes\.$/,
    );
    const districtInUse = (await places.remove(admin, 'districts', ids.centro).catch((e) => e)) as AppError;
    t.equal(districtInUse.code, 'CONFLICT', 'a district near a station stays');
    t.match(
      districtInUse.message,
      /^No se puede eliminar «Centro» porque (1 estación lo tiene|\d+ estaciones lo tienen) entre sus distritos cercanos\. Quítalo antes de (esa estación|esas estaciones)\.$/,
    );
  });

  t.test("a place other modules' rows use says who uses it, and stays", async (t) => {
    // A district with no station: only the customers, teachers and leads there hold it.
    const quiet = await places.create(admin, 'districts', {
      name: 'Barajas',
      code: '28079-21',
      municipalityId: ids.getafe,
    });
    const [customer] = await app
      .db('customers')
      .insert({ firstName: 'Ana', lastName: 'Gil', districtId: quiet.id, municipalityId: ids.getafe })
      .returning('id');
    await app.db('customers').insert({ firstName: 'Luis', lastName: 'Gil', districtId: quiet.id });
    const err = (await places.remove(admin, 'districts', quiet.id).catch((e) => e)) as AppError;
    t.equal(err.code, 'CONFLICT');
    t.equal(err.message, 'No se puede eliminar «Barajas» porque lo usan 2 clientes. Cámbialos antes.');
    const town = (await places.remove(admin, 'municipalities', ids.getafe).catch((e) => e)) as AppError;
    t.match(town.message, /^No se puede eliminar «Getafe» porque (tiene|lo usan)/, 'its municipality alike');
    t.ok(await places.get(admin, 'districts', quiet.id), 'nothing deleted');
    await app.db('customers').where('district_id', quiet.id).update({ districtId: null });
    await places.remove(admin, 'districts', quiet.id);
    await app.db('customers').where('id', customer.id).delete();
  });

  t.test('delete and unknown ids', async (t) => {
    const country = await places.create(admin, 'countries', { name: 'Portugal', code: 'pt' });
    t.equal(country.code, 'PT');
    await places.remove(admin, 'countries', country.id);
    await t.rejects(places.get(admin, 'countries', country.id), { code: 'NOT_FOUND' });
    await t.rejects(places.update(admin, { kind: 'countries', id: 999999, input: { name: 'X', code: 'XX' } }), {
      code: 'NOT_FOUND',
    });
  });

  t.test('autocomplete puts names starting with the text first', async (t) => {
    const rows = await places.search(admin, { kind: 'municipalities', text: 'a' });
    t.equal(rows[0].name.toLowerCase().startsWith('a'), true);
  });
});
