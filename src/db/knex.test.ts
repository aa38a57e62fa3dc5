import t from 'tap';
import { spawn } from 'node:child_process';
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
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill(), 60_000);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  t.equal(output.trim(), 'closed');
  t.equal(code, 0, 'the process ended by itself (PGlite left open kept it running until killed)');
});
