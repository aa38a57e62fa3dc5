import type { Knex } from 'knex';

/**
 * Invoices: the fiscal settings (issuer, series, VAT types, VAT type per level, the series
 * voucher payments use), the invoices with their lines, the counters that number them, and
 * the verification records (Veri*factu) chained per issuer. Also the accountant role.
 *
 * Issued invoices, their lines and their records are never edited or deleted: triggers refuse
 * it whatever path tries. The only change an invoice admits is its status going from
 * pendingPayment to paid (a manual invoice paid later).
 */
export async function up(knex: Knex) {
  await knex.raw('alter table users drop constraint users_role_check');
  await knex.raw(`alter table users add constraint users_role_check check (role in ('admin', 'advisor', 'teacher', 'accountant'))`);

  await knex.schema.createTable('invoice_series', (t) => {
    t.increments('id');
    t.string('code', 10).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.boolean('is_amending').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index invoice_series_code_unique on invoice_series (upper(code))');

  await knex.schema.createTable('vat_types', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.decimal('rate', 5, 2).notNullable();
    t.text('exemption_text');
    t.string('tax_code', 2).notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index vat_types_name_unique on vat_types (search_key(name))');
  await knex.raw('create unique index vat_types_one_default on vat_types (is_default) where is_default');
  await knex.raw(`alter table vat_types add constraint vat_types_rate_check check (rate >= 0 and rate <= 100)`);
  await knex.raw(`alter table vat_types add constraint vat_types_tax_code_check check (tax_code in ('E1', 'S1'))`);

  // The VAT type of each academic level (a level without a row takes the default type).
  await knex.schema.createTable('level_vat_types', (t) => {
    t.integer('level_id').primary().references('levels.id').onDelete('CASCADE');
    t.integer('vat_type_id').notNullable().references('vat_types.id').onDelete('RESTRICT');
  });

  // One row (id 1): the issuer (empty until an admin fills it in) and the series payments use.
  await knex.schema.createTable('fiscal_settings', (t) => {
    t.integer('id').primary();
    t.string('legal_name', 250);
    t.string('nif', 12);
    t.string('address', 200);
    t.string('postal_code', 10);
    t.integer('municipality_id').references('municipalities.id').onDelete('RESTRICT');
    t.integer('voucher_series_id').references('invoice_series.id').onDelete('RESTRICT');
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table fiscal_settings add constraint fiscal_settings_single check (id = 1)');

  // The last number taken per series and year: locked (select … for update) by each issue.
  await knex.schema.createTable('invoice_counters', (t) => {
    t.integer('series_id').notNullable().references('invoice_series.id').onDelete('RESTRICT');
    t.integer('year').notNullable();
    t.integer('last_number').notNullable().defaultTo(0);
    t.date('last_date');
    t.primary(['series_id', 'year']);
  });

  await knex.schema.createTable('invoices', (t) => {
    t.increments('id');
    t.integer('series_id').notNullable().references('invoice_series.id').onDelete('RESTRICT');
    t.string('series_code', 10).notNullable();
    t.integer('year').notNullable();
    t.integer('number').notNullable();
    t.date('date').notNullable();
    // The day of the operation (the payment) when it is not the day of issue.
    t.date('operation_date');
    // The issuer and the customer as they were when the invoice was issued.
    t.string('issuer_name', 250).notNullable();
    t.string('issuer_nif', 12).notNullable();
    t.string('issuer_address', 200).notNullable();
    t.string('issuer_postal_code', 10).notNullable();
    t.string('issuer_municipality', 200).notNullable();
    t.integer('customer_id').notNullable().references('customers.id').onDelete('RESTRICT');
    t.string('customer_name', 250).notNullable();
    t.string('customer_nif', 12);
    t.string('customer_address', 200);
    t.string('customer_postal_code', 10);
    t.string('customer_municipality', 200);
    t.string('customer_email', 254);
    t.integer('vat_type_id').notNullable().references('vat_types.id').onDelete('RESTRICT');
    t.string('vat_name', 100).notNullable();
    t.decimal('vat_rate', 5, 2).notNullable();
    t.text('vat_exemption_text');
    t.string('tax_code', 2).notNullable();
    t.integer('base_cents').notNullable();
    t.integer('vat_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.string('payment_method', 20);
    t.string('status', 20).notNullable();
    t.integer('voucher_id').references('vouchers.id').onDelete('RESTRICT');
    t.integer('payment_id').unique().references('payments.id').onDelete('RESTRICT');
    t.boolean('is_amending').notNullable().defaultTo(false);
    t.integer('amended_invoice_id').references('invoices.id').onDelete('RESTRICT');
    t.string('amending_reason', 2);
    t.string('amending_kind', 20);
    t.text('remarks');
    t.integer('created_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['series_id', 'year', 'number']);
    t.index(['date']);
    t.index(['customer_id']);
    t.index(['voucher_id']);
    t.index(['amended_invoice_id']);
  });
  await knex.raw(`alter table invoices add constraint invoices_status_check check (status in ('pendingPayment', 'paid'))`);
  await knex.raw(`alter table invoices add constraint invoices_method_check check (payment_method is null or payment_method in ('cash', 'redsys', 'wire'))`);
  await knex.raw(`alter table invoices add constraint invoices_amounts_check check (base_cents + vat_cents = total_cents)`);
  await knex.raw(`alter table invoices add constraint invoices_amending_check check (
    (is_amending and amended_invoice_id is not null and amending_reason in ('R1', 'R2', 'R3', 'R4') and amending_kind in ('differences', 'cancellation'))
    or (not is_amending and amended_invoice_id is null and amending_reason is null and amending_kind is null))`);

  await knex.schema.createTable('invoice_lines', (t) => {
    t.increments('id');
    t.integer('invoice_id').notNullable().references('invoices.id').onDelete('RESTRICT');
    t.integer('position').notNullable();
    t.string('concept', 300).notNullable();
    t.decimal('quantity', 10, 2).notNullable();
    t.integer('unit_price_cents').notNullable();
    t.integer('amount_cents').notNullable();
    t.unique(['invoice_id', 'position']);
  });

  // Veri*factu: one record per issued invoice, chained per issuer by the previous fingerprint.
  await knex.schema.createTable('verification_records', (t) => {
    t.increments('id');
    t.integer('invoice_id').notNullable().unique().references('invoices.id').onDelete('RESTRICT');
    t.integer('previous_id').unique().references('verification_records.id').onDelete('RESTRICT');
    t.string('issuer_nif', 12).notNullable();
    t.string('invoice_type', 2).notNullable();
    t.text('hashed_text').notNullable();
    t.string('fingerprint', 64).notNullable();
    t.string('previous_fingerprint', 64);
    t.string('generated_at', 40).notNullable();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['issuer_nif', 'id']);
  });
  // One first record per issuer: a chain never forks at its start either.
  await knex.raw('create unique index verification_records_one_first on verification_records (issuer_nif) where previous_id is null');
  await knex.raw(`alter table verification_records add constraint verification_records_type_check check (invoice_type in ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'))`);

  await knex.raw(`
    create function refuse_issued_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'invoices' and tg_op = 'UPDATE' then
        if old.status = 'pendingPayment' and new.status = 'paid' and (to_jsonb(new) - 'status') = (to_jsonb(old) - 'status') then
          return new;
        end if;
      end if;
      raise exception 'Issued invoices and their records cannot be changed (%: %)', tg_table_name, tg_op using errcode = 'P0001';
    end $$`);
  for (const table of ['invoices', 'invoice_lines', 'verification_records']) {
    await knex.raw(`create trigger ${table}_immutable before update or delete on ${table} for each row execute function refuse_issued_change()`);
    await knex.raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function refuse_issued_change()`);
  }

  // Sensible defaults for a Spanish academy (editable in /fiscal-settings); the issuer stays empty.
  const [ordinary] = await knex('invoice_series').insert({ code: 'A', description: 'Facturas ordinarias', is_amending: false }).returning('id');
  await knex('invoice_series').insert({ code: 'R', description: 'Facturas rectificativas', is_amending: true });
  await knex('vat_types').insert([
    { name: 'Exento (art. 20.Uno.9º LIVA)', rate: 0, exemption_text: 'Operación exenta de IVA (art. 20.Uno.9º Ley 37/1992)', tax_code: 'E1', is_default: true },
    { name: 'IVA general 21 %', rate: 21, exemption_text: null, tax_code: 'S1', is_default: false },
  ]);
  await knex('fiscal_settings').insert({ id: 1, voucher_series_id: ordinary.id });
}

export async function down(knex: Knex) {
  for (const table of ['verification_records', 'invoice_lines', 'invoices']) await knex.raw(`drop trigger if exists ${table}_immutable on ${table}; drop trigger if exists ${table}_no_truncate on ${table}`);
  await knex.raw('drop function if exists refuse_issued_change()');
  for (const table of ['verification_records', 'invoice_lines', 'invoices', 'invoice_counters', 'fiscal_settings', 'level_vat_types', 'vat_types', 'invoice_series']) await knex.schema.dropTableIfExists(table);
  await knex.raw(`update users set role = 'advisor' where role = 'accountant'`);
  await knex.raw('alter table users drop constraint users_role_check');
  await knex.raw(`alter table users add constraint users_role_check check (role in ('admin', 'advisor', 'teacher'))`);
}
