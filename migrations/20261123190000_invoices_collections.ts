import type { Knex } from 'knex';

/**
 * The collection of an invoice issued pending payment (a manual invoice sent before the money
 * came in): when it was collected, how and who recorded it. The invoice itself only changes
 * its status (the one change its immutability trigger admits); its amending invoices pending
 * with it are collected in the same transaction. One row per invoice: a second collection of
 * the same invoice is refused by the unique key whatever path tries.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('invoice_collections', (t) => {
    t.increments('id');
    t.integer('invoice_id').notNullable().unique().references('id').inTable('invoices').onDelete('RESTRICT');
    t.date('collected_on').notNullable();
    t.string('method', 20).notNullable();
    t.integer('amount_cents').notNullable();
    t.integer('collected_by').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table invoice_collections add constraint invoice_collections_method_check check (method in ('cash', 'redsys', 'wire'))`);
  await knex.raw('alter table invoice_collections add constraint invoice_collections_amount_check check (amount_cents > 0)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('invoice_collections');
}
