import type { Knex } from 'knex';

/**
 * How families and teachers reach the academy, beside its legal name, NIF and address: the e-mail
 * its mails are answered to (Reply-To; they go out from MAIL_FROM, a no-reply address), the phone,
 * and the account a transfer is paid to. Every one optional.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('fiscal_settings', (t) => {
    t.string('email', 254);
    t.string('phone', 30);
    t.string('iban', 42);
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('fiscal_settings', (t) => {
    t.dropColumn('email');
    t.dropColumn('phone');
    t.dropColumn('iban');
  });
}
