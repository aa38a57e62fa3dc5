import t from 'tap';
import { getNamedType, isInputObjectType, isObjectType, type GraphQLType } from 'graphql';
import { callerAs, gql, setupApp } from '../../test/helpers/app';

t.test('a resolver fault: INTERNAL with a generic Spanish message, nothing internal', async (t) => {
  const app = await setupApp(t, {}, (app) => {
    app.graphql.extendSchema('extend type Query { testBoom: Boolean }');
    // Not in the generated types: this field exists only in this test.
    app.graphql.defineResolvers({
      Query: {
        testBoom: () => {
          throw new Error('syntax error at or near "select * from secret_table"');
        },
      },
    } as never);
  });
  const admin = await callerAs(app, 'admin');
  const { status, body } = await gql(app, admin, '{ testBoom }');
  t.equal(status, 200);
  t.equal(body.errors?.[0].extensions?.code, 'INTERNAL');
  t.equal(body.errors?.[0].message, 'Se ha producido un error inesperado. Inténtalo de nuevo en unos minutos.');
  t.notMatch(JSON.stringify(body), /secret_table|stack/);
});

t.test('GraphiQL is there in development, not in production', async (t) => {
  const dev = await setupApp(t, { env: 'development' });
  const admin = await callerAs(dev, 'admin');
  t.equal((await dev.inject({ url: '/graphiql', headers: admin.headers })).statusCode, 200);
  const prod = await setupApp(t, { env: 'production' });
  const prodAdmin = await callerAs(prod, 'admin');
  t.equal((await prod.inject({ url: '/graphiql', headers: prodAdmin.headers })).statusCode, 404);
});

t.test('a subscription sent over HTTP is refused with a Spanish message, not run as a query', async (t) => {
  const app = await setupApp(t);
  const advisor = await callerAs(app, 'advisor');
  const query = 'subscription Live { classChanged { classId } }';
  // It ran as a query whose non-null field came back null: INTERNAL, logged as a fault of ours.
  for (const run of [1, 2]) {
    const { status, body } = await gql(app, advisor, query);
    t.equal(status, 400, `run ${run}`);
    t.equal(body.errors?.[0].extensions?.code, 'BAD_REQUEST');
    t.match(body.errors?.[0].message, /^Las suscripciones \(subscription\) se abren por WebSocket/);
  }
  const get = await app.inject({
    method: 'GET',
    url: `/api/graphql?query=${encodeURIComponent(query)}`,
    headers: { ...advisor.headers, 'apollo-require-preflight': 'true' },
  });
  t.notMatch(get.body, /INTERNAL/, 'nor by GET');
  const chosen = await gql(app, advisor, `query Ping { __typename } ${query}`);
  t.equal(chosen.body.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED', 'two operations: name one');
  const ping = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { ...advisor.headers, 'content-type': 'application/json' },
    payload: { query: `query Ping { __typename } ${query}`, operationName: 'Ping' },
  });
  t.same(ping.json().data, { __typename: 'Query' }, 'the query beside it still runs when named');
});

t.test(
  'a query by GET: refused without a preflight header, with a message that says which; run with one',
  async (t) => {
    const app = await setupApp(t);
    const admin = await callerAs(app, 'admin');
    const url = `/api/graphql?query=${encodeURIComponent('query Ping { __typename }')}`;
    const bare = await app.inject({ method: 'GET', url, headers: admin.headers });
    t.equal(bare.statusCode, 400);
    // It told a GET client to send its body as JSON (a GET has none) and named the header for uploads only.
    t.match(bare.json().errors[0].message, 'en una consulta por GET o al subir archivos');
    for (const header of ['apollo-require-preflight', 'x-apollo-operation-name']) {
      const res = await app.inject({ method: 'GET', url, headers: { ...admin.headers, [header]: 'Ping' } });
      t.same(res.json().data, { __typename: 'Query' }, header);
    }
  },
);

t.test('dates are typed Date everywhere: no field or input named as a day is a String', async (t) => {
  const app = await setupApp(t);
  // Not calendar days: a class's local date and time; an email's addressee.
  const notDays = new Set([
    'ClassInput.date',
    'TeacherClassInput.date',
    'ClaimClassInput.date',
    'VoucherEmailResult.to',
  ]);
  const stringDays: string[] = [];
  for (const type of Object.values(app.graphql.schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      const day = /(^date$|Date$|On$|^from$|^to$)/.test(field.name) && !/^HistoryPayroll/.test(type.name);
      if (day && getNamedType(field.type as GraphQLType)?.name === 'String' && !notDays.has(name))
        stringDays.push(name);
    }
  }
  t.strictSame(stringDays, []);
  const admin = await callerAs(app, 'admin');
  const { body } = await gql(app, admin, '{ invoices(filter: { from: 20260101 }) { total } }');
  t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_VALIDATION_FAILED', 'a number is no date (it was read as none)');
  t.match(body.errors?.[0].message, /^La consulta GraphQL no es válida: el valor no es del tipo «Date»/);
});

t.test('a subscription event whose field fails: INTERNAL in Spanish over the socket, nothing internal', async (t) => {
  const app = await setupApp(t, {}, (app) => {
    app.graphql.extendSchema('type TestTick { n: Int, boom: Boolean } extend type Subscription { testTick: TestTick }');
    // Not in the generated types: these exist only in this test.
    app.graphql.defineResolvers({
      Subscription: {
        testTick: {
          subscribe: (_: unknown, __: unknown, ctx: { pubsub: { subscribe(topic: string): unknown } }) =>
            ctx.pubsub.subscribe('TEST_TICK'),
        },
      },
      TestTick: {
        boom: () => {
          throw new Error('relation "secret_table" does not exist');
        },
      },
    } as never);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await callerAs(app, 'admin');
  const { port } = app.server.address() as { port: number };
  type Ws = new (
    url: string,
    protocol: string,
    options: { headers: Record<string, string> },
  ) => {
    send(data: string): void;
    close(): void;
    on(event: string, listener: (data: Buffer) => void): void;
  };
  const { default: WebSocket } = (await import('ws' as string)) as { default: Ws };
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/graphql`, 'graphql-transport-ws', { headers: admin.headers });
  const messages: { type: string; payload?: unknown }[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const waitFor = async (type: string) => {
    for (let i = 0; i < 100 && !messages.some((m) => m.type === type); i++) await new Promise((r) => setTimeout(r, 30));
    return messages.find((m) => m.type === type);
  };
  await new Promise((resolve) => ws.on('open', resolve as () => void));
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await waitFor('connection_ack');
  ws.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: 'subscription { testTick { n boom } }' } }));
  await new Promise((r) => setTimeout(r, 300));
  await app.graphql.pubsub.publish({ topic: 'TEST_TICK', payload: { testTick: { n: 1 } } });
  // The error formatter read the HTTP reply a socket has not, and the event went out as its TypeError.
  t.strictSame((await waitFor('next'))?.payload, {
    data: { testTick: { n: 1, boom: null } },
    errors: [
      {
        message: 'Se ha producido un error inesperado. Inténtalo de nuevo en unos minutos.',
        locations: [{ line: 1, column: 29 }],
        path: ['testTick', 'boom'],
        extensions: { code: 'INTERNAL' },
      },
    ],
  });
  t.notMatch(JSON.stringify(messages), /secret_table|Cannot read/);
  ws.close();
});

t.test('a malformed multipart upload is a bad request, and the server goes on answering', async (t) => {
  const app = await setupApp(t, {}, (app) => {
    app.graphql.extendSchema('extend type Mutation { testUpload(file: Upload!): Int }');
    // Not in the generated types: this field exists only in this test. It reads the file whole, as uploads do.
    app.graphql.defineResolvers({
      Mutation: {
        testUpload: async (_: unknown, { file }: { file: Promise<{ createReadStream(): AsyncIterable<Buffer> }> }) => {
          let size = 0;
          for await (const chunk of (await file).createReadStream()) size += chunk.length;
          return size;
        },
      },
    } as never);
  });
  const advisor = await callerAs(app, 'advisor');
  const upload = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: {
        ...advisor.headers,
        'apollo-require-preflight': 'true',
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      payload,
    });
  const part = (name: string, body: string) =>
    `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
  const operations = part(
    'operations',
    JSON.stringify({ query: 'mutation($f: Upload!) { testUpload(file: $f) }', variables: { f: null } }),
  );
  const map = part('map', JSON.stringify({ 0: ['variables.f'] }));
  const file = (name: string) =>
    `--XyZ\r\nContent-Disposition: form-data; name="0"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  t.strictSame((await upload(`${operations}${map}${file('cv.pdf')}%PDF-1.4\r\n--XyZ--\r\n`)).json(), {
    data: { testUpload: 8 },
  });
  const cases: [string, string][] = [
    // A control character in a part's header: busboy reported it twice, the second time with no
    // listener left, and that 'error' ended the whole process.
    ['a file part header busboy cannot read', `${operations}${map}${file('a\u0001b.pdf')}%PDF-1.4\r\n--XyZ--\r\n`],
    [
      'a header busboy cannot read before the operations',
      `--XyZ\r\nContent-Disposition: form-data; name="op\u0001"\r\n\r\n{}\r\n--XyZ--\r\n`,
    ],
    // These were INTERNAL, logged as faults of ours.
    ['an empty body', ''],
    ['a body cut short before the file', `${operations}${map.slice(0, 20)}`],
  ];
  for (const [label, payload] of cases) {
    const res = await upload(payload);
    t.ok([200, 400].includes(res.statusCode), `${label}: ${res.statusCode}`);
    t.strictSame(
      res.json().errors.map((e: { message: string; extensions: { code: string } }) => [e.message, e.extensions.code]),
      [['La petición no es válida', 'BAD_REQUEST']],
      label,
    );
  }
  t.strictSame((await gql(app, advisor, '{ version }')).body, { data: { version: '1' } }, 'still answering');
});
