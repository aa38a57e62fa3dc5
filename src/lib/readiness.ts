import type { Knex } from 'knex';
import pg from 'pg';
import { t } from './intl';
import { operationsMessages as m } from './operations.messages';

/** How long a health check waits for the database or Redis before calling it down. */
export const HEALTH_TIMEOUT_MS = 2_000;
/** How long boot waits for the database and Redis before giving up with a clear message. */
export const BOOT_TIMEOUT_MS = 8_000;
/** What a 503 asks the client to wait before retrying, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** A dependency that does not answer at boot: its message is for the operator, printed as is. */
export class BootError extends Error {}

export class TimedOut extends Error {
  readonly code = 'CHECK_TIMED_OUT';
  constructor(readonly ms: number) {
    super(t(m.timedOut, { seconds: Math.round(ms / 100) / 10 }));
  }
}

/** The promise, or a TimedOut rejection after `ms` (the promise is left to finish on its own). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(ms)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** A server URL as it may be shown or logged: scheme, user, host, port and path, never the password. */
export function safeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.search = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(dirección no válida)';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CHECK_TIMED_OUT',
]);
// SQLSTATE class 08 (connection exception), shutdowns (57P01-57P03) and too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Timeout acquiring a connection|not queryable|Connection ended unexpectedly/i;

/** Whether an error means the database cannot be reached right now (not a fault of the request). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as
        { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined,
      depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) return true;
    if (e.name === 'KnexTimeoutError') return true;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
    // Node's "connect" to several addresses (IPv4 and IPv6) fails with an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Asks the database for `select 1`, within `ms`. */
export async function pingDatabase(db: Knex, ms = HEALTH_TIMEOUT_MS): Promise<void> {
  await withTimeout(db.raw('select 1'), ms);
}

/** What a failed check says in a log or a health answer: the error's code or its first line, no secrets. */
export function reasonOf(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  if (e instanceof TimedOut) return e.message;
  if (typeof e?.code === 'string' && /^[A-Z0-9_]+$/.test(e.code)) return e.code;
  return String(e?.message ?? err)
    .split('\n')[0]
    .replace(/\/\/[^@\s]*@/g, '//')
    .slice(0, 200);
}

/**
 * Boot's check that DATABASE_URL answers `select 1` within `ms` (a server that accepts
 * connections and never answers included): otherwise a BootError naming DATABASE_URL and the
 * address, never the password.
 */
export async function assertDatabaseAnswers(url: string, ms = BOOT_TIMEOUT_MS): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: ms });
  client.on('error', () => undefined);
  try {
    await withTimeout(
      client.connect().then(() => client.query('select 1')),
      ms,
    );
  } catch (err) {
    const reason = /timeout/i.test(String((err as Error)?.message)) ? new TimedOut(ms) : err;
    throw new BootError(t(m.databaseBootTimeout, { address: safeAddress(url), reason: reasonOf(reason) }), {
      cause: err,
    });
  } finally {
    void client.end().catch(() => undefined);
  }
}
