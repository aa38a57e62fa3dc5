import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { conflict, invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import { PLACES, type PlaceInput, type PlaceKind } from './places.entities';
import { placesMessages as m } from './places.messages';

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

export const PLACE_LIST_SPEC: ListSpec = { sortable: ['name', 'code', 'parent', 'updatedDate'], defaultSort: 'name', filters: ['parent'] };

// Names sort by their search key so 'Ávila' stands with the A's whatever the database's collation.
const SORT_COLUMNS: Record<string, string> = { name: 'search_key(p.name)', code: 'p.code', parent: 'search_key(parent.name)', updatedDate: 'p.updated_date' };

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

function linesOf(value: PlaceInput['lines']): string[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return [...new Set(list.map((l) => l.trim().toUpperCase()).filter(Boolean))];
}

// Filter menus (countries, provinces) are read on every list view and change rarely: kept
// for a minute, and dropped at once on any write through this service.
const OPTIONS_TTL_MS = 60_000;

export function createPlacesService({ db }: { db: Db }) {
  const optionsCache = new Map<PlaceKind, { at: number; rows: { id: number; name: string }[] }>();
  function baseQuery(kind: PlaceKind, conn: Db = db) {
    const def = PLACES[kind];
    const q = conn(`${def.table} as p`);
    if (def.parent) {
      const parentColumn = `p.${def.parent.column.replace(/Id$/, '_id')}`;
      q.leftJoin(`${def.parent.table} as parent`, 'parent.id', parentColumn).select(`${parentColumn} as parentId`, 'parent.name as parentName');
    } else q.select(db.raw('null::int as parent_id'), db.raw('null::text as parent_name'));
    q.select('p.id', 'p.name', kind === 'stations' ? db.raw('null::text as code') : 'p.code', 'p.created_date', 'p.updated_date');
    if (kind === 'stations') q.select('p.lines');
    return q;
  }

  function applyFilters(q: ReturnType<typeof baseQuery>, kind: PlaceKind, query: Pick<ListQuery, 'q' | 'filters'>) {
    const def = PLACES[kind];
    if (query.q) {
      const text = query.q;
      q.where((w) => {
        w.whereRaw(`search_key(p.name) like '%' || search_key(?) || '%'`, [text]);
        if (kind !== 'stations') w.orWhereRaw('lower(p.code) = lower(?)', [text]);
        else w.orWhereRaw('upper(?) = any(p.lines)', [text]);
      });
    }
    const parent = Number(query.filters.parent);
    if (def.parent && Number.isInteger(parent) && parent > 0) q.where(`p.${def.parent.column.replace(/Id$/, '_id')}`, parent);
    return q;
  }

  async function findRow(kind: PlaceKind, id: number, conn: Db = db): Promise<PlaceRow> {
    const row = Number.isInteger(id) && id > 0 ? await baseQuery(kind, conn).where('p.id', id).first() : undefined;
    if (!row) throw notFound(m.notFound);
    return row as PlaceRow;
  }

  /** Resolves the parent given by id or, from a form without JavaScript, by name. */
  async function parentIdOf(kind: PlaceKind, input: PlaceInput, fields: FieldErrors): Promise<number | undefined> {
    const def = PLACES[kind];
    if (!def.parent) return undefined;
    const field = def.parent.column;
    const chosen = await choosePlace(db, def.parent.kind, { id: input[field] as number | undefined, name: input.parentName });
    if (typeof chosen === 'number') return chosen;
    fields[field] = chosen ? t(chosen === 'ambiguous' ? m.parentAmbiguous : m.parentNotFound) : t(validationMessages.required);
    return undefined;
  }

  /** Validates an input completely (fields, parent, districts) before anything is written. */
  async function prepare(kind: PlaceKind, raw: unknown) {
    const def = PLACES[kind];
    const fields: FieldErrors = {};
    const input = def.validate.collect(raw, fields);
    const parentId = await parentIdOf(kind, input, fields);
    const districtIds = kind === 'stations' ? [...new Set([input.districtIds ?? []].flat().map(Number))] : [];
    if (districtIds.length > 0 && parentId) {
      const valid = await db('districts').whereIn('id', districtIds).where('municipality_id', parentId).pluck('id');
      if (valid.length !== districtIds.length) fields.districtIds = t(m.districtElsewhere);
    }
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    const values: Record<string, unknown> = { name: input.name.trim() };
    if (def.code) values.code = input.code ? (kind === 'countries' ? input.code.toUpperCase() : input.code) : null;
    if (def.parent) values[def.parent.column] = parentId;
    if (kind === 'stations') values.lines = linesOf(input.lines);
    return { values, districtIds };
  }

  async function write<T>(work: () => Promise<T>): Promise<T> {
    optionsCache.clear();
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(m.duplicate, undefined, { name: t(m.duplicate) });
      throw err;
    }
  }

  return {
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
      const total = rows.length > 0 ? Number(rows[0].listTotal) : Number(((await countQuery().first()) as { count: number }).count);
      for (const row of rows) delete row.listTotal;
      return { rows, total, page: query.page, pageSize: query.pageSize };
    },

    /** Autocomplete: the best matches for what the user typed, names starting with it first. */
    async search(actor: Actor | null, kind: PlaceKind, text: string, limit = 10, parent?: number): Promise<PlaceRow[]> {
      authorize(actor, 'places.read');
      const q = applyFilters(baseQuery(kind), kind, { q: text || undefined, filters: parent ? { parent: String(parent) } : {} });
      if (text) q.orderByRaw(`search_key(p.name) like search_key(?) || '%' desc`, [text]);
      return (await q.orderByRaw('search_key(p.name), p.name').limit(Math.min(Math.max(limit, 1), 50))) as PlaceRow[];
    },

    async get(actor: Actor | null, kind: PlaceKind, id: number): Promise<PlaceDetail> {
      authorize(actor, 'places.read');
      const row: PlaceDetail = await findRow(kind, id);
      if (kind === 'stations') {
        row.districts = await db('station_districts as sd').join('districts as d', 'd.id', 'sd.district_id').where('sd.station_id', id).orderBy('d.name').select('d.id', 'd.name');
        row.districtIds = row.districts!.map((d) => d.id);
      }
      return row;
    },

    /** Every row of a small parent list, for filter menus (countries, provinces). */
    async options(actor: Actor | null, kind: PlaceKind): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'places.read');
      const cached = optionsCache.get(kind);
      if (cached && cached.at > Date.now() - OPTIONS_TTL_MS) return cached.rows;
      const rows = (await db(PLACES[kind].table).orderByRaw('search_key(name)').limit(500).select('id', 'name')) as { id: number; name: string }[];
      optionsCache.set(kind, { at: Date.now(), rows });
      return rows;
    },

    /** Districts grouped by municipality, for the station form. */
    async districtChoices(actor: Actor | null, municipalityId?: number) {
      authorize(actor, 'places.read');
      const q = db('districts as d').join('municipalities as mu', 'mu.id', 'd.municipality_id').orderByRaw('search_key(mu.name), search_key(d.name)').limit(1000);
      if (municipalityId) q.where('d.municipality_id', municipalityId);
      return (await q.select('d.id', 'd.name', 'mu.name as municipalityName')) as { id: number; name: string; municipalityName: string }[];
    },

    async create(actor: Actor | null, kind: PlaceKind, input: unknown): Promise<PlaceDetail> {
      authorize(actor, 'places.manage');
      const { values, districtIds } = await prepare(kind, input);
      const id = await write(() =>
        db.transaction(async (trx) => {
          const [row] = await trx(PLACES[kind].table).insert(values).returning('id');
          if (districtIds.length) await trx('station_districts').insert(districtIds.map((d) => ({ stationId: row.id, districtId: d })));
          return row.id as number;
        }),
      );
      return this.get(actor, kind, id);
    },

    async update(actor: Actor | null, kind: PlaceKind, id: number, input: unknown): Promise<PlaceDetail> {
      authorize(actor, 'places.manage');
      await findRow(kind, id);
      const { values, districtIds } = await prepare(kind, input);
      await write(() =>
        db.transaction(async (trx) => {
          await trx(PLACES[kind].table).where({ id }).update({ ...values, updatedDate: trx.fn.now() });
          if (kind === 'stations') {
            await trx('station_districts').where({ stationId: id }).delete();
            if (districtIds.length) await trx('station_districts').insert(districtIds.map((d) => ({ stationId: id, districtId: d })));
          }
        }),
      );
      return this.get(actor, kind, id);
    },

    /** Deletes a place nothing depends on; otherwise says what is still attached. */
    async remove(actor: Actor | null, kind: PlaceKind, id: number): Promise<PlaceRow> {
      authorize(actor, 'places.manage');
      const def = PLACES[kind];
      return db.transaction(async (trx) => {
        const row = await findRow(kind, id, trx);
        // Lock the row so a child created meanwhile cannot slip in between check and delete.
        await trx(def.table).where({ id }).forUpdate().first('id');
        for (const child of def.children) {
          const { count } = (await trx(child.table).where(child.column, id).count({ count: '*' }).first()) as { count: number };
          if (Number(count) > 0) {
            throw conflict(m.hasChildren, { name: row.name, count: Number(count), kind: t(PLACES[child.kind].plural).toLowerCase() });
          }
        }
        await trx(def.table).where({ id }).delete();
        optionsCache.clear();
        return row;
      });
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;

/**
 * A place chosen in a form: by id (the autocomplete) or, without JavaScript, by its typed name
 * (accents and case ignored). Returns the id; 'notFound' or 'ambiguous' when the name matches
 * none or several; null when nothing was given. A form without JavaScript keeps the id of the
 * page load while its text may have changed: then the text wins.
 */
export async function choosePlace(db: Db, kind: PlaceKind, choice: { id?: number | null; name?: string | null }): Promise<number | 'notFound' | 'ambiguous' | null> {
  const table = PLACES[kind].table;
  const name = choice.name?.trim();
  if (choice.id) {
    const row = await db(table).where('id', choice.id).first('id', db.raw('search_key(name) = search_key(?) as same_name', [name ?? '']));
    if (row && (!name || row.sameName)) return row.id as number;
    if (!row && !name) return 'notFound';
  }
  if (!name) return null;
  const matches = await db(table).whereRaw('search_key(name) = search_key(?)', [name]).limit(2).pluck('id');
  if (matches.length === 1) return matches[0] as number;
  return matches.length === 0 ? 'notFound' : 'ambiguous';
}
