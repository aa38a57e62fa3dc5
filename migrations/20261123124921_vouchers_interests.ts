import type { Knex } from 'knex';

/**
 * Customer interests (leads: a family asking for classes) and teacher interests (a teacher's
 * application to one). A lead has one or more interest rows (subject + course), weekly slots
 * of its own, a history of status changes (who and when), and, once accepted, the voucher it
 * became (unique: a lead is accepted once).
 *
 * "Open" is derived: not `old` or `lost` and without a voucher.
 */
export async function up(knex: Knex) {
  const stamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };
  const statuses = `('pending_interview', 'pending_agreement', 'pending_info', 'waiting', 'old', 'lost')`;

  await knex.schema.createTable('customer_interests', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('RESTRICT');
    t.integer('student_id').notNullable().references('students.id').onDelete('RESTRICT');
    t.integer('advisor_id').references('users.id').onDelete('RESTRICT');
    t.string('status', 30).notNullable().defaultTo('pending_interview');
    t.decimal('hours_per_week', 4, 1).notNullable();
    t.integer('district_id').references('districts.id').onDelete('RESTRICT');
    t.date('start_date').notNullable();
    // everyone = published in the teachers' search; hidden = staff only
    t.string('visibility', 20).notNullable().defaultTo('hidden');
    t.text('remarks');
    // What teachers may read on the card (never the family's data)
    t.text('teacher_remarks');
    t.integer('voucher_id').unique().references('vouchers.id').onDelete('RESTRICT');
    t.timestamp('accepted_date', { useTz: true });
    t.integer('accepted_by').references('users.id').onDelete('RESTRICT');
    t.integer('created_by').references('users.id').onDelete('RESTRICT');
    stamps(t);
    t.index(['status', 'updated_date']);
    t.index(['customer_id']);
    t.index(['student_id']);
  });
  await knex.raw(`alter table customer_interests add constraint customer_interests_status_check check (status in ${statuses})`);
  await knex.raw(`alter table customer_interests add constraint customer_interests_visibility_check check (visibility in ('everyone', 'hidden'))`);
  await knex.raw('alter table customer_interests add constraint customer_interests_hours_check check (hours_per_week > 0)');

  await knex.schema.createTable('interests', (t) => {
    t.increments('id');
    t.integer('customer_interest_id').notNullable().references('customer_interests.id').onDelete('CASCADE');
    t.integer('subject_id').notNullable().references('subjects.id').onDelete('RESTRICT');
    t.integer('course_id').notNullable().references('courses.id').onDelete('RESTRICT');
    t.unique(['customer_interest_id', 'subject_id', 'course_id']);
    t.index(['subject_id', 'course_id']);
  });

  await knex.schema.createTable('customer_interest_slots', (t) => {
    t.increments('id');
    t.integer('customer_interest_id').notNullable().references('customer_interests.id').onDelete('CASCADE');
    t.smallint('weekday').notNullable();
    t.time('start_time').notNullable();
    t.time('end_time').notNullable();
    t.index(['customer_interest_id']);
  });
  await knex.raw('alter table customer_interest_slots add constraint customer_interest_slots_check check (weekday between 1 and 7 and start_time < end_time)');

  await knex.schema.createTable('customer_interest_changes', (t) => {
    t.increments('id');
    t.integer('customer_interest_id').notNullable().references('customer_interests.id').onDelete('CASCADE');
    t.string('from_status', 30);
    t.string('to_status', 30).notNullable();
    t.integer('actor_id').references('users.id').onDelete('RESTRICT');
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['customer_interest_id', 'id']);
  });

  await knex.schema.createTable('teacher_interests', (t) => {
    t.increments('id');
    t.integer('teacher_id').notNullable().references('teachers.id').onDelete('RESTRICT');
    t.integer('customer_interest_id').notNullable().references('customer_interests.id').onDelete('CASCADE');
    t.string('status', 30).notNullable().defaultTo('pending_interview');
    // accepted / denied, or none while undecided
    t.string('decision', 20);
    t.timestamp('decided_date', { useTz: true });
    t.text('remarks');
    // Set when an advisor invited the teacher (the application made on their behalf)
    t.integer('invited_by').references('users.id').onDelete('RESTRICT');
    t.timestamp('withdrawn_date', { useTz: true });
    stamps(t);
    t.unique(['teacher_id', 'customer_interest_id']);
    t.index(['customer_interest_id']);
  });
  await knex.raw(`alter table teacher_interests add constraint teacher_interests_status_check check (status in ${statuses})`);
  await knex.raw(`alter table teacher_interests add constraint teacher_interests_decision_check check (decision is null or decision in ('accepted', 'denied'))`);
}

export async function down(knex: Knex) {
  for (const table of ['teacher_interests', 'customer_interest_changes', 'customer_interest_slots', 'interests', 'customer_interests']) await knex.schema.dropTable(table);
}
