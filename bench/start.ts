/**
 * Embedded start (target 6): `npm start` with no DATABASE_URL (PGlite in a fresh data
 * directory), the time to the first `/login` 200 and the memory once it answers; then a warm
 * start over the same directory. First start ≤ 10 s, warm start ≤ 4 s, memory after the warm
 * start ≤ 300 MB. Memory is the resident size of the server's process (and, in brackets, of
 * every process `npm start` runs: npm, the shell, tsx).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bench } from './lib';

const PORT = Number(process.env.BENCH_START_PORT ?? 3999);

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function descendants(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

async function startOnce(dataDir: string) {
  const started = Date.now();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), NODE_ENV: 'development', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
    // Settled a moment, as a user would find it.
    await fetch(`http://127.0.0.1:${PORT}/login`);
    await new Promise((r) => setTimeout(r, 1000));
    const tree = descendants(child.pid!);
    const sizes = tree.map(rssOf);
    return { seconds, server: Math.max(...sizes), all: sizes.reduce((a, b) => a + b, rssOf(child.pid!)) };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => child.once('exit', r));
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const start: Bench = {
  name: 'start',
  title: 'embedded start (npm start, PGlite): first ≤ 10 s, warm ≤ 4 s to /login 200, memory after warm start ≤ 300 MB',
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    try {
      const first = await startOnce(dataDir);
      console.log(`  first start (empty data directory)   ${first.seconds.toFixed(1).padStart(5)} s   server ${mb(first.server)} (all ${mb(first.all)})   ${first.seconds <= 10 ? 'met' : 'NOT met'}`);
      const warm = await startOnce(dataDir);
      console.log(`  warm start                           ${warm.seconds.toFixed(1).padStart(5)} s   server ${mb(warm.server)} (all ${mb(warm.all)})   ${warm.seconds <= 4 ? 'met' : 'NOT met'} (time), ${warm.server <= 300 * 1024 * 1024 ? 'met' : 'NOT met'} (memory)`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
