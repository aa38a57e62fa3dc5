import type { Knex } from 'knex';

/**
 * The customer's name an invoice freezes takes what a customer's invoice name holds, 300
 * characters (a personal name copied whole is up to 251). Widening a varchar rewrites nothing
 * and fires no row trigger: issued invoices stay as they are.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table invoices alter column customer_name type varchar(300)');
}

export async function down(knex: Knex) {
  await knex.raw('alter table invoices alter column customer_name type varchar(250)');
}
