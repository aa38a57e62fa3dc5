/**
 * GraphQL of the academic settings: paged lists, single records and their writes (admins).
 * The catalogue is read by everyone signed in; prices only by staff (admins and advisors).
 */
export const settingsSchema = /* GraphQL */ `
  extend type Level {
    "Position in lists (0 first)"
    position: Int!
    courseCount: Int!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  extend type Course {
    position: Int!
    "How many subjects the course offers"
    subjectCount: Int!
    "The subjects the course offers"
    subjects: [Subject!]!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  extend type Subject {
    "How many courses offer it"
    courseCount: Int!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  extend type Study {
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  "A subject a course offers"
  type CourseSubject {
    id: Int!
    courseId: Int!
    courseName: String!
    levelName: String!
    subjectId: Int!
    subjectName: String!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  enum PriceState {
    "The one that applies today to its level or course"
    current
    "Starts later"
    future
    "Replaced by a later one"
    past
  }

  "What the customer pays and the teacher is paid per hour, for a level or one course, from a day"
  type Price {
    id: Int!
    name: String!
    "Set for a whole level's price (then courseId is null)"
    levelId: Int
    "Set for a course's own price (then levelId is null)"
    courseId: Int
    "The level, or the course, by name"
    targetName: String!
    "The level of the price, or of its course"
    levelName: String!
    "Integer cents per hour"
    customerPriceCents: Int!
    "Integer cents per hour"
    teacherPayCents: Int!
    validFrom: Date!
    state: PriceState!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  "The price that applies to a course on a day"
  type AppliedPrice {
    id: Int!
    name: String!
    customerPriceCents: Int!
    teacherPayCents: Int!
    validFrom: Date!
  }

  input AcademicFilter {
    "Text in the name (accents and case ignored)"
    q: String
  }

  input CourseFilter {
    q: String
    levelId: Int
  }

  input CourseSubjectFilter {
    "Text in the course's or the subject's name"
    q: String
    courseId: Int
  }

  input PriceFilter {
    "Text in the price's, level's or course's name"
    q: String
    "Prices of the level and of its courses"
    levelId: Int
    state: PriceState
  }

  type LevelPage { rows: [Level!]! total: Int! page: Int! pageSize: Int! }
  type CoursePage { rows: [Course!]! total: Int! page: Int! pageSize: Int! }
  type SubjectPage { rows: [Subject!]! total: Int! page: Int! pageSize: Int! }
  type CourseSubjectPage { rows: [CourseSubject!]! total: Int! page: Int! pageSize: Int! }
  type StudyPage { rows: [Study!]! total: Int! page: Int! pageSize: Int! }
  type PricePage { rows: [Price!]! total: Int! page: Int! pageSize: Int! }

  input LevelInput { name: String! "Last when absent" position: Int }
  input CourseInput { levelId: Int! name: String! "Last of its level when absent" position: Int }
  input SubjectInput { name: String! }
  input CourseSubjectInput { courseId: Int! subjectId: Int! }
  input StudyInput { name: String! }
  "Exactly one of levelId and courseId; amounts in integer cents per hour; teacher pay not above the customer price"
  input PriceInput { name: String! levelId: Int courseId: Int customerPriceCents: Int! teacherPayCents: Int! validFrom: Date! }

  extend type Query {
    "Sort: position, name, courses"
    levelPage(filter: AcademicFilter, page: PageInput): LevelPage!
    level(id: Int!): Level!
    "Sort: level, name, subjects"
    coursePage(filter: CourseFilter, page: PageInput): CoursePage!
    course(id: Int!): Course!
    "Sort: name, courses"
    subjectPage(filter: AcademicFilter, page: PageInput): SubjectPage!
    subject(id: Int!): Subject!
    "Sort: course, subject"
    courseSubjects(filter: CourseSubjectFilter, page: PageInput): CourseSubjectPage!
    courseSubject(id: Int!): CourseSubject!
    "Sort: name"
    studyPage(filter: AcademicFilter, page: PageInput): StudyPage!
    study(id: Int!): Study!
    "Staff only. Sort: target, name, customerPrice, teacherPay, validFrom"
    prices(filter: PriceFilter, page: PageInput): PricePage!
    "Staff only"
    price(id: Int!): Price!
    "Staff only: the course's own price if it has one valid that day, else its level's; the latest started by then. Null when none."
    priceFor(courseId: Int!, date: Date): AppliedPrice
  }

  extend type Mutation {
    createLevel(input: LevelInput!): Level!
    updateLevel(id: Int!, input: LevelInput!): Level!
    "Refused while it has courses, prices or teacher subjects"
    deleteLevel(id: Int!): Boolean!
    createCourse(input: CourseInput!): Course!
    updateCourse(id: Int!, input: CourseInput!): Course!
    "Refused while it has students, prices or vouchers; its offered subjects go with it"
    deleteCourse(id: Int!): Boolean!
    createSubject(input: SubjectInput!): Subject!
    updateSubject(id: Int!, input: SubjectInput!): Subject!
    "Refused while teachers, vouchers or classes use it; courses stop offering it"
    deleteSubject(id: Int!): Boolean!
    createCourseSubject(input: CourseSubjectInput!): CourseSubject!
    updateCourseSubject(id: Int!, input: CourseSubjectInput!): CourseSubject!
    deleteCourseSubject(id: Int!): Boolean!
    "Makes the course offer exactly these subjects"
    setCourseSubjects(courseId: Int!, subjectIds: [Int!]!): [Subject!]!
    createStudy(input: StudyInput!): Study!
    updateStudy(id: Int!, input: StudyInput!): Study!
    "Refused while teachers hold it"
    deleteStudy(id: Int!): Boolean!
    createPrice(input: PriceInput!): Price!
    updatePrice(id: Int!, input: PriceInput!): Price!
    "Refused while vouchers were priced with it"
    deletePrice(id: Int!): Boolean!
  }
`;
