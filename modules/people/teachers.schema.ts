/** GraphQL types of the teachers screens: staff manage teachers; a teacher reaches only their own profile. */
export const teachersSchema = /* GraphQL */ `
  "active; leaving (drop-out date set in the future); dropped (from the drop-out date); candidate (applied through the web form, account not yet active)"
  enum TeacherStatus {
    active
    leaving
    dropped
    candidate
  }

  "Which teachers a list shows (active by default)"
  enum TeacherStatusFilter {
    active
    dropped
    candidates
    all
  }

  type TeacherDistrict {
    id: Int!
    name: String!
    municipalityName: String!
  }

  type Teacher {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
    phone: String
    nif: String
    birthDate: Date
    address: String
    postalCode: String
    municipality: PlaceRef
    iban: String
    hasTeachingDegree: Boolean!
    hasAcceptedTerms: Boolean!
    hasAcceptedPrivacyPolicy: Boolean!
    acceptedDate: DateTime
    startDate: Date
    dropOutDate: Date
    remarks: String
    active: Boolean!
    status: TeacherStatus!
    preferredDistricts: [TeacherDistrict!]!
  }

  type TeacherListRow {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
    phone: String
    nif: String
    municipality: PlaceRef
    hasTeachingDegree: Boolean!
    startDate: Date
    dropOutDate: Date
    status: TeacherStatus!
    "Names of the preferred districts, comma separated"
    districtNames: String
  }

  type TeacherPage { rows: [TeacherListRow!]! total: Int! page: Int! pageSize: Int! }

  input TeacherFilter {
    "Text in the name, email or NIF"
    q: String
    status: TeacherStatusFilter
    districtId: Int
    subjectId: Int
    hasTeachingDegree: Boolean
  }

  "Dates as YYYY-MM-DD. The password (and its repetition) only at creation, and optional."
  input TeacherInput {
    firstName: String!
    lastName: String!
    email: String!
    phone: String
    nif: String
    birthDate: Date
    address: String
    postalCode: String
    municipalityId: Int
    iban: String
    hasTeachingDegree: Boolean
    startDate: Date
    remarks: String
    password: String
    passwordRepeat: String
  }

  "What a teacher edits of their own profile; an acceptance once given cannot be withdrawn here"
  input MyTeacherProfileInput {
    phone: String
    nif: String
    birthDate: Date
    address: String
    postalCode: String
    municipalityId: Int
    iban: String
    hasTeachingDegree: Boolean
    hasAcceptedTerms: Boolean
    hasAcceptedPrivacyPolicy: Boolean
  }

  "The public 'Trabaja con nosotros' form"
  input TeacherApplicationInput {
    firstName: String!
    lastName: String!
    email: String!
    phone: String!
    nif: String
    municipalityId: Int
    studies: String!
    hasTeachingDegree: Boolean
    hasAcceptedTerms: Boolean!
    hasAcceptedPrivacyPolicy: Boolean!
  }

  extend type Query {
    teachers(filter: TeacherFilter, page: PageInput): TeacherPage!
    teacher(id: Int!): Teacher!
    "The signed-in teacher's own profile"
    myTeacherProfile: Teacher!
  }

  extend type Mutation {
    "Send an idempotency key so a retry never makes two"
    createTeacher(
      input: TeacherInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another, even though its email is now taken; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): Teacher!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateTeacher(id: Int!, input: TeacherInput!): Teacher!
    "Sets the drop-out date (today when not given) and adds the reason to the remarks"
    dropOutTeacher(id: Int!, dropOutDate: String, reason: String): Teacher!
    reinstateTeacher(id: Int!): Teacher!
    "Activates a candidate's account"
    activateTeacher(id: Int!): Teacher!
    "Replaces the preferred districts; a teacher sets only their own (teacherId may be left out)"
    setTeacherDistricts(teacherId: Int, districtIds: [Int!]!): Teacher!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateMyTeacherProfile(input: MyTeacherProfileInput!): Teacher!
    "Always answers the same message, whether the email is known or not"
    applyAsTeacher(input: TeacherApplicationInput!): String!
  }
`;
