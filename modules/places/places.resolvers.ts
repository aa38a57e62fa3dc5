import type { Resolvers } from '../../src/graphql/generated';
import type { Actor } from '../../src/lib/policy';
import { parseListQuery } from '../../src/lib/listQuery';
import type { PlaceKind } from './places.entities';
import { PLACE_LIST_SPEC, type PlaceDetail, type PlaceRow, type PlacesService } from './places.service';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Country: PlaceRow;
    Province: PlaceRow;
    Municipality: PlaceRow;
    District: PlaceRow;
    Station: PlaceDetail;
  }
}

interface ListArgs {
  filter?: { q?: string | null; parentId?: number | null } | null;
  page?: { page?: number | null; pageSize?: number | null; sort?: string | null; direction?: string | null } | null;
}

type Ctx = { actor: Actor | null };

/** The five resolvers every kind of place has: its list, one, create, update, delete. */
function kindResolvers(places: PlacesService, kind: PlaceKind) {
  return {
    list: (_root: unknown, { filter, page }: ListArgs, { actor }: Ctx) =>
      places.list(actor, kind, parseListQuery({ ...page, q: filter?.q, parent: filter?.parentId }, PLACE_LIST_SPEC)),
    one: (_root: unknown, { id }: { id: number }, { actor }: Ctx) => places.get(actor, kind, id),
    create: (_root: unknown, { input }: { input: object }, { actor }: Ctx) => places.create(actor, kind, input),
    update: (_root: unknown, { id, input }: { id: number; input: object }, { actor }: Ctx) =>
      places.patch(actor, { kind, id, input }),
    remove: async (_root: unknown, { id }: { id: number }, { actor }: Ctx) => {
      await places.remove(actor, kind, id);
      return true;
    },
  };
}

/** The place a row belongs to (every kind below countries has one: the column is NOT NULL). */
const parentRef = (row: PlaceRow) => ({ id: row.parentId!, name: row.parentName! });

export function placesResolvers({ places }: { places: PlacesService }): Resolvers {
  const [countries, provinces, municipalities, districts, stations] = (
    ['countries', 'provinces', 'municipalities', 'districts', 'stations'] as const
  ).map((kind) => kindResolvers(places, kind));
  return {
    Query: {
      placeSuggestions: async (_root, { kind, q, parentId, limit }, { actor }) => {
        const rows = await places.search(actor, { kind, text: q, limit: limit ?? 10, parent: parentId ?? undefined });
        return rows.map((r) => ({ id: r.id, name: r.name, detail: r.parentName }));
      },
      countries: countries.list,
      country: countries.one,
      provinces: provinces.list,
      province: provinces.one,
      municipalities: municipalities.list,
      municipality: municipalities.one,
      districts: districts.list,
      district: districts.one,
      stations: stations.list,
      station: stations.one,
    },
    Mutation: {
      createCountry: countries.create,
      updateCountry: countries.update,
      deleteCountry: countries.remove,
      createProvince: provinces.create,
      updateProvince: provinces.update,
      deleteProvince: provinces.remove,
      createMunicipality: municipalities.create,
      updateMunicipality: municipalities.update,
      deleteMunicipality: municipalities.remove,
      createDistrict: districts.create,
      updateDistrict: districts.update,
      deleteDistrict: districts.remove,
      createStation: stations.create,
      updateStation: stations.update,
      deleteStation: stations.remove,
    },
    Province: { country: parentRef },
    Municipality: { province: parentRef },
    District: { municipality: parentRef },
    Station: {
      municipality: parentRef,
      // Lists do not load each station's districts; the detail does.
      districts: async (row, _args, { actor }) =>
        row.districts ?? (await places.get(actor, 'stations', row.id)).districts ?? [],
    },
  };
}
