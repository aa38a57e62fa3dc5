import t from 'tap';
import type { RouteOptions } from 'fastify';
import { getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { callerAs, gql, setupApp } from './helpers/app';
import { internalIn, internalInPage } from './helpers/spanish';
import { seedDemo } from '../seeds/demo';
import { MODULES } from '../src/app';

const NUL_VALUES = ['a%00b', 'Ana%00%27%3B--', 'a%00%FF'];

/** Every GET page without path parameters, and every CSV export: found from the routes. */
function listRoutes(routes: string[]) {
  return [...new Set(routes)].filter(
    (url) =>
      !url.includes(':') &&
      !url.includes('*') &&
      !url.startsWith('/api') &&
      !url.startsWith('/assets') &&
      !url.startsWith('/graphiql') &&
      url !== '/healthz' &&
      url !== '/favicon.svg' &&
      url !== '/logout',
  );
}

for (const env of ['production', 'development'] as const) {
  t.test(
    `${env}: a NUL (or bytes PostgreSQL refuses) in any search or filter is never a 500, a cut CSV or SQL in the page`,
    async (t) => {
      const routes: string[] = [];
      const app = await setupApp(t, { env }, undefined, {
        onRoute: (r: RouteOptions) => void ([r.method].flat().includes('GET') ? routes.push(r.url) : undefined),
      });
      await seedDemo(app.db, MODULES);
      const admin = await callerAs(app, 'admin');
      const pages = listRoutes(routes);
      t.ok(
        pages.includes('/customers') &&
          pages.includes('/teachers.csv') &&
          pages.includes('/customers/export.csv') &&
          pages.includes('/vouchers/export.csv'),
        `${pages.length} pages and exports`,
      );
      for (const url of pages) {
        for (const value of NUL_VALUES) {
          // Every filter name a list may read, each with the hostile value.
          const query = [
            'q',
            'status',
            'advisorId',
            'teacherId',
            'customerId',
            'studentId',
            'kind',
            'list',
            'sort',
            'page',
            'municipalityId',
          ]
            .map((k) => `${k}=${value}`)
            .join('&');
          const res = await app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin.headers });
          t.ok(res.statusCode < 500, `${url}?q=${value}: ${res.statusCode}`);
          t.equal(internalInPage(res.body), undefined, `${url}: nothing internal`);
          t.notMatch(res.body, /data-msg|data-stck|invalid byte sequence|0x00/, `${url}: no error details in the page`);
          if (url.endsWith('.csv') && res.statusCode === 422) {
            // A download refuses a filter value it does not know (refuseUnknownFilters): the reason, no file.
            t.equal(res.headers['content-disposition'], undefined, `${url}: no file`);
            t.match(res.body, /El filtro «[^»]+» no admite «/, `${url}: why`);
            t.notMatch(res.body, '\u0000', `${url}: no NUL in the page`);
          } else if (url.endsWith('.csv')) {
            t.match(res.headers['content-type'], /text\/csv/, url);
            t.ok(res.body.endsWith('\r\n'), `${url}: the CSV is whole`);
          } else if (url.endsWith('.zip')) {
            if (res.statusCode === 200) t.match(res.headers['content-type'], /zip/, url);
          } else if (res.statusCode === 200) t.ok(res.body.trimEnd().endsWith('</html>'), `${url}: the page is whole`);
        }
      }
    },
  );
}

t.test('GraphQL: every search and filter argument, as a literal and as a variable', async (t) => {
  const app = await setupApp(t, { env: 'production' });
  await seedDemo(app.db, MODULES);
  const admin = await callerAs(app, 'admin');
  const fields = Object.values(app.graphql.schema.getQueryType()!.getFields()).filter((f) =>
    f.args.some((a) => a.name === 'filter'),
  );
  t.ok(fields.length >= 5, `${fields.length} searchable lists`);
  for (const field of fields) {
    const filter = getNamedType(field.args.find((a) => a.name === 'filter')!.type);
    if (!isInputObjectType(filter)) continue;
    const textFields = Object.values(filter.getFields()).filter((f) => getNamedType(f.type).name === 'String');
    const result = getNamedType(field.type);
    const selection = isObjectType(result) && result.getFields().total ? '{ total }' : '{ __typename }';
    for (const input of textFields) {
      const literal = await gql(app, admin, `{ ${field.name}(filter: { ${input.name}: "a\\u0000b" }) ${selection} }`);
      const variable = await gql(app, admin, `query($f: ${filter.name}) { ${field.name}(filter: $f) ${selection} }`, {
        f: { [input.name]: 'a\u0000b' },
      });
      for (const [how, res] of [
        ['literal', literal],
        ['variable', variable],
      ] as const) {
        t.ok(res.status < 500, `${field.name}.${input.name} (${how}): ${res.status}`);
        t.notOk(
          res.body.errors?.some((e) => e.extensions?.code === 'INTERNAL'),
          `${field.name}.${input.name} (${how}): never INTERNAL`,
        );
        t.equal(internalIn(JSON.stringify(res.body)), undefined);
      }
    }
  }
});
