/** GraphQL: the payroll archive of the previous system and the withholding summary (forms 111 and 190). */
export const payrollHistorySchema = /* GraphQL */ `
  input HistoryPayrollFilter {
    "Teacher's name or NIF"
    q: String
    "Part of the teacher's name"
    teacher: String
    "YYYY-MM"
    month: String
    "YYYY-MM, inclusive"
    from: String
    to: String
    status: PayrollStatus
  }

  type HistoryPayroll {
    id: Int!
    teacherName: String!
    teacherNif: String!
    "YYYY-MM"
    month: String!
    classCount: Int!
    minutes: Int!
    grossCents: Int!
    "Percent"
    irpfRate: Float!
    irpfCents: Int!
    netCents: Int!
    status: PayrollStatus!
    paidDate: Date
    importFile: String!
    importedDate: DateTime!
    "Its line in the imported file"
    sourceLine: Int!
  }

  type HistoryPayrollTotals {
    discarded: Int!
    classCount: Int!
    minutes: Int!
    grossCents: Int!
    irpfCents: Int!
    netCents: Int!
  }

  type HistoryPayrollPage {
    rows: [HistoryPayroll!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Of the whole filtered set; discarded payrolls are not added"
    totals: HistoryPayrollTotals!
  }

  "Form 111's figures of a quarter"
  type WithholdingQuarter {
    quarter: Int!
    recipients: Int!
    payrolls: Int!
    grossCents: Int!
    irpfCents: Int!
  }

  "Form 190's figures of a recipient over the year"
  type WithholdingRecipient {
    nif: String
    name: String!
    "The rate withheld (percent): a recipient is a line per rate, as form 190 declares them"
    irpfRate: Float!
    payrolls: Int!
    grossCents: Int!
    irpfCents: Int!
  }

  type WithholdingTotals {
    recipients: Int!
    payrolls: Int!
    grossCents: Int!
    irpfCents: Int!
  }

  type WithholdingsSummary {
    year: Int!
    quarters: [WithholdingQuarter!]!
    recipients: [WithholdingRecipient!]!
    totals: WithholdingTotals!
    "Payrolls of the year that come from the history archive"
    fromHistory: Int!
    years: [Int!]!
    csv111Url: String!
    csv190Url: String!
  }

  extend type Query {
    "The previous system's payrolls (admins and the accountant)"
    historyPayrolls(filter: HistoryPayrollFilter, page: PageInput): HistoryPayrollPage!
    historyPayroll(id: Int!): HistoryPayroll!
    "Payrolls paid in the year (by paid date), this intranet's and the archive's (admins and the accountant); the current year when absent"
    payrollWithholdings(year: Int): WithholdingsSummary!
  }
`;
