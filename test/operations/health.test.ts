import t from 'tap';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/knex';
import { createTestDb } from '../helpers/db';
import { freePort, startRedis, tcpProxy } from '../helpers/servers';

t.test(
  '/healthz: 200 when PostgreSQL and Redis answer, 503 naming the one that does not, within its timeout',
  {
    skip: process.env.DATABASE_URL ? false : 'needs PostgreSQL (DATABASE_URL): the database is cut through a TCP proxy',
  },
  async (t) => {
    const { drop, url } = await createTestDb();
    t.teardown(drop);
    const real = new URL(url!);
    const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    t.teardown(proxy.close);
    const proxied = new URL(url!);
    proxied.port = String(proxy.port);
    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    t.teardown(() => redis.stop());

    const db = createDb({ url: proxied.toString() });
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { logLevel: 'silent', databaseUrl: proxied.toString(), redisUrl: `redis://127.0.0.1:${redisPort}` },
    );
    const app = await buildApp(config, { db });
    t.teardown(async () => {
      await app.close();
      await db.destroy();
    });
    await app.ready();
    const health = async () => {
      const started = Date.now();
      const res = await app.inject({ url: '/healthz' });
      return {
        status: res.statusCode,
        body: res.json() as Record<string, string>,
        cache: res.headers['cache-control'],
        ms: Date.now() - started,
      };
    };

    const up = await health();
    t.equal(up.status, 200, 'anonymous, without a session');
    t.same(up.body, { status: 'ok', database: 'ok', redis: 'ok' });
    t.equal(up.cache, 'no-store');

    proxy.cut();
    const refused = await health();
    t.equal(refused.status, 503, 'database refused');
    t.same(refused.body, { status: 'unavailable', database: 'down', redis: 'ok' });
    t.equal(refused.cache, 'no-store');
    t.notMatch(JSON.stringify(refused.body), /127\.0\.0\.1|postgres|ECONN/, 'no address, user or internal text');

    proxy.hang();
    const silent = await health();
    t.equal(silent.status, 503, 'a database that accepts and never answers');
    t.same(silent.body, { status: 'unavailable', database: 'timeout', redis: 'ok' });
    t.ok(silent.ms < 4000, `answered within the timeout (${silent.ms} ms)`);

    proxy.mend();
    t.equal((await health()).status, 200, 'ready again as soon as the database answers');

    await redis.stop();
    const noRedis = await health();
    t.equal(noRedis.status, 503, 'Redis away');
    t.same(noRedis.body, { status: 'unavailable', database: 'ok', redis: 'down' });
    t.ok(noRedis.ms < 4000, `(${noRedis.ms} ms)`);

    redis = await startRedis(redisPort);
    let back = 0;
    for (let i = 0; i < 100 && back !== 200; i++) {
      back = (await health()).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    t.equal(back, 200, 'ready again once Redis is back');
  },
);
