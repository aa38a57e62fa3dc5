import type { FastifyInstance } from 'fastify';
import { todayInMadrid } from '../../src/lib/intl';
import { createCustomer, createStudent, createTeacher } from '../../test/factories/people';
import { fillIssuer } from '../../test/helpers/invoices';
import { moveVoucherMinutes } from './hours';
import { addDays } from '../../src/lib/days';

/** A lead for a new family (Marta Sanz Pino, her daughter Irene) on the world's course, as the lead form sends it. */
export const newFamilyLead = (w: { subject: number; course: number }, overrides: Record<string, unknown> = {}) => ({
  family: 'new',
  newCustomer: { firstName: 'Marta', lastName: 'Sanz Pino', phone: '600111222', email: 'marta@correo.test' },
  newStudent: { firstName: 'Irene' },
  interests: [{ subjectId: w.subject, courseId: w.course }],
  hoursPerWeek: '2,5',
  slots: [{ weekday: 1, start: '17:00', end: '19:00' }],
  startDate: addDays(todayInMadrid(), 3),
  visibility: 'everyone',
  ...overrides,
});

/** A lead for the world's own student on the world's subject and course, from today, as the lead form sends it. */
export const studentLead = (
  w: { student: { id: number }; subject: number; course: number },
  overrides: Record<string, unknown> = {},
) => ({
  family: 'existing',
  studentId: w.student.id,
  interests: [{ subjectId: w.subject, courseId: w.course }],
  hoursPerWeek: 2,
  startDate: todayInMadrid(),
  ...overrides,
});

/**
 * Crafted data for the vouchers tests: a course with a subject and a price, a customer with a
 * student, and vouchers and classes written straight to the tables (classes book their
 * minutes through moveVoucherMinutes, as the classes area does).
 */
export async function vouchersWorld(app: FastifyInstance) {
  // Every payment issues an invoice: the academy's issuer is filled in.
  await fillIssuer(app);
  const [level] = await app.db('levels').insert({ name: 'ESO', position: 1 }).returning('id');
  const [course] = await app.db('courses').insert({ name: '2º ESO', levelId: level.id, position: 2 }).returning('id');
  const [other] = await app.db('courses').insert({ name: '3º ESO', levelId: level.id, position: 3 }).returning('id');
  const [subject] = await app.db('subjects').insert({ name: 'Matemáticas' }).returning('id');
  const [english] = await app.db('subjects').insert({ name: 'Inglés' }).returning('id');
  await app.db('course_subjects').insert([
    { courseId: course.id, subjectId: subject.id },
    { courseId: course.id, subjectId: english.id },
    { courseId: other.id, subjectId: subject.id },
  ]);
  // 2º ESO: 20 €/h from 2020; 3º ESO has no price.
  const [price] = await app
    .db('prices')
    .insert({
      name: '2º ESO',
      courseId: course.id,
      customerPriceCents: 2000,
      teacherPayCents: 1200,
      validFrom: '2020-09-01',
    })
    .returning('id');
  const customer = await createCustomer(app, {
    firstName: 'Lucía',
    lastName: 'Gómez Ruiz',
    email: 'lucia@correo.test',
  });
  const student = await createStudent(app, customer.id, {
    firstName: 'Pablo',
    lastName: 'Gómez Ruiz',
    courseId: course.id,
  });
  const teacher = await createTeacher(app, { user: { firstName: 'Javier', lastName: 'Profe' } });
  let count = 0;

  /** A voucher row as the service would write it (20 €/h), with the overrides given. */
  async function voucher(overrides: Record<string, unknown> = {}) {
    count += 1;
    const today = todayInMadrid();
    const hours = (overrides.hours as number) ?? 10;
    const [row] = await app
      .db('vouchers')
      .insert({
        customerId: customer.id,
        studentId: student.id,
        courseId: course.id,
        subjectId: subject.id,
        teacherId: teacher.id,
        priceId: price.id,
        hours,
        hourlyPriceCents: 2000,
        teacherHourlyPayCents: 1200,
        amountCents: hours * 2000,
        startDate: addDays(today, -60),
        endDate: addDays(today, 60),
        status: 'active',
        paymentStatus: 'paid',
        remarks: `bono ${count}`,
        ...overrides,
      })
      .returning('id');
    return row.id as number;
  }

  /** A class on the voucher `daysAgo` days ago (negative: in the future), booking its minutes. */
  async function lesson(voucherId: number, daysAgo: number, minutes = 60, status = 'validated') {
    return app.db.transaction(async (trx) => {
      const [row] = await trx('classes')
        .insert({
          voucherId,
          studentId: student.id,
          subjectId: subject.id,
          teacherId: teacher.id,
          date: `${addDays(todayInMadrid(), -daysAgo)}T17:00:00+01:00`,
          duration: minutes,
          status,
          teacherPaymentStatus: status === 'validated' ? 'teacherPendingPayment' : null,
        })
        .returning('id');
      await moveVoucherMinutes(trx, { voucherId, classId: row.id, minutes: -minutes, kind: 'book', actorId: null });
      return row.id as number;
    });
  }

  return {
    level: level.id,
    course: course.id,
    other: other.id,
    subject: subject.id,
    english: english.id,
    price: price.id,
    customer,
    student,
    teacher,
    voucher,
    lesson,
  };
}
