import type { Knex } from 'knex';

/**
 * A create form's new key is refused when the user saved the same request a moment ago
 * (src/lib/idempotency: REPEAT_WINDOW_MINUTES): that lookup goes by user, action and fingerprint,
 * the latest first, instead of reading every key the user ever sent for the action.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index idempotency_keys_repeat on idempotency_keys (actor_id, action, fingerprint, created_date desc)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index idempotency_keys_repeat');
}
