import type { Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { hashPassword } from '../../modules/people';
import type { Actor, Role } from '../../src/lib/policy';
import { createTestDb } from './db';

export const PASSWORD = 'contraseña-de-prueba';

/** Boots the real app on its own database; closed when the test ends. */
export async function setupApp(
  t: Test,
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  build: Omit<BuildOptions, 'db'> = {},
): Promise<FastifyInstance> {
  const { db, drop } = await createTestDb();
  const config = loadConfig({ NODE_ENV: 'test' }, { logLevel: 'silent', ...overrides });
  const app = await buildApp(config, { ...build, db });
  beforeReady?.(app);
  await app.ready();
  t.teardown(async () => {
    await app.close();
    await drop();
  });
  return app;
}

let counter = 0;
/** Every test user's password hashed once per process: argon2 takes ~50 ms of CPU a hash, by design. */
let passwordHash: Promise<string> | undefined;

export async function createUser(app: FastifyInstance, role: Role, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const [user] = await app
    .db('users')
    .insert({
      email: `${role}${counter}@academia.test`,
      role,
      firstName: `Nombre${counter}`,
      lastName: 'Apellido',
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      ...overrides,
    })
    .returning('*');
  return user as { id: number; email: string; role: Role };
}

export interface Caller {
  role: Role | 'anonymous';
  /** Cookie header value, empty for anonymous. */
  cookie: string;
  headers: Record<string, string>;
}

/**
 * A new user of the role, signed in: the user, the caller a browser would be (its cookie) and
 * the Actor its session resolves to (what services take).
 */
export async function loginAs(app: FastifyInstance, role: Role) {
  const user = await createUser(app, role);
  const { token } = await app.services.auth.login(user.email, PASSWORD, { ip: `10.0.0.${counter}` });
  const cookie = `apollo-token=${token}`;
  const caller: Caller = { role, cookie, headers: { cookie } };
  const actor = (await app.services.auth.resolve(token)) as Actor;
  return { user, caller, actor };
}

/** A signed-in user of each role (or anonymous), with the cookie a browser would send. */
export async function callerAs(app: FastifyInstance, role: Role | 'anonymous'): Promise<Caller> {
  if (role === 'anonymous') return { role, cookie: '', headers: {} };
  return (await loginAs(app, role)).caller;
}

export const ROLES_AND_ANONYMOUS = ['anonymous', 'teacher', 'advisor', 'admin'] as const;

export async function gql(
  app: FastifyInstance,
  caller: Caller | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', ...(caller?.headers ?? {}) },
    payload: { query, variables },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
    },
  };
}

function cookiesOf(res: LightMyRequestResponse): string[] {
  return res.cookies.map((c) => `${c.name}=${c.value}`);
}

/**
 * The one-time message a redirect left for the next page (the `flash` cookie), or {} when none.
 * An injected response's cookie values come URL-decoded already: decoding again broke on a text's own %.
 */
export function flashOf(res: { cookies: { name: string; value: string }[] }): { kind?: string; text?: string } {
  const raw = res.cookies.find((c) => c.name === 'flash')?.value;
  return raw ? (JSON.parse(raw) as { kind?: string; text?: string }) : {};
}

/**
 * Posts a form as a browser would: loads the page first for its CSRF token and cookie, then
 * sends the fields urlencoded.
 */

export async function postForm(
  app: FastifyInstance,
  caller: Caller,
  pageUrl: string,
  action: string,
  fields: Record<string, string | string[]>,
) {
  const page = await app.inject({ method: 'GET', url: pageUrl, headers: caller.headers });
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = [caller.cookie, ...cookiesOf(page).filter((c) => c.startsWith('_csrf='))].filter(Boolean).join('; ');
  const body = new URLSearchParams();
  body.append('_csrf', token);
  for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) body.append(k, item);
  return app.inject({
    method: 'POST',
    url: action,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}
