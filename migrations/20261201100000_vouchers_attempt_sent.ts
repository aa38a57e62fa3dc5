import type { Knex } from 'knex';

/**
 * A card payment attempt made by viewing a link's page is reused until the family sends it to
 * the bank (`sent_at`): a mail scanner opening the link, or thirty reloads, made thirty attempts
 * (thirty Redsys orders), and each one kept the voucher from being deleted. One unsent attempt per
 * link at most (the partial unique index); attempts made before this migration are taken as sent,
 * since nobody knows whether they reached the bank.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('payment_attempts', (t) => {
    t.timestamp('sent_at', { useTz: true });
  });
  await knex.raw('update payment_attempts set sent_at = created_date');
  await knex.raw(
    "create unique index payment_attempts_unsent_per_link on payment_attempts (link_id) where status = 'pending' and sent_at is null",
  );
}

export async function down(knex: Knex) {
  await knex.raw('drop index payment_attempts_unsent_per_link');
  await knex.schema.alterTable('payment_attempts', (t) => {
    t.dropColumn('sent_at');
  });
}
