import type { Knex } from 'knex';

/**
 * A subject the intranet writes may quote names at their longest (a voucher's email names its
 * subject and the student's whole name: over 250 characters), and the outbox kept 250: the
 * email failed as an internal error instead of going out. The subject is kept whole, as sent.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table mail_outbox alter column subject type varchar(1000)');
}

export async function down(knex: Knex) {
  await knex.raw('alter table mail_outbox alter column subject type varchar(250)');
}
