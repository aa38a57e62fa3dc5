import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.text('password_hash').notNullable();
    t.string('role', 20).notNullable();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 150).notNullable().defaultTo('');
    t.string('phone', 30);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table users add constraint users_role_check check (role in ('admin', 'advisor', 'teacher'))`);
  // One account per address, whatever its case.
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // SHA-256 of the random token: a stolen table does not give working cookies.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.string('user_agent', 300);
    t.string('ip', 64);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
