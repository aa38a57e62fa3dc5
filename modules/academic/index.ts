import fp from 'fastify-plugin';
import type { IResolvers } from 'mercurius';
import type { Db } from '../../src/db/knex';
import { createAcademicService } from './academic.service';
import { academicSchema } from './academic.schema';
import { academicResolvers } from './academic.resolvers';
import { createAcademicSettingsService } from './settings.service';
import { settingsSchema } from './settings.schema';
import { settingsResolvers } from './settings.resolvers';
import { settingsRoutes } from './settings.routes';

export type { AcademicService, Option, CourseOption, AppliedPrice } from './academic.service';
export type { AcademicSettingsService } from './settings.service';
export { addAcademicDependant, type Dependant as AcademicDependant } from './settings.entities';

export function createAcademicServices(deps: { db: Db }) {
  const academic = createAcademicService(deps);
  return { academic, academicSettings: createAcademicSettingsService({ ...deps, academic }) };
}

export type AcademicServices = ReturnType<typeof createAcademicServices>;

/**
 * Levels, courses, subjects, studies and prices: the catalogue teachers, students and vouchers
 * point at (read side), and its settings pages and GraphQL for admins.
 */
export const academicPlugin = fp(
  async (app, services: AcademicServices) => {
    app.graphql.extendSchema(academicSchema);
    app.graphql.extendSchema(settingsSchema);
    app.graphql.defineResolvers(academicResolvers(services) as IResolvers);
    app.graphql.defineResolvers(settingsResolvers(services));
    await app.register(settingsRoutes, services);
  },
  { name: 'academic', dependencies: ['graphql', 'ssr', 'places'] },
);
