import type { Knex } from 'knex';

/**
 * Card payments through the Redsys terminal: payment links (a public page per voucher, by an
 * unguessable token stored as SHA-256) and the attempts made from them (one Redsys order each,
 * with what the terminal's signed notification said). A payment itself is a row of `payments`
 * (method `redsys`), written by the vouchers' pay use case.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('payment_links', (t) => {
    t.increments('id');
    t.string('token_hash', 64).notNullable().unique();
    t.integer('voucher_id').notNullable().references('vouchers.id').onDelete('RESTRICT');
    // What was due when the link was made: a payment through it never charges more.
    t.integer('amount_cents').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.integer('revoked_by').references('users.id').onDelete('RESTRICT');
    t.integer('created_by').notNullable().references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['voucher_id']);
  });
  await knex.raw('alter table payment_links add constraint payment_links_amount_check check (amount_cents > 0)');

  // Order numbers: a sequence for the first eight digits (a random tail follows).
  await knex.raw('create sequence payment_order_seq');
  await knex.schema.createTable('payment_attempts', (t) => {
    t.increments('id');
    t.integer('link_id').notNullable().references('payment_links.id').onDelete('RESTRICT');
    t.integer('voucher_id').notNullable().references('vouchers.id').onDelete('RESTRICT');
    // DS_MERCHANT_ORDER: 12 characters, the first four digits; never reused.
    t.string('order_number', 12).notNullable().unique();
    t.integer('amount_cents').notNullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('response_code', 4);
    t.string('authorisation_code', 20);
    // The payment recorded from it (authorised and accepted by the pay rules).
    t.integer('payment_id').unique().references('payments.id').onDelete('RESTRICT');
    // Authorised by the bank but refused by the pay rules (e.g. over what is due): to refund.
    t.string('error_code', 50);
    // The notification's decoded parameters, as received.
    t.jsonb('parameters');
    t.timestamp('notified_at', { useTz: true });
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['voucher_id']);
    t.index(['link_id']);
  });
  await knex.raw(`alter table payment_attempts add constraint payment_attempts_status_check check (status in ('pending', 'authorised', 'denied'))`);
  await knex.raw(`alter table payment_attempts add constraint payment_attempts_order_check check (order_number ~ '^[0-9]{4}[0-9A-Za-z]{0,8}$')`);
  await knex.raw('alter table payment_attempts add constraint payment_attempts_amount_check check (amount_cents > 0)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('payment_attempts');
  await knex.raw('drop sequence payment_order_seq');
  await knex.schema.dropTable('payment_links');
}
