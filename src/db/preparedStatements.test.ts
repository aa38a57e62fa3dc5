import t from 'tap';
import knexFactory, { type Knex } from 'knex';
import { createTestDb } from '../../test/helpers/db';
import { MAX_PER_CONNECTION, PreparingPgClient, statementName } from './preparedStatements';

t.test('which statements are named, and how', async (t) => {
  const connection = {};
  const read = (sql: string, bindings: unknown[] = [1]) => statementName(connection, { sql, bindings });
  const name = read('select * from vouchers where id = $1');
  t.match(name, /^s0_[\w-]{20}$/, 'a read with parameters is named after its text');
  t.equal(
    read('select * from vouchers where id = $1', [2]),
    name,
    'the same text has the same name, whatever its values',
  );
  t.equal(
    read('  WITH x as (select 1) select * from x where 1 = $1') === undefined,
    false,
    'a read that starts with a CTE too',
  );
  t.not(read('select * from vouchers where id = $2'), name, 'another text, another name');
  t.equal(read('select 1', []), undefined, 'a read without parameters goes by the simple protocol, unnamed');
  t.equal(read('insert into vouchers (id) values ($1)'), undefined, 'writes are not named');
  t.equal(read('update vouchers set hours = $1'), undefined);
  t.equal(
    statementName(connection, { sql: 'select $1', bindings: [1], options: { name: 'mine' } }),
    undefined,
    'a statement named by its caller keeps its name',
  );
  t.equal(read(`select ${'x'.repeat(20_001)} where 1 = $1`), undefined, 'very long texts are not kept');
  t.equal(
    statementName({}, { sql: 'select * from vouchers where id = $1', bindings: [1] }),
    name,
    'each connection names the same text alike',
  );

  const busy = {};
  for (let i = 0; i < MAX_PER_CONNECTION; i++)
    t.ok(statementName(busy, { sql: `select ${i} where 1 = $1`, bindings: [1] }));
  t.equal(
    statementName(busy, { sql: 'select -1 where 1 = $1', bindings: [1] }),
    undefined,
    'past the bound, new texts go unnamed',
  );
  t.ok(
    statementName(busy, { sql: 'select 0 where 1 = $1', bindings: [1] }),
    'the texts already named keep their names',
  );
});

t.test('on PostgreSQL, reads are prepared once per connection and stay right across a schema change', async (t) => {
  const { db, drop, url } = await createTestDb();
  t.teardown(drop);
  if (!url) return t.pass('PGlite has one connection and no named statements: nothing to check');
  // One connection, so every statement below meets the statements it prepared before.
  const one: Knex = knexFactory({
    client: PreparingPgClient as unknown as typeof Knex.Client,
    connection: url,
    pool: { min: 1, max: 1 },
  });
  t.teardown(() => one.destroy());
  // A read refused when it is parsed (its table is not there yet) is parsed again next time.
  await t.rejects(one('prepared_probe').where('id', 1).select('*'), { code: '42P01' });
  await one.raw('create table prepared_probe (id int primary key, name text)');
  await one('prepared_probe').insert([
    { id: 1, name: 'uno' },
    { id: 2, name: 'dos' },
  ]);

  const byId = (id: number) => one('prepared_probe').where('id', id).select('*');
  t.same(await byId(1), [{ id: 1, name: 'uno' }]);
  t.same(await byId(2), [{ id: 2, name: 'dos' }], 'the same statement with other values answers for them');
  const kept = async () =>
    (await one.raw(`select statement from pg_prepared_statements where name like 's%'`)).rows.map(
      (r: { statement: string }) => r.statement,
    ) as string[];
  t.same(
    await kept(),
    ['select * from "prepared_probe" where "id" = $1'],
    'the read is prepared, once; the insert is not',
  );

  await one.raw('alter table prepared_probe add column remarks text');
  t.same(
    await byId(1),
    [{ id: 1, name: 'uno', remarks: null }],
    'after a schema change the read is prepared again and answers the new columns',
  );
  const names = async () =>
    (await one.raw(`select name from pg_prepared_statements order by name`)).rows.map(
      (r: { name: string }) => r.name[1],
    );
  t.same(await names(), ['0', '1'], 'under a name of the next generation (PostgreSQL refused the kept one)');

  await one.raw('alter table prepared_probe add column extra int');
  await t.rejects(
    one.transaction((trx) => trx('prepared_probe').where('id', 1).select('*')),
    { code: '0A000' },
    'inside a transaction the refusal stands (the transaction is aborted), and is rolled back',
  );
  t.same(
    await byId(1),
    [{ id: 1, name: 'uno', remarks: null, extra: null }],
    'the next read on the connection is prepared again',
  );
  t.same(await names(), ['0', '1', '2']);
  t.equal(
    await db('prepared_probe')
      .count({ n: '*' })
      .first()
      .then((r) => Number(r?.n)),
    2,
    'the app pool sees the same rows',
  );
});
