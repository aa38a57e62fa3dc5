/** GraphQL types of card payments: payment links (staff create and revoke them) and the attempts made with them. */
export const cardPaymentsSchema = /* GraphQL */ `
  "A new payment link: the only time its address is shown (the token is stored hashed)"
  type PaymentLinkCreated {
    id: Int!
    "The public page /pay/{token}, on APP_URL"
    url: String!
    expiresAt: DateTime!
    "What the link charges at most: what was due when it was made (integer cents)"
    amountCents: Int!
    "The voucher's earlier live links, revoked by this one (a voucher has one live link at a time)"
    revokedLinkIds: [Int!]!
  }

  enum PaymentLinkState {
    active
    revoked
    expired
  }

  type PaymentLink {
    id: Int!
    voucherId: Int!
    amountCents: Int!
    expiresAt: DateTime!
    revokedAt: DateTime
    state: PaymentLinkState!
    createdByName: String
    createdDate: DateTime!
  }

  enum PaymentAttemptStatus {
    pending
    authorised
    denied
  }

  "One card payment attempt (one Redsys order) and what the terminal's signed notification said"
  type PaymentAttempt {
    id: Int!
    linkId: Int!
    voucherId: Int!
    orderNumber: String!
    amountCents: Int!
    status: PaymentAttemptStatus!
    "When the family's form went on to the bank; null while the link's page was only viewed"
    sentAt: DateTime
    "Ds_Response"
    responseCode: String
    authorisationCode: String
    "The payment recorded from it"
    paymentId: Int
    "Authorised but refused by the payment rules (to refund): the rule's code"
    errorCode: String
    notifiedAt: DateTime
    createdDate: DateTime!
  }

  extend type Query {
    "A voucher's payment links, newest first (staff)"
    paymentLinks(voucherId: Int!): [PaymentLink!]!
    "A voucher's card payment attempts, newest first (staff)"
    paymentAttempts(voucherId: Int!): [PaymentAttempt!]!
  }

  "A card payment notification changed a voucher: a payment recorded, a denial, or an authorisation to refund"
  type CardPaymentAnswer {
    voucherId: Int!
    outcome: String!
  }

  extend type Subscription {
    "The card terminal's answers about one voucher, as they arrive (staff)"
    cardPaymentAnswered(voucherId: Int!): CardPaymentAnswer!
  }

  extend type Mutation {
    "A link for the family to pay by card what the voucher has due; valid 14 days"
    createPaymentLink(voucherId: Int!): PaymentLinkCreated!
    "The link stops working at once"
    revokePaymentLink(id: Int!): PaymentLink!
  }
`;
