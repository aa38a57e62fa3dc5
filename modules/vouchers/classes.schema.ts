/** GraphQL types of the classes as staff see them, and the live updates of class lists. */
export const classesSchema = /* GraphQL */ `
  enum ClassStatus {
    pending
    assigned
    taught
    claimed
    validated
    deleted
  }

  enum TeacherPaymentStatus {
    teacherPendingPayment
    teacherPayed
    discarded
  }

  type Class {
    id: Int!
    "Madrid's wall-clock time is what forms show; this is the instant"
    date: DateTime!
    "Minutes"
    duration: Int!
    status: ClassStatus!
    teacherPaymentStatus: TeacherPaymentStatus
    voucherId: Int
    studentId: Int!
    studentName: String!
    customerId: Int!
    customerName: String!
    subjectName: String
    courseName: String
    teacherId: Int
    teacherName: String
    remarks: String
    validatedDate: DateTime
    deletedDate: DateTime
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type ClassPage {
    rows: [Class!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input ClassFilter {
    "Text in the student's, customer's or teacher's name, or in the remarks"
    q: String
    "Deleted classes are listed only when asked for"
    status: ClassStatus
    "teacherPendingPayment, teacherPayed, discarded, or none (not validated)"
    teacherPaymentStatus: String
    "A teacher's id, or 0 for classes without a teacher"
    teacherId: Int
    studentId: Int
    customerId: Int
    voucherId: Int
    "Days, inclusive"
    from: Date
    to: Date
  }

  input ClassInput {
    "Required when creating; ignored when updating (use linkClassToVoucher)"
    voucherId: Int
    "Without a teacher the class is pending; with one, assigned"
    teacherId: Int
    "Madrid's wall-clock time (2026-11-24T17:00) or an instant with its offset"
    date: String!
    "Minutes, 1 to 600"
    duration: Int!
    remarks: String
  }

  input TeacherClassInput {
    teacherId: Int!
    voucherId: Int!
    date: String!
    duration: Int!
    remarks: String
  }

  "A class not validated: NOT_FOUND, CLASSES_CANNOT_VALIDATE (not taught nor claimed) or CLASSES_VALIDATE_NEEDS_VOUCHER"
  type ClassRefusal {
    id: Int!
    "Stable, for programs"
    code: String!
    "In Spanish, for people"
    message: String!
  }

  "Validating several classes: those validated, and those refused with the reason"
  type ValidateClassesResult {
    validated: [Class!]!
    refused: [ClassRefusal!]!
  }

  "A voucher a class can go on: active, with hours left"
  type VoucherChoice {
    id: Int!
    name: String!
    detail: String!
    minutesLeft: Int!
  }

  enum ClassAction {
    created
    updated
    claimed
    given
    validated
    discarded
    deleted
    linked
    unassigned
  }

  type ClassChange {
    classId: Int!
    status: ClassStatus!
    voucherId: Int
    action: ClassAction!
  }

  extend type Query {
    classes(filter: ClassFilter, page: PageInput): ClassPage!
    class(id: Int!): Class!
    "Active vouchers with hours left whose student or customer name (or number) matches"
    classVoucherSuggestions(q: String!): [VoucherChoice!]!
    "The customer's vouchers the class can be linked to"
    classLinkVouchers(classId: Int!, customerId: Int!): [VoucherChoice!]!
  }

  extend type Mutation {
    "Books the class's minutes on its voucher; send an idempotency key so a retry never books twice"
    createClass(
      input: ClassInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): Class!
    "Changes date and duration; the teacher and remarks left out keep their values, null empties them"
    updateClass(id: Int!, input: ClassInput!): Class!
    "Soft delete: the class is kept as deleted and its minutes go back to its voucher"
    deleteClass(id: Int!): Class!
    "Validates the taught and claimed classes among ids; the others are reported (refused, each with its code), not changed. None chosen: CLASSES_NONE_CHOSEN"
    validateClasses(ids: [Int!]!): ValidateClassesResult!
    discardClassPayment(id: Int!): Class!
    linkClassToVoucher(classId: Int!, customerId: Int!, voucherId: Int!): Class!
    "A class of a teacher: claimed when its time has come, assigned when it is in the future"
    createTeacherClass(
      input: TeacherClassInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): Class!
  }

  extend type Subscription {
    "Classes created, claimed, given, validated, deleted or linked (staff)"
    classChanged: ClassChange!
  }
`;
