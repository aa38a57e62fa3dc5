import type { Knex } from 'knex';

/**
 * Money-moving actions remembered by their idempotency key (src/lib/idempotency): the same
 * key from the same user for the same action replays the first result instead of moving the
 * money again. `fingerprint` is a hash of the request, so a key reused for another request is
 * refused; `result` is what the action needs to answer again (ids, not copies of rows).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('idempotency_keys', (table) => {
    table.integer('actor_id').notNullable().references('users.id');
    table.string('action', 60).notNullable();
    table.string('key', 200).notNullable();
    table.string('fingerprint', 64).notNullable();
    table.jsonb('result');
    table.timestamp('created_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['actor_id', 'action', 'key']);
    table.index(['created_date']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('idempotency_keys');
}
