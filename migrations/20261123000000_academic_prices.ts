import type { Knex } from 'knex';

/**
 * Prices: what the customer pays per hour and what the teacher is paid per hour, for a whole
 * level or for one course of it, valid from a date. A voucher copies the price that applies
 * on the day it is created (the course's own if it has one, else its level's; the latest
 * valid-from not after that day) and never changes afterwards.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('prices', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.integer('level_id').references('levels.id').onDelete('RESTRICT');
    t.integer('course_id').references('courses.id').onDelete('RESTRICT');
    // Integer cents, per hour.
    t.integer('customer_price_cents').notNullable();
    t.integer('teacher_pay_cents').notNullable();
    t.date('valid_from').notNullable();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['level_id']);
    t.index(['course_id']);
  });
  await knex.raw('alter table prices add constraint prices_target_check check ((level_id is null) <> (course_id is null))');
  await knex.raw('alter table prices add constraint prices_amounts_check check (customer_price_cents > 0 and teacher_pay_cents > 0)');
  // One price per target and day: "the price on a date" is never ambiguous.
  await knex.raw('create unique index prices_level_from_unique on prices (level_id, valid_from) where level_id is not null');
  await knex.raw('create unique index prices_course_from_unique on prices (course_id, valid_from) where course_id is not null');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('prices');
}
