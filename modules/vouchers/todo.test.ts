import t from 'tap';
import { callerAs, createUser, setupApp } from '../../test/helpers/app';
import { actorOf, createTeacher } from '../../test/factories/people';
import { classTime, createVoucher } from '../../test/factories/vouchers';

t.test('the start page says what is waiting, to whom it concerns', async (t) => {
  const app = await setupApp(t);
  const { classes, teacherClasses } = app.services;
  const advisor = actorOf(await createUser(app, 'advisor'));
  const teacherUser = await createTeacher(app);
  const teacher = actorOf(teacherUser);
  const voucher = await createVoucher(app, { hours: 10, teacherId: teacher.id });
  const unpaid = await createVoucher(app, { hours: 10, status: 'inactive' });
  await app.db('vouchers').where('id', unpaid.id).update({ paymentStatus: 'pendingPayment' });
  const past = await classes.create(advisor, {
    voucherId: voucher.id,
    teacherId: teacher.id,
    date: classTime(-2),
    duration: 60,
  });
  await teacherClasses.claim(teacher, { voucherId: voucher.id, date: classTime(-1), duration: 60 });

  const staff = await callerAs(app, 'advisor');
  const home = (await app.inject({ url: '/', headers: staff.headers })).body;
  t.match(home, 'Pendiente');
  t.match(home, '1 clase registrada por un profesor, por validar');
  t.match(home, 'href="/classes?status=claimed"');
  t.match(home, '1 bono pendiente de pago');
  t.notMatch(home, 'por marcar como dada', "a teacher's reminders are not staff's");

  const teacherToken = await app.services.auth.login(teacherUser.email, 'contraseña-de-prueba', { ip: '10.9.9.9' });
  const mine = (await app.inject({ url: '/', headers: { cookie: `apollo-token=${teacherToken.token}` } })).body;
  t.match(mine, '1 clase pasada por marcar como dada');
  t.match(mine, '1 clase tuya espera la validación de la academia');
  t.notMatch(mine, 'pendiente de pago', 'no amounts or vouchers for a teacher');

  await teacherClasses.markGiven(teacher, past.id);
  const after = (await app.inject({ url: '/', headers: { cookie: `apollo-token=${teacherToken.token}` } })).body;
  t.notMatch(after, 'por marcar como dada', 'gone once done');

  const anonymous = await app.inject({ url: '/' });
  t.equal(anonymous.statusCode, 302);
  const admin = await callerAs(app, 'admin');
  t.match((await app.inject({ url: '/', headers: admin.headers })).body, 'clase dada, por validar');
});
