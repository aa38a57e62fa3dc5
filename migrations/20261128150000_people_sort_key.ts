import type { Knex } from 'knex';

/**
 * Names in Spanish order: search_key makes ñ an n (so «munoz» finds «Muñoz»), which sorted
 * «Muñiz» before «Munuera» and «Ñandú» among the N. sort_key is search_key's translation with ñ
 * written «n~» (self-contained: an index builds it without search_key on its search path),
 * compared byte by byte (`collate "C"`, as the lists order by it): Ñ after every N and
 * before O, Á with A. The lists' name indexes are made again over it (issue 16: the default
 * order read from an index).
 */
export async function up(knex: Knex) {
  await knex.raw(`
    create or replace function sort_key(value text) returns text
    language sql immutable parallel safe as $$
      select translate(lower(replace(replace(value, 'ñ', 'n~'), 'Ñ', 'n~')), 'áàäâãéèëêíìïîóòöôõúùüûçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÇ', 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')
    $$`);
  await knex.raw(`create index customers_name_sort_index on customers
    ((sort_key((case when is_company or coalesce(last_name, '') = '' then first_name else first_name || ' ' || last_name end)) collate "C"), id)`);
  await knex.raw(
    `create index students_name_sort_index on students ((sort_key(trim(first_name || ' ' || last_name)) collate "C"), id)`,
  );
  await knex.raw(
    'create index users_surname_sort_index on users ((sort_key(last_name) collate "C"), (sort_key(first_name) collate "C"), id)',
  );
}

export async function down(knex: Knex) {
  await knex.raw('drop index customers_name_sort_index');
  await knex.raw('drop index students_name_sort_index');
  await knex.raw('drop index users_surname_sort_index');
  await knex.raw('drop function sort_key(text)');
}
