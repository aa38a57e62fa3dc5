import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { spawnNode } from './process';

/**
 * Commands as an operator or cron runs them (`npm run cli`): the compiled command line
 * (`dist/cli/cli.js`, built by src/build.mjs from the sources as they are now) in a real
 * process on the test's database (PostgreSQL only: the embedded database is one process's).
 */
export const onPostgres = !!process.env.DATABASE_URL;

let built = false;
/** Builds dist/cli if its sources changed (once per test file; src/build.mjs locks against parallel files). */
function buildCli() {
  if (built) return;
  execFileSync(process.execPath, ['src/build.mjs', 'cli'], { cwd: process.cwd(), stdio: 'inherit' });
  built = true;
}

/** The command line with `args` on `databaseUrl` (and `env`): the child (to kill it) and its end with its output. */
export function spawnCli(args: string[], databaseUrl: string, env: Record<string, string> = {}) {
  buildCli();
  return spawnNode(['dist/cli/cli.js', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
  });
}

/** Runs the command line with `args` to its end: its exit code and output. */
export const runCli = (args: string[], databaseUrl: string, env: Record<string, string> = {}) =>
  spawnCli(args, databaseUrl, env).done;

/** The URL of the test app's own database (DATABASE_URL names the server). */
export async function databaseUrlOf(app: FastifyInstance): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${(await app.db.raw('select current_database() as d')).rows[0].d}`;
  return url.toString();
}
