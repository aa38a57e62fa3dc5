import type { Knex } from 'knex';

/**
 * sort_key reads look-alike text as the search keys do (20261204200000_search_key_lookalikes left it
 * out): «Ana Zapata» written with a non-breaking space, a zero-width space inside, or «1°» for «1º»
 * sorted apart from the same name typed plainly (U+00A0 is bytes C2 A0 under `collate "C"`: after
 * every letter). Every Unicode space becomes a plain space, invisible characters are dropped, «°»
 * and «ᵒ» become «º», «ᵃ» «ª»; then as before (ñ written «n~», lower case, accents dropped).
 * Same signature, immutable, self-contained.
 *
 * The indexes over it (the lists' name sort indexes, found through pg_depend, and any over a
 * function whose body names sort_key) are dropped and made again from their `pg_get_indexdef`,
 * as 20261204200000 does and for its reason (REINDEX in a session that has used an index keeps the
 * old body inlined). None is unique: no row can refuse the rebuild. The bodies hold no «?» (knex
 * would send it as a parameter).
 */

const LOOKALIKE_FROM = `U&'\\00A0\\1680\\2000\\2001\\2002\\2003\\2004\\2005\\2006\\2007\\2008\\2009\\200A\\2028\\2029\\202F\\205F\\3000\\00B0\\1D52\\1D43\\00AD\\180E\\200B\\200C\\200D\\200E\\200F\\2060\\2061\\2062\\2063\\2064\\FEFF'`;
const LOOKALIKE_TO = `U&'                  \\00BA\\00BA\\00AA'`;

// As in 20261128150000_people_sort_key.
const LETTERS_FROM = 'áàäâãéèëêíìïîóòöôõúùüûçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÇ';
const LETTERS_TO = 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc';

const body = (value: string) =>
  `translate(lower(replace(replace(${value}, 'ñ', 'n~'), 'Ñ', 'n~')), '${LETTERS_FROM}', '${LETTERS_TO}')`;

async function defineSortKey(knex: Knex, value: string) {
  await knex.raw(`
    create or replace function sort_key(value text) returns text
    language sql immutable parallel safe as $$
      select ${body(value)}
    $$`);
}

/** Drops and makes again every index over sort_key (or over a function whose body names it); their names. */
export async function rebuildSortKeyIndexes(knex: Knex): Promise<string[]> {
  const { rows: indexes } = (await knex.raw(
    `with recursive fns as (
       select p.oid, p.proname from pg_proc p
        where p.proname = 'sort_key' and p.pronamespace = 'public'::regnamespace
       union
       select p.oid, p.proname from pg_proc p, fns
        where p.pronamespace = 'public'::regnamespace and p.prosrc ~ ('\\m' || fns.proname || '\\s*\\(')
     )
     select distinct i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition,
            obj_description(i.indexrelid, 'pg_class') as comment,
            exists (select 1 from pg_constraint c where c.conindid = i.indexrelid) as constraint
       from pg_index i
       join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = i.indexrelid
        and d.refclassid = 'pg_proc'::regclass and d.refobjid in (select oid from fns)
      order by 1`,
  )) as { rows: { name: string; definition: string; comment: string | null; constraint: boolean }[] };
  for (const index of indexes) {
    if (index.constraint) throw new Error(`${index.name} backs a constraint: rebuild it by hand`);
    await knex.raw(`drop index ${index.name}`);
    await knex.raw(index.definition);
    if (index.comment) await knex.raw(`comment on index ${index.name} is '${index.comment.replace(/'/g, "''")}'`);
  }
  return indexes.map((index) => index.name);
}

export async function up(knex: Knex): Promise<string[]> {
  await defineSortKey(knex, `translate(value, ${LOOKALIKE_FROM}, ${LOOKALIKE_TO})`);
  return rebuildSortKeyIndexes(knex);
}

export async function down(knex: Knex): Promise<string[]> {
  await defineSortKey(knex, 'value');
  return rebuildSortKeyIndexes(knex);
}
