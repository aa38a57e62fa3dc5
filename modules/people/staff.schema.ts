/** GraphQL types of the staff accounts (admins and advisors; admins only). */
export const staffSchema = /* GraphQL */ `
  enum StaffRole {
    admin
    advisor
    accountant
  }

  enum StaffStatus {
    active
    inactive
  }

  "An admin or an advisor"
  type StaffUser {
    id: Int!
    role: StaffRole!
    "Administrador or Asesora"
    roleLabel: String!
    firstName: String!
    lastName: String!
    email: String!
    phone: String
    "Inactive accounts cannot sign in"
    active: Boolean!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type StaffUserPage {
    rows: [StaffUser!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input StaffFilter {
    "Name or email"
    q: String
    status: StaffStatus
  }

  input StaffUserCreateInput {
    firstName: String!
    lastName: String!
    "Unique among users, whatever its case"
    email: String!
    phone: String
    "At least 8 characters"
    password: String!
    passwordRepeat: String!
  }

  input StaffUserUpdateInput {
    firstName: String!
    lastName: String!
    email: String!
    phone: String
    "false deactivates the account and ends its sessions (not your own; not the last active admin)"
    active: Boolean
  }

  extend type Query {
    "Admins or advisors (admins only)"
    staffUsers(role: StaffRole!, filter: StaffFilter, page: PageInput): StaffUserPage!
    "One admin or advisor; with role, an id of the other kind is NOT_FOUND"
    staffUser(id: Int!, role: StaffRole): StaffUser!
  }

  extend type Mutation {
    "Send an idempotency key so a retry never makes two"
    createStaffUser(
      role: StaffRole!
      input: StaffUserCreateInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another, even though its email is now taken; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): StaffUser!
    "The phone and active left out keep their values; a phone sent as null is emptied"
    updateStaffUser(id: Int!, input: StaffUserUpdateInput!): StaffUser!
    "Activates or deactivates a staff account; deactivating ends its sessions at once"
    setStaffUserActive(id: Int!, active: Boolean!): StaffUser!
  }
`;
