import t from 'tap';
import { callerAs, gql, setupApp } from '../../test/helpers/app';
import { GRAPHQL_LIMITS } from './graphqlLimits';

const aliases = (n: number, body: string) =>
  '{' + Array.from({ length: n }, (_, i) => `a${i}: ${body}`).join(' ') + '}';
const INTROSPECTION = '__schema { types { name fields { name type { name } } } }';
const LIST = 'customers(page: { pageSize: 100 }) { rows { id name email phone nif iban municipality { name } } }';

t.test('GraphQL limits are applied before anything runs, in Spanish, with stable codes', async (t) => {
  const app = await setupApp(t, { env: 'production' });
  const anonymous = await callerAs(app, 'anonymous');
  const advisor = await callerAs(app, 'advisor');

  await t.test(
    'the alias attack of the report (2,000 introspection aliases, 100 KB) is refused before parsing',
    async (t) => {
      const query = aliases(2000, INTROSPECTION);
      t.ok(query.length > 100_000);
      for (const caller of [anonymous, advisor]) {
        const { status, body } = await gql(app, caller, query);
        t.equal(status, 413, caller.role);
        t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_QUERY_TOO_LARGE');
        t.equal(
          body.errors?.[0].message,
          `La consulta GraphQL es demasiado larga: el máximo son ${caller.role === 'anonymous' ? '2000' : '20000'} caracteres`,
        );
        t.equal(body.data, null);
      }
    },
  );

  await t.test('an anonymous caller gets a small allowance; signing in still works', async (t) => {
    const { status, body } = await gql(app, anonymous, aliases(200, 'version'));
    t.equal(status, 413);
    t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_QUERY_TOO_LARGE');
    const login = await gql(
      app,
      anonymous,
      'mutation { login(email: "nadie@academia.test", password: "x") { token } }',
    );
    t.equal(login.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  await t.test('aliases: at most 30', async (t) => {
    t.same((await gql(app, advisor, aliases(GRAPHQL_LIMITS.aliases, 'version'))).body.errors, undefined);
    const { status, body } = await gql(app, advisor, aliases(GRAPHQL_LIMITS.aliases + 1, 'version'));
    t.equal(status, 400);
    t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
    t.equal(body.errors?.[0].message, 'La consulta GraphQL usa 31 alias y el máximo son 30');
  });

  await t.test('cost: one 100-row list is fine, twenty of them are not (rows × fields)', async (t) => {
    const one = await gql(app, advisor, `{ ${LIST} }`);
    t.equal(one.status, 200);
    t.same(one.body.errors, undefined);
    const { status, body } = await gql(app, advisor, aliases(20, LIST));
    t.equal(status, 400);
    t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
    t.match(
      body.errors?.[0].message,
      /^La consulta GraphQL pide demasiados datos de una vez \(coste \d+, máximo 10000\): divídela en varias$/,
    );
    // A page size passed as a variable counts as the largest page.
    const byVariable = await gql(
      app,
      advisor,
      `query($p: PageInput) { ${aliases(15, 'customers(page: $p) { rows { id name email phone nif iban municipality { name } } }').slice(1, -1)} }`,
      { p: { pageSize: 10 } },
    );
    t.equal(byVariable.body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
  });

  await t.test('field count: a fragment bomb is refused without expanding it', async (t) => {
    const fragments = ['fragment F0 on Query { version }'];
    for (let i = 1; i <= 12; i += 1) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const started = Date.now();
    const { status, body } = await gql(app, advisor, `{ ...F12 } ${fragments.join(' ')}`);
    t.equal(status, 400);
    t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
    t.equal(body.errors?.[0].message, 'La consulta GraphQL pide demasiados campos: el máximo son 500');
    t.comment(`fragment bomb refused in ${Date.now() - started} ms`);
  });

  await t.test('depth: at most 8 levels, said in Spanish', async (t) => {
    const deep = '{ customers { rows { advisor { ' + 'id '.repeat(1) + '} } } }';
    t.same((await gql(app, advisor, deep)).body.errors, undefined);
    // GraphiQL's 9 levels of ofType add no depth (a type's wrappers); more do.
    const nested = '{ __type(name: "Customer") { ' + 'ofType { '.repeat(18) + 'name' + ' }'.repeat(18) + ' } }';
    const { status, body } = await gql(app, advisor, nested);
    t.equal(status, 400);
    t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
    t.match(body.errors?.[0].message, /^La consulta GraphQL anida \d+ niveles y el máximo son 8$/);
  });

  await t.test('a request body over 256 KB is refused in Spanish', async (t) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...advisor.headers },
      payload: { query: '{ version }', variables: { x: 'a'.repeat(300_000) } },
    });
    t.equal(res.statusCode, 413);
    t.equal(res.json().errors[0].message, 'La petición es demasiado grande');
  });
});

t.test('an answer over 5 MB is refused rather than sent', async (t) => {
  const app = await setupApp(t, { env: 'production' }, (app) => {
    app.graphql.extendSchema('extend type Query { testHuge: String }');
    app.graphql.defineResolvers({ Query: { testHuge: () => 'x'.repeat(6 * 1024 * 1024) } } as never);
  });
  const admin = await callerAs(app, 'admin');
  const { status, body } = await gql(app, admin, '{ testHuge }');
  t.equal(status, 400);
  t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_RESPONSE_TOO_LARGE');
  t.equal(body.errors?.[0].message, 'La respuesta sería demasiado grande: pide menos filas o menos campos');
});
