import type { Knex } from 'knex';

/**
 * The columns that point at a catalogue record or a place, indexed. A record's page says what
 * still uses it before anyone asks to delete it (src/lib/dependants.ts: a count per table that
 * points at it), and the delete itself has PostgreSQL check every such reference: without an
 * index each count read the whole table, 1,200,000 classes for a subject after ten years.
 */
const REFERENCES: [table: string, column: string][] = [
  ['classes', 'subject_id'],
  ['vouchers', 'subject_id'],
  ['vouchers', 'course_id'],
  ['vouchers', 'price_id'],
  ['students', 'course_id'],
  ['teacher_subjects', 'subject_id'],
  ['teacher_subjects', 'level_id'],
  ['teacher_studies', 'study_id'],
  ['customers', 'district_id'],
  ['customers', 'municipality_id'],
  ['customers', 'invoice_municipality_id'],
  ['teachers', 'municipality_id'],
  ['customer_interests', 'district_id'],
];

const indexName = (table: string, column: string) => `${table}_${column}_index`;

export async function up(knex: Knex) {
  for (const [table, column] of REFERENCES)
    await knex.raw('create index if not exists ?? on ?? (??)', [indexName(table, column), table, column]);
}

export async function down(knex: Knex) {
  for (const [table, column] of REFERENCES) await knex.raw('drop index if exists ??', [indexName(table, column)]);
}
