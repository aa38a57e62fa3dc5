// What a teacher teaches: their vouchers (hours, never amounts) and their students.

import type { Knex } from 'knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { studentNameSql } from './lookups';
import type { TeacherClassesContext, TeacherStudentRow, TeacherVoucherRow } from './teacherClasses.service';

const STUDENT_NAME = studentNameSql();

/** Students this teacher teaches: on their vouchers or in their classes. */
export async function taughtStudentIds(conn: Knex, actor: Actor): Promise<number[]> {
  const rows = (await conn('vouchers')
    .where('teacher_id', actor.id)
    .select('student_id')
    .union((u) =>
      u.from('classes').where('teacher_id', actor.id).whereNot('status', 'deleted').select('student_id'),
    )) as { studentId: number }[];
  return rows.map((r) => r.studentId);
}

export function createTeacherOwnLists({ db }: TeacherClassesContext) {
  /** The vouchers this teacher teaches (vouchers.teacher_id), with hours. */
  function voucherQuery(actor: Actor) {
    return db('vouchers as v')
      .join('students as s', 's.id', 'v.student_id')
      .join('subjects as sj', 'sj.id', 'v.subject_id')
      .join('courses as co', 'co.id', 'v.course_id')
      .where('v.teacher_id', actor.id)
      .select(
        'v.id',
        'v.student_id',
        db.raw(`${STUDENT_NAME} as student_name`),
        'sj.name as subject_name',
        'co.name as course_name',
        'v.hours',
        'v.minutes_booked',
        db.raw(
          `coalesce((select sum(c.duration) from classes c where c.voucher_id = v.id and c.status = 'validated'), 0)::int as minutes_used`,
        ),
        db.raw(`to_char(v.start_date, 'YYYY-MM-DD') as start_date`),
        db.raw(`to_char(v.end_date, 'YYYY-MM-DD') as end_date`),
        db.raw(
          `(case when v.status = 'active' and v.end_date < current_date and v.minutes_booked < v.hours * 60 then 'expired' else v.status end) as status`,
        ),
      );
  }

  const voucherRow = (r: Omit<TeacherVoucherRow, 'minutesLeft'>): TeacherVoucherRow => ({
    ...r,
    minutesLeft: r.hours * 60 - r.minutesBooked,
  });

  return {
    /** The vouchers the teacher teaches: hours bought, used, booked and left; never amounts. */
    async vouchers(actor: Actor | null, options: { activeOnly?: boolean } = {}): Promise<TeacherVoucherRow[]> {
      authorize(actor, 'teacherClasses.view');
      const q = voucherQuery(actor).orderByRaw(`(case when v.status = 'active' then 0 else 1 end), v.end_date, v.id`);
      if (options.activeOnly) q.where('v.status', 'active').whereRaw('v.end_date >= current_date');
      return ((await q) as Omit<TeacherVoucherRow, 'minutesLeft'>[]).map(voucherRow);
    },

    /** The students the teacher teaches, with their course, subjects and the hours left on their vouchers. */
    async students(actor: Actor | null): Promise<TeacherStudentRow[]> {
      authorize(actor, 'teacherClasses.view');
      const ids = await taughtStudentIds(db, actor);
      if (ids.length === 0) return [];
      const rows = (await db('students as s')
        .leftJoin('courses as co', 'co.id', 's.course_id')
        .whereIn('s.id', ids)
        .select(
          's.id',
          db.raw(`${STUDENT_NAME} as name`),
          'co.name as course_name',
          db.raw(
            `coalesce((select string_agg(distinct sj.name, ', ') from subjects sj where sj.id in (select subject_id from vouchers where student_id = s.id and teacher_id = ? union select subject_id from classes where student_id = s.id and teacher_id = ? and status <> 'deleted')), '') as subjects`,
            [actor.id, actor.id],
          ),
          db.raw(
            `coalesce((select sum(v.hours * 60 - v.minutes_booked) from vouchers v where v.student_id = s.id and v.teacher_id = ? and v.status = 'active' and v.end_date >= current_date), 0)::int as minutes_left`,
            [actor.id],
          ),
        )
        .orderByRaw(`search_key(${STUDENT_NAME}), s.id`)) as TeacherStudentRow[];
      return rows;
    },
  };
}
