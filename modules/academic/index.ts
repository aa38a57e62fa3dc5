import fp from 'fastify-plugin';
import type { IResolvers } from 'mercurius';
import type { Db } from '../../src/db/knex';
import { createAcademicService } from './academic.service';
import { academicSchema } from './academic.schema';
import { academicResolvers } from './academic.resolvers';

export type { AcademicService, Option, CourseOption, AppliedPrice } from './academic.service';

export function createAcademicServices(deps: { db: Db }) {
  return { academic: createAcademicService(deps) };
}

export type AcademicServices = ReturnType<typeof createAcademicServices>;

/** Levels, courses, subjects and studies: the catalogue teachers, students and vouchers point at. */
export const academicPlugin = fp(
  async (app, services: AcademicServices) => {
    app.graphql.extendSchema(academicSchema);
    app.graphql.defineResolvers(academicResolvers(services) as IResolvers);
  },
  { name: 'academic', dependencies: ['graphql', 'places'] },
);
