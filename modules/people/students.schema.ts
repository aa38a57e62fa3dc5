/** GraphQL types of the students (who take the classes; each belongs to a customer). */
export const studentsSchema = /* GraphQL */ `
  type Student {
    id: Int!
    firstName: String!
    lastName: String!
    name: String!
    birthDate: Date
    course: Course
    customer: Customer!
    remarks: String
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type StudentPage {
    rows: [Student!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input StudentFilter {
    "Text in the student's or the customer's name"
    q: String
    levelId: Int
    courseId: Int
    customerId: Int
  }

  input StudentInput {
    customerId: Int!
    firstName: String!
    "Defaults to the customer's surnames"
    lastName: String
    "Not in the future"
    birthDate: Date
    courseId: Int
    remarks: String
  }

  extend type Customer {
    students: [Student!]!
  }

  extend type Query {
    students(filter: StudentFilter, page: PageInput): StudentPage!
    student(id: Int!): Student!
  }

  extend type Mutation {
    "Send an idempotency key so a retry never makes two"
    createStudent(
      input: StudentInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): Student!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateStudent(id: Int!, input: StudentInput!): Student!
    "Refused while anything depends on the student (classes, vouchers)"
    deleteStudent(id: Int!): Boolean!
  }
`;
