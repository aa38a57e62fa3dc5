import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { PLACES, type PlaceKind } from './places.entities';
import { dependantRegistry } from '../../src/lib/dependants';
import { placesMessages as m } from './places.messages';
import { createPlaceWrites } from './places.write';
import { isRowId } from '../../src/lib/validation';

/** A row of any place list: its own fields plus the name of its parent. */
export interface PlaceRow {
  id: number;
  name: string;
  code: string | null;
  parentId: number | null;
  parentName: string | null;
  lines?: string[];
  createdDate: Date;
  updatedDate: Date;
}

export interface PlaceDetail extends PlaceRow {
  districtIds?: number[];
  districts?: { id: number; name: string }[];
}

export const PLACE_LIST_SPEC: ListSpec = {
  sortable: ['name', 'code', 'parent', 'updatedDate'],
  defaultSort: 'name',
  filters: ['parent'],
};

// Names sort by their search key so 'Ávila' stands with the A's whatever the database's collation.
const SORT_COLUMNS: Record<string, string> = {
  name: 'search_key(p.name)',
  code: 'p.code',
  parent: 'search_key(parent.name)',
  updatedDate: 'p.updated_date',
};

// Filter menus (countries, provinces) are read on every list view and change rarely: kept
// for a minute, and dropped at once on any write through this service.
const OPTIONS_TTL_MS = 60_000;

/** An autocomplete's search: what was typed, how many rows (10 unless told) and the parent place it is narrowed to. */
export interface PlaceSearch {
  kind: PlaceKind;
  text: string;
  limit?: number;
  parent?: number;
}

/** A change to a place: its kind, id and the posted or GraphQL input. */
export interface PlaceUpdate {
  kind: PlaceKind;
  id: number;
  input: unknown;
}

export function createPlacesService({ db }: { db: Db }) {
  const optionsCache = new Map<PlaceKind, { at: number; rows: { id: number; name: string }[] }>();
  function baseQuery(kind: PlaceKind, conn: Db = db) {
    const def = PLACES[kind];
    const q = conn(`${def.table} as p`);
    if (def.parent) {
      const parentColumn = `p.${def.parent.column.replace(/Id$/, '_id')}`;
      q.leftJoin(`${def.parent.table} as parent`, 'parent.id', parentColumn).select(
        `${parentColumn} as parentId`,
        'parent.name as parentName',
      );
    } else q.select(db.raw('null::int as parent_id'), db.raw('null::text as parent_name'));
    q.select(
      'p.id',
      'p.name',
      kind === 'stations' ? db.raw('null::text as code') : 'p.code',
      'p.created_date',
      'p.updated_date',
    );
    if (kind === 'stations') q.select('p.lines');
    return q;
  }

  function applyFilters(q: ReturnType<typeof baseQuery>, kind: PlaceKind, query: Pick<ListQuery, 'q' | 'filters'>) {
    const def = PLACES[kind];
    if (query.q) {
      const text = query.q;
      q.where((w) => {
        w.whereRaw(`search_match(p.name, ?)`, [text]);
        if (kind !== 'stations') w.orWhereRaw('lower(p.code) = lower(?)', [text]);
        else w.orWhereRaw('upper(?) = any(p.lines)', [text]);
      });
    }
    const parent = Number(query.filters.parent);
    if (def.parent && isRowId(parent)) q.where(`p.${def.parent.column.replace(/Id$/, '_id')}`, parent);
    return q;
  }

  async function findRow(kind: PlaceKind, id: number, conn: Db = db): Promise<PlaceRow> {
    const row = Number.isInteger(id) && id > 0 ? await baseQuery(kind, conn).where('p.id', id).first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as PlaceRow;
  }

  const service = {
    async list(actor: Actor | null, kind: PlaceKind, query: ListQuery): Promise<ListPage<PlaceRow>> {
      authorize(actor, 'places.read');
      const rowsQuery = applyFilters(baseQuery(kind), kind, query)
        .orderByRaw(`${SORT_COLUMNS[query.sort] ?? 'search_key(p.name)'} ${query.direction} nulls last, p.name, p.id`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const countQuery = () => applyFilters(db(`${PLACES[kind].table} as p`), kind, query).count({ count: '*' });
      // The count rides along with the page's rows (one round trip, issue 16); a page past the
      // end has no row to carry it and asks for it alone.
      const rows = (await rowsQuery.select({ listTotal: countQuery() })) as (PlaceRow & { listTotal?: number })[];
      const total =
        rows.length > 0 ? Number(rows[0].listTotal) : Number(((await countQuery().first()) as { count: number }).count);
      for (const row of rows) delete row.listTotal;
      return { rows, total, page: query.page, pageSize: query.pageSize };
    },

    /** Autocomplete: the best matches for what the user typed, names starting with it first. */
    async search(actor: Actor | null, { kind, text, limit = 10, parent }: PlaceSearch): Promise<PlaceRow[]> {
      authorize(actor, 'places.read');
      const q = applyFilters(baseQuery(kind), kind, {
        q: text || undefined,
        filters: parent ? { parent: String(parent) } : {},
      });
      if (text) q.orderByRaw(`search_key(p.name) like search_like(?) || '%' desc`, [text]);
      return (await q.orderByRaw('search_key(p.name), p.name').limit(Math.min(Math.max(limit, 1), 50))) as PlaceRow[];
    },

    async get(actor: Actor | null, kind: PlaceKind, id: number): Promise<PlaceDetail> {
      authorize(actor, 'places.read');
      const row: PlaceDetail = await findRow(kind, id);
      if (kind === 'stations') {
        row.districts = await db('station_districts as sd')
          .join('districts as d', 'd.id', 'sd.district_id')
          .where('sd.station_id', id)
          .orderBy('d.name')
          .select('d.id', 'd.name');
        row.districtIds = row.districts!.map((d) => d.id);
      }
      return row;
    },

    /** Every row of a small parent list, for filter menus (countries, provinces). */
    async options(actor: Actor | null, kind: PlaceKind): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'places.read');
      const cached = optionsCache.get(kind);
      if (cached && cached.at > Date.now() - OPTIONS_TTL_MS) return cached.rows;
      const rows = (await db(PLACES[kind].table).orderByRaw('search_key(name)').limit(500).select('id', 'name')) as {
        id: number;
        name: string;
      }[];
      optionsCache.set(kind, { at: Date.now(), rows });
      return rows;
    },

    /** Districts grouped by municipality, for the station form. */
    async districtChoices(actor: Actor | null, municipalityId?: number) {
      authorize(actor, 'places.read');
      const q = db('districts as d')
        .join('municipalities as mu', 'mu.id', 'd.municipality_id')
        .orderByRaw('search_key(mu.name), search_key(d.name)')
        .limit(1000);
      if (municipalityId) q.where('d.municipality_id', municipalityId);
      return (await q.select('d.id', 'd.name', 'mu.name as municipalityName')) as {
        id: number;
        name: string;
        municipalityName: string;
      }[];
    },
  };
  // Creating, changing and deleting places (places.write.ts).
  const dependants = dependantRegistry<PlaceKind>();
  return {
    ...service,
    ...createPlaceWrites({ db, optionsCache, findRow, get: service.get, dependants }),
    /** A higher module's table that points at a kind of place: a delete is refused while rows do, and says how many. */
    addDependant: dependants.add,
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;

/**
 * A place chosen in a form: by id (the autocomplete) or, without JavaScript, by its typed name
 * (accents and case ignored). Returns the id; 'notFound' or 'ambiguous' when the name matches
 * none or several; null when nothing was given. A form without JavaScript keeps the id of the
 * page load while its text may have changed: then the text wins.
 */
export async function choosePlace(
  db: Db,
  kind: PlaceKind,
  choice: { id?: number | null; name?: string | null },
): Promise<number | 'notFound' | 'ambiguous' | null> {
  const table = PLACES[kind].table;
  const name = choice.name?.trim();
  if (choice.id) {
    const row = await db(table)
      .where('id', choice.id)
      .first('id', db.raw('search_key(name) = search_key(?) as same_name', [name ?? '']));
    if (row && (!name || row.sameName)) return row.id as number;
    if (!row && !name) return 'notFound';
  }
  if (!name) return null;
  const matches = await db(table).whereRaw('search_key(name) = search_key(?)', [name]).limit(2).pluck('id');
  if (matches.length === 1) return matches[0] as number;
  return matches.length === 0 ? 'notFound' : 'ambiguous';
}

/**
 * Whether a Spanish postal code can be of the municipality: its first two digits are the code of
 * the municipality's province (08001 is Barcelona's). True when either is missing, or the province
 * has no code to compare with.
 */
export async function postalCodeFits(
  db: Db,
  place: { municipalityId: number | null | undefined; postalCode: string | null | undefined },
): Promise<boolean> {
  if (!place.postalCode || !place.municipalityId) return true;
  const province = await db('municipalities as mu')
    .join('provinces as p', 'p.id', 'mu.province_id')
    .where('mu.id', place.municipalityId)
    .first('p.code');
  return !province?.code || place.postalCode.startsWith(province.code);
}
