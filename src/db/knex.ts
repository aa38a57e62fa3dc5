import { existsSync, mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import type { Config } from '../config';
import { TIME_ZONE } from '../lib/intl';
import { PreparingPgClient } from './preparedStatements';

// Both drivers return the same JavaScript values: counts and big ids as numbers, calendar
// dates as 'YYYY-MM-DD' strings (a Date would shift them with the time zone).
const DATE_OID = 1082;
const INT8_OID = 20;
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));

/** Columns are snake_case in the database and camelCase in code: the mappers translate. */
export type Db = Knex;

/**
 * `memory` is an in-memory embedded database (tests); a path is an embedded database on disk.
 * `loadDataDir` starts an embedded database from a dump (`dumpEmbedded`): tests copy a migrated one.
 */
export type Target = { url: string } | { embedded: string | 'memory'; loadDataDir?: Blob };

const EMBEDDED = new WeakMap<Db, PGlite>();

/**
 * The embedded database's memory, chosen for one small academy in one process (issue 16):
 * PGlite's defaults (160 MB of shared buffers, 64 MB for index builds) live in the server's
 * own memory, so they are cut to what a demo-sized academy uses. PostgreSQL servers keep theirs.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=4MB'];

/**
 * PostgreSQL's WebAssembly (9 MB) compiled by V8's baseline compiler only, never recompiled
 * by the optimising one (issue 16): the server's memory after a start is ~60 MB less (the
 * optimised code and its compilers' memory) and the start quicker, while a list page's
 * queries take the same CPU (they are mostly the protocol's JavaScript). Set before PGlite
 * compiles its module; the process has no other WebAssembly.
 */
function baselineWasmOnly() {
  setFlagsFromString('--liftoff-only');
}

/** Embedded databases whose data directory this process made (PGlite ran initdb). */
const FRESH = new WeakSet<Db>();

/**
 * PGlite's initdb leaves ~500 MB of copies of PostgreSQL's memory for the garbage collector,
 * unreachable only once the first statements have run; a server that has just started may not
 * collect for a long while (630–730 MB after a first start, issue 16). The boot calls this
 * once its migrations and demo data are in: on a database this process made, one collection
 * (V8's gc, exposed for this) gives that memory back.
 */
export function releaseInitdbMemory(db: Db) {
  if (!FRESH.has(db)) return;
  FRESH.delete(db);
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as (() => void) | undefined)?.();
}

/** The data directory of an embedded database as a tarball (to start others from it). */
export async function dumpEmbedded(db: Db): Promise<Blob> {
  const pglite = EMBEDDED.get(db);
  if (!pglite) throw new Error('dumpEmbedded: not an embedded database');
  return pglite.dumpDataDir('none');
}

export function targetFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Target {
  return config.databaseUrl ? { url: config.databaseUrl } : { embedded: join(config.dataDir, 'pgdata') };
}

/**
 * Business dates are Madrid's: every session runs in that zone, so `current_date` in SQL is
 * the same day as `todayInMadrid()` in code (a drop-out takes effect at midnight in Madrid).
 */
const SESSION_TIME_ZONE = `set time zone '${TIME_ZONE}'`;

/** What the database layer may log through (the app's structured logger); console otherwise. */
export interface DbLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/** Opening a PostgreSQL connection gives up after this (a server that accepts and never answers). */
export const CONNECT_TIMEOUT_MS = 5_000;
/** A query waits at most this long for a free connection of the pool. */
const ACQUIRE_TIMEOUT_MS = 10_000;

export function createDb(target: Target, log?: DbLog): Db {
  // knex's own messages (the pool's "Connection Error: ..." when PostgreSQL goes away) as structured lines.
  const knexLog = log
    ? {
        warn: (msg: unknown) => log.warn({ event: 'db.warning' }, String(msg)),
        error: (msg: unknown) => log.error({ event: 'db.error' }, String(msg)),
        deprecate: (method: string, alternative: string) =>
          log.debug({ event: 'db.deprecated' }, `${method}: ${alternative}`),
        debug: (msg: unknown) => log.debug({ event: 'db.debug' }, String(msg)),
      }
    : undefined;
  if ('url' in target) {
    return knexFactory({
      client: PreparingPgClient as unknown as typeof Knex.Client,
      connection: { connectionString: target.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
      ...(knexLog ? { log: knexLog } : {}),
      pool: {
        min: 0,
        max: 10,
        afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
          conn.query(SESSION_TIME_ZONE, (err) => done(err, conn));
        },
      },
      ...knexSnakeCaseMappers(),
    });
  }
  const fresh = target.embedded !== 'memory' && !existsSync(join(target.embedded, 'PG_VERSION'));
  if (target.embedded !== 'memory') mkdirSync(target.embedded, { recursive: true });
  baselineWasmOnly();
  // Options go in the one-argument form: PGlite drops them when the data directory is undefined.
  const pglite = new PGlite({
    dataDir: target.embedded === 'memory' ? undefined : target.embedded,
    loadDataDir: target.loadDataDir,
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v) },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  // Queued first on the single connection, before any query knex sends.
  void pglite.exec(SESSION_TIME_ZONE).catch((err: unknown) => console.error('could not set the time zone', err));
  // knex-pglite keeps the single connection PGlite allows and serialises queries on it.
  const db = knexFactory({
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }),
    ...knexSnakeCaseMappers(),
  } as Knex.Config);
  // knex closes PGlite with the connection it acquired; a database never queried has none, and
  // its PGlite, left open, would keep the process from exiting.
  const client = db.client as { destroy: (callback?: (err?: unknown) => void) => Promise<void> };
  const destroyConnections = client.destroy.bind(client);
  client.destroy = async (callback) => {
    try {
      await destroyConnections();
      if (!pglite.closed) await pglite.close();
    } catch (err) {
      if (!callback) throw err;
      return callback(err);
    }
    callback?.();
  };
  EMBEDDED.set(db, pglite);
  if (fresh) FRESH.add(db);
  return db;
}
