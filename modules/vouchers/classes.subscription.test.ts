import t from 'tap';
import { createClient } from 'graphql-ws';
import type { FastifyInstance } from 'fastify';
import { callerAs, loginAs, setupApp, type Caller } from '../../test/helpers/app';
import { classTime, createVoucher } from '../../test/factories/vouchers';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';

// ws (the WebSocket of Node 20, under @fastify/websocket) ships no types here; what the test needs of it:
type WsConstructor = new (
  url: string,
  protocols: string | string[],
  options: { headers: Record<string, string> },
) => RawSocket;
interface RawSocket {
  send(data: string): void;
  close(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
}
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

/** A bare socket (graphql-transport-ws unless told), its messages as they come and how it closed. */
function rawSocket(app: FastifyInstance, headers: Record<string, string>, protocol = 'graphql-transport-ws') {
  const { port } = app.server.address() as { port: number };
  const ws = new NodeWebSocket(`ws://127.0.0.1:${port}/api/graphql`, protocol, { headers });
  const messages: { type: string; id?: string; payload?: unknown }[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const opened = new Promise<void>((resolve) => ws.on('open', resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = async (type: string) => {
    for (let i = 0; i < 100 && !messages.some((x) => x.type === type); i++) await new Promise((r) => setTimeout(r, 30));
    return messages.find((x) => x.type === type);
  };
  return { ws, messages, opened, closed, next };
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

t.test('a live-updates socket refused or misused: a close code and a Spanish reason, nothing internal', async (t) => {
  const app = await setupApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const advisor = await callerAs(app, 'advisor');
  const host = `127.0.0.1:${port}`;
  const noSession = {
    code: 4401,
    reason: 'Tu sesión ha terminado: vuelve a iniciar sesión para ver los cambios en directo',
  };
  const badMessage = { code: 4400, reason: 'Mensaje no válido: la conexión de cambios en directo se ha cerrado' };
  const origin = { code: 4403, reason: 'Conexión rechazada: solo se admite desde las páginas de esta intranet' };

  // Refused at the upgrade it was an HTTP 401/403 («Unauthorized»): the browser saw 1006 and retried.
  t.strictSame(await rawSocket(app, {}).closed, noSession, 'no session');
  t.strictSame(await rawSocket(app, { cookie: 'apollo-token=made-up' }).closed, noSession, 'an unknown session');
  t.strictSame(await rawSocket(app, { ...advisor.headers, origin: 'https://evil.example' }).closed, origin);
  // «null» (a sandboxed frame) threw inside the upgrade.
  t.strictSame(await rawSocket(app, { ...advisor.headers, origin: 'null' }).closed, origin, 'Origin: null');
  t.strictSame(await rawSocket(app, advisor.headers, 'chat').closed, {
    code: 4406,
    reason: 'Conexión rechazada: usa el protocolo graphql-transport-ws',
  });

  const revoked = await loginAs(app, 'advisor');
  await app.services.auth.logout(revoked.actor.sessionId);
  t.strictSame(await rawSocket(app, revoked.caller.headers).closed, noSession, 'a revoked session');
  // Revoked after the upgrade, before connection_init.
  const late = await loginAs(app, 'advisor');
  const lateSocket = rawSocket(app, late.caller.headers);
  await lateSocket.opened;
  await app.services.auth.logout(late.actor.sessionId);
  lateSocket.ws.send(JSON.stringify({ type: 'connection_init' }));
  t.strictSame(await lateSocket.closed, noSession, 'revoked before connection_init');

  const misuse = async (messages: unknown[], expected: { code: number; reason: string }, what: string) => {
    const socket = rawSocket(app, { ...advisor.headers, origin: `http://${host}` });
    await socket.opened;
    for (const message of messages) socket.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    t.strictSame(await socket.closed, expected, what);
    t.notMatch(
      JSON.stringify(socket.messages),
      /Must|must|Invalid|JSON string|established|Cannot/,
      `${what}: no English`,
    );
  };
  const init = { type: 'connection_init' };
  const subscribe = { type: 'subscribe', id: '1', payload: { query: SUBSCRIPTION } };
  await misuse(['not json'], badMessage, 'not JSON');
  await misuse([init, '[1]'], badMessage, 'not an object');
  await misuse([init, { type: 'start', id: '1' }], badMessage, 'an unknown type');
  await misuse([init, { type: 'subscribe', id: '1' }], badMessage, 'a subscribe without payload');
  await misuse([init, { type: 'subscribe', id: '1', payload: { query: { kind: 'Document' } } }], badMessage, 'an AST');
  await misuse([init, { ...subscribe, extensions: [{ type: 'connectionInit' }] }], badMessage, 'extensions');
  await misuse([subscribe], noSession, 'a subscribe before connection_init');
  await misuse([init, init], { code: 4429, reason: 'La conexión de cambios en directo ya estaba iniciada' }, 'twice');
  await misuse(
    [init, subscribe, subscribe],
    { code: 4409, reason: 'Ya hay una suscripción abierta con ese identificador' },
    'an id already open',
  );

  // A query that cannot run: its Spanish errors with a code, and the socket stays open.
  const socket = rawSocket(app, advisor.headers);
  await socket.opened;
  socket.ws.send(JSON.stringify(init));
  await socket.next('connection_ack');
  const ask = (id: string, query: string, variables?: unknown) =>
    socket.ws.send(JSON.stringify({ type: 'subscribe', id, payload: { query, variables } }));
  ask('a', 'subscription { classChanged { nope } }');
  ask('b', '{ version }');
  ask('c', 'subscription { classChanged {');
  ask('d', 'subscription ($v: Int!) { cardPaymentAnswered(voucherId: $v) { outcome } }', { v: 'x' });
  for (let i = 0; i < 100 && socket.messages.filter((x) => x.type === 'error').length < 4; i++)
    await new Promise((r) => setTimeout(r, 30));
  const errors = Object.fromEntries(socket.messages.filter((x) => x.type === 'error').map((x) => [x.id, x.payload]));
  t.strictSame(errors.a, [
    {
      message: 'La consulta GraphQL no es válida: el campo «nope» no existe en «ClassChange»',
      locations: [{ line: 1, column: 31 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ]);
  t.match(errors.b, [{ message: /^Por WebSocket solo se abren suscripciones/, extensions: { code: 'BAD_REQUEST' } }]);
  t.match(errors.c, [
    {
      message: /^La consulta GraphQL no es válida: error de sintaxis/,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ]);
  t.match(errors.d, [
    {
      message: /^La consulta GraphQL no es válida: la variable «\$v»/,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ]);
  socket.ws.close();

  // A session ended while subscribed: no event after it, and the socket closes (it waited for a 30 s check).
  const leaving = await loginAs(app, 'advisor');
  const live = rawSocket(app, leaving.caller.headers);
  await live.opened;
  live.ws.send(JSON.stringify(init));
  await live.next('connection_ack');
  live.ws.send(JSON.stringify(subscribe));
  await settle();
  await app.services.auth.logout(leaving.actor.sessionId);
  const voucher = await createVoucher(app, { hours: 5 });
  await app.services.classes.create(leaving.actor, { voucherId: voucher.id, date: classTime(2), duration: 60 });
  t.strictSame(await live.closed, noSession, 'closed at the first event after logout');
  t.notOk(
    live.messages.some((x) => x.type === 'next'),
    'and that event was not sent',
  );

  // Refused by the policy: the code and the Spanish message.
  const teacher = rawSocket(app, (await callerAs(app, 'teacher')).headers);
  await teacher.opened;
  teacher.ws.send(JSON.stringify(init));
  await teacher.next('connection_ack');
  teacher.ws.send(JSON.stringify(subscribe));
  t.strictSame((await teacher.next('error'))?.payload, [
    {
      message: 'No tienes permiso para hacer esto',
      locations: [{ line: 1, column: 16 }],
      path: ['classChanged'],
      extensions: { code: 'FORBIDDEN' },
    },
  ]);
  teacher.ws.close();
});
