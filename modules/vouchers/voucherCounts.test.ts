import t from 'tap';
import { setupApp, createUser } from '../../test/helpers/app';
import { actorOf } from '../../test/factories/people';
import { createVoucher, dayFromToday } from '../../test/factories/vouchers';
import { parseListQuery } from '../../src/lib/listQuery';
import { VOUCHER_LIST_SPECS } from './vouchers.service';

/**
 * The vouchers per stored status are kept in `voucher_counts` by triggers (issue 16): the plain
 * list's total is read from there. Whatever writes a voucher, the kept row equals the table's
 * count at every commit, and the list's total equals the vouchers it lists.
 */
t.test('the kept voucher counts follow every write, and the list totals read from them are exact', async (t) => {
  const app = await setupApp(t);
  const db = app.db;
  const advisor = actorOf(await createUser(app, 'advisor'));
  const { vouchers } = app.services;

  const counted = async () => {
    const rows = (await db('vouchers').groupBy('status').select('status', db.raw('count(*)::int as n'))) as {
      status: string;
      n: number;
    }[];
    const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    return { inactive: of('inactive'), active: of('active'), settled: of('settled') };
  };
  const kept = async () => {
    const row = (await db('voucher_counts').first('inactive', 'active', 'settled')) as Record<string, number | string>;
    return { inactive: Number(row.inactive), active: Number(row.active), settled: Number(row.settled) };
  };
  const total = async (filters: Record<string, string> = {}) =>
    (await vouchers.list(advisor, parseListQuery(filters, VOUCHER_LIST_SPECS.all))).total;
  const agree = async (message: string) => {
    const now = await counted();
    t.same(await kept(), now, message);
    t.equal(await total(), now.inactive + now.active + now.settled, `${message}: the plain list's total`);
    t.equal(await total({ status: 'inactive' }), now.inactive, `${message}: the inactive ones`);
    t.equal(await total({ status: 'settled' }), now.settled, `${message}: the settled ones`);
  };

  await agree('no voucher');
  const first = await createVoucher(app);
  const expired = await createVoucher(app, { startDate: dayFromToday(-120), endDate: dayFromToday(-1) });
  const inactive = await createVoucher(app, { status: 'inactive' });
  await createVoucher(app, { status: 'settled', customerId: first.customerId, studentId: first.studentId });
  await agree('inserted in each status');
  t.equal(await total({ status: 'expired' }), 1, 'an expired voucher is counted by its date, not kept');
  t.equal(await total({ status: 'active' }), 1);
  t.equal(await total({ customer: String(first.customerId) }), 2, 'any other filter counts the rows');
  const past = await vouchers.list(advisor, parseListQuery({ page: '9' }, VOUCHER_LIST_SPECS.all));
  t.same([past.rows.length, past.total], [0, 4], 'a page past the last: no rows, the kept total read alone');

  await db('vouchers').where({ id: inactive.id }).update({ status: 'active' });
  await agree('activated');
  await db('vouchers')
    .where({ id: expired.id })
    .update({ status: 'settled', settledDate: dayFromToday(0) });
  await agree('settled');
  await db('vouchers').where({ id: first.id }).update({ remarks: 'sin cambio de estado' });
  await agree('a write that keeps the status');

  await t.rejects(
    db.transaction(async (trx) => {
      await trx('vouchers').where({ id: first.id }).update({ status: 'settled' });
      await trx('vouchers').insert({ ...(await trx('vouchers').where({ id: first.id }).first()), id: undefined });
      throw new Error('vuelta atrás');
    }),
  );
  await agree('a transaction rolled back leaves them as they were');

  await db('classes').del();
  await db('vouchers').where({ id: inactive.id }).del();
  await agree('deleted');
  await db.raw('select vouchers_recount()');
  await agree('counted again from the table (after a bulk load)');

  t.test('vouchers written at the same time (PostgreSQL: concurrent transactions)', async (t) => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createVoucher(app, {
          status: i % 3 === 0 ? 'inactive' : 'active',
          customerId: first.customerId,
          studentId: first.studentId,
        }),
      ),
    );
    await Promise.all(
      made.map((v, i) =>
        db.transaction(async (trx) => {
          await trx('vouchers')
            .where({ id: v.id })
            .update({ status: i % 2 ? 'settled' : 'active' });
          if (i % 4 === 0) await trx('vouchers').where({ id: v.id }).update({ status: 'inactive' });
        }),
      ),
    );
    t.same(await kept(), await counted(), 'the kept row is the table after concurrent inserts and status changes');
  });
});
