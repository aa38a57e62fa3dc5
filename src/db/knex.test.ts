import t from 'tap';
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
