import fp from 'fastify-plugin';
import type { IResolvers } from 'mercurius';
import type { Db } from '../../src/db/knex';
import { createAuthService } from './auth.service';
import { peopleRoutes } from './people.routes';
import { peopleSchema } from './people.schema';
import { peopleResolvers } from './people.resolvers';

export { hashPassword, type AuthService } from './auth.service';
export { User } from './people.model';

export function createPeopleServices(deps: { db: Db }) {
  return { auth: createAuthService(deps) };
}

export type PeopleServices = ReturnType<typeof createPeopleServices>;

/** Users and sessions (login, logout, me); staff, teachers, customers and students come next. */
export const peoplePlugin = fp(
  async (app, services: PeopleServices) => {
    app.graphql.extendSchema(peopleSchema);
    app.graphql.defineResolvers(peopleResolvers(services) as IResolvers);
    await app.register(peopleRoutes, services);
  },
  { name: 'people', dependencies: ['graphql', 'ssr', 'places'] },
);
