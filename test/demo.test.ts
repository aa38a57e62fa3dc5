import t from 'tap';
import { isValidIBAN } from 'ibantools';
import { validateSpanishId } from 'spain-id';
import { createTestDb } from './helpers/db';
import { seedDemo } from '../seeds/demo';
import { MODULES } from '../src/app';

t.test('the demo academy: people with valid tax ids and bank accounts', async (t) => {
  const { db, drop } = await createTestDb();
  t.teardown(drop);
  t.equal(await seedDemo(db, MODULES), true);
  const count = async (table: string) => Number(((await db(table).count({ c: '*' }).first()) as { c: number }).c);
  t.equal(await count('teachers'), 12, 'a dozen teachers');
  t.equal(await count('customers'), 30, 'thirty customers');
  t.ok((await count('students')) >= 30, 'every customer has students');
  for (const table of ['teacher_studies', 'teacher_subjects', 'teacher_districts', 'availabilities'])
    t.ok((await count(table)) >= 12, `every teacher has ${table}`);
  const nifs = [
    ...(await db('teachers').pluck('nif')),
    ...(await db('customers').pluck('nif')),
    ...(await db('customers').pluck('invoice_nif')),
  ];
  t.same(
    nifs.filter((n) => !validateSpanishId(n)),
    [],
    'every NIF and CIF passes its control character',
  );
  const ibans = [
    ...(await db('teachers').pluck('iban')),
    ...(await db('customers').whereNotNull('iban').pluck('iban')),
  ];
  t.same(
    ibans.filter((i) => !isValidIBAN(i)),
    [],
    'every IBAN passes its checksum',
  );
  t.ok(await db('teachers').whereNotNull('drop_out_date').first(), 'one teacher has dropped out');
  t.equal(await count('history_invoices'), 7, "the previous program's invoices, through the import");
  t.equal(await count('history_payrolls'), 18, "the previous program's payrolls, through the import");
  t.same(
    (await db('history_payrolls').pluck('teacher_nif')).filter((n: string) => !validateSpanishId(n)),
    [],
    'archived NIFs are valid',
  );
  // Nothing has happened yet that the demo says happened: no row was written in the future (an hour
  // movement booking next week's class was dated next week minus seven days, that is, after today).
  const { rows: stamped } = (await db.raw(
    `select table_name from information_schema.columns
      where column_name = 'created_date' and table_schema = current_schema() order by table_name`,
  )) as { rows: { table_name: string }[] };
  const future: string[] = [];
  for (const { table_name: table } of stamped)
    if (await db(table).where('created_date', '>', db.fn.now()).first()) future.push(table);
  t.same(future, [], 'no row created in the future');
  t.equal(await seedDemo(db, MODULES), false, 'a database with users is left alone');
});
