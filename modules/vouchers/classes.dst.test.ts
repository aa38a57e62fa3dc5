import t, { type Test } from 'tap';
import { setupApp, createUser } from '../../test/helpers/app';
import { actorOf, createTeacher } from '../../test/factories/people';
import { createVoucher, dayFromToday } from '../../test/factories/vouchers';
import { classDateMessage, parseClassDate, madridLocal } from './classes.shared';

/** A posted class date that is none: no date, and the date field's message says how to write one. */
function noDate(t: Test, raw: string) {
  t.equal(parseClassDate(raw), null, raw);
  t.equal(classDateMessage(raw), 'Escribe la fecha y la hora (dd/mm/aaaa hh:mm)', raw);
}

t.test('a class at an hour the clocks skip in Madrid', async (t) => {
  t.test('parseClassDate: the hour the clocks skip is no time; the hour repeated is kept as written', async (t) => {
    t.equal(parseClassDate('2027-03-28T02:30'), null, 'skipped at the change to summer time');
    t.equal(parseClassDate('2027-03-28T01:59'), '2027-03-28T01:59');
    t.equal(parseClassDate('2027-03-28T03:00'), '2027-03-28T03:00');
    t.equal(parseClassDate('2026-10-25T02:30'), '2026-10-25T02:30', 'repeated at the change to winter time');
    t.equal(parseClassDate('2026-12-31T00:00'), '2026-12-31T00:00', 'midnight');
    t.equal(parseClassDate('1900-01-01T10:00'), '1900-01-01T10:00', 'a day of local mean time is no jump');
    t.equal(
      classDateMessage('29/03/2026 02:30'),
      'El 29/03/2026 a las 02:30 no existe en Madrid: ese día los relojes pasan de las 02:00 a las 03:00',
    );
    t.equal(classDateMessage('1900-01-01T10:00'), 'Escribe la fecha y la hora (dd/mm/aaaa hh:mm)');
  });

  t.test('a class of the year 0000 or before 1900 is no date (one was stored as 2001)', async (t) => {
    for (const raw of [
      '0000-01-01T10:00',
      '0000-01-01T10:00:00Z',
      '0001-01-01T10:00:00Z',
      '0100-06-01T10:00:00+02:00',
      '1899-12-31T10:00',
    ])
      noDate(t, raw);
    t.equal(parseClassDate('2026-11-27T17:00:00Z'), '2026-11-27T18:00');
  });

  t.test('a time no clock shows (25:00, minute 60, month 13, day 32) is no date, not an internal error', async (t) => {
    for (const raw of [
      '2026-11-27T25:00',
      '2026-11-27T17:60',
      '2026-13-01T10:00',
      '2026-01-32T10:00',
      '27/11/2026 24:30',
      // A date that is no date in ISO form (a program's, a hand-made post): it threw, a 500.
      '2026-13-01T17:00',
      '2026-12-01T25:61',
      '2026-00-10T10:00',
    ])
      noDate(t, raw);
  });

  const app = await setupApp(t);
  const { classes } = app.services;
  const advisor = actorOf(await createUser(app, 'advisor'));
  const teacher = actorOf(await createTeacher(app));

  t.test('a month 13 in an ISO date is refused on the date field, not an internal error', async (t) => {
    const voucher = await createVoucher(app, { hours: 4, teacherId: teacher.id });
    for (const create of [
      () => classes.create(advisor, { voucherId: voucher.id, date: '2026-13-01T17:00', duration: 60 }),
      () =>
        app.services.teacherClasses.claim(teacher, { voucherId: voucher.id, date: '2026-13-01T17:00', duration: 60 }),
    ])
      await t.rejects(create(), {
        code: 'BAD_USER_INPUT',
        fields: { date: 'Escribe la fecha y la hora (dd/mm/aaaa hh:mm)' },
      });
  });

  t.test('staff: a Spanish message on the date, not a class moved to 03:30', async (t) => {
    const voucher = await createVoucher(app, { hours: 4, startDate: dayFromToday(-1), endDate: '2027-04-30' });
    await t.rejects(
      classes.create(advisor, { voucherId: voucher.id, teacherId: teacher.id, date: '2027-03-28T02:30', duration: 60 }),
      {
        code: 'BAD_USER_INPUT',
        fields: {
          date: 'El 28/03/2027 a las 02:30 no existe en Madrid: ese día los relojes pasan de las 02:00 a las 03:00',
        },
      },
    );
    t.equal((await app.db('classes').where('voucher_id', voucher.id)).length, 0, 'nothing written');
    const ok = await classes.create(advisor, {
      voucherId: voucher.id,
      teacherId: teacher.id,
      date: '2027-03-28T03:30',
      duration: 60,
    });
    t.equal(madridLocal(ok.date), '2027-03-28T03:30', 'a real hour of that day is kept as written');
  });

  t.test('staff and teachers: an hour past 23 is refused on the date, nothing written', async (t) => {
    const voucher = await createVoucher(app, { hours: 4, startDate: dayFromToday(-5), teacherId: teacher.id });
    const refused = { code: 'BAD_USER_INPUT', fields: { date: 'Escribe la fecha y la hora (dd/mm/aaaa hh:mm)' } };
    const date = `${dayFromToday(-1)}T25:00`;
    await t.rejects(
      classes.create(advisor, { voucherId: voucher.id, teacherId: teacher.id, date, duration: 60 }),
      refused,
    );
    await t.rejects(app.services.teacherClasses.claim(teacher, { voucherId: voucher.id, date, duration: 60 }), refused);
    for (const early of ['0000-01-01T10:00', '0000-01-01T10:00:00Z', '0001-01-01T10:00'])
      await t.rejects(
        app.services.teacherClasses.claim(teacher, { studentId: voucher.studentId, date: early, duration: 60 }),
        refused,
        `a claim without its voucher dated ${early}`,
      );
    t.equal((await app.db('classes').where('voucher_id', voucher.id)).length, 0, 'nothing written');
  });
});
