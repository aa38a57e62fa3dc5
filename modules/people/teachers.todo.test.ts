import t from 'tap';
import { callerAs, setupApp } from '../../test/helpers/app';
import { createTeacher } from '../../test/factories/people';
import { academicBasics } from '../../test/factories/academic';

/**
 * A teacher just created by the academy signs in: the start page says what their profile still
 * lacks for the academy to count on them (it said nothing, and no lead ever fitted a teacher
 * without subjects), each reminder gone once done.
 */
t.test("a new teacher's start page says what their profile lacks", async (t) => {
  const app = await setupApp(t);
  const teacher = await createTeacher(app);
  const token = await app.services.auth.login(teacher.email, 'contraseña-de-prueba', { ip: '10.9.9.8' });
  const home = async () => (await app.inject({ url: '/', headers: { cookie: `apollo-token=${token.token}` } })).body;

  const before = await home();
  t.match(before, 'Pendiente');
  t.match(before, 'href="/teacher-settings"');
  t.match(before, 'Acepta las condiciones y la política de privacidad');
  t.match(before, 'href="/teacher-subjects"');
  t.match(before, 'Añade las asignaturas que impartes');
  t.match(before, 'href="/teacher-availability"');
  t.match(before, 'Indica tu disponibilidad');

  await app.db('teachers').where({ id: teacher.id }).update({ hasAcceptedTerms: true, hasAcceptedPrivacyPolicy: true });
  const { subjectId } = await academicBasics(app);
  const level = await app.db('levels').first('id');
  await app.db('teacher_subjects').insert({ teacherId: teacher.id, subjectId, levelId: level.id });
  await app.db('availabilities').insert({ teacherId: teacher.id, weekday: 1, startTime: '17:00', endTime: '19:00' });
  const after = await home();
  t.notMatch(after, 'Acepta las condiciones');
  t.notMatch(after, 'Añade las asignaturas');
  t.notMatch(after, 'Indica tu disponibilidad');

  // Staff have no such reminders.
  const advisor = await callerAs(app, 'advisor');
  t.notMatch((await app.inject({ url: '/', headers: advisor.headers })).body, 'Añade las asignaturas');
});
