import type { Knex } from 'knex';

/**
 * Failed sign-ins, counted where every instance sees them: one row per key (an account and
 * an address together, an account alone, an address alone) with its failures in the current
 * window and when that window ends.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('login_attempts', (table) => {
    table.text('key').primary();
    table.integer('failures').notNullable();
    table.timestamp('reset_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('login_attempts');
}
