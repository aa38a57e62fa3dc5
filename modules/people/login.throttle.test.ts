import t from 'tap';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/knex';
import { createUser, PASSWORD, setupApp } from '../../test/helpers/app';
import { LOGIN_LIMITS } from './auth.service';

/** Signs in through the login form of one instance, from one address (as a proxy would tell it). */
async function formLogin(app: Awaited<ReturnType<typeof setupApp>>, email: string, password: string, ip: string) {
  const page = await app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-for': ip } });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = page.cookies
    .filter((c) => c.name === '_csrf')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const body = new URLSearchParams({ _csrf: csrf, email, password }).toString();
  return app.inject({
    method: 'POST',
    url: '/login',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    payload: body,
  });
}

t.test(
  'the lock-out holds across two instances on one database',
  { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL (two instances share PostgreSQL)' },
  async (t) => {
    const one = await setupApp(t, { trustProxy: true });
    // A second instance: its own process state and its own pool, on the same database.
    const database = (await one.db.raw('select current_database() as name')).rows[0].name as string;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    const twoDb = createDb({ url: url.toString() });
    const two = await buildApp(loadConfig({ NODE_ENV: 'test' }, { logLevel: 'silent', trustProxy: true }), {
      db: twoDb,
    });
    await two.ready();
    t.teardown(async () => {
      await two.close();
      await twoDb.destroy();
    });
    const owner = await createUser(one, 'advisor');

    // Five wrong passwords from one address, spread over both instances.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) {
      const res = await formLogin(i % 2 ? two : one, owner.email, 'mal', '203.0.113.7');
      t.equal(res.statusCode, 401, `failure ${i + 1}`);
    }
    for (const app of [one, two]) {
      const res = await formLogin(app, owner.email, PASSWORD, '203.0.113.7');
      t.equal(res.statusCode, 429, 'locked at that address, on either instance');
      t.match(res.body, 'Demasiados intentos fallidos');
    }
    // The owner, from their own address, is not locked out by the stranger.
    const mine = await formLogin(two, owner.email, PASSWORD, '198.51.100.20');
    t.equal(mine.statusCode, 303, 'the owner signs in from another address');

    // The account-wide ceiling (gentler) holds across instances and addresses.
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      await (i % 2 ? two : one).services.auth
        .login(owner.email, 'mal', { ip: `192.0.2.${i % 200}` })
        .catch(() => undefined);
    const ceiling = await formLogin(one, owner.email, PASSWORD, '198.51.100.21');
    t.equal(ceiling.statusCode, 429, `after ${LOGIN_LIMITS.perAccount} failures from many addresses the account waits`);
  },
);
