/**
 * What other modules may use to read people's tables in their own queries (joins on
 * customers, students, teachers and users): display names and predicates, defined here once.
 */

/** A customer's display name as SQL (a company's, or a customer without last name, is its first name alone), over the alias `cu`. Same rule as customerName(). */
export const customerNameSql = (alias = 'cu') =>
  `(case when ${alias}.is_company or coalesce(${alias}.last_name, '') = '' then ${alias}.first_name else ${alias}.first_name || ' ' || ${alias}.last_name end)`;

/** A student's full name, over the alias `s`. */
export const studentNameSql = (alias = 's') => `trim(${alias}.first_name || ' ' || coalesce(${alias}.last_name, ''))`;

/** A user's full name (a teacher's, an advisor's); null when a left join found none. */
export const userNameSql = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

/**
 * An active teacher: one who can be given classes and vouchers today (an active account, not
 * dropped out by today), over the aliases of `teachers` and of its `users` row.
 */
export const activeTeacherSql = (teacher = 'te', user = 'u') =>
  `(${user}.active and (${teacher}.drop_out_date is null or ${teacher}.drop_out_date > current_date))`;

/** The day a teacher dropped out, once it has come (null before it, or without one): a subquery over a teacher id (SQL). */
export const teacherLeftOnSql = (teacherId: string) =>
  `(select t.drop_out_date from teachers t where t.id = ${teacherId} and t.drop_out_date <= current_date)`;

/** A name's key in Spanish order (sort_key: accents and case ignored, Ñ after N), for ORDER BY. */
export const sortKeySql = (expr: string) => `sort_key(${expr}) collate "C"`;
