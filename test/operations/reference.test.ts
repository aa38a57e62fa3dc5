import t from 'tap';
import { createTestDb } from '../helpers/db';
import { prepareDatabase } from '../../src/db/migrate';
import { MODULES } from '../../src/app';

const count = async (db: Awaited<ReturnType<typeof createTestDb>>['db'], table: string) =>
  Number(((await db(table).count({ n: '*' }).first()) as { n: number | string }).n);

t.test(
  'a new installation gets Spain’s places with its migrations, demo or not, and keeps its admins’ changes',
  async (t) => {
    const { db, drop } = await createTestDb();
    t.teardown(drop);
    t.equal(await count(db, 'municipalities'), 0, 'the migrations alone load no places');

    await prepareDatabase(db, MODULES);
    t.ok(await db('countries').where({ code: 'ES', name: 'España' }).first(), 'Spain');
    t.equal(await count(db, 'provinces'), 52, 'its 52 provinces');
    t.ok((await count(db, 'municipalities')) > 8000, 'every municipality');
    const madrid = await db('municipalities').where({ code: '28079' }).first('id', 'name');
    t.equal(madrid.name, 'Madrid');
    t.ok(await db('districts').where({ municipalityId: madrid.id, name: 'Chamberí' }).first(), 'Madrid’s districts');
    t.ok((await count(db, 'stations')) > 200, 'Madrid’s metro stations');
    t.equal(await count(db, 'users'), 0, 'no demo academy: that is another step');

    // An admin renames a municipality and deletes a station; the next start leaves both as they are.
    await db('municipalities').where({ id: madrid.id }).update({ name: 'Madrid (capital)' });
    const station = await db('stations').orderBy('id').first('id');
    await db('station_districts').where({ stationId: station.id }).delete();
    await db('stations').where({ id: station.id }).delete();
    const stations = await count(db, 'stations');
    await prepareDatabase(db, MODULES);
    t.equal((await db('municipalities').where({ id: madrid.id }).first('name')).name, 'Madrid (capital)');
    t.equal(await count(db, 'stations'), stations, 'the deleted station is not loaded again');
  },
);
