import t from 'tap';
import { setupApp, createUser } from '../../test/helpers/app';
import { actorOf, createTeacher } from '../../test/factories/people';
import { classTime, createVoucher, dayFromToday } from '../../test/factories/vouchers';

t.test('staff entering a class the teacher already has with that student, at that time', async (t) => {
  const app = await setupApp(t);
  const { classes, teacherClasses } = app.services;
  const advisor = actorOf(await createUser(app, 'advisor'));
  const teacher = actorOf(await createTeacher(app));
  const other = actorOf(await createTeacher(app));
  const voucher = await createVoucher(app, { hours: 10, teacherId: teacher.id });
  const minutesBooked = async () =>
    (await app.db('vouchers').where('id', voucher.id).first('minutes_booked')).minutesBooked as number;
  const clash = 'El profesor ya tiene una clase con este alumno que coincide con esa hora';

  t.test('the teacher registered it: staff «Clase de un profesor» is refused, nothing booked twice', async (t) => {
    const given = `${dayFromToday(-2)}T17:00`;
    await teacherClasses.claim(teacher, { voucherId: voucher.id, date: given, duration: 60 });
    const before = await minutesBooked();
    const err = (await classes
      .createTeacherClass(advisor, {
        voucherId: voucher.id,
        teacherId: teacher.id,
        date: `${dayFromToday(-2)}T17:30`,
        duration: 60,
      })
      .catch((e) => e)) as { code: string; fields: Record<string, string> };
    t.equal(err.code, 'BAD_USER_INPUT');
    t.match(err.fields.date, clash);
    t.equal(await minutesBooked(), before, 'the hours were not booked twice');
  });

  t.test(
    'a class created twice for the same teacher and time is refused; another teacher or a later hour is not',
    async (t) => {
      const at = classTime(3, '18:00');
      await classes.create(advisor, { voucherId: voucher.id, teacherId: teacher.id, date: at, duration: 90 });
      await t.rejects(
        classes.create(advisor, { voucherId: voucher.id, teacherId: teacher.id, date: at, duration: 60 }),
        {
          code: 'BAD_USER_INPUT',
          fields: { date: new RegExp(clash) },
        },
      );
      const later = await classes.create(advisor, {
        voucherId: voucher.id,
        teacherId: teacher.id,
        date: classTime(3, '19:30'),
        duration: 60,
      });
      t.equal(later.status, 'assigned', 'right after the first one ends');
      const otherTeacher = await classes.create(advisor, {
        voucherId: voucher.id,
        teacherId: other.id,
        date: classTime(4, '18:00'),
        duration: 60,
      });
      t.equal(otherTeacher.teacherId, other.id);
      // Moving a class onto another of the same teacher and student: refused; the class keeps its date.
      await t.rejects(
        classes.update(advisor, later.id, { teacherId: teacher.id, date: classTime(3, '18:30'), duration: 60 }),
        {
          code: 'BAD_USER_INPUT',
          fields: { date: new RegExp(clash) },
        },
      );
      // Saving a class at its own time is no clash with itself.
      const same = await classes.update(advisor, later.id, {
        teacherId: teacher.id,
        date: classTime(3, '19:30'),
        duration: 60,
        remarks: 'ok',
      });
      t.equal(same.remarks, 'ok');
    },
  );
  t.test(
    'a claim without its voucher sent four times at once: one class, the others refused on the date',
    async (t) => {
      // No voucher's row lock serialised them (on PostgreSQL): each found no clash and four classes were registered.
      const date = `${dayFromToday(-3)}T11:00`;
      const answers = await Promise.allSettled(
        [1, 2, 3, 4].map(() => teacherClasses.claim(teacher, { studentId: voucher.studentId, date, duration: 60 })),
      );
      t.equal(answers.filter((a) => a.status === 'fulfilled').length, 1, 'one class');
      for (const a of answers)
        if (a.status === 'rejected')
          t.match(a.reason, { code: 'BAD_USER_INPUT', fields: { date: /Ya tienes una clase/ } });
      const live = await app
        .db('classes')
        .where({ teacherId: teacher.id, studentId: voucher.studentId })
        .whereNot('status', 'deleted')
        .whereRaw('date = ?::timestamp at time zone ?', [date, 'Europe/Madrid']);
      t.equal(live.length, 1, 'registered once');
    },
  );
});
