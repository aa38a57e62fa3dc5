// Which subjects each course offers: the page that ticks them, its write, and the list.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { invalidInput } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { settingsMessages as m } from './settings.messages';
import type { AcademicRow } from './settings.service';
import type { AcademicKind } from './settings.entities';

type Conn = Db | Knex.Transaction;

/** What the course-subject use cases need of the settings service. */
interface CourseSubjectsContext {
  db: Db;
  findRow: (kind: AcademicKind, id: number, conn?: Conn) => Promise<AcademicRow>;
  /** The subjects a course offers, as subject rows. */
  offered: (conn: Conn, courseId: number) => Promise<AcademicRow[]>;
}

export function createCourseSubjects({ db, findRow, offered }: CourseSubjectsContext) {
  return {
    /** Every subject, with whether the course offers it (the page that ticks them). */
    async subjectsOfCourse(
      actor: Actor | null,
      courseId: number,
    ): Promise<{ course: AcademicRow; subjects: { id: number; name: string; offered: boolean }[] }> {
      authorize(actor, 'academic.read');
      const course = await findRow('courses', courseId);
      const subjects = (await db('subjects as s')
        .leftJoin('course_subjects as cs', (j) => j.on('cs.subject_id', 's.id').andOnVal('cs.course_id', courseId))
        .orderByRaw('search_key(s.name)')
        .select('s.id', 's.name', db.raw('(cs.id is not null) as offered'))) as {
        id: number;
        name: string;
        offered: boolean;
      }[];
      return { course, subjects };
    },

    /** Makes the course offer exactly these subjects (adds the new ones, removes the others). */
    async setCourseSubjects(actor: Actor | null, courseId: number, subjectIds: number[]) {
      authorize(actor, 'academicSettings.manage');
      const ids = [...new Set(subjectIds.map(Number))];
      if (ids.some((i) => !Number.isInteger(i) || i <= 0))
        throw invalidInput({ subjectIds: t(validationMessages.invalidOption) });
      await findRow('courses', courseId);
      return db.transaction(async (trx) => {
        await trx('courses').where({ id: courseId }).forUpdate().first('id');
        const known = ids.length ? ((await trx('subjects').whereIn('id', ids).pluck('id')) as number[]) : [];
        if (known.length !== ids.length) throw invalidInput({ subjectIds: t(m.choiceMissing) });
        await trx('course_subjects').where('course_id', courseId).whereNotIn('subject_id', ids).delete();
        if (ids.length) {
          await trx('course_subjects')
            .insert(ids.map((subjectId) => ({ courseId, subjectId })))
            .onConflict(['course_id', 'subject_id'])
            .ignore();
        }
        return offered(trx, courseId);
      });
    },

    /** The subjects a course offers, as subject rows. */
    async offeredSubjects(actor: Actor | null, courseId: number): Promise<AcademicRow[]> {
      authorize(actor, 'academic.read');
      return offered(db, courseId);
    },
  };
}
