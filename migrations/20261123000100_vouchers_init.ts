import type { Knex } from 'knex';

/**
 * Vouchers (prepaid packs of hours), their payments, the classes that use their hours, and
 * the ledger of hour movements that explains every voucher's balance.
 *
 * Hours are kept in minutes (classes last 90 minutes as often as 60). `minutes_booked` is the
 * sum of the minutes of the voucher's live (not deleted) classes; it only changes together
 * with a ledger row, under a lock on the voucher's row, and a check keeps it within the
 * minutes bought, so no race can take a voucher below zero.
 *
 * `status` stores inactive, active or settled; "expired" is derived (active, end date passed,
 * minutes left), so no job has to run for a voucher to expire.
 */
export async function up(knex: Knex) {
  const stamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };

  await knex.schema.createTable('vouchers', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('RESTRICT');
    t.integer('student_id').notNullable().references('students.id').onDelete('RESTRICT');
    t.integer('subject_id').notNullable().references('subjects.id').onDelete('RESTRICT');
    t.integer('course_id').notNullable().references('courses.id').onDelete('RESTRICT');
    t.integer('teacher_id').references('teachers.id').onDelete('RESTRICT');
    // The price row it was priced with (for the record); the amounts below are the frozen copy.
    t.integer('price_id').references('prices.id').onDelete('SET NULL');
    t.integer('hours').notNullable();
    t.integer('hourly_price_cents').notNullable();
    t.integer('teacher_hourly_pay_cents').notNullable();
    t.integer('amount_cents').notNullable();
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.string('status', 20).notNullable().defaultTo('inactive');
    t.string('payment_status', 20).notNullable().defaultTo('pendingPayment');
    t.integer('minutes_booked').notNullable().defaultTo(0);
    // A voucher is renewed at most once: the renewal chain is a list, never a tree.
    t.integer('renewed_from_id').unique().references('vouchers.id').onDelete('RESTRICT');
    t.date('settled_date');
    t.integer('settled_by').references('users.id').onDelete('RESTRICT');
    t.integer('settled_minutes_used');
    t.integer('settled_minutes_forfeited');
    t.text('settlement_remarks');
    t.text('remarks');
    t.integer('created_by').references('users.id').onDelete('RESTRICT');
    stamps(t);
    t.index(['customer_id']);
    t.index(['student_id']);
    t.index(['teacher_id']);
    t.index(['status', 'end_date']);
  });
  await knex.raw(`alter table vouchers add constraint vouchers_status_check check (status in ('inactive', 'active', 'settled'))`);
  await knex.raw(`alter table vouchers add constraint vouchers_payment_status_check check (payment_status in ('pendingPayment', 'paid'))`);
  await knex.raw('alter table vouchers add constraint vouchers_hours_check check (hours > 0 and minutes_booked >= 0 and minutes_booked <= hours * 60)');
  await knex.raw('alter table vouchers add constraint vouchers_amounts_check check (hourly_price_cents >= 0 and teacher_hourly_pay_cents >= 0 and amount_cents >= 0)');
  await knex.raw('alter table vouchers add constraint vouchers_dates_check check (end_date >= start_date)');

  await knex.schema.createTable('payments', (t) => {
    t.increments('id');
    t.integer('voucher_id').notNullable().references('vouchers.id').onDelete('RESTRICT');
    t.integer('amount_cents').notNullable();
    t.string('method', 20).notNullable();
    t.date('date').notNullable();
    // Redsys order number or bank reference.
    t.string('reference', 100);
    t.text('remarks');
    t.integer('created_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['voucher_id']);
  });
  await knex.raw(`alter table payments add constraint payments_method_check check (method in ('cash', 'redsys', 'wire'))`);
  await knex.raw('alter table payments add constraint payments_amount_check check (amount_cents > 0)');

  await knex.schema.createTable('classes', (t) => {
    t.increments('id');
    // A class a teacher registers may not be on a voucher yet: staff link it to one.
    t.integer('voucher_id').references('vouchers.id').onDelete('RESTRICT');
    t.integer('student_id').notNullable().references('students.id').onDelete('RESTRICT');
    t.integer('subject_id').references('subjects.id').onDelete('RESTRICT');
    t.integer('teacher_id').references('teachers.id').onDelete('RESTRICT');
    t.timestamp('date', { useTz: true }).notNullable();
    t.integer('duration').notNullable();
    t.string('status', 20).notNullable();
    // Set when the class is validated: teacherPendingPayment, then teacherPayed or discarded.
    t.string('teacher_payment_status', 30);
    t.text('remarks');
    t.timestamp('validated_date', { useTz: true });
    t.integer('validated_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('deleted_date', { useTz: true });
    t.integer('deleted_by').references('users.id').onDelete('RESTRICT');
    t.integer('created_by').references('users.id').onDelete('RESTRICT');
    stamps(t);
    t.index(['voucher_id']);
    t.index(['teacher_id', 'date']);
    t.index(['student_id']);
    t.index(['status', 'date']);
  });
  await knex.raw(`alter table classes add constraint classes_status_check check (status in ('pending', 'assigned', 'taught', 'claimed', 'validated', 'deleted'))`);
  await knex.raw(`alter table classes add constraint classes_teacher_payment_status_check check (teacher_payment_status in ('teacherPendingPayment', 'teacherPayed', 'discarded'))`);
  await knex.raw('alter table classes add constraint classes_duration_check check (duration > 0 and duration <= 600)');
  await knex.raw(`alter table classes add constraint classes_teacher_check check (status in ('pending', 'deleted') or teacher_id is not null)`);

  // Every change of a voucher's booked minutes, with the class that caused it.
  await knex.schema.createTable('voucher_hour_movements', (t) => {
    t.increments('id');
    t.integer('voucher_id').notNullable().references('vouchers.id').onDelete('RESTRICT');
    t.integer('class_id').references('classes.id').onDelete('RESTRICT');
    // book (a class takes minutes), release (a deleted or moved class gives them back),
    // adjust (a class's duration changed)
    t.string('kind', 20).notNullable();
    // Negative takes minutes from the voucher, positive gives them back.
    t.integer('minutes').notNullable();
    t.integer('minutes_left_after').notNullable();
    t.integer('actor_id').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['voucher_id', 'id']);
  });
  await knex.raw(`alter table voucher_hour_movements add constraint voucher_hour_movements_kind_check check (kind in ('book', 'release', 'adjust'))`);
}

export async function down(knex: Knex) {
  for (const table of ['voucher_hour_movements', 'classes', 'payments', 'vouchers']) await knex.schema.dropTable(table);
}
