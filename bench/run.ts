/**
 * Benchmarks, run by `npm run bench` against the PostgreSQL of DATABASE_URL (default: the
 * local server). Targets are ratios against a baseline measured in the same run, never
 * absolute times:
 *
 *   places list page / bare JSON route ≥ 0.8 — the authenticated /places-settings list of
 *   municipalities (25 rows of 10,000, with the count) against the same 25 rows and count
 *   served as JSON by a bare route that uses `pg` directly.
 *
 *   vouchers working list / plain vouchers list ≥ 0.8 — /vouchers/active-pending-hours-last-class
 *   (derived expiry, hours left and "no class in 30 days" over 5,000 vouchers and 60,000
 *   classes) against /vouchers, the same table with no condition: the working list's rules
 *   should cost little over the list itself.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import knexFactory from 'knex';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { migrateLatest } from '../src/db/migrate';
import { hashPassword } from '../modules/people';
import { seedAcademic } from '../seeds/academic';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROWS = 10_000;

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = new URL(baseUrl);
benchUrl.pathname = '/bench_academia';

async function prepareDatabase() {
  const admin = knexFactory({ client: 'pg', connection: baseUrl });
  await admin.raw('drop database if exists bench_academia with (force)');
  await admin.raw('create database bench_academia');
  await admin.destroy();
  const db = createDb({ url: benchUrl.toString() });
  await migrateLatest(db);
  const [country] = await db('countries').insert({ name: 'España', code: 'ES' }).returning('id');
  const provinces = await db('provinces')
    .insert(Array.from({ length: 50 }, (_, i) => ({ countryId: country.id, name: `Provincia ${i + 1}`, code: String(i + 1).padStart(2, '0') })))
    .returning('id');
  const rows = Array.from({ length: ROWS }, (_, i) => ({ provinceId: provinces[i % provinces.length].id, name: `Municipio ${String(i).padStart(5, '0')}`, code: String(i).padStart(5, '0') }));
  for (let i = 0; i < rows.length; i += 1000) await db('municipalities').insert(rows.slice(i, i + 1000));
  await db('users').insert({ email: 'bench@academia.test', role: 'admin', firstName: 'Bench', lastName: 'Mark', passwordHash: await hashPassword('benchmark-2026') });
  await seedVouchers(db);
  await db.raw('analyze');
  return db;
}

const VOUCHERS = 5_000;
const CLASSES_PER_VOUCHER = 12;

/** 2,500 customers with a student each, 5,000 vouchers in every status, 60,000 classes. */
async function seedVouchers(db: Awaited<ReturnType<typeof createDb>>) {
  await seedAcademic(db);
  const courses = (await db('course_subjects').select('course_id', 'subject_id')) as { courseId: number; subjectId: number }[];
  const [teacher] = await db('users').insert({ email: 'teacher@academia.test', role: 'teacher', firstName: 'Profe', lastName: 'Bench', passwordHash: 'x' }).returning('id');
  await db('teachers').insert({ id: teacher.id });
  const customers = (await db('customers')
    .insert(Array.from({ length: VOUCHERS / 2 }, (_, i) => ({ firstName: `Cliente ${i}`, lastName: 'Bench' })))
    .returning('id')) as { id: number }[];
  const students = (await db('students')
    .insert(customers.map((c, i) => ({ customerId: c.id, firstName: `Alumno ${i}`, lastName: 'Bench', courseId: courses[i % courses.length].courseId })))
    .returning(['id', 'customer_id', 'course_id'])) as { id: number; customerId: number; courseId: number }[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const statuses = ['active', 'active', 'active', 'inactive', 'settled'] as const;
  const vouchers = Array.from({ length: VOUCHERS }, (_, i) => {
    const student = students[i % students.length];
    const start = -((i * 7) % 200);
    return {
      customerId: student.customerId,
      studentId: student.id,
      courseId: student.courseId,
      subjectId: courses.find((c) => c.courseId === student.courseId)!.subjectId,
      teacherId: teacher.id,
      hours: 20,
      hourlyPriceCents: 2000,
      teacherHourlyPayCents: 1200,
      amountCents: 40_000,
      startDate: day(start),
      endDate: day(start + 240),
      status: statuses[i % statuses.length],
      paymentStatus: i % 5 === 3 ? 'pendingPayment' : 'paid',
      minutesBooked: i % 5 === 3 ? 0 : CLASSES_PER_VOUCHER * 60 - (i % 3) * 60,
    };
  });
  const ids: { id: number }[] = [];
  for (let i = 0; i < vouchers.length; i += 1000) ids.push(...((await db('vouchers').insert(vouchers.slice(i, i + 1000)).returning('id')) as { id: number }[]));
  const classes = ids.flatMap(({ id }, i) =>
    vouchers[i].minutesBooked === 0
      ? []
      : Array.from({ length: vouchers[i].minutesBooked / 60 }, (_, k) => ({
          voucherId: id,
          studentId: vouchers[i].studentId,
          subjectId: vouchers[i].subjectId,
          teacherId: teacher.id,
          date: new Date(Date.parse(vouchers[i].startDate) + k * 7 * 86_400_000 + 17 * 3_600_000),
          duration: 60,
          status: 'validated',
          teacherPaymentStatus: 'teacherPendingPayment',
        })),
  );
  for (let i = 0; i < classes.length; i += 2000) await db('classes').insert(classes.slice(i, i + 2000));
}

function run(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The baseline: the list's two queries through pg, as JSON, with nothing else. */
async function startBare() {
  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 10 });
  const app = Fastify();
  app.get('/bare', async () => {
    const [rows, count] = await Promise.all([
      pool.query(
        `select p.id, p.name, p.code, p.province_id, parent.name as parent_name, p.created_date, p.updated_date
           from municipalities p left join provinces parent on parent.id = p.province_id
          order by search_key(p.name) asc nulls last, p.name, p.id limit 25 offset 0`,
      ),
      pool.query('select count(*) from municipalities'),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0].count) };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/bare`, close: async () => (await app.close(), await pool.end()) };
}

function line(name: string, r: autocannon.Result) {
  const ok = r.non2xx === 0 && r.errors === 0 ? '' : `  (errors: ${r.errors}, non-2xx: ${r.non2xx})`;
  return `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms${ok}`;
}

async function main() {
  if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: React runs its slow development build (use npm run bench)');
  console.log(`Preparing ${ROWS} municipalities in ${benchUrl.pathname.slice(1)}…`);
  const db = await prepareDatabase();
  const app = await buildApp(loadConfig({ NODE_ENV: 'production' }, { logLevel: 'warn', databaseUrl: benchUrl.toString(), secureCookies: false }), { db });
  const { token } = await app.services.auth.login('bench@academia.test', 'benchmark-2026');
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBare();
  const pageUrl = `${appUrl}/places-settings?tab=municipalities`;
  const cookie = { cookie: `apollo-token=${token}; locale=es; _csrf=benchsecret` };

  const check = await fetch(pageUrl, { headers: cookie });
  const html = await check.text();
  if (check.status !== 200 || !html.includes('Municipio 00000') || !html.includes('10.000')) throw new Error(`the page did not render the list (${check.status})`);

  console.log(`Warming up, then ${DURATION} s each with ${CONNECTIONS} connections…`);
  await run(bare.url, {});
  await run(pageUrl, cookie);
  const bareResult = await run(bare.url, {});
  const pageResult = await run(pageUrl, cookie);
  console.log(line('bare JSON route (pg)', bareResult));
  console.log(line('list page /places-settings', pageResult));
  const ratio = pageResult.requests.average / bareResult.requests.average;
  console.log(`ratio page / bare: ${ratio.toFixed(2)} (target ≥ 0.80) ${ratio >= 0.8 ? 'met' : 'NOT met'}`);

  const plainUrl = `${appUrl}/vouchers`;
  const workingUrl = `${appUrl}/vouchers/active-pending-hours-last-class`;
  for (const url of [plainUrl, workingUrl]) {
    const res = await fetch(url, { headers: cookie });
    if (res.status !== 200 || !(await res.text()).includes('Cliente ')) throw new Error(`${url} did not render its vouchers (${res.status})`);
  }
  await run(plainUrl, cookie);
  await run(workingUrl, cookie);
  const plainResult = await run(plainUrl, cookie);
  const workingResult = await run(workingUrl, cookie);
  console.log(line('vouchers list /vouchers', plainResult));
  console.log(line('working list (last class)', workingResult));
  const listRatio = workingResult.requests.average / plainResult.requests.average;
  console.log(`ratio working list / list: ${listRatio.toFixed(2)} (target ≥ 0.80) ${listRatio >= 0.8 ? 'met' : 'NOT met'}`);

  // Let the last in-flight requests finish before the pools close.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await bare.close();
  await app.close();
  await db.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
