import type { Knex } from 'knex';
import { todayInMadrid } from '../src/lib/intl';
import { moveVoucherMinutes } from '../modules/vouchers/hours';
import { addDays } from '../src/lib/days';
import { createAcademicService } from '../modules/academic/academic.service';

/**
 * The demo academy's vouchers: every status (inactive, active paid and partly paid, expired,
 * settled), renewal chains, payments in cash, by wire and by card, and a few months of classes
 * in every class status, their hours booked through moveVoucherMinutes so ledger and balances
 * agree. Dates are relative to today (Madrid), so each working list always has something to
 * show. Deterministic: the same data on every fresh database.
 */

type TeacherChoice = 'demo' | 'other' | null;

interface Plan {
  /** Which student (by position among the demo students, in id order). */
  student: number;
  /** Start and end, in days from today. */
  start: number;
  end: number;
  hours: number;
  teacher: TeacherChoice;
  /** Classes: how many, their minutes, and the first one's day (default start + 2), weekly. */
  classes?: { count: number; minutes: number; first?: number; future?: number };
  paid: 'full' | 'half' | 'none';
  method?: 'cash' | 'wire' | 'redsys';
  status: 'active' | 'inactive' | 'settled';
  /** Renews the voucher of this plan (its index). */
  renews?: number;
  remarks?: string;
}

const PLANS: Plan[] = [
  // 0: two hours left, not renewed → "por renovar"
  {
    student: 0,
    start: -75,
    end: 45,
    hours: 10,
    teacher: 'demo',
    classes: { count: 8, minutes: 60 },
    paid: 'full',
    method: 'wire',
    status: 'active',
  },
  // 1: ends in 10 days → "por renovar"
  {
    student: 1,
    start: -80,
    end: 10,
    hours: 12,
    teacher: 'other',
    classes: { count: 6, minutes: 90, first: -75 },
    paid: 'full',
    method: 'redsys',
    status: 'active',
  },
  // 2: last class two months ago → "sin clases recientes"
  {
    student: 2,
    start: -70,
    end: 40,
    hours: 10,
    teacher: 'demo',
    classes: { count: 3, minutes: 60 },
    paid: 'full',
    method: 'cash',
    status: 'active',
    remarks: 'La familia ha pedido una pausa hasta después de las vacaciones.',
  },
  // 3: paid, no class yet → "sin clases recientes"
  { student: 3, start: -12, end: 80, hours: 8, teacher: null, paid: 'full', method: 'wire', status: 'active' },
  // 4: activated by staff, half paid, classes past and coming
  {
    student: 4,
    start: -45,
    end: 45,
    hours: 20,
    teacher: 'demo',
    classes: { count: 6, minutes: 60, first: -40, future: 3 },
    paid: 'half',
    method: 'wire',
    status: 'active',
    remarks: 'Paga la mitad al empezar y el resto en diciembre.',
  },
  // 5, 6: not paid, not started
  { student: 5, start: 0, end: 90, hours: 10, teacher: null, paid: 'none', status: 'inactive' },
  { student: 6, start: 7, end: 97, hours: 16, teacher: 'other', paid: 'none', status: 'inactive' },
  // 7: end passed with hours left → expired (settlements)
  {
    student: 7,
    start: -130,
    end: -5,
    hours: 10,
    teacher: 'other',
    classes: { count: 6, minutes: 60, first: -125 },
    paid: 'full',
    method: 'redsys',
    status: 'active',
  },
  // 8: used up → settlements
  {
    student: 8,
    start: -60,
    end: 30,
    hours: 6,
    teacher: 'demo',
    classes: { count: 6, minutes: 60, first: -58 },
    paid: 'full',
    method: 'wire',
    status: 'active',
  },
  // 9 → 10: a used-up voucher settled, and its renewal running out of time
  {
    student: 9,
    start: -170,
    end: -80,
    hours: 8,
    teacher: 'other',
    classes: { count: 8, minutes: 60, first: -165 },
    paid: 'full',
    method: 'wire',
    status: 'settled',
  },
  {
    student: 9,
    start: -79,
    end: 11,
    hours: 8,
    teacher: 'other',
    classes: { count: 5, minutes: 60, first: -75 },
    paid: 'full',
    method: 'redsys',
    status: 'active',
    renews: 9,
  },
  // 11 → 12 → 13: a chain of three; the first settled with hours forfeited, the second expired and renewed
  {
    student: 10,
    start: -200,
    end: -110,
    hours: 10,
    teacher: 'demo',
    classes: { count: 7, minutes: 60, first: -196 },
    paid: 'full',
    method: 'cash',
    status: 'settled',
  },
  {
    student: 10,
    start: -109,
    end: -2,
    hours: 10,
    teacher: 'demo',
    classes: { count: 6, minutes: 60, first: -105 },
    paid: 'full',
    method: 'wire',
    status: 'active',
    renews: 11,
  },
  {
    student: 10,
    start: -1,
    end: 89,
    hours: 10,
    teacher: 'demo',
    classes: { count: 0, minutes: 60, first: 2, future: 2 },
    paid: 'full',
    method: 'redsys',
    status: 'active',
    renews: 12,
  },
  // 14–19: the day-to-day: paid, with classes, hours left
  {
    student: 11,
    start: -50,
    end: 40,
    hours: 12,
    teacher: 'other',
    classes: { count: 6, minutes: 60, first: -45, future: 2 },
    paid: 'full',
    method: 'wire',
    status: 'active',
  },
  {
    student: 12,
    start: -40,
    end: 50,
    hours: 15,
    teacher: 'other',
    classes: { count: 5, minutes: 90, first: -38, future: 1 },
    paid: 'full',
    method: 'redsys',
    status: 'active',
  },
  {
    student: 13,
    start: -20,
    end: 70,
    hours: 10,
    teacher: 'demo',
    classes: { count: 3, minutes: 60, first: -18, future: 2 },
    paid: 'full',
    method: 'wire',
    status: 'active',
  },
  {
    student: 14,
    start: -65,
    end: 25,
    hours: 20,
    teacher: 'other',
    classes: { count: 9, minutes: 60, first: -63, future: 1 },
    paid: 'half',
    method: 'cash',
    status: 'active',
  },
  {
    student: 15,
    start: -15,
    end: 75,
    hours: 8,
    teacher: null,
    classes: { count: 2, minutes: 60, first: -13, future: 2 },
    paid: 'full',
    method: 'wire',
    status: 'active',
  },
  {
    student: 16,
    start: -100,
    end: -10,
    hours: 6,
    teacher: 'other',
    classes: { count: 6, minutes: 60, first: -98 },
    paid: 'full',
    method: 'wire',
    status: 'settled',
  },
];

/** What a voucher's seeding step works on. */
interface VoucherStep {
  plan: Plan;
  voucherId: number;
  today: string;
  advisor: number;
}

/** The voucher's payments as its plan says: all or half of it, cash or wire or card. */
async function seedPayments(
  trx: Knex.Transaction,
  {
    plan,
    voucherId,
    amountCents,
    startDate,
    today,
    advisor,
    created,
  }: VoucherStep & {
    amountCents: number;
    startDate: string;
    created: Date;
  },
) {
  if (plan.paid !== 'none') {
    const paid = plan.paid === 'full' ? amountCents : Math.round(amountCents / 2);
    // Cash stays below the legal limit: the rest by wire.
    const cash = plan.method === 'cash' ? Math.min(paid, 90_000) : 0;
    const payments = [
      ...(cash > 0 ? [{ amountCents: cash, method: 'cash', reference: null }] : []),
      ...(paid - cash > 0
        ? [
            {
              amountCents: paid - cash,
              method: plan.method === 'redsys' ? 'redsys' : 'wire',
              reference:
                plan.method === 'redsys'
                  ? `R${String(100000 + voucherId * 7)}`
                  : `TRF-${startDate.replace(/-/g, '')}-${voucherId}`,
            },
          ]
        : []),
    ];
    for (const p of payments)
      await trx('payments').insert({
        voucherId,
        ...p,
        date: startDate > today ? today : startDate,
        createdBy: advisor,
        createdDate: created,
      });
  }
}

/** The voucher's classes as its plan says, each booked on its hours. */
async function seedClasses(
  trx: Knex.Transaction,
  {
    plan,
    index,
    voucherId,
    studentId,
    subjectId,
    teacherId,
    others,
    today,
    advisor,
  }: VoucherStep & {
    index: number;
    studentId: number;
    subjectId: number;
    teacherId: number | null | undefined;
    others: number[];
  },
) {
  // Weekly classes from the first day; then `future` more after today.
  const c = plan.classes;
  if (c) {
    const first = c.first ?? plan.start + 2;
    const days = [
      ...Array.from({ length: c.count }, (_, i) => first + i * 7),
      ...Array.from({ length: c.future ?? 0 }, (_, i) => 2 + i * 7),
    ];
    for (const [n, day] of days.entries()) {
      if (day > plan.end) break;
      const status =
        day >= 0
          ? teacherId
            ? 'assigned'
            : 'pending'
          : day >= -7
            ? n % 2 === 0
              ? 'taught'
              : 'claimed'
            : 'validated';
      const classTeacher = status === 'pending' ? null : (teacherId ?? others[(index + n) % others.length]);
      const [lesson] = await trx('classes')
        .insert({
          voucherId,
          studentId,
          subjectId,
          teacherId: classTeacher,
          date: `${addDays(today, day)} ${n % 3 === 0 ? '17:00' : '18:30'}`,
          duration: c.minutes,
          status,
          teacherPaymentStatus: status === 'validated' ? 'teacherPendingPayment' : null,
          validatedDate: status === 'validated' ? new Date(`${addDays(today, day + 1)}T10:00:00Z`) : null,
          validatedBy: status === 'validated' ? advisor : null,
          createdBy: status === 'claimed' ? classTeacher : advisor,
        })
        .returning('id');
      await moveVoucherMinutes(trx, {
        voucherId,
        classId: lesson.id,
        minutes: -c.minutes,
        kind: 'book',
        actorId: status === 'claimed' ? classTeacher : advisor,
      });
    }
  }
}

/** A class cancelled on the first voucher: booked, then deleted, its hour given back. */
async function seedCancelledClass(
  trx: Knex.Transaction,
  {
    voucherId,
    studentId,
    subjectId,
    demo,
    today,
    advisor,
  }: Omit<VoucherStep, 'plan'> & { studentId: number; subjectId: number; demo: number },
) {
  const [cancelled] = await trx('classes')
    .insert({
      voucherId,
      studentId,
      subjectId,
      teacherId: demo,
      date: `${addDays(today, -30)} 19:00`,
      duration: 60,
      status: 'assigned',
      createdBy: advisor,
    })
    .returning('id');
  await moveVoucherMinutes(trx, {
    voucherId,
    classId: cancelled.id,
    minutes: -60,
    kind: 'book',
    actorId: advisor,
  });
  await trx('classes')
    .where('id', cancelled.id)
    .update({
      status: 'deleted',
      deletedDate: new Date(`${addDays(today, -31)}T12:00:00Z`),
      deletedBy: advisor,
      remarks: 'El alumno estaba enfermo.',
    });
  await moveVoucherMinutes(trx, {
    voucherId,
    classId: cancelled.id,
    minutes: 60,
    kind: 'release',
    actorId: advisor,
  });
}

export async function seedVouchers(db: Knex) {
  const today = todayInMadrid();
  const academic = createAcademicService({ db });
  const staff = (await db('users').whereIn('role', ['admin', 'advisor']).orderBy('id').pluck('id')) as number[];
  const demo = (await db('users').where({ email: 'profesor@academia.test' }).first('id'))?.id as number | undefined;
  const others = (await db('teachers as te')
    .join('users as u', 'u.id', 'te.id')
    .whereNull('te.drop_out_date')
    .where('u.active', true)
    .whereNot('u.email', 'profesor@academia.test')
    .orderBy('te.id')
    .pluck('te.id')) as number[];
  const students = (await db('students')
    .whereNotNull('course_id')
    .orderBy('id')
    .select('id', 'customer_id', 'course_id')) as { id: number; customerId: number; courseId: number }[];
  if (!demo || others.length === 0 || students.length < 17 || staff.length === 0) return;
  const subjects = (await db('course_subjects')
    .orderBy(['course_id', 'subject_id'])
    .select('course_id', 'subject_id')) as { courseId: number; subjectId: number }[];
  const advisor = staff[staff.length > 1 ? 1 : 0];

  await db.transaction(async (trx) => {
    const ids: number[] = [];
    const subjectIds: number[] = [];
    for (const [index, plan] of PLANS.entries()) {
      const student = students[plan.student];
      const offered = subjects.filter((s) => s.courseId === student.courseId);
      // A renewal keeps its voucher's subject.
      const subjectId =
        plan.renews !== undefined
          ? subjectIds[plan.renews]
          : offered[(plan.student + index) % offered.length].subjectId;
      subjectIds.push(subjectId);
      const startDate = addDays(today, plan.start);
      const endDate = addDays(today, plan.end);
      // The price of the day it was sold (last school year's for the oldest ones).
      const price =
        (await academic.priceFor(trx, student.courseId, startDate)) ??
        (await academic.priceFor(trx, student.courseId, today));
      if (!price) throw new Error(`demo: no price for course ${student.courseId}`);
      const teacherId =
        plan.teacher === 'demo' ? demo : plan.teacher === 'other' ? others[index % others.length] : null;
      const amountCents = plan.hours * price.customerPriceCents;
      // Sold on its first day, or today for one that starts later.
      const created = new Date(Math.min(Date.parse(`${startDate}T09:30:00Z`), Date.now()));
      const [row] = await trx('vouchers')
        .insert({
          customerId: student.customerId,
          studentId: student.id,
          courseId: student.courseId,
          subjectId,
          teacherId,
          priceId: price.id,
          hours: plan.hours,
          hourlyPriceCents: price.customerPriceCents,
          teacherHourlyPayCents: price.teacherPayCents,
          amountCents,
          startDate,
          endDate,
          // Classes are booked while it is active; a settled one is closed afterwards.
          status: plan.status === 'inactive' ? 'inactive' : 'active',
          paymentStatus: plan.paid === 'full' ? 'paid' : 'pendingPayment',
          renewedFromId: plan.renews !== undefined ? ids[plan.renews] : null,
          remarks: plan.remarks ?? null,
          createdBy: advisor,
          createdDate: created,
          updatedDate: created,
        })
        .returning('id');
      ids.push(row.id);

      await seedPayments(trx, { plan, voucherId: row.id, amountCents, startDate, today, advisor, created });

      await seedClasses(trx, {
        plan,
        index,
        voucherId: row.id,
        studentId: student.id,
        subjectId,
        teacherId,
        others,
        today,
        advisor,
      });

      if (plan.status === 'settled') {
        const v = await trx('vouchers').where('id', row.id).first('hours', 'minutes_booked');
        await trx('vouchers')
          .where('id', row.id)
          .update({
            status: 'settled',
            settledDate: addDays(today, plan.end + 2),
            settledBy: advisor,
            settledMinutesUsed: v.minutesBooked,
            settledMinutesForfeited: v.hours * 60 - v.minutesBooked,
            settlementRemarks:
              v.hours * 60 > v.minutesBooked ? 'Caducado con horas sin usar: la familia no las recupera.' : null,
          });
      }
    }

    await seedCancelledClass(trx, {
      voucherId: ids[0],
      studentId: students[0].id,
      subjectId: subjectIds[0],
      demo,
      today,
      advisor,
    });
    // The ledger as it would read had the classes been booked over the weeks: a week before each class,
    // never later than now (a class of next week was booked by today).
    await trx.raw(
      `update voucher_hour_movements h set created_date = least(now(), greatest(v.created_date, c.date - interval '7 days'))
       from classes c, vouchers v where c.id = h.class_id and v.id = h.voucher_id and h.kind = 'book'`,
    );
    await trx.raw(
      `update voucher_hour_movements h set created_date = c.deleted_date from classes c where c.id = h.class_id and h.kind = 'release'`,
    );
  });
}
