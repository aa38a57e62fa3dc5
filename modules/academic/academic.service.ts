import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';

export interface Option {
  id: number;
  name: string;
}

export interface CourseOption extends Option {
  levelId: number;
  levelName: string;
}

/** The price that applies to a course on a day: per hour, in integer cents. */
export interface AppliedPrice {
  id: number;
  name: string;
  customerPriceCents: number;
  teacherPayCents: number;
  validFrom: string;
}

/**
 * The academic catalogue as other modules read it: choices for selects and autocompletes.
 * Managing it (the /academic-settings pages) is settings.service.ts.
 */
export function createAcademicService({ db }: { db: Db }) {
  return {
    async levels(actor: Actor | null): Promise<Option[]> {
      authorize(actor, 'academic.read');
      return db('levels as l')
        .orderBy(['l.position', 'l.name'])
        .select(
          'l.id',
          'l.name',
          'l.position',
          'l.created_date',
          'l.updated_date',
          db.raw('(select count(*) from courses c where c.level_id = l.id)::int as course_count'),
        );
    },

    /** Courses in teaching order (Primaria 1º … Bachillerato 2º), with their level. */
    async courses(actor: Actor | null, levelId?: number): Promise<CourseOption[]> {
      authorize(actor, 'academic.read');
      const q = db('courses as c')
        .join('levels as l', 'l.id', 'c.level_id')
        .orderBy(['l.position', 'c.position', 'c.name'])
        .select(
          'c.id',
          'c.name',
          'c.level_id',
          'l.name as level_name',
          'c.position',
          'c.created_date',
          'c.updated_date',
          db.raw('(select count(*) from course_subjects x where x.course_id = c.id)::int as subject_count'),
        );
      if (levelId) q.where('c.level_id', levelId);
      return q;
    },

    async subjects(actor: Actor | null): Promise<Option[]> {
      authorize(actor, 'academic.read');
      return db('subjects as s')
        .orderByRaw('search_key(s.name)')
        .select(
          's.id',
          's.name',
          's.created_date',
          's.updated_date',
          db.raw('(select count(*) from course_subjects x where x.subject_id = s.id)::int as course_count'),
        );
    },

    /**
     * The price of a course on a day (YYYY-MM-DD): the course's own price if it has one valid
     * then, otherwise its level's; the one with the latest valid-from not after the day.
     * Undefined when neither has a price yet. Used inside other modules' transactions.
     */
    async priceFor(conn: Db | Knex.Transaction, courseId: number, day: string): Promise<AppliedPrice | undefined> {
      const course = await conn('courses').where('id', courseId).first('id', 'level_id');
      if (!course) return undefined;
      return conn('prices')
        .where((w) => w.where('course_id', course.id).orWhere('level_id', course.levelId))
        .where('valid_from', '<=', day)
        .orderByRaw('(course_id is not null) desc, valid_from desc')
        .first('id', 'name', 'customer_price_cents', 'teacher_pay_cents', 'valid_from');
    },

    /** The price of every course on a day, by course id, with `priceFor`'s rule, in one statement (not two per course). */
    async pricesOn(conn: Db | Knex.Transaction, day: string): Promise<Map<number, AppliedPrice>> {
      const rows = (await conn('courses as c')
        .joinRaw(
          `join lateral (select p.id, p.name, p.customer_price_cents, p.teacher_pay_cents, p.valid_from
                           from prices p
                          where (p.course_id = c.id or p.level_id = c.level_id) and p.valid_from <= ?
                          order by (p.course_id is not null) desc, p.valid_from desc
                          limit 1) p on true`,
          [day],
        )
        .select(
          { courseId: 'c.id' },
          'p.id',
          'p.name',
          'p.customer_price_cents',
          'p.teacher_pay_cents',
          'p.valid_from',
        )) as (AppliedPrice & {
        courseId: number;
      })[];
      return new Map(rows.map(({ courseId, ...price }) => [courseId, price]));
    },

    async studies(actor: Actor | null, text?: string, limit = 500): Promise<Option[]> {
      authorize(actor, 'academic.read');
      const q = db('studies')
        .orderByRaw('search_key(name)')
        .limit(Math.min(Math.max(limit, 1), 500))
        .select('id', 'name', 'created_date', 'updated_date');
      if (text) q.whereRaw(`search_match(name, ?)`, [text]);
      return q;
    },
  };
}

export type AcademicService = ReturnType<typeof createAcademicService>;
