/** GraphQL types of the people module: the session today; staff, teachers and customers next. */
export const peopleSchema = /* GraphQL */ `
  enum Role {
    admin
    advisor
    teacher
    accountant
  }

  type User {
    id: Int!
    email: String!
    role: Role!
    "Administrador, Asesora or Profesor"
    roleLabel: String!
    firstName: String!
    lastName: String!
  }

  type LoginResult {
    "Session token: send it as 'Authorization: Bearer <token>' (the login also sets the apollo-token cookie)"
    token: String!
    user: User!
  }

  extend type Query {
    "The signed-in user, or null"
    me: User
  }

  extend type Mutation {
    login(email: String!, password: String!): LoginResult!
    "Ends the current session"
    logout: Boolean!
  }
`;
