import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { createUser, setupApp } from '../../test/helpers/app';
import { actorOf, createTeacher } from '../../test/factories/people';
import { todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { studentLead, vouchersWorld } from './vouchers.testkit';

/** The Monday of next week, as the ranking's load counts it ('YYYY-MM-DD'). */
function nextMonday() {
  const today = todayInMadrid();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  return addDays(today, 7 - weekday);
}

interface TeacherSpec {
  name: string;
  teaches?: 'subject' | 'other-level' | 'other-subject';
  districts?: ('lead' | 'station' | 'far')[];
  /** Weekly slots as [weekday, start, end]. */
  slots?: [number, string, string][];
  /** Hours of classes next week. */
  load?: number;
  droppedOut?: boolean;
  inactive?: boolean;
}

interface World {
  name: string;
  teachers: TeacherSpec[];
  expected: string[];
}

/**
 * Small worlds with their expected order. The lead: Matemáticas in 2º ESO, 2 hours a week,
 * Monday 17:00–19:00, in district A; district B shares a station with A; C is far away.
 */
const WORLDS: World[] = [
  {
    name: 'the subject at that level is required',
    teachers: [
      { name: 'Sí', teaches: 'subject' },
      { name: 'OtroNivel', teaches: 'other-level' },
      { name: 'OtraAsignatura', teaches: 'other-subject' },
    ],
    expected: ['Sí'],
  },
  {
    name: 'a preferred district before a shared station before none',
    teachers: [
      { name: 'Lejos', districts: ['far'] },
      { name: 'Estación', districts: ['station'] },
      { name: 'Distrito', districts: ['lead'] },
    ],
    expected: ['Distrito', 'Estación', 'Lejos'],
  },
  {
    name: 'more availability in common first',
    teachers: [
      { name: 'Nada', slots: [[2, '17:00', '19:00']] },
      { name: 'Media', slots: [[1, '18:00', '20:00']] },
      { name: 'Toda', slots: [[1, '16:00', '20:00']] },
    ],
    expected: ['Toda', 'Media', 'Nada'],
  },
  {
    name: 'less load next week first',
    teachers: [
      { name: 'Cargado', load: 6 },
      { name: 'Libre', load: 0 },
      { name: 'Algo', load: 2 },
    ],
    expected: ['Libre', 'Algo', 'Cargado'],
  },
  {
    name: 'dropped-out and inactive teachers are left out',
    teachers: [{ name: 'Baja', droppedOut: true }, { name: 'Inactivo', inactive: true }, { name: 'Activo' }],
    expected: ['Activo'],
  },
  {
    name: 'full availability outweighs a preferred district without any; a shared station adds to it',
    teachers: [
      { name: 'DistritoSinHoras', districts: ['lead'], slots: [] },
      { name: 'LejosConTodo', districts: ['far'], slots: [[1, '17:00', '19:00']] },
      { name: 'EstaciónConTodo', districts: ['station'], slots: [[1, '17:00', '19:00']] },
    ],
    expected: ['EstaciónConTodo', 'LejosConTodo', 'DistritoSinHoras'],
  },
];

async function places(app: FastifyInstance) {
  // Madrid may be there already: the fiscal issuer's municipality (test/helpers/invoices.ts).
  const country =
    (await app.db('countries').where({ code: 'ES' }).first('id')) ??
    (await app.db('countries').insert({ name: 'España', code: 'ES' }).returning('id'))[0];
  const province =
    (await app.db('provinces').where({ code: '28' }).first('id')) ??
    (await app.db('provinces').insert({ name: 'Madrid', countryId: country.id, code: '28' }).returning('id'))[0];
  const municipality =
    (await app.db('municipalities').where({ code: '28079' }).first('id')) ??
    (
      await app.db('municipalities').insert({ name: 'Madrid', provinceId: province.id, code: '28079' }).returning('id')
    )[0];
  const district = async (name: string) =>
    (await app.db('districts').insert({ name, municipalityId: municipality.id }).returning('id'))[0].id as number;
  const [a, b, c] = [await district('Distrito A'), await district('Distrito B'), await district('Distrito C')];
  const [station] = await app
    .db('stations')
    .insert({ name: 'Estación Común', municipalityId: municipality.id })
    .returning('id');
  await app.db('station_districts').insert([
    { stationId: station.id, districtId: a },
    { stationId: station.id, districtId: b },
  ]);
  return { lead: a, station: b, far: c };
}

t.test('the ranked teachers of a lead: a table of small worlds', async (t) => {
  for (const world of WORLDS) {
    t.test(world.name, async (t) => {
      const app = await setupApp(t);
      const w = await vouchersWorld(app);
      const d = await places(app);
      const [bach] = await app.db('levels').insert({ name: 'Bachillerato', position: 3 }).returning('id');
      const advisor = actorOf(await createUser(app, 'advisor'));
      const lead = await app.services.interests.create(
        advisor,
        studentLead(w, { slots: [{ weekday: 1, start: '17:00', end: '19:00' }], districtId: d.lead }),
      );
      const voucherId = await w.voucher();
      for (const spec of world.teachers) {
        const user = await createTeacher(app, {
          user: { firstName: spec.name, lastName: 'Prueba', active: !spec.inactive },
          profile: { dropOutDate: spec.droppedOut ? '2020-01-01' : null },
        });
        const teaches = spec.teaches ?? 'subject';
        await app.db('teacher_subjects').insert({
          teacherId: user.id,
          subjectId: teaches === 'other-subject' ? w.english : w.subject,
          levelId: teaches === 'other-level' ? bach.id : w.level,
        });
        for (const where of spec.districts ?? [])
          await app.db('teacher_districts').insert({ teacherId: user.id, districtId: d[where] });
        for (const [weekday, start, end] of spec.slots ?? [[1, '17:00', '19:00']])
          await app.db('availabilities').insert({ teacherId: user.id, weekday, startTime: start, endTime: end });
        for (let h = 0; h < (spec.load ?? 0); h++) {
          await app.db('classes').insert({
            voucherId,
            studentId: w.student.id,
            subjectId: w.subject,
            teacherId: user.id,
            date: `${addDays(nextMonday(), h % 5)}T${String(10 + Math.floor(h / 5)).padStart(2, '0')}:00:00+01:00`,
            duration: 60,
            status: 'assigned',
          });
        }
      }
      const ranked = await app.services.interests.matchingTeachers(advisor, lead.id);
      t.same(
        ranked.map((r) => r.name.replace(' Prueba', '')),
        world.expected,
      );
      t.ok(
        ranked.every((r) => r.reasons[0].startsWith('Imparte Matemáticas en 2º ESO')),
        'each says what it teaches',
      );
    });
  }
});

t.test('reasons in words', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const d = await places(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const lead = await app.services.interests.create(
    advisor,
    studentLead(w, { hoursPerWeek: 5, slots: [{ weekday: 1, start: '15:00', end: '21:00' }], districtId: d.lead }),
  );
  const user = await createTeacher(app, { user: { firstName: 'Ana', lastName: 'Prueba' } });
  await app.db('teacher_subjects').insert({ teacherId: user.id, subjectId: w.subject, levelId: w.level });
  await app.db('teacher_districts').insert({ teacherId: user.id, districtId: d.lead });
  await app.db('availabilities').insert({ teacherId: user.id, weekday: 1, startTime: '16:00', endTime: '21:00' });
  const voucherId = await w.voucher();
  for (let h = 0; h < 6; h++)
    await app.db('classes').insert({
      voucherId,
      studentId: w.student.id,
      subjectId: w.subject,
      teacherId: user.id,
      date: `${addDays(nextMonday(), h)}T10:00:00+01:00`,
      duration: 60,
      status: 'assigned',
    });
  const [ranked] = await app.services.interests.matchingTeachers(advisor, lead.id);
  t.equal(
    ranked.reasons.join(' · '),
    'Imparte Matemáticas en 2º ESO · Prefiere Distrito A · 5 h de disponibilidad en común · 6 h de clases la semana que viene',
  );
});

t.test('a lead without availability does not say the teachers have none in common', async (t) => {
  const app = await setupApp(t);
  const w = await vouchersWorld(app);
  const advisor = actorOf(await createUser(app, 'advisor'));
  const lead = await app.services.interests.create(advisor, studentLead(w));
  const user = await createTeacher(app, { user: { firstName: 'Ana', lastName: 'Prueba' } });
  await app.db('teacher_subjects').insert({ teacherId: user.id, subjectId: w.subject, levelId: w.level });
  await app.db('availabilities').insert({ teacherId: user.id, weekday: 1, startTime: '16:00', endTime: '21:00' });
  const [ranked] = await app.services.interests.matchingTeachers(advisor, lead.id);
  t.equal(
    ranked.reasons.join(' · '),
    'Imparte Matemáticas en 2º ESO · La familia no ha indicado disponibilidad · Sin clases la semana que viene',
  );
  await app.db('customer_interests').where('id', lead.id).update({ visibility: 'everyone' });
  const [card] = await app.services.teacherInterests.search(actorOf(user));
  t.ok(card.reasons.includes('La familia no ha indicado disponibilidad'), 'the teacher reads it too');
  t.notOk(card.reasons.includes('Sin disponibilidad en común'));
});
