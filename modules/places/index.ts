import fp from 'fastify-plugin';
import type { Db } from '../../src/db/knex';
import { createPlacesService } from './places.service';
import { placesRoutes } from './places.routes';
import { placesSchema } from './places.schema';
import { placesResolvers } from './places.resolvers';

export { PLACE_KINDS, type PlaceKind } from './places.entities';
export { choosePlace, type PlacesService, type PlaceRow } from './places.service';

export function createPlacesServices(deps: { db: Db }) {
  return { places: createPlacesService(deps) };
}

export type PlacesServices = ReturnType<typeof createPlacesServices>;

/** Countries, provinces, municipalities, districts and stations: pages, GraphQL and service. */
export const placesPlugin = fp(
  async (app, services: PlacesServices) => {
    app.graphql.extendSchema(placesSchema);
    app.graphql.defineResolvers(placesResolvers(services));
    await app.register(placesRoutes, services);
  },
  { name: 'places', dependencies: ['graphql', 'ssr'] },
);
