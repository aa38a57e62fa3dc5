import type { FastifyInstance } from 'fastify';
import { createVoucher } from '../../test/factories/vouchers';
import { academicBasics } from '../../test/factories/academic';
import { createTeacher } from '../../test/factories/people';

/** Test data for payrolls: prices, teachers and validated classes written straight to the database. */

export { actorOf } from '../../test/factories/people';

/** The course of the test vouchers with a level price (15 €/h to the teacher from 2026-01-01) unless told otherwise. */
export async function pricedCourse(app: FastifyInstance, teacherPayCents = 1500, validFrom = '2026-01-01') {
  const { courseId } = await academicBasics(app);
  const course = await app.db('courses').where('id', courseId).first('level_id');
  const exists = await app.db('prices').where({ levelId: course.levelId, validFrom }).first('id');
  if (!exists)
    await app.db('prices').insert({
      name: `Nivel ${validFrom}`,
      levelId: course.levelId,
      customerPriceCents: 3000,
      teacherPayCents,
      validFrom,
    });
  return courseId;
}

/** A course's own price from a day (takes over the level's from then on). */
export async function coursePrice(app: FastifyInstance, teacherPayCents: number, validFrom: string) {
  const { courseId } = await academicBasics(app);
  await app
    .db('prices')
    .insert({ name: `Curso ${validFrom}`, courseId, customerPriceCents: 4000, teacherPayCents, validFrom });
}

/** A validated class, pending payment, at a Madrid wall-clock time ('2026-10-05T17:00'). */
export async function validatedClass(
  app: FastifyInstance,
  teacherId: number,
  when: string,
  duration = 60,
  voucherId?: number,
) {
  const voucher = voucherId ?? (await createVoucher(app, { teacherId, hours: 50 })).id;
  const v = await app.db('vouchers').where('id', voucher).first('student_id', 'subject_id');
  const [row] = await app
    .db('classes')
    .insert({
      voucherId: voucher,
      studentId: v.studentId,
      subjectId: v.subjectId,
      teacherId,
      date: app.db.raw(`(?::timestamp at time zone 'Europe/Madrid')`, [when]),
      duration,
      status: 'validated',
      teacherPaymentStatus: 'teacherPendingPayment',
      validatedDate: app.db.fn.now(),
    })
    .returning('id');
  return row.id as number;
}

export async function teacherWithClasses(
  app: FastifyInstance,
  classes: { when: string; duration?: number }[],
  profile: Record<string, unknown> = {},
) {
  const teacher = await createTeacher(app, { profile: { iban: 'ES9121000418450200051332', ...profile } });
  const voucher = (await createVoucher(app, { teacherId: teacher.id, hours: 100 })).id;
  const ids: number[] = [];
  for (const c of classes) ids.push(await validatedClass(app, teacher.id, c.when, c.duration ?? 60, voucher));
  return { teacher, classIds: ids };
}
