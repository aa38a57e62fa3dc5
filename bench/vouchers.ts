/**
 * Vouchers lists, over 5,000 vouchers (2,500 customers) and 60,000 classes:
 *   the plain list /vouchers ≥ 0.80 of the places list page (the same 25 rows and count);
 *   each working list ≥ 0.80 of the plain list: the working list's rules should cost little
 *   over the list itself (/vouchers/active-pending-hours-last-class: derived expiry, hours
 *   left and "no class in 30 days", sorted by the last class).
 */
import type { Knex } from 'knex';
import type { Db } from '../src/db/knex';
import { seedAcademic } from '../seeds/academic';
import { day, expectPage, insertMany, line, measure, ratio, type Bench } from './lib';

const VOUCHERS = 5_000;
const CLASSES_PER_VOUCHER = 12;

/** The working lists of the vouchers menu measured against the plain list. */
export const WORKING_LISTS = [
  '/vouchers/active-non-renewed',
  '/vouchers/active-pending-hours',
  '/vouchers/active-pending-hours-last-class',
  '/vouchers/settlements',
];

/** The academic settings (levels, courses, subjects, prices) once, whichever bench asks first. */
export async function ensureAcademic(db: Db) {
  const [{ count }] = await db('courses').count({ count: '*' });
  if (Number(count) === 0) await seedAcademic(db);
}

/** 2,500 customers with a student each, 5,000 vouchers in every status, 60,000 classes (rss.ts reads them too). */
export async function seedVouchers(db: Db) {
  await ensureAcademic(db);
  const courses = (await db('course_subjects').select('course_id', 'subject_id')) as {
    courseId: number;
    subjectId: number;
  }[];
  const [teacher] = await db('users')
    .insert({
      email: 'teacher@academia.test',
      role: 'teacher',
      firstName: 'Profe',
      lastName: 'Bench',
      passwordHash: 'x',
    })
    .returning('id');
  await db('teachers').insert({ id: teacher.id });
  const customers = (await insertMany(
    db,
    'customers',
    Array.from({ length: VOUCHERS / 2 }, (_, i) => ({ firstName: `Cliente ${i}`, lastName: 'Bench' })),
    1000,
    ['id'],
  )) as { id: number }[];
  const students = (await insertMany(
    db,
    'students',
    customers.map((c, i) => ({
      customerId: c.id,
      firstName: `Alumno ${i}`,
      lastName: 'Bench',
      courseId: courses[i % courses.length].courseId,
    })),
    1000,
    ['id', 'customer_id', 'course_id'],
  )) as { id: number; customerId: number; courseId: number }[];
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
  const ids = (await insertMany(db, 'vouchers', vouchers, 1000, ['id'])) as { id: number }[];
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
  await bulkClasses(db, (trx) => insertMany(trx, 'classes', classes, 2000));
}

/**
 * Writes many classes at once, in one transaction as PostgreSQL's replication role: foreign
 * key checks and the trigger that keeps each voucher's last class date are skipped (the rows
 * are generated consistent), then every voucher's date is set in one statement, as the
 * trigger would have left it, and the classes per status (`class_counts`) counted again.
 */
export async function bulkClasses(db: Db, write: (trx: Knex.Transaction) => Promise<unknown>) {
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await write(trx);
  });
  await db.raw(`update vouchers v set last_class_date = l.last
                  from (select voucher_id, max(date) as last from classes where status <> 'deleted' group by voucher_id) l
                 where l.voucher_id = v.id`);
  await db.raw('select classes_recount()');
}

export const vouchers: Bench = {
  name: 'vouchers',
  title: `vouchers list / places list page, and working lists / vouchers list (${VOUCHERS.toLocaleString('en')} vouchers), targets ≥ 0.80`,
  seed: seedVouchers,
  async run({ appUrl, admin }) {
    const placesUrl = `${appUrl}/places-settings?tab=municipalities`;
    const plainUrl = `${appUrl}/vouchers`;
    await expectPage(plainUrl, admin, 'Cliente ');
    for (const path of WORKING_LISTS) await expectPage(`${appUrl}${path}`, admin, '<table');
    const withPlaces = (await fetch(placesUrl, { headers: admin }).then((r) => r.text())).includes('Municipio 00000');
    if (!withPlaces)
      console.log('  (places not seeded: run `npm run bench -- places vouchers` for the list / places ratio)');
    const targets = [...(withPlaces ? [placesUrl] : []), plainUrl, ...WORKING_LISTS.map((p) => `${appUrl}${p}`)];
    const results = await measure(...targets.map((url) => ({ url, headers: admin })));
    const placesResult = withPlaces ? results.shift() : undefined;
    const [plainResult, ...working] = results;
    if (placesResult) console.log(line('places list page', placesResult));
    console.log(line('vouchers list /vouchers', plainResult));
    if (placesResult) ratio('vouchers list / places page', plainResult.rps / placesResult.rps, 0.8);
    for (const [i, path] of WORKING_LISTS.entries()) {
      console.log(line(path, working[i]));
      ratio(`${path.replace('/vouchers/', '')} / vouchers list`, working[i].rps / plainResult.rps, 0.8);
    }
  },
};
