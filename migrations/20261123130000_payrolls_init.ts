import type { Knex } from 'knex';

/**
 * Teacher payrolls (modules/payrolls): each teacher's IRPF withholding with its evidence, the
 * monthly payrolls and the classes each one pays.
 *
 * - `payroll_irpf`: one row per teacher whose rate is not the default 15 %; 7 % only with the
 *   date of the teacher's written communication, 0 % only with the reason an admin gave.
 * - `teacher_payrolls`: one per teacher and month (period = the month's first day); a teacher
 *   has at most one pending payroll per month (a class validated late joins it), and a new one
 *   only once the previous is paid or discarded. Amounts in integer cents, rounded once here.
 * - `teacher_payroll_classes`: the classes a payroll pays, with the minutes and the pay per hour
 *   used. A discarded payroll keeps its rows, `released`, so its classes can go into a new one;
 *   a class is in at most one live (not released) row.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('payroll_irpf', (t) => {
    t.integer('teacher_id').primary().references('teachers.id').onDelete('RESTRICT');
    t.integer('rate').notNullable();
    t.date('communication_date');
    t.text('reason');
    t.integer('updated_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table payroll_irpf add constraint payroll_irpf_rate_check check (rate in (0, 7, 15))');
  await knex.raw('alter table payroll_irpf add constraint payroll_irpf_evidence_check check ((rate <> 7 or communication_date is not null) and (rate <> 0 or length(trim(coalesce(reason, \'\'))) > 0))');

  await knex.schema.createTable('teacher_payrolls', (t) => {
    t.increments('id');
    t.integer('teacher_id').notNullable().references('teachers.id').onDelete('RESTRICT');
    t.date('period').notNullable();
    t.string('status', 30).notNullable().defaultTo('teacherPendingPayment');
    t.integer('class_count').notNullable().defaultTo(0);
    t.integer('minutes').notNullable().defaultTo(0);
    t.integer('gross_cents').notNullable().defaultTo(0);
    t.integer('irpf_rate').notNullable();
    t.integer('irpf_cents').notNullable().defaultTo(0);
    t.integer('net_cents').notNullable().defaultTo(0);
    t.date('paid_date');
    t.integer('paid_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('discarded_date', { useTz: true });
    t.integer('discarded_by').references('users.id').onDelete('RESTRICT');
    t.text('discard_reason');
    t.integer('created_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['period', 'status']);
    t.index(['teacher_id', 'period']);
  });
  await knex.raw(`alter table teacher_payrolls add constraint teacher_payrolls_status_check check (status in ('teacherPendingPayment', 'teacherPayed', 'discarded'))`);
  await knex.raw('alter table teacher_payrolls add constraint teacher_payrolls_amounts_check check (gross_cents >= 0 and irpf_cents >= 0 and net_cents = gross_cents - irpf_cents and irpf_rate in (0, 7, 15))');
  await knex.raw(`alter table teacher_payrolls add constraint teacher_payrolls_paid_check check ((status = 'teacherPayed') = (paid_date is not null))`);
  await knex.raw('alter table teacher_payrolls add constraint teacher_payrolls_period_check check (extract(day from period) = 1)');
  await knex.raw(`create unique index teacher_payrolls_one_pending on teacher_payrolls (teacher_id, period) where status = 'teacherPendingPayment'`);

  await knex.schema.createTable('teacher_payroll_classes', (t) => {
    t.increments('id');
    t.integer('payroll_id').notNullable().references('teacher_payrolls.id').onDelete('RESTRICT');
    t.integer('class_id').notNullable().references('classes.id').onDelete('RESTRICT');
    t.integer('minutes').notNullable();
    t.integer('pay_per_hour_cents').notNullable();
    t.integer('price_id').references('prices.id').onDelete('SET NULL');
    t.boolean('released').notNullable().defaultTo(false);
    t.index(['payroll_id']);
  });
  await knex.raw('alter table teacher_payroll_classes add constraint teacher_payroll_classes_amounts_check check (minutes > 0 and pay_per_hour_cents > 0)');
  await knex.raw('create unique index teacher_payroll_classes_live on teacher_payroll_classes (class_id) where not released');
}

export async function down(knex: Knex) {
  for (const table of ['teacher_payroll_classes', 'teacher_payrolls', 'payroll_irpf']) await knex.schema.dropTable(table);
}
