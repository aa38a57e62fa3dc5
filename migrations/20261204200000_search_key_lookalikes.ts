import type { Knex } from 'knex';

/**
 * Look-alike text no longer makes another name (issue: «1º ESO» typed with a non-breaking space,
 * pasted with a zero-width space inside, or written «1° ESO» / «1ᵒ ESO», passed every duplicate
 * check and was not found by a search for «1º ESO»).
 *
 * `search_key`, `search_compact` and `search_clean` (same signatures, immutable, self-contained)
 * first read the text through `LOOKALIKES`: every Unicode space (U+00A0, U+1680, U+2000–U+200A,
 * U+2028, U+2029, U+202F, U+205F, U+3000) becomes a plain space, invisible characters (U+00AD soft
 * hyphen, U+180E, U+200B–U+200F, U+2060–U+2064, U+FEFF) are dropped, «°» (degree) and «ᵒ» become
 * the ordinal «º», «ᵃ» the ordinal «ª». Then as before: search_key lowers and removes accents
 * (spaces kept as they are), search_compact drops every space and mark, search_clean collapses them.
 *
 * Expression indexes keep the keys they were built with, so every index whose expression or
 * predicate uses one of them (pg_depend), or a function whose body names one (search_like…), is
 * dropped and made again from its `pg_get_indexdef`. Not REINDEX: a session that has used the
 * index keeps its expression with the old body inlined (relcache), and REINDEX there rebuilds the
 * old keys. A unique index whose rows now collide is made as a plain index, with a warning and a
 * comment saying so; no row is changed (staff merge or rename them, then the index is made unique
 * again by hand or by `down` + `up`).
 */

/** Text as the keys read it: Unicode spaces and look-alike ordinals mapped, invisibles dropped (SQL). */
const LOOKALIKE_FROM = `U&'\\00A0\\1680\\2000\\2001\\2002\\2003\\2004\\2005\\2006\\2007\\2008\\2009\\200A\\2028\\2029\\202F\\205F\\3000\\00B0\\1D52\\1D43\\00AD\\180E\\200B\\200C\\200D\\200E\\200F\\2060\\2061\\2062\\2063\\2064\\FEFF'`;
const LOOKALIKE_TO = `U&'                  \\00BA\\00BA\\00AA'`;
const lookalikes = (value: string) => `translate(${value}, ${LOOKALIKE_FROM}, ${LOOKALIKE_TO})`;

// As in 20261122000000_places_init and 20261201110000_places_search_words.
const LETTERS_FROM = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const LETTERS_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';
const PUNCTUATION = `'!"#$%&''()*+,-./:;<=>?@[\\]^_\`{|}~‘’‚‛“”„«»‹›–—‐‑−·•…¿¡'`;
const SPACES = `chr(9) || chr(10) || chr(11) || chr(12) || chr(13) || chr(160) || chr(8239)`;

/**
 * The three functions' bodies over `value`: with the look-alikes read first, or as they were.
 * knex sends every «?» of a raw text as a parameter, so 20261201110000 made «?» in PUNCTUATION
 * «$1»: its search_compact and search_clean dropped «$» and «1» («1º ESO» → 'º eso') and kept «?».
 * Up escapes it (knex's «\?»); down makes them again as they were.
 */
function bodies(read: (value: string) => string, punctuation: string) {
  return {
    search_key: `translate(lower(${read('value')}), '${LETTERS_FROM}', '${LETTERS_TO}')`,
    search_compact: `translate(translate(lower(${read('value')}), '${LETTERS_FROM}', '${LETTERS_TO}'), ' ' || ${SPACES} || ${punctuation}, '')`,
    search_clean: `btrim(regexp_replace(translate(translate(translate(lower(${read('value')}), '${LETTERS_FROM}', '${LETTERS_TO}'), ${SPACES}, '       '), ${punctuation}, ''), ' +', ' ', 'g'))`,
  };
}

export const KEY_FUNCTIONS = ['search_key', 'search_compact', 'search_clean'] as const;

async function defineFunctions(knex: Knex, read: (value: string) => string, punctuation: string) {
  for (const [name, body] of Object.entries(bodies(read, punctuation)))
    await knex.raw(`
      create or replace function ${name}(value text) returns text
      language sql immutable parallel safe as $$
        select ${body}
      $$`);
}

/** What the rebuild did: each index made again, and those that had to lose their uniqueness. */
export interface Rebuilt {
  rebuilt: string[];
  demoted: string[];
  /** Demoted ones made unique again (their rows no longer collide). */
  restored: string[];
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

const DEMOTED = 'search keys: made non-unique because rows collide';

/**
 * Drops and makes again every index over the key functions (or a function whose body names one),
 * from its own definition. A unique one whose rows collide is made plain, with a warning; one
 * demoted before is made unique again when its rows no longer collide.
 */
export async function rebuildKeyIndexes(knex: Knex, warn: (message: string) => void): Promise<Rebuilt> {
  const { rows: indexes } = (await knex.raw(
    `with recursive fns as (
       select p.oid, p.proname from pg_proc p
        where p.proname::text = any(?::text[]) and p.pronamespace = 'public'::regnamespace
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
    [[...KEY_FUNCTIONS]],
  )) as { rows: { name: string; definition: string; comment: string | null; constraint: boolean }[] };
  const done: Rebuilt = { rebuilt: [], demoted: [], restored: [] };
  for (const index of indexes) {
    if (index.constraint) throw new Error(`${index.name} backs a constraint: rebuild it by hand`);
    const wasDemoted = index.comment === DEMOTED;
    const definition = wasDemoted ? index.definition.replace(/^CREATE INDEX /, 'CREATE UNIQUE INDEX ') : index.definition;
    await knex.raw(`drop index ${index.name}`);
    const unique = /^CREATE UNIQUE INDEX /.test(definition);
    try {
      // In a savepoint: a unique index refused by its rows leaves the transaction usable.
      await knex.transaction((trx) => trx.raw(definition));
      if (wasDemoted) done.restored.push(index.name);
      else if (index.comment) await knex.raw(`comment on index ${index.name} is ${literal(index.comment)}`);
    } catch (err) {
      if (!unique || (err as { code?: string }).code !== '23505') throw err;
      await knex.raw(definition.replace(/^CREATE UNIQUE INDEX /, 'CREATE INDEX '));
      await knex.raw(`comment on index ${index.name} is ${literal(DEMOTED)}`);
      warn(
        `${index.name}: its rows have the same key once look-alike characters are read alike; made as a ` +
          `non-unique index (no row changed). Merge or rename them, then make it unique again. ` +
          String((err as { detail?: string }).detail ?? ''),
      );
      done.demoted.push(index.name);
    }
    done.rebuilt.push(index.name);
  }
  return done;
}

const warnOf = (knex: Knex) => (message: string) => {
  const logger = (knex as unknown as { client?: { logger?: { warn?: (m: string) => void } } }).client?.logger;
  if (logger?.warn) logger.warn(message);
  else console.warn(message);
};

/** `warn`: where a demoted index is told (knex's logger: the app's structured log, or the console). */
export async function up(knex: Knex, warn = warnOf(knex)): Promise<Rebuilt> {
  await defineFunctions(knex, lookalikes, PUNCTUATION.replace('?', '\\?'));
  return rebuildKeyIndexes(knex, warn);
}

export async function down(knex: Knex, warn = warnOf(knex)): Promise<Rebuilt> {
  await defineFunctions(knex, (value) => value, PUNCTUATION);
  return rebuildKeyIndexes(knex, warn);
}
