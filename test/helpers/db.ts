import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb, type Db } from '../../src/db/knex';
import { migrateLatest } from '../../src/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite when DATABASE_URL is unset,
 * otherwise a new database on that server (so test files run in parallel), dropped after.
 */
export async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = createDb({ embedded: 'memory' });
    await migrateLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = createDb({ url: target.toString() });
  await migrateLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
