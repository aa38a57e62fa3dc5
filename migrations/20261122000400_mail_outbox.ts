import type { Knex } from 'knex';

/** Every email the intranet sends: kept as a record, and read by admins when no SMTP server is set. */
export async function up(knex: Knex) {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.string('to_address', 254).notNullable();
    t.string('subject', 250).notNullable();
    t.text('text').notNullable();
    // 'stored' (no SMTP configured), 'sent' or 'failed'.
    t.string('status', 10).notNullable();
    t.text('error');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_date']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('mail_outbox');
}
