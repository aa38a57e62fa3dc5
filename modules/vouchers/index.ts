import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IResolvers } from 'mercurius';
import type { VouchersDeps } from './vouchers.deps';
import { createVouchersService } from './vouchers.service';
import { createClassesService } from './classes.service';
import { vouchersRoutes } from './vouchers.routes';
import { vouchersSchema } from './vouchers.schema';
import { vouchersResolvers } from './vouchers.resolvers';
import { classesRoutes } from './classes.routes';
import { classesSchema } from './classes.schema';
import { classesResolvers } from './classes.resolvers';

export { moveVoucherMinutes, effectiveStatusSql } from './hours';

export function createVouchersServices(deps: VouchersDeps) {
  return {
    vouchers: createVouchersService(deps),
    classes: createClassesService(deps),
  };
}

export type VouchersServices = ReturnType<typeof createVouchersServices>;

/**
 * The hours the academy sells and the classes that use them: vouchers (with payments,
 * renewals and settlements) and classes. Customer interests join later. Each area keeps its
 * own service, SDL, resolvers and routes.
 */
export const vouchersPlugin = fp(
  async (app, services: VouchersServices) => {
    const areas = [
      { schema: vouchersSchema, resolvers: vouchersResolvers(services), routes: vouchersRoutes },
      { schema: classesSchema, resolvers: classesResolvers(services), routes: classesRoutes },
    ];
    for (const area of areas) {
      if (area.schema) app.graphql.extendSchema(area.schema);
      app.graphql.defineResolvers(area.resolvers as IResolvers);
      await app.register(area.routes as (app: FastifyInstance, s: VouchersServices) => Promise<void>, services);
    }
  },
  { name: 'vouchers', dependencies: ['graphql', 'ssr', 'places', 'academic', 'people'] },
);
