import type { PeopleDeps } from './people.deps';

/** Placeholder: filled by the staff work. */
export function createStaffService(_deps: PeopleDeps) {
  return {};
}

export type StaffService = ReturnType<typeof createStaffService>;
