import t from 'tap';
import { createTestDb } from '../helpers/db';
import { runCli } from '../helpers/cli';

/**
 * `npm run cli -- db:rollback` as an operator types it on an installation in use: a database
 * migrated once holds every migration in one batch, so «the last batch» is every table.
 */
t.test(
  'db:rollback on a database with data: refused unless confirmed, nothing dropped',
  { skip: process.env.DATABASE_URL ? false : 'needs PostgreSQL (DATABASE_URL) shared with the child process' },
  async (t) => {
    const { db, drop, url } = await createTestDb();
    t.teardown(drop);
    await db('users').insert({
      email: 'jefa@academia.test',
      role: 'admin',
      firstName: 'Marta',
      lastName: 'Ruiz',
      passwordHash: 'x',
    });
    const tables = async () =>
      Number(
        (await db.raw(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).rows[0]
          .n,
      );
    const before = await tables();

    for (const args of [['db:rollback'], ['db:rollback', '--all']]) {
      const refused = await runCli(args, url!);
      t.equal(refused.code, 2, args.join(' '));
      t.match(refused.stderr, 'La base de datos tiene datos (1 usuario)', args.join(' '));
      t.match(refused.stderr, '--confirmar');
      t.notMatch(refused.stdout, 'Migraciones deshechas');
      t.equal(await tables(), before, `${args.join(' ')}: no table dropped`);
    }

    const confirmed = await runCli(['db:rollback', '--confirmar'], url!);
    t.equal(confirmed.code, 0, confirmed.stderr);
    t.match(confirmed.stdout, 'Migraciones deshechas');
    t.ok((await tables()) < before, 'confirmed, it goes ahead');
  },
);
