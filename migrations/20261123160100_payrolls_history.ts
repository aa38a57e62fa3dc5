import type { Knex } from 'knex';

/**
 * The teacher payrolls of the system the academy used before (modules/payrolls, history
 * area): a read-only archive loaded from CSV by `npm run cli -- history:import-payrolls FILE.csv`.
 *
 * - `history_payroll_imports`: one row per file loaded (name, SHA-256, who, when, counts).
 * - `history_payrolls`: one row per old payroll as the file said it. The old system's
 *   payrolls have no number, so the key is the row itself: `row_key` is the SHA-256 of its
 *   normalised figures (NIF, month, classes, minutes, gross, rate, IRPF, net, status, paid
 *   date); importing the same file again adds nothing.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('history_payroll_imports', (t) => {
    t.increments('id');
    t.text('file_name').notNullable();
    t.string('sha256', 64).notNullable();
    t.integer('line_count').notNullable();
    t.integer('imported_count').notNullable();
    t.integer('skipped_count').notNullable();
    t.integer('imported_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('history_payrolls', (t) => {
    t.increments('id');
    t.string('row_key', 64).notNullable().unique();
    t.text('teacher_name').notNullable();
    t.string('teacher_nif', 20).notNullable();
    t.date('period').notNullable();
    t.integer('class_count').notNullable();
    t.integer('minutes').notNullable();
    t.integer('gross_cents').notNullable();
    t.decimal('irpf_rate', 5, 2).notNullable();
    t.integer('irpf_cents').notNullable();
    t.integer('net_cents').notNullable();
    t.string('status', 30).notNullable();
    t.date('paid_date');
    t.integer('import_id').notNullable().references('history_payroll_imports.id').onDelete('RESTRICT');
    t.integer('source_line').notNullable();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['period']);
    t.index(['paid_date']);
  });
  await knex.raw(`alter table history_payrolls add constraint history_payrolls_status_check check (status in ('teacherPendingPayment', 'teacherPayed', 'discarded'))`);
  await knex.raw(`alter table history_payrolls add constraint history_payrolls_paid_check check ((status = 'teacherPayed') = (paid_date is not null))`);
  await knex.raw('alter table history_payrolls add constraint history_payrolls_amounts_check check (gross_cents >= 0 and irpf_cents >= 0 and net_cents = gross_cents - irpf_cents and irpf_rate >= 0 and irpf_rate <= 100 and extract(day from period) = 1)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('history_payrolls');
  await knex.schema.dropTable('history_payroll_imports');
}
