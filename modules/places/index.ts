import { defineModule } from '../../src/lib/module';
import { defineMessages } from '../../src/lib/intl';
import { loadSpanishPlaces } from '../../seeds/places';
import { createPlacesService, type PlacesService } from './places.service';
import { placesRoutes } from './places.routes';
import { placesSchema } from './places.schema';
import { placesResolvers } from './places.resolvers';
import { placesPolicy } from './places.policy';
import { PLACE_KINDS, type PlaceKind } from './places.entities';

export { PLACE_KINDS, type PlaceKind } from './places.entities';
export { choosePlace, postalCodeFits, type PlacesService, type PlaceRow } from './places.service';

export function createPlacesServices(deps: Pick<import('../../src/lib/module').PlatformDeps, 'db'>) {
  return { places: createPlacesService(deps) };
}

export type PlacesServices = ReturnType<typeof createPlacesServices>;

const menu = defineMessages({
  placesSettings: { id: 'menu.placesSettings', defaultMessage: 'Lugares' },
});

/** Every place kind is an autocomplete source ('municipalities', 'districts'…): the place's name, its parent as detail. */
const suggestPlaces =
  (kind: PlaceKind) =>
  async ({ places }: { places: PlacesService }, actor: Parameters<PlacesService['search']>[0], q: string) =>
    (await places.search(actor, { kind, text: q, limit: 10 })).map((r) => ({
      id: r.id,
      name: r.name,
      detail: r.parentName,
    }));

/** Countries, provinces, municipalities, districts and stations: pages, GraphQL and service. */
export const placesModule = defineModule({
  name: 'places',
  dependsOn: [],
  policy: placesPolicy,
  menu: [
    { group: 'settings', position: 50, href: '/places-settings', label: menu.placesSettings, action: 'places.manage' },
  ],
  autocomplete: Object.fromEntries(PLACE_KINDS.map((kind) => [kind, suggestPlaces(kind)])),
  services: createPlacesServices,
  areas: (services) => [{ schema: placesSchema, resolvers: placesResolvers(services), routes: placesRoutes }],
  // Every installation's, not the demo's: the municipalities customers and teachers live in.
  reference: async (db) => void (await loadSpanishPlaces(db)),
});
