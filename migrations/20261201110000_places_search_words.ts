import type { Knex } from 'knex';

/**
 * Searches that ignore punctuation and spaces, word by word (issue: «O'Donnell», «Martín-Pérez»,
 * «c/ Mayor, 5» were found only when typed exactly as saved; a search of only «--» or «.» listed
 * every customer, through the NIF or email that the punctuation emptied or matched everywhere).
 *
 * - `search_compact(text)`: search_key's lower case without accents, with every space and mark of
 *   punctuation removed: «C/ Mayor, 5» → 'cmayor5', «O'Donnell» → 'odonnell'.
 * - `search_clean(text)`: the same but its words kept apart by one space: 'c mayor 5'.
 * - `search_match(haystack, typed)`: each word typed (split on spaces, its punctuation dropped) is
 *   somewhere in the haystack's compact form, in any order; nothing typed but punctuation matches
 *   nothing. One LIKE ALL over an array built without a subquery, so PostgreSQL inlines it.
 * - `text_contains(haystack, typed)`: the text as typed is in the haystack (an email, a NIF, a
 *   number), and what was typed is more than punctuation.
 *
 * Self-contained (no call to search_key), as sort_key: safe in any search path. search_key and the
 * indexes and unique constraints over it are unchanged; no column is stored, so nothing to backfill.
 */
const LETTERS_FROM = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const LETTERS_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';
/** Marks of punctuation removed from names and searches, as an SQL string literal (quote doubled). */
const PUNCTUATION = `'!"#$%&''()*+,-./:;<=>?@[\\]^_\`{|}~‘’‚‛“”„«»‹›–—‐‑−·•…¿¡'`;
const SPACES = `chr(9) || chr(10) || chr(11) || chr(12) || chr(13) || chr(160) || chr(8239)`;

export async function up(knex: Knex) {
  await knex.raw(`
    create or replace function search_compact(value text) returns text
    language sql immutable parallel safe as $$
      select translate(translate(lower(value), '${LETTERS_FROM}', '${LETTERS_TO}'), ' ' || ${SPACES} || ${PUNCTUATION}, '')
    $$`);
  await knex.raw(`
    create or replace function search_clean(value text) returns text
    language sql immutable parallel safe as $$
      select btrim(regexp_replace(translate(translate(translate(lower(value), '${LETTERS_FROM}', '${LETTERS_TO}'), ${SPACES}, '       '), ${PUNCTUATION}, ''), ' +', ' ', 'g'))
    $$`);
  // Commas are punctuation, gone from the words: safe to split the patterns on.
  await knex.raw(`
    create or replace function search_match(haystack text, typed text) returns boolean
    language sql immutable parallel safe as $$
      select coalesce(search_compact(haystack) like all (
        string_to_array('%' || replace(nullif(search_clean(typed), ''), ' ', '%,%') || '%', ',')
      ), false)
    $$`);
  await knex.raw(`
    create or replace function text_contains(haystack text, typed text) returns boolean
    language sql immutable parallel safe as $$
      select coalesce(search_clean(typed) <> '' and strpos(haystack, typed) > 0, false)
    $$`);
}

export async function down(knex: Knex) {
  await knex.raw('drop function if exists text_contains(text, text)');
  await knex.raw('drop function if exists search_match(text, text)');
  await knex.raw('drop function if exists search_clean(text)');
  await knex.raw('drop function if exists search_compact(text)');
}
