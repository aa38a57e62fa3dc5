/** GraphQL of the password flows and the outbox. */
export const accountSchema = /* GraphQL */ `
  input NewPasswordInput {
    "At least 8 characters"
    password: String!
    passwordRepeat: String!
  }

  input ChangePasswordInput {
    currentPassword: String!
    password: String!
    passwordRepeat: String!
  }

  input ResetPasswordInput {
    "The token of the emailed link"
    token: String!
    password: String!
    passwordRepeat: String!
  }

  enum MailStatus {
    "Kept in the outbox: no SMTP server configured"
    stored
    sent
    failed
  }

  type OutboxMail {
    id: Int!
    toAddress: String!
    subject: String!
    text: String!
    status: MailStatus!
    error: String
    createdDate: DateTime!
  }

  type OutboxMailPage {
    rows: [OutboxMail!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input OutboxFilter {
    "Address or subject"
    q: String
    status: MailStatus
  }

  extend type Query {
    "The mail the intranet sent or kept, newest first (admins)"
    outbox(filter: OutboxFilter, page: PageInput): OutboxMailPage!
    outboxMail(id: Int!): OutboxMail!
  }

  extend type Mutation {
    "An admin sets another user's password (not their own: changePassword); every session of that user ends"
    setUserPassword(userId: Int!, input: NewPasswordInput!): Boolean!
    "Changes the caller's own password; their other sessions end, this one stays"
    changePassword(input: ChangePasswordInput!): Boolean!
    "Emails a reset link if the address belongs to an account that may sign in; always true"
    requestPasswordReset(email: String!): Boolean!
    "Sets a new password with an emailed token (single use, one hour); every session of the user ends"
    resetPassword(input: ResetPasswordInput!): Boolean!
  }
`;
