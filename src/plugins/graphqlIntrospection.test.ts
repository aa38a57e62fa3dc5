import t from 'tap';
import { getIntrospectionQuery } from 'graphql';
import { callerAs, gql, ROLES_AND_ANONYMOUS, setupApp } from '../../test/helpers/app';

/** Signs of GraphQL's English suggestions, which name fields, arguments and enum values. */
const SUGGESTION = /did you mean|Did you mean|\bmean\b/;

t.test('production: no introspection for anyone, in Spanish', async (t) => {
  const app = await setupApp(t, { env: 'production' });
  for (const role of ROLES_AND_ANONYMOUS) {
    const caller = await callerAs(app, role);
    for (const query of [
      '{ __type(name: "Customer") { fields { name } } }',
      '{ __schema { types { name } } }',
      'query { version a: __schema { queryType { name } } }',
      '{ ...F } fragment F on Query { __type(name: "Customer") { name } }',
    ]) {
      const { status, body } = await gql(app, caller, query);
      t.equal(status, 400, `${role}: ${query}`);
      t.equal(body.data, null);
      t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_INTROSPECTION_DISABLED');
      t.equal(body.errors?.[0].message, 'La consulta del esquema (introspección) no está disponible en este servidor');
      t.notMatch(JSON.stringify(body), /nif|iban/i);
    }
    // __typename is part of every answer's shape, not introspection.
    t.same((await gql(app, caller, '{ __typename }')).body, { data: { __typename: 'Query' } });
  }
});

t.test('development keeps introspection (GraphiQL needs it)', async (t) => {
  const app = await setupApp(t, { env: 'development' });
  const admin = await callerAs(app, 'admin');
  const { body } = await gql(app, admin, '{ __type(name: "Customer") { name } }');
  t.same(body, { data: { __type: { name: 'Customer' } } });
  // GraphiQL's and the tools' (codegen) query: it was refused as too costly (10351 > 10000) and too deep
  // (the ofType chain), so GraphiQL had no schema and no client could read it.
  for (const query of [
    getIntrospectionQuery(),
    getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      inputValueDeprecation: true,
    }),
    '{ __schema { types { name fields { name args { name type { kind name ofType { kind name } } } } } } }',
  ]) {
    const res = await gql(app, admin, query);
    t.equal(res.status, 200);
    t.equal(res.body.errors, undefined);
    const types = (res.body.data?.__schema as { types: { name: string }[] }).types.map((type) => type.name);
    t.ok(types.includes('Customer') && types.includes('Mutation'), 'the whole schema');
  }
  // A query that goes round the schema's cycle (a field's type, its fields, their types…) still costs
  // what it would read: within the depth allowed, each type's fields' types' fields' names.
  const cyclic = await gql(
    app,
    admin,
    '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
  );
  t.equal(cyclic.status, 400);
  t.equal(cyclic.body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
  const deep = await gql(
    app,
    admin,
    '{ __type(name: "Query") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }',
  );
  t.equal(deep.body.errors?.[0].extensions?.code, 'GRAPHQL_TOO_COMPLEX');
});

t.test('no "Did you mean" anywhere: unknown fields, arguments, enum values and types', async (t) => {
  const app = await setupApp(t, { env: 'production' });
  const admin = await callerAs(app, 'admin');
  const cases: [string, Record<string, unknown>?, RegExp?][] = [
    ['{ customer(id: 1) { nam } }', undefined, /el campo «nam» no existe en «Customer»/],
    ['{ customers { rows { ibn } } }', undefined, /el campo «ibn» no existe en «Customer»/],
    ['{ customers(filtr: {}) { total } }', undefined, /el campo «Query.customers» no admite el argumento «filtr»/],
    [
      '{ customers(page: { direction: des }) { total } }',
      undefined,
      /el valor no es una de las opciones de «SortDirection»/,
    ],
    ['{ customers(page: { pageSiz: 10 }) { total } }', undefined, /el campo «pageSiz» no existe en «PageInput»/],
    ['query($p: PageInpt) { customers(page: $p) { total } }', undefined, /el tipo «PageInpt» no existe/],
    [
      'query($p: PageInput) { customers(page: $p) { total } }',
      { p: { direction: 'des' } },
      /la variable «\$p» no es válida: el valor no es una de las opciones de «SortDirection»/,
    ],
    [
      'query($p: PageInput) { customers(page: $p) { total } }',
      { p: { pageSiz: 10 } },
      /la variable «\$p» no es válida: el campo «pageSiz» no existe en «PageInput»/,
    ],
    [
      '{ customer(id: 1) { municipality } }',
      undefined,
      /el campo «municipality» necesita que elijas sus subcampos entre llaves/,
    ],
    ['mutation { logou }', undefined, /el campo «logou» no existe en «Mutation»/],
  ];
  for (const [query, variables, expected] of cases) {
    const { status, body } = await gql(app, admin, query, variables);
    t.equal(status, 400, query);
    t.equal(body.errors?.[0].extensions?.code, 'GRAPHQL_VALIDATION_FAILED', query);
    t.match(body.errors?.[0].message, /^La consulta GraphQL no es válida: /, query);
    if (expected) t.match(body.errors?.[0].message, expected, query);
    t.notMatch(JSON.stringify(body), SUGGESTION, query);
    t.notMatch(
      JSON.stringify(body),
      /"name"|"nif"|"pageSize"|"desc"|PageInput\b.*PageInput/,
      `no suggested names: ${query}`,
    );
  }
});
