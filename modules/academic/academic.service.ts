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

/**
 * The academic catalogue as other modules read it: choices for selects and autocompletes.
 * Managing it (the /academic-settings pages) comes with vouchers and prices.
 */
export function createAcademicService({ db }: { db: Db }) {
  return {
    async levels(actor: Actor | null): Promise<Option[]> {
      authorize(actor, 'academic.read');
      return db('levels').orderBy(['position', 'name']).select('id', 'name');
    },

    /** Courses in teaching order (Primaria 1º … Bachillerato 2º), with their level. */
    async courses(actor: Actor | null, levelId?: number): Promise<CourseOption[]> {
      authorize(actor, 'academic.read');
      const q = db('courses as c').join('levels as l', 'l.id', 'c.level_id').orderBy(['l.position', 'c.position', 'c.name']).select('c.id', 'c.name', 'c.level_id', 'l.name as level_name');
      if (levelId) q.where('c.level_id', levelId);
      return q;
    },

    async subjects(actor: Actor | null): Promise<Option[]> {
      authorize(actor, 'academic.read');
      return db('subjects').orderByRaw('search_key(name)').select('id', 'name');
    },

    async studies(actor: Actor | null, text?: string, limit = 500): Promise<Option[]> {
      authorize(actor, 'academic.read');
      const q = db('studies').orderByRaw('search_key(name)').limit(Math.min(Math.max(limit, 1), 500)).select('id', 'name');
      if (text) q.whereRaw(`search_key(name) like '%' || search_key(?) || '%'`, [text]);
      return q;
    },
  };
}

export type AcademicService = ReturnType<typeof createAcademicService>;
