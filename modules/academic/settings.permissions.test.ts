import t from 'tap';
import { parse, type ObjectTypeExtensionNode } from 'graphql';
import type { RouteOptions } from 'fastify';
import { callerAs, gql, postForm, ROLES_AND_ANONYMOUS, setupApp, type Caller } from '../../test/helpers/app';
import { seedAcademic } from '../../seeds/academic';
import type { Action } from '../../src/lib/policy';
import { ACADEMIC_KINDS } from './settings.entities';
import { settingsSchema } from './settings.schema';

/**
 * The permission table of the academic settings: every page (GET and POST), for each kind of
 * record, and every GraphQL field of the area, with its policy action, for the four callers.
 * A route or a field added without a line here fails the first tests.
 */
type Role = (typeof ROLES_AND_ANONYMOUS)[number];
/** Who may take each action this area uses, written out: a change of the policy must change this table. */
const EXPECTED: Partial<Record<Action, readonly Role[]>> = {
  'academic.read': ['admin', 'advisor', 'teacher'],
  'academicSettings.manage': ['admin'],
  'academicPrices.read': ['admin', 'advisor'],
};
const allowed = (action: Action, role: Role) => {
  const roles = EXPECTED[action];
  if (!roles) throw new Error(`No expected roles written for ${action}`);
  return roles.includes(role);
};

t.test('academic settings: every page and GraphQL field for the four callers', async (t) => {
  const routes: RouteOptions[] = [];
  const app = await setupApp(t, {}, undefined, { onRoute: (route) => routes.push(route) });
  await seedAcademic(app.db);
  const callers = Object.fromEntries(
    await Promise.all(ROLES_AND_ANONYMOUS.map(async (r) => [r, await callerAs(app, r)] as const)),
  ) as Record<Role, Caller>;
  const ids: Record<string, number> = {};
  for (const [kind, table] of [
    ['levels', 'levels'],
    ['courses', 'courses'],
    ['subjects', 'subjects'],
    ['course-subjects', 'course_subjects'],
    ['studies', 'studies'],
    ['prices', 'prices'],
  ] as const) {
    ids[kind] = (await app.db(table).orderBy('id').first('id')).id as number;
  }

  /** One record of each kind that nothing depends on. */
  let spares = 0;
  async function spare(): Promise<Record<string, number>> {
    spares += 1;
    const [level] = await app
      .db('levels')
      .insert({ name: `Suelto ${spares}`, position: 90 + spares })
      .returning('id');
    const [course] = await app
      .db('courses')
      .insert({ name: `Suelto ${spares}`, levelId: ids.levels, position: 90 + spares })
      .returning('id');
    const [subject] = await app
      .db('subjects')
      .insert({ name: `Suelta ${spares}` })
      .returning('id');
    const [offered] = await app
      .db('subjects')
      .insert({ name: `Ofrecida ${spares}` })
      .returning('id');
    const [pair] = await app
      .db('course_subjects')
      .insert({ courseId: ids.courses, subjectId: offered.id })
      .returning('id');
    const [study] = await app
      .db('studies')
      .insert({ name: `Suelto ${spares}` })
      .returning('id');
    const [price] = await app
      .db('prices')
      .insert({
        name: `Suelto ${spares}`,
        levelId: ids.levels,
        customerPriceCents: 2000,
        teacherPayCents: 1000,
        validFrom: `2029-01-${String(spares).padStart(2, '0')}`,
      })
      .returning('id');
    return {
      levels: level.id,
      courses: course.id,
      subjects: subject.id,
      'course-subjects': pair.id,
      studies: study.id,
      prices: price.id,
    };
  }

  const pages: [string, string, Action][] = [
    ['GET', '/academic-settings', 'academicSettings.manage'],
    ['GET', '/academic-settings/course-subjects', 'academicSettings.manage'],
    // A kind's list address: its tab of /academic-settings (302), course-subjects' own page aside.
    ['GET', '/academic-settings/:kind', 'academicSettings.manage'],
    ['POST', '/academic-settings/course-subjects', 'academicSettings.manage'],
    ['GET', '/academic-settings/:kind/new', 'academicSettings.manage'],
    ['POST', '/academic-settings/:kind/new', 'academicSettings.manage'],
    ['GET', '/academic-settings/:kind/:id', 'academicSettings.manage'],
    ['POST', '/academic-settings/:kind/:id', 'academicSettings.manage'],
    ['GET', '/academic-settings/:kind/:id/delete', 'academicSettings.manage'],
    ['POST', '/academic-settings/:kind/:id/delete', 'academicSettings.manage'],
  ];

  t.test('every route of the area has a line in the table, and declares that policy action', async (t) => {
    const declared = routes
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/academic-settings'))
      .map((r) =>
        [[r.method].flat().join(','), r.url, (r.config as { action?: string } | undefined)?.action ?? '(none)'].join(
          ' ',
        ),
      );
    t.same(declared.sort(), pages.map((p) => p.join(' ')).sort());
  });

  for (const [method, route, action] of pages) {
    t.test(`${method} ${route}`, async (t) => {
      // Each kind of record for the routes with :kind; the writes post an empty form (refused with its field errors).
      // Deletes work on records made for them, so the seeded ones stay for the other lines.
      const target = route.endsWith('/delete') && method === 'POST' ? await spare() : ids;
      const urls = route.includes(':kind')
        ? ACADEMIC_KINDS.map((kind) => route.replace(':kind', kind).replace(':id', String(target[kind])))
        : [route];
      for (const url of urls) {
        for (const role of ROLES_AND_ANONYMOUS) {
          // Ticking no subject empties the course's offer: a course of its own.
          const fields: Record<string, string> =
            route === '/academic-settings/course-subjects' ? { courseId: String((await spare()).courses) } : {};
          const res =
            method === 'GET'
              ? await app.inject({ method: 'GET', url, headers: callers[role].headers })
              : await postForm(app, callers[role], '/', url, fields);
          const where = `${role} ${method} ${url}`;
          if (role === 'anonymous')
            t.equal(
              res.headers.location,
              method === 'GET' ? `/login?next=${encodeURIComponent(url)}` : '/login',
              where,
            );
          else if (!allowed(action, role)) t.equal(res.statusCode, 403, where);
          // A record in use says so up front: its delete page goes back to the record (303).
          else if (method === 'GET')
            t.ok(
              res.statusCode === 200 ||
                (route.endsWith('/delete') && res.statusCode === 303) ||
                (route === '/academic-settings/:kind' && res.statusCode === 302),
              `${where}: ${res.statusCode}`,
            );
          // An empty form: the fields again (422), or a refusal told as a message (delete of a record in use).
          else t.ok([303, 422].includes(res.statusCode), `${where}: ${res.statusCode}`);
        }
      }
    });
  }

  const one = (field: string, kind: string) => `{ ${field}(id: ${ids[kind]}) { id } }`;
  const fields: [string, Action, string][] = [
    ['Query.levelPage', 'academic.read', '{ levelPage { total } }'],
    ['Query.level', 'academic.read', one('level', 'levels')],
    ['Query.coursePage', 'academic.read', '{ coursePage { total rows { subjects { id } } } }'],
    ['Query.course', 'academic.read', one('course', 'courses')],
    ['Query.subjectPage', 'academic.read', '{ subjectPage { total } }'],
    ['Query.subject', 'academic.read', one('subject', 'subjects')],
    ['Query.courseSubjects', 'academic.read', '{ courseSubjects { total } }'],
    ['Query.courseSubject', 'academic.read', one('courseSubject', 'course-subjects')],
    ['Query.studyPage', 'academic.read', '{ studyPage { total } }'],
    ['Query.study', 'academic.read', one('study', 'studies')],
    ['Query.prices', 'academicPrices.read', '{ prices { total rows { customerPriceCents } } }'],
    ['Query.price', 'academicPrices.read', '{ price(id: $prices) { customerPriceCents } }'],
    ['Query.priceFor', 'academicPrices.read', '{ priceFor(courseId: $courses) { customerPriceCents } }'],
    [
      'Mutation.createLevel',
      'academicSettings.manage',
      'mutation { createLevel(input: { name: "Nivel $ROLE" }) { id } }',
    ],
    [
      'Mutation.updateLevel',
      'academicSettings.manage',
      'mutation { updateLevel(id: $levels, input: { name: "Primaria" }) { id } }',
    ],
    ['Mutation.deleteLevel', 'academicSettings.manage', 'mutation { deleteLevel(id: $newLevel) }'],
    [
      'Mutation.createCourse',
      'academicSettings.manage',
      'mutation { createCourse(input: { levelId: $levels, name: "Curso $ROLE" }) { id } }',
    ],
    [
      'Mutation.updateCourse',
      'academicSettings.manage',
      'mutation { updateCourse(id: $courses, input: { levelId: $levels, name: "1º Primaria" }) { id } }',
    ],
    ['Mutation.deleteCourse', 'academicSettings.manage', 'mutation { deleteCourse(id: $newCourse) }'],
    [
      'Mutation.createSubject',
      'academicSettings.manage',
      'mutation { createSubject(input: { name: "Asignatura $ROLE" }) { id } }',
    ],
    [
      'Mutation.updateSubject',
      'academicSettings.manage',
      'mutation { updateSubject(id: $newSubject, input: { name: "Otra $ROLE" }) { id } }',
    ],
    ['Mutation.deleteSubject', 'academicSettings.manage', 'mutation { deleteSubject(id: $newSubject) }'],
    [
      'Mutation.createCourseSubject',
      'academicSettings.manage',
      'mutation { createCourseSubject(input: { courseId: $courses, subjectId: $newSubject }) { id } }',
    ],
    [
      'Mutation.updateCourseSubject',
      'academicSettings.manage',
      'mutation { updateCourseSubject(id: $newPair, input: { courseId: $courses, subjectId: $newSubject }) { id } }',
    ],
    ['Mutation.deleteCourseSubject', 'academicSettings.manage', 'mutation { deleteCourseSubject(id: $newPair) }'],
    [
      'Mutation.setCourseSubjects',
      'academicSettings.manage',
      'mutation { setCourseSubjects(courseId: $newCourse, subjectIds: [$newSubject]) { id } }',
    ],
    [
      'Mutation.createStudy',
      'academicSettings.manage',
      'mutation { createStudy(input: { name: "Estudio $ROLE" }) { id } }',
    ],
    [
      'Mutation.updateStudy',
      'academicSettings.manage',
      'mutation { updateStudy(id: $newStudy, input: { name: "Otro estudio $ROLE" }) { id } }',
    ],
    ['Mutation.deleteStudy', 'academicSettings.manage', 'mutation { deleteStudy(id: $newStudy) }'],
    [
      'Mutation.createPrice',
      'academicSettings.manage',
      'mutation { createPrice(input: { name: "P $ROLE", courseId: $newCourse, customerPriceCents: 2000, teacherPayCents: 1000, validFrom: "2030-01-0$N" }) { id } }',
    ],
    [
      'Mutation.updatePrice',
      'academicSettings.manage',
      'mutation { updatePrice(id: $newPrice, input: { name: "P", courseId: $newCourse, customerPriceCents: 2100, teacherPayCents: 1000, validFrom: "2031-01-01" }) { id } }',
    ],
    ['Mutation.deletePrice', 'academicSettings.manage', 'mutation { deletePrice(id: $newPrice) }'],
  ];

  t.test('every Query and Mutation field of the area has a line in the table', async (t) => {
    const names = parse(settingsSchema)
      .definitions.filter(
        (d): d is ObjectTypeExtensionNode =>
          d.kind === 'ObjectTypeExtension' && ['Query', 'Mutation', 'Subscription'].includes(d.name.value),
      )
      .flatMap((d) => (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`));
    t.same(names.sort(), fields.map(([name]) => name).sort());
  });

  let n = 0;
  for (const [name, action, template] of fields) {
    const field = name.split('.')[1];
    t.test(`GraphQL ${name}`, async (t) => {
      for (const role of ROLES_AND_ANONYMOUS) {
        // Fresh records for the writes, nothing attached to them.
        n += 1;
        const [level] = await app
          .db('levels')
          .insert({ name: `Nuevo ${n}`, position: 50 + n })
          .returning('id');
        const [course] = await app
          .db('courses')
          .insert({ name: `Nuevo ${n}`, levelId: level.id, position: 1 })
          .returning('id');
        const [subject] = await app
          .db('subjects')
          .insert({ name: `Nueva ${n}` })
          .returning('id');
        const [study] = await app
          .db('studies')
          .insert({ name: `Nuevo estudio ${n}` })
          .returning('id');
        const [pair] = await app
          .db('course_subjects')
          .insert({ courseId: ids.courses, subjectId: subject.id })
          .returning('id');
        const [price] = await app
          .db('prices')
          .insert({
            name: `Nuevo ${n}`,
            courseId: course.id,
            customerPriceCents: 2000,
            teacherPayCents: 1000,
            validFrom: '2029-01-01',
          })
          .returning('id');
        if (field === 'deleteCourse' || field === 'deleteLevel' || field === 'setCourseSubjects')
          await app.db('prices').where('id', price.id).del();
        if (field === 'deleteLevel') await app.db('courses').where('id', course.id).del();
        if (field === 'deleteSubject' || field === 'createCourseSubject')
          await app.db('course_subjects').where('id', pair.id).del();
        const values: Record<string, number | string> = {
          ...ids,
          newLevel: level.id,
          newCourse: course.id,
          newSubject: subject.id,
          newStudy: study.id,
          newPair: pair.id,
          newPrice: price.id,
          ROLE: `${role} ${n}`,
          N: String(ROLES_AND_ANONYMOUS.indexOf(role) + 1),
        };
        const query = template.replace(/\$([A-Za-z-]+)/g, (_, key: string) => String(values[key] ?? `$${key}`));
        const { body } = await gql(app, callers[role], query);
        if (role === 'anonymous') t.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', role);
        else if (!allowed(action, role)) t.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN', role);
        else t.notOk(body.errors, `${role}: ${JSON.stringify(body.errors)}`);
        if (role === 'anonymous' || !allowed(action, role)) t.notOk(body.data?.[field], `${role} gets no data`);
      }
    });
  }
});
