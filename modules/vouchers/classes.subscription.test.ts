import t from 'tap';
import { createClient } from 'graphql-ws';
import type { FastifyInstance } from 'fastify';
import { callerAs, setupApp, type Caller } from '../../test/helpers/app';
import { classTime, createVoucher } from '../../test/factories/vouchers';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';

// ws (the WebSocket of Node 20, under @fastify/websocket) ships no types here; what the test needs of it:
type WsConstructor = new (
  url: string,
  protocols: string | string[],
  options: { headers: Record<string, string> },
) => object;
const { default: NodeWebSocket } = (await import('ws' as string)) as { default: WsConstructor };

const SUBSCRIPTION = 'subscription { classChanged { classId status voucherId action } }';

/** A graphql-transport-ws client as the browser's, with the caller's cookie on the upgrade. */
function clientFor(app: FastifyInstance, caller: Caller, origin?: string) {
  const { port } = app.server.address() as { port: number };
  const headers = { ...caller.headers, ...(origin ? { origin } : {}) };
  return createClient({
    url: `ws://127.0.0.1:${port}/api/graphql`,
    webSocketImpl: class extends NodeWebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

/** The first result (data or error) of the subscription, or 'timeout'. */
function first(client: ReturnType<typeof createClient>, ms = 3000): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    const stop = client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (value) => {
          clearTimeout(timer);
          stop();
          resolve(value);
        },
        error: (err) => {
          clearTimeout(timer);
          resolve({ error: err instanceof Error ? err.message : ((err as { code?: number }).code ?? err) });
        },
        complete: () => undefined,
      },
    );
  });
}

const settle = () => new Promise((r) => setTimeout(r, 300));

t.test('classChanged over WebSocket: staff receive, teachers and anonymous are refused', async (t) => {
  const app = await setupApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [advisor, teacher, anonymous] = await Promise.all([
    callerAs(app, 'advisor'),
    callerAs(app, 'teacher'),
    callerAs(app, 'anonymous'),
  ]);
  const voucher = await createVoucher(app, { hours: 5 });
  const actor = await app.services.auth.resolve(advisor.cookie.split('=')[1]);

  const staff = clientFor(app, advisor);
  const received = first(staff);
  const refusedTeacher = first(clientFor(app, teacher));
  const refusedAnonymous = first(clientFor(app, anonymous));
  const refusedOrigin = first(clientFor(app, advisor, 'https://evil.example'));
  await settle();
  const created = await app.services.classes.create(actor, { voucherId: voucher.id, date: classTime(1), duration: 60 });
  t.same(await received, {
    data: { classChanged: { classId: created.id, status: 'pending', voucherId: voucher.id, action: 'created' } },
  });
  const teacherResult = (await refusedTeacher) as { error?: unknown; errors?: { message: string }[] };
  t.match(JSON.stringify(teacherResult), /No tienes permiso|FORBIDDEN|permiso/, 'the teacher is refused by the policy');
  t.notMatch(JSON.stringify(teacherResult), 'classChanged":{', 'and gets no event');
  t.not(await refusedAnonymous, 'timeout', 'the anonymous upgrade is refused');
  t.notMatch(JSON.stringify(await refusedAnonymous), 'classChanged":{');
  t.notMatch(JSON.stringify(await refusedOrigin), 'classChanged":{', 'another origin is refused');
  await staff.dispose();
});

t.test(
  'classChanged through Redis: an event published by one instance reaches the other',
  { skip: process.env.REDIS_URL ? false : 'REDIS_URL unset (set it to test the shared emitter)' },
  async (t) => {
    const app = await setupApp(t, { redisUrl: process.env.REDIS_URL });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // A second instance over the same database and Redis: the subscriber connects there.
    const second = await buildApp(
      loadConfig({ NODE_ENV: 'test' }, { logLevel: 'silent', redisUrl: process.env.REDIS_URL }),
      { db: app.db },
    );
    await second.listen({ port: 0, host: '127.0.0.1' });
    t.teardown(() => second.close());
    const advisor = await callerAs(app, 'advisor');
    const voucher = await createVoucher(app, { hours: 5 });
    const actor = await app.services.auth.resolve(advisor.cookie.split('=')[1]);
    const client = clientFor(second, advisor);
    const received = first(client, 5000);
    await settle();
    const created = await app.services.classes.create(actor, {
      voucherId: voucher.id,
      date: classTime(1),
      duration: 60,
    });
    t.same(await received, {
      data: { classChanged: { classId: created.id, status: 'pending', voucherId: voucher.id, action: 'created' } },
    });
    await client.dispose();
  },
);
