import type { IResolvers } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { PLACE_KINDS, PLACES, type PlaceKind } from './places.entities';
import { PLACE_LIST_SPEC, type PlaceDetail, type PlaceRow, type PlacesService } from './places.service';

/** GraphQL names of each kind: countries → Country, country, createCountry… */
const NAMES: Record<PlaceKind, { type: string; one: string }> = {
  countries: { type: 'Country', one: 'country' },
  provinces: { type: 'Province', one: 'province' },
  municipalities: { type: 'Municipality', one: 'municipality' },
  districts: { type: 'District', one: 'district' },
  stations: { type: 'Station', one: 'station' },
};

interface ListArgs {
  filter?: { q?: string; parentId?: number };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

export function placesResolvers({ places }: { places: PlacesService }): IResolvers {
  const Query: Record<string, unknown> = {
    placeSuggestions: async (
      _: unknown,
      args: { kind: PlaceKind; q: string; parentId?: number; limit?: number },
      { actor }: { actor: never },
    ) => {
      const rows = await places.search(actor, {
        kind: args.kind,
        text: args.q,
        limit: args.limit ?? 10,
        parent: args.parentId,
      });
      return rows.map((r) => ({ id: r.id, name: r.name, detail: r.parentName }));
    },
  };
  const Mutation: Record<string, unknown> = {};
  const types: Record<string, unknown> = {};

  for (const kind of PLACE_KINDS) {
    const { type, one } = NAMES[kind];
    Query[kind] = (_: unknown, { filter, page }: ListArgs, { actor }: { actor: never }) =>
      places.list(actor, kind, parseListQuery({ ...page, q: filter?.q, parent: filter?.parentId }, PLACE_LIST_SPEC));
    Query[one] = (_: unknown, { id }: { id: number }, { actor }: { actor: never }) => places.get(actor, kind, id);
    Mutation[`create${type}`] = (_: unknown, { input }: { input: object }, { actor }: { actor: never }) =>
      places.create(actor, kind, input);
    Mutation[`update${type}`] = (
      _: unknown,
      { id, input }: { id: number; input: object },
      { actor }: { actor: never },
    ) => places.update(actor, { kind, id, input });
    Mutation[`delete${type}`] = async (_: unknown, { id }: { id: number }, { actor }: { actor: never }) => {
      await places.remove(actor, kind, id);
      return true;
    };
    const parent = PLACES[kind].parent;
    if (parent) {
      types[type] = { [NAMES[parent.kind].one]: (row: PlaceRow) => ({ id: row.parentId, name: row.parentName }) };
    }
  }
  types.Station = {
    ...(types.Station as object),
    // Lists do not load each station's districts; the detail does.
    districts: async (row: PlaceDetail, _: unknown, { actor }: { actor: never }) =>
      row.districts ?? (await places.get(actor, 'stations', row.id)).districts,
  };
  return { Query, Mutation, ...types } as IResolvers;
}
