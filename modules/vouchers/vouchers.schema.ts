/** GraphQL types of the vouchers (bonos): lists, detail, payments, renewals and settlements. */
export const vouchersSchema = /* GraphQL */ `
  "inactive, active, expired (derived: end date passed with hours left) or settled"
  enum VoucherStatus {
    inactive
    active
    expired
    settled
  }

  enum VoucherPaymentStatus {
    pendingPayment
    paid
  }

  enum PaymentMethod {
    cash
    wire
    redsys
  }

  "Which list: every voucher, or one of the four working lists"
  enum VoucherList {
    all
    "Active, 2 hours or fewer left or ending within 15 days, not renewed"
    nonRenewed
    "Active with hours left"
    pendingHours
    "Active with hours left whose last class is more than 30 days old, or none"
    lastClass
    "Used up or expired, not settled"
    settlements
  }

  "A record a voucher points at (customer, student, subject, course, teacher)"
  type VoucherRef {
    id: Int!
    name: String!
  }

  type VoucherPayment {
    id: Int!
    voucherId: Int!
    "Integer cents"
    amountCents: Int!
    "1.234,50 €"
    amountText: String!
    method: PaymentMethod!
    "Efectivo, Transferencia, Redsys (tarjeta)"
    methodLabel: String!
    date: Date!
    reference: String
    remarks: String
    "Printable receipt page"
    receiptUrl: String!
  }

  type VoucherClass {
    id: Int!
    date: DateTime!
    "Minutes"
    duration: Int!
    status: String!
    teacher: VoucherRef
  }

  "A change of the voucher's booked minutes (negative takes, positive gives back)"
  type VoucherHourMovement {
    id: Int!
    classId: Int
    kind: String!
    minutes: Int!
    minutesLeftAfter: Int!
    createdDate: DateTime!
  }

  type VoucherChainLink {
    id: Int!
    startDate: Date!
    endDate: Date!
    hours: Int!
    status: VoucherStatus!
  }

  type Voucher {
    id: Int!
    customer: VoucherRef!
    student: VoucherRef!
    subject: VoucherRef!
    course: VoucherRef!
    teacher: VoucherRef
    hours: Int!
    "Frozen at creation from the price of the day, integer cents per hour"
    hourlyPriceCents: Int!
    teacherHourlyPayCents: Int!
    amountCents: Int!
    paidCents: Int!
    dueCents: Int!
    "Sum of its cash payments (Ley 11/2021: must stay below 1.000 €)"
    cashCents: Int!
    startDate: Date!
    endDate: Date!
    status: VoucherStatus!
    statusLabel: String!
    paymentStatus: VoucherPaymentStatus!
    "Live classes (any status but deleted)"
    minutesBooked: Int!
    "Validated classes"
    minutesUsed: Int!
    "Bought minus booked"
    minutesLeft: Int!
    hoursLeft: Float!
    lastClassDate: DateTime
    renewedFromId: Int
    renewedById: Int
    settledDate: Date
    settledMinutesUsed: Int
    settledMinutesForfeited: Int
    settlementRemarks: String
    remarks: String
    createdDate: DateTime!
    payments: [VoucherPayment!]!
    classes: [VoucherClass!]!
    movements: [VoucherHourMovement!]!
    "Earlier vouchers of the renewal chain, this one, and its renewals"
    chain: [VoucherChainLink!]!
  }

  type VoucherPage {
    rows: [Voucher!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input VoucherFilter {
    list: VoucherList = all
    "Text in the customer, student, subject or teacher name, or the voucher number"
    q: String
    status: VoucherStatus
    paymentStatus: VoucherPaymentStatus
    customerId: Int
    studentId: Int
    teacherId: Int
    subjectId: Int
    "Vouchers valid at some day between from and to"
    from: Date
    to: Date
  }

  input VoucherInput {
    customerId: Int!
    studentId: Int!
    courseId: Int!
    subjectId: Int!
    teacherId: Int
    hours: Int!
    "Default today"
    startDate: Date
    "Default three months after the start"
    endDate: Date
    remarks: String
  }

  "What is left out keeps its value; customer, student, course and subject only while the voucher has no classes and no payments"
  input VoucherUpdateInput {
    customerId: Int
    studentId: Int
    courseId: Int
    subjectId: Int
    teacherId: Int
    "true: no teacher"
    clearTeacher: Boolean
    hours: Int
    startDate: Date
    endDate: Date
    remarks: String
  }

  input PaymentInput {
    amountCents: Int!
    method: PaymentMethod!
    "Default today; never later, nor before the voucher was created"
    date: Date
    reference: String
    remarks: String
  }

  "The price a new voucher for a course takes on a day"
  type VoucherPrice {
    priceId: Int!
    name: String!
    hourlyPriceCents: Int!
    teacherHourlyPayCents: Int!
    validFrom: Date!
  }

  type VoucherPaymentResult {
    voucher: Voucher!
    payment: VoucherPayment!
  }

  type VoucherEmailResult {
    to: String!
    "stored (outbox, no SMTP), sent or failed"
    status: String!
  }

  extend type Query {
    vouchers(filter: VoucherFilter, page: PageInput): VoucherPage!
    voucher(id: Int!): Voucher!
    "The price that applies to a course on a day (default today); null when the course has none (NOT_FOUND when there is no such course)"
    voucherPrice(courseId: Int!, date: Date): VoucherPrice
  }

  extend type Mutation {
    "Refused (BAD_USER_INPUT on courseId) when the course has no price. Send an idempotency key so a retry never makes two"
    createVoucher(
      input: VoucherInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): Voucher!
    updateVoucher(id: Int!, input: VoucherUpdateInput!): Voucher!
    "Only without classes, payments or renewal (VOUCHERS_IN_USE)"
    deleteVoucher(id: Int!): Boolean!
    "Inactive → active without payment"
    activateVoucher(id: Int!): Voucher!
    "Refused over what is due (VOUCHERS_OVERPAYMENT), on a settled voucher, and in cash when the voucher's cash total would reach 1.000 € (VOUCHERS_CASH_LIMIT). Send an idempotency key so a retry never pays twice"
    payVoucher(
      id: Int!
      input: PaymentInput!
      "The same key (or Idempotency-Key header) replays the first payment instead of paying again; a key used for another payment is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): VoucherPaymentResult!
    "A new voucher at today's price; at most once (VOUCHERS_ALREADY_RENEWED)"
    renewVoucher(id: Int!): Voucher!
    "Closes used-up or expired vouchers, all or none"
    settleVouchers(ids: [Int!]!, remarks: String): [Voucher!]!
    "The customer-management email, through the mailer"
    sendVoucherEmail(id: Int!): VoucherEmailResult!
  }
`;
