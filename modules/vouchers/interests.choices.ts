import { authorize, type Actor } from '../../src/lib/policy';
import type { VouchersDeps } from './vouchers.deps';
import { customerNameSql, filterNames, studentNameSql, userNameSql } from './lookups';

/** What the leads' list filters and the lead form offer: advisors, districts, the catalogue, students. */
export function createInterestChoices({ db, academic }: Pick<VouchersDeps, 'db' | 'academic'>) {
  return {
    /** The staff a lead can be assigned to (active advisors and admins). */
    async advisors(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'customerInterests.view');
      return db('users as u')
        .whereIn('u.role', ['advisor', 'admin'])
        .where('u.active', true)
        .orderByRaw(`search_key(${userNameSql('u')})`)
        .select('u.id', db.raw(`${userNameSql('u')} as name`));
    },

    /** The districts leads are in (the list's filter menu). */
    async districts(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'customerInterests.view');
      return db('districts as d')
        .whereIn('d.id', db('customer_interests').whereNotNull('district_id').select('district_id'))
        .orderByRaw('search_key(d.name)')
        .select('d.id', 'd.name');
    },

    /** The customer's and the student's names of a list filtered by them, for its chips. */
    async filterNames(actor: Actor | null, filters: Record<string, string | undefined>) {
      authorize(actor, 'customerInterests.view');
      return filterNames(db, filters);
    },

    /** Subjects offered by each course, for the interest rows' choices. */
    async catalogue(actor: Actor | null) {
      authorize(actor, 'customerInterests.view');
      const [courses, subjects, pairs] = await Promise.all([
        academic.courses(actor),
        academic.subjects(actor),
        db('course_subjects').select('course_id', 'subject_id') as Promise<{ courseId: number; subjectId: number }[]>,
      ]);
      return { courses, subjects, pairs };
    },

    /** Autocomplete of the lead form: students by name, with their family. */
    async studentSuggestions(
      actor: Actor | null,
      typed: string,
    ): Promise<{ id: number; name: string; detail: string | null }[]> {
      authorize(actor, 'customerInterests.manage');
      const text = typed.trim().slice(0, 100);
      const q = db('students as s').join('customers as cu', 'cu.id', 's.customer_id').limit(10);
      if (text)
        q.whereRaw(`search_match(${studentNameSql()}, ?)`, [text]).orderByRaw(
          `search_key(${studentNameSql()}) like search_like(?) || '%' desc`,
          [text],
        );
      return q
        .orderByRaw(`search_key(${studentNameSql()}), s.id`)
        .select('s.id', db.raw(`${studentNameSql()} as name`), db.raw(`${customerNameSql()} as detail`));
    },
  };
}
