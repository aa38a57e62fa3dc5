import t from 'tap';
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
