/** GraphQL: teacher payrolls (staff see every one, a teacher their own), generation, pay, discard, IRPF. */
export const payrollsSchema = /* GraphQL */ `
  enum PayrollStatus {
    teacherPendingPayment
    teacherPayed
    discarded
  }

  "Amounts in integer cents; minutes, not hours"
  type PayrollTotals {
    classCount: Int!
    minutes: Int!
    grossCents: Int!
    irpfCents: Int!
    netCents: Int!
  }

  type TeacherPayrollLine {
    classId: Int!
    date: DateTime!
    duration: Int!
    studentName: String!
    subjectName: String
    courseName: String
    "Teacher pay per hour used for this class, in cents"
    payPerHourCents: Int!
  }

  type PayrollTeacher {
    id: Int!
    name: String!
    nif: String
    "All but the last four characters hidden"
    ibanMasked: String
  }

  type TeacherPayroll {
    id: Int!
    teacherId: Int!
    teacherName: String!
    "YYYY-MM"
    month: String!
    status: PayrollStatus!
    classCount: Int!
    minutes: Int!
    grossCents: Int!
    "Percent, frozen when the payroll was generated"
    irpfRate: Int!
    irpfCents: Int!
    netCents: Int!
    paidDate: Date
    discardedDate: DateTime
    discardReason: String
    createdDate: DateTime!
    "The receipt as PDF (same session)"
    pdfUrl: String!
    lines: [TeacherPayrollLine!]!
    teacher: PayrollTeacher!
  }

  type TeacherPayrollListTotals {
    count: Int!
    discarded: Int!
    classCount: Int!
    minutes: Int!
    grossCents: Int!
    irpfCents: Int!
    netCents: Int!
  }

  type TeacherPayrollPage {
    rows: [TeacherPayroll!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Of the whole filtered set; discarded payrolls are not added"
    totals: TeacherPayrollListTotals!
  }

  input TeacherPayrollFilter {
    "YYYY-MM"
    month: String
    teacherId: Int
    status: PayrollStatus
    q: String
  }

  type PlannedPayroll {
    teacherId: Int!
    teacherName: String!
    "The pending payroll of the month the classes join, if any"
    joinsPayrollId: Int
    irpfRate: Int!
    "What the run adds"
    added: PayrollTotals!
    "The payroll after the run"
    totals: PayrollTotals!
    warnings: [String!]!
  }

  type SkippedTeacher {
    teacherId: Int!
    teacherName: String!
    reason: String!
  }

  type PayrollGeneration {
    month: String!
    dryRun: Boolean!
    created: Int!
    updated: Int!
    "What this run added"
    totals: PayrollTotals!
    payrolls: [PlannedPayroll!]!
    skipped: [SkippedTeacher!]!
    payrollIds: [Int!]!
    "The summary in Spanish"
    summary: String!
  }

  type TeacherIrpf {
    teacherId: Int!
    teacherName: String!
    rate: Int!
    communicationDate: Date
    reason: String
    updatedDate: DateTime
    updatedByName: String
  }

  extend type Query {
    "Staff (payrolls.view): every payroll; a teacher: their own"
    teacherPayrolls(filter: TeacherPayrollFilter, page: PageInput): TeacherPayrollPage!
    teacherPayroll(id: Int!): TeacherPayroll!
    "What generating the month (YYYY-MM) would do; admins"
    teacherPayrollPreview(month: String!): PayrollGeneration!
    teacherIrpf(teacherId: Int!): TeacherIrpf!
  }

  extend type Mutation {
    "Generates the month's payrolls (YYYY-MM; the previous month when absent); dryRun only plans"
    generateTeacherPayrolls(month: String, dryRun: Boolean): PayrollGeneration!
    """
    Pays a pending payroll (admins): final. The same key (argument or Idempotency-Key header) pays once: a retry gets the paid payroll back; a key used for another payment is refused (IDEMPOTENCY_KEY_REUSED)
    """
    payTeacherPayroll(id: Int!, date: Date!, idempotencyKey: String): TeacherPayroll!
    discardTeacherPayroll(id: Int!, reason: String!): TeacherPayroll!
    "rate: 15, 7 (with communicationDate) or 0 (with reason)"
    setTeacherIrpf(teacherId: Int!, rate: Int!, communicationDate: Date, reason: String): TeacherIrpf!
  }
`;
