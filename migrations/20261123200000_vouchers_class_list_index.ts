import type { Knex } from 'knex';

/**
 * The classes list at ten years of data (issue 16, 1,200,000 classes): its default order (date,
 * newest first, then id) read from an index of the live classes, so a page's ids are the first
 * 25 entries instead of a sort of every class; the same index counts the list.
 */
export async function up(knex: Knex) {
  await knex.raw(`create index classes_live_date_id_index on classes (date, id) where status <> 'deleted'`);
}

export async function down(knex: Knex) {
  await knex.raw('drop index classes_live_date_id_index');
}
