/**
 * Ten years of data (target 3): 100,000 vouchers, 1,200,000 classes, 20,000 customers and
 * students, 2,000 teachers, 150,000 invoices and 60,000 teacher payrolls, seeded with
 * generated SQL (the class trigger off, each voucher's last class date set once after). Every
 * list page and GraphQL list should answer with p99 ≤ 150 ms at 10 connections. Run it alone:
 * `npm run bench -- volume` (`BENCH_DATABASE=…` to keep its database apart from other runs).
 */
import type { Db } from '../src/db/knex';
import { bulkClasses, ensureAcademic, WORKING_LISTS } from './vouchers';
import { expectPage, line, measure, type Bench } from './lib';

const CUSTOMERS = 20_000;
const TEACHERS = 2_000;
const VOUCHERS = 100_000;
const CLASSES_PER_VOUCHER = 12;
const INVOICES = 150_000;
const PAYROLLS = 60_000;
const P99_MS = 150;

async function seed(db: Db) {
  await ensureAcademic(db);
  await db.raw(
    `insert into customers (first_name, last_name, email) select 'Cliente ' || g, 'Diez Años', 'cliente' || g || '@volumen.test' from generate_series(1, ${CUSTOMERS}) g`,
  );
  await db.raw(`
    insert into students (customer_id, first_name, last_name, course_id)
    select c.id, 'Alumno ' || c.id, 'Diez Años', cs.course_id
      from customers c
      join lateral (select course_id from course_subjects order by course_id, subject_id offset (c.id % (select count(*) from course_subjects)) limit 1) cs on true
     where c.last_name = 'Diez Años'`);
  await db.raw(
    `insert into users (email, role, first_name, last_name, password_hash) select 'volumen' || g || '@profes.test', 'teacher', 'Profe', 'Volumen ' || g, 'x' from generate_series(1, ${TEACHERS}) g`,
  );
  await db.raw(`insert into teachers (id) select id from users where email like 'volumen%@profes.test'`);
  // Vouchers spread over ten years, the newest today; 14 h each, 12 of them booked in classes.
  // Row triggers off (replication role); the counts per status they keep are counted once after.
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(`
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
  });
  await db.raw('select vouchers_recount()');
  await bulkClasses(db, (trx) =>
    trx.raw(`
      insert into classes (voucher_id, student_id, subject_id, teacher_id, date, duration, status, teacher_payment_status)
      select v.id, v.student_id, v.subject_id, v.teacher_id, v.start_date + k * 7 + time '17:00', 60, 'validated', 'teacherPayed'
        from vouchers v cross join generate_series(0, ${CLASSES_PER_VOUCHER - 1}) k
       where v.customer_id in (select id from customers where last_name = 'Diez Años')`),
  );
  await seedInvoices(db);
  await seedPayrolls(db);
}

/**
 * 150,000 invoices of one line over the ten years (the newest today), numbered per year in
 * series A, spread over the customers; one in fifty still pending payment. Inserts are what the
 * invoices' triggers allow (written with row triggers off, the kept totals counted after).
 */
async function seedInvoices(db: Db) {
  const series = await db('invoice_series').where('code', 'A').first('id');
  const vat = await db('vat_types').where('tax_code', 'E1').first('id', 'name', 'rate', 'exemption_text');
  // As the replication role (no row triggers): the totals the triggers keep are counted once after.
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(
      `with c as (select id, first_name || ' ' || last_name as name, email, row_number() over (order by id) as n from customers where last_name = 'Diez Años'),
          g as (select g, current_date - (g * 3650 / :count)::int as date from generate_series(0, :count - 1) g)
     insert into invoices (series_id, series_code, year, number, date, issuer_name, issuer_nif, issuer_address, issuer_postal_code, issuer_municipality,
       customer_id, customer_name, customer_email, vat_type_id, vat_name, vat_rate, vat_exemption_text, tax_code, base_cents, vat_cents, total_cents,
       payment_method, status)
     select :series, 'A', extract(year from g.date)::int, row_number() over (partition by extract(year from g.date) order by g.date, g.g desc),
            g.date, 'Academia Apolo Formación, S.L.', 'B86541232', 'Calle de Alcalá, 120, 2º B', '28009', 'Madrid',
            c.id, c.name, c.email, :vat, :vatName, :rate, :text, 'E1', 20000 + g.g % 5000, 0, 20000 + g.g % 5000,
            (array['cash', 'wire', 'redsys'])[1 + g.g % 3], case when g.g % 50 = 0 then 'pendingPayment' else 'paid' end
       from g join c on c.n = 1 + g.g % ${CUSTOMERS}`,
      { series: series.id, vat: vat.id, vatName: vat.name, rate: vat.rate, text: vat.exemptionText, count: INVOICES },
    );
  });
  await db.raw('select invoices_retotal()');
  await db.raw(`insert into invoice_lines (invoice_id, position, concept, quantity, unit_price_cents, amount_cents)
                select id, 1, 'Bono de 14 h', 1, total_cents, total_cents from invoices where customer_name like '% Diez Años'`);
}

/** 60,000 payrolls: 500 of the teachers each month of the ten years; the last month's pending, the rest paid. */
async function seedPayrolls(db: Db) {
  const months = PAYROLLS / 500;
  // Row triggers off (replication role); the totals they keep are counted once after.
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(`
    with t as (select id, row_number() over (order by id) as n from teachers where id in (select id from users where email like 'volumen%@profes.test')),
         m as (select k, (date_trunc('month', current_date) - make_interval(months => k))::date as period from generate_series(1, ${months}) k)
    insert into teacher_payrolls (teacher_id, period, status, class_count, minutes, gross_cents, irpf_rate, irpf_cents, net_cents, paid_date)
    select t.id, m.period, case when m.k = 1 then 'teacherPendingPayment' else 'teacherPayed' end,
           4 + t.n % 20, (4 + t.n % 20) * 60, (4 + t.n % 20) * 1200, 15, (4 + t.n % 20) * 180, (4 + t.n % 20) * 1020,
           case when m.k = 1 then null else (m.period + interval '1 month' + interval '4 days')::date end
      from m join t on (t.n + m.k) % 4 = 0`);
  });
  await db.raw('select payrolls_retotal()');
}

const PAGES = [
  '/vouchers',
  ...WORKING_LISTS,
  '/classes',
  '/customers',
  '/students',
  '/teachers',
  '/invoices',
  '/teacher-payrolls',
];
const GRAPHQL = [
  ['vouchers', '{ vouchers(page: { page: 1, pageSize: 25 }) { total rows { id hours startDate endDate status } } }'],
  ['classes', '{ classes(page: { page: 1, pageSize: 25 }) { total rows { id date duration status } } }'],
  ['customers', '{ customers(page: { page: 1, pageSize: 25 }) { total rows { id firstName lastName } } }'],
  ['students', '{ students(page: { page: 1, pageSize: 25 }) { total rows { id name } } }'],
  ['teachers', '{ teachers(page: { page: 1, pageSize: 25 }) { total rows { id firstName lastName email } } }'],
  ['invoices', '{ invoices(page: { page: 1, pageSize: 25 }) { total rows { id number date } } }'],
  [
    'teacherPayrolls',
    '{ teacherPayrolls(page: { page: 1, pageSize: 25 }) { total rows { id teacherName month netCents } } }',
  ],
] as const;

/** Every list measured: its name, its path, and the body of a GraphQL list (bench/queries.ts shows their SQL). */
export const VOLUME_TARGETS: { name: string; path: string; body?: string }[] = [
  ...PAGES.map((path) => ({ name: path, path })),
  ...GRAPHQL.map(([name, query]) => ({
    name: `GraphQL ${name}`,
    path: '/api/graphql',
    body: JSON.stringify({ query }),
  })),
];

export const volume: Bench = {
  name: 'volume',
  title: `ten years of data (${VOUCHERS.toLocaleString('en')} vouchers, ${(VOUCHERS * CLASSES_PER_VOUCHER).toLocaleString('en')} classes, ${INVOICES.toLocaleString('en')} invoices, ${PAYROLLS.toLocaleString('en')} payrolls): p99 ≤ ${P99_MS} ms on every list`,
  seed,
  async run({ appUrl, admin }) {
    const targets = VOLUME_TARGETS.map(({ name, path, body }) => ({
      name,
      url: `${appUrl}${path}`,
      headers: body ? { ...admin, 'content-type': 'application/json' } : admin,
      options: body ? { method: 'POST' as const, body } : {},
    }));
    for (const path of PAGES) await expectPage(`${appUrl}${path}`, admin, '<table');
    let over = 0;
    for (const target of targets) {
      const [result] = await measure(target);
      const ok = result.failures === 0 && result.rps > 0 && result.p99 <= P99_MS;
      console.log(
        line(target.name, result) +
          (ok ? '' : result.rps === 0 ? '   no answer within 10 s' : `   p99 over ${P99_MS} ms`),
      );
      if (!ok) over++;
    }
    console.log(`  ${targets.length - over} of ${targets.length} lists with p99 ≤ ${P99_MS} ms`);
  },
};
