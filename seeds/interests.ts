import type { Knex } from 'knex';
import { todayInMadrid } from '../src/lib/intl';
import { addDays } from '../src/lib/days';

/**
 * The demo's customer interests (leads): fifteen, in every status (two of them accepted and
 * linked to a demo voucher), most published, some with teachers' applications, some untouched
 * for weeks. Several fit the demo teacher (profesor@:
 * a subject and level they teach, a district they prefer), so "Buscar estudiantes" and the
 * start page have something to show. Deterministic and relative to today.
 */
interface LeadPlan {
  status: 'pending_interview' | 'pending_agreement' | 'pending_info' | 'waiting' | 'old' | 'lost';
  /** Fits the demo teacher (their subject, level and district), or any subject. */
  fitsDemo: boolean;
  visibility: 'everyone' | 'hidden';
  /** Days since it was recorded, and since it was last changed. */
  age: number;
  touched: number;
  start: number;
  hours: number;
  /** Applications: 'demo' (the demo teacher), or other teachers by count. */
  applications?: { demo?: boolean; others?: number };
  accepted?: boolean;
  remarks?: string;
  teacherRemarks?: string;
}

const PLANS: LeadPlan[] = [
  {
    status: 'pending_interview',
    fitsDemo: true,
    visibility: 'everyone',
    age: 1,
    touched: 1,
    start: 7,
    hours: 2,
    teacherRemarks: 'Necesita reforzar antes de la primera evaluación. Prefiere clases en casa.',
  },
  {
    status: 'pending_interview',
    fitsDemo: true,
    visibility: 'everyone',
    age: 3,
    touched: 3,
    start: 10,
    hours: 1.5,
    applications: { others: 1 },
    teacherRemarks: 'Le cuestan los problemas; buen nivel de cálculo.',
  },
  {
    status: 'pending_interview',
    fitsDemo: false,
    visibility: 'hidden',
    age: 2,
    touched: 2,
    start: 14,
    hours: 2,
    remarks: 'Llamar por la tarde: la madre trabaja por las mañanas.',
  },
  {
    status: 'pending_interview',
    fitsDemo: false,
    visibility: 'everyone',
    age: 12,
    touched: 12,
    start: 5,
    hours: 3,
    applications: { others: 2 },
  },
  {
    status: 'pending_agreement',
    fitsDemo: true,
    visibility: 'everyone',
    age: 9,
    touched: 4,
    start: 3,
    hours: 2,
    applications: { demo: true, others: 1 },
    teacherRemarks: 'Preparación de exámenes de diciembre.',
  },
  {
    status: 'pending_agreement',
    fitsDemo: false,
    visibility: 'everyone',
    age: 20,
    touched: 15,
    start: 8,
    hours: 1,
    applications: { others: 1 },
  },
  {
    status: 'pending_info',
    fitsDemo: true,
    visibility: 'everyone',
    age: 6,
    touched: 6,
    start: 12,
    hours: 2.5,
    remarks: 'Falta saber si quieren dos días o tres.',
  },
  { status: 'pending_info', fitsDemo: false, visibility: 'hidden', age: 25, touched: 18, start: 20, hours: 2 },
  {
    status: 'waiting',
    fitsDemo: false,
    visibility: 'everyone',
    age: 30,
    touched: 9,
    start: 30,
    hours: 2,
    applications: { others: 2 },
    remarks: 'Esperan a las notas de la primera evaluación.',
  },
  { status: 'waiting', fitsDemo: true, visibility: 'hidden', age: 14, touched: 2, start: 25, hours: 1.5 },
  {
    status: 'old',
    fitsDemo: false,
    visibility: 'everyone',
    age: 120,
    touched: 90,
    start: 1,
    hours: 2,
    applications: { others: 1 },
  },
  { status: 'old', fitsDemo: true, visibility: 'hidden', age: 150, touched: 100, start: 1, hours: 1 },
  {
    status: 'lost',
    fitsDemo: false,
    visibility: 'hidden',
    age: 60,
    touched: 40,
    start: 1,
    hours: 2,
    remarks: 'Se han ido a otra academia por el precio.',
  },
  {
    status: 'pending_agreement',
    fitsDemo: false,
    visibility: 'everyone',
    age: 70,
    touched: 55,
    start: 1,
    hours: 2,
    applications: { demo: true, others: 1 },
    accepted: true,
  },
  {
    status: 'waiting',
    fitsDemo: false,
    visibility: 'everyone',
    age: 40,
    touched: 25,
    start: 1,
    hours: 1.5,
    applications: { others: 2 },
    accepted: true,
  },
];

const SLOT_SETS = [
  [
    { weekday: 1, startTime: '17:00', endTime: '19:00' },
    { weekday: 3, startTime: '17:00', endTime: '19:00' },
  ],
  [
    { weekday: 2, startTime: '18:00', endTime: '20:00' },
    { weekday: 4, startTime: '18:00', endTime: '19:30' },
  ],
  [{ weekday: 6, startTime: '10:00', endTime: '13:00' }],
];

export async function seedInterests(db: Knex) {
  const demo = await db('users').where({ email: 'profesor@academia.test' }).first('id');
  const advisors = (await db('users').where({ role: 'advisor' }).orderBy('id').pluck('id')) as number[];
  const subjectOf = await db('teacher_subjects as ts')
    .join('courses as co', 'co.level_id', 'ts.level_id')
    .join('course_subjects as cs', (j) => j.on('cs.course_id', 'co.id').andOn('cs.subject_id', 'ts.subject_id'))
    .where('ts.teacher_id', demo?.id ?? 0)
    .orderBy(['ts.id', 'co.position'])
    .first('ts.subject_id', 'co.id as course_id');
  const demoDistrict = await db('teacher_districts')
    .where('teacher_id', demo?.id ?? 0)
    .orderBy('district_id')
    .first('district_id');
  const others = (await db('teachers as te')
    .join('users as u', 'u.id', 'te.id')
    .whereNot('te.id', demo?.id ?? 0)
    .whereNull('te.drop_out_date')
    .orderBy('te.id')
    .pluck('te.id')) as number[];
  const pairs = (await db('course_subjects as cs')
    .join('courses as co', 'co.id', 'cs.course_id')
    .orderBy(['co.id', 'cs.subject_id'])
    .select('cs.course_id', 'cs.subject_id')) as { courseId: number; subjectId: number }[];
  const students = (await db('students')
    .whereNotNull('course_id')
    .orderBy('id')
    .select('id', 'customer_id', 'course_id')) as { id: number; customerId: number; courseId: number }[];
  const vouchers = (await db('vouchers')
    .whereNull('renewed_from_id')
    .orderBy('id', 'desc')
    .select('id', 'customer_id', 'student_id', 'course_id', 'subject_id', 'teacher_id')) as {
    id: number;
    customerId: number;
    studentId: number;
    courseId: number;
    subjectId: number;
    teacherId: number | null;
  }[];
  const madridDistricts = (await db('districts as d')
    .join('municipalities as mu', 'mu.id', 'd.municipality_id')
    .where('mu.code', '28079')
    .orderBy('d.name')
    .pluck('d.id')) as number[];
  if (
    !demo ||
    !subjectOf ||
    !demoDistrict ||
    others.length < 3 ||
    students.length < 25 ||
    pairs.length === 0 ||
    advisors.length === 0
  )
    return;
  const today = todayInMadrid();
  const at = (daysAgo: number, hour = 10) =>
    db.raw(`(current_date - ?::int + make_interval(hours => ?))::timestamptz`, [daysAgo, hour]);

  await db.transaction(async (trx) => {
    let usedVoucher = 0;
    // One lead per student, as a family calls once for each child.
    const used = new Set<number>(vouchers.slice(0, PLANS.filter((p) => p.accepted).length).map((v) => v.studentId));
    for (const [i, plan] of PLANS.entries()) {
      const advisorId = advisors[i % advisors.length];
      let customerId: number;
      let studentId: number;
      let row: { subjectId: number; courseId: number };
      const voucher = plan.accepted ? vouchers[usedVoucher++] : undefined;
      if (voucher) {
        customerId = voucher.customerId;
        studentId = voucher.studentId;
        row = { subjectId: voucher.subjectId, courseId: voucher.courseId };
      } else {
        // The student's own course where it can (a student of that course for the demo teacher's leads).
        const free = (list: typeof students) =>
          list.find((x, k) => k >= (i * 3) % list.length && !used.has(x.id)) ?? list.find((x) => !used.has(x.id));
        const student =
          (plan.fitsDemo ? free(students.filter((x) => x.courseId === subjectOf.courseId)) : undefined) ??
          free(students)!;
        used.add(student.id);
        const ofCourse = pairs.filter((p) => p.courseId === student.courseId);
        row = plan.fitsDemo
          ? { subjectId: subjectOf.subjectId, courseId: subjectOf.courseId }
          : (ofCourse[i % Math.max(ofCourse.length, 1)] ?? pairs[(i * 7) % pairs.length]);
        customerId = student.customerId;
        studentId = student.id;
      }
      const districtId = plan.fitsDemo ? demoDistrict.districtId : madridDistricts[(i * 5) % madridDistricts.length];
      const [lead] = await trx('customer_interests')
        .insert({
          customerId,
          studentId,
          advisorId,
          status: plan.status,
          hoursPerWeek: plan.hours,
          districtId,
          startDate: addDays(today, plan.start - (plan.age > 30 ? plan.age : 0)),
          visibility: plan.visibility,
          remarks: plan.remarks ?? null,
          teacherRemarks: plan.teacherRemarks ?? null,
          voucherId: voucher?.id ?? null,
          acceptedDate: voucher ? at(plan.touched) : null,
          acceptedBy: voucher ? advisorId : null,
          createdBy: advisorId,
          createdDate: at(plan.age, 9),
          updatedDate: at(plan.touched, 12),
        })
        .returning('id');
      await trx('interests').insert({ customerInterestId: lead.id, ...row });
      await trx('customer_interest_slots').insert(
        SLOT_SETS[i % SLOT_SETS.length].map((s) => ({ customerInterestId: lead.id, ...s })),
      );
      await trx('customer_interest_changes').insert({
        customerInterestId: lead.id,
        fromStatus: null,
        toStatus: 'pending_interview',
        actorId: advisorId,
        createdDate: at(plan.age, 9),
      });
      if (plan.status !== 'pending_interview')
        await trx('customer_interest_changes').insert({
          customerInterestId: lead.id,
          fromStatus: 'pending_interview',
          toStatus: plan.status,
          actorId: advisorId,
          createdDate: at(plan.touched, 12),
        });
      if (voucher)
        await trx('customer_interest_changes').insert({
          customerInterestId: lead.id,
          fromStatus: plan.status,
          toStatus: 'accepted',
          actorId: advisorId,
          createdDate: at(plan.touched, 13),
        });

      const applicants = [
        ...(plan.applications?.demo ? [demo.id] : []),
        ...Array.from({ length: plan.applications?.others ?? 0 }, (_, k) => others[(i + k * 4) % others.length]),
      ];
      if (voucher?.teacherId && !applicants.includes(voucher.teacherId)) applicants.unshift(voucher.teacherId);
      for (const [k, teacherId] of applicants.entries()) {
        const decision = voucher ? (teacherId === voucher.teacherId ? 'accepted' : 'denied') : null;
        await trx('teacher_interests').insert({
          teacherId,
          customerInterestId: lead.id,
          remarks:
            k % 2 === 0
              ? 'Puedo los días que pide; he dado este curso los dos últimos años.'
              : 'Tengo hueco por las tardes y experiencia con exámenes de recuperación.',
          decision,
          decidedDate: decision ? at(plan.touched, 13) : null,
          createdDate: at(Math.max(0, plan.age - 1 - k), 16),
          updatedDate: at(Math.max(0, plan.age - 1 - k), 16),
        });
      }
    }
  });
}
