import t, { type Test } from 'tap';
import { spawnNode } from '../helpers/process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestDb } from '../helpers/db';
import { callerAs, gql, type Caller } from '../helpers/app';
import { classTime, createVoucher } from '../factories/vouchers';
import { eventually, freePort, logCollector, startRedis } from '../helpers/servers';

// ws (under @fastify/websocket) ships no types here; what the test needs of it:
type WsConstructor = new (
  url: string,
  protocols: string | string[],
  options: { headers: Record<string, string> },
) => object;
const { default: NodeWebSocket } = (await import('ws' as string)) as { default: WsConstructor };

const SUBSCRIPTION = 'subscription { classChanged { classId action } }';

/** Every classChanged event an advisor's WebSocket receives, kept in `events`. */
function listen(app: FastifyInstance, caller: Caller) {
  const { port } = app.server.address() as { port: number };
  const headers = caller.headers;
  const client = createClient({
    url: `ws://127.0.0.1:${port}/api/graphql`,
    webSocketImpl: class extends NodeWebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
  const events: number[] = [];
  client.subscribe(
    { query: SUBSCRIPTION },
    {
      next: (v) => void events.push((v.data as { classChanged: { classId: number } }).classChanged.classId),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { events, dispose: () => client.dispose() };
}

async function instance(t: Test, overrides: Partial<Config>) {
  const { db, drop, url } = await createTestDb();
  const logs = logCollector();
  // The database as an installation on it has it (the Redis prefix derives from it): its URL on
  // PostgreSQL; on PGlite, a data directory of its own, as every embedded installation has.
  const dataDir = mkdtempSync(join(tmpdir(), 'academia-redis-'));
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test' }, { logLevel: 'info', databaseUrl: url, dataDir, ...overrides }),
    { db, logStream: logs.stream },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, logs };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test(
  'Redis stopped and started again under a serving instance: pages and GraphQL keep answering, one log line, live updates resume',
  async (t) => {
    const port = await freePort();
    let redis = await startRedis(port);
    t.teardown(() => redis.stop());
    const redisUrl = `redis://127.0.0.1:${port}`;
    const { app, logs } = await instance(t, { redisUrl });
    const advisor = await callerAs(app, 'advisor');
    const actor = await app.services.auth.resolve(advisor.cookie.split('=')[1]);
    const voucher = await createVoucher(app, { hours: 20 });
    const subscriber = listen(app, advisor);
    t.teardown(() => subscriber.dispose());
    await pause(500);
    const before = await app.services.classes.create(actor, {
      voucherId: voucher.id,
      date: classTime(1),
      duration: 60,
    });
    t.ok(await eventually(() => subscriber.events.includes(before.id), 5000), 'an event arrives while Redis is up');

    await redis.stop();
    // mqemitter-redis used to re-emit the connection error with nobody listening: the process died within 200 ms.
    await pause(1500);
    const login = await app.inject({ url: '/login' });
    t.equal(login.statusCode, 200, 'pages answer while Redis is away');
    const query = await gql(app, advisor, '{ vouchers { total } }');
    t.equal(query.status, 200, 'GraphQL answers while Redis is away');
    t.notOk(query.body.errors, JSON.stringify(query.body.errors));
    const during = await app.services.classes.create(actor, {
      voucherId: voucher.id,
      date: classTime(2),
      duration: 60,
    });
    t.ok(during.id, 'a class is saved while Redis is away (only its live notification is lost)');
    await pause(1000);
    const outage = logs.lines.filter((l) => l.event === 'redis.unavailable');
    t.equal(outage.length, 1, 'the outage is logged once, however many reconnection attempts fail');
    t.match(
      outage[0],
      { level: 50, redis: redisUrl, msg: /Redis no responde/ },
      'as a structured line naming the server',
    );
    t.same(
      logs.lines.filter((l) => 'unstructured' in l),
      [],
      'every log line is JSON',
    );

    redis = await startRedis(port);
    t.ok(await eventually(() => logs.lines.some((l) => l.event === 'redis.available'), 10_000), 'the return is logged');
    t.ok(
      await eventually(async () => {
        const after = await app.services.classes.create(actor, {
          voucherId: voucher.id,
          date: classTime(3 + subscriber.events.length),
          duration: 60,
        });
        return eventually(() => subscriber.events.includes(after.id), 1000);
      }, 10_000),
      'the same open subscription receives events again once Redis is back',
    );
    t.equal(logs.lines.filter((l) => l.event === 'redis.unavailable').length, 1, 'still one outage line');
  },
);

t.test('channels are namespaced per installation: two academies on one Redis do not see each other', async (t) => {
  const port = await freePort();
  const redis = await startRedis(port);
  t.teardown(() => redis.stop());
  const redisUrl = `redis://127.0.0.1:${port}`;
  const spy = new Redis(redisUrl);
  t.teardown(() => spy.disconnect());
  const channels: string[] = [];
  await spy.psubscribe('*');
  spy.on('pmessage', (_p, channel) => channels.push(channel));

  const one = await instance(t, { redisUrl });
  const two = await instance(t, { redisUrl });
  const staged = await instance(t, { redisUrl, redisPrefix: 'academia-pruebas:' });
  const [a1, a2, a3] = await Promise.all([
    callerAs(one.app, 'advisor'),
    callerAs(two.app, 'advisor'),
    callerAs(staged.app, 'advisor'),
  ]);
  const [s1, s2, s3] = [listen(one.app, a1), listen(two.app, a2), listen(staged.app, a3)];
  t.teardown(() => Promise.all([s1.dispose(), s2.dispose(), s3.dispose()]));
  await pause(500);
  const voucher = await createVoucher(one.app, { hours: 5 });
  const created = await one.app.services.classes.create(await one.app.services.auth.resolve(a1.cookie.split('=')[1]), {
    voucherId: voucher.id,
    date: classTime(1),
    duration: 60,
  });
  t.ok(await eventually(() => s1.events.includes(created.id), 5000), 'its own instance receives the event');
  await pause(700);
  t.same(s2.events, [], 'another academy (another database) on the same Redis receives nothing');
  t.same(s3.events, [], 'nor one with its own REDIS_PREFIX');
  t.equal(channels.length, 1);
  t.match(
    channels[0],
    /^academia:127\.0\.0\.1:5432\/test_|^academia:\//,
    'the channel carries the installation prefix (derived from its database)',
  );
});

t.test(
  'boot with REDIS_URL unreachable stops at once with a clear Spanish message naming REDIS_URL, without the password',
  async (t) => {
    const port = await freePort();
    const started = Date.now();
    const { code, output } = await spawnNode(['--import', 'tsx', 'src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        REDIS_URL: `redis://:secreto@127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
    }).done;
    const seconds = (Date.now() - started) / 1000;
    t.equal(code, 1, 'the process exits with an error');
    t.ok(seconds < 15, `within seconds (${seconds.toFixed(1)} s, tsx start included)`);
    t.match(output, /REDIS_URL/);
    t.match(output, /no responde/);
    t.match(output, `redis://127.0.0.1:${port}`, 'names the address');
    t.notMatch(output, 'secreto', 'never the password');
    t.notMatch(output, /Unhandled 'error' event|\n\s+at /, 'no raw stack');
  },
);
