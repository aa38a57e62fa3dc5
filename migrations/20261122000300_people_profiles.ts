import type { Knex } from 'knex';

/**
 * Teachers (a user plus their profile) and what hangs from them, customers and their
 * students, password reset tokens. Availability slots belong to a teacher here; customer
 * interests add their own owner column in their migration.
 */
export async function up(knex: Knex) {
  const stamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };

  // The teacher's row shares its id with the user: a teacher IS a user with a profile.
  await knex.schema.createTable('teachers', (t) => {
    t.integer('id').primary().references('users.id').onDelete('RESTRICT');
    t.string('nif', 12);
    t.date('birth_date');
    t.string('address', 200);
    t.string('postal_code', 10);
    t.integer('municipality_id').references('municipalities.id').onDelete('RESTRICT');
    t.string('iban', 34);
    t.boolean('has_teaching_degree').notNullable().defaultTo(false);
    t.boolean('has_accepted_terms').notNullable().defaultTo(false);
    t.boolean('has_accepted_privacy_policy').notNullable().defaultTo(false);
    t.timestamp('accepted_date', { useTz: true });
    t.date('start_date');
    t.date('drop_out_date');
    t.text('remarks');
    // Percent withheld for IRPF: 15 by default, 7 for new professionals who ask in writing.
    t.decimal('irpf_rate', 5, 2).notNullable().defaultTo(15);
    stamps(t);
  });
  await knex.raw('alter table teachers add constraint teachers_irpf_check check (irpf_rate >= 0 and irpf_rate <= 100)');
  await knex.raw('create unique index teachers_nif_unique on teachers (upper(nif)) where nif is not null');

  await knex.schema.createTable('teacher_files', (t) => {
    t.increments('id');
    t.integer('teacher_id').notNullable().references('teachers.id').onDelete('RESTRICT');
    t.string('kind', 20).notNullable();
    t.string('original_name', 255).notNullable();
    t.string('mime_type', 100).notNullable();
    t.integer('size').notNullable();
    // Random name of the stored file, outside the web root.
    t.string('storage_key', 64).notNullable().unique();
    t.integer('uploaded_by').references('users.id').onDelete('SET NULL');
    stamps(t);
    t.index(['teacher_id']);
  });
  await knex.raw(`alter table teacher_files add constraint teacher_files_kind_check check (kind in ('cv', 'contract', 'certificate', 'other'))`);
  // cvUrl of the specification: the teacher's current CV among their files.
  await knex.schema.alterTable('teachers', (t) => {
    t.integer('cv_file_id').references('teacher_files.id').onDelete('SET NULL');
  });

  await knex.schema.createTable('teacher_studies', (t) => {
    t.increments('id');
    t.integer('teacher_id').notNullable().references('teachers.id').onDelete('CASCADE');
    t.integer('study_id').notNullable().references('studies.id').onDelete('RESTRICT');
    t.date('start_date');
    t.date('end_date');
    t.text('remarks');
    stamps(t);
    t.index(['teacher_id']);
  });

  await knex.schema.createTable('teacher_subjects', (t) => {
    t.increments('id');
    t.integer('teacher_id').notNullable().references('teachers.id').onDelete('CASCADE');
    t.integer('subject_id').notNullable().references('subjects.id').onDelete('RESTRICT');
    t.integer('level_id').notNullable().references('levels.id').onDelete('RESTRICT');
    t.text('remarks');
    stamps(t);
    t.unique(['teacher_id', 'subject_id', 'level_id']);
  });

  await knex.schema.createTable('teacher_districts', (t) => {
    t.integer('teacher_id').notNullable().references('teachers.id').onDelete('CASCADE');
    t.integer('district_id').notNullable().references('districts.id').onDelete('RESTRICT');
    t.primary(['teacher_id', 'district_id']);
    t.index(['district_id']);
  });

  await knex.schema.createTable('availabilities', (t) => {
    t.increments('id');
    t.integer('teacher_id').references('teachers.id').onDelete('CASCADE');
    // 1 = Monday … 7 = Sunday (ISO 8601).
    t.smallint('weekday').notNullable();
    t.time('start_time').notNullable();
    t.time('end_time').notNullable();
    stamps(t);
    t.index(['teacher_id']);
  });
  await knex.raw('alter table availabilities add constraint availabilities_weekday_check check (weekday between 1 and 7)');
  await knex.raw('alter table availabilities add constraint availabilities_time_check check (start_time < end_time)');

  await knex.schema.createTable('customers', (t) => {
    t.increments('id');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 150).notNullable().defaultTo('');
    t.string('nif', 12);
    t.string('email', 254);
    t.string('phone', 30);
    t.string('address', 200);
    t.string('postal_code', 10);
    t.integer('municipality_id').references('municipalities.id').onDelete('RESTRICT');
    t.integer('district_id').references('districts.id').onDelete('RESTRICT');
    t.string('iban', 34);
    t.boolean('is_company').notNullable().defaultTo(false);
    t.string('source', 20).notNullable().defaultTo('other');
    t.integer('advisor_id').references('users.id').onDelete('RESTRICT');
    t.text('remarks');
    // Invoice data: a copy of the personal data unless given (invoice_same_as_personal).
    t.boolean('invoice_same_as_personal').notNullable().defaultTo(true);
    t.string('invoice_name', 250);
    t.string('invoice_email', 254);
    t.string('invoice_nif', 12);
    t.string('invoice_address', 200);
    t.string('invoice_postal_code', 10);
    t.integer('invoice_municipality_id').references('municipalities.id').onDelete('RESTRICT');
    stamps(t);
    t.index(['advisor_id']);
  });
  await knex.raw(`alter table customers add constraint customers_source_check check (source in ('webform', 'alumni', 'referee', 'other'))`);

  await knex.schema.createTable('students', (t) => {
    t.increments('id');
    t.integer('customer_id').notNullable().references('customers.id').onDelete('RESTRICT');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 150).notNullable().defaultTo('');
    t.date('birth_date');
    t.integer('course_id').references('courses.id').onDelete('RESTRICT');
    t.text('remarks');
    stamps(t);
    t.index(['customer_id']);
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // SHA-256 of the emailed token.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex) {
  for (const table of ['password_resets', 'students', 'customers', 'availabilities', 'teacher_districts', 'teacher_subjects', 'teacher_studies']) await knex.schema.dropTable(table);
  await knex.schema.alterTable('teachers', (t) => t.dropColumn('cv_file_id'));
  await knex.schema.dropTable('teacher_files');
  await knex.schema.dropTable('teachers');
}
