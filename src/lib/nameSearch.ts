import type { Knex } from 'knex';
import type { Suggestion } from './module';
import { isRowId } from './validation';
import { t } from './intl';
import { lookalikeMessages } from './messages';

/** Where a list filter's records are searched by name: the rows that count, their id and name as SQL. */
export interface NameSearchSource {
  db: Knex;
  /** A fresh query over the records that can be chosen (its joins and conditions). */
  rows: () => Knex.QueryBuilder;
  /** The record's id column (`te.id`). */
  id: string;
  /** Its display name as SQL. */
  name: string;
  /** What tells homonyms apart, as SQL (an email, a NIF), if anything. */
  detail?: string;
  /**
   * The record with an id, for the name a filtered list shows; the choosable rows unless told
   * (a saved link may name a teacher who has left since).
   */
  byId?: () => Knex.QueryBuilder;
}

/**
 * Searches records by name for an autocomplete filter: suggestions for what is typed, the ids
 * named as typed (the form without JavaScript), and one name by id. Names are compared with
 * `search_key` (case and accents aside), as every list's text search.
 */
export function nameSearch(source: NameSearchSource) {
  const { db, rows, id, name, detail } = source;
  return {
    /** The records whose name contains the typed text, those that start with it first, by name. */
    async suggest(typed: string, limit = 10): Promise<Suggestion[]> {
      const text = typed.replaceAll('\u0000', '').trim().slice(0, 100);
      const q = rows();
      if (text)
        q.whereRaw(`search_match(${name}, ?)`, [text]).orderByRaw(
          `search_key(${name}) like search_like(?) || '%' desc`,
          [text],
        );
      const found = (await q
        .orderByRaw(`search_key(${name}), ${id}`)
        .limit(Math.min(Math.max(limit, 1), 50))
        .select(`${id} as id`, db.raw(`${name} as name`), db.raw(`${detail ?? 'null'} as detail`))) as {
        id: number;
        name: string;
        detail: string | null;
      }[];
      return found.map((r) => ({ id: Number(r.id), name: r.name, detail: r.detail }));
    },

    /** The records named exactly as typed, else those whose name contains it: at most 2. */
    async byName(typed: string): Promise<number[]> {
      const text = typed.replaceAll('\u0000', '').trim().slice(0, 100);
      if (!text) return [];
      const exact = await rows().whereRaw(`search_key(${name}) = search_key(?)`, [text]).limit(2).pluck(id);
      if (exact.length) return exact.map(Number);
      const containing = await rows().whereRaw(`search_match(${name}, ?)`, [text]).limit(2).pluck(id);
      return containing.map(Number);
    },

    /** The display name of the record with this id, or undefined when there is none. */
    async nameOf(recordId: number): Promise<string | undefined> {
      if (!isRowId(recordId)) return undefined;
      const q = (source.byId ?? rows)();
      const row = (await q.where(id, recordId).first(db.raw(`${name} as name`))) as { name: string } | undefined;
      return row?.name;
    },
  };
}

export type NameSearch = ReturnType<typeof nameSearch>;

/** Where `nameTakenAs` looks: the table, the parent the names are unique under, the record being edited. */
export interface NameTakenQuery {
  table: string;
  name: string;
  /** The column and value names are unique within (a course's level, a place's parent); null is none. */
  within?: { column: string; value: unknown };
  exceptId?: number;
}

/**
 * The name of the record already there whose `search_key` is the key of `name` (case, accents and
 * look-alike text aside), other than `exceptId`: the catalogues' duplicate check, which says which
 * record is there before the unique index on search_key(name) refuses the write.
 */
export async function nameTakenAs(db: Knex, { table, name, within, exceptId }: NameTakenQuery) {
  const q = db(table).whereRaw('search_key(name) = search_key(?)', [name]);
  if (within) q.where(within.column, within.value ?? null);
  if (exceptId) q.whereNot('id', exceptId);
  return ((await q.first('name')) as { name: string } | undefined)?.name;
}

/** How two names with the same `search_key` differ, as the key functions read them (SQL: search_key). */
export type LookalikeDifference = 'case' | 'spaces' | 'signs';

const LOOKALIKE_READINGS: Record<LookalikeDifference, (text: string) => string> = {
  // As search_key: lower case, accents dropped (the letters of its translate, ñ and ç included).
  case: (text) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'),
  // Every Unicode space a plain one, invisible characters dropped.
  spaces: (text) =>
    text
      .replace(/[\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/g, ' ')
      .replace(/[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/g, ''),
  // «°» and «ᵒ» the ordinal «º», «ᵃ» the ordinal «ª».
  signs: (text) => text.replace(/[°ᵒ]/g, 'º').replace(/ᵃ/g, 'ª'),
};
const DIFFERENCES = Object.keys(LOOKALIKE_READINGS) as LookalikeDifference[];

/**
 * What tells `a` from `b` when their keys are the same: each difference the names need read alike
 * to be equal (case and accents, spaces and invisible characters, ordinal signs), so a duplicate's
 * message says what did not count. All three when this reading does not make them equal.
 */
export function lookalikeDifferences(a: string, b: string): LookalikeDifference[] {
  const read = (text: string, differences: LookalikeDifference[]) =>
    differences.reduce((value, difference) => LOOKALIKE_READINGS[difference](value), text);
  if (read(a, DIFFERENCES) !== read(b, DIFFERENCES)) return DIFFERENCES;
  const needed = DIFFERENCES.filter((difference) => {
    const others = DIFFERENCES.filter((other) => other !== difference);
    return read(a, others) !== read(b, others);
  });
  return needed.length > 0 ? needed : DIFFERENCES;
}

/** What did not count between a name typed and the one taken, in words: «las mayúsculas y los acentos no cuentan». */
export const lookalikeWhy = (typed: string, taken: string): string =>
  lookalikeDifferences(typed, taken)
    .map((difference) => t(lookalikeMessages[difference]))
    .join('; ');
