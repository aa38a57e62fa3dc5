/** GraphQL: the invoice archive of the previous system (read-only). */
export const historySchema = /* GraphQL */ `
  input HistoryInvoiceFilter {
    "Customer name, NIF or number"
    q: String
    series: String
    "Part of the customer's name"
    customer: String
    status: InvoiceStatus
    "Inclusive"
    from: Date
    to: Date
  }

  type HistoryInvoiceLink {
    id: Int!
    number: String!
    totalCents: Int!
  }

  type HistoryInvoice {
    id: Int!
    series: String!
    "As the previous system numbered it"
    number: String!
    date: Date!
    customerName: String!
    customerNif: String
    baseCents: Int!
    vatRate: Float!
    vatCents: Int!
    totalCents: Int!
    paymentMethod: String
    amendsNumber: String
    amendingReason: String
    status: InvoiceStatus!
    statusLabel: String!
    "The archived invoice it amends, when it is in the archive"
    amendsId: Int
    amendedBy: [HistoryInvoiceLink!]!
    importFile: String!
    importedDate: DateTime!
    "Its line in the imported file"
    sourceLine: Int!
  }

  type HistoryInvoicePage {
    rows: [HistoryInvoice!]!
    total: Int!
    page: Int!
    pageSize: Int!
    "Of the whole filtered set"
    totals: InvoiceTotals!
  }

  extend type Query {
    "The previous system's invoices, newest first (admins and the accountant)"
    historyInvoices(filter: HistoryInvoiceFilter, page: PageInput): HistoryInvoicePage!
    historyInvoice(id: Int!): HistoryInvoice!
  }
`;
