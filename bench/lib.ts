/**
 * What every benchmark shares: the bench database, the app under test, autocannon, and the
 * lines it prints. A benchmark is a file `bench/<name>.ts` exporting a `Bench`; `bench/run.ts`
 * lists them (adding one is one line there).
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Db } from '../src/db/knex';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The database `npm run bench` drops and seeds, and `bench/serve.ts` serves (another name keeps two runs apart). */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'bench_academia';

export interface BenchContext {
  /** The bench database (created, migrated and seeded by run.ts). */
  db: Db;
  /** Its connection string (for baselines that talk to PostgreSQL through `pg`). */
  databaseUrl: string;
  app: FastifyInstance;
  /** The app's base URL, e.g. http://127.0.0.1:40123 */
  appUrl: string;
  /** Headers of a signed-in admin (session cookie, locale, CSRF secret). */
  admin: Record<string, string>;
  /** Signs a user in and returns the headers of their session. */
  signIn(email: string, password: string): Promise<Record<string, string>>;
}

export interface Bench {
  /** The name `npm run bench -- <name>` selects. */
  name: string;
  /** One line: what is measured against what, and the target. */
  title: string;
  /** Fills the bench database with what this bench reads (run once, before the app starts). */
  seed?(db: Db): Promise<void>;
  run(ctx: BenchContext): Promise<void>;
}

export function load(
  url: string,
  headers: Record<string, string> = {},
  options: Partial<autocannon.Options> = {},
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** What a measure keeps: requests per second, latency percentiles, failures. */
export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /**
   * CPU time of this process (app, bare route and autocannon alike) per request, in ms: less
   * swayed than req/s by other work on a shared machine.
   */
  cpuMs: number;
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
  options?: Partial<autocannon.Options>;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * Measures the targets in alternating rounds (a, b, c, a, b, c, …; DURATION in all for each)
 * after a short warm-up: other work on a shared machine then weighs on all of them alike, so
 * their ratios hold even when the absolute figures do not.
 */
export async function measure(...targets: Target[]): Promise<Measure[]> {
  for (const t of targets) await load(t.url, t.headers, { ...t.options, duration: 2 });
  const results: autocannon.Result[][] = targets.map(() => []);
  const cpu = targets.map(() => 0);
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const before = process.cpuUsage();
      results[i].push(await load(t.url, t.headers, { ...t.options, duration: slice }));
      const used = process.cpuUsage(before);
      cpu[i] += (used.user + used.system) / 1000;
    }
  }
  return results.map((rs, i) => autocannonResult(rs, cpu[i]));
}

/** One target's rounds as a Measure, `cpu` being the milliseconds of CPU they took in all. */
export function autocannonResult(rs: autocannon.Result[], cpu: number): Measure {
  const sorted = (xs: number[]) => xs.sort((x, y) => x - y);
  return {
    rps: rs.reduce((sum, r) => sum + r.requests.total, 0) / rs.reduce((sum, r) => sum + r.duration, 0),
    p50: sorted(rs.map((r) => r.latency.p50))[Math.floor(rs.length / 2)],
    p99: Math.max(...rs.map((r) => r.latency.p99)),
    failures: rs.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    cpuMs:
      cpu /
      Math.max(
        1,
        rs.reduce((sum, r) => sum + r.requests.total, 0),
      ),
  };
}

export function line(name: string, m: Measure) {
  const ok = m.failures === 0 ? '' : `  (failures: ${m.failures})`;
  return `  ${name.padEnd(44)} ${m.rps.toFixed(0).padStart(6)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   cpu ${m.cpuMs.toFixed(2).padStart(5)} ms/req${ok}`;
}

/** Prints `label: 0.83 (target ≥ 0.80) met` and returns the ratio. */
export function ratio(label: string, value: number, target: number) {
  console.log(
    `  ratio ${label}: ${value.toFixed(2)} (target ≥ ${target.toFixed(2)}) ${value >= target ? 'met' : 'NOT met'}`,
  );
  return value;
}

/** Fails the bench unless the page answers 200 with `expected` in its body (it measures the right thing). */
export async function expectPage(url: string, headers: Record<string, string>, expected: string | RegExp) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  const found = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
  if (res.status !== 200 || !found) throw new Error(`${url} did not answer what the bench measures (${res.status})`);
  return text;
}

/** Inserts rows in batches (knex's insert of thousands of rows at once hits pg's parameter limit). */
export async function insertMany<T extends object>(
  db: Db | Knex.Transaction,
  table: string,
  rows: T[],
  size = 1000,
  returning?: string[],
) {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const q = db(table).insert(rows.slice(i, i + size));
    if (returning) out.push(...((await q.returning(returning)) as Record<string, unknown>[]));
    else await q;
  }
  return out;
}

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
