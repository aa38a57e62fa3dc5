import type { PeopleDeps } from './people.deps';

/** Placeholder: filled by the teachers work. */
export function createTeachersService(_deps: PeopleDeps) {
  return {};
}

export type TeachersService = ReturnType<typeof createTeachersService>;
