/** GraphQL of collecting invoices issued pending payment. */
export const collectingSchema = /* GraphQL */ `
  "When and how the money of an invoice issued pending payment came in"
  type InvoiceCollection {
    collectedOn: Date!
    method: PaymentMethod!
    "What the invoice amounted to after its amendments"
    amountCents: Int!
    "Who recorded it"
    byName: String!
  }

  input CollectInvoiceInput {
    "Today when not given; never before the invoice nor after today"
    date: Date
    "Cash only under 1.000 €"
    method: PaymentMethod!
  }

  extend type Invoice {
    "Recorded when an invoice issued pending payment was collected afterwards"
    collection: InvoiceCollection
  }

  extend type Mutation {
    "Records the collection of an invoice issued pending payment (admins and advisors): it and its pending amending invoices become paid. The same key (argument or Idempotency-Key header) records once."
    collectInvoice(id: Int!, input: CollectInvoiceInput!, idempotencyKey: String): Invoice!
  }
`;
