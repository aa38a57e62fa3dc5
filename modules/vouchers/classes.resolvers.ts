import type { Resolvers } from '../../src/graphql/generated';
import type { VouchersServices } from './index';

export function classesResolvers(services: VouchersServices): Resolvers {
  void services;
  return {};
}
