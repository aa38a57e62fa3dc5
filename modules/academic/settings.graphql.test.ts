import t from 'tap';
import { callerAs, gql, ROLES_AND_ANONYMOUS, setupApp } from '../../test/helpers/app';
import { seedAcademic } from '../../seeds/academic';
import { addMonths } from '../../src/lib/days';
import { formatDate, todayInMadrid } from '../../src/lib/intl';
import { PRICE_YEARS_AHEAD, PRICE_YEARS_BACK } from './settings.input';

t.test('academic settings over GraphQL', async (t) => {
  const app = await setupApp(t);
  await seedAcademic(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  );
  const idOf = async (table: string, name: string) => (await app.db(table).where({ name }).first('id')).id as number;
  const eso = await idOf('levels', 'ESO');
  const bach2 = await idOf('courses', '2º Bachillerato');
  const eso3 = await idOf('courses', '3º ESO');
  // Records the update and delete mutations below work on.
  const [chess] = await app.db('subjects').insert({ name: 'Ajedrez' }).returning('id');
  const [summer] = await app
    .db('courses')
    .insert({ name: 'Curso de verano', levelId: await idOf('levels', 'Adultos'), position: 9 })
    .returning('id');
  const [optics] = await app.db('studies').insert({ name: 'Grado en Podología' }).returning('id');
  const [pair] = await app.db('course_subjects').insert({ courseId: summer.id, subjectId: chess.id }).returning('id');
  const [summerPrice] = await app
    .db('prices')
    .insert({
      name: 'Verano',
      courseId: summer.id,
      customerPriceCents: 2500,
      teacherPayCents: 1500,
      validFrom: '2028-06-01',
    })
    .returning('id');
  const denied = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: 'FORBIDDEN', admin: null } as const;

  t.test('the catalogue is read by everyone signed in, with paging, filters and sort', async (t) => {
    for (const role of ['teacher', 'advisor', 'admin'] as const) {
      const { body } = await gql(
        app,
        callers[role],
        `query { coursePage(filter: { levelId: ${eso} }, page: { pageSize: 10, sort: "name", direction: desc }) { total page pageSize rows { name levelName position subjectCount } } }`,
      );
      t.notOk(body.errors, role);
      t.same(
        (body.data?.coursePage as { rows: { name: string }[] }).rows.map((r) => r.name),
        ['4º ESO', '3º ESO', '2º ESO', '1º ESO'],
        role,
      );
    }
    const one = await gql(
      app,
      callers.teacher,
      `query { course(id: ${bach2}) { name levelName subjects { name } } level(id: ${eso}) { name courseCount } }`,
    );
    t.equal((one.body.data?.level as { courseCount: number }).courseCount, 4);
    t.ok(
      (one.body.data?.course as { subjects: { name: string }[] }).subjects.some((s) => s.name === 'Historia de España'),
    );
    const pairs = await gql(
      app,
      callers.advisor,
      `query { courseSubjects(filter: { courseId: ${eso3}, q: "fisica" }) { total rows { courseName subjectName levelName } } }`,
    );
    t.same(pairs.body.data?.courseSubjects, {
      total: 1,
      rows: [{ courseName: '3º ESO', subjectName: 'Física y Química', levelName: 'ESO' }],
    });
    const studies = await gql(
      app,
      callers.teacher,
      `query { studyPage(filter: { q: "matematicas" }) { total rows { name } } subjectPage(page: { pageSize: 10 }) { total pageSize } levelPage { rows { name position } } }`,
    );
    t.same(studies.body.data?.studyPage, {
      total: 2,
      rows: [{ name: 'Doctorado en Matemáticas' }, { name: 'Grado en Matemáticas' }],
    });
    t.same((studies.body.data?.levelPage as { rows: unknown[] }).rows[0], { name: 'Primaria', position: 0 });
    const plain = await gql(
      app,
      callers.teacher,
      `query { levels { name position courseCount } subjects { name courseCount } }`,
    );
    t.notOk(plain.body.errors, 'the plain lists resolve the new fields too');
    const anonymous = await gql(app, callers.anonymous, '{ levelPage { total } }');
    t.equal(anonymous.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  t.test('prices and priceFor are for staff only; teachers never see them', async (t) => {
    const expected = { anonymous: 'UNAUTHENTICATED', teacher: 'FORBIDDEN', advisor: null, admin: null } as const;
    for (const role of ROLES_AND_ANONYMOUS) {
      const list = await gql(
        app,
        callers[role],
        `query { prices(filter: { state: current, levelId: ${eso} }) { total rows { name targetName customerPriceCents teacherPayCents validFrom state } } }`,
      );
      const applied = await gql(
        app,
        callers[role],
        `query { priceFor(courseId: ${bach2}) { name customerPriceCents teacherPayCents validFrom } }`,
      );
      const one = await gql(app, callers[role], `query { price(id: 1) { name } }`);
      for (const res of [list, applied, one])
        t.equal(res.body.errors?.[0].extensions?.code ?? null, expected[role], role);
      if (!expected[role]) {
        t.same(list.body.data?.prices, {
          total: 1,
          rows: [
            {
              name: 'ESO 2026/27',
              targetName: 'ESO',
              customerPriceCents: 2000,
              teacherPayCents: 1200,
              validFrom: '2026-09-01',
              state: 'current',
            },
          ],
        });
        t.same(
          applied.body.data?.priceFor,
          {
            name: '2º Bachillerato (EBAU) 2026/27',
            customerPriceCents: 2650,
            teacherPayCents: 1500,
            validFrom: '2026-09-01',
          },
          'the course’s own price',
        );
      }
    }
    const older = await gql(
      app,
      callers.advisor,
      `query { priceFor(courseId: ${bach2}, date: "2026-03-01") { name } }`,
    );
    t.same(older.body.data?.priceFor, { name: 'Bachillerato 2025/26' }, 'before the course had its own, its level’s');
    const none = await gql(app, callers.advisor, `query { priceFor(courseId: ${bach2}, date: "2020-01-01") { name } }`);
    t.same(none.body.data, { priceFor: null });
    const teacherCourse = await gql(app, callers.teacher, `query { course(id: ${bach2}) { name } }`);
    t.notOk(teacherCourse.body.errors, 'a teacher still reads the course itself');
  });

  // Each mutation, for each kind of caller: only admins change the settings.
  const mutations: [string, () => Promise<string>][] = [
    ['createLevel', async () => `mutation { createLevel(input: { name: "FP $ROLE" }) { id position } }`],
    ['updateLevel', async () => `mutation { updateLevel(id: ${eso}, input: { name: "ESO", position: 1 }) { id } }`],
    [
      'createCourse',
      async () =>
        `mutation { createCourse(input: { levelId: ${eso}, name: "Diversificación $ROLE" }) { id levelName } }`,
    ],
    ['createSubject', async () => `mutation { createSubject(input: { name: "Robótica $ROLE" }) { id } }`],
    ['createStudy', async () => `mutation { createStudy(input: { name: "Grado en Óptica $ROLE" }) { id } }`],
    [
      'createCourseSubject',
      async () =>
        `mutation { createCourseSubject(input: { courseId: ${eso3}, subjectId: ${await idOf('subjects', 'Latín')} }) { id subjectName } }`,
    ],
    [
      'setCourseSubjects',
      async () =>
        `mutation { setCourseSubjects(courseId: ${eso3}, subjectIds: [${await idOf('subjects', 'Matemáticas')}]) { name } }`,
    ],
    [
      'createPrice',
      async () =>
        `mutation { createPrice(input: { name: "ESO $ROLE", levelId: ${eso}, customerPriceCents: 2150, teacherPayCents: 1250, validFrom: "2027-0$N-01" }) { id state } }`,
    ],
    [
      'updateCourse',
      async () =>
        `mutation { updateCourse(id: ${summer.id}, input: { levelId: ${eso}, name: "Verano $ROLE" }) { levelName } }`,
    ],
    [
      'updateSubject',
      async () => `mutation { updateSubject(id: ${chess.id}, input: { name: "Ajedrez $ROLE" }) { name } }`,
    ],
    [
      'updateStudy',
      async () => `mutation { updateStudy(id: ${optics.id}, input: { name: "Grado en Podología $ROLE" }) { name } }`,
    ],
    [
      'updateCourseSubject',
      async () =>
        `mutation { updateCourseSubject(id: ${pair.id}, input: { courseId: ${eso3}, subjectId: ${chess.id} }) { courseName subjectName } }`,
    ],
    [
      'updatePrice',
      async () =>
        `mutation { updatePrice(id: ${summerPrice.id}, input: { name: "Verano", courseId: ${summer.id}, customerPriceCents: 2600, teacherPayCents: 1500, validFrom: "2028-06-01" }) { customerPriceCents } }`,
    ],
    ['deleteCourseSubject', async () => `mutation { deleteCourseSubject(id: ${pair.id}) }`],
    ['deletePrice', async () => `mutation { deletePrice(id: ${summerPrice.id}) }`],
    ['deleteCourse', async () => `mutation { deleteCourse(id: ${summer.id}) }`],
    ['deleteSubject', async () => `mutation { deleteSubject(id: ${chess.id}) }`],
  ];
  for (const [name, query] of mutations) {
    for (const [i, role] of ROLES_AND_ANONYMOUS.entries()) {
      t.test(`${name} as ${role}`, async (t) => {
        const q = (await query()).replaceAll('$ROLE', role).replace('$N', String(i + 1));
        const { body } = await gql(app, callers[role], q);
        if (denied[role]) {
          t.equal(body.errors?.[0].extensions?.code, denied[role]);
          t.equal(body.data, null);
        } else t.notOk(body.errors, JSON.stringify(body.errors));
      });
    }
  }

  t.test(
    'a name with control characters (ESC, BEL) is refused, not stored; accents, emoji and RTL are kept',
    async (t) => {
      const query = 'mutation($n: String!) { createSubject(input: { name: $n }) { id name } }';
      const control = await gql(app, callers.admin, query, { n: 'Zetética\u001b[31m\u0007' });
      t.equal(control.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
      t.same(control.body.errors?.[0].extensions?.fields, {
        name: 'El texto tiene caracteres de control que no se pueden guardar',
      });
      t.notOk(await app.db('subjects').where('name', 'like', 'Zet%').first(), 'nothing stored');
      const unicode = await gql(app, callers.admin, query, { n: 'Ñandú 😀 עברית' });
      t.equal((unicode.body.data?.createSubject as { name: string }).name, 'Ñandú 😀 עברית');
    },
  );

  t.test('price rules over GraphQL: one target, amounts, teacher pay, one per day', async (t) => {
    const both = await gql(
      app,
      callers.admin,
      `mutation { createPrice(input: { name: "X", levelId: ${eso}, courseId: ${eso3}, customerPriceCents: 2000, teacherPayCents: 1000, validFrom: "2027-05-01" }) { id } }`,
    );
    t.equal(both.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    t.same(both.body.errors?.[0].extensions?.fields, { levelId: 'Elige un nivel o un curso, no los dos' });
    const bad = await gql(
      app,
      callers.admin,
      `mutation { createPrice(input: { name: "", customerPriceCents: 0, teacherPayCents: -5, validFrom: "2027-13-01" }) { id } }`,
    );
    t.same(bad.body.errors?.[0].extensions?.fields, {
      name: 'Debes rellenar este campo',
      customerPriceCents: 'El campo debe ser un número positivo',
      teacherPayCents: 'El campo debe ser un número positivo',
      validFrom: 'La fecha no es válida (dd/mm/aaaa)',
      levelId: 'Debes rellenar este campo',
    });
    const huge = await gql(
      app,
      callers.admin,
      `mutation { createPrice(input: { name: "X", courseId: ${eso3}, customerPriceCents: 2000000000, teacherPayCents: 1000, validFrom: "2027-05-01" }) { id } }`,
    );
    t.same(huge.body.errors?.[0].extensions?.fields, {
      customerPriceCents: 'El importe no puede pasar de 100.000,00\u00A0€',
    });
    const loss = await gql(
      app,
      callers.admin,
      `mutation { createPrice(input: { name: "X", courseId: ${eso3}, customerPriceCents: 2000, teacherPayCents: 2001, validFrom: "2027-05-01" }) { id } }`,
    );
    t.same(loss.body.errors?.[0].extensions?.fields, {
      teacherPayCents: 'El pago al profesor no puede ser mayor que el precio para el cliente',
    });
    const dupe = await gql(
      app,
      callers.admin,
      `mutation { createPrice(input: { name: "Otra", levelId: ${eso}, customerPriceCents: 2000, teacherPayCents: 1000, validFrom: "2026-09-01" }) { id } }`,
    );
    t.equal(dupe.body.errors?.[0].extensions?.code, 'ACADEMIC_DUPLICATE');
    t.same(dupe.body.errors?.[0].extensions?.fields, {
      validFrom: 'Ya hay un precio de ese nivel o curso que empieza ese día',
    });
    const today = todayInMadrid();
    const earliest = formatDate(addMonths(today, -12 * PRICE_YEARS_BACK));
    const latest = formatDate(addMonths(today, 12 * PRICE_YEARS_AHEAD));
    for (const [validFrom, message] of [
      ['1900-01-01', `La fecha no puede ser anterior al ${earliest}`],
      ['9999-12-31', `La fecha no puede ser posterior al ${latest}`],
    ]) {
      const far = await gql(
        app,
        callers.admin,
        `mutation { createPrice(input: { name: "Lejano", courseId: ${eso3}, customerPriceCents: 2000, teacherPayCents: 1000, validFrom: "${validFrom}" }) { id } }`,
      );
      t.equal(far.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', validFrom);
      t.same(far.body.errors?.[0].extensions?.fields, { validFrom: message }, validFrom);
    }
    t.equal(await app.db('prices').where({ name: 'Lejano' }).first(), undefined, 'nothing written');
    // A price of long ago keeps its first day when edited; moving it out of bounds is refused.
    const [old] = await app
      .db('prices')
      .insert({
        name: 'Antiguo',
        courseId: eso3,
        customerPriceCents: 1500,
        teacherPayCents: 900,
        validFrom: '2015-09-01',
      })
      .returning('id');
    const keep = await gql(
      app,
      callers.admin,
      `mutation { updatePrice(id: ${old.id}, input: { name: "Antiguo ESO", courseId: ${eso3}, customerPriceCents: 1500, teacherPayCents: 900, validFrom: "2015-09-01" }) { name validFrom } }`,
    );
    t.same(keep.body.data?.updatePrice, { name: 'Antiguo ESO', validFrom: '2015-09-01' });
    const move = await gql(
      app,
      callers.admin,
      `mutation { updatePrice(id: ${old.id}, input: { name: "Antiguo ESO", courseId: ${eso3}, customerPriceCents: 1500, teacherPayCents: 900, validFrom: "1900-01-01" }) { id } }`,
    );
    t.same(move.body.errors?.[0].extensions?.fields, { validFrom: `La fecha no puede ser anterior al ${earliest}` });
    const name = await gql(app, callers.admin, `mutation { createSubject(input: { name: "matemáticas" }) { id } }`);
    t.equal(name.body.errors?.[0].extensions?.code, 'ACADEMIC_DUPLICATE');
    t.strictSame(name.body.errors?.[0].extensions?.fields, {
      name: 'Ya existe la asignatura «Matemáticas»; las mayúsculas y los acentos no cuentan',
    });
    t.equal(todayInMadrid() >= '2026-09-01', true, 'the seeded 2026/27 prices apply today');
  });

  t.test('deletes: admins only; refused with what is attached', async (t) => {
    for (const role of ['anonymous', 'teacher', 'advisor'] as const) {
      const { body } = await gql(
        app,
        callers[role],
        `mutation { deleteStudy(id: ${await idOf('studies', 'Grado en Historia')}) }`,
      );
      t.equal(body.errors?.[0].extensions?.code, denied[role], role);
    }
    const refused = await gql(app, callers.admin, `mutation { deleteLevel(id: ${eso}) }`);
    t.equal(refused.body.errors?.[0].extensions?.code, 'ACADEMIC_IN_USE');
    t.match(refused.body.errors?.[0].message, /^No se puede eliminar «ESO» porque tiene 5 cursos y \d+ precios\./);
    const ok = await gql(
      app,
      callers.admin,
      `mutation { deleteStudy(id: ${await idOf('studies', 'Grado en Historia')}) }`,
    );
    t.same(ok.body.data, { deleteStudy: true });
    const missing = await gql(app, callers.admin, `{ study(id: 424242) { name } }`);
    t.equal(missing.body.errors?.[0].extensions?.code, 'NOT_FOUND');
    t.equal(missing.body.errors?.[0].message, 'No existe ese registro de los ajustes académicos');
  });
});
