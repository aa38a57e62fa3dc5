/**
 * Interests (issue 14): the ranked teachers of one lead among 2,000 teachers (each with
 * subjects, districts and weekly availability) against a plain list of 25 teachers from the
 * same table, both as GraphQL queries. Target: ranking ≥ 0.5 of the plain list.
 */
import type { Db } from '../src/db/knex';
import { ensureAcademic } from './vouchers';
import { line, measure, ratio, type Bench } from './lib';

const TEACHERS = 2_000;

/** Generated SQL: 2,000 teachers, 20 districts with stations, one lead in one of them. */
async function seed(db: Db) {
  await ensureAcademic(db);
  // Its districts in the first municipality there is (one of its own when places is not seeded).
  if (!(await db('municipalities').first('id'))) {
    await db.raw(`
      with country as (insert into countries (name, code) values ('Benchlandia', 'BL') returning id),
           province as (insert into provinces (country_id, name) select id, 'Provincia Bench' from country returning id)
      insert into municipalities (province_id, name) select id, 'Municipio Bench' from province`);
  }
  const { id: municipality } = (await db('municipalities').orderBy('id').first('id')) as { id: number };
  await db.raw(
    `insert into districts (municipality_id, name) select ?, 'Distrito ' || g from generate_series(1, 20) g`,
    [municipality],
  );
  await db.raw(
    `insert into stations (municipality_id, name, lines) select ?, 'Estación ' || g, '{1}' from generate_series(1, 20) g`,
    [municipality],
  );
  // Station g serves districts g and g+1.
  await db.raw(
    `
    insert into station_districts (station_id, district_id)
    select s.id, d.id from stations s join districts d on d.municipality_id = s.municipality_id
     where s.municipality_id = ? and (substr(d.name, 10)::int = substr(s.name, 10)::int or substr(d.name, 10)::int = substr(s.name, 10)::int + 1)`,
    [municipality],
  );
  await db.raw(`
    insert into users (email, role, first_name, last_name, password_hash)
    select 'profe' || g || '@bench.test', 'teacher', 'Profe', 'Número ' || g, 'x' from generate_series(1, ${TEACHERS}) g`);
  await db.raw(`insert into teachers (id) select id from users where email like 'profe%@bench.test'`);
  // Each teacher: two subjects at one level, two districts, three weekly slots.
  await db.raw(`
    insert into teacher_subjects (teacher_id, subject_id, level_id)
    select t.id, su.id, lv.id
      from (select id, row_number() over (order by id) as n from teachers where id in (select id from users where email like 'profe%@bench.test')) t
      join lateral (select id from subjects order by id offset (t.n % 4) limit 2) su on true
      join lateral (select id from levels order by id offset (t.n % 3) limit 1) lv on true
    on conflict do nothing`);
  await db.raw(
    `
    insert into teacher_districts (teacher_id, district_id)
    select t.id, d.id
      from (select id, row_number() over (order by id) as n from teachers where id in (select id from users where email like 'profe%@bench.test')) t
      join districts d on d.municipality_id = ? and substr(d.name, 10)::int in (1 + t.n % 20, 1 + (t.n + 7) % 20)`,
    [municipality],
  );
  await db.raw(`
    insert into availabilities (teacher_id, weekday, start_time, end_time)
    select t.id, 1 + (t.n + k) % 5, make_time((15 + t.n % 3)::int, 0, 0), make_time((17 + t.n % 3)::int, 0, 0)
      from (select id, row_number() over (order by id) as n from teachers where id in (select id from users where email like 'profe%@bench.test')) t
      cross join generate_series(0, 2) k`);
  // The lead: a family asking for the first subject at the first course, in district 3.
  const [course] = await db('course_subjects as cs')
    .join('courses as co', 'co.id', 'cs.course_id')
    .orderBy(['co.id', 'cs.subject_id'])
    .limit(1)
    .select('cs.course_id', 'cs.subject_id');
  const [customer] = await db('customers').insert({ firstName: 'Familia', lastName: 'Bench' }).returning('id');
  const [student] = await db('students')
    .insert({ customerId: customer.id, firstName: 'Alumna', lastName: 'Bench', courseId: course.courseId })
    .returning('id');
  const [district] = await db('districts').where({ municipalityId: municipality, name: 'Distrito 3' }).select('id');
  const [lead] = await db('customer_interests')
    .insert({
      customerId: customer.id,
      studentId: student.id,
      hoursPerWeek: 3,
      districtId: district.id,
      startDate: new Date().toISOString().slice(0, 10),
      visibility: 'everyone',
    })
    .returning('id');
  await db('interests').insert({ customerInterestId: lead.id, subjectId: course.subjectId, courseId: course.courseId });
  await db('customer_interest_slots').insert(
    [1, 3, 5].map((weekday) => ({ customerInterestId: lead.id, weekday, startTime: '16:00', endTime: '18:00' })),
  );
}

async function graphql(appUrl: string, headers: Record<string, string>, query: string) {
  const res = await fetch(`${appUrl}/api/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown };
  if (res.status !== 200 || body.errors)
    throw new Error(`GraphQL refused the bench's query: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export const interests: Bench = {
  name: 'interests',
  title: `ranked teachers of a lead (${TEACHERS.toLocaleString('en')} teachers) / plain list of 25 teachers, GraphQL, target ≥ 0.50`,
  seed,
  async run({ appUrl, admin, db }) {
    const [{ id: lead }] = await db('customer_interests')
      .join('customers as cu', 'cu.id', 'customer_interests.customer_id')
      .where('cu.last_name', 'Bench')
      .select('customer_interests.id');
    const ranked = `{ customerInterest(id: ${lead}) { id matchingTeachers(limit: 25) { teacher { id name } score reasons } } }`;
    const plain = '{ teachers(page: { page: 1, pageSize: 25 }) { total rows { id firstName lastName email } } }';
    const found = (await graphql(appUrl, admin, ranked)) as { customerInterest: { matchingTeachers: unknown[] } };
    if (found.customerInterest.matchingTeachers.length === 0)
      throw new Error('the lead matched no teacher: the bench would measure nothing');
    await graphql(appUrl, admin, plain);
    const body = (query: string) => ({
      url: `${appUrl}/api/graphql`,
      headers: { ...admin, 'content-type': 'application/json' },
      options: { method: 'POST' as const, body: JSON.stringify({ query }) },
    });
    const [plainResult, rankedResult] = await measure(body(plain), body(ranked));
    console.log(line('plain list: 25 teachers (GraphQL)', plainResult));
    console.log(line('ranked teachers of a lead (GraphQL)', rankedResult));
    ratio('ranking / plain list', rankedResult.rps / plainResult.rps, 0.5);
  },
};
