import type { Knex } from 'knex';
import { nameSearch } from '../../src/lib/nameSearch';
import { rowIdIn } from '../../src/lib/validation';
import { activeTeacherSql, customerNameSql, studentNameSql, teacherLeftOnSql, userNameSql } from '../people';

export { customerNameSql, studentNameSql, teacherLeftOnSql, userNameSql };

/**
 * What the vouchers module's services and pages share about people: display names as SQL over
 * the usual aliases, the teachers one can choose, and the names a filtered list shows.
 */

/** Teachers who can be given classes and vouchers today: active, not dropped out. */
export async function activeTeachers(conn: Knex): Promise<{ id: number; name: string }[]> {
  return conn('teachers as te')
    .join('users as u', 'u.id', 'te.id')
    .whereRaw(activeTeacherSql('te', 'u'))
    .orderByRaw(`search_key(${userNameSql('u')})`)
    .select('te.id', conn.raw(`${userNameSql('u')} as name`));
}

/**
 * The teachers of the lists' teacher filter, searched by name (never all of them: 2,000 at ten
 * years of data): active ones are offered; a saved link's teacher who has left is still named.
 */
export function teacherSearch(conn: Knex) {
  const teachers = () => conn('teachers as te').join('users as u', 'u.id', 'te.id');
  return nameSearch({
    db: conn,
    rows: () => teachers().whereRaw(activeTeacherSql('te', 'u')),
    byId: teachers,
    id: 'te.id',
    name: userNameSql('u'),
    detail: 'u.email',
  });
}

/** The customer's and the student's names of a list filtered by them (?customer=, ?student=), for its chips. */
export async function filterNames(
  conn: Knex,
  filters: Record<string, string | undefined>,
): Promise<{ customer?: string; student?: string }> {
  const customerId = rowIdIn(filters.customer);
  const studentId = rowIdIn(filters.student);
  const [customer, student] = await Promise.all([
    customerId
      ? conn('customers as cu')
          .where('cu.id', customerId)
          .first(conn.raw(`${customerNameSql()} as name`))
      : undefined,
    studentId
      ? conn('students as s')
          .where('s.id', studentId)
          .first(conn.raw(`${studentNameSql()} as name`))
      : undefined,
  ]);
  return { customer: customer?.name, student: student?.name };
}
