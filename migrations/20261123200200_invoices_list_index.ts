import type { Knex } from 'knex';

/**
 * The invoices list at ten years of data (issue 16, 150,000 invoices): its default order (by
 * number: date, series, year, number, then id) read from an index, so a page's ids are its
 * first entries instead of a sort of every invoice; and the totals of the list (count and sums
 * of the filtered set, a period most often) read from a narrow index of the dates and amounts
 * instead of the wide rows (issuer and customer copied on each).
 */
export async function up(knex: Knex) {
  await knex.raw('create index invoices_number_order_index on invoices (date, series_code, year, number, id)');
  await knex.raw('create index invoices_date_amounts_index on invoices (date) include (base_cents, vat_cents, total_cents)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index invoices_number_order_index');
  await knex.raw('drop index invoices_date_amounts_index');
}
