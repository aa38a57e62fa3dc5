import type { Knex } from 'knex';

/**
 * A line's concept holds what the form and GraphQL accept, 500 characters: the column held 300,
 * so a concept of 301 to 500 characters passed every check and failed at the insert as an
 * internal error. Widening a varchar rewrites nothing and fires no row trigger (issued lines stay
 * as they are).
 */
export async function up(knex: Knex) {
  await knex.raw('alter table invoice_lines alter column concept type varchar(500)');
}

export async function down(knex: Knex) {
  await knex.raw('alter table invoice_lines alter column concept type varchar(300)');
}
