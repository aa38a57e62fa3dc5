import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { IResolvers } from 'mercurius';

/** One area of a module (people's staff, vouchers' classes): its GraphQL SDL, resolvers and page routes. */
export interface Area<S> {
  schema: string;
  resolvers: object;
  routes?: (app: FastifyInstance, services: S) => Promise<void>;
}

/** Adds each area's SDL and resolvers to the API and registers its pages, in the order given. */
export async function registerAreas<S extends FastifyPluginOptions>(app: FastifyInstance, services: S, areas: Area<S>[]) {
  for (const area of areas) {
    if (area.schema) app.graphql.extendSchema(area.schema);
    app.graphql.defineResolvers(area.resolvers as IResolvers);
    if (area.routes) await app.register(area.routes as FastifyPluginAsync<S>, services);
  }
}
