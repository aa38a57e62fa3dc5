import t from 'tap';
import { setupApp } from '../../test/helpers/app';
import { vouchersWorld } from './vouchers.testkit';

/**
 * A voucher's last class date is kept by a trigger on classes (issue 16): whatever writes a
 * class, the voucher's column equals max(date) of its live classes, in the same transaction.
 */
t.test('each voucher keeps the date of its last live class, whatever writes the class', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const db = app.db;
  const stored = async (id: number) =>
    (
      (await db('vouchers').where({ id }).first('last_class_date')) as { lastClassDate: Date | null }
    ).lastClassDate?.getTime() ?? null;
  const computed = async (id: number) => {
    const row = (await db('classes')
      .where({ voucherId: id })
      .whereNot({ status: 'deleted' })
      .max({ last: 'date' })
      .first()) as { last: Date | null };
    return row.last ? new Date(row.last).getTime() : null;
  };
  const agree = async (id: number, message: string) => t.equal(await stored(id), await computed(id), message);

  const a = await w.voucher();
  const b = await w.voucher();
  t.equal(await stored(a), null, 'no class: no date');
  const old = await w.lesson(a, 40);
  const recent = await w.lesson(a, 3);
  await agree(a, 'booking sets it to the latest class');
  t.not(await stored(a), null);

  await db('classes').where({ id: recent }).update({ status: 'deleted' });
  await agree(a, 'a deleted class no longer counts');
  await db('classes')
    .where({ id: old })
    .update({ date: new Date(Date.now() + 2 * 86_400_000) });
  await agree(a, 'moving a class moves it');
  await db('classes').where({ id: old }).update({ voucherId: b });
  await agree(a, 'a class moved to another voucher leaves the first');
  await agree(b, '… and counts on the second');
  await db('voucher_hour_movements').where({ classId: old }).delete();
  await db('classes').where({ id: old }).delete();
  await agree(b, 'a class removed from the table no longer counts');

  // Inside a transaction that fails, nothing changes.
  const before = await stored(b);
  await t.rejects(
    db.transaction(async (trx) => {
      await trx('classes').insert({
        voucherId: b,
        studentId: w.student.id,
        subjectId: w.subject,
        teacherId: w.teacher.id,
        date: new Date(),
        duration: 60,
        status: 'validated',
        teacherPaymentStatus: 'teacherPendingPayment',
      });
      throw new Error('rolled back');
    }),
  );
  t.equal(await stored(b), before, 'a rolled-back class leaves it as it was');
});
