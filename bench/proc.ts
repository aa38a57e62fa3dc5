/**
 * A server process seen from outside (/proc, Linux): its resident memory, CPU time, the
 * processes under it, and V8's heap through bench/memoryProbe.mjs. Used by start.ts and rss.ts.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** CPU seconds of a process, with those of the children it has waited for (a build step run before it). */
export function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14–17 of proc(5), in clock ticks (100 a second).
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
  } catch {
    return 0;
  }
}

export function descendants(pid: number): number[] {
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

/** NODE_OPTIONS and the variable that load bench/memoryProbe.mjs into a node process. */
export function probeEnv() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-probe-'));
  const probe = pathToFileURL(fileURLToPath(new URL('memoryProbe.mjs', import.meta.url))).href;
  const options = [process.env.NODE_OPTIONS, `--import=${probe}`].filter(Boolean).join(' ');
  return { dir, env: { NODE_OPTIONS: options, BENCH_PROBE_DIR: dir } };
}

/** V8's heap of a process started with probeEnv(): asks it (SIGUSR2) and reads its answer. */
export async function heapOf(pid: number, dir: string): Promise<NodeJS.MemoryUsage | undefined> {
  const file = join(dir, `${pid}.json`);
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return undefined;
  }
  for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 20));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage) : undefined;
}
