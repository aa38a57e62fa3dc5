import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** One area of a module (people's staff, vouchers' classes): its GraphQL SDL, resolvers and page routes. */
export interface Area<S> {
  schema: string;
  resolvers: object;
  routes?: (app: FastifyInstance, services: S) => Promise<void>;
}

/**
 * Registers each area's pages, in the order given, and answers their SDL and resolvers, which
 * registerModules adds to the API once for every module (each extension rebuilds the schema).
 */
export async function registerAreas<S extends FastifyPluginOptions>(
  app: FastifyInstance,
  services: S,
  areas: Area<S>[],
) {
  for (const area of areas) {
    if (area.routes) await app.register(area.routes as FastifyPluginAsync<S>, services);
  }
  return areas.map(({ schema, resolvers }) => ({ schema, resolvers }));
}
