import type { Knex } from 'knex';

/**
 * A customer's NIF looked up as typed (the customer page names other customers with the same NIF;
 * the invoice form finds a customer by it): an index over upper(nif), not unique, since the business
 * keeps two records with one NIF while staff sort them out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index customers_nif_upper on customers (upper(nif)) where nif is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index customers_nif_upper');
}
