import t from 'tap';
import { createTestDb } from '../../test/helpers/db';
import { seedDemo } from '../../seeds/demo';
import { MODULES } from '../../src/app';
import { effectiveStatusSql } from './hours';
import { LIST_CONDITIONS } from './vouchers.service';

t.test(
  'the demo academy: vouchers in every status, every working list with something, ledger and balances agree',
  async (t) => {
    const { db, drop } = await createTestDb();
    t.teardown(drop);
    t.equal(await seedDemo(db, MODULES), true);
    const statuses = (await db('vouchers as v').distinct(db.raw(`${effectiveStatusSql('v')} as status`)))
      .map((r) => r.status)
      .sort();
    t.same(statuses, ['active', 'expired', 'inactive', 'settled']);
    t.ok(
      await db('vouchers').where({ status: 'active', paymentStatus: 'pendingPayment' }).first(),
      'an active voucher partly paid',
    );
    t.ok(await db('vouchers').whereNotNull('renewed_from_id').first(), 'renewal chains');
    for (const [list, condition] of Object.entries(LIST_CONDITIONS))
      t.ok((await db('vouchers as v').whereRaw(condition).pluck('v.id')).length > 0, `${list} shows something`);
    const classStatuses = (await db('classes').distinct('status').pluck('status')).sort();
    t.same(classStatuses, ['assigned', 'claimed', 'deleted', 'pending', 'taught', 'validated']);
    // Older months are paid through the demo's payrolls; the recent ones still await theirs.
    t.ok(
      Number(
        (
          await db('classes')
            .where('status', 'validated')
            .where('teacher_payment_status', 'teacherPendingPayment')
            .count({ c: '*' })
            .first()
        )?.c,
      ) > 0,
      'validated classes await payment',
    );
    const demo = await db('users').where({ email: 'profesor@academia.test' }).first('id');
    t.ok(
      Number((await db('classes').where('teacher_id', demo.id).count({ c: '*' }).first())?.c) > 10,
      'the demo teacher has classes',
    );
    const { rows } = await db.raw(`select v.id from vouchers v
    where v.minutes_booked <> coalesce((select sum(duration) from classes c where c.voucher_id = v.id and c.status <> 'deleted'), 0)
       or v.minutes_booked <> -coalesce((select sum(minutes) from voucher_hour_movements h where h.voucher_id = v.id), 0)`);
    t.same(rows, [], 'every balance is the sum of its live classes and of its ledger');
    const { rows: paid } = await db.raw(
      `select v.id from vouchers v where (v.payment_status = 'paid') <> (coalesce((select sum(amount_cents) from payments p where p.voucher_id = v.id), 0) >= v.amount_cents)`,
    );
    t.same(paid, [], 'payment status follows the payments');
    const { rows: cash } = await db.raw(
      `select voucher_id from payments where method = 'cash' group by voucher_id having sum(amount_cents) >= 100000`,
    );
    t.same(cash, [], 'cash stays under the legal limit');
  },
);
