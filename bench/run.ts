/**
 * `npm run bench` runs every benchmark; `npm run bench -- places vouchers` only those named.
 * Against the PostgreSQL of DATABASE_URL (default: the local server), in a database of its
 * own (`bench_academia`, or `BENCH_DATABASE`; dropped and created again). Targets are ratios against a baseline
 * measured in the same run, never absolute times (bench/README.md).
 *
 * Adding a benchmark: write `bench/<name>.ts` exporting a `Bench` (bench/lib.ts) and add it to
 * BENCHES below.
 */
import knexFactory from 'knex';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { migrateLatest } from '../src/db/migrate';
import { hashPassword } from '../modules/people';
import { BENCH_DATABASE, CONNECTIONS, DURATION, type Bench } from './lib';
import { places } from './places';
import { vouchers } from './vouchers';
import { js } from './js';
import { start } from './start';
import { interests } from './interests';
import { volume } from './volume';
import { streaming } from './streaming';
import { rss } from './rss';
import { MONEY_BENCHES, runMoney } from './money';

/** `volume` (ten years of data) is left out of a plain `npm run bench`: name it. */
const BENCHES: Bench[] = [places, vouchers, interests, js, start, streaming, rss, volume];
const BY_DEFAULT = new Set(['places', 'vouchers', 'interests', 'js', 'start', 'streaming', 'rss']);

const ADMIN = { email: 'bench@academia.test', password: 'benchmark-2026' };

async function main() {
  if (process.env.NODE_ENV !== 'production')
    console.warn('NODE_ENV is not production: React runs its slow development build (use npm run bench)');
  const all = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  // The money benchmarks (invoice PDFs, ZIP, CSV, payrolls) seed databases of their own: named only.
  const money = all.filter((n) => n === 'money' || (MONEY_BENCHES as readonly string[]).includes(n));
  if (money.length) await runMoney(money);
  const names = all.filter((n) => !money.includes(n));
  if (money.length && !names.length) return;
  const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length)
    throw new Error(
      `unknown bench ${unknown.join(', ')}; there are: ${[...BENCHES.map((b) => b.name), 'money', ...MONEY_BENCHES].join(', ')}`,
    );
  const selected = names.length
    ? BENCHES.filter((b) => names.includes(b.name))
    : BENCHES.filter((b) => BY_DEFAULT.has(b.name));

  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = `/${BENCH_DATABASE}`;
  const admin = knexFactory({ client: 'pg', connection: baseUrl });
  await admin.raw('drop database if exists ?? with (force)', [BENCH_DATABASE]);
  await admin.raw('create database ??', [BENCH_DATABASE]);
  await admin.destroy();

  const db = createDb({ url: benchUrl.toString() });
  await migrateLatest(db);
  await db('users').insert({
    email: ADMIN.email,
    role: 'admin',
    firstName: 'Bench',
    lastName: 'Mark',
    passwordHash: await hashPassword(ADMIN.password),
  });
  for (const bench of selected) {
    if (!bench.seed) continue;
    const started = Date.now();
    await bench.seed(db);
    console.log(`seeded ${bench.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // As autovacuum leaves a database that has settled: statistics, and the visibility map that
  // lets index-only scans skip the table (a fresh bulk load has none yet).
  await db.raw('vacuum analyze');

  const app = await buildApp(
    loadConfig(
      { NODE_ENV: 'production' },
      { logLevel: 'warn', databaseUrl: benchUrl.toString(), secureCookies: false },
    ),
    { db },
  );
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = async (email: string, password: string) => {
    const { token } = await app.services.auth.login(email, password);
    return { cookie: `apollo-token=${token}; locale=es; _csrf=benchsecret` };
  };
  const ctx = {
    db,
    databaseUrl: benchUrl.toString(),
    app,
    appUrl,
    admin: await signIn(ADMIN.email, ADMIN.password),
    signIn,
  };

  console.log(`${DURATION} s per measure, ${CONNECTIONS} connections`);
  try {
    for (const bench of selected) {
      console.log(`\n${bench.name}: ${bench.title}`);
      await bench.run(ctx);
    }
  } finally {
    // Let the last in-flight requests finish before the pools close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await app.close();
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
