import type { Knex } from 'knex';

/**
 * The customers, students and teachers lists at ten years of data (issue 16, 20,000 customers
 * and students, 2,000 teachers): their default order (the name's search key, then id) read
 * from an index, so a page's ids are its first entries instead of a sort of every row (the
 * key of each computed first). The expressions are the lists' own (customerNameSql, the
 * student's full name, a teacher's surname then name) over search_key, which is immutable.
 */
export async function up(knex: Knex) {
  await knex.raw(`create index customers_name_key_index on customers
    (search_key((case when is_company or coalesce(last_name, '') = '' then first_name else first_name || ' ' || last_name end)), id)`);
  await knex.raw(`create index students_name_key_index on students (search_key(trim(first_name || ' ' || last_name)), id)`);
  await knex.raw('create index users_surname_key_index on users (search_key(last_name), search_key(first_name), id)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index customers_name_key_index');
  await knex.raw('drop index students_name_key_index');
  await knex.raw('drop index users_surname_key_index');
}
