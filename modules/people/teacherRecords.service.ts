import type { PeopleDeps } from './people.deps';

/** Placeholder: filled by the teacherRecords work. */
export function createTeacherRecordsService(_deps: PeopleDeps) {
  return {};
}

export type TeacherRecordsService = ReturnType<typeof createTeacherRecordsService>;
