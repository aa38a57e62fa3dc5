import type { Knex } from 'knex';

/**
 * The QR code of each invoice, made once (issue 12's PDF benchmark): its content (the check
 * address: issuer NIF, number, date, total and the configured base address) never changes, and
 * choosing its mask costs more than drawing the invoice. Kept beside the invoice, not on it
 * (issued invoices and their records are immutable): the first PDF of an invoice makes it and
 * stores it; a PDF whose check address differs from the stored content (the base address was
 * configured anew) makes it again. A derived copy: deleting rows here loses nothing.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('invoice_qr_codes', (t) => {
    t.integer('invoice_id').primary().references('invoices.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.smallint('size').notNullable();
    t.binary('modules').notNullable();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('invoice_qr_codes');
}
