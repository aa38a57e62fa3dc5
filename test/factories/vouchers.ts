import type { FastifyInstance } from 'fastify';
import { todayInMadrid } from '../../src/lib/intl';
import { createCustomer, createStudent } from './people';
import { academicBasics } from './academic';
import { addDays } from '../../src/lib/days';

let counter = 0;

/** A day relative to today in Madrid ('YYYY-MM-DD'). */
export const dayFromToday = (days: number) => addDays(todayInMadrid(), days);

export interface VoucherOptions {
  customerId?: number;
  studentId?: number;
  teacherId?: number | null;
  hours?: number;
  status?: 'inactive' | 'active' | 'settled';
  startDate?: string;
  endDate?: string;
  minutesBooked?: number;
}

/**
 * A voucher row straight in the database (price-free: the classes' tests need hours, not
 * money), with a customer and a student unless given. Active, from 30 days ago to 90 ahead.
 */
export async function createVoucher(app: FastifyInstance, options: VoucherOptions = {}) {
  counter += 1;
  const { subjectId, courseId } = await academicBasics(app);
  const customerId =
    options.customerId ?? (await createCustomer(app, { firstName: `Familia${counter}`, lastName: 'Bono' })).id;
  const studentId =
    options.studentId ??
    (await createStudent(app, customerId, { firstName: `Estudiante${counter}`, lastName: 'Bono', courseId })).id;
  const [row] = await app
    .db('vouchers')
    .insert({
      customerId,
      studentId,
      subjectId,
      courseId,
      teacherId: options.teacherId ?? null,
      hours: options.hours ?? 10,
      hourlyPriceCents: 0,
      teacherHourlyPayCents: 0,
      amountCents: 0,
      startDate: options.startDate ?? dayFromToday(-30),
      endDate: options.endDate ?? dayFromToday(90),
      status: options.status ?? 'active',
      paymentStatus: 'paid',
      minutesBooked: options.minutesBooked ?? 0,
    })
    .returning('*');
  return row as {
    id: number;
    customerId: number;
    studentId: number;
    subjectId: number;
    hours: number;
    minutesBooked: number;
  };
}

/** Madrid wall-clock time `days` from today at `time` ('2026-11-24T17:00'). */
export const classTime = (days: number, time = '17:00') => `${dayFromToday(days)}T${time}`;
