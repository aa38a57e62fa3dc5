import t, { type Test } from 'tap';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callerAs, gql, setupApp } from '../../test/helpers/app';
import { englishIn, internalIn, messagesOf } from '../../test/helpers/spanish';

type Answer = { errors?: { message: string; extensions?: { code?: string } }[] };

/** A request refused as a whole: 400, its code and message; the answer's body for more checks. */
function refusedAs(
  t: Test,
  res: { statusCode: number; body: string },
  { code, message, label }: { code: string; message: RegExp; label: string },
): Answer {
  const body = JSON.parse(res.body) as Answer;
  t.equal(res.statusCode, 400, label);
  t.equal(body.errors?.[0].extensions?.code, code, label);
  t.match(body.errors?.[0].message, message, label);
  return body;
}

t.test('every client error of the API is Spanish, with a stable code and nothing internal', async (t) => {
  const app = await setupApp(t, { env: 'production' });
  const admin = await callerAs(app, 'admin');
  const post = (payload: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': contentType, ...admin.headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const expectations: [string, () => Promise<{ statusCode: number; body: string }>, number, string, RegExp][] = [
    // Checked before the body schema would turn the number into the text '123' (then a syntax error).
    ['a number as query (was INTERNAL)', () => post({ query: 123 }), 400, 'BAD_REQUEST', /«query» debe ser un texto/],
    [
      'a JSON syntax tree as query',
      () => post({ query: '{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /error de sintaxis/,
    ],
    [
      'a query over the token limit: said so, not a syntax error at some column',
      () => post({ query: `{ ${'v '.repeat(5100)}}` }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /^La consulta GraphQL no es válida: es demasiado larga, tiene demasiados elementos$/,
    ],
    ['an object as query', () => post({ query: { a: 1 } }), 400, 'BAD_REQUEST', /«query» debe ser un texto/],
    ['true as query', () => post({ query: true }), 400, 'BAD_REQUEST', /«query» debe ser un texto/],
    ['a batch (an array body)', () => post([{ query: '{ version }' }]), 400, 'BAD_REQUEST', /debe ser un objeto JSON/],
    ['a JSON string body ("body must be object")', () => post('"hola"'), 400, 'BAD_REQUEST', /debe ser un objeto JSON/],
    [
      'variables as text',
      () => post({ query: '{ version }', variables: 'x' }),
      400,
      'BAD_REQUEST',
      /«variables» debe ser un objeto JSON/,
    ],
    [
      'operationName as an object',
      () => post({ query: '{ version }', operationName: { a: 1 } }),
      400,
      'BAD_REQUEST',
      /«operationName» debe ser un texto/,
    ],
    ['no query', () => post({}), 400, 'BAD_REQUEST', /Falta la consulta GraphQL/],
    ['broken JSON', () => post('{"query": '), 400, 'BAD_REQUEST', /no es un JSON válido/],
    [
      'a syntax error',
      () => post({ query: '{ customer(' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /error de sintaxis en la línea 1, columna 12/,
    ],
    [
      'a string for an Int ("Int cannot represent non-integer value")',
      () => post({ query: '{ customer(id: "x") { id } }' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /se esperaba un número entero/,
    ],
    [
      'an Int beyond 32 bits, literal',
      () => post({ query: '{ customer(id: 99999999999) { id } }' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /fuera del rango admitido/,
    ],
    [
      'an Int beyond 32 bits, variable',
      () => post({ query: 'query($id: Int!) { customer(id: $id) { id } }', variables: { id: 1e12 } }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /la variable «\$id» no es válida: un número entero está fuera del rango/,
    ],
    [
      'a fraction for an Int variable',
      () => post({ query: 'query($id: Int!) { customer(id: $id) { id } }', variables: { id: 1.5 } }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /la variable «\$id» no es válida: se esperaba un número entero/,
    ],
    [
      'a missing variable',
      () => post({ query: 'query($id: Int!) { customer(id: $id) { id } }' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /falta la variable obligatoria «\$id»/,
    ],
    [
      'a missing argument',
      () => post({ query: '{ customer { id } }' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /falta el argumento obligatorio «id» del campo «customer»/,
    ],
    [
      'two anonymous operations',
      () => post({ query: '{ version } { version }' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /varias operaciones/,
    ],
    [
      'too deep ("query depth (27) exceeds…")',
      () =>
        post({ query: '{ __type(name: "Customer") { ' + 'ofType { '.repeat(26) + 'name' + ' }'.repeat(26) + ' } }' }),
      400,
      'GRAPHQL_TOO_COMPLEX',
      /^La consulta GraphQL anida 9 niveles y el máximo son 8$/,
    ],
  ];
  for (const [label, send, status, code, message] of expectations) {
    const res = await send();
    const body = JSON.parse(res.body) as Answer;
    t.equal(res.statusCode, status, label);
    t.equal(body.errors?.[0].extensions?.code, code, label);
    t.match(body.errors?.[0].message, message, label);
    t.equal(englishIn(messagesOf(body).join(' ')), undefined, `${label}: no English`);
    t.equal(internalIn(res.body), undefined, `${label}: nothing internal`);
  }

  await t.test('GraphQL stops after 100 errors ("Validation aborted."): each is Spanish', async (t) => {
    const query = '{ ' + Array.from({ length: 120 }, (_, i) => `f${i}`).join(' ') + ' }';
    const res = await post({ query });
    const body = JSON.parse(res.body) as Answer;
    t.equal(res.statusCode, 400);
    t.equal(body.errors?.length, 101);
    t.equal(body.errors?.at(-1)?.message, 'La consulta GraphQL no es válida: la consulta tiene demasiados errores');
    t.equal(englishIn(messagesOf(body).join(' ')), undefined);
  });

  await t.test('GET: a mutation and broken variables', async (t) => {
    const mutation = await app.inject({
      method: 'GET',
      url: '/api/graphql?query=' + encodeURIComponent('mutation { ping }'),
      headers: { ...admin.headers, 'x-mercurius-operation-name': 'x' },
    });
    t.equal(mutation.statusCode, 405);
    t.match(mutation.json().errors[0].message, /se envían con POST/);
    const variables = await app.inject({
      method: 'GET',
      url: '/api/graphql?query=' + encodeURIComponent('{ version }') + '&variables=%7B',
      headers: { ...admin.headers, 'x-mercurius-operation-name': 'x' },
    });
    t.equal(variables.statusCode, 400);
    t.equal(variables.json().errors[0].message, 'Las variables de la consulta no son un JSON válido');
    for (const res of [mutation, variables]) t.equal(englishIn(messagesOf(res.json()).join(' ')), undefined);
  });

  await t.test(
    'operationName must name an operation of the query, on every request (also once compiled)',
    async (t) => {
      const get = (params: Record<string, string>) =>
        app.inject({
          method: 'GET',
          url: '/api/graphql?' + new URLSearchParams(params).toString(),
          headers: { ...admin.headers, 'x-mercurius-operation-name': 'x' },
        });
      const two = 'query A { version } query B { other: version }';
      const one = 'query Solo { version }';
      // Each document is run several times first: queries seen before run compiled (graphql-jit).
      for (let i = 0; i < 3; i++) {
        t.same((await post({ query: two, operationName: 'A' })).json(), { data: { version: '1' } });
        t.same((await post({ query: one })).json(), { data: { version: '1' } });
      }
      const b = await post({ query: two, operationName: 'B' });
      t.same(b.json(), { data: { other: '1' } }, 'the operation asked for runs, not the one compiled first');
      const cases: [string, () => Promise<{ statusCode: number; body: string }>, RegExp][] = [
        ['a name no operation has', () => post({ query: one, operationName: 'Otra' }), /ninguna operación «Otra»/],
        ['the same, by GET', () => get({ query: one, operationName: 'Otra' }), /ninguna operación «Otra»/],
        ['a name not among several', () => post({ query: two, operationName: 'C' }), /ninguna operación «C»/],
        ['an anonymous operation and a name', () => post({ query: '{ version }', operationName: 'X' }), /«X»/],
        ['several operations and no name', () => post({ query: two }), /varias operaciones.*«A», «B».*«operationName»/],
        ['the same, by GET', () => get({ query: two }), /varias operaciones.*«A», «B».*«operationName»/],
      ];
      for (const [label, send, message] of cases) {
        const res = await send();
        const body = refusedAs(t, res, { code: 'GRAPHQL_VALIDATION_FAILED', message, label });
        t.notOk(JSON.parse(res.body).data, `${label}: nothing ran`);
        t.equal(englishIn(messagesOf(body).join(' ')), undefined, `${label}: no English`);
      }
    },
  );

  await t.test('GET checks variables and extensions as POST does', async (t) => {
    const get = (params: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: '/api/graphql?' + new URLSearchParams({ query: '{ version }', ...params }).toString(),
        headers: { ...admin.headers, 'x-mercurius-operation-name': 'x' },
      });
    const refused: [string, () => Promise<{ statusCode: number; body: string }>, RegExp][] = [
      [
        'GET variables as a list',
        () => get({ variables: '[1]' }),
        /^La petición GraphQL no es válida: «variables» debe ser un objeto JSON$/,
      ],
      ['GET variables as a number', () => get({ variables: '1' }), /«variables» debe ser un objeto JSON/],
      ['GET variables as a JSON text', () => get({ variables: '"x"' }), /«variables» debe ser un objeto JSON/],
      ['GET variables not JSON', () => get({ variables: 'x' }), /^Las variables de la consulta no son un JSON válido$/],
      [
        'POST variables as a list',
        () => post({ query: '{ version }', variables: [1] }),
        /«variables» debe ser un objeto JSON/,
      ],
      [
        'GET extensions not JSON',
        () => get({ extensions: 'x' }),
        /^La petición GraphQL no es válida: «extensions» debe ser un objeto JSON$/,
      ],
      ['GET extensions as a JSON text', () => get({ extensions: '"x"' }), /«extensions» debe ser un objeto JSON/],
      ['GET extensions as a list', () => get({ extensions: '[1]' }), /«extensions» debe ser un objeto JSON/],
      [
        'POST extensions as text',
        () => post({ query: '{ version }', extensions: 'x' }),
        /^La petición GraphQL no es válida: «extensions» debe ser un objeto JSON$/,
      ],
      [
        'POST extensions as a list',
        () => post({ query: '{ version }', extensions: [1] }),
        /«extensions» debe ser un objeto JSON/,
      ],
      [
        'POST extensions as a number',
        () => post({ query: '{ version }', extensions: 1 }),
        /«extensions» debe ser un objeto JSON/,
      ],
    ];
    for (const [label, send, message] of refused) refusedAs(t, await send(), { code: 'BAD_REQUEST', message, label });
    for (const [label, send] of [
      ['GET variables as an object', () => get({ variables: '{}' })],
      ['GET variables null', () => get({ variables: 'null' })],
      ['GET extensions as an object', () => get({ extensions: '{"a":1}' })],
      ['POST extensions as an object', () => post({ query: '{ version }', extensions: { a: 1 } })],
      ['POST extensions null', () => post({ query: '{ version }', extensions: null })],
    ] as const) {
      const res = await send();
      t.same([res.statusCode, res.json()], [200, { data: { version: '1' } }], label);
    }
  });

  await t.test('an over-long URL segment (Fastify 414) on a page and on the API', async (t) => {
    const page = await app.inject({ method: 'GET', url: '/customers/' + '9'.repeat(300), headers: admin.headers });
    t.equal(page.statusCode, 414);
    t.match(page.headers['content-type'], /text\/html/);
    t.match(page.body, /La dirección es demasiado larga/);
    t.equal(englishIn(page.body.replace(/<[^>]+>/g, ' ')), undefined);
    const api = await app.inject({ method: 'GET', url: '/api/' + 'x'.repeat(300), headers: admin.headers });
    t.match(api.json(), { errors: [{ extensions: { code: api.statusCode === 414 ? 'URI_TOO_LONG' : 'NOT_FOUND' } }] });
    t.equal(englishIn(messagesOf(api.json()).join(' ')), undefined);
  });
});

t.test("a resolver answering an Int out of range is INTERNAL, never GraphQL's English", async (t) => {
  const app = await setupApp(t, { env: 'production' }, (app) => {
    app.graphql.extendSchema('extend type Query { testHugeInt: Int }');
    app.graphql.defineResolvers({ Query: { testHugeInt: () => 2 ** 40 } } as never);
  });
  const admin = await callerAs(app, 'admin');
  const { status, body } = await gql(app, admin, '{ testHugeInt }');
  t.equal(status, 200);
  t.equal(body.errors?.[0].extensions?.code, 'INTERNAL');
  t.equal(englishIn(messagesOf(body).join(' ')), undefined);
});

t.test('headers over 16 KB (Node 431) are answered in Spanish on a real socket', async (t) => {
  const app = await setupApp(t, { env: 'production' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/login?next=' + 'a'.repeat(20_000) }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
  t.equal(answer.status, 431);
  t.match(answer.body, /La petición lleva demasiados datos en la dirección o en las cabeceras/);
  t.equal(englishIn(answer.body.replace(/<[^>]+>/g, ' ')), undefined);
});

t.test(
  'variables refused by a query run compiled (graphql-jit words them its own way) read as Spanish too',
  async (t) => {
    const { GraphQLError } = await import('graphql');
    const { translateDetail } = await import('./graphqlErrors');
    const cases: [string, string][] = [
      [
        'Variable "$p" got invalid value { pageSiz: 10 }; Field "pageSiz" is not defined by type PageInput.',
        'la variable «$p» no es válida: el campo «pageSiz» no existe en «PageInput»',
      ],
      [
        'Variable "$p" got invalid value {}; Field value.page of required type Int! was not provided.',
        'la variable «$p» no es válida: falta el campo obligatorio «page»',
      ],
      [
        'Variable "$p" got invalid value { page: null }; Expected non-nullable type Int! not to be null at value.page.',
        'la variable «$p» no es válida: el campo «page» no puede ser nulo',
      ],
      [
        'Variable "$p" got invalid value 5; Expected type PageInput to be an object.',
        'la variable «$p» no es válida: se esperaba un objeto de tipo «PageInput»',
      ],
      [
        'Variable "$s" got invalid value "c"; Expected type S.',
        'la variable «$s» no es válida: el valor no es del tipo «S»',
      ],
      [
        'Variable "$n" got invalid value 1.5; Expected type Int; Int cannot represent non-integer value: 1.5',
        'la variable «$n» no es válida: se esperaba un número entero',
      ],
      // graphql-js (a query's first run) for a null inside an input; graphql-jit said it, graphql-js got the generic hint.
      [
        'Variable "$i" got invalid value null at "i.amountCents"; Expected non-nullable type "Int!" not to be null.',
        'la variable «$i» no es válida: el campo «amountCents» no puede ser nulo',
      ],
    ];
    for (const [english, spanish] of cases)
      t.equal(translateDetail(english, new GraphQLError(english)), spanish, english);
  },
);

t.test(
  'a wrong field inside an input variable names the variable the query declares, run compiled or not',
  async (t) => {
    const app = await setupApp(t);
    const admin = await callerAs(app, 'admin');
    // graphql-js runs the first one; graphql-jit the next ones, and called the field («$amountCents») the variable.
    const query = `mutation Pay($input: PaymentInput!) {
    payVoucher(id: 1, input: $input) { payment { id } }
  }`;
    for (const run of [1, 2, 3]) {
      const res = await gql(app, admin, query, { input: { amountCents: 'mil', method: 'wire' } });
      t.equal(
        res.body.errors?.[0].message,
        'La consulta GraphQL no es válida: la variable «$input» no es válida: se esperaba un número entero',
        `run ${run}`,
      );
    }
  },
);

t.test('a file sent as JSON text instead of a multipart upload: refused as a variable, compiled or not', async (t) => {
  const app = await setupApp(t);
  const teacher = await callerAs(app, 'teacher');
  const query = 'mutation Up($file: Upload!) { uploadTeacherFile(file: $file) { id } }';
  // graphql-js runs the first one; graphql-jit the next ones, where Upload's own error was taken for a fault (INTERNAL).
  for (const run of [1, 2, 3]) {
    const res = await gql(app, teacher, query, { file: 'cv.pdf' });
    t.equal(res.status, 400, `run ${run}`);
    t.equal(res.body.errors?.[0].extensions?.code, 'GRAPHQL_VALIDATION_FAILED', `run ${run}`);
    t.match(
      res.body.errors?.[0].message,
      /^La consulta GraphQL no es válida: la variable «\$file» no es válida/,
      `run ${run}`,
    );
  }
});

t.test('a null inside an input variable names its field, run compiled or not', async (t) => {
  const app = await setupApp(t);
  const admin = await callerAs(app, 'admin');
  const query = 'mutation Pay($input: PaymentInput!) { payVoucher(id: 1, input: $input) { payment { id } } }';
  for (const run of [1, 2, 3]) {
    const res = await gql(app, admin, query, { input: { amountCents: null, method: 'wire' } });
    t.equal(
      res.body.errors?.[0].message,
      'La consulta GraphQL no es válida: la variable «$input» no es válida: el campo «amountCents» no puede ser nulo',
      `run ${run}`,
    );
  }
});

t.test('a bad variable reads the same whether the query runs compiled (graphql-jit) or not', async (t) => {
  const app = await setupApp(t);
  const admin = await callerAs(app, 'admin');
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'query A($r: StaffRole!) { staffUsers(role: $r) { total } }',
      { r: 'teacher' },
      'la variable «$r» no es válida: el valor no es una de las opciones de «StaffRole»',
    ],
    [
      'query B($p: PageInput) { vouchers(page: $p) { total } }',
      { p: { direction: 'up' } },
      'la variable «$p» no es válida: el valor no es una de las opciones de «SortDirection»',
    ],
    [
      'mutation C($i: IssueInvoiceInput!) { issueInvoice(input: $i) { id } }',
      { i: { customerId: 1, seriesId: 1, vatTypeId: 1, paymentMethod: 'wire', paid: true, lines: [null] } },
      'la variable «$i» no es válida: el campo «lines» no puede ser nulo',
    ],
    [
      'mutation E($i: IssueInvoiceInput!) { issueInvoice(input: $i) { id } }',
      {
        i: {
          customerId: 1,
          seriesId: 1,
          vatTypeId: 1,
          paymentMethod: 'wire',
          paid: true,
          lines: [{ quantity: 1, unitPriceCents: 1 }],
        },
      },
      'la variable «$i» no es válida: falta el campo obligatorio «concept»',
    ],
    [
      'mutation D($ids: [Int!]!) { settleVouchers(ids: $ids) { id } }',
      { ids: [1, null] },
      'la variable «$ids» no es válida: el campo «ids» no puede ser nulo',
    ],
  ];
  for (const [query, variables, detail] of cases)
    for (const run of [1, 2, 3]) {
      const res = await gql(app, admin, query, variables);
      t.equal(res.body.errors?.[0].message, `La consulta GraphQL no es válida: ${detail}`, `${query} run ${run}`);
    }
});
