import type { Knex } from 'knex';

/**
 * The default VAT type's name as Spanish typography writes it, «IVA general 21 %» with a
 * non-breaking space (U+00A0) before the %, so a menu or a line never breaks there. Only
 * while it is the name the first migration gave: a name an admin wrote stays as written.
 */
const PLAIN = 'IVA general 21 %';
const NBSP = 'IVA general 21\u00A0%';

export async function up(knex: Knex) {
  await knex('vat_types').where({ name: PLAIN }).update({ name: NBSP });
}

export async function down(knex: Knex) {
  await knex('vat_types').where({ name: NBSP }).update({ name: PLAIN });
}
