import type { Knex } from 'knex';

/**
 * The academic catalogue other modules point at: levels, their courses, subjects, which
 * subjects each course offers, and university studies. Prices come with vouchers.
 */
export async function up(knex: Knex) {
  const stamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };
  await knex.schema.createTable('levels', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    stamps(t);
  });
  await knex.raw('create unique index levels_name_unique on levels (search_key(name))');

  await knex.schema.createTable('courses', (t) => {
    t.increments('id');
    t.integer('level_id').notNullable().references('levels.id').onDelete('RESTRICT');
    t.string('name', 100).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    stamps(t);
    t.index(['level_id']);
  });
  await knex.raw('create unique index courses_name_unique on courses (level_id, search_key(name))');

  await knex.schema.createTable('subjects', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    stamps(t);
  });
  await knex.raw('create unique index subjects_name_unique on subjects (search_key(name))');

  await knex.schema.createTable('course_subjects', (t) => {
    t.increments('id');
    t.integer('course_id').notNullable().references('courses.id').onDelete('RESTRICT');
    t.integer('subject_id').notNullable().references('subjects.id').onDelete('RESTRICT');
    stamps(t);
    t.unique(['course_id', 'subject_id']);
  });

  await knex.schema.createTable('studies', (t) => {
    t.increments('id');
    t.string('name', 150).notNullable();
    stamps(t);
  });
  await knex.raw('create unique index studies_name_unique on studies (search_key(name))');
}

export async function down(knex: Knex) {
  for (const table of ['studies', 'course_subjects', 'subjects', 'courses', 'levels']) await knex.schema.dropTable(table);
}
