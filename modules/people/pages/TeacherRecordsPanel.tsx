/**
 * Placeholder (contract between the teachers and teacher-records work): the studies,
 * subjects and files of one teacher, shown on the staff's /teachers/{id} page. The data comes
 * from `services.teacherRecords.summary(actor, teacherId)`, passed as a promise.
 */
export interface TeacherRecordsSummary {
  teacherId: number;
}

export function TeacherRecordsPanel(_props: { teacherId: number; data: Promise<TeacherRecordsSummary> }) {
  return null;
}
