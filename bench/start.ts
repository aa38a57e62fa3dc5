/**
 * Embedded start (target 6): `npm start` with no DATABASE_URL (PGlite in a fresh data
 * directory), the time to the first `/login` 200 and the memory once it answers; then a warm
 * start over the same directory. First start ≤ 10 s, warm start ≤ 4 s, memory after the warm
 * start ≤ 300 MB. Memory is the resident size of the server's process (and, in brackets, of
 * every process `npm start` runs: npm, the shell, the server), with V8's heap (used / total)
 * inside it. CPU is the seconds `npm start` used until /login answered (the build check, npm,
 * the server), steadier than the time on a busy machine: on an idle one the time is about it.
 * BENCH_START_DIR runs `npm start` in another checkout (the same figures before a change).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bench } from './lib';
import { cpuOf, descendants, heapOf, mb, probeEnv, rssOf } from './proc';

const PORT = Number(process.env.BENCH_START_PORT ?? 3999);

async function startOnce(dataDir: string) {
  const started = Date.now();
  const probe = probeEnv();
  const env = {
    ...process.env,
    ...probe.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
  } as NodeJS.ProcessEnv;
  // As `npm start` is run: without NODE_ENV (npm run bench sets production).
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn('npm', ['start'], {
    cwd: process.env.BENCH_START_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${output}`);
      if (Date.now() - started > 120_000) throw new Error(`no /login after 120 s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/login`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const tree = [child.pid!, ...descendants(child.pid!)];
    const cpu = tree.reduce((sum, pid) => sum + cpuOf(pid), 0);
    // Settled a moment, as a user would find it.
    await fetch(`http://127.0.0.1:${PORT}/login`);
    await new Promise((r) => setTimeout(r, 1000));
    const sizes = tree.map((pid) => ({ pid, rss: rssOf(pid) }));
    const server = sizes.reduce((a, b) => (b.rss > a.rss ? b : a));
    const heap = await heapOf(server.pid, probe.dir);
    return { seconds, cpu, server: server.rss, all: sizes.reduce((sum, s) => sum + s.rss, 0), heap };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => child.once('exit', r));
    rmSync(probe.dir, { recursive: true, force: true });
  }
}

function describe(run: Awaited<ReturnType<typeof startOnce>>) {
  const heap = run.heap ? `, heap ${mb(run.heap.heapUsed)} / ${mb(run.heap.heapTotal)}` : '';
  return `${run.seconds.toFixed(1).padStart(5)} s (cpu ${run.cpu.toFixed(1)} s)   server ${mb(run.server)}${heap} (all ${mb(run.all)})`;
}

export const start: Bench = {
  name: 'start',
  title: 'embedded start (npm start, PGlite): first ≤ 10 s, warm ≤ 4 s to /login 200, memory after warm start ≤ 300 MB',
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    try {
      const first = await startOnce(dataDir);
      console.log(
        `  first start (empty data directory)   ${describe(first)}   ${first.seconds <= 10 ? 'met' : 'NOT met'}`,
      );
      const warm = await startOnce(dataDir);
      console.log(
        `  warm start                           ${describe(warm)}   ${warm.seconds <= 4 ? 'met' : 'NOT met'} (time), ${warm.server <= 300 * 1024 * 1024 ? 'met' : 'NOT met'} (memory)`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
