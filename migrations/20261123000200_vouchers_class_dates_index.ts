import type { Knex } from 'knex';

/**
 * A voucher's live classes by date: the working lists ask for each voucher's last class and
 * whether it had one in the last 30 days, which this answers from the index alone.
 */
export async function up(knex: Knex) {
  await knex.raw(`create index classes_voucher_live_date_index on classes (voucher_id, date) where status <> 'deleted'`);
}

export async function down(knex: Knex) {
  await knex.raw('drop index classes_voucher_live_date_index');
}
