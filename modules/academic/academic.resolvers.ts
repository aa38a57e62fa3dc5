import type { Resolvers } from '../../src/graphql/generated';
import type { AcademicService } from './academic.service';

export function academicResolvers({ academic }: { academic: AcademicService }): Resolvers {
  return {
    Query: {
      levels: (_root, _args, { actor }) => academic.levels(actor),
      courses: (_root, { levelId }, { actor }) => academic.courses(actor, levelId ?? undefined),
      subjects: (_root, _args, { actor }) => academic.subjects(actor),
      studies: (_root, { search, limit }, { actor }) => academic.studies(actor, search ?? undefined, limit ?? 50),
    },
  };
}
