import t from 'tap';
import { setupApp, createUser } from '../../test/helpers/app';
import { actorOf, createTeacher } from '../../test/factories/people';
import { classTime, createVoucher, dayFromToday } from '../../test/factories/vouchers';

t.test('a class already given (taught, claimed) cannot be moved to a time still to come', async (t) => {
  const app = await setupApp(t);
  const { classes, teacherClasses } = app.services;
  const advisor = actorOf(await createUser(app, 'advisor'));
  const teacher = actorOf(await createTeacher(app));
  const voucher = await createVoucher(app, { hours: 10, teacherId: teacher.id });
  const claimed = await teacherClasses.claim(teacher, {
    voucherId: voucher.id,
    date: `${dayFromToday(-2)}T17:00`,
    duration: 60,
  });
  await t.rejects(classes.update(advisor, claimed.id, { teacherId: teacher.id, date: classTime(5), duration: 60 }), {
    code: 'BAD_USER_INPUT',
    fields: { date: 'Esta clase ya se ha dado: su fecha y hora no pueden ser posteriores a ahora' },
  });
  t.equal((await app.db('classes').where('id', claimed.id).first('status')).status, 'claimed', 'unchanged');
  // Correcting the day it was given (still in the past) is fine.
  const fixed = await classes.update(advisor, claimed.id, {
    teacherId: teacher.id,
    date: `${dayFromToday(-3)}T17:00`,
    duration: 60,
  });
  t.equal(fixed.status, 'claimed');
});
