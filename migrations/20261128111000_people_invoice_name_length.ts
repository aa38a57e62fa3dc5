import type { Knex } from 'knex';

/**
 * A customer's invoice name copied from the personal data is «first name + space + last
 * name»: up to 100 + 1 + 150 = 251 characters, one more than the 250 of `invoice_name`. A
 * customer with both names at their longest failed as an internal error when saved. It takes
 * 300 (the name an invoice freezes widens with it, next migration).
 */
export async function up(knex: Knex) {
  await knex.raw('alter table customers alter column invoice_name type varchar(300)');
}

export async function down(knex: Knex) {
  await knex.raw('alter table customers alter column invoice_name type varchar(250)');
}
