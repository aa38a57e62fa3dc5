import type { Db } from '../../src/db/knex';

/** A tiny map: Spain; Madrid (with Madrid city, its Centro district and Sol) and Ávila. */
export async function createPlaces(db: Db) {
  // Spain, the province and the city of Madrid may be there already (the fiscal issuer's municipality, test/helpers/invoices.ts).
  const spain =
    (await db('countries').where({ code: 'ES' }).first('id')) ??
    (await db('countries').insert({ name: 'España', code: 'ES' }).returning('id'))[0];
  const madridProvince =
    (await db('provinces').where({ code: '28' }).first('id')) ??
    (await db('provinces').insert({ countryId: spain.id, name: 'Madrid', code: '28' }).returning('id'))[0];
  const [avila] = await db('provinces').insert({ countryId: spain.id, name: 'Ávila', code: '05' }).returning('id');
  const madrid =
    (await db('municipalities').where({ code: '28079' }).first('id')) ??
    (
      await db('municipalities')
        .insert({ provinceId: madridProvince.id, name: 'Madrid', code: '28079' })
        .returning('id')
    )[0];
  const [getafe] = await db('municipalities')
    .insert({ provinceId: madridProvince.id, name: 'Getafe', code: '28065' })
    .returning('id');
  const [centro] = await db('districts')
    .insert({ municipalityId: madrid.id, name: 'Centro', code: '28079-01' })
    .returning('id');
  const [retiro] = await db('districts')
    .insert({ municipalityId: madrid.id, name: 'Retiro', code: '28079-03' })
    .returning('id');
  const [sol] = await db('stations')
    .insert({ municipalityId: madrid.id, name: 'Sol', lines: ['1', '2', '3'] })
    .returning('id');
  await db('station_districts').insert({ stationId: sol.id, districtId: centro.id });
  return {
    spain: spain.id,
    madridProvince: madridProvince.id,
    avila: avila.id,
    madrid: madrid.id,
    getafe: getafe.id,
    centro: centro.id,
    retiro: retiro.id,
    sol: sol.id,
  } as Record<string, number>;
}
