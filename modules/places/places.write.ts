import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { conflict, invalidInput, type AppError, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { lookalikeWhy, nameTakenAs } from '../../src/lib/nameSearch';
import { keepingLeftOut } from '../../src/lib/validation';
import { PLACES, type PlaceInput, type PlaceKind } from './places.entities';
import { attachedList, attachedTo, firstAttached, type DependantRegistry } from '../../src/lib/dependants';
import { placesMessages as m } from './places.messages';
import { choosePlace, type PlaceDetail, type PlaceRow, type PlaceUpdate } from './places.service';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

function linesOf(value: PlaceInput['lines']): string[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return [...new Set(list.map((l) => l.trim().toUpperCase()).filter(Boolean))];
}

/** What the places' writes share with the rest of the service. */
export interface PlaceWritesContext {
  db: Db;
  /** The filter menus' cache, dropped on any write. */
  optionsCache: Map<PlaceKind, unknown>;
  findRow(kind: PlaceKind, id: number, conn?: Db): Promise<PlaceRow>;
  get(actor: Actor | null, kind: PlaceKind, id: number): Promise<PlaceDetail>;
  /** Higher modules' tables that point at each kind (registered by them: addDependant). */
  dependants: DependantRegistry<PlaceKind>;
}

interface SameName {
  name: string;
  parentId: number | undefined;
  exceptId?: number;
}

/** What a place's patch keeps when left out (its name and parent are required). */
const PATCH_KEYS = ['code', 'lines', 'districtIds'] as const;

/** The places' use cases that write: create, update, remove (a place nothing depends on). */
export function createPlaceWrites({ db, optionsCache, findRow, get, dependants }: PlaceWritesContext) {
  /** The refusal to delete a place: the places under it first, then what other modules keep there; or null. */
  async function blockerOf(kind: PlaceKind, row: PlaceRow, conn: Db): Promise<AppError | null> {
    // Each kind of place under it, in its own words («tiene 21 municipios»).
    const children = PLACES[kind].children.map((c) => ({ ...c, message: c.refusal }));
    const child = await firstAttached(conn, children, row.id);
    if (child) return conflict(child.dependant.message, { name: row.name, count: child.count });
    // A customer's district, a teacher's municipality: named, with how many.
    const attached = await attachedTo(conn, dependants.of(kind), row.id);
    return attached.length > 0 ? conflict(m.inUse, { name: row.name, list: attachedList(attached) }) : null;
  }

  /** Resolves the parent given by id or, from a form without JavaScript, by name. */
  async function parentIdOf(kind: PlaceKind, input: PlaceInput, fields: FieldErrors): Promise<number | undefined> {
    const def = PLACES[kind];
    if (!def.parent) return undefined;
    const field = def.parent.column;
    const chosen = await choosePlace(db, def.parent.kind, {
      id: input[field] as number | undefined,
      name: input.parentName,
    });
    if (typeof chosen === 'number') return chosen;
    fields[field] = chosen
      ? t(chosen === 'ambiguous' ? m.parentAmbiguous : m.parentNotFound)
      : t(validationMessages.required);
    return undefined;
  }

  /**
   * The place of this kind under the same parent whose name differs from `name` only in case or
   * accents ('Chamberí', «chamberi»): the unique index sees two places, people and the search one.
   */
  function sameName(kind: PlaceKind, { name, parentId, exceptId }: SameName): Promise<string | undefined> {
    const { table, parent } = PLACES[kind];
    return nameTakenAs(db, { table, name, within: parent && { column: parent.column, value: parentId }, exceptId });
  }

  /** Validates an input completely (fields, parent, districts, the name free) before anything is written. */
  async function prepare(kind: PlaceKind, raw: unknown, exceptId?: number) {
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
    const taken = await sameName(kind, { name: input.name.trim(), parentId, exceptId });
    // Written the same: the message the unique index gives; otherwise which one is there and what did not count.
    if (taken === input.name.trim()) throw conflict(m.duplicate, undefined, { name: t(m.duplicate) });
    if (taken) {
      const values = { name: taken, why: lookalikeWhy(input.name.trim(), taken) };
      throw conflict(m.duplicateName, values, { name: t(m.duplicateName, values) });
    }
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
      // On the field that repeats: a code taken (countries_code_unique…) is not the name's fault.
      if (isUniqueViolation(err)) {
        const constraint = String((err as { constraint?: unknown }).constraint ?? '');
        throw conflict(m.duplicate, undefined, {
          [/_code_unique$/.test(constraint) ? 'code' : 'name']: t(m.duplicate),
        });
      }
      throw err;
    }
  }

  const writes = {
    async create(actor: Actor | null, kind: PlaceKind, input: unknown): Promise<PlaceDetail> {
      authorize(actor, 'places.manage');
      const { values, districtIds } = await prepare(kind, input);
      const id = await write(() =>
        db.transaction(async (trx) => {
          const [row] = await trx(PLACES[kind].table).insert(values).returning('id');
          if (districtIds.length)
            await trx('station_districts').insert(districtIds.map((d) => ({ stationId: row.id, districtId: d })));
          return row.id as number;
        }),
      );
      return get(actor, kind, id);
    },

    async update(actor: Actor | null, { kind, id, input }: PlaceUpdate): Promise<PlaceDetail> {
      authorize(actor, 'places.manage');
      await findRow(kind, id);
      const { values, districtIds } = await prepare(kind, input, id);
      await write(() =>
        db.transaction(async (trx) => {
          await trx(PLACES[kind].table)
            .where({ id })
            .update({ ...values, updatedDate: trx.fn.now() });
          if (kind === 'stations') {
            await trx('station_districts').where({ stationId: id }).delete();
            if (districtIds.length)
              await trx('station_districts').insert(districtIds.map((d) => ({ stationId: id, districtId: d })));
          }
        }),
      );
      return get(actor, kind, id);
    },

    /** Deletes a place nothing depends on; otherwise says what is still attached. */
    async remove(actor: Actor | null, kind: PlaceKind, id: number): Promise<PlaceRow> {
      authorize(actor, 'places.manage');
      const def = PLACES[kind];
      return db.transaction(async (trx) => {
        const row = await findRow(kind, id, trx);
        // Lock the row so a child created meanwhile cannot slip in between check and delete.
        await trx(def.table).where({ id }).forUpdate().first('id');
        const refusal = await blockerOf(kind, row, trx);
        if (refusal) throw refusal;
        await trx(def.table).where({ id }).delete();
        optionsCache.clear();
        return row;
      });
    },

    /** Why the place cannot be deleted now, said on its page before anyone confirms; null when it can. */
    async deleteBlocker(actor: Actor | null, kind: PlaceKind, id: number): Promise<string | null> {
      authorize(actor, 'places.manage');
      return (await blockerOf(kind, await findRow(kind, id), db))?.message ?? null;
    },

    /** GraphQL's update: a code, a station's lines or districts left out keep their values, null empties them. */
    async patch(actor: Actor | null, { kind, id, input }: PlaceUpdate): Promise<PlaceDetail> {
      authorize(actor, 'places.manage');
      const current = await get(actor, kind, id);
      return writes.update(actor, { kind, id, input: keepingLeftOut(input, current, { keys: PATCH_KEYS }) });
    },
  };
  return writes;
}
