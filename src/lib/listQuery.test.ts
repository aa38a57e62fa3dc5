import t from 'tap';
import { listHref, parseListQuery, type ListSpec } from './listQuery';

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
