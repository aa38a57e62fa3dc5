/** GraphQL types of the teacher's own classes, students and vouchers (hours, never amounts). */
export const teacherClassesSchema = /* GraphQL */ `
  "A class of the signed-in teacher (no customer data)"
  type TeacherClass {
    id: Int!
    date: DateTime!
    duration: Int!
    status: ClassStatus!
    teacherPaymentStatus: TeacherPaymentStatus
    voucherId: Int
    studentId: Int!
    studentName: String!
    subjectName: String
    courseName: String
    remarks: String
  }

  type TeacherClassPage {
    rows: [TeacherClass!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  enum ClassWhen {
    upcoming
    past
  }

  input MyClassFilter {
    q: String
    status: ClassStatus
    "upcoming: soonest first (past, or left out: newest first) unless the page gives a direction"
    when: ClassWhen
    studentId: Int
    voucherId: Int
  }

  input ClaimClassInput {
    "A voucher the teacher teaches; or else studentId"
    voucherId: Int
    "A student the teacher teaches, when the voucher is not known"
    studentId: Int
    "Today or earlier: Madrid's wall-clock time (2026-11-24T17:00) or an instant with its offset"
    date: String!
    duration: Int!
    remarks: String
  }

  "A voucher the teacher teaches: hours only"
  type TeacherVoucher {
    id: Int!
    studentId: Int!
    studentName: String!
    subjectName: String!
    courseName: String!
    hours: Int!
    minutesUsed: Int!
    minutesBooked: Int!
    minutesLeft: Int!
    startDate: Date!
    endDate: Date!
    status: String!
  }

  type TeacherStudent {
    id: Int!
    name: String!
    courseName: String
    subjects: String!
    minutesLeft: Int!
  }

  extend type Query {
    myClasses(filter: MyClassFilter, page: PageInput): TeacherClassPage!
    myClass(id: Int!): TeacherClass!
    myStudents: [TeacherStudent!]!
    myVouchers: [TeacherVoucher!]!
  }

  extend type Mutation {
    "Registers a class the teacher gave (claimed, awaiting validation)"
    claimClass(input: ClaimClassInput!): TeacherClass!
    "Corrects the teacher's own claimed class while it is not validated; remarks left out keep their value, null empties them"
    updateClaimedClass(id: Int!, input: ClaimClassInput!): TeacherClass!
    "Withdraws the teacher's own claimed class while it is not validated (registered by mistake): deleted, its hours back on its voucher"
    withdrawClaimedClass(id: Int!): TeacherClass!
    "An assigned class whose time has passed becomes taught"
    markClassGiven(id: Int!): TeacherClass!
  }
`;
