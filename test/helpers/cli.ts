import { spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

/**
 * Commands as an operator or cron runs them: `src/cli.ts` in a real process on the test's
 * database (PostgreSQL only: the embedded database is one process's).
 */
export const onPostgres = !!process.env.DATABASE_URL;

/** `src/cli.ts` with `args` on `databaseUrl`: the child (to kill it) and its end with its output. */
export function spawnCli(args: string[], databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

/** Runs `src/cli.ts` with `args` to its end: its exit code and output. */
export const runCli = (args: string[], databaseUrl: string) => spawnCli(args, databaseUrl).done;

/** The URL of the test app's own database (DATABASE_URL names the server). */
export async function databaseUrlOf(app: FastifyInstance): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${(await app.db.raw('select current_database() as d')).rows[0].d}`;
  return url.toString();
}
