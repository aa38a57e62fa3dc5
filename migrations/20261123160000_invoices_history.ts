import type { Knex } from 'knex';

/**
 * The invoices of the system the academy used before (modules/invoices, history area): a
 * read-only archive loaded from CSV by `npm run cli -- history:import-invoices FILE.csv`.
 *
 * - `history_invoice_imports`: one row per file loaded (name, SHA-256, who, when, counts).
 * - `history_invoices`: one row per old invoice, frozen as the file said it. The natural key
 *   is (series, number): importing the same file again adds nothing; a row with the same key
 *   and other figures is refused. Amounts in integer cents; base + VAT = total.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('history_invoice_imports', (t) => {
    t.increments('id');
    t.text('file_name').notNullable();
    t.string('sha256', 64).notNullable();
    t.integer('line_count').notNullable();
    t.integer('imported_count').notNullable();
    t.integer('skipped_count').notNullable();
    t.integer('imported_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('history_invoices', (t) => {
    t.increments('id');
    t.string('series', 20).notNullable();
    t.string('number', 40).notNullable();
    t.date('date').notNullable();
    t.text('customer_name').notNullable();
    t.string('customer_nif', 20);
    t.integer('base_cents').notNullable();
    t.decimal('vat_rate', 5, 2).notNullable();
    t.integer('vat_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.string('payment_method', 50);
    t.string('amends_number', 40);
    t.text('amending_reason');
    t.string('status', 20).notNullable();
    t.integer('import_id').notNullable().references('history_invoice_imports.id').onDelete('RESTRICT');
    t.integer('source_line').notNullable();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['date']);
  });
  await knex.raw('create unique index history_invoices_key on history_invoices (upper(series), upper(number))');
  await knex.raw('create index history_invoices_customer on history_invoices (search_key(customer_name))');
  await knex.raw(`alter table history_invoices add constraint history_invoices_status_check check (status in ('pendingPayment', 'paid'))`);
  await knex.raw('alter table history_invoices add constraint history_invoices_amounts_check check (base_cents + vat_cents = total_cents and vat_rate >= 0 and vat_rate <= 100)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('history_invoices');
  await knex.schema.dropTable('history_invoice_imports');
}
