import t from 'tap';
import { spawnNode } from '../../test/helpers/process';
import { todayInMadrid } from '../lib/intl';
import { createTestDb } from '../../test/helpers/db';

t.test("the database's sessions run in Madrid's time zone, so SQL and code agree on today", async (t) => {
  const { db, drop } = await createTestDb();
  t.teardown(drop);
  const { rows } = (await db.raw(`select current_setting('TimeZone') as zone, current_date as today`)) as {
    rows: { zone: string; today: string }[];
  };
  t.equal(rows[0].zone, 'Europe/Madrid');
  t.equal(rows[0].today, todayInMadrid());
  t.equal(typeof rows[0].today, 'string', "calendar dates come back as 'YYYY-MM-DD' on both drivers");
});

t.test('an embedded database closed without a query lets its process exit', async (t) => {
  // Started from a data directory, as every test file's copy is (PGlite then holds the loop open until closed).
  const script = [
    "import { createDb, dumpEmbedded } from './src/db/knex.ts';",
    "const template = createDb({ embedded: 'memory' });",
    "await template.raw('select 1');",
    'const dump = await dumpEmbedded(template);',
    'await template.destroy();',
    "const db = createDb({ embedded: 'memory', loadDataDir: dump });",
    'await db.destroy();',
    "console.log('closed');",
  ].join('\n');
  const { code, stdout } = await spawnNode(['--import', 'tsx', '--input-type=module', '-e', script], {
    killAfterMs: 60_000,
  }).done;
  t.equal(stdout.trim(), 'closed');
  t.equal(code, 0, 'the process ended by itself (PGlite left open kept it running until killed)');
});
