import type { Knex } from 'knex';

/**
 * What a person typed, as a LIKE pattern's literal text: LIKE's own characters escaped
 * (backslash, the default escape, then % and _), so a search for «50%» or «ana_lopez» finds
 * those, not every row or «anaxlopez». `like_text(?)` escapes the text as it is (an email
 * lowered, a NIF); `search_like(?)` escapes its search_key, for `search_key(column) like
 * '%' || search_like(?) || '%'`.
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create or replace function like_text(value text) returns text
    language sql immutable parallel safe as $$
      select replace(replace(replace(value, '\\', '\\\\'), '%', '\\%'), '_', '\\_')
    $$`);
  await knex.raw(`
    create or replace function search_like(value text) returns text
    language sql immutable parallel safe as $$
      select like_text(search_key(value))
    $$`);
}

export async function down(knex: Knex) {
  await knex.raw('drop function if exists search_like(text)');
  await knex.raw('drop function if exists like_text(text)');
}
