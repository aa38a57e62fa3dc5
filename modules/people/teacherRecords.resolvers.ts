import type { Resolvers } from '../../src/graphql/generated';
import type { PeopleServices } from './index';

export function teacherRecordsResolvers(_services: PeopleServices): Resolvers {
  return {};
}
