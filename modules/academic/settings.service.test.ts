import t from 'tap';
import { actorOf } from '../../test/factories/people';
import { ACADEMIC } from './settings.entities';
import { dayFromToday } from '../../test/factories/vouchers';
import { createUser, setupApp } from '../../test/helpers/app';
import { createCustomer, createStudent, createTeacher } from '../../test/factories/people';
import { parseListQuery } from '../../src/lib/listQuery';

import type { AppError } from '../../src/lib/errors';

const day = dayFromToday;

t.test('academic settings service', async (t) => {
  const app = await setupApp(t);
  const svc = app.services.academicSettings;
  const actor = async (role: 'admin' | 'advisor' | 'teacher') => actorOf(await createUser(app, role));
  const adminActor = await actor('admin');
  const advisor = await actor('advisor');
  const teacher = await actor('teacher');

  const eso = await svc.create(adminActor, 'levels', { name: 'ESO' });
  const bach = await svc.create(adminActor, 'levels', { name: 'Bachillerato' });
  t.equal(eso.position, 0, 'first level first');
  t.equal(bach.position, 1, 'a new level goes last');
  const eso1 = await svc.create(adminActor, 'courses', { levelId: eso.id, name: '1º ESO' });
  const eso2 = await svc.create(adminActor, 'courses', { levelId: eso.id, name: '2º ESO' });
  const bach2 = await svc.create(adminActor, 'courses', { levelId: bach.id, name: '2º Bachillerato' });
  t.same([eso1.position, eso2.position, bach2.position], [0, 1, 0], 'positions count within the level');
  const maths = await svc.create(adminActor, 'subjects', { name: 'Matemáticas' });
  const physics = await svc.create(adminActor, 'subjects', { name: 'Física' });

  t.test('only admins write; anonymous callers are asked to sign in', async (t) => {
    await t.rejects(svc.create(null, 'levels', { name: 'Adultos' }), { code: 'UNAUTHENTICATED' });
    await t.rejects(svc.create(advisor, 'levels', { name: 'Adultos' }), { code: 'FORBIDDEN' });
    await t.rejects(svc.create(teacher, 'subjects', { name: 'Latín' }), { code: 'FORBIDDEN' });
    await t.rejects(svc.remove(advisor, 'levels', eso.id), { code: 'FORBIDDEN' });
    await t.rejects(svc.setCourseSubjects(advisor, eso1.id, [maths.id]), { code: 'FORBIDDEN' });
  });

  t.test('the catalogue is read by everyone signed in, prices by staff only', async (t) => {
    const page = await svc.list(teacher, 'courses', parseListQuery({}, ACADEMIC.courses.list));
    t.same(
      page.rows.map((r) => r.name),
      ['1º ESO', '2º ESO', '2º Bachillerato'],
      'in teaching order',
    );
    await t.rejects(svc.list(teacher, 'prices', parseListQuery({}, ACADEMIC.prices.list)), { code: 'FORBIDDEN' });
    await t.rejects(svc.priceFor(teacher, eso1.id), { code: 'FORBIDDEN' });
    await t.resolves(svc.list(advisor, 'prices', parseListQuery({}, ACADEMIC.prices.list)));
    await t.rejects(svc.list(null, 'levels', parseListQuery({}, ACADEMIC.levels.list)), { code: 'UNAUTHENTICATED' });
  });

  t.test('validation: the specification messages, every field at once', async (t) => {
    const err = (await svc
      .create(adminActor, 'prices', { name: '', customerPrice: '-3', teacherPay: 'abc', position: 'x' })
      .catch((e) => e)) as AppError;
    t.equal(err.code, 'BAD_USER_INPUT');
    t.same(err.fields, {
      name: 'Debes rellenar este campo',
      validFrom: 'Debes rellenar este campo',
      target: 'Debes rellenar este campo',
      customerPrice: 'El campo debe ser un número positivo',
      teacherPay: 'El campo debe ser un número positivo',
    });
    const zero = (await svc
      .create(adminActor, 'prices', {
        name: 'Gratis',
        target: `level:${eso.id}`,
        customerPrice: '0,00',
        teacherPay: '0',
        validFrom: day(0),
      })
      .catch((e) => e)) as AppError;
    t.same(zero.fields, {
      customerPrice: 'El campo debe ser un número positivo',
      teacherPay: 'El campo debe ser un número positivo',
    });
    const position = (await svc
      .create(adminActor, 'levels', { name: 'Adultos', position: '-1' })
      .catch((e) => e)) as AppError;
    t.same(position.fields, { position: 'El campo debe ser un número entero positivo' });
    const noLevel = (await svc
      .create(adminActor, 'courses', { name: '3º ESO', levelId: '999999' })
      .catch((e) => e)) as AppError;
    t.same(noLevel.fields, { levelId: 'Esa opción ya no existe; elige otra de la lista' });
  });

  t.test('unique names get a clear field message', async (t) => {
    const level = (await svc.create(adminActor, 'levels', { name: 'eso' }).catch((e) => e)) as AppError;
    t.equal(level.code, 'ACADEMIC_DUPLICATE');
    t.strictSame(level.fields, { name: 'Ya existe el nivel «ESO»; las mayúsculas y los acentos no cuentan' });
    const subject = (await svc.create(adminActor, 'subjects', { name: 'MATEMATICAS' }).catch((e) => e)) as AppError;
    t.strictSame(
      subject.fields,
      { name: 'Ya existe la asignatura «Matemáticas»; las mayúsculas y los acentos no cuentan' },
      'accents and case ignored, and the one there named',
    );
    // Pasted with an invisible character at an end (zero-width space, BOM): the same name, not a look-alike.
    for (const name of ['Matemáticas\u200B', '\u2060Matemáticas', '\uFEFFMatemáticas\u200D'])
      t.same(
        ((await svc.create(adminActor, 'subjects', { name }).catch((e) => e)) as AppError).fields,
        { name: 'Ya existe una asignatura con ese nombre' },
        JSON.stringify(name),
      );
    t.same(
      ((await svc.create(adminActor, 'levels', { name: '\u200B\u200B' }).catch((e) => e)) as AppError).fields,
      { name: 'Debes rellenar este campo' },
      'nothing visible is nothing',
    );
    const course = (await svc
      .create(adminActor, 'courses', { levelId: eso.id, name: '1º eso' })
      .catch((e) => e)) as AppError;
    t.strictSame(course.fields, {
      name: 'Ya existe el curso «1º ESO» en ese nivel; las mayúsculas y los acentos no cuentan',
    });
    await t.resolves(
      svc.create(adminActor, 'courses', { levelId: bach.id, name: '1º ESO' }),
      'the same name in another level is fine',
    );
    await svc.create(adminActor, 'course-subjects', { courseId: eso1.id, subjectId: maths.id });
    const pair = (await svc
      .create(adminActor, 'course-subjects', { courseId: eso1.id, subjectId: maths.id })
      .catch((e) => e)) as AppError;
    t.same(pair.fields, { subjectId: 'Ese curso ya ofrece esa asignatura' });
  });

  t.test('prices: exactly one target, teacher pay not above the customer price, one per target and day', async (t) => {
    const both = (await svc
      .create(adminActor, 'prices', {
        name: 'X',
        levelId: eso.id,
        courseId: eso1.id,
        customerPriceCents: 2000,
        teacherPayCents: 1200,
        validFrom: day(0),
      })
      .catch((e) => e)) as AppError;
    t.same(both.fields, { levelId: 'Elige un nivel o un curso, no los dos' });
    const none = (await svc
      .create(adminActor, 'prices', { name: 'X', customerPrice: '20', teacherPay: '12', validFrom: day(0) })
      .catch((e) => e)) as AppError;
    t.same(none.fields, { target: 'Debes rellenar este campo' });
    const loss = (await svc
      .create(adminActor, 'prices', {
        name: 'X',
        target: `level:${eso.id}`,
        customerPrice: '20',
        teacherPay: '20,01',
        validFrom: day(0),
      })
      .catch((e) => e)) as AppError;
    t.same(loss.fields, { teacherPay: 'El pago al profesor no puede ser mayor que el precio para el cliente' });
    const price = await svc.create(adminActor, 'prices', {
      name: 'ESO',
      target: `level:${eso.id}`,
      customerPrice: '24,50',
      teacherPay: '14',
      validFrom: day(-30),
    });
    t.match(price, {
      customerPriceCents: 2450,
      teacherPayCents: 1400,
      levelId: eso.id,
      courseId: null,
      targetName: 'ESO',
      state: 'current',
    });
    const again = (await svc
      .create(adminActor, 'prices', {
        name: 'ESO bis',
        target: `level:${eso.id}`,
        customerPrice: '25',
        teacherPay: '14',
        validFrom: day(-30),
      })
      .catch((e) => e)) as AppError;
    t.same(again.fields, { validFrom: 'Ya hay un precio de ese nivel o curso que empieza ese día' });
    const edited = await svc.update(adminActor, {
      kind: 'prices',
      id: price.id,
      input: { name: 'ESO', target: `course:${eso2.id}`, customerPrice: '25', teacherPay: '15', validFrom: day(-30) },
    });
    t.match(edited, { levelId: null, courseId: eso2.id, targetName: '2º ESO', customerPriceCents: 2500 });
    await svc.remove(adminActor, 'prices', price.id);
  });

  t.test('the price that applies: the course over its level, the latest started by the day', async (t) => {
    const level = await svc.create(adminActor, 'prices', {
      name: 'Bach viejo',
      target: `level:${bach.id}`,
      customerPrice: '22',
      teacherPay: '13',
      validFrom: day(-400),
    });
    const levelNow = await svc.create(adminActor, 'prices', {
      name: 'Bach',
      target: `level:${bach.id}`,
      customerPrice: '24',
      teacherPay: '14',
      validFrom: day(-10),
    });
    const levelNext = await svc.create(adminActor, 'prices', {
      name: 'Bach próximo',
      target: `level:${bach.id}`,
      customerPrice: '25',
      teacherPay: '15',
      validFrom: day(20),
    });
    const courseOwn = await svc.create(adminActor, 'prices', {
      name: 'EBAU',
      target: `course:${bach2.id}`,
      customerPrice: '26,50',
      teacherPay: '15',
      validFrom: day(-5),
    });
    const other = await app.db('courses').where({ levelId: bach.id, name: '1º ESO' }).first();

    t.equal(
      (await svc.priceFor(advisor, other.id))?.id,
      levelNow.id,
      'a course without its own price takes its level’s latest started',
    );
    t.equal((await svc.priceFor(advisor, other.id, day(-20)))?.id, level.id, 'before that, the older one');
    t.equal((await svc.priceFor(advisor, other.id, day(25)))?.id, levelNext.id, 'and the next from its day');
    t.equal(await svc.priceFor(advisor, other.id, day(-500)), undefined, 'nothing before the first');
    t.equal((await svc.priceFor(advisor, bach2.id))?.id, courseOwn.id, 'a course’s own price wins over its level’s');
    t.equal(
      (await svc.priceFor(advisor, bach2.id, day(-6)))?.id,
      levelNow.id,
      'before the course’s own starts, its level’s',
    );
    t.equal(
      (await svc.priceFor(advisor, bach2.id, day(25)))?.id,
      courseOwn.id,
      'the course’s own still wins over a later level price',
    );
    await t.rejects(svc.priceFor(advisor, 999999), { code: 'NOT_FOUND' });
    // Every course's price at once (the voucher form) follows the same rule as one by one.
    for (const when of [day(-500), day(-20), day(-6), day(0), day(25)]) {
      const all = await app.services.academic.pricesOn(app.db, when);
      for (const course of (await app.db('courses').select('id')) as { id: number }[]) {
        t.same(
          all.get(course.id),
          await app.services.academic.priceFor(app.db, course.id, when),
          `course ${course.id} on ${when}: the same price, whole`,
        );
      }
    }

    const list = await svc.list(advisor, 'prices', parseListQuery({ level: String(bach.id) }, ACADEMIC.prices.list));
    t.same(
      list.rows.map((r) => [r.name, r.state]),
      [
        ['Bach próximo', 'future'],
        ['Bach', 'current'],
        ['Bach viejo', 'past'],
        ['EBAU', 'current'],
      ],
      'the level’s history newest first, then its courses’ prices, each with its state',
    );
    const current = await svc.list(advisor, 'prices', parseListQuery({ state: 'current' }, ACADEMIC.prices.list));
    t.same(
      current.rows.map((r) => r.name),
      ['Bach', 'EBAU'],
    );
  });

  t.test('a course offers exactly the ticked subjects', async (t) => {
    const saved = await svc.setCourseSubjects(adminActor, eso2.id, [physics.id, maths.id, maths.id]);
    t.same(
      saved.map((s) => s.name),
      ['Física', 'Matemáticas'],
    );
    const after = await svc.setCourseSubjects(adminActor, eso2.id, [physics.id]);
    t.same(
      after.map((s) => s.name),
      ['Física'],
    );
    const { subjects } = await svc.subjectsOfCourse(teacher, eso2.id);
    t.same(
      subjects.map((s) => [s.name, s.offered]),
      [
        ['Física', true],
        ['Matemáticas', false],
      ],
    );
    await t.rejects(svc.setCourseSubjects(adminActor, eso2.id, [999999]), { code: 'BAD_USER_INPUT' });
    await t.rejects(svc.setCourseSubjects(adminActor, 999999, []), { code: 'NOT_FOUND' });
    t.same(await svc.setCourseSubjects(adminActor, eso2.id, []), [], 'none at all is allowed');
  });

  t.test('deletes are refused while something is attached, saying what', async (t) => {
    const level = (await svc.remove(adminActor, 'levels', bach.id).catch((e) => e)) as AppError;
    t.equal(level.code, 'ACADEMIC_IN_USE');
    t.equal(
      level.message,
      'No se puede eliminar «Bachillerato» porque tiene 2 cursos y 3 precios. Quítalos o cámbialos antes.',
    );

    const family = await createCustomer(app);
    await createStudent(app, family.id, { courseId: eso1.id });
    const course = (await svc.remove(adminActor, 'courses', eso1.id).catch((e) => e)) as AppError;
    t.equal(course.message, 'No se puede eliminar «1º ESO» porque tiene 1 alumno. Quítalos o cámbialos antes.');

    const someone = await createTeacher(app);
    await app.db('teacher_subjects').insert({ teacherId: someone.id, subjectId: physics.id, levelId: eso.id });
    const subject = (await svc.remove(adminActor, 'subjects', physics.id).catch((e) => e)) as AppError;
    t.equal(
      subject.message,
      'No se puede eliminar «Física» porque tiene 1 asignatura de profesor. Quítalos o cámbialos antes.',
    );

    // A table a later module adds (customer interests) joins the list.
    await app.db.schema.createTable('fake_interests', (tb) => {
      tb.increments('id');
      tb.integer('study_id');
    });
    const study = await svc.create(adminActor, 'studies', { name: 'Grado en Física' });
    await app.db('fake_interests').insert({ studyId: study.id });
    svc.addDependant('studies', {
      table: 'fake_interests',
      column: 'study_id',
      message: { id: 'x', defaultMessage: '{count} interés' },
    });
    const studyErr = (await svc.remove(adminActor, 'studies', study.id).catch((e) => e)) as AppError;
    t.equal(
      studyErr.message,
      'No se puede eliminar «Grado en Física» porque tiene 1 interés. Quítalos o cámbialos antes.',
    );

    // A course's offered subjects go with it; a free course is deleted.
    await svc.setCourseSubjects(adminActor, eso2.id, [maths.id]);
    const removed = await svc.remove(adminActor, 'courses', eso2.id);
    t.equal(removed.name, '2º ESO');
    t.equal(await app.db('courses').where({ id: eso2.id }).first(), undefined);
    t.equal(await app.db('course_subjects').where({ courseId: eso2.id }).first(), undefined);
    await t.rejects(svc.remove(adminActor, 'courses', eso2.id), { code: 'NOT_FOUND' });
  });
});
