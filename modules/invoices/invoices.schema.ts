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
    status: InvoiceStatus
    paymentMethod: PaymentMethod
    "true: only amending invoices; false: only ordinary ones"
    amending: Boolean
    "YYYY-MM-DD, inclusive"
    from: String
    to: String
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
    date: String!
    operationDate: String
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
