import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { createDb, dumpEmbedded, type Db } from '../../src/db/knex';
import { migrateLatest } from '../../src/db/migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * The migrations' fingerprint (names and contents): a migrated copy is reused by every test
 * file of every run while the migrations are the same, and rebuilt once when they change.
 */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The migrated template of PostgreSQL, built once (under an advisory lock, so parallel test
 * files wait for the first) into a database named after the migrations' fingerprint.
 */
async function postgresTemplate(admin: Knex, url: string, key: string): Promise<string> {
  const name = `test_template_${key}`;
  const exists = async () => !!(await admin('pg_database').where('datname', name).first('datname'));
  if (await exists()) return name;
  await admin.raw('select pg_advisory_lock(?)', [parseInt(key.slice(0, 12), 16)]);
  try {
    if (await exists()) return name;
    // Built under another name and renamed when complete: a run that dies half-way leaves no half template.
    const building = `${name}_building`;
    await admin.raw(`drop database if exists ${building} with (force)`);
    await admin.raw(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const db = createDb({ url: target.toString() });
    await migrateLatest(db);
    await db.destroy();
    await admin.raw(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.raw('select pg_advisory_unlock(?)', [parseInt(key.slice(0, 12), 16)]);
  }
}

/** Copies the template; retried while another copy briefly holds it ("being accessed by other users"). */
async function copyTemplate(admin: Knex, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await admin.raw(`create database ${name} template ${template}`);
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await sleep(100 + Math.random() * 200);
    }
  }
}

/**
 * The migrated data directory of PGlite, dumped once to a file in the temporary directory
 * (a lock file keeps parallel test files from building it twice).
 */
async function pgliteTemplate(key: string): Promise<Blob> {
  const file = join(tmpdir(), `academia-test-pglite-${key}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another file is building it; a lock older than three minutes belongs to a dead run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) unlinkSync(lock);
      await sleep(200);
      continue;
    }
    try {
      const db = createDb({ embedded: 'memory' });
      await migrateLatest(db);
      const dump = await dumpEmbedded(db);
      await db.destroy();
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      closeSync(fd);
      unlinkSync(lock);
    }
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite when DATABASE_URL is unset,
 * otherwise a new database on that server (so test files run in parallel), dropped after.
 * Either is a copy of a template migrated once (PostgreSQL `create database … template`,
 * PGlite from a dumped data directory), not migrated again for every file.
 */
export async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  const key = migrationsKey();
  if (!url) {
    const db = createDb({ embedded: 'memory', loadDataDir: await pgliteTemplate(key) });
    return { db, drop: () => db.destroy() };
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await copyTemplate(admin, name, await postgresTemplate(admin, url, key));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = createDb({ url: target.toString() });
  return {
    db,
    url: target.toString(),
    drop: async () => {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
