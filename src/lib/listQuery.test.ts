import t from 'tap';
import type { Knex } from 'knex';
import { listHref, pageByIds, parseListQuery, type ListSpec } from './listQuery';

const names: ListSpec = { sortable: ['name', 'date'], defaultSort: 'name', filters: ['status'] };
const newestFirst: ListSpec = { sortable: ['date'], defaultSort: 'date', defaultDirection: 'desc' };

t.test('malformed query strings fall back to the defaults', async (t) => {
  t.same(parseListQuery({ page: '-3', pageSize: '7', sort: 'drop table', direction: 'up', status: ' ' }, names), {
    page: 1,
    pageSize: 25,
    sort: 'name',
    direction: 'asc',
    q: undefined,
    filters: {},
  });
  t.same(
    parseListQuery(
      { page: '2', pageSize: '50', sort: 'date', direction: 'desc', status: 'activo', q: ' Ávila ' },
      names,
    ),
    { page: 2, pageSize: 50, sort: 'date', direction: 'desc', q: 'Ávila', filters: { status: 'activo' } },
  );
});

t.test('a list read newest first starts descending, and its links leave the default out', async (t) => {
  const query = parseListQuery({}, newestFirst);
  t.equal(query.direction, 'desc');
  t.equal(parseListQuery({ direction: 'asc' }, newestFirst).direction, 'asc', 'the user can turn it');
  t.equal(listHref('/teacher-files', query, { spec: newestFirst }), '/teacher-files');
  t.equal(
    listHref('/teacher-files', query, { changes: { direction: 'asc' }, spec: newestFirst }),
    '/teacher-files?direction=asc',
  );
  t.equal(
    listHref('/places', parseListQuery({}, names), { changes: { direction: 'desc', page: 2 }, spec: names }),
    '/places?direction=desc&page=2',
  );
});

t.test(
  'a page whose ids fail while its total is read beside them: the request fails, the process does not',
  async (t) => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    t.teardown(() => {
      process.off('unhandledRejection', onUnhandled);
    });
    // A query the database refuses (a date out of its range): the ids' and the total's both fail.
    const failing = () => Promise.reject(new Error('date/time field value out of range'));
    const ids = {
      limit: () => ids,
      offset: () => ids,
      then: (ok: (v: unknown) => unknown, ko: (e: unknown) => unknown) => failing().then(ok, ko),
    } as unknown as Knex.QueryBuilder;
    await t.rejects(
      pageByIds({ query: parseListQuery({}, names), ids, total: failing().then(() => 0), rows: async () => [] }),
      /out of range/,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    t.same(unhandled, [], 'no unhandled rejection (it ended the server)');
  },
);
