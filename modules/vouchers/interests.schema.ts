/**
 * GraphQL of customer interests (leads, staff) and teacher interests (applications). Teachers
 * reach leads only as `OpenCustomerInterest`, a type without any of the family's data.
 */
export const interestsSchema = /* GraphQL */ `
  enum InterestStatus {
    pending_interview
    pending_agreement
    pending_info
    waiting
    old
    lost
  }

  enum InterestVisibility {
    "Published in the teachers' search"
    everyone
    hidden
  }

  enum InterestDecision {
    accepted
    denied
  }

  "What a list of leads shows: open (default), one status, accepted, or all"
  enum InterestListStatus {
    open
    pending_interview
    pending_agreement
    pending_info
    waiting
    old
    lost
    accepted
    all
  }

  type InterestRef {
    id: Int!
    name: String!
  }

  "One interest row: a subject at a course"
  type InterestRow {
    id: Int!
    subject: InterestRef!
    course: InterestRef!
  }

  type InterestSlot {
    "1 = Monday … 7 = Sunday"
    weekday: Int!
    "HH:MM"
    start: String!
    end: String!
  }

  type InterestStatusChange {
    id: Int!
    fromStatus: String
    "A status, or 'accepted' when the voucher was made"
    toStatus: String!
    actorName: String
    createdDate: DateTime!
  }

  "A teacher's application as staff see it, with why the teacher fits"
  type TeacherInterest {
    id: Int!
    teacher: InterestRef!
    status: InterestStatus!
    decision: InterestDecision
    remarks: String
    invited: Boolean!
    withdrawnDate: DateTime
    createdDate: DateTime!
    reasons: [String!]!
  }

  "A teacher who fits a lead, with the score and its reasons in words"
  type MatchingTeacher {
    teacher: InterestRef!
    score: Float!
    reasons: [String!]!
    overlapMinutes: Int!
    loadMinutes: Int!
  }

  "A lead (customer interest) as staff see it"
  type CustomerInterest {
    id: Int!
    status: InterestStatus!
    "The status, or 'accepted' once it has a voucher"
    shownStatus: String!
    statusLabel: String!
    customer: InterestRef!
    customerPhone: String
    customerEmail: String
    student: InterestRef!
    subjects: String!
    district: InterestRef
    hoursPerWeek: Float!
    startDate: Date!
    visibility: InterestVisibility!
    advisor: InterestRef
    applicationCount: Int!
    "Days since it was recorded"
    ageDays: Int!
    voucherId: Int
    remarks: String
    teacherRemarks: String
    createdDate: DateTime!
    updatedDate: DateTime!
    rows: [InterestRow!]!
    slots: [InterestSlot!]!
    history: [InterestStatusChange!]!
    applications: [TeacherInterest!]!
    matchingTeachers(limit: Int = 10): [MatchingTeacher!]!
  }

  type CustomerInterestPage {
    rows: [CustomerInterest!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type InterestStatusCount {
    status: String!
    label: String!
    count: Int!
  }

  input CustomerInterestFilter {
    "Student, customer, email, phone, remarks, or the lead's number"
    q: String
    status: InterestListStatus = open
    advisorId: Int
    courseId: Int
    subjectId: Int
    districtId: Int
    visibility: InterestVisibility
    "Only leads with applications waiting for a decision"
    pendingApplications: Boolean
    "Only leads nobody changed for more than 7 days"
    untouched: Boolean
  }

  input InterestRowInput {
    subjectId: Int!
    courseId: Int!
  }

  input InterestSlotInput {
    weekday: Int!
    start: String!
    end: String!
  }

  "A new family (customer) for a lead"
  input NewFamilyInput {
    firstName: String!
    "Required as well (the family's surnames): left out, it is refused with the field's message"
    lastName: String
    phone: String
    email: String
    source: String
  }

  input NewStudentInput {
    firstName: String!
    lastName: String
    birthDate: Date
  }

  """
  A lead. On creation give an existing student (studentId), or a customer (customerId) and a
  newStudent, or a newCustomer and a newStudent: those are created with the lead.
  """
  input CustomerInterestInput {
    studentId: Int
    customerId: Int
    newCustomer: NewFamilyInput
    newStudent: NewStudentInput
    interests: [InterestRowInput!]!
    "Positive, one decimal at most, e.g. 1.5"
    hoursPerWeek: Float!
    slots: [InterestSlotInput!]
    districtId: Int
    "Not in the past when creating"
    startDate: Date!
    "hidden when not given on creation"
    visibility: InterestVisibility
    advisorId: Int
    status: InterestStatus
    remarks: String
    teacherRemarks: String
  }

  input AcceptCustomerInterestInput {
    "The chosen application (its teacher teaches the voucher), or none"
    teacherInterestId: Int
    "A teacher when no application is chosen"
    teacherId: Int
    "Which interest row (subject + course) the voucher is for"
    interestId: Int!
    hours: Int!
    startDate: Date
    endDate: Date
  }

  type AcceptResult {
    customerInterest: CustomerInterest!
    voucher: Voucher!
  }

  "A published lead as a teacher sees it: never the family's surname, phone, email, address, NIF or IBAN"
  type OpenCustomerInterest {
    id: Int!
    studentFirstName: String!
    subjects: String!
    districtName: String
    hoursPerWeek: Float!
    startDate: Date!
    teacherRemarks: String
    slots: [InterestSlot!]!
    "Whether it fits the teacher's subjects, levels and districts"
    fits: Boolean!
    reasons: [String!]!
    "Still published and open"
    open: Boolean!
    myApplicationId: Int
  }

  "The teacher's own application"
  type MyTeacherInterest {
    id: Int!
    status: InterestStatus!
    decision: InterestDecision
    remarks: String
    invited: Boolean!
    withdrawnDate: DateTime
    createdDate: DateTime!
    customerInterest: OpenCustomerInterest!
  }

  type TeacherInterestEvent {
    customerInterestId: Int!
    teacherInterestId: Int!
  }

  extend type Query {
    "Leads (staff)"
    customerInterests(filter: CustomerInterestFilter, page: PageInput): CustomerInterestPage!
    "How many leads each status holds under the filter's other conditions"
    customerInterestCounts(filter: CustomerInterestFilter): [InterestStatusCount!]!
    customerInterest(id: Int!): CustomerInterest!
    "Published open leads; by default those that fit the teacher (teachers)"
    openCustomerInterests(all: Boolean = false): [OpenCustomerInterest!]!
    openCustomerInterest(id: Int!): OpenCustomerInterest!
    myTeacherInterests: [MyTeacherInterest!]!
    myTeacherInterest(id: Int!): MyTeacherInterest!
  }

  extend type Mutation {
    "Creates a lead (and its new family and student, in the same transaction)"
    createCustomerInterest(
      input: CustomerInterestInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): CustomerInterest!
    "Changes a lead's fields given (one left out keeps its value, one sent as null is emptied); a status change is kept with who and when"
    updateCustomerInterest(id: Int!, input: CustomerInterestInput!): CustomerInterest!
    setCustomerInterestStatus(id: Int!, status: InterestStatus!): CustomerInterest!
    "Makes the application on a teacher's behalf"
    inviteTeacherToCustomerInterest(id: Int!, teacherId: Int!): TeacherInterest!
    "Creates the voucher; refused when already accepted (INTERESTS_ALREADY_ACCEPTED) or old/lost (INTERESTS_CLOSED)"
    acceptCustomerInterest(
      id: Int!
      input: AcceptCustomerInterestInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of a refusal; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): AcceptResult!
    "A teacher applies to a published open lead (one application per lead)"
    applyToCustomerInterest(customerInterestId: Int!, remarks: String): MyTeacherInterest!
    withdrawTeacherInterest(id: Int!): MyTeacherInterest!
  }

  extend type Subscription {
    "A teacher applied (or was invited) to a lead (staff)"
    teacherInterestAdded: TeacherInterestEvent!
  }
`;
