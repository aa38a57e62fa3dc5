import type { PeopleDeps } from './people.deps';

/** Placeholder: filled by the customers work. */
export function createCustomersService(_deps: PeopleDeps) {
  return {};
}

export type CustomersService = ReturnType<typeof createCustomersService>;
