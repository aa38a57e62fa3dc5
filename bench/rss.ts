/**
 * Target 8: memory under load. The server as `npm start` runs it (over the bench database) in
 * a process of its own, so that its resident size is its own and not the bench's (with
 * BENCH_RSS_DIR, `npm start` of another checkout: the same figures before a change); then
 * three runs of 60 s at 50 connections on the largest list,
 * /vouchers over 5,000 vouchers (30 KB of HTML a page). After each run: the resident size
 * (and the highest seen during it, sampled every second) and V8's heap (used / total, through
 * bench/memoryProbe.mjs). Target: ≤ 300 MB after each run, and flat: the third run ends
 * within 10 % of the first. BENCH_RSS_SECONDS and BENCH_RSS_CONNECTIONS change the load.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expectPage, load, type Bench } from './lib';
import { seedVouchers } from './vouchers';
import { cpuOf, descendants, heapOf, mb, probeEnv, rssOf } from './proc';

const SECONDS = Number(process.env.BENCH_RSS_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_RSS_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_RSS_PORT ?? 3998);
const LIMIT = 300 * 1024 * 1024;

/** `npm start` over the bench database; the server is the process under it that holds the most memory. */
async function startServer(databaseUrl: string) {
  const probe = probeEnv();
  const env = {
    ...process.env,
    ...probe.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    SECURE_COOKIES: 'false',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
  } as NodeJS.ProcessEnv;
  delete env.REDIS_URL;
  // Its log is kept, shown only if it does not start (requests still queued when it is stopped would fill the screen).
  const child = spawn('npm', ['start'], {
    cwd: process.env.BENCH_RSS_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-5000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-5000)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`the server did not answer /login within 120 s:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${PORT}/login`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    // The requests still queued in it when the load stopped are answered first.
    await new Promise((r) => setTimeout(r, 3000));
    process.kill(-child.pid!, 'SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    rmSync(probe.dir, { recursive: true, force: true });
  };
  const pid = descendants(child.pid!).reduce((a, b) => (rssOf(b) > rssOf(a) ? b : a));
  return { pid, url: `http://127.0.0.1:${PORT}`, probeDir: probe.dir, stop };
}

export const rss: Bench = {
  name: 'rss',
  title: `the server's resident memory after ${SECONDS} s at ${CONNECTIONS} connections on /vouchers, three runs: ≤ 300 MB and flat`,
  async seed(db) {
    const [{ count }] = await db('vouchers').count({ count: '*' });
    if (Number(count) === 0) await seedVouchers(db);
  },
  async run({ databaseUrl, admin }) {
    const server = await startServer(databaseUrl);
    try {
      const url = `${server.url}/vouchers`;
      await expectPage(url, admin, 'Cliente ');
      const heapLine = async () => {
        const heap = await heapOf(server.pid, server.probeDir);
        return heap
          ? `heap ${mb(heap.heapUsed)} / ${mb(heap.heapTotal)}, external ${mb(heap.external)}`
          : 'heap not read';
      };
      console.log(`  before any load                 rss ${mb(rssOf(server.pid))}   ${await heapLine()}`);
      const ends: number[] = [];
      for (let run = 1; run <= 3; run++) {
        let peak = 0;
        const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 1000);
        const cpu = cpuOf(server.pid);
        const result = await load(url, admin, { connections: CONNECTIONS, duration: SECONDS });
        clearInterval(sampler);
        const end = rssOf(server.pid);
        ends.push(end);
        const failures = result.non2xx + result.errors + result.timeouts;
        const perRequest = ((cpuOf(server.pid) - cpu) * 1000) / Math.max(1, result.requests.total);
        console.log(
          `  run ${run}: ${result.requests.average.toFixed(0).padStart(4)} req/s, p99 ${result.latency.p99} ms, server cpu ${perRequest.toFixed(1)} ms/req${failures ? `, failures ${failures}` : ''}` +
            `   rss ${mb(end)} (peak ${mb(peak)})   ${await heapLine()}   ${end <= LIMIT ? 'met' : 'NOT met'}`,
        );
      }
      const growth = (ends[2] - ends[0]) / ends[0];
      console.log(
        `  flat: third run ends ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % from the first (target within 10 %) ${Math.abs(growth) <= 0.1 ? 'met' : 'NOT met'}`,
      );
    } finally {
      await server.stop();
    }
  },
};
