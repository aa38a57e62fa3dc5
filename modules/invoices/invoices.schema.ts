/** GraphQL types of the invoices module: invoices (read), their records and downloads, and the fiscal settings. */
export const invoicesSchema = /* GraphQL */ `
  enum InvoiceStatus {
    pendingPayment
    paid
  }

  input InvoiceFilter {
    q: String
    seriesId: Int
    customerId: Int
    "The invoices of one voucher (its payments' and any amendments of them)"
    voucherId: Int
    status: InvoiceStatus
    paymentMethod: PaymentMethod
    "true: only amending invoices; false: only ordinary ones"
    amending: Boolean
    "Inclusive"
    from: Date
    to: Date
  }

  type InvoiceLine {
    id: Int!
    concept: String!
    quantity: Float!
    unitPriceCents: Int!
    amountCents: Int!
  }

  type VerificationRecord {
    id: Int!
    "F1, R1–R4"
    invoiceType: String!
    "The exact text the fingerprint was computed over"
    hashedText: String!
    "SHA-256, upper-case hex"
    fingerprint: String!
    previousFingerprint: String
    "ISO 8601 with offset"
    generatedAt: String!
  }

  type InvoiceParty {
    name: String!
    nif: String
    address: String
    postalCode: String
    municipality: String
  }

  type Invoice {
    id: Int!
    "A2026-000123"
    number: String!
    seriesCode: String!
    year: Int!
    sequence: Int!
    date: Date!
    operationDate: Date
    issuer: InvoiceParty!
    customerId: Int!
    customer: InvoiceParty!
    vatName: String!
    vatRate: Float!
    vatExemptionText: String
    taxCode: String!
    baseCents: Int!
    vatCents: Int!
    totalCents: Int!
    totalText: String!
    paymentMethod: PaymentMethod
    status: InvoiceStatus!
    statusLabel: String!
    voucherId: Int
    paymentId: Int
    isAmending: Boolean!
    amendedInvoiceId: Int
    amendedNumber: String
    amendingReason: String
    amendingReasonLabel: String
    lines: [InvoiceLine!]!
    record: VerificationRecord
    amendments: [Invoice!]!
    "The tax agency's check address the QR code encodes"
    verificationUrl: String!
    pdfUrl: String!
    printUrl: String!
  }

  type InvoiceTotals {
    baseCents: Int!
    vatCents: Int!
    totalCents: Int!
  }

  type InvoicePage {
    rows: [Invoice!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Of the whole filtered set, not just this page"
    totals: InvoiceTotals!
    "CSV and ZIP of PDFs of the same selection (accountant and admins)"
    csvUrl: String
    zipUrl: String
  }

  type InvoiceSeries {
    id: Int!
    code: String!
    description: String!
    isAmending: Boolean!
    active: Boolean!
    issuedCount: Int!
  }

  type VatType {
    id: Int!
    name: String!
    rate: Float!
    exemptionText: String
    taxCode: String!
    isDefault: Boolean!
  }

  "A line of an invoice to issue: the unit price is the final price (VAT included when the type has VAT)"
  input InvoiceLineInput {
    concept: String!
    "Up to two decimals"
    quantity: Float!
    "Negative only in the differences of an amending invoice"
    unitPriceCents: Int!
  }

  "A manual invoice (a material, an enrolment fee)"
  input IssueInvoiceInput {
    customerId: Int!
    "An active ordinary series"
    seriesId: Int!
    vatTypeId: Int!
    "Today when not given; never earlier than the series' last invoice"
    date: Date
    paymentMethod: PaymentMethod!
    "false: the invoice is pendingPayment"
    paid: Boolean!
    lines: [InvoiceLineInput!]!
  }

  "R1: error fundado en derecho o art. 80 Uno, Dos y Seis LIVA; R2: concurso (art. 80 Tres); R3: créditos incobrables (art. 80 Cuatro); R4: otras causas"
  enum AmendingReason {
    R1
    R2
    R3
    R4
  }

  enum AmendKind {
    "The lines given (signed differences)"
    differences
    "The whole of what the invoice still amounts to"
    cancellation
  }

  input AmendInvoiceInput {
    "An active amending series"
    seriesId: Int!
    reason: AmendingReason!
    kind: AmendKind!
    "Today when not given"
    date: Date
    "Required with kind differences; ignored with cancellation"
    lines: [InvoiceLineInput!]
  }

  extend type VoucherPayment {
    "The invoice the payment issued, if any (who may read invoices: FORBIDDEN for the others)"
    invoice: Invoice
  }

  extend type Mutation {
    "Issues a manual invoice (admins and advisors). The same key (argument or Idempotency-Key header) issues once."
    issueInvoice(input: IssueInvoiceInput!, idempotencyKey: String): Invoice!
    "Issues an amending invoice of invoice id (admins). An amending invoice cannot be amended; amendments never take the original below zero."
    amendInvoice(id: Int!, input: AmendInvoiceInput!, idempotencyKey: String): Invoice!
  }

  extend type Query {
    "Invoices, newest first (staff and the accountant)"
    invoices(filter: InvoiceFilter, page: PageInput): InvoicePage!
    invoice(id: Int!): Invoice!
    "Invoice series (staff and the accountant)"
    invoiceSeries: [InvoiceSeries!]!
    "VAT types (staff and the accountant)"
    vatTypes: [VatType!]!
  }
`;
