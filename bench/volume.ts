/**
 * Ten years of data (target 3): 100,000 vouchers, 1,200,000 classes, 20,000 customers and
 * students, 2,000 teachers, seeded with generated SQL (the class trigger off, each voucher's
 * last class date set once after). Every list page and GraphQL list should answer with
 * p99 ≤ 150 ms at 10 connections. Run it alone: `npm run bench -- volume`.
 */
import type { Db } from '../src/db/knex';
import { bulkClasses, ensureAcademic, WORKING_LISTS } from './vouchers';
import { expectPage, line, measure, type Bench } from './lib';

const CUSTOMERS = 20_000;
const TEACHERS = 2_000;
const VOUCHERS = 100_000;
const CLASSES_PER_VOUCHER = 12;
const P99_MS = 150;

async function seed(db: Db) {
  await ensureAcademic(db);
  await db.raw(`insert into customers (first_name, last_name, email) select 'Cliente ' || g, 'Diez Años', 'cliente' || g || '@volumen.test' from generate_series(1, ${CUSTOMERS}) g`);
  await db.raw(`
    insert into students (customer_id, first_name, last_name, course_id)
    select c.id, 'Alumno ' || c.id, 'Diez Años', cs.course_id
      from customers c
      join lateral (select course_id from course_subjects order by course_id, subject_id offset (c.id % (select count(*) from course_subjects)) limit 1) cs on true
     where c.last_name = 'Diez Años'`);
  await db.raw(`insert into users (email, role, first_name, last_name, password_hash) select 'volumen' || g || '@profes.test', 'teacher', 'Profe', 'Volumen ' || g, 'x' from generate_series(1, ${TEACHERS}) g`);
  await db.raw(`insert into teachers (id) select id from users where email like 'volumen%@profes.test'`);
  // Vouchers spread over ten years, the newest today; 14 h each, 12 of them booked in classes.
  await db.raw(`
    with s as (select s.id, s.customer_id, s.course_id, row_number() over (order by s.id) as n from students s where s.last_name = 'Diez Años'),
         t as (select id, row_number() over (order by id) as n from teachers where id in (select id from users where email like 'volumen%@profes.test')),
         g as (select g, current_date - (g * 3650 / ${VOUCHERS})::int as start_date from generate_series(0, ${VOUCHERS - 1}) g)
    insert into vouchers (customer_id, student_id, course_id, subject_id, teacher_id, hours, hourly_price_cents, teacher_hourly_pay_cents, amount_cents,
                          start_date, end_date, status, payment_status, minutes_booked)
    select s.customer_id, s.id, s.course_id, (select subject_id from course_subjects cs where cs.course_id = s.course_id order by subject_id limit 1), t.id,
           14, 2000, 1200, 28000, g.start_date, g.start_date + 90,
           case when g.start_date < current_date - 365 then 'settled' when g.g % 7 = 0 then 'inactive' else 'active' end,
           case when g.g % 7 = 0 then 'pendingPayment' else 'paid' end, ${CLASSES_PER_VOUCHER * 60}
      from g join s on s.n = 1 + g.g % ${CUSTOMERS} join t on t.n = 1 + g.g % ${TEACHERS}`);
  await bulkClasses(db, (trx) =>
    trx.raw(`
      insert into classes (voucher_id, student_id, subject_id, teacher_id, date, duration, status, teacher_payment_status)
      select v.id, v.student_id, v.subject_id, v.teacher_id, v.start_date + k * 7 + time '17:00', 60, 'validated', 'teacherPayed'
        from vouchers v cross join generate_series(0, ${CLASSES_PER_VOUCHER - 1}) k
       where v.customer_id in (select id from customers where last_name = 'Diez Años')`),
  );
}

const PAGES = ['/vouchers', ...WORKING_LISTS, '/classes', '/customers', '/students', '/teachers'];
const GRAPHQL = [
  ['vouchers', '{ vouchers(page: { page: 1, pageSize: 25 }) { total rows { id hours startDate endDate status } } }'],
  ['classes', '{ classes(page: { page: 1, pageSize: 25 }) { total rows { id date duration status } } }'],
  ['customers', '{ customers(page: { page: 1, pageSize: 25 }) { total rows { id firstName lastName } } }'],
] as const;

export const volume: Bench = {
  name: 'volume',
  title: `ten years of data (${VOUCHERS.toLocaleString('en')} vouchers, ${(VOUCHERS * CLASSES_PER_VOUCHER).toLocaleString('en')} classes): p99 ≤ ${P99_MS} ms on every list`,
  seed,
  async run({ appUrl, admin }) {
    const targets = [
      ...PAGES.map((path) => ({ name: path, url: `${appUrl}${path}`, headers: admin })),
      ...GRAPHQL.map(([name, query]) => ({
        name: `GraphQL ${name}`,
        url: `${appUrl}/api/graphql`,
        headers: { ...admin, 'content-type': 'application/json' },
        options: { method: 'POST' as const, body: JSON.stringify({ query }) },
      })),
    ];
    for (const path of PAGES) await expectPage(`${appUrl}${path}`, admin, '<table');
    let over = 0;
    for (const target of targets) {
      const [result] = await measure(target);
      const ok = result.failures === 0 && result.rps > 0 && result.p99 <= P99_MS;
      console.log(line(target.name, result) + (ok ? '' : result.rps === 0 ? '   no answer within 10 s' : `   p99 over ${P99_MS} ms`));
      if (!ok) over++;
    }
    console.log(`  ${targets.length - over} of ${targets.length} lists with p99 ≤ ${P99_MS} ms`);
  },
};
