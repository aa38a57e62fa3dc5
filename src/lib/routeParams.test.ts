import t from 'tap';
import Fastify, { type RouteOptions } from 'fastify';
import { loginAs, setupApp } from '../../test/helpers/app';
import { createCustomer, createStudent } from '../../test/factories/people';
import { isAppError } from './errors';
import { errorMessages } from './messages';
import { t as text } from './intl';
import { idParam, oneOf, OPTIONAL_ROW_ID, routeInput, ROW_ID, type IdParams } from './routeParams';

/** A bare Fastify app with one route per shape, answering what reached the handler or the error handler. */
async function bareApp() {
  const app = Fastify();
  app.setErrorHandler((err: Error, _request, reply) =>
    reply
      .code(isAppError(err) ? err.status : 500)
      .send({ code: isAppError(err) ? err.code : 'OTHER', message: err.message }),
  );
  const notFoundHere = { id: 'test.notFound', defaultMessage: 'La cosa no existe' };
  app.get<{ Params: IdParams }>('/things/:id', idParam(notFoundHere), async (request) => ({ id: request.params.id }));
  app.get<{ Params: { kind: string; id: number } }>(
    '/kinds/:kind/:id',
    routeInput({ params: { kind: oneOf(['a', 'b']), id: ROW_ID } }),
    async (request) => request.params,
  );
  app.get('/query', routeInput({ query: { must: ROW_ID, may: OPTIONAL_ROW_ID } }), async (request) => request.query);
  await app.ready();
  return app;
}

t.test('a row id in the URL arrives as a number; anything that is no row id is not found', async (t) => {
  const app = await bareApp();
  t.teardown(() => app.close());
  const get = async (url: string) => {
    const res = await app.inject(url);
    return { status: res.statusCode, body: res.json() };
  };
  for (const [given, id] of [
    ['7', 7],
    ['16', 16],
    ['2147483647', 2147483647],
  ] as const)
    t.same(await get(`/things/${given}`), { status: 200, body: { id } }, given);
  for (const bad of [
    'abc',
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999',
    'Infinity',
    '-Infinity',
    '%20',
    'NaN',
    // Only the canonical decimal writing is an id: Number() would read each of these as 16 or 7.
    '0x10',
    '0X10',
    '0o20',
    '0b10000',
    '1.6e1',
    '1e1',
    '%2B16',
    '+16',
    '%2016',
    '16%20',
    '016',
    '007',
    '16.0',
    '7.',
    '00',
  ])
    t.same(
      await get(`/things/${bad}`),
      { status: 404, body: { code: 'NOT_FOUND', message: 'La cosa no existe' } },
      `${bad}: the route's own message`,
    );
  t.same((await get('/kinds/b/3')).body, { kind: 'b', id: 3 });
  t.same(await get('/kinds/c/3'), { status: 404, body: { code: 'NOT_FOUND', message: text(errorMessages.notFound) } });
  t.equal((await get('/kinds/a/x')).status, 404);
});

t.test('query ids: required unless optional, where empty means none chosen', async (t) => {
  const app = await bareApp();
  t.teardown(() => app.close());
  const get = async (url: string) => {
    const res = await app.inject(url);
    return { status: res.statusCode, body: res.json() };
  };
  t.same((await get('/query?must=4')).body, { must: 4 });
  t.same((await get('/query?must=4&may=')).body, { must: 4, may: '' });
  t.same((await get('/query?must=4&may=9')).body, { must: 4, may: 9 });
  for (const url of [
    '/query',
    '/query?must=',
    '/query?must=x',
    '/query?must=4&may=0',
    '/query?must=4&must=5',
    '/query?must=0x4',
    '/query?must=4&may=0x9',
    '/query?must=4&may=09',
  ])
    t.equal((await get(url)).status, 404, url);
});

t.test('the app: a record URL whose id is no row id answers the Spanish 404 page', async (t) => {
  const routes: RouteOptions[] = [];
  const app = await setupApp(t, {}, undefined, { onRoute: (route) => routes.push(route) });
  const { caller } = await loginAs(app, 'admin');
  for (const url of ['/vouchers/abc', '/vouchers/0', '/vouchers/99999999999999999999', '/vouchers/1.5/pay']) {
    const res = await app.inject({ url, headers: caller.headers });
    t.equal(res.statusCode, 404, url);
    t.match(res.headers['content-type'], /text\/html/, url);
    t.match(res.body, /<title>Error 404 - No encontrado/, url);
  }
  // Another way of writing an existing record's id is no address of it: only the canonical one is.
  const customer = await createCustomer(app);
  const student = await createStudent(app, customer.id);
  t.equal((await app.inject({ url: `/students/${student.id}`, headers: caller.headers })).statusCode, 200);
  t.equal((await app.inject({ url: `/customers/${customer.id}`, headers: caller.headers })).statusCode, 200);
  for (const url of [
    `/students/0x${student.id.toString(16)}`,
    `/students/${student.id}e0`,
    `/students/%2B${student.id}`,
    `/students/%20${student.id}`,
    `/students/0${student.id}`,
    `/students/${student.id}.0`,
    `/customers/0x${customer.id.toString(16)}`,
    `/customers/0${customer.id}/edit`,
  ]) {
    const res = await app.inject({ url, headers: caller.headers });
    t.equal(res.statusCode, 404, url);
    t.match(res.body, /<title>Error 404 - No encontrado/, url);
  }
  // Inside a dialog: the error page in place, its status in a header.
  const dialog = await app.inject({ url: '/vouchers/abc/pay', headers: { ...caller.headers, 'x-dialog': '1' } });
  t.equal(dialog.headers['x-dialog-status'], '404');
  // Anonymous visitors still go to the login first.
  t.equal((await app.inject('/vouchers/abc')).headers.location, '/login?next=%2Fvouchers%2Fabc');

  t.test('every param of every route is declared in its schema (a row id, a closed list)', async (t) => {
    // Link tokens are text, read by their service.
    const TEXT_PARAMS = new Set(['token']);
    const undeclared: string[] = [];
    for (const route of routes) {
      const declared = Object.keys(
        ((route.schema?.params ?? {}) as { properties?: Record<string, unknown> }).properties ?? {},
      );
      for (const [, name] of route.url.matchAll(/:(\w+)/g))
        if (!TEXT_PARAMS.has(name) && !declared.includes(name))
          undeclared.push(`${[route.method].flat()} ${route.url} :${name}`);
    }
    t.same(undeclared, []);
  });
});
