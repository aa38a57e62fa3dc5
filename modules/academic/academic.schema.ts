/** GraphQL types of the academic catalogue (read side; settings pages come with prices). */
export const academicSchema = /* GraphQL */ `
  type Level {
    id: Int!
    name: String!
  }

  type Course {
    id: Int!
    name: String!
    levelId: Int!
    levelName: String!
  }

  type Subject {
    id: Int!
    name: String!
  }

  type Study {
    id: Int!
    name: String!
  }

  extend type Query {
    "Levels in teaching order: Primaria, ESO, Bachillerato, Universidad, Adultos…"
    levels: [Level!]!
    "Courses in teaching order, optionally of one level"
    courses(levelId: Int): [Course!]!
    subjects: [Subject!]!
    "University degrees and other studies, optionally those whose name contains a text"
    studies(search: String, limit: Int = 50): [Study!]!
  }
`;
