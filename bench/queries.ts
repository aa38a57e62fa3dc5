/**
 * The SQL behind each list of the `volume` bench, one request at a time, over the database the
 * last run left (`BENCH_DATABASE`, default bench_academia): every statement a page or GraphQL
 * list sends, with its time as the app saw it; with `--explain` each one's planning and execution
 * time in PostgreSQL (EXPLAIN ANALYZE), with `--plans` the whole plans (BUFFERS too).
 *   NODE_ENV=production npx tsx bench/queries.ts [--explain | --plans] [/classes …]
 */
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { BENCH_DATABASE } from './lib';
import { VOLUME_TARGETS } from './volume';

interface Sent {
  sql: string;
  bindings: readonly unknown[];
  started: number;
  ms?: number;
}

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${BENCH_DATABASE}`;
const args = process.argv.slice(2);
const plans = args.includes('--plans');
const explain = plans || args.includes('--explain');
const only = args.filter((a) => !a.startsWith('--'));

const db = createDb({ url: url.toString() });
// The statements as sent ($1, $2…), explained through pg in the session's zone.
const pool = new pg.Pool({ connectionString: url.toString(), max: 1, options: '-c timezone=Europe/Madrid' });
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production' }, { logLevel: 'warn', databaseUrl: url.toString(), secureCookies: false }),
  { db },
);
const { token } = await app.services.auth.login('bench@academia.test', 'benchmark-2026');
const cookie = `apollo-token=${token}; locale=es; _csrf=benchsecret`;

const sent = new Map<string, Sent>();
db.on('query', (q: { __knexQueryUid: string; sql: string; bindings?: unknown[] }) =>
  sent.set(q.__knexQueryUid, { sql: q.sql, bindings: q.bindings ?? [], started: performance.now() }),
);
db.on('query-response', (_r: unknown, q: { __knexQueryUid: string }) => {
  const s = sent.get(q.__knexQueryUid);
  if (s) s.ms = performance.now() - s.started;
});

const request = (target: (typeof VOLUME_TARGETS)[number]) =>
  app.inject({
    method: target.body ? 'POST' : 'GET',
    url: target.path,
    headers: { cookie, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { payload: target.body } : {}),
  });

for (const target of VOLUME_TARGETS.filter((t) => only.length === 0 || only.includes(t.name))) {
  await request(target); // warm-up (caches, plans)
  sent.clear();
  const started = performance.now();
  const res = await request(target);
  const total = performance.now() - started;
  console.log(
    `\n## ${target.name}: ${res.statusCode}, ${total.toFixed(0)} ms, ${sent.size} statements, ${(res.rawPayload.length / 1024).toFixed(0)} KB`,
  );
  for (const s of sent.values()) {
    console.log(`  ${(s.ms ?? NaN).toFixed(1).padStart(7)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    if (explain && !/^(begin|commit|rollback|set )/i.test(s.sql)) {
      const plan = await pool.query(`explain (analyze, buffers) ${s.sql}`, s.bindings as unknown[]);
      const lines = (plan.rows as Record<string, string>[]).map((row) => Object.values(row)[0]);
      for (const line of plans ? lines : lines.filter((l) => /^(Planning|Execution) Time/.test(l)))
        console.log(`      ${line}`);
    }
  }
}
await app.close();
await db.destroy();
await pool.end();
