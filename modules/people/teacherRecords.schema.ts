/**
 * GraphQL types of a teacher's records. `teacherId` is optional everywhere: a teacher always
 * works on their own records (naming another teacher is FORBIDDEN); staff name the teacher.
 * Input fields are nullable so a missing value gets the same Spanish message as the forms.
 */
export const teacherRecordsSchema = /* GraphQL */ `
  enum TeacherFileKind {
    cv
    contract
    certificate
    other
  }

  "A degree a teacher holds (a study of the academic catalogue)"
  type TeacherStudy {
    id: Int!
    teacherId: Int!
    studyId: Int!
    studyName: String!
    startDate: Date
    endDate: Date
    remarks: String
    updatedDate: DateTime!
  }

  "A subject the teacher can teach, at a level"
  type TeacherSubject {
    id: Int!
    teacherId: Int!
    subjectId: Int!
    subjectName: String!
    levelId: Int!
    levelName: String!
    remarks: String
    updatedDate: DateTime!
  }

  "A document of the teacher (CV, contract, certificate…)"
  type TeacherFile {
    id: Int!
    teacherId: Int!
    kind: TeacherFileKind!
    originalName: String!
    mimeType: String!
    "Bytes"
    size: Int!
    createdDate: DateTime!
    "The teacher's current CV (cvUrl of the specification)"
    isCurrentCv: Boolean!
    "Page that downloads the file as an attachment (with the session cookie)"
    downloadUrl: String!
  }

  "A slot of the week: weekday 1 (Monday) to 7 (Sunday), times HH:MM between 07:00 and 23:00"
  type WeeklySlot {
    weekday: Int!
    start: String!
    end: String!
  }

  type TeacherStudyPage {
    rows: [TeacherStudy!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type TeacherSubjectPage {
    rows: [TeacherSubject!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type TeacherFilePage {
    rows: [TeacherFile!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input TeacherRecordFilter {
    q: String
    "Files only"
    kind: TeacherFileKind
  }

  input TeacherStudyInput {
    studyId: Int
    startDate: Date
    endDate: Date
    remarks: String
  }

  input TeacherSubjectInput {
    subjectId: Int
    levelId: Int
    remarks: String
  }

  input WeeklySlotInput {
    weekday: Int
    start: String
    end: String
  }

  extend type Query {
    teacherStudies(teacherId: Int, filter: TeacherRecordFilter, page: PageInput): TeacherStudyPage!
    teacherStudy(teacherId: Int, id: Int!): TeacherStudy!
    teacherSubjects(teacherId: Int, filter: TeacherRecordFilter, page: PageInput): TeacherSubjectPage!
    teacherSubject(teacherId: Int, id: Int!): TeacherSubject!
    teacherFiles(teacherId: Int, filter: TeacherRecordFilter, page: PageInput): TeacherFilePage!
    teacherFile(teacherId: Int, id: Int!): TeacherFile!
    "The teacher's weekly availability, by day and time"
    availability(teacherId: Int): [WeeklySlot!]!
  }

  extend type Mutation {
    createTeacherStudy(teacherId: Int, input: TeacherStudyInput!): TeacherStudy!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateTeacherStudy(teacherId: Int, id: Int!, input: TeacherStudyInput!): TeacherStudy!
    deleteTeacherStudy(teacherId: Int, id: Int!): Boolean!
    createTeacherSubject(teacherId: Int, input: TeacherSubjectInput!): TeacherSubject!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateTeacherSubject(teacherId: Int, id: Int!, input: TeacherSubjectInput!): TeacherSubject!
    deleteTeacherSubject(teacherId: Int, id: Int!): Boolean!
    "Uploads a document (GraphQL multipart request): PDF, JPEG, PNG, DOC or DOCX by content, at most 10 MB"
    uploadTeacherFile(teacherId: Int, kind: TeacherFileKind, file: Upload!): TeacherFile!
    "Changes a document's kind (making it the current CV, or no longer)"
    updateTeacherFile(teacherId: Int, id: Int!, kind: TeacherFileKind): TeacherFile!
    deleteTeacherFile(teacherId: Int, id: Int!): Boolean!
    "Replaces the teacher's whole week of slots"
    setAvailability(teacherId: Int, slots: [WeeklySlotInput!]!): [WeeklySlot!]!
  }
`;
