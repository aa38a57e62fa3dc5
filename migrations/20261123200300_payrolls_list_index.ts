import type { Knex } from 'knex';

/**
 * The payrolls list at ten years of data (issue 16, 60,000 payrolls): its default order (month,
 * newest first, then id) read from an index, so a page's ids are its first entries.
 */
export async function up(knex: Knex) {
  await knex.raw('create index teacher_payrolls_period_id_index on teacher_payrolls (period desc nulls last, id desc)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index teacher_payrolls_period_id_index');
}
