import type { ParentOf } from "./parents";
import type {
  GraphQLResolveInfo,
  GraphQLScalarType,
  GraphQLScalarTypeConfig,
} from "graphql";
import type { MercuriusContext } from "mercurius";
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = {
  [K in keyof T]: T[K];
};
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & {
  [SubKey in K]?: Maybe<T[SubKey]>;
};
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & {
  [SubKey in K]: Maybe<T[SubKey]>;
};
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) =>
  | Promise<import("mercurius-codegen").DeepPartial<TResult>>
  | import("mercurius-codegen").DeepPartial<TResult>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & {
  [P in K]-?: NonNullable<T[P]>;
};
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: string;
  String: string;
  Boolean: boolean;
  Int: number;
  Float: number;
  Date: string;
  DateTime: Date | string;
  /** The `Upload` scalar type represents a file upload. */
  Upload: any;
  _FieldSet: any;
};

/** Page of a list: 1-based page number and its size (10, 25, 50 or 100) */
export type PageInput = {
  page?: InputMaybe<Scalars["Int"]>;
  pageSize?: InputMaybe<Scalars["Int"]>;
  sort?: InputMaybe<Scalars["String"]>;
  /** Left out: the list's own order (newest first where the list reads so), as when no page is given */
  direction?: InputMaybe<SortDirection>;
};

export type SortDirection = "asc" | "desc";

export type Query = {
  __typename?: "Query";
  /** The API's version, to check it answers */
  version: Scalars["String"];
  countries: CountryPage;
  country: Country;
  provinces: ProvincePage;
  province: Province;
  municipalities: MunicipalityPage;
  municipality: Municipality;
  districts: DistrictPage;
  district: District;
  stations: StationPage;
  station: Station;
  /** Autocomplete: the best matches for a text, names that start with it first */
  placeSuggestions: Array<PlaceSuggestion>;
  /** Levels in teaching order: Primaria, ESO, Bachillerato, Universidad, Adultos… */
  levels: Array<Level>;
  /** Courses in teaching order, optionally of one level */
  courses: Array<Course>;
  subjects: Array<Subject>;
  /** University degrees and other studies, optionally those whose name contains a text */
  studies: Array<Study>;
  /** Sort: position, name, courses */
  levelPage: LevelPage;
  level: Level;
  /** Sort: level, name, subjects */
  coursePage: CoursePage;
  course: Course;
  /** Sort: name, courses */
  subjectPage: SubjectPage;
  subject: Subject;
  /** Sort: course, subject */
  courseSubjects: CourseSubjectPage;
  courseSubject: CourseSubject;
  /** Sort: name */
  studyPage: StudyPage;
  study: Study;
  /** Staff only. Sort: target, name, customerPrice, teacherPay, validFrom */
  prices: PricePage;
  /** Staff only */
  price: Price;
  /** Staff only: the course's own price if it has one valid that day, else its level's; the latest started by then. Null when none. */
  priceFor?: Maybe<AppliedPrice>;
  /** The signed-in user, or null */
  me?: Maybe<User>;
  /** Admins or advisors (admins only) */
  staffUsers: StaffUserPage;
  /** One admin or advisor; with role, an id of the other kind is NOT_FOUND */
  staffUser: StaffUser;
  /** The mail the intranet sent or kept, newest first (admins) */
  outbox: OutboxMailPage;
  outboxMail: OutboxMail;
  customers: CustomerPage;
  customer: Customer;
  /** Autocomplete: customers whose name, email or NIF contains the text */
  customerSuggestions: Array<CustomerSuggestion>;
  students: StudentPage;
  student: Student;
  teachers: TeacherPage;
  teacher: Teacher;
  /** The signed-in teacher's own profile */
  myTeacherProfile: Teacher;
  teacherStudies: TeacherStudyPage;
  teacherStudy: TeacherStudy;
  teacherSubjects: TeacherSubjectPage;
  teacherSubject: TeacherSubject;
  teacherFiles: TeacherFilePage;
  teacherFile: TeacherFile;
  /** The teacher's weekly availability, by day and time */
  availability: Array<WeeklySlot>;
  vouchers: VoucherPage;
  voucher: Voucher;
  /** The price that applies to a course on a day (default today); null when the course has none (NOT_FOUND when there is no such course) */
  voucherPrice?: Maybe<VoucherPrice>;
  classes: ClassPage;
  class: Class;
  /** Active vouchers with hours left whose student or customer name (or number) matches */
  classVoucherSuggestions: Array<VoucherChoice>;
  /** The customer's vouchers the class can be linked to */
  classLinkVouchers: Array<VoucherChoice>;
  myClasses: TeacherClassPage;
  myClass: TeacherClass;
  myStudents: Array<TeacherStudent>;
  myVouchers: Array<TeacherVoucher>;
  /** A voucher's payment links, newest first (staff) */
  paymentLinks: Array<PaymentLink>;
  /** A voucher's card payment attempts, newest first (staff) */
  paymentAttempts: Array<PaymentAttempt>;
  /** Leads (staff) */
  customerInterests: CustomerInterestPage;
  /** How many leads each status holds under the filter's other conditions */
  customerInterestCounts: Array<InterestStatusCount>;
  customerInterest: CustomerInterest;
  /** Published open leads; by default those that fit the teacher (teachers) */
  openCustomerInterests: Array<OpenCustomerInterest>;
  openCustomerInterest: OpenCustomerInterest;
  myTeacherInterests: Array<MyTeacherInterest>;
  myTeacherInterest: MyTeacherInterest;
  /** Invoices, newest first (staff and the accountant) */
  invoices: InvoicePage;
  invoice: Invoice;
  /** Invoice series (staff and the accountant) */
  invoiceSeries: Array<InvoiceSeries>;
  /** VAT types (staff and the accountant) */
  vatTypes: Array<VatType>;
  /** The previous system's invoices, newest first (admins and the accountant) */
  historyInvoices: HistoryInvoicePage;
  historyInvoice: HistoryInvoice;
  /** Staff (payrolls.view): every payroll; a teacher: their own */
  teacherPayrolls: TeacherPayrollPage;
  teacherPayroll: TeacherPayroll;
  /** What generating the month (YYYY-MM) would do; admins */
  teacherPayrollPreview: PayrollGeneration;
  teacherIrpf: TeacherIrpf;
  /** The previous system's payrolls (admins and the accountant) */
  historyPayrolls: HistoryPayrollPage;
  historyPayroll: HistoryPayroll;
  /** Payrolls paid in the year (by paid date), this intranet's and the archive's (admins and the accountant); the current year when absent */
  payrollWithholdings: WithholdingsSummary;
  /** Suggestions for an autocomplete field: a source a module declares (municipalities, customers, classVouchers…) */
  suggestions: Array<Suggestion>;
};

export type QuerycountriesArgs = {
  filter?: InputMaybe<PlaceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerycountryArgs = {
  id: Scalars["Int"];
};

export type QueryprovincesArgs = {
  filter?: InputMaybe<PlaceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryprovinceArgs = {
  id: Scalars["Int"];
};

export type QuerymunicipalitiesArgs = {
  filter?: InputMaybe<PlaceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerymunicipalityArgs = {
  id: Scalars["Int"];
};

export type QuerydistrictsArgs = {
  filter?: InputMaybe<PlaceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerydistrictArgs = {
  id: Scalars["Int"];
};

export type QuerystationsArgs = {
  filter?: InputMaybe<PlaceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerystationArgs = {
  id: Scalars["Int"];
};

export type QueryplaceSuggestionsArgs = {
  kind: PlaceKind;
  q: Scalars["String"];
  parentId?: InputMaybe<Scalars["Int"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

export type QuerycoursesArgs = {
  levelId?: InputMaybe<Scalars["Int"]>;
};

export type QuerystudiesArgs = {
  search?: InputMaybe<Scalars["String"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

export type QuerylevelPageArgs = {
  filter?: InputMaybe<AcademicFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerylevelArgs = {
  id: Scalars["Int"];
};

export type QuerycoursePageArgs = {
  filter?: InputMaybe<CourseFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerycourseArgs = {
  id: Scalars["Int"];
};

export type QuerysubjectPageArgs = {
  filter?: InputMaybe<AcademicFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerysubjectArgs = {
  id: Scalars["Int"];
};

export type QuerycourseSubjectsArgs = {
  filter?: InputMaybe<CourseSubjectFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerycourseSubjectArgs = {
  id: Scalars["Int"];
};

export type QuerystudyPageArgs = {
  filter?: InputMaybe<AcademicFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerystudyArgs = {
  id: Scalars["Int"];
};

export type QuerypricesArgs = {
  filter?: InputMaybe<PriceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerypriceArgs = {
  id: Scalars["Int"];
};

export type QuerypriceForArgs = {
  courseId: Scalars["Int"];
  date?: InputMaybe<Scalars["Date"]>;
};

export type QuerystaffUsersArgs = {
  role: StaffRole;
  filter?: InputMaybe<StaffFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerystaffUserArgs = {
  id: Scalars["Int"];
  role?: InputMaybe<StaffRole>;
};

export type QueryoutboxArgs = {
  filter?: InputMaybe<OutboxFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryoutboxMailArgs = {
  id: Scalars["Int"];
};

export type QuerycustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerycustomerArgs = {
  id: Scalars["Int"];
};

export type QuerycustomerSuggestionsArgs = {
  q: Scalars["String"];
  limit?: InputMaybe<Scalars["Int"]>;
};

export type QuerystudentsArgs = {
  filter?: InputMaybe<StudentFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerystudentArgs = {
  id: Scalars["Int"];
};

export type QueryteachersArgs = {
  filter?: InputMaybe<TeacherFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryteacherArgs = {
  id: Scalars["Int"];
};

export type QueryteacherStudiesArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  filter?: InputMaybe<TeacherRecordFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryteacherStudyArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
};

export type QueryteacherSubjectsArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  filter?: InputMaybe<TeacherRecordFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryteacherSubjectArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
};

export type QueryteacherFilesArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  filter?: InputMaybe<TeacherRecordFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryteacherFileArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
};

export type QueryavailabilityArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
};

export type QueryvouchersArgs = {
  filter?: InputMaybe<VoucherFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryvoucherArgs = {
  id: Scalars["Int"];
};

export type QueryvoucherPriceArgs = {
  courseId: Scalars["Int"];
  date?: InputMaybe<Scalars["Date"]>;
};

export type QueryclassesArgs = {
  filter?: InputMaybe<ClassFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryclassArgs = {
  id: Scalars["Int"];
};

export type QueryclassVoucherSuggestionsArgs = {
  q: Scalars["String"];
};

export type QueryclassLinkVouchersArgs = {
  classId: Scalars["Int"];
  customerId: Scalars["Int"];
};

export type QuerymyClassesArgs = {
  filter?: InputMaybe<MyClassFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerymyClassArgs = {
  id: Scalars["Int"];
};

export type QuerypaymentLinksArgs = {
  voucherId: Scalars["Int"];
};

export type QuerypaymentAttemptsArgs = {
  voucherId: Scalars["Int"];
};

export type QuerycustomerInterestsArgs = {
  filter?: InputMaybe<CustomerInterestFilter>;
  page?: InputMaybe<PageInput>;
};

export type QuerycustomerInterestCountsArgs = {
  filter?: InputMaybe<CustomerInterestFilter>;
};

export type QuerycustomerInterestArgs = {
  id: Scalars["Int"];
};

export type QueryopenCustomerInterestsArgs = {
  all?: InputMaybe<Scalars["Boolean"]>;
};

export type QueryopenCustomerInterestArgs = {
  id: Scalars["Int"];
};

export type QuerymyTeacherInterestArgs = {
  id: Scalars["Int"];
};

export type QueryinvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryinvoiceArgs = {
  id: Scalars["Int"];
};

export type QueryhistoryInvoicesArgs = {
  filter?: InputMaybe<HistoryInvoiceFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryhistoryInvoiceArgs = {
  id: Scalars["Int"];
};

export type QueryteacherPayrollsArgs = {
  filter?: InputMaybe<TeacherPayrollFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryteacherPayrollArgs = {
  id: Scalars["Int"];
};

export type QueryteacherPayrollPreviewArgs = {
  month: Scalars["String"];
};

export type QueryteacherIrpfArgs = {
  teacherId: Scalars["Int"];
};

export type QueryhistoryPayrollsArgs = {
  filter?: InputMaybe<HistoryPayrollFilter>;
  page?: InputMaybe<PageInput>;
};

export type QueryhistoryPayrollArgs = {
  id: Scalars["Int"];
};

export type QuerypayrollWithholdingsArgs = {
  year?: InputMaybe<Scalars["Int"]>;
};

export type QuerysuggestionsArgs = {
  source: Scalars["String"];
  q: Scalars["String"];
};

export type Mutation = {
  __typename?: "Mutation";
  /** Does nothing; lets a client check that mutations reach the server */
  ping: Scalars["Boolean"];
  createCountry: Country;
  updateCountry: Country;
  deleteCountry: Scalars["Boolean"];
  createProvince: Province;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateProvince: Province;
  deleteProvince: Scalars["Boolean"];
  createMunicipality: Municipality;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateMunicipality: Municipality;
  deleteMunicipality: Scalars["Boolean"];
  createDistrict: District;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateDistrict: District;
  deleteDistrict: Scalars["Boolean"];
  createStation: Station;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateStation: Station;
  deleteStation: Scalars["Boolean"];
  createLevel: Level;
  updateLevel: Level;
  /** Refused while it has courses, prices or teacher subjects */
  deleteLevel: Scalars["Boolean"];
  createCourse: Course;
  updateCourse: Course;
  /** Refused while it has students, prices or vouchers; its offered subjects go with it */
  deleteCourse: Scalars["Boolean"];
  createSubject: Subject;
  updateSubject: Subject;
  /** Refused while teachers, vouchers or classes use it; courses stop offering it */
  deleteSubject: Scalars["Boolean"];
  createCourseSubject: CourseSubject;
  updateCourseSubject: CourseSubject;
  deleteCourseSubject: Scalars["Boolean"];
  /** Makes the course offer exactly these subjects */
  setCourseSubjects: Array<Subject>;
  createStudy: Study;
  updateStudy: Study;
  /** Refused while teachers hold it */
  deleteStudy: Scalars["Boolean"];
  createPrice: Price;
  updatePrice: Price;
  /** Refused while vouchers were priced with it */
  deletePrice: Scalars["Boolean"];
  login: LoginResult;
  /** Ends the current session */
  logout: Scalars["Boolean"];
  /** Send an idempotency key so a retry never makes two */
  createStaffUser: StaffUser;
  /** The phone and active left out keep their values; a phone sent as null is emptied */
  updateStaffUser: StaffUser;
  /** Activates or deactivates a staff account; deactivating ends its sessions at once */
  setStaffUserActive: StaffUser;
  /** An admin sets another user's password (not their own: changePassword); every session of that user ends */
  setUserPassword: Scalars["Boolean"];
  /** Changes the caller's own password; their other sessions end, this one stays */
  changePassword: Scalars["Boolean"];
  /** Emails a reset link if the address belongs to an account that may sign in; always true */
  requestPasswordReset: Scalars["Boolean"];
  /** Sets a new password with an emailed token (single use, one hour); every session of the user ends */
  resetPassword: Scalars["Boolean"];
  /** Send an idempotency key so a retry never makes two */
  createCustomer: Customer;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateCustomer: Customer;
  /** Refused (PEOPLE_CUSTOMER_HAS_STUDENTS…) while anything depends on the customer */
  deleteCustomer: Scalars["Boolean"];
  /** Send an idempotency key so a retry never makes two */
  createStudent: Student;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateStudent: Student;
  /** Refused while anything depends on the student (classes, vouchers) */
  deleteStudent: Scalars["Boolean"];
  /** Send an idempotency key so a retry never makes two */
  createTeacher: Teacher;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateTeacher: Teacher;
  /** Sets the drop-out date (today when not given) and adds the reason to the remarks */
  dropOutTeacher: Teacher;
  reinstateTeacher: Teacher;
  /** Activates a candidate's account */
  activateTeacher: Teacher;
  /** Replaces the preferred districts; a teacher sets only their own (teacherId may be left out) */
  setTeacherDistricts: Teacher;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateMyTeacherProfile: Teacher;
  /** Always answers the same message, whether the email is known or not */
  applyAsTeacher: Scalars["String"];
  createTeacherStudy: TeacherStudy;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateTeacherStudy: TeacherStudy;
  deleteTeacherStudy: Scalars["Boolean"];
  createTeacherSubject: TeacherSubject;
  /** Changes the fields given: one left out keeps its value, one sent as null is emptied */
  updateTeacherSubject: TeacherSubject;
  deleteTeacherSubject: Scalars["Boolean"];
  /** Uploads a document (GraphQL multipart request): PDF, JPEG, PNG, DOC or DOCX by content, at most 10 MB */
  uploadTeacherFile: TeacherFile;
  /** Changes a document's kind (making it the current CV, or no longer) */
  updateTeacherFile: TeacherFile;
  deleteTeacherFile: Scalars["Boolean"];
  /** Replaces the teacher's whole week of slots */
  setAvailability: Array<WeeklySlot>;
  /** Refused (BAD_USER_INPUT on courseId) when the course has no price. Send an idempotency key so a retry never makes two */
  createVoucher: Voucher;
  updateVoucher: Voucher;
  /** Only without classes, payments or renewal (VOUCHERS_IN_USE) */
  deleteVoucher: Scalars["Boolean"];
  /** Inactive → active without payment */
  activateVoucher: Voucher;
  /** Refused over what is due (VOUCHERS_OVERPAYMENT), on a settled voucher, and in cash when the voucher's cash total would reach 1.000 € (VOUCHERS_CASH_LIMIT). Send an idempotency key so a retry never pays twice */
  payVoucher: VoucherPaymentResult;
  /** A new voucher at today's price; at most once (VOUCHERS_ALREADY_RENEWED) */
  renewVoucher: Voucher;
  /** Closes used-up or expired vouchers, all or none */
  settleVouchers: Array<Voucher>;
  /** The customer-management email, through the mailer */
  sendVoucherEmail: VoucherEmailResult;
  /** Books the class's minutes on its voucher; send an idempotency key so a retry never books twice */
  createClass: Class;
  /** Changes date and duration; the teacher and remarks left out keep their values, null empties them */
  updateClass: Class;
  /** Soft delete: the class is kept as deleted and its minutes go back to its voucher */
  deleteClass: Class;
  /** Validates the taught and claimed classes among ids; the others are reported (refused, each with its code), not changed. None chosen: CLASSES_NONE_CHOSEN */
  validateClasses: ValidateClassesResult;
  discardClassPayment: Class;
  linkClassToVoucher: Class;
  /** A class of a teacher: claimed when its time has come, assigned when it is in the future */
  createTeacherClass: Class;
  /** Registers a class the teacher gave (claimed, awaiting validation) */
  claimClass: TeacherClass;
  /** Corrects the teacher's own claimed class while it is not validated; remarks left out keep their value, null empties them */
  updateClaimedClass: TeacherClass;
  /** Withdraws the teacher's own claimed class while it is not validated (registered by mistake): deleted, its hours back on its voucher */
  withdrawClaimedClass: TeacherClass;
  /** An assigned class whose time has passed becomes taught */
  markClassGiven: TeacherClass;
  /** A link for the family to pay by card what the voucher has due; valid 14 days */
  createPaymentLink: PaymentLinkCreated;
  /** The link stops working at once */
  revokePaymentLink: PaymentLink;
  /** Creates a lead (and its new family and student, in the same transaction) */
  createCustomerInterest: CustomerInterest;
  /** Changes a lead's fields given (one left out keeps its value, one sent as null is emptied); a status change is kept with who and when */
  updateCustomerInterest: CustomerInterest;
  setCustomerInterestStatus: CustomerInterest;
  /** Makes the application on a teacher's behalf */
  inviteTeacherToCustomerInterest: TeacherInterest;
  /** Creates the voucher; refused when already accepted (INTERESTS_ALREADY_ACCEPTED) or old/lost (INTERESTS_CLOSED) */
  acceptCustomerInterest: AcceptResult;
  /** A teacher applies to a published open lead (one application per lead) */
  applyToCustomerInterest: MyTeacherInterest;
  withdrawTeacherInterest: MyTeacherInterest;
  /** Issues a manual invoice (admins and advisors). The same key (argument or Idempotency-Key header) issues once. */
  issueInvoice: Invoice;
  /** Issues an amending invoice of invoice id (admins). An amending invoice cannot be amended; amendments never take the original below zero. */
  amendInvoice: Invoice;
  /** Records the collection of an invoice issued pending payment (admins and advisors): it and its pending amending invoices become paid. The same key (argument or Idempotency-Key header) records once. */
  collectInvoice: Invoice;
  /** Generates the month's payrolls (YYYY-MM; the previous month when absent); dryRun only plans */
  generateTeacherPayrolls: PayrollGeneration;
  /** Pays a pending payroll (admins): final. The same key (argument or Idempotency-Key header) pays once: a retry gets the paid payroll back; a key used for another payment is refused (IDEMPOTENCY_KEY_REUSED) */
  payTeacherPayroll: TeacherPayroll;
  discardTeacherPayroll: TeacherPayroll;
  /** rate: 15, 7 (with communicationDate) or 0 (with reason) */
  setTeacherIrpf: TeacherIrpf;
};

export type MutationcreateCountryArgs = {
  input: CountryInput;
};

export type MutationupdateCountryArgs = {
  id: Scalars["Int"];
  input: CountryInput;
};

export type MutationdeleteCountryArgs = {
  id: Scalars["Int"];
};

export type MutationcreateProvinceArgs = {
  input: ProvinceInput;
};

export type MutationupdateProvinceArgs = {
  id: Scalars["Int"];
  input: ProvinceInput;
};

export type MutationdeleteProvinceArgs = {
  id: Scalars["Int"];
};

export type MutationcreateMunicipalityArgs = {
  input: MunicipalityInput;
};

export type MutationupdateMunicipalityArgs = {
  id: Scalars["Int"];
  input: MunicipalityInput;
};

export type MutationdeleteMunicipalityArgs = {
  id: Scalars["Int"];
};

export type MutationcreateDistrictArgs = {
  input: DistrictInput;
};

export type MutationupdateDistrictArgs = {
  id: Scalars["Int"];
  input: DistrictInput;
};

export type MutationdeleteDistrictArgs = {
  id: Scalars["Int"];
};

export type MutationcreateStationArgs = {
  input: StationInput;
};

export type MutationupdateStationArgs = {
  id: Scalars["Int"];
  input: StationInput;
};

export type MutationdeleteStationArgs = {
  id: Scalars["Int"];
};

export type MutationcreateLevelArgs = {
  input: LevelInput;
};

export type MutationupdateLevelArgs = {
  id: Scalars["Int"];
  input: LevelInput;
};

export type MutationdeleteLevelArgs = {
  id: Scalars["Int"];
};

export type MutationcreateCourseArgs = {
  input: CourseInput;
};

export type MutationupdateCourseArgs = {
  id: Scalars["Int"];
  input: CourseInput;
};

export type MutationdeleteCourseArgs = {
  id: Scalars["Int"];
};

export type MutationcreateSubjectArgs = {
  input: SubjectInput;
};

export type MutationupdateSubjectArgs = {
  id: Scalars["Int"];
  input: SubjectInput;
};

export type MutationdeleteSubjectArgs = {
  id: Scalars["Int"];
};

export type MutationcreateCourseSubjectArgs = {
  input: CourseSubjectInput;
};

export type MutationupdateCourseSubjectArgs = {
  id: Scalars["Int"];
  input: CourseSubjectInput;
};

export type MutationdeleteCourseSubjectArgs = {
  id: Scalars["Int"];
};

export type MutationsetCourseSubjectsArgs = {
  courseId: Scalars["Int"];
  subjectIds: Array<Scalars["Int"]>;
};

export type MutationcreateStudyArgs = {
  input: StudyInput;
};

export type MutationupdateStudyArgs = {
  id: Scalars["Int"];
  input: StudyInput;
};

export type MutationdeleteStudyArgs = {
  id: Scalars["Int"];
};

export type MutationcreatePriceArgs = {
  input: PriceInput;
};

export type MutationupdatePriceArgs = {
  id: Scalars["Int"];
  input: PriceInput;
};

export type MutationdeletePriceArgs = {
  id: Scalars["Int"];
};

export type MutationloginArgs = {
  email: Scalars["String"];
  password: Scalars["String"];
};

export type MutationcreateStaffUserArgs = {
  role: StaffRole;
  input: StaffUserCreateInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateStaffUserArgs = {
  id: Scalars["Int"];
  input: StaffUserUpdateInput;
};

export type MutationsetStaffUserActiveArgs = {
  id: Scalars["Int"];
  active: Scalars["Boolean"];
};

export type MutationsetUserPasswordArgs = {
  userId: Scalars["Int"];
  input: NewPasswordInput;
};

export type MutationchangePasswordArgs = {
  input: ChangePasswordInput;
};

export type MutationrequestPasswordResetArgs = {
  email: Scalars["String"];
};

export type MutationresetPasswordArgs = {
  input: ResetPasswordInput;
};

export type MutationcreateCustomerArgs = {
  input: CustomerInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateCustomerArgs = {
  id: Scalars["Int"];
  input: CustomerInput;
};

export type MutationdeleteCustomerArgs = {
  id: Scalars["Int"];
};

export type MutationcreateStudentArgs = {
  input: StudentInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateStudentArgs = {
  id: Scalars["Int"];
  input: StudentInput;
};

export type MutationdeleteStudentArgs = {
  id: Scalars["Int"];
};

export type MutationcreateTeacherArgs = {
  input: TeacherInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateTeacherArgs = {
  id: Scalars["Int"];
  input: TeacherInput;
};

export type MutationdropOutTeacherArgs = {
  id: Scalars["Int"];
  dropOutDate?: InputMaybe<Scalars["String"]>;
  reason?: InputMaybe<Scalars["String"]>;
};

export type MutationreinstateTeacherArgs = {
  id: Scalars["Int"];
};

export type MutationactivateTeacherArgs = {
  id: Scalars["Int"];
};

export type MutationsetTeacherDistrictsArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  districtIds: Array<Scalars["Int"]>;
};

export type MutationupdateMyTeacherProfileArgs = {
  input: MyTeacherProfileInput;
};

export type MutationapplyAsTeacherArgs = {
  input: TeacherApplicationInput;
};

export type MutationcreateTeacherStudyArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  input: TeacherStudyInput;
};

export type MutationupdateTeacherStudyArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
  input: TeacherStudyInput;
};

export type MutationdeleteTeacherStudyArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
};

export type MutationcreateTeacherSubjectArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  input: TeacherSubjectInput;
};

export type MutationupdateTeacherSubjectArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
  input: TeacherSubjectInput;
};

export type MutationdeleteTeacherSubjectArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
};

export type MutationuploadTeacherFileArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  kind?: InputMaybe<TeacherFileKind>;
  file: Scalars["Upload"];
};

export type MutationupdateTeacherFileArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
  kind?: InputMaybe<TeacherFileKind>;
};

export type MutationdeleteTeacherFileArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  id: Scalars["Int"];
};

export type MutationsetAvailabilityArgs = {
  teacherId?: InputMaybe<Scalars["Int"]>;
  slots: Array<WeeklySlotInput>;
};

export type MutationcreateVoucherArgs = {
  input: VoucherInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateVoucherArgs = {
  id: Scalars["Int"];
  input: VoucherUpdateInput;
};

export type MutationdeleteVoucherArgs = {
  id: Scalars["Int"];
};

export type MutationactivateVoucherArgs = {
  id: Scalars["Int"];
};

export type MutationpayVoucherArgs = {
  id: Scalars["Int"];
  input: PaymentInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationrenewVoucherArgs = {
  id: Scalars["Int"];
};

export type MutationsettleVouchersArgs = {
  ids: Array<Scalars["Int"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

export type MutationsendVoucherEmailArgs = {
  id: Scalars["Int"];
};

export type MutationcreateClassArgs = {
  input: ClassInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateClassArgs = {
  id: Scalars["Int"];
  input: ClassInput;
};

export type MutationdeleteClassArgs = {
  id: Scalars["Int"];
};

export type MutationvalidateClassesArgs = {
  ids: Array<Scalars["Int"]>;
};

export type MutationdiscardClassPaymentArgs = {
  id: Scalars["Int"];
};

export type MutationlinkClassToVoucherArgs = {
  classId: Scalars["Int"];
  customerId: Scalars["Int"];
  voucherId: Scalars["Int"];
};

export type MutationcreateTeacherClassArgs = {
  input: TeacherClassInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationclaimClassArgs = {
  input: ClaimClassInput;
};

export type MutationupdateClaimedClassArgs = {
  id: Scalars["Int"];
  input: ClaimClassInput;
};

export type MutationwithdrawClaimedClassArgs = {
  id: Scalars["Int"];
};

export type MutationmarkClassGivenArgs = {
  id: Scalars["Int"];
};

export type MutationcreatePaymentLinkArgs = {
  voucherId: Scalars["Int"];
};

export type MutationrevokePaymentLinkArgs = {
  id: Scalars["Int"];
};

export type MutationcreateCustomerInterestArgs = {
  input: CustomerInterestInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationupdateCustomerInterestArgs = {
  id: Scalars["Int"];
  input: CustomerInterestInput;
};

export type MutationsetCustomerInterestStatusArgs = {
  id: Scalars["Int"];
  status: InterestStatus;
};

export type MutationinviteTeacherToCustomerInterestArgs = {
  id: Scalars["Int"];
  teacherId: Scalars["Int"];
};

export type MutationacceptCustomerInterestArgs = {
  id: Scalars["Int"];
  input: AcceptCustomerInterestInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationapplyToCustomerInterestArgs = {
  customerInterestId: Scalars["Int"];
  remarks?: InputMaybe<Scalars["String"]>;
};

export type MutationwithdrawTeacherInterestArgs = {
  id: Scalars["Int"];
};

export type MutationissueInvoiceArgs = {
  input: IssueInvoiceInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationamendInvoiceArgs = {
  id: Scalars["Int"];
  input: AmendInvoiceInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationcollectInvoiceArgs = {
  id: Scalars["Int"];
  input: CollectInvoiceInput;
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationgenerateTeacherPayrollsArgs = {
  month?: InputMaybe<Scalars["String"]>;
  dryRun?: InputMaybe<Scalars["Boolean"]>;
};

export type MutationpayTeacherPayrollArgs = {
  id: Scalars["Int"];
  date: Scalars["Date"];
  idempotencyKey?: InputMaybe<Scalars["String"]>;
};

export type MutationdiscardTeacherPayrollArgs = {
  id: Scalars["Int"];
  reason: Scalars["String"];
};

export type MutationsetTeacherIrpfArgs = {
  teacherId: Scalars["Int"];
  rate: Scalars["Int"];
  communicationDate?: InputMaybe<Scalars["Date"]>;
  reason?: InputMaybe<Scalars["String"]>;
};

/** Live updates over WebSocket (graphql-transport-ws at /api/graphql); modules add theirs */
export type Subscription = {
  __typename?: "Subscription";
  /** Never sends anything; it only holds the place of the modules' subscriptions */
  _placeholder?: Maybe<Scalars["Boolean"]>;
  /** Classes created, claimed, given, validated, deleted or linked (staff) */
  classChanged: ClassChange;
  /** The card terminal's answers about one voucher, as they arrive (staff) */
  cardPaymentAnswered: CardPaymentAnswer;
  /** A teacher applied (or was invited) to a lead (staff) */
  teacherInterestAdded: TeacherInterestEvent;
};

/** Live updates over WebSocket (graphql-transport-ws at /api/graphql); modules add theirs */
export type SubscriptioncardPaymentAnsweredArgs = {
  voucherId: Scalars["Int"];
};

export type PlaceKind =
  "countries" | "provinces" | "municipalities" | "districts" | "stations";

/** A place referred to from another: its id and name */
export type PlaceRef = {
  __typename?: "PlaceRef";
  id: Scalars["Int"];
  name: Scalars["String"];
};

/** An autocomplete suggestion; detail tells homonyms apart (the parent's name) */
export type PlaceSuggestion = {
  __typename?: "PlaceSuggestion";
  id: Scalars["Int"];
  name: Scalars["String"];
  detail?: Maybe<Scalars["String"]>;
};

export type Country = {
  __typename?: "Country";
  id: Scalars["Int"];
  name: Scalars["String"];
  /** ISO 3166-1 alpha-2 */
  code: Scalars["String"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type Province = {
  __typename?: "Province";
  id: Scalars["Int"];
  name: Scalars["String"];
  /** INE code, 2 digits */
  code?: Maybe<Scalars["String"]>;
  country: PlaceRef;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type Municipality = {
  __typename?: "Municipality";
  id: Scalars["Int"];
  name: Scalars["String"];
  /** INE code, 5 digits */
  code?: Maybe<Scalars["String"]>;
  province: PlaceRef;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type District = {
  __typename?: "District";
  id: Scalars["Int"];
  name: Scalars["String"];
  code?: Maybe<Scalars["String"]>;
  municipality: PlaceRef;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type Station = {
  __typename?: "Station";
  id: Scalars["Int"];
  name: Scalars["String"];
  lines: Array<Scalars["String"]>;
  municipality: PlaceRef;
  /** Districts the station serves */
  districts: Array<PlaceRef>;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type PlaceFilter = {
  /** Text in the name (accents and case ignored), or the exact code or line */
  q?: InputMaybe<Scalars["String"]>;
  /** Only the children of this place (provinces of a country…) */
  parentId?: InputMaybe<Scalars["Int"]>;
};

export type CountryPage = {
  __typename?: "CountryPage";
  rows: Array<Country>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type ProvincePage = {
  __typename?: "ProvincePage";
  rows: Array<Province>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type MunicipalityPage = {
  __typename?: "MunicipalityPage";
  rows: Array<Municipality>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type DistrictPage = {
  __typename?: "DistrictPage";
  rows: Array<District>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type StationPage = {
  __typename?: "StationPage";
  rows: Array<Station>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type CountryInput = {
  name: Scalars["String"];
  code: Scalars["String"];
};

export type ProvinceInput = {
  name: Scalars["String"];
  code?: InputMaybe<Scalars["String"]>;
  countryId: Scalars["Int"];
};

export type MunicipalityInput = {
  name: Scalars["String"];
  code?: InputMaybe<Scalars["String"]>;
  provinceId: Scalars["Int"];
};

export type DistrictInput = {
  name: Scalars["String"];
  code?: InputMaybe<Scalars["String"]>;
  municipalityId: Scalars["Int"];
};

export type StationInput = {
  name: Scalars["String"];
  lines?: InputMaybe<Array<Scalars["String"]>>;
  municipalityId: Scalars["Int"];
  districtIds?: InputMaybe<Array<Scalars["Int"]>>;
};

export type Level = {
  __typename?: "Level";
  id: Scalars["Int"];
  name: Scalars["String"];
  /** Position in lists (0 first) */
  position: Scalars["Int"];
  courseCount: Scalars["Int"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type Course = {
  __typename?: "Course";
  id: Scalars["Int"];
  name: Scalars["String"];
  levelId: Scalars["Int"];
  levelName: Scalars["String"];
  position: Scalars["Int"];
  /** How many subjects the course offers */
  subjectCount: Scalars["Int"];
  /** The subjects the course offers */
  subjects: Array<Subject>;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type Subject = {
  __typename?: "Subject";
  id: Scalars["Int"];
  name: Scalars["String"];
  /** How many courses offer it */
  courseCount: Scalars["Int"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type Study = {
  __typename?: "Study";
  id: Scalars["Int"];
  name: Scalars["String"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

/** A subject a course offers */
export type CourseSubject = {
  __typename?: "CourseSubject";
  id: Scalars["Int"];
  courseId: Scalars["Int"];
  courseName: Scalars["String"];
  levelName: Scalars["String"];
  subjectId: Scalars["Int"];
  subjectName: Scalars["String"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type PriceState =
  /** The one that applies today to its level or course */
  | "current"
  /** Starts later */
  | "future"
  /** Replaced by a later one */
  | "past";

/** What the customer pays and the teacher is paid per hour, for a level or one course, from a day */
export type Price = {
  __typename?: "Price";
  id: Scalars["Int"];
  name: Scalars["String"];
  /** Set for a whole level's price (then courseId is null) */
  levelId?: Maybe<Scalars["Int"]>;
  /** Set for a course's own price (then levelId is null) */
  courseId?: Maybe<Scalars["Int"]>;
  /** The level, or the course, by name */
  targetName: Scalars["String"];
  /** The level of the price, or of its course */
  levelName: Scalars["String"];
  /** Integer cents per hour */
  customerPriceCents: Scalars["Int"];
  /** Integer cents per hour */
  teacherPayCents: Scalars["Int"];
  validFrom: Scalars["Date"];
  state: PriceState;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

/** The price that applies to a course on a day */
export type AppliedPrice = {
  __typename?: "AppliedPrice";
  id: Scalars["Int"];
  name: Scalars["String"];
  customerPriceCents: Scalars["Int"];
  teacherPayCents: Scalars["Int"];
  validFrom: Scalars["Date"];
};

export type AcademicFilter = {
  /** Text in the name (accents and case ignored) */
  q?: InputMaybe<Scalars["String"]>;
};

export type CourseFilter = {
  q?: InputMaybe<Scalars["String"]>;
  levelId?: InputMaybe<Scalars["Int"]>;
};

export type CourseSubjectFilter = {
  /** Text in the course's or the subject's name */
  q?: InputMaybe<Scalars["String"]>;
  courseId?: InputMaybe<Scalars["Int"]>;
};

export type PriceFilter = {
  /** Text in the price's, level's or course's name */
  q?: InputMaybe<Scalars["String"]>;
  /** Prices of the level and of its courses */
  levelId?: InputMaybe<Scalars["Int"]>;
  state?: InputMaybe<PriceState>;
};

export type LevelPage = {
  __typename?: "LevelPage";
  rows: Array<Level>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type CoursePage = {
  __typename?: "CoursePage";
  rows: Array<Course>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type SubjectPage = {
  __typename?: "SubjectPage";
  rows: Array<Subject>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type CourseSubjectPage = {
  __typename?: "CourseSubjectPage";
  rows: Array<CourseSubject>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type StudyPage = {
  __typename?: "StudyPage";
  rows: Array<Study>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type PricePage = {
  __typename?: "PricePage";
  rows: Array<Price>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type LevelInput = {
  name: Scalars["String"];
  /** Last when absent */
  position?: InputMaybe<Scalars["Int"]>;
};

export type CourseInput = {
  levelId: Scalars["Int"];
  name: Scalars["String"];
  /** Last of its level when absent */
  position?: InputMaybe<Scalars["Int"]>;
};

export type SubjectInput = {
  name: Scalars["String"];
};

export type CourseSubjectInput = {
  courseId: Scalars["Int"];
  subjectId: Scalars["Int"];
};

export type StudyInput = {
  name: Scalars["String"];
};

/** Exactly one of levelId and courseId; amounts in integer cents per hour; teacher pay not above the customer price */
export type PriceInput = {
  name: Scalars["String"];
  levelId?: InputMaybe<Scalars["Int"]>;
  courseId?: InputMaybe<Scalars["Int"]>;
  customerPriceCents: Scalars["Int"];
  teacherPayCents: Scalars["Int"];
  validFrom: Scalars["Date"];
};

export type Role = "admin" | "advisor" | "teacher" | "accountant";

export type User = {
  __typename?: "User";
  id: Scalars["Int"];
  email: Scalars["String"];
  role: Role;
  /** Administrador, Asesora or Profesor */
  roleLabel: Scalars["String"];
  firstName: Scalars["String"];
  lastName: Scalars["String"];
};

export type LoginResult = {
  __typename?: "LoginResult";
  /** Session token: send it as 'Authorization: Bearer <token>' (the login also sets the apollo-token cookie) */
  token: Scalars["String"];
  user: User;
};

export type StaffRole = "admin" | "advisor" | "accountant";

export type StaffStatus = "active" | "inactive";

/** An admin or an advisor */
export type StaffUser = {
  __typename?: "StaffUser";
  id: Scalars["Int"];
  role: StaffRole;
  /** Administrador or Asesora */
  roleLabel: Scalars["String"];
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  email: Scalars["String"];
  phone?: Maybe<Scalars["String"]>;
  /** Inactive accounts cannot sign in */
  active: Scalars["Boolean"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type StaffUserPage = {
  __typename?: "StaffUserPage";
  rows: Array<StaffUser>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type StaffFilter = {
  /** Name or email */
  q?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<StaffStatus>;
};

export type StaffUserCreateInput = {
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  /** Unique among users, whatever its case */
  email: Scalars["String"];
  phone?: InputMaybe<Scalars["String"]>;
  /** At least 8 characters */
  password: Scalars["String"];
  passwordRepeat: Scalars["String"];
};

export type StaffUserUpdateInput = {
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  email: Scalars["String"];
  phone?: InputMaybe<Scalars["String"]>;
  /** false deactivates the account and ends its sessions (not your own; not the last active admin) */
  active?: InputMaybe<Scalars["Boolean"]>;
};

export type NewPasswordInput = {
  /** At least 8 characters */
  password: Scalars["String"];
  passwordRepeat: Scalars["String"];
};

export type ChangePasswordInput = {
  currentPassword: Scalars["String"];
  password: Scalars["String"];
  passwordRepeat: Scalars["String"];
};

export type ResetPasswordInput = {
  /** The token of the emailed link */
  token: Scalars["String"];
  password: Scalars["String"];
  passwordRepeat: Scalars["String"];
};

export type MailStatus =
  /** Kept in the outbox: no SMTP server configured */
  "stored" | "sent" | "failed";

export type OutboxMail = {
  __typename?: "OutboxMail";
  id: Scalars["Int"];
  toAddress: Scalars["String"];
  subject: Scalars["String"];
  text: Scalars["String"];
  status: MailStatus;
  error?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
};

export type OutboxMailPage = {
  __typename?: "OutboxMailPage";
  rows: Array<OutboxMail>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type OutboxFilter = {
  /** Address or subject */
  q?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<MailStatus>;
};

export type CustomerSource = "webform" | "alumni" | "referee" | "other";

/** The advisor who looks after a customer */
export type CustomerAdvisor = {
  __typename?: "CustomerAdvisor";
  id: Scalars["Int"];
  name: Scalars["String"];
};

export type Customer = {
  __typename?: "Customer";
  id: Scalars["Int"];
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  /** 'Nombre Apellidos', or the company's name */
  name: Scalars["String"];
  isCompany: Scalars["Boolean"];
  /** Staff only (policy action customers.fiscal) */
  nif?: Maybe<Scalars["String"]>;
  email?: Maybe<Scalars["String"]>;
  phone?: Maybe<Scalars["String"]>;
  address?: Maybe<Scalars["String"]>;
  postalCode?: Maybe<Scalars["String"]>;
  municipality?: Maybe<PlaceRef>;
  district?: Maybe<PlaceRef>;
  /** Electronic format (ES9121000418450200051332); staff only (policy action customers.fiscal) */
  iban?: Maybe<Scalars["String"]>;
  source: CustomerSource;
  /** Formulario web, Antiguo alumno, Recomendación or Otro */
  sourceLabel: Scalars["String"];
  advisor?: Maybe<CustomerAdvisor>;
  remarks?: Maybe<Scalars["String"]>;
  /** When true the invoice data is a copy of the personal data, taken again on every save */
  invoiceSameAsPersonal: Scalars["Boolean"];
  invoiceName?: Maybe<Scalars["String"]>;
  invoiceEmail?: Maybe<Scalars["String"]>;
  /** Staff only (policy action customers.fiscal) */
  invoiceNif?: Maybe<Scalars["String"]>;
  invoiceAddress?: Maybe<Scalars["String"]>;
  invoicePostalCode?: Maybe<Scalars["String"]>;
  invoiceMunicipality?: Maybe<PlaceRef>;
  studentCount: Scalars["Int"];
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
  students: Array<Student>;
};

export type CustomerPage = {
  __typename?: "CustomerPage";
  rows: Array<Customer>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type CustomerFilter = {
  /** Text in the name, email, NIF or phone */
  q?: InputMaybe<Scalars["String"]>;
  source?: InputMaybe<CustomerSource>;
  advisorId?: InputMaybe<Scalars["Int"]>;
  districtId?: InputMaybe<Scalars["Int"]>;
  /** true: companies only; false: families only */
  isCompany?: InputMaybe<Scalars["Boolean"]>;
};

export type CustomerInput = {
  firstName: Scalars["String"];
  /** Required unless isCompany */
  lastName?: InputMaybe<Scalars["String"]>;
  /** false when not given on creation */
  isCompany?: InputMaybe<Scalars["Boolean"]>;
  nif?: InputMaybe<Scalars["String"]>;
  email?: InputMaybe<Scalars["String"]>;
  phone?: InputMaybe<Scalars["String"]>;
  address?: InputMaybe<Scalars["String"]>;
  postalCode?: InputMaybe<Scalars["String"]>;
  municipalityId?: InputMaybe<Scalars["Int"]>;
  districtId?: InputMaybe<Scalars["Int"]>;
  iban?: InputMaybe<Scalars["String"]>;
  /** other when not given on creation */
  source?: InputMaybe<CustomerSource>;
  /** Defaults to the advisor who creates the customer */
  advisorId?: InputMaybe<Scalars["Int"]>;
  remarks?: InputMaybe<Scalars["String"]>;
  /** true (the default on creation): the invoice fields are ignored and copied from the personal data */
  invoiceSameAsPersonal?: InputMaybe<Scalars["Boolean"]>;
  invoiceName?: InputMaybe<Scalars["String"]>;
  invoiceEmail?: InputMaybe<Scalars["String"]>;
  invoiceNif?: InputMaybe<Scalars["String"]>;
  invoiceAddress?: InputMaybe<Scalars["String"]>;
  invoicePostalCode?: InputMaybe<Scalars["String"]>;
  invoiceMunicipalityId?: InputMaybe<Scalars["Int"]>;
};

/** An autocomplete suggestion; detail tells homonyms apart (email or municipality) */
export type CustomerSuggestion = {
  __typename?: "CustomerSuggestion";
  id: Scalars["Int"];
  name: Scalars["String"];
  detail?: Maybe<Scalars["String"]>;
};

export type Student = {
  __typename?: "Student";
  id: Scalars["Int"];
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  name: Scalars["String"];
  birthDate?: Maybe<Scalars["Date"]>;
  course?: Maybe<Course>;
  customer: Customer;
  remarks?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type StudentPage = {
  __typename?: "StudentPage";
  rows: Array<Student>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type StudentFilter = {
  /** Text in the student's or the customer's name */
  q?: InputMaybe<Scalars["String"]>;
  levelId?: InputMaybe<Scalars["Int"]>;
  courseId?: InputMaybe<Scalars["Int"]>;
  customerId?: InputMaybe<Scalars["Int"]>;
};

export type StudentInput = {
  customerId: Scalars["Int"];
  firstName: Scalars["String"];
  /** Defaults to the customer's surnames */
  lastName?: InputMaybe<Scalars["String"]>;
  /** Not in the future */
  birthDate?: InputMaybe<Scalars["Date"]>;
  courseId?: InputMaybe<Scalars["Int"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

/** active; leaving (drop-out date set in the future); dropped (from the drop-out date); candidate (applied through the web form, account not yet active) */
export type TeacherStatus = "active" | "leaving" | "dropped" | "candidate";

/** Which teachers a list shows (active by default) */
export type TeacherStatusFilter = "active" | "dropped" | "candidates" | "all";

export type TeacherDistrict = {
  __typename?: "TeacherDistrict";
  id: Scalars["Int"];
  name: Scalars["String"];
  municipalityName: Scalars["String"];
};

export type Teacher = {
  __typename?: "Teacher";
  id: Scalars["Int"];
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  email: Scalars["String"];
  phone?: Maybe<Scalars["String"]>;
  nif?: Maybe<Scalars["String"]>;
  birthDate?: Maybe<Scalars["Date"]>;
  address?: Maybe<Scalars["String"]>;
  postalCode?: Maybe<Scalars["String"]>;
  municipality?: Maybe<PlaceRef>;
  iban?: Maybe<Scalars["String"]>;
  hasTeachingDegree: Scalars["Boolean"];
  hasAcceptedTerms: Scalars["Boolean"];
  hasAcceptedPrivacyPolicy: Scalars["Boolean"];
  acceptedDate?: Maybe<Scalars["DateTime"]>;
  startDate?: Maybe<Scalars["Date"]>;
  dropOutDate?: Maybe<Scalars["Date"]>;
  remarks?: Maybe<Scalars["String"]>;
  active: Scalars["Boolean"];
  status: TeacherStatus;
  preferredDistricts: Array<TeacherDistrict>;
};

export type TeacherListRow = {
  __typename?: "TeacherListRow";
  id: Scalars["Int"];
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  email: Scalars["String"];
  phone?: Maybe<Scalars["String"]>;
  nif?: Maybe<Scalars["String"]>;
  municipality?: Maybe<PlaceRef>;
  hasTeachingDegree: Scalars["Boolean"];
  startDate?: Maybe<Scalars["Date"]>;
  dropOutDate?: Maybe<Scalars["Date"]>;
  status: TeacherStatus;
  /** Names of the preferred districts, comma separated */
  districtNames?: Maybe<Scalars["String"]>;
};

export type TeacherPage = {
  __typename?: "TeacherPage";
  rows: Array<TeacherListRow>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type TeacherFilter = {
  /** Text in the name, email or NIF */
  q?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<TeacherStatusFilter>;
  districtId?: InputMaybe<Scalars["Int"]>;
  subjectId?: InputMaybe<Scalars["Int"]>;
  hasTeachingDegree?: InputMaybe<Scalars["Boolean"]>;
};

/** Dates as YYYY-MM-DD. The password (and its repetition) only at creation, and optional. */
export type TeacherInput = {
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  email: Scalars["String"];
  phone?: InputMaybe<Scalars["String"]>;
  nif?: InputMaybe<Scalars["String"]>;
  birthDate?: InputMaybe<Scalars["Date"]>;
  address?: InputMaybe<Scalars["String"]>;
  postalCode?: InputMaybe<Scalars["String"]>;
  municipalityId?: InputMaybe<Scalars["Int"]>;
  iban?: InputMaybe<Scalars["String"]>;
  hasTeachingDegree?: InputMaybe<Scalars["Boolean"]>;
  startDate?: InputMaybe<Scalars["Date"]>;
  remarks?: InputMaybe<Scalars["String"]>;
  password?: InputMaybe<Scalars["String"]>;
  passwordRepeat?: InputMaybe<Scalars["String"]>;
};

/** What a teacher edits of their own profile; an acceptance once given cannot be withdrawn here */
export type MyTeacherProfileInput = {
  phone?: InputMaybe<Scalars["String"]>;
  nif?: InputMaybe<Scalars["String"]>;
  birthDate?: InputMaybe<Scalars["Date"]>;
  address?: InputMaybe<Scalars["String"]>;
  postalCode?: InputMaybe<Scalars["String"]>;
  municipalityId?: InputMaybe<Scalars["Int"]>;
  iban?: InputMaybe<Scalars["String"]>;
  hasTeachingDegree?: InputMaybe<Scalars["Boolean"]>;
  hasAcceptedTerms?: InputMaybe<Scalars["Boolean"]>;
  hasAcceptedPrivacyPolicy?: InputMaybe<Scalars["Boolean"]>;
};

/** The public 'Trabaja con nosotros' form */
export type TeacherApplicationInput = {
  firstName: Scalars["String"];
  lastName: Scalars["String"];
  email: Scalars["String"];
  phone: Scalars["String"];
  nif?: InputMaybe<Scalars["String"]>;
  municipalityId?: InputMaybe<Scalars["Int"]>;
  studies: Scalars["String"];
  hasTeachingDegree?: InputMaybe<Scalars["Boolean"]>;
  hasAcceptedTerms: Scalars["Boolean"];
  hasAcceptedPrivacyPolicy: Scalars["Boolean"];
};

export type TeacherFileKind = "cv" | "contract" | "certificate" | "other";

/** A degree a teacher holds (a study of the academic catalogue) */
export type TeacherStudy = {
  __typename?: "TeacherStudy";
  id: Scalars["Int"];
  teacherId: Scalars["Int"];
  studyId: Scalars["Int"];
  studyName: Scalars["String"];
  startDate?: Maybe<Scalars["Date"]>;
  endDate?: Maybe<Scalars["Date"]>;
  remarks?: Maybe<Scalars["String"]>;
  updatedDate: Scalars["DateTime"];
};

/** A subject the teacher can teach, at a level */
export type TeacherSubject = {
  __typename?: "TeacherSubject";
  id: Scalars["Int"];
  teacherId: Scalars["Int"];
  subjectId: Scalars["Int"];
  subjectName: Scalars["String"];
  levelId: Scalars["Int"];
  levelName: Scalars["String"];
  remarks?: Maybe<Scalars["String"]>;
  updatedDate: Scalars["DateTime"];
};

/** A document of the teacher (CV, contract, certificate…) */
export type TeacherFile = {
  __typename?: "TeacherFile";
  id: Scalars["Int"];
  teacherId: Scalars["Int"];
  kind: TeacherFileKind;
  originalName: Scalars["String"];
  mimeType: Scalars["String"];
  /** Bytes */
  size: Scalars["Int"];
  createdDate: Scalars["DateTime"];
  /** The teacher's current CV (cvUrl of the specification) */
  isCurrentCv: Scalars["Boolean"];
  /** Page that downloads the file as an attachment (with the session cookie) */
  downloadUrl: Scalars["String"];
};

/** A slot of the week: weekday 1 (Monday) to 7 (Sunday), times HH:MM between 07:00 and 23:00 */
export type WeeklySlot = {
  __typename?: "WeeklySlot";
  weekday: Scalars["Int"];
  start: Scalars["String"];
  end: Scalars["String"];
};

export type TeacherStudyPage = {
  __typename?: "TeacherStudyPage";
  rows: Array<TeacherStudy>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type TeacherSubjectPage = {
  __typename?: "TeacherSubjectPage";
  rows: Array<TeacherSubject>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type TeacherFilePage = {
  __typename?: "TeacherFilePage";
  rows: Array<TeacherFile>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type TeacherRecordFilter = {
  q?: InputMaybe<Scalars["String"]>;
  /** Files only */
  kind?: InputMaybe<TeacherFileKind>;
};

export type TeacherStudyInput = {
  studyId?: InputMaybe<Scalars["Int"]>;
  startDate?: InputMaybe<Scalars["Date"]>;
  endDate?: InputMaybe<Scalars["Date"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

export type TeacherSubjectInput = {
  subjectId?: InputMaybe<Scalars["Int"]>;
  levelId?: InputMaybe<Scalars["Int"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

export type WeeklySlotInput = {
  weekday?: InputMaybe<Scalars["Int"]>;
  start?: InputMaybe<Scalars["String"]>;
  end?: InputMaybe<Scalars["String"]>;
};

/** inactive, active, expired (derived: end date passed with hours left) or settled */
export type VoucherStatus = "inactive" | "active" | "expired" | "settled";

export type VoucherPaymentStatus = "pendingPayment" | "paid";

export type PaymentMethod = "cash" | "wire" | "redsys";

/** Which list: every voucher, or one of the four working lists */
export type VoucherList =
  | "all"
  /** Active, 2 hours or fewer left or ending within 15 days, not renewed */
  | "nonRenewed"
  /** Active with hours left */
  | "pendingHours"
  /** Active with hours left whose last class is more than 30 days old, or none */
  | "lastClass"
  /** Used up or expired, not settled */
  | "settlements";

/** A record a voucher points at (customer, student, subject, course, teacher) */
export type VoucherRef = {
  __typename?: "VoucherRef";
  id: Scalars["Int"];
  name: Scalars["String"];
};

export type VoucherPayment = {
  __typename?: "VoucherPayment";
  id: Scalars["Int"];
  voucherId: Scalars["Int"];
  /** Integer cents */
  amountCents: Scalars["Int"];
  /** 1.234,50 € */
  amountText: Scalars["String"];
  method: PaymentMethod;
  /** Efectivo, Transferencia, Redsys (tarjeta) */
  methodLabel: Scalars["String"];
  date: Scalars["Date"];
  reference?: Maybe<Scalars["String"]>;
  remarks?: Maybe<Scalars["String"]>;
  /** Printable receipt page */
  receiptUrl: Scalars["String"];
  /** The invoice the payment issued, if any (who may read invoices: FORBIDDEN for the others) */
  invoice?: Maybe<Invoice>;
};

export type VoucherClass = {
  __typename?: "VoucherClass";
  id: Scalars["Int"];
  date: Scalars["DateTime"];
  /** Minutes */
  duration: Scalars["Int"];
  status: Scalars["String"];
  teacher?: Maybe<VoucherRef>;
};

/** A change of the voucher's booked minutes (negative takes, positive gives back) */
export type VoucherHourMovement = {
  __typename?: "VoucherHourMovement";
  id: Scalars["Int"];
  classId?: Maybe<Scalars["Int"]>;
  kind: Scalars["String"];
  minutes: Scalars["Int"];
  minutesLeftAfter: Scalars["Int"];
  createdDate: Scalars["DateTime"];
};

export type VoucherChainLink = {
  __typename?: "VoucherChainLink";
  id: Scalars["Int"];
  startDate: Scalars["Date"];
  endDate: Scalars["Date"];
  hours: Scalars["Int"];
  status: VoucherStatus;
};

export type Voucher = {
  __typename?: "Voucher";
  id: Scalars["Int"];
  customer: VoucherRef;
  student: VoucherRef;
  subject: VoucherRef;
  course: VoucherRef;
  teacher?: Maybe<VoucherRef>;
  hours: Scalars["Int"];
  /** Frozen at creation from the price of the day, integer cents per hour */
  hourlyPriceCents: Scalars["Int"];
  teacherHourlyPayCents: Scalars["Int"];
  amountCents: Scalars["Int"];
  paidCents: Scalars["Int"];
  dueCents: Scalars["Int"];
  /** Sum of its cash payments (Ley 11/2021: must stay below 1.000 €) */
  cashCents: Scalars["Int"];
  startDate: Scalars["Date"];
  endDate: Scalars["Date"];
  status: VoucherStatus;
  statusLabel: Scalars["String"];
  paymentStatus: VoucherPaymentStatus;
  /** Live classes (any status but deleted) */
  minutesBooked: Scalars["Int"];
  /** Validated classes */
  minutesUsed: Scalars["Int"];
  /** Bought minus booked */
  minutesLeft: Scalars["Int"];
  hoursLeft: Scalars["Float"];
  lastClassDate?: Maybe<Scalars["DateTime"]>;
  renewedFromId?: Maybe<Scalars["Int"]>;
  renewedById?: Maybe<Scalars["Int"]>;
  settledDate?: Maybe<Scalars["Date"]>;
  settledMinutesUsed?: Maybe<Scalars["Int"]>;
  settledMinutesForfeited?: Maybe<Scalars["Int"]>;
  settlementRemarks?: Maybe<Scalars["String"]>;
  remarks?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
  payments: Array<VoucherPayment>;
  classes: Array<VoucherClass>;
  movements: Array<VoucherHourMovement>;
  /** Earlier vouchers of the renewal chain, this one, and its renewals */
  chain: Array<VoucherChainLink>;
};

export type VoucherPage = {
  __typename?: "VoucherPage";
  rows: Array<Voucher>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type VoucherFilter = {
  list?: InputMaybe<VoucherList>;
  /** Text in the customer, student, subject or teacher name, or the voucher number */
  q?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<VoucherStatus>;
  paymentStatus?: InputMaybe<VoucherPaymentStatus>;
  customerId?: InputMaybe<Scalars["Int"]>;
  studentId?: InputMaybe<Scalars["Int"]>;
  teacherId?: InputMaybe<Scalars["Int"]>;
  subjectId?: InputMaybe<Scalars["Int"]>;
  /** Vouchers valid at some day between from and to */
  from?: InputMaybe<Scalars["Date"]>;
  to?: InputMaybe<Scalars["Date"]>;
};

export type VoucherInput = {
  customerId: Scalars["Int"];
  studentId: Scalars["Int"];
  courseId: Scalars["Int"];
  subjectId: Scalars["Int"];
  teacherId?: InputMaybe<Scalars["Int"]>;
  hours: Scalars["Int"];
  /** Default today */
  startDate?: InputMaybe<Scalars["Date"]>;
  /** Default three months after the start */
  endDate?: InputMaybe<Scalars["Date"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

/** What is left out keeps its value; customer, student, course and subject only while the voucher has no classes and no payments */
export type VoucherUpdateInput = {
  customerId?: InputMaybe<Scalars["Int"]>;
  studentId?: InputMaybe<Scalars["Int"]>;
  courseId?: InputMaybe<Scalars["Int"]>;
  subjectId?: InputMaybe<Scalars["Int"]>;
  teacherId?: InputMaybe<Scalars["Int"]>;
  /** true: no teacher */
  clearTeacher?: InputMaybe<Scalars["Boolean"]>;
  hours?: InputMaybe<Scalars["Int"]>;
  startDate?: InputMaybe<Scalars["Date"]>;
  endDate?: InputMaybe<Scalars["Date"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

export type PaymentInput = {
  amountCents: Scalars["Int"];
  method: PaymentMethod;
  /** Default today; never later, nor before the voucher was created */
  date?: InputMaybe<Scalars["Date"]>;
  reference?: InputMaybe<Scalars["String"]>;
  remarks?: InputMaybe<Scalars["String"]>;
};

/** The price a new voucher for a course takes on a day */
export type VoucherPrice = {
  __typename?: "VoucherPrice";
  priceId: Scalars["Int"];
  name: Scalars["String"];
  hourlyPriceCents: Scalars["Int"];
  teacherHourlyPayCents: Scalars["Int"];
  validFrom: Scalars["Date"];
};

export type VoucherPaymentResult = {
  __typename?: "VoucherPaymentResult";
  voucher: Voucher;
  payment: VoucherPayment;
};

export type VoucherEmailResult = {
  __typename?: "VoucherEmailResult";
  to: Scalars["String"];
  /** stored (outbox, no SMTP), sent or failed */
  status: Scalars["String"];
};

export type ClassStatus =
  "pending" | "assigned" | "taught" | "claimed" | "validated" | "deleted";

export type TeacherPaymentStatus =
  "teacherPendingPayment" | "teacherPayed" | "discarded";

export type Class = {
  __typename?: "Class";
  id: Scalars["Int"];
  /** Madrid's wall-clock time is what forms show; this is the instant */
  date: Scalars["DateTime"];
  /** Minutes */
  duration: Scalars["Int"];
  status: ClassStatus;
  teacherPaymentStatus?: Maybe<TeacherPaymentStatus>;
  voucherId?: Maybe<Scalars["Int"]>;
  studentId: Scalars["Int"];
  studentName: Scalars["String"];
  customerId: Scalars["Int"];
  customerName: Scalars["String"];
  subjectName?: Maybe<Scalars["String"]>;
  courseName?: Maybe<Scalars["String"]>;
  teacherId?: Maybe<Scalars["Int"]>;
  teacherName?: Maybe<Scalars["String"]>;
  remarks?: Maybe<Scalars["String"]>;
  validatedDate?: Maybe<Scalars["DateTime"]>;
  deletedDate?: Maybe<Scalars["DateTime"]>;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
};

export type ClassPage = {
  __typename?: "ClassPage";
  rows: Array<Class>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type ClassFilter = {
  /** Text in the student's, customer's or teacher's name, or in the remarks */
  q?: InputMaybe<Scalars["String"]>;
  /** Deleted classes are listed only when asked for */
  status?: InputMaybe<ClassStatus>;
  /** teacherPendingPayment, teacherPayed, discarded, or none (not validated) */
  teacherPaymentStatus?: InputMaybe<Scalars["String"]>;
  /** A teacher's id, or 0 for classes without a teacher */
  teacherId?: InputMaybe<Scalars["Int"]>;
  studentId?: InputMaybe<Scalars["Int"]>;
  customerId?: InputMaybe<Scalars["Int"]>;
  voucherId?: InputMaybe<Scalars["Int"]>;
  /** Days, inclusive */
  from?: InputMaybe<Scalars["Date"]>;
  to?: InputMaybe<Scalars["Date"]>;
};

export type ClassInput = {
  /** Required when creating; ignored when updating (use linkClassToVoucher) */
  voucherId?: InputMaybe<Scalars["Int"]>;
  /** Without a teacher the class is pending; with one, assigned */
  teacherId?: InputMaybe<Scalars["Int"]>;
  /** Madrid's wall-clock time (2026-11-24T17:00) or an instant with its offset */
  date: Scalars["String"];
  /** Minutes, 1 to 600 */
  duration: Scalars["Int"];
  remarks?: InputMaybe<Scalars["String"]>;
};

export type TeacherClassInput = {
  teacherId: Scalars["Int"];
  voucherId: Scalars["Int"];
  date: Scalars["String"];
  duration: Scalars["Int"];
  remarks?: InputMaybe<Scalars["String"]>;
};

/** A class not validated: NOT_FOUND, CLASSES_CANNOT_VALIDATE (not taught nor claimed) or CLASSES_VALIDATE_NEEDS_VOUCHER */
export type ClassRefusal = {
  __typename?: "ClassRefusal";
  id: Scalars["Int"];
  /** Stable, for programs */
  code: Scalars["String"];
  /** In Spanish, for people */
  message: Scalars["String"];
};

/** Validating several classes: those validated, and those refused with the reason */
export type ValidateClassesResult = {
  __typename?: "ValidateClassesResult";
  validated: Array<Class>;
  refused: Array<ClassRefusal>;
};

/** A voucher a class can go on: active, with hours left */
export type VoucherChoice = {
  __typename?: "VoucherChoice";
  id: Scalars["Int"];
  name: Scalars["String"];
  detail: Scalars["String"];
  minutesLeft: Scalars["Int"];
};

export type ClassAction =
  | "created"
  | "updated"
  | "claimed"
  | "given"
  | "validated"
  | "discarded"
  | "deleted"
  | "linked"
  | "unassigned";

export type ClassChange = {
  __typename?: "ClassChange";
  classId: Scalars["Int"];
  status: ClassStatus;
  voucherId?: Maybe<Scalars["Int"]>;
  action: ClassAction;
};

/** A class of the signed-in teacher (no customer data) */
export type TeacherClass = {
  __typename?: "TeacherClass";
  id: Scalars["Int"];
  date: Scalars["DateTime"];
  duration: Scalars["Int"];
  status: ClassStatus;
  teacherPaymentStatus?: Maybe<TeacherPaymentStatus>;
  voucherId?: Maybe<Scalars["Int"]>;
  studentId: Scalars["Int"];
  studentName: Scalars["String"];
  subjectName?: Maybe<Scalars["String"]>;
  courseName?: Maybe<Scalars["String"]>;
  remarks?: Maybe<Scalars["String"]>;
};

export type TeacherClassPage = {
  __typename?: "TeacherClassPage";
  rows: Array<TeacherClass>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type ClassWhen = "upcoming" | "past";

export type MyClassFilter = {
  q?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<ClassStatus>;
  /** upcoming: soonest first (past, or left out: newest first) unless the page gives a direction */
  when?: InputMaybe<ClassWhen>;
  studentId?: InputMaybe<Scalars["Int"]>;
  voucherId?: InputMaybe<Scalars["Int"]>;
};

export type ClaimClassInput = {
  /** A voucher the teacher teaches; or else studentId */
  voucherId?: InputMaybe<Scalars["Int"]>;
  /** A student the teacher teaches, when the voucher is not known */
  studentId?: InputMaybe<Scalars["Int"]>;
  /** Today or earlier: Madrid's wall-clock time (2026-11-24T17:00) or an instant with its offset */
  date: Scalars["String"];
  duration: Scalars["Int"];
  remarks?: InputMaybe<Scalars["String"]>;
};

/** A voucher the teacher teaches: hours only */
export type TeacherVoucher = {
  __typename?: "TeacherVoucher";
  id: Scalars["Int"];
  studentId: Scalars["Int"];
  studentName: Scalars["String"];
  subjectName: Scalars["String"];
  courseName: Scalars["String"];
  hours: Scalars["Int"];
  minutesUsed: Scalars["Int"];
  minutesBooked: Scalars["Int"];
  minutesLeft: Scalars["Int"];
  startDate: Scalars["Date"];
  endDate: Scalars["Date"];
  status: Scalars["String"];
};

export type TeacherStudent = {
  __typename?: "TeacherStudent";
  id: Scalars["Int"];
  name: Scalars["String"];
  courseName?: Maybe<Scalars["String"]>;
  subjects: Scalars["String"];
  minutesLeft: Scalars["Int"];
};

/** A new payment link: the only time its address is shown (the token is stored hashed) */
export type PaymentLinkCreated = {
  __typename?: "PaymentLinkCreated";
  id: Scalars["Int"];
  /** The public page /pay/{token}, on APP_URL */
  url: Scalars["String"];
  expiresAt: Scalars["DateTime"];
  /** What the link charges at most: what was due when it was made (integer cents) */
  amountCents: Scalars["Int"];
  /** The voucher's earlier live links, revoked by this one (a voucher has one live link at a time) */
  revokedLinkIds: Array<Scalars["Int"]>;
};

export type PaymentLinkState = "active" | "revoked" | "expired";

export type PaymentLink = {
  __typename?: "PaymentLink";
  id: Scalars["Int"];
  voucherId: Scalars["Int"];
  amountCents: Scalars["Int"];
  expiresAt: Scalars["DateTime"];
  revokedAt?: Maybe<Scalars["DateTime"]>;
  state: PaymentLinkState;
  createdByName?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
};

export type PaymentAttemptStatus = "pending" | "authorised" | "denied";

/** One card payment attempt (one Redsys order) and what the terminal's signed notification said */
export type PaymentAttempt = {
  __typename?: "PaymentAttempt";
  id: Scalars["Int"];
  linkId: Scalars["Int"];
  voucherId: Scalars["Int"];
  orderNumber: Scalars["String"];
  amountCents: Scalars["Int"];
  status: PaymentAttemptStatus;
  /** When the family's form went on to the bank; null while the link's page was only viewed */
  sentAt?: Maybe<Scalars["DateTime"]>;
  /** Ds_Response */
  responseCode?: Maybe<Scalars["String"]>;
  authorisationCode?: Maybe<Scalars["String"]>;
  /** The payment recorded from it */
  paymentId?: Maybe<Scalars["Int"]>;
  /** Authorised but refused by the payment rules (to refund): the rule's code */
  errorCode?: Maybe<Scalars["String"]>;
  notifiedAt?: Maybe<Scalars["DateTime"]>;
  createdDate: Scalars["DateTime"];
};

/** A card payment notification changed a voucher: a payment recorded, a denial, or an authorisation to refund */
export type CardPaymentAnswer = {
  __typename?: "CardPaymentAnswer";
  voucherId: Scalars["Int"];
  outcome: Scalars["String"];
};

export type InterestStatus =
  | "pending_interview"
  | "pending_agreement"
  | "pending_info"
  | "waiting"
  | "old"
  | "lost";

export type InterestVisibility =
  /** Published in the teachers' search */
  "everyone" | "hidden";

export type InterestDecision = "accepted" | "denied";

/** What a list of leads shows: open (default), one status, accepted, or all */
export type InterestListStatus =
  | "open"
  | "pending_interview"
  | "pending_agreement"
  | "pending_info"
  | "waiting"
  | "old"
  | "lost"
  | "accepted"
  | "all";

export type InterestRef = {
  __typename?: "InterestRef";
  id: Scalars["Int"];
  name: Scalars["String"];
};

/** One interest row: a subject at a course */
export type InterestRow = {
  __typename?: "InterestRow";
  id: Scalars["Int"];
  subject: InterestRef;
  course: InterestRef;
};

export type InterestSlot = {
  __typename?: "InterestSlot";
  /** 1 = Monday … 7 = Sunday */
  weekday: Scalars["Int"];
  /** HH:MM */
  start: Scalars["String"];
  end: Scalars["String"];
};

export type InterestStatusChange = {
  __typename?: "InterestStatusChange";
  id: Scalars["Int"];
  fromStatus?: Maybe<Scalars["String"]>;
  /** A status, or 'accepted' when the voucher was made */
  toStatus: Scalars["String"];
  actorName?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
};

/** A teacher's application as staff see it, with why the teacher fits */
export type TeacherInterest = {
  __typename?: "TeacherInterest";
  id: Scalars["Int"];
  teacher: InterestRef;
  status: InterestStatus;
  decision?: Maybe<InterestDecision>;
  remarks?: Maybe<Scalars["String"]>;
  invited: Scalars["Boolean"];
  withdrawnDate?: Maybe<Scalars["DateTime"]>;
  createdDate: Scalars["DateTime"];
  reasons: Array<Scalars["String"]>;
};

/** A teacher who fits a lead, with the score and its reasons in words */
export type MatchingTeacher = {
  __typename?: "MatchingTeacher";
  teacher: InterestRef;
  score: Scalars["Float"];
  reasons: Array<Scalars["String"]>;
  overlapMinutes: Scalars["Int"];
  loadMinutes: Scalars["Int"];
};

/** A lead (customer interest) as staff see it */
export type CustomerInterest = {
  __typename?: "CustomerInterest";
  id: Scalars["Int"];
  status: InterestStatus;
  /** The status, or 'accepted' once it has a voucher */
  shownStatus: Scalars["String"];
  statusLabel: Scalars["String"];
  customer: InterestRef;
  customerPhone?: Maybe<Scalars["String"]>;
  customerEmail?: Maybe<Scalars["String"]>;
  student: InterestRef;
  subjects: Scalars["String"];
  district?: Maybe<InterestRef>;
  hoursPerWeek: Scalars["Float"];
  startDate: Scalars["Date"];
  visibility: InterestVisibility;
  advisor?: Maybe<InterestRef>;
  applicationCount: Scalars["Int"];
  /** Days since it was recorded */
  ageDays: Scalars["Int"];
  voucherId?: Maybe<Scalars["Int"]>;
  remarks?: Maybe<Scalars["String"]>;
  teacherRemarks?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
  updatedDate: Scalars["DateTime"];
  rows: Array<InterestRow>;
  slots: Array<InterestSlot>;
  history: Array<InterestStatusChange>;
  applications: Array<TeacherInterest>;
  matchingTeachers: Array<MatchingTeacher>;
};

/** A lead (customer interest) as staff see it */
export type CustomerInterestmatchingTeachersArgs = {
  limit?: InputMaybe<Scalars["Int"]>;
};

export type CustomerInterestPage = {
  __typename?: "CustomerInterestPage";
  rows: Array<CustomerInterest>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
};

export type InterestStatusCount = {
  __typename?: "InterestStatusCount";
  status: Scalars["String"];
  label: Scalars["String"];
  count: Scalars["Int"];
};

export type CustomerInterestFilter = {
  /** Student, customer, email, phone, remarks, or the lead's number */
  q?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<InterestListStatus>;
  advisorId?: InputMaybe<Scalars["Int"]>;
  courseId?: InputMaybe<Scalars["Int"]>;
  subjectId?: InputMaybe<Scalars["Int"]>;
  districtId?: InputMaybe<Scalars["Int"]>;
  visibility?: InputMaybe<InterestVisibility>;
  /** Only leads with applications waiting for a decision */
  pendingApplications?: InputMaybe<Scalars["Boolean"]>;
  /** Only leads nobody changed for more than 7 days */
  untouched?: InputMaybe<Scalars["Boolean"]>;
};

export type InterestRowInput = {
  subjectId: Scalars["Int"];
  courseId: Scalars["Int"];
};

export type InterestSlotInput = {
  weekday: Scalars["Int"];
  start: Scalars["String"];
  end: Scalars["String"];
};

/** A new family (customer) for a lead */
export type NewFamilyInput = {
  firstName: Scalars["String"];
  /** Required as well (the family's surnames): left out, it is refused with the field's message */
  lastName?: InputMaybe<Scalars["String"]>;
  phone?: InputMaybe<Scalars["String"]>;
  email?: InputMaybe<Scalars["String"]>;
  source?: InputMaybe<Scalars["String"]>;
};

export type NewStudentInput = {
  firstName: Scalars["String"];
  lastName?: InputMaybe<Scalars["String"]>;
  birthDate?: InputMaybe<Scalars["Date"]>;
};

/**
 * A lead. On creation give an existing student (studentId), or a customer (customerId) and a
 * newStudent, or a newCustomer and a newStudent: those are created with the lead.
 */
export type CustomerInterestInput = {
  studentId?: InputMaybe<Scalars["Int"]>;
  customerId?: InputMaybe<Scalars["Int"]>;
  newCustomer?: InputMaybe<NewFamilyInput>;
  newStudent?: InputMaybe<NewStudentInput>;
  interests: Array<InterestRowInput>;
  /** Positive, one decimal at most, e.g. 1.5 */
  hoursPerWeek: Scalars["Float"];
  slots?: InputMaybe<Array<InterestSlotInput>>;
  districtId?: InputMaybe<Scalars["Int"]>;
  /** Not in the past when creating */
  startDate: Scalars["Date"];
  /** hidden when not given on creation */
  visibility?: InputMaybe<InterestVisibility>;
  advisorId?: InputMaybe<Scalars["Int"]>;
  status?: InputMaybe<InterestStatus>;
  remarks?: InputMaybe<Scalars["String"]>;
  teacherRemarks?: InputMaybe<Scalars["String"]>;
};

export type AcceptCustomerInterestInput = {
  /** The chosen application (its teacher teaches the voucher), or none */
  teacherInterestId?: InputMaybe<Scalars["Int"]>;
  /** A teacher when no application is chosen */
  teacherId?: InputMaybe<Scalars["Int"]>;
  /** Which interest row (subject + course) the voucher is for */
  interestId: Scalars["Int"];
  hours: Scalars["Int"];
  startDate?: InputMaybe<Scalars["Date"]>;
  endDate?: InputMaybe<Scalars["Date"]>;
};

export type AcceptResult = {
  __typename?: "AcceptResult";
  customerInterest: CustomerInterest;
  voucher: Voucher;
};

/** A published lead as a teacher sees it: never the family's surname, phone, email, address, NIF or IBAN */
export type OpenCustomerInterest = {
  __typename?: "OpenCustomerInterest";
  id: Scalars["Int"];
  studentFirstName: Scalars["String"];
  subjects: Scalars["String"];
  districtName?: Maybe<Scalars["String"]>;
  hoursPerWeek: Scalars["Float"];
  startDate: Scalars["Date"];
  teacherRemarks?: Maybe<Scalars["String"]>;
  slots: Array<InterestSlot>;
  /** Whether it fits the teacher's subjects, levels and districts */
  fits: Scalars["Boolean"];
  reasons: Array<Scalars["String"]>;
  /** Still published and open */
  open: Scalars["Boolean"];
  myApplicationId?: Maybe<Scalars["Int"]>;
};

/** The teacher's own application */
export type MyTeacherInterest = {
  __typename?: "MyTeacherInterest";
  id: Scalars["Int"];
  status: InterestStatus;
  decision?: Maybe<InterestDecision>;
  remarks?: Maybe<Scalars["String"]>;
  invited: Scalars["Boolean"];
  withdrawnDate?: Maybe<Scalars["DateTime"]>;
  createdDate: Scalars["DateTime"];
  customerInterest: OpenCustomerInterest;
};

export type TeacherInterestEvent = {
  __typename?: "TeacherInterestEvent";
  customerInterestId: Scalars["Int"];
  teacherInterestId: Scalars["Int"];
};

export type InvoiceStatus = "pendingPayment" | "paid";

export type InvoiceFilter = {
  q?: InputMaybe<Scalars["String"]>;
  seriesId?: InputMaybe<Scalars["Int"]>;
  customerId?: InputMaybe<Scalars["Int"]>;
  /** The invoices of one voucher (its payments' and any amendments of them) */
  voucherId?: InputMaybe<Scalars["Int"]>;
  status?: InputMaybe<InvoiceStatus>;
  paymentMethod?: InputMaybe<PaymentMethod>;
  /** true: only amending invoices; false: only ordinary ones */
  amending?: InputMaybe<Scalars["Boolean"]>;
  /** Inclusive */
  from?: InputMaybe<Scalars["Date"]>;
  to?: InputMaybe<Scalars["Date"]>;
};

export type InvoiceLine = {
  __typename?: "InvoiceLine";
  id: Scalars["Int"];
  concept: Scalars["String"];
  quantity: Scalars["Float"];
  unitPriceCents: Scalars["Int"];
  amountCents: Scalars["Int"];
};

export type VerificationRecord = {
  __typename?: "VerificationRecord";
  id: Scalars["Int"];
  /** F1, R1–R4 */
  invoiceType: Scalars["String"];
  /** The exact text the fingerprint was computed over */
  hashedText: Scalars["String"];
  /** SHA-256, upper-case hex */
  fingerprint: Scalars["String"];
  previousFingerprint?: Maybe<Scalars["String"]>;
  /** ISO 8601 with offset */
  generatedAt: Scalars["String"];
};

export type InvoiceParty = {
  __typename?: "InvoiceParty";
  name: Scalars["String"];
  nif?: Maybe<Scalars["String"]>;
  address?: Maybe<Scalars["String"]>;
  postalCode?: Maybe<Scalars["String"]>;
  municipality?: Maybe<Scalars["String"]>;
};

export type Invoice = {
  __typename?: "Invoice";
  id: Scalars["Int"];
  /** A2026-000123 */
  number: Scalars["String"];
  seriesCode: Scalars["String"];
  year: Scalars["Int"];
  sequence: Scalars["Int"];
  date: Scalars["Date"];
  operationDate?: Maybe<Scalars["Date"]>;
  issuer: InvoiceParty;
  customerId: Scalars["Int"];
  customer: InvoiceParty;
  vatName: Scalars["String"];
  vatRate: Scalars["Float"];
  vatExemptionText?: Maybe<Scalars["String"]>;
  taxCode: Scalars["String"];
  baseCents: Scalars["Int"];
  vatCents: Scalars["Int"];
  totalCents: Scalars["Int"];
  totalText: Scalars["String"];
  paymentMethod?: Maybe<PaymentMethod>;
  status: InvoiceStatus;
  statusLabel: Scalars["String"];
  voucherId?: Maybe<Scalars["Int"]>;
  paymentId?: Maybe<Scalars["Int"]>;
  isAmending: Scalars["Boolean"];
  amendedInvoiceId?: Maybe<Scalars["Int"]>;
  amendedNumber?: Maybe<Scalars["String"]>;
  amendingReason?: Maybe<Scalars["String"]>;
  amendingReasonLabel?: Maybe<Scalars["String"]>;
  lines: Array<InvoiceLine>;
  record?: Maybe<VerificationRecord>;
  amendments: Array<Invoice>;
  /** The tax agency's check address the QR code encodes */
  verificationUrl: Scalars["String"];
  pdfUrl: Scalars["String"];
  printUrl: Scalars["String"];
  /** Recorded when an invoice issued pending payment was collected afterwards */
  collection?: Maybe<InvoiceCollection>;
};

export type InvoiceTotals = {
  __typename?: "InvoiceTotals";
  baseCents: Scalars["Int"];
  vatCents: Scalars["Int"];
  totalCents: Scalars["Int"];
};

export type InvoicePage = {
  __typename?: "InvoicePage";
  rows: Array<Invoice>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
  /** Of the whole filtered set, not just this page */
  totals: InvoiceTotals;
  /** CSV and ZIP of PDFs of the same selection (accountant and admins) */
  csvUrl?: Maybe<Scalars["String"]>;
  zipUrl?: Maybe<Scalars["String"]>;
};

export type InvoiceSeries = {
  __typename?: "InvoiceSeries";
  id: Scalars["Int"];
  code: Scalars["String"];
  description: Scalars["String"];
  isAmending: Scalars["Boolean"];
  active: Scalars["Boolean"];
  issuedCount: Scalars["Int"];
};

export type VatType = {
  __typename?: "VatType";
  id: Scalars["Int"];
  name: Scalars["String"];
  rate: Scalars["Float"];
  exemptionText?: Maybe<Scalars["String"]>;
  taxCode: Scalars["String"];
  isDefault: Scalars["Boolean"];
};

/** A line of an invoice to issue: the unit price is the final price (VAT included when the type has VAT) */
export type InvoiceLineInput = {
  concept: Scalars["String"];
  /** Up to two decimals */
  quantity: Scalars["Float"];
  /** Negative only in the differences of an amending invoice */
  unitPriceCents: Scalars["Int"];
};

/** A manual invoice (a material, an enrolment fee) */
export type IssueInvoiceInput = {
  customerId: Scalars["Int"];
  /** An active ordinary series */
  seriesId: Scalars["Int"];
  vatTypeId: Scalars["Int"];
  /** Today when not given; never earlier than the series' last invoice */
  date?: InputMaybe<Scalars["Date"]>;
  paymentMethod: PaymentMethod;
  /** false: the invoice is pendingPayment */
  paid: Scalars["Boolean"];
  lines: Array<InvoiceLineInput>;
};

/** R1: error fundado en derecho o art. 80 Uno, Dos y Seis LIVA; R2: concurso (art. 80 Tres); R3: créditos incobrables (art. 80 Cuatro); R4: otras causas */
export type AmendingReason = "R1" | "R2" | "R3" | "R4";

export type AmendKind =
  /** The lines given (signed differences) */
  | "differences"
  /** The whole of what the invoice still amounts to */
  | "cancellation";

export type AmendInvoiceInput = {
  /** An active amending series */
  seriesId: Scalars["Int"];
  reason: AmendingReason;
  kind: AmendKind;
  /** Today when not given */
  date?: InputMaybe<Scalars["Date"]>;
  /** Required with kind differences; ignored with cancellation */
  lines?: InputMaybe<Array<InvoiceLineInput>>;
};

/** When and how the money of an invoice issued pending payment came in */
export type InvoiceCollection = {
  __typename?: "InvoiceCollection";
  collectedOn: Scalars["Date"];
  method: PaymentMethod;
  /** What the invoice amounted to after its amendments */
  amountCents: Scalars["Int"];
  /** Who recorded it */
  byName: Scalars["String"];
};

export type CollectInvoiceInput = {
  /** Today when not given; never before the invoice nor after today */
  date?: InputMaybe<Scalars["Date"]>;
  /** Cash only under 1.000 € */
  method: PaymentMethod;
};

export type HistoryInvoiceFilter = {
  /** Customer name, NIF or number */
  q?: InputMaybe<Scalars["String"]>;
  series?: InputMaybe<Scalars["String"]>;
  /** Part of the customer's name */
  customer?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<InvoiceStatus>;
  /** Inclusive */
  from?: InputMaybe<Scalars["Date"]>;
  to?: InputMaybe<Scalars["Date"]>;
};

export type HistoryInvoiceLink = {
  __typename?: "HistoryInvoiceLink";
  id: Scalars["Int"];
  number: Scalars["String"];
  totalCents: Scalars["Int"];
};

export type HistoryInvoice = {
  __typename?: "HistoryInvoice";
  id: Scalars["Int"];
  series: Scalars["String"];
  /** As the previous system numbered it */
  number: Scalars["String"];
  date: Scalars["Date"];
  customerName: Scalars["String"];
  customerNif?: Maybe<Scalars["String"]>;
  baseCents: Scalars["Int"];
  vatRate: Scalars["Float"];
  vatCents: Scalars["Int"];
  totalCents: Scalars["Int"];
  paymentMethod?: Maybe<Scalars["String"]>;
  amendsNumber?: Maybe<Scalars["String"]>;
  amendingReason?: Maybe<Scalars["String"]>;
  status: InvoiceStatus;
  statusLabel: Scalars["String"];
  /** The archived invoice it amends, when it is in the archive */
  amendsId?: Maybe<Scalars["Int"]>;
  amendedBy: Array<HistoryInvoiceLink>;
  importFile: Scalars["String"];
  importedDate: Scalars["DateTime"];
  /** Its line in the imported file */
  sourceLine: Scalars["Int"];
};

export type HistoryInvoicePage = {
  __typename?: "HistoryInvoicePage";
  rows: Array<HistoryInvoice>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
  /** Of the whole filtered set */
  totals: InvoiceTotals;
};

export type PayrollStatus =
  "teacherPendingPayment" | "teacherPayed" | "discarded";

/** Amounts in integer cents; minutes, not hours */
export type PayrollTotals = {
  __typename?: "PayrollTotals";
  classCount: Scalars["Int"];
  minutes: Scalars["Int"];
  grossCents: Scalars["Int"];
  irpfCents: Scalars["Int"];
  netCents: Scalars["Int"];
};

export type TeacherPayrollLine = {
  __typename?: "TeacherPayrollLine";
  classId: Scalars["Int"];
  date: Scalars["DateTime"];
  duration: Scalars["Int"];
  studentName: Scalars["String"];
  subjectName?: Maybe<Scalars["String"]>;
  courseName?: Maybe<Scalars["String"]>;
  /** Teacher pay per hour used for this class, in cents */
  payPerHourCents: Scalars["Int"];
};

export type PayrollTeacher = {
  __typename?: "PayrollTeacher";
  id: Scalars["Int"];
  name: Scalars["String"];
  nif?: Maybe<Scalars["String"]>;
  /** All but the last four characters hidden */
  ibanMasked?: Maybe<Scalars["String"]>;
};

export type TeacherPayroll = {
  __typename?: "TeacherPayroll";
  id: Scalars["Int"];
  teacherId: Scalars["Int"];
  teacherName: Scalars["String"];
  /** YYYY-MM */
  month: Scalars["String"];
  status: PayrollStatus;
  classCount: Scalars["Int"];
  minutes: Scalars["Int"];
  grossCents: Scalars["Int"];
  /** Percent, frozen when the payroll was generated */
  irpfRate: Scalars["Int"];
  irpfCents: Scalars["Int"];
  netCents: Scalars["Int"];
  paidDate?: Maybe<Scalars["Date"]>;
  discardedDate?: Maybe<Scalars["DateTime"]>;
  discardReason?: Maybe<Scalars["String"]>;
  createdDate: Scalars["DateTime"];
  /** The receipt as PDF (same session) */
  pdfUrl: Scalars["String"];
  lines: Array<TeacherPayrollLine>;
  teacher: PayrollTeacher;
};

export type TeacherPayrollListTotals = {
  __typename?: "TeacherPayrollListTotals";
  count: Scalars["Int"];
  discarded: Scalars["Int"];
  classCount: Scalars["Int"];
  minutes: Scalars["Int"];
  grossCents: Scalars["Int"];
  irpfCents: Scalars["Int"];
  netCents: Scalars["Int"];
};

export type TeacherPayrollPage = {
  __typename?: "TeacherPayrollPage";
  rows: Array<TeacherPayroll>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
  /** Of the whole filtered set; discarded payrolls are not added */
  totals: TeacherPayrollListTotals;
};

export type TeacherPayrollFilter = {
  /** YYYY-MM */
  month?: InputMaybe<Scalars["String"]>;
  teacherId?: InputMaybe<Scalars["Int"]>;
  status?: InputMaybe<PayrollStatus>;
  q?: InputMaybe<Scalars["String"]>;
};

export type PlannedPayroll = {
  __typename?: "PlannedPayroll";
  teacherId: Scalars["Int"];
  teacherName: Scalars["String"];
  /** The pending payroll of the month the classes join, if any */
  joinsPayrollId?: Maybe<Scalars["Int"]>;
  irpfRate: Scalars["Int"];
  /** What the run adds */
  added: PayrollTotals;
  /** The payroll after the run */
  totals: PayrollTotals;
  warnings: Array<Scalars["String"]>;
};

export type SkippedTeacher = {
  __typename?: "SkippedTeacher";
  teacherId: Scalars["Int"];
  teacherName: Scalars["String"];
  reason: Scalars["String"];
};

export type PayrollGeneration = {
  __typename?: "PayrollGeneration";
  month: Scalars["String"];
  dryRun: Scalars["Boolean"];
  created: Scalars["Int"];
  updated: Scalars["Int"];
  /** What this run added */
  totals: PayrollTotals;
  payrolls: Array<PlannedPayroll>;
  skipped: Array<SkippedTeacher>;
  payrollIds: Array<Scalars["Int"]>;
  /** The summary in Spanish */
  summary: Scalars["String"];
};

export type TeacherIrpf = {
  __typename?: "TeacherIrpf";
  teacherId: Scalars["Int"];
  teacherName: Scalars["String"];
  rate: Scalars["Int"];
  communicationDate?: Maybe<Scalars["Date"]>;
  reason?: Maybe<Scalars["String"]>;
  updatedDate?: Maybe<Scalars["DateTime"]>;
  updatedByName?: Maybe<Scalars["String"]>;
};

export type HistoryPayrollFilter = {
  /** Teacher's name or NIF */
  q?: InputMaybe<Scalars["String"]>;
  /** Part of the teacher's name */
  teacher?: InputMaybe<Scalars["String"]>;
  /** YYYY-MM */
  month?: InputMaybe<Scalars["String"]>;
  /** YYYY-MM, inclusive */
  from?: InputMaybe<Scalars["String"]>;
  to?: InputMaybe<Scalars["String"]>;
  status?: InputMaybe<PayrollStatus>;
};

export type HistoryPayroll = {
  __typename?: "HistoryPayroll";
  id: Scalars["Int"];
  teacherName: Scalars["String"];
  teacherNif: Scalars["String"];
  /** YYYY-MM */
  month: Scalars["String"];
  classCount: Scalars["Int"];
  minutes: Scalars["Int"];
  grossCents: Scalars["Int"];
  /** Percent */
  irpfRate: Scalars["Float"];
  irpfCents: Scalars["Int"];
  netCents: Scalars["Int"];
  status: PayrollStatus;
  paidDate?: Maybe<Scalars["Date"]>;
  importFile: Scalars["String"];
  importedDate: Scalars["DateTime"];
  /** Its line in the imported file */
  sourceLine: Scalars["Int"];
};

export type HistoryPayrollTotals = {
  __typename?: "HistoryPayrollTotals";
  discarded: Scalars["Int"];
  classCount: Scalars["Int"];
  minutes: Scalars["Int"];
  grossCents: Scalars["Int"];
  irpfCents: Scalars["Int"];
  netCents: Scalars["Int"];
};

export type HistoryPayrollPage = {
  __typename?: "HistoryPayrollPage";
  rows: Array<HistoryPayroll>;
  total: Scalars["Int"];
  page: Scalars["Int"];
  pageSize: Scalars["Int"];
  /** Of the whole filtered set; discarded payrolls are not added */
  totals: HistoryPayrollTotals;
};

/** Form 111's figures of a quarter */
export type WithholdingQuarter = {
  __typename?: "WithholdingQuarter";
  quarter: Scalars["Int"];
  recipients: Scalars["Int"];
  payrolls: Scalars["Int"];
  grossCents: Scalars["Int"];
  irpfCents: Scalars["Int"];
};

/** Form 190's figures of a recipient over the year */
export type WithholdingRecipient = {
  __typename?: "WithholdingRecipient";
  nif?: Maybe<Scalars["String"]>;
  name: Scalars["String"];
  /** The rate withheld (percent): a recipient is a line per rate, as form 190 declares them */
  irpfRate: Scalars["Float"];
  payrolls: Scalars["Int"];
  grossCents: Scalars["Int"];
  irpfCents: Scalars["Int"];
};

export type WithholdingTotals = {
  __typename?: "WithholdingTotals";
  recipients: Scalars["Int"];
  payrolls: Scalars["Int"];
  grossCents: Scalars["Int"];
  irpfCents: Scalars["Int"];
};

export type WithholdingsSummary = {
  __typename?: "WithholdingsSummary";
  year: Scalars["Int"];
  quarters: Array<WithholdingQuarter>;
  recipients: Array<WithholdingRecipient>;
  totals: WithholdingTotals;
  /** Payrolls of the year that come from the history archive */
  fromHistory: Scalars["Int"];
  years: Array<Scalars["Int"]>;
  csv111Url: Scalars["String"];
  csv190Url: Scalars["String"];
};

/** One suggestion of an autocomplete field */
export type Suggestion = {
  __typename?: "Suggestion";
  id: Scalars["Int"];
  name: Scalars["String"];
  detail?: Maybe<Scalars["String"]>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<
    { [key in TKey]: TResult },
    TParent,
    TContext,
    TArgs
  >;
  resolve?: SubscriptionResolveFn<
    TResult,
    { [key in TKey]: TResult },
    TContext,
    TArgs
  >;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = {},
  TContext = {},
  TArgs = {},
> =
  | ((
      ...args: any[]
    ) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = {},
  TParent = {},
  TContext = {},
  TArgs = {},
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Date: ResolverTypeWrapper<ParentOf<Scalars["Date"]>>;
  DateTime: ResolverTypeWrapper<ParentOf<Scalars["DateTime"]>>;
  Upload: ResolverTypeWrapper<ParentOf<Scalars["Upload"]>>;
  PageInput: ResolverTypeWrapper<ParentOf<PageInput>>;
  Int: ResolverTypeWrapper<ParentOf<Scalars["Int"]>>;
  String: ResolverTypeWrapper<ParentOf<Scalars["String"]>>;
  SortDirection: ResolverTypeWrapper<ParentOf<SortDirection>>;
  Query: ResolverTypeWrapper<{}>;
  Boolean: ResolverTypeWrapper<ParentOf<Scalars["Boolean"]>>;
  Mutation: ResolverTypeWrapper<{}>;
  Subscription: ResolverTypeWrapper<{}>;
  PlaceKind: ResolverTypeWrapper<ParentOf<PlaceKind>>;
  PlaceRef: ResolverTypeWrapper<ParentOf<PlaceRef>>;
  PlaceSuggestion: ResolverTypeWrapper<ParentOf<PlaceSuggestion>>;
  Country: ResolverTypeWrapper<ParentOf<Country>>;
  Province: ResolverTypeWrapper<ParentOf<Province>>;
  Municipality: ResolverTypeWrapper<ParentOf<Municipality>>;
  District: ResolverTypeWrapper<ParentOf<District>>;
  Station: ResolverTypeWrapper<ParentOf<Station>>;
  PlaceFilter: ResolverTypeWrapper<ParentOf<PlaceFilter>>;
  CountryPage: ResolverTypeWrapper<ParentOf<CountryPage>>;
  ProvincePage: ResolverTypeWrapper<ParentOf<ProvincePage>>;
  MunicipalityPage: ResolverTypeWrapper<ParentOf<MunicipalityPage>>;
  DistrictPage: ResolverTypeWrapper<ParentOf<DistrictPage>>;
  StationPage: ResolverTypeWrapper<ParentOf<StationPage>>;
  CountryInput: ResolverTypeWrapper<ParentOf<CountryInput>>;
  ProvinceInput: ResolverTypeWrapper<ParentOf<ProvinceInput>>;
  MunicipalityInput: ResolverTypeWrapper<ParentOf<MunicipalityInput>>;
  DistrictInput: ResolverTypeWrapper<ParentOf<DistrictInput>>;
  StationInput: ResolverTypeWrapper<ParentOf<StationInput>>;
  Level: ResolverTypeWrapper<ParentOf<Level>>;
  Course: ResolverTypeWrapper<ParentOf<Course>>;
  Subject: ResolverTypeWrapper<ParentOf<Subject>>;
  Study: ResolverTypeWrapper<ParentOf<Study>>;
  CourseSubject: ResolverTypeWrapper<ParentOf<CourseSubject>>;
  PriceState: ResolverTypeWrapper<ParentOf<PriceState>>;
  Price: ResolverTypeWrapper<ParentOf<Price>>;
  AppliedPrice: ResolverTypeWrapper<ParentOf<AppliedPrice>>;
  AcademicFilter: ResolverTypeWrapper<ParentOf<AcademicFilter>>;
  CourseFilter: ResolverTypeWrapper<ParentOf<CourseFilter>>;
  CourseSubjectFilter: ResolverTypeWrapper<ParentOf<CourseSubjectFilter>>;
  PriceFilter: ResolverTypeWrapper<ParentOf<PriceFilter>>;
  LevelPage: ResolverTypeWrapper<ParentOf<LevelPage>>;
  CoursePage: ResolverTypeWrapper<ParentOf<CoursePage>>;
  SubjectPage: ResolverTypeWrapper<ParentOf<SubjectPage>>;
  CourseSubjectPage: ResolverTypeWrapper<ParentOf<CourseSubjectPage>>;
  StudyPage: ResolverTypeWrapper<ParentOf<StudyPage>>;
  PricePage: ResolverTypeWrapper<ParentOf<PricePage>>;
  LevelInput: ResolverTypeWrapper<ParentOf<LevelInput>>;
  CourseInput: ResolverTypeWrapper<ParentOf<CourseInput>>;
  SubjectInput: ResolverTypeWrapper<ParentOf<SubjectInput>>;
  CourseSubjectInput: ResolverTypeWrapper<ParentOf<CourseSubjectInput>>;
  StudyInput: ResolverTypeWrapper<ParentOf<StudyInput>>;
  PriceInput: ResolverTypeWrapper<ParentOf<PriceInput>>;
  Role: ResolverTypeWrapper<ParentOf<Role>>;
  User: ResolverTypeWrapper<ParentOf<User>>;
  LoginResult: ResolverTypeWrapper<ParentOf<LoginResult>>;
  StaffRole: ResolverTypeWrapper<ParentOf<StaffRole>>;
  StaffStatus: ResolverTypeWrapper<ParentOf<StaffStatus>>;
  StaffUser: ResolverTypeWrapper<ParentOf<StaffUser>>;
  StaffUserPage: ResolverTypeWrapper<ParentOf<StaffUserPage>>;
  StaffFilter: ResolverTypeWrapper<ParentOf<StaffFilter>>;
  StaffUserCreateInput: ResolverTypeWrapper<ParentOf<StaffUserCreateInput>>;
  StaffUserUpdateInput: ResolverTypeWrapper<ParentOf<StaffUserUpdateInput>>;
  NewPasswordInput: ResolverTypeWrapper<ParentOf<NewPasswordInput>>;
  ChangePasswordInput: ResolverTypeWrapper<ParentOf<ChangePasswordInput>>;
  ResetPasswordInput: ResolverTypeWrapper<ParentOf<ResetPasswordInput>>;
  MailStatus: ResolverTypeWrapper<ParentOf<MailStatus>>;
  OutboxMail: ResolverTypeWrapper<ParentOf<OutboxMail>>;
  OutboxMailPage: ResolverTypeWrapper<ParentOf<OutboxMailPage>>;
  OutboxFilter: ResolverTypeWrapper<ParentOf<OutboxFilter>>;
  CustomerSource: ResolverTypeWrapper<ParentOf<CustomerSource>>;
  CustomerAdvisor: ResolverTypeWrapper<ParentOf<CustomerAdvisor>>;
  Customer: ResolverTypeWrapper<ParentOf<Customer>>;
  CustomerPage: ResolverTypeWrapper<ParentOf<CustomerPage>>;
  CustomerFilter: ResolverTypeWrapper<ParentOf<CustomerFilter>>;
  CustomerInput: ResolverTypeWrapper<ParentOf<CustomerInput>>;
  CustomerSuggestion: ResolverTypeWrapper<ParentOf<CustomerSuggestion>>;
  Student: ResolverTypeWrapper<ParentOf<Student>>;
  StudentPage: ResolverTypeWrapper<ParentOf<StudentPage>>;
  StudentFilter: ResolverTypeWrapper<ParentOf<StudentFilter>>;
  StudentInput: ResolverTypeWrapper<ParentOf<StudentInput>>;
  TeacherStatus: ResolverTypeWrapper<ParentOf<TeacherStatus>>;
  TeacherStatusFilter: ResolverTypeWrapper<ParentOf<TeacherStatusFilter>>;
  TeacherDistrict: ResolverTypeWrapper<ParentOf<TeacherDistrict>>;
  Teacher: ResolverTypeWrapper<ParentOf<Teacher>>;
  TeacherListRow: ResolverTypeWrapper<ParentOf<TeacherListRow>>;
  TeacherPage: ResolverTypeWrapper<ParentOf<TeacherPage>>;
  TeacherFilter: ResolverTypeWrapper<ParentOf<TeacherFilter>>;
  TeacherInput: ResolverTypeWrapper<ParentOf<TeacherInput>>;
  MyTeacherProfileInput: ResolverTypeWrapper<ParentOf<MyTeacherProfileInput>>;
  TeacherApplicationInput: ResolverTypeWrapper<
    ParentOf<TeacherApplicationInput>
  >;
  TeacherFileKind: ResolverTypeWrapper<ParentOf<TeacherFileKind>>;
  TeacherStudy: ResolverTypeWrapper<ParentOf<TeacherStudy>>;
  TeacherSubject: ResolverTypeWrapper<ParentOf<TeacherSubject>>;
  TeacherFile: ResolverTypeWrapper<ParentOf<TeacherFile>>;
  WeeklySlot: ResolverTypeWrapper<ParentOf<WeeklySlot>>;
  TeacherStudyPage: ResolverTypeWrapper<ParentOf<TeacherStudyPage>>;
  TeacherSubjectPage: ResolverTypeWrapper<ParentOf<TeacherSubjectPage>>;
  TeacherFilePage: ResolverTypeWrapper<ParentOf<TeacherFilePage>>;
  TeacherRecordFilter: ResolverTypeWrapper<ParentOf<TeacherRecordFilter>>;
  TeacherStudyInput: ResolverTypeWrapper<ParentOf<TeacherStudyInput>>;
  TeacherSubjectInput: ResolverTypeWrapper<ParentOf<TeacherSubjectInput>>;
  WeeklySlotInput: ResolverTypeWrapper<ParentOf<WeeklySlotInput>>;
  VoucherStatus: ResolverTypeWrapper<ParentOf<VoucherStatus>>;
  VoucherPaymentStatus: ResolverTypeWrapper<ParentOf<VoucherPaymentStatus>>;
  PaymentMethod: ResolverTypeWrapper<ParentOf<PaymentMethod>>;
  VoucherList: ResolverTypeWrapper<ParentOf<VoucherList>>;
  VoucherRef: ResolverTypeWrapper<ParentOf<VoucherRef>>;
  VoucherPayment: ResolverTypeWrapper<ParentOf<VoucherPayment>>;
  VoucherClass: ResolverTypeWrapper<ParentOf<VoucherClass>>;
  VoucherHourMovement: ResolverTypeWrapper<ParentOf<VoucherHourMovement>>;
  VoucherChainLink: ResolverTypeWrapper<ParentOf<VoucherChainLink>>;
  Voucher: ResolverTypeWrapper<ParentOf<Voucher>>;
  Float: ResolverTypeWrapper<ParentOf<Scalars["Float"]>>;
  VoucherPage: ResolverTypeWrapper<ParentOf<VoucherPage>>;
  VoucherFilter: ResolverTypeWrapper<ParentOf<VoucherFilter>>;
  VoucherInput: ResolverTypeWrapper<ParentOf<VoucherInput>>;
  VoucherUpdateInput: ResolverTypeWrapper<ParentOf<VoucherUpdateInput>>;
  PaymentInput: ResolverTypeWrapper<ParentOf<PaymentInput>>;
  VoucherPrice: ResolverTypeWrapper<ParentOf<VoucherPrice>>;
  VoucherPaymentResult: ResolverTypeWrapper<ParentOf<VoucherPaymentResult>>;
  VoucherEmailResult: ResolverTypeWrapper<ParentOf<VoucherEmailResult>>;
  ClassStatus: ResolverTypeWrapper<ParentOf<ClassStatus>>;
  TeacherPaymentStatus: ResolverTypeWrapper<ParentOf<TeacherPaymentStatus>>;
  Class: ResolverTypeWrapper<ParentOf<Class>>;
  ClassPage: ResolverTypeWrapper<ParentOf<ClassPage>>;
  ClassFilter: ResolverTypeWrapper<ParentOf<ClassFilter>>;
  ClassInput: ResolverTypeWrapper<ParentOf<ClassInput>>;
  TeacherClassInput: ResolverTypeWrapper<ParentOf<TeacherClassInput>>;
  ClassRefusal: ResolverTypeWrapper<ParentOf<ClassRefusal>>;
  ValidateClassesResult: ResolverTypeWrapper<ParentOf<ValidateClassesResult>>;
  VoucherChoice: ResolverTypeWrapper<ParentOf<VoucherChoice>>;
  ClassAction: ResolverTypeWrapper<ParentOf<ClassAction>>;
  ClassChange: ResolverTypeWrapper<ParentOf<ClassChange>>;
  TeacherClass: ResolverTypeWrapper<ParentOf<TeacherClass>>;
  TeacherClassPage: ResolverTypeWrapper<ParentOf<TeacherClassPage>>;
  ClassWhen: ResolverTypeWrapper<ParentOf<ClassWhen>>;
  MyClassFilter: ResolverTypeWrapper<ParentOf<MyClassFilter>>;
  ClaimClassInput: ResolverTypeWrapper<ParentOf<ClaimClassInput>>;
  TeacherVoucher: ResolverTypeWrapper<ParentOf<TeacherVoucher>>;
  TeacherStudent: ResolverTypeWrapper<ParentOf<TeacherStudent>>;
  PaymentLinkCreated: ResolverTypeWrapper<ParentOf<PaymentLinkCreated>>;
  PaymentLinkState: ResolverTypeWrapper<ParentOf<PaymentLinkState>>;
  PaymentLink: ResolverTypeWrapper<ParentOf<PaymentLink>>;
  PaymentAttemptStatus: ResolverTypeWrapper<ParentOf<PaymentAttemptStatus>>;
  PaymentAttempt: ResolverTypeWrapper<ParentOf<PaymentAttempt>>;
  CardPaymentAnswer: ResolverTypeWrapper<ParentOf<CardPaymentAnswer>>;
  InterestStatus: ResolverTypeWrapper<ParentOf<InterestStatus>>;
  InterestVisibility: ResolverTypeWrapper<ParentOf<InterestVisibility>>;
  InterestDecision: ResolverTypeWrapper<ParentOf<InterestDecision>>;
  InterestListStatus: ResolverTypeWrapper<ParentOf<InterestListStatus>>;
  InterestRef: ResolverTypeWrapper<ParentOf<InterestRef>>;
  InterestRow: ResolverTypeWrapper<ParentOf<InterestRow>>;
  InterestSlot: ResolverTypeWrapper<ParentOf<InterestSlot>>;
  InterestStatusChange: ResolverTypeWrapper<ParentOf<InterestStatusChange>>;
  TeacherInterest: ResolverTypeWrapper<ParentOf<TeacherInterest>>;
  MatchingTeacher: ResolverTypeWrapper<ParentOf<MatchingTeacher>>;
  CustomerInterest: ResolverTypeWrapper<ParentOf<CustomerInterest>>;
  CustomerInterestPage: ResolverTypeWrapper<ParentOf<CustomerInterestPage>>;
  InterestStatusCount: ResolverTypeWrapper<ParentOf<InterestStatusCount>>;
  CustomerInterestFilter: ResolverTypeWrapper<ParentOf<CustomerInterestFilter>>;
  InterestRowInput: ResolverTypeWrapper<ParentOf<InterestRowInput>>;
  InterestSlotInput: ResolverTypeWrapper<ParentOf<InterestSlotInput>>;
  NewFamilyInput: ResolverTypeWrapper<ParentOf<NewFamilyInput>>;
  NewStudentInput: ResolverTypeWrapper<ParentOf<NewStudentInput>>;
  CustomerInterestInput: ResolverTypeWrapper<ParentOf<CustomerInterestInput>>;
  AcceptCustomerInterestInput: ResolverTypeWrapper<
    ParentOf<AcceptCustomerInterestInput>
  >;
  AcceptResult: ResolverTypeWrapper<ParentOf<AcceptResult>>;
  OpenCustomerInterest: ResolverTypeWrapper<ParentOf<OpenCustomerInterest>>;
  MyTeacherInterest: ResolverTypeWrapper<ParentOf<MyTeacherInterest>>;
  TeacherInterestEvent: ResolverTypeWrapper<ParentOf<TeacherInterestEvent>>;
  InvoiceStatus: ResolverTypeWrapper<ParentOf<InvoiceStatus>>;
  InvoiceFilter: ResolverTypeWrapper<ParentOf<InvoiceFilter>>;
  InvoiceLine: ResolverTypeWrapper<ParentOf<InvoiceLine>>;
  VerificationRecord: ResolverTypeWrapper<ParentOf<VerificationRecord>>;
  InvoiceParty: ResolverTypeWrapper<ParentOf<InvoiceParty>>;
  Invoice: ResolverTypeWrapper<ParentOf<Invoice>>;
  InvoiceTotals: ResolverTypeWrapper<ParentOf<InvoiceTotals>>;
  InvoicePage: ResolverTypeWrapper<ParentOf<InvoicePage>>;
  InvoiceSeries: ResolverTypeWrapper<ParentOf<InvoiceSeries>>;
  VatType: ResolverTypeWrapper<ParentOf<VatType>>;
  InvoiceLineInput: ResolverTypeWrapper<ParentOf<InvoiceLineInput>>;
  IssueInvoiceInput: ResolverTypeWrapper<ParentOf<IssueInvoiceInput>>;
  AmendingReason: ResolverTypeWrapper<ParentOf<AmendingReason>>;
  AmendKind: ResolverTypeWrapper<ParentOf<AmendKind>>;
  AmendInvoiceInput: ResolverTypeWrapper<ParentOf<AmendInvoiceInput>>;
  InvoiceCollection: ResolverTypeWrapper<ParentOf<InvoiceCollection>>;
  CollectInvoiceInput: ResolverTypeWrapper<ParentOf<CollectInvoiceInput>>;
  HistoryInvoiceFilter: ResolverTypeWrapper<ParentOf<HistoryInvoiceFilter>>;
  HistoryInvoiceLink: ResolverTypeWrapper<ParentOf<HistoryInvoiceLink>>;
  HistoryInvoice: ResolverTypeWrapper<ParentOf<HistoryInvoice>>;
  HistoryInvoicePage: ResolverTypeWrapper<ParentOf<HistoryInvoicePage>>;
  PayrollStatus: ResolverTypeWrapper<ParentOf<PayrollStatus>>;
  PayrollTotals: ResolverTypeWrapper<ParentOf<PayrollTotals>>;
  TeacherPayrollLine: ResolverTypeWrapper<ParentOf<TeacherPayrollLine>>;
  PayrollTeacher: ResolverTypeWrapper<ParentOf<PayrollTeacher>>;
  TeacherPayroll: ResolverTypeWrapper<ParentOf<TeacherPayroll>>;
  TeacherPayrollListTotals: ResolverTypeWrapper<
    ParentOf<TeacherPayrollListTotals>
  >;
  TeacherPayrollPage: ResolverTypeWrapper<ParentOf<TeacherPayrollPage>>;
  TeacherPayrollFilter: ResolverTypeWrapper<ParentOf<TeacherPayrollFilter>>;
  PlannedPayroll: ResolverTypeWrapper<ParentOf<PlannedPayroll>>;
  SkippedTeacher: ResolverTypeWrapper<ParentOf<SkippedTeacher>>;
  PayrollGeneration: ResolverTypeWrapper<ParentOf<PayrollGeneration>>;
  TeacherIrpf: ResolverTypeWrapper<ParentOf<TeacherIrpf>>;
  HistoryPayrollFilter: ResolverTypeWrapper<ParentOf<HistoryPayrollFilter>>;
  HistoryPayroll: ResolverTypeWrapper<ParentOf<HistoryPayroll>>;
  HistoryPayrollTotals: ResolverTypeWrapper<ParentOf<HistoryPayrollTotals>>;
  HistoryPayrollPage: ResolverTypeWrapper<ParentOf<HistoryPayrollPage>>;
  WithholdingQuarter: ResolverTypeWrapper<ParentOf<WithholdingQuarter>>;
  WithholdingRecipient: ResolverTypeWrapper<ParentOf<WithholdingRecipient>>;
  WithholdingTotals: ResolverTypeWrapper<ParentOf<WithholdingTotals>>;
  WithholdingsSummary: ResolverTypeWrapper<ParentOf<WithholdingsSummary>>;
  Suggestion: ResolverTypeWrapper<ParentOf<Suggestion>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Date: ParentOf<Scalars["Date"]>;
  DateTime: ParentOf<Scalars["DateTime"]>;
  Upload: ParentOf<Scalars["Upload"]>;
  PageInput: ParentOf<PageInput>;
  Int: ParentOf<Scalars["Int"]>;
  String: ParentOf<Scalars["String"]>;
  Query: {};
  Boolean: ParentOf<Scalars["Boolean"]>;
  Mutation: {};
  Subscription: {};
  PlaceRef: ParentOf<PlaceRef>;
  PlaceSuggestion: ParentOf<PlaceSuggestion>;
  Country: ParentOf<Country>;
  Province: ParentOf<Province>;
  Municipality: ParentOf<Municipality>;
  District: ParentOf<District>;
  Station: ParentOf<Station>;
  PlaceFilter: ParentOf<PlaceFilter>;
  CountryPage: ParentOf<CountryPage>;
  ProvincePage: ParentOf<ProvincePage>;
  MunicipalityPage: ParentOf<MunicipalityPage>;
  DistrictPage: ParentOf<DistrictPage>;
  StationPage: ParentOf<StationPage>;
  CountryInput: ParentOf<CountryInput>;
  ProvinceInput: ParentOf<ProvinceInput>;
  MunicipalityInput: ParentOf<MunicipalityInput>;
  DistrictInput: ParentOf<DistrictInput>;
  StationInput: ParentOf<StationInput>;
  Level: ParentOf<Level>;
  Course: ParentOf<Course>;
  Subject: ParentOf<Subject>;
  Study: ParentOf<Study>;
  CourseSubject: ParentOf<CourseSubject>;
  Price: ParentOf<Price>;
  AppliedPrice: ParentOf<AppliedPrice>;
  AcademicFilter: ParentOf<AcademicFilter>;
  CourseFilter: ParentOf<CourseFilter>;
  CourseSubjectFilter: ParentOf<CourseSubjectFilter>;
  PriceFilter: ParentOf<PriceFilter>;
  LevelPage: ParentOf<LevelPage>;
  CoursePage: ParentOf<CoursePage>;
  SubjectPage: ParentOf<SubjectPage>;
  CourseSubjectPage: ParentOf<CourseSubjectPage>;
  StudyPage: ParentOf<StudyPage>;
  PricePage: ParentOf<PricePage>;
  LevelInput: ParentOf<LevelInput>;
  CourseInput: ParentOf<CourseInput>;
  SubjectInput: ParentOf<SubjectInput>;
  CourseSubjectInput: ParentOf<CourseSubjectInput>;
  StudyInput: ParentOf<StudyInput>;
  PriceInput: ParentOf<PriceInput>;
  User: ParentOf<User>;
  LoginResult: ParentOf<LoginResult>;
  StaffUser: ParentOf<StaffUser>;
  StaffUserPage: ParentOf<StaffUserPage>;
  StaffFilter: ParentOf<StaffFilter>;
  StaffUserCreateInput: ParentOf<StaffUserCreateInput>;
  StaffUserUpdateInput: ParentOf<StaffUserUpdateInput>;
  NewPasswordInput: ParentOf<NewPasswordInput>;
  ChangePasswordInput: ParentOf<ChangePasswordInput>;
  ResetPasswordInput: ParentOf<ResetPasswordInput>;
  OutboxMail: ParentOf<OutboxMail>;
  OutboxMailPage: ParentOf<OutboxMailPage>;
  OutboxFilter: ParentOf<OutboxFilter>;
  CustomerAdvisor: ParentOf<CustomerAdvisor>;
  Customer: ParentOf<Customer>;
  CustomerPage: ParentOf<CustomerPage>;
  CustomerFilter: ParentOf<CustomerFilter>;
  CustomerInput: ParentOf<CustomerInput>;
  CustomerSuggestion: ParentOf<CustomerSuggestion>;
  Student: ParentOf<Student>;
  StudentPage: ParentOf<StudentPage>;
  StudentFilter: ParentOf<StudentFilter>;
  StudentInput: ParentOf<StudentInput>;
  TeacherDistrict: ParentOf<TeacherDistrict>;
  Teacher: ParentOf<Teacher>;
  TeacherListRow: ParentOf<TeacherListRow>;
  TeacherPage: ParentOf<TeacherPage>;
  TeacherFilter: ParentOf<TeacherFilter>;
  TeacherInput: ParentOf<TeacherInput>;
  MyTeacherProfileInput: ParentOf<MyTeacherProfileInput>;
  TeacherApplicationInput: ParentOf<TeacherApplicationInput>;
  TeacherStudy: ParentOf<TeacherStudy>;
  TeacherSubject: ParentOf<TeacherSubject>;
  TeacherFile: ParentOf<TeacherFile>;
  WeeklySlot: ParentOf<WeeklySlot>;
  TeacherStudyPage: ParentOf<TeacherStudyPage>;
  TeacherSubjectPage: ParentOf<TeacherSubjectPage>;
  TeacherFilePage: ParentOf<TeacherFilePage>;
  TeacherRecordFilter: ParentOf<TeacherRecordFilter>;
  TeacherStudyInput: ParentOf<TeacherStudyInput>;
  TeacherSubjectInput: ParentOf<TeacherSubjectInput>;
  WeeklySlotInput: ParentOf<WeeklySlotInput>;
  VoucherRef: ParentOf<VoucherRef>;
  VoucherPayment: ParentOf<VoucherPayment>;
  VoucherClass: ParentOf<VoucherClass>;
  VoucherHourMovement: ParentOf<VoucherHourMovement>;
  VoucherChainLink: ParentOf<VoucherChainLink>;
  Voucher: ParentOf<Voucher>;
  Float: ParentOf<Scalars["Float"]>;
  VoucherPage: ParentOf<VoucherPage>;
  VoucherFilter: ParentOf<VoucherFilter>;
  VoucherInput: ParentOf<VoucherInput>;
  VoucherUpdateInput: ParentOf<VoucherUpdateInput>;
  PaymentInput: ParentOf<PaymentInput>;
  VoucherPrice: ParentOf<VoucherPrice>;
  VoucherPaymentResult: ParentOf<VoucherPaymentResult>;
  VoucherEmailResult: ParentOf<VoucherEmailResult>;
  Class: ParentOf<Class>;
  ClassPage: ParentOf<ClassPage>;
  ClassFilter: ParentOf<ClassFilter>;
  ClassInput: ParentOf<ClassInput>;
  TeacherClassInput: ParentOf<TeacherClassInput>;
  ClassRefusal: ParentOf<ClassRefusal>;
  ValidateClassesResult: ParentOf<ValidateClassesResult>;
  VoucherChoice: ParentOf<VoucherChoice>;
  ClassChange: ParentOf<ClassChange>;
  TeacherClass: ParentOf<TeacherClass>;
  TeacherClassPage: ParentOf<TeacherClassPage>;
  MyClassFilter: ParentOf<MyClassFilter>;
  ClaimClassInput: ParentOf<ClaimClassInput>;
  TeacherVoucher: ParentOf<TeacherVoucher>;
  TeacherStudent: ParentOf<TeacherStudent>;
  PaymentLinkCreated: ParentOf<PaymentLinkCreated>;
  PaymentLink: ParentOf<PaymentLink>;
  PaymentAttempt: ParentOf<PaymentAttempt>;
  CardPaymentAnswer: ParentOf<CardPaymentAnswer>;
  InterestRef: ParentOf<InterestRef>;
  InterestRow: ParentOf<InterestRow>;
  InterestSlot: ParentOf<InterestSlot>;
  InterestStatusChange: ParentOf<InterestStatusChange>;
  TeacherInterest: ParentOf<TeacherInterest>;
  MatchingTeacher: ParentOf<MatchingTeacher>;
  CustomerInterest: ParentOf<CustomerInterest>;
  CustomerInterestPage: ParentOf<CustomerInterestPage>;
  InterestStatusCount: ParentOf<InterestStatusCount>;
  CustomerInterestFilter: ParentOf<CustomerInterestFilter>;
  InterestRowInput: ParentOf<InterestRowInput>;
  InterestSlotInput: ParentOf<InterestSlotInput>;
  NewFamilyInput: ParentOf<NewFamilyInput>;
  NewStudentInput: ParentOf<NewStudentInput>;
  CustomerInterestInput: ParentOf<CustomerInterestInput>;
  AcceptCustomerInterestInput: ParentOf<AcceptCustomerInterestInput>;
  AcceptResult: ParentOf<AcceptResult>;
  OpenCustomerInterest: ParentOf<OpenCustomerInterest>;
  MyTeacherInterest: ParentOf<MyTeacherInterest>;
  TeacherInterestEvent: ParentOf<TeacherInterestEvent>;
  InvoiceFilter: ParentOf<InvoiceFilter>;
  InvoiceLine: ParentOf<InvoiceLine>;
  VerificationRecord: ParentOf<VerificationRecord>;
  InvoiceParty: ParentOf<InvoiceParty>;
  Invoice: ParentOf<Invoice>;
  InvoiceTotals: ParentOf<InvoiceTotals>;
  InvoicePage: ParentOf<InvoicePage>;
  InvoiceSeries: ParentOf<InvoiceSeries>;
  VatType: ParentOf<VatType>;
  InvoiceLineInput: ParentOf<InvoiceLineInput>;
  IssueInvoiceInput: ParentOf<IssueInvoiceInput>;
  AmendInvoiceInput: ParentOf<AmendInvoiceInput>;
  InvoiceCollection: ParentOf<InvoiceCollection>;
  CollectInvoiceInput: ParentOf<CollectInvoiceInput>;
  HistoryInvoiceFilter: ParentOf<HistoryInvoiceFilter>;
  HistoryInvoiceLink: ParentOf<HistoryInvoiceLink>;
  HistoryInvoice: ParentOf<HistoryInvoice>;
  HistoryInvoicePage: ParentOf<HistoryInvoicePage>;
  PayrollTotals: ParentOf<PayrollTotals>;
  TeacherPayrollLine: ParentOf<TeacherPayrollLine>;
  PayrollTeacher: ParentOf<PayrollTeacher>;
  TeacherPayroll: ParentOf<TeacherPayroll>;
  TeacherPayrollListTotals: ParentOf<TeacherPayrollListTotals>;
  TeacherPayrollPage: ParentOf<TeacherPayrollPage>;
  TeacherPayrollFilter: ParentOf<TeacherPayrollFilter>;
  PlannedPayroll: ParentOf<PlannedPayroll>;
  SkippedTeacher: ParentOf<SkippedTeacher>;
  PayrollGeneration: ParentOf<PayrollGeneration>;
  TeacherIrpf: ParentOf<TeacherIrpf>;
  HistoryPayrollFilter: ParentOf<HistoryPayrollFilter>;
  HistoryPayroll: ParentOf<HistoryPayroll>;
  HistoryPayrollTotals: ParentOf<HistoryPayrollTotals>;
  HistoryPayrollPage: ParentOf<HistoryPayrollPage>;
  WithholdingQuarter: ParentOf<WithholdingQuarter>;
  WithholdingRecipient: ParentOf<WithholdingRecipient>;
  WithholdingTotals: ParentOf<WithholdingTotals>;
  WithholdingsSummary: ParentOf<WithholdingsSummary>;
  Suggestion: ParentOf<Suggestion>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes["Date"],
  any
> {
  name: "Date";
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes["DateTime"],
  any
> {
  name: "DateTime";
}

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes["Upload"],
  any
> {
  name: "Upload";
}

export type QueryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Query"] =
    ResolversParentTypes["Query"],
> = {
  version?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  countries?: Resolver<
    ResolversTypes["CountryPage"],
    ParentType,
    ContextType,
    Partial<QuerycountriesArgs>
  >;
  country?: Resolver<
    ResolversTypes["Country"],
    ParentType,
    ContextType,
    RequireFields<QuerycountryArgs, "id">
  >;
  provinces?: Resolver<
    ResolversTypes["ProvincePage"],
    ParentType,
    ContextType,
    Partial<QueryprovincesArgs>
  >;
  province?: Resolver<
    ResolversTypes["Province"],
    ParentType,
    ContextType,
    RequireFields<QueryprovinceArgs, "id">
  >;
  municipalities?: Resolver<
    ResolversTypes["MunicipalityPage"],
    ParentType,
    ContextType,
    Partial<QuerymunicipalitiesArgs>
  >;
  municipality?: Resolver<
    ResolversTypes["Municipality"],
    ParentType,
    ContextType,
    RequireFields<QuerymunicipalityArgs, "id">
  >;
  districts?: Resolver<
    ResolversTypes["DistrictPage"],
    ParentType,
    ContextType,
    Partial<QuerydistrictsArgs>
  >;
  district?: Resolver<
    ResolversTypes["District"],
    ParentType,
    ContextType,
    RequireFields<QuerydistrictArgs, "id">
  >;
  stations?: Resolver<
    ResolversTypes["StationPage"],
    ParentType,
    ContextType,
    Partial<QuerystationsArgs>
  >;
  station?: Resolver<
    ResolversTypes["Station"],
    ParentType,
    ContextType,
    RequireFields<QuerystationArgs, "id">
  >;
  placeSuggestions?: Resolver<
    Array<ResolversTypes["PlaceSuggestion"]>,
    ParentType,
    ContextType,
    RequireFields<QueryplaceSuggestionsArgs, "kind" | "q" | "limit">
  >;
  levels?: Resolver<Array<ResolversTypes["Level"]>, ParentType, ContextType>;
  courses?: Resolver<
    Array<ResolversTypes["Course"]>,
    ParentType,
    ContextType,
    Partial<QuerycoursesArgs>
  >;
  subjects?: Resolver<
    Array<ResolversTypes["Subject"]>,
    ParentType,
    ContextType
  >;
  studies?: Resolver<
    Array<ResolversTypes["Study"]>,
    ParentType,
    ContextType,
    RequireFields<QuerystudiesArgs, "limit">
  >;
  levelPage?: Resolver<
    ResolversTypes["LevelPage"],
    ParentType,
    ContextType,
    Partial<QuerylevelPageArgs>
  >;
  level?: Resolver<
    ResolversTypes["Level"],
    ParentType,
    ContextType,
    RequireFields<QuerylevelArgs, "id">
  >;
  coursePage?: Resolver<
    ResolversTypes["CoursePage"],
    ParentType,
    ContextType,
    Partial<QuerycoursePageArgs>
  >;
  course?: Resolver<
    ResolversTypes["Course"],
    ParentType,
    ContextType,
    RequireFields<QuerycourseArgs, "id">
  >;
  subjectPage?: Resolver<
    ResolversTypes["SubjectPage"],
    ParentType,
    ContextType,
    Partial<QuerysubjectPageArgs>
  >;
  subject?: Resolver<
    ResolversTypes["Subject"],
    ParentType,
    ContextType,
    RequireFields<QuerysubjectArgs, "id">
  >;
  courseSubjects?: Resolver<
    ResolversTypes["CourseSubjectPage"],
    ParentType,
    ContextType,
    Partial<QuerycourseSubjectsArgs>
  >;
  courseSubject?: Resolver<
    ResolversTypes["CourseSubject"],
    ParentType,
    ContextType,
    RequireFields<QuerycourseSubjectArgs, "id">
  >;
  studyPage?: Resolver<
    ResolversTypes["StudyPage"],
    ParentType,
    ContextType,
    Partial<QuerystudyPageArgs>
  >;
  study?: Resolver<
    ResolversTypes["Study"],
    ParentType,
    ContextType,
    RequireFields<QuerystudyArgs, "id">
  >;
  prices?: Resolver<
    ResolversTypes["PricePage"],
    ParentType,
    ContextType,
    Partial<QuerypricesArgs>
  >;
  price?: Resolver<
    ResolversTypes["Price"],
    ParentType,
    ContextType,
    RequireFields<QuerypriceArgs, "id">
  >;
  priceFor?: Resolver<
    Maybe<ResolversTypes["AppliedPrice"]>,
    ParentType,
    ContextType,
    RequireFields<QuerypriceForArgs, "courseId">
  >;
  me?: Resolver<Maybe<ResolversTypes["User"]>, ParentType, ContextType>;
  staffUsers?: Resolver<
    ResolversTypes["StaffUserPage"],
    ParentType,
    ContextType,
    RequireFields<QuerystaffUsersArgs, "role">
  >;
  staffUser?: Resolver<
    ResolversTypes["StaffUser"],
    ParentType,
    ContextType,
    RequireFields<QuerystaffUserArgs, "id">
  >;
  outbox?: Resolver<
    ResolversTypes["OutboxMailPage"],
    ParentType,
    ContextType,
    Partial<QueryoutboxArgs>
  >;
  outboxMail?: Resolver<
    ResolversTypes["OutboxMail"],
    ParentType,
    ContextType,
    RequireFields<QueryoutboxMailArgs, "id">
  >;
  customers?: Resolver<
    ResolversTypes["CustomerPage"],
    ParentType,
    ContextType,
    Partial<QuerycustomersArgs>
  >;
  customer?: Resolver<
    ResolversTypes["Customer"],
    ParentType,
    ContextType,
    RequireFields<QuerycustomerArgs, "id">
  >;
  customerSuggestions?: Resolver<
    Array<ResolversTypes["CustomerSuggestion"]>,
    ParentType,
    ContextType,
    RequireFields<QuerycustomerSuggestionsArgs, "q" | "limit">
  >;
  students?: Resolver<
    ResolversTypes["StudentPage"],
    ParentType,
    ContextType,
    Partial<QuerystudentsArgs>
  >;
  student?: Resolver<
    ResolversTypes["Student"],
    ParentType,
    ContextType,
    RequireFields<QuerystudentArgs, "id">
  >;
  teachers?: Resolver<
    ResolversTypes["TeacherPage"],
    ParentType,
    ContextType,
    Partial<QueryteachersArgs>
  >;
  teacher?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherArgs, "id">
  >;
  myTeacherProfile?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType
  >;
  teacherStudies?: Resolver<
    ResolversTypes["TeacherStudyPage"],
    ParentType,
    ContextType,
    Partial<QueryteacherStudiesArgs>
  >;
  teacherStudy?: Resolver<
    ResolversTypes["TeacherStudy"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherStudyArgs, "id">
  >;
  teacherSubjects?: Resolver<
    ResolversTypes["TeacherSubjectPage"],
    ParentType,
    ContextType,
    Partial<QueryteacherSubjectsArgs>
  >;
  teacherSubject?: Resolver<
    ResolversTypes["TeacherSubject"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherSubjectArgs, "id">
  >;
  teacherFiles?: Resolver<
    ResolversTypes["TeacherFilePage"],
    ParentType,
    ContextType,
    Partial<QueryteacherFilesArgs>
  >;
  teacherFile?: Resolver<
    ResolversTypes["TeacherFile"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherFileArgs, "id">
  >;
  availability?: Resolver<
    Array<ResolversTypes["WeeklySlot"]>,
    ParentType,
    ContextType,
    Partial<QueryavailabilityArgs>
  >;
  vouchers?: Resolver<
    ResolversTypes["VoucherPage"],
    ParentType,
    ContextType,
    Partial<QueryvouchersArgs>
  >;
  voucher?: Resolver<
    ResolversTypes["Voucher"],
    ParentType,
    ContextType,
    RequireFields<QueryvoucherArgs, "id">
  >;
  voucherPrice?: Resolver<
    Maybe<ResolversTypes["VoucherPrice"]>,
    ParentType,
    ContextType,
    RequireFields<QueryvoucherPriceArgs, "courseId">
  >;
  classes?: Resolver<
    ResolversTypes["ClassPage"],
    ParentType,
    ContextType,
    Partial<QueryclassesArgs>
  >;
  class?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<QueryclassArgs, "id">
  >;
  classVoucherSuggestions?: Resolver<
    Array<ResolversTypes["VoucherChoice"]>,
    ParentType,
    ContextType,
    RequireFields<QueryclassVoucherSuggestionsArgs, "q">
  >;
  classLinkVouchers?: Resolver<
    Array<ResolversTypes["VoucherChoice"]>,
    ParentType,
    ContextType,
    RequireFields<QueryclassLinkVouchersArgs, "classId" | "customerId">
  >;
  myClasses?: Resolver<
    ResolversTypes["TeacherClassPage"],
    ParentType,
    ContextType,
    Partial<QuerymyClassesArgs>
  >;
  myClass?: Resolver<
    ResolversTypes["TeacherClass"],
    ParentType,
    ContextType,
    RequireFields<QuerymyClassArgs, "id">
  >;
  myStudents?: Resolver<
    Array<ResolversTypes["TeacherStudent"]>,
    ParentType,
    ContextType
  >;
  myVouchers?: Resolver<
    Array<ResolversTypes["TeacherVoucher"]>,
    ParentType,
    ContextType
  >;
  paymentLinks?: Resolver<
    Array<ResolversTypes["PaymentLink"]>,
    ParentType,
    ContextType,
    RequireFields<QuerypaymentLinksArgs, "voucherId">
  >;
  paymentAttempts?: Resolver<
    Array<ResolversTypes["PaymentAttempt"]>,
    ParentType,
    ContextType,
    RequireFields<QuerypaymentAttemptsArgs, "voucherId">
  >;
  customerInterests?: Resolver<
    ResolversTypes["CustomerInterestPage"],
    ParentType,
    ContextType,
    Partial<QuerycustomerInterestsArgs>
  >;
  customerInterestCounts?: Resolver<
    Array<ResolversTypes["InterestStatusCount"]>,
    ParentType,
    ContextType,
    Partial<QuerycustomerInterestCountsArgs>
  >;
  customerInterest?: Resolver<
    ResolversTypes["CustomerInterest"],
    ParentType,
    ContextType,
    RequireFields<QuerycustomerInterestArgs, "id">
  >;
  openCustomerInterests?: Resolver<
    Array<ResolversTypes["OpenCustomerInterest"]>,
    ParentType,
    ContextType,
    RequireFields<QueryopenCustomerInterestsArgs, "all">
  >;
  openCustomerInterest?: Resolver<
    ResolversTypes["OpenCustomerInterest"],
    ParentType,
    ContextType,
    RequireFields<QueryopenCustomerInterestArgs, "id">
  >;
  myTeacherInterests?: Resolver<
    Array<ResolversTypes["MyTeacherInterest"]>,
    ParentType,
    ContextType
  >;
  myTeacherInterest?: Resolver<
    ResolversTypes["MyTeacherInterest"],
    ParentType,
    ContextType,
    RequireFields<QuerymyTeacherInterestArgs, "id">
  >;
  invoices?: Resolver<
    ResolversTypes["InvoicePage"],
    ParentType,
    ContextType,
    Partial<QueryinvoicesArgs>
  >;
  invoice?: Resolver<
    ResolversTypes["Invoice"],
    ParentType,
    ContextType,
    RequireFields<QueryinvoiceArgs, "id">
  >;
  invoiceSeries?: Resolver<
    Array<ResolversTypes["InvoiceSeries"]>,
    ParentType,
    ContextType
  >;
  vatTypes?: Resolver<
    Array<ResolversTypes["VatType"]>,
    ParentType,
    ContextType
  >;
  historyInvoices?: Resolver<
    ResolversTypes["HistoryInvoicePage"],
    ParentType,
    ContextType,
    Partial<QueryhistoryInvoicesArgs>
  >;
  historyInvoice?: Resolver<
    ResolversTypes["HistoryInvoice"],
    ParentType,
    ContextType,
    RequireFields<QueryhistoryInvoiceArgs, "id">
  >;
  teacherPayrolls?: Resolver<
    ResolversTypes["TeacherPayrollPage"],
    ParentType,
    ContextType,
    Partial<QueryteacherPayrollsArgs>
  >;
  teacherPayroll?: Resolver<
    ResolversTypes["TeacherPayroll"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherPayrollArgs, "id">
  >;
  teacherPayrollPreview?: Resolver<
    ResolversTypes["PayrollGeneration"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherPayrollPreviewArgs, "month">
  >;
  teacherIrpf?: Resolver<
    ResolversTypes["TeacherIrpf"],
    ParentType,
    ContextType,
    RequireFields<QueryteacherIrpfArgs, "teacherId">
  >;
  historyPayrolls?: Resolver<
    ResolversTypes["HistoryPayrollPage"],
    ParentType,
    ContextType,
    Partial<QueryhistoryPayrollsArgs>
  >;
  historyPayroll?: Resolver<
    ResolversTypes["HistoryPayroll"],
    ParentType,
    ContextType,
    RequireFields<QueryhistoryPayrollArgs, "id">
  >;
  payrollWithholdings?: Resolver<
    ResolversTypes["WithholdingsSummary"],
    ParentType,
    ContextType,
    Partial<QuerypayrollWithholdingsArgs>
  >;
  suggestions?: Resolver<
    Array<ResolversTypes["Suggestion"]>,
    ParentType,
    ContextType,
    RequireFields<QuerysuggestionsArgs, "source" | "q">
  >;
};

export type MutationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Mutation"] =
    ResolversParentTypes["Mutation"],
> = {
  ping?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  createCountry?: Resolver<
    ResolversTypes["Country"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateCountryArgs, "input">
  >;
  updateCountry?: Resolver<
    ResolversTypes["Country"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateCountryArgs, "id" | "input">
  >;
  deleteCountry?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteCountryArgs, "id">
  >;
  createProvince?: Resolver<
    ResolversTypes["Province"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateProvinceArgs, "input">
  >;
  updateProvince?: Resolver<
    ResolversTypes["Province"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateProvinceArgs, "id" | "input">
  >;
  deleteProvince?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteProvinceArgs, "id">
  >;
  createMunicipality?: Resolver<
    ResolversTypes["Municipality"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateMunicipalityArgs, "input">
  >;
  updateMunicipality?: Resolver<
    ResolversTypes["Municipality"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateMunicipalityArgs, "id" | "input">
  >;
  deleteMunicipality?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteMunicipalityArgs, "id">
  >;
  createDistrict?: Resolver<
    ResolversTypes["District"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateDistrictArgs, "input">
  >;
  updateDistrict?: Resolver<
    ResolversTypes["District"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateDistrictArgs, "id" | "input">
  >;
  deleteDistrict?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteDistrictArgs, "id">
  >;
  createStation?: Resolver<
    ResolversTypes["Station"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateStationArgs, "input">
  >;
  updateStation?: Resolver<
    ResolversTypes["Station"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateStationArgs, "id" | "input">
  >;
  deleteStation?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteStationArgs, "id">
  >;
  createLevel?: Resolver<
    ResolversTypes["Level"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateLevelArgs, "input">
  >;
  updateLevel?: Resolver<
    ResolversTypes["Level"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateLevelArgs, "id" | "input">
  >;
  deleteLevel?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteLevelArgs, "id">
  >;
  createCourse?: Resolver<
    ResolversTypes["Course"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateCourseArgs, "input">
  >;
  updateCourse?: Resolver<
    ResolversTypes["Course"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateCourseArgs, "id" | "input">
  >;
  deleteCourse?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteCourseArgs, "id">
  >;
  createSubject?: Resolver<
    ResolversTypes["Subject"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateSubjectArgs, "input">
  >;
  updateSubject?: Resolver<
    ResolversTypes["Subject"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateSubjectArgs, "id" | "input">
  >;
  deleteSubject?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteSubjectArgs, "id">
  >;
  createCourseSubject?: Resolver<
    ResolversTypes["CourseSubject"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateCourseSubjectArgs, "input">
  >;
  updateCourseSubject?: Resolver<
    ResolversTypes["CourseSubject"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateCourseSubjectArgs, "id" | "input">
  >;
  deleteCourseSubject?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteCourseSubjectArgs, "id">
  >;
  setCourseSubjects?: Resolver<
    Array<ResolversTypes["Subject"]>,
    ParentType,
    ContextType,
    RequireFields<MutationsetCourseSubjectsArgs, "courseId" | "subjectIds">
  >;
  createStudy?: Resolver<
    ResolversTypes["Study"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateStudyArgs, "input">
  >;
  updateStudy?: Resolver<
    ResolversTypes["Study"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateStudyArgs, "id" | "input">
  >;
  deleteStudy?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteStudyArgs, "id">
  >;
  createPrice?: Resolver<
    ResolversTypes["Price"],
    ParentType,
    ContextType,
    RequireFields<MutationcreatePriceArgs, "input">
  >;
  updatePrice?: Resolver<
    ResolversTypes["Price"],
    ParentType,
    ContextType,
    RequireFields<MutationupdatePriceArgs, "id" | "input">
  >;
  deletePrice?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeletePriceArgs, "id">
  >;
  login?: Resolver<
    ResolversTypes["LoginResult"],
    ParentType,
    ContextType,
    RequireFields<MutationloginArgs, "email" | "password">
  >;
  logout?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  createStaffUser?: Resolver<
    ResolversTypes["StaffUser"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateStaffUserArgs, "role" | "input">
  >;
  updateStaffUser?: Resolver<
    ResolversTypes["StaffUser"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateStaffUserArgs, "id" | "input">
  >;
  setStaffUserActive?: Resolver<
    ResolversTypes["StaffUser"],
    ParentType,
    ContextType,
    RequireFields<MutationsetStaffUserActiveArgs, "id" | "active">
  >;
  setUserPassword?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationsetUserPasswordArgs, "userId" | "input">
  >;
  changePassword?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationchangePasswordArgs, "input">
  >;
  requestPasswordReset?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationrequestPasswordResetArgs, "email">
  >;
  resetPassword?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationresetPasswordArgs, "input">
  >;
  createCustomer?: Resolver<
    ResolversTypes["Customer"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateCustomerArgs, "input">
  >;
  updateCustomer?: Resolver<
    ResolversTypes["Customer"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateCustomerArgs, "id" | "input">
  >;
  deleteCustomer?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteCustomerArgs, "id">
  >;
  createStudent?: Resolver<
    ResolversTypes["Student"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateStudentArgs, "input">
  >;
  updateStudent?: Resolver<
    ResolversTypes["Student"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateStudentArgs, "id" | "input">
  >;
  deleteStudent?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteStudentArgs, "id">
  >;
  createTeacher?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateTeacherArgs, "input">
  >;
  updateTeacher?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateTeacherArgs, "id" | "input">
  >;
  dropOutTeacher?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationdropOutTeacherArgs, "id">
  >;
  reinstateTeacher?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationreinstateTeacherArgs, "id">
  >;
  activateTeacher?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationactivateTeacherArgs, "id">
  >;
  setTeacherDistricts?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationsetTeacherDistrictsArgs, "districtIds">
  >;
  updateMyTeacherProfile?: Resolver<
    ResolversTypes["Teacher"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateMyTeacherProfileArgs, "input">
  >;
  applyAsTeacher?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType,
    RequireFields<MutationapplyAsTeacherArgs, "input">
  >;
  createTeacherStudy?: Resolver<
    ResolversTypes["TeacherStudy"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateTeacherStudyArgs, "input">
  >;
  updateTeacherStudy?: Resolver<
    ResolversTypes["TeacherStudy"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateTeacherStudyArgs, "id" | "input">
  >;
  deleteTeacherStudy?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteTeacherStudyArgs, "id">
  >;
  createTeacherSubject?: Resolver<
    ResolversTypes["TeacherSubject"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateTeacherSubjectArgs, "input">
  >;
  updateTeacherSubject?: Resolver<
    ResolversTypes["TeacherSubject"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateTeacherSubjectArgs, "id" | "input">
  >;
  deleteTeacherSubject?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteTeacherSubjectArgs, "id">
  >;
  uploadTeacherFile?: Resolver<
    ResolversTypes["TeacherFile"],
    ParentType,
    ContextType,
    RequireFields<MutationuploadTeacherFileArgs, "file">
  >;
  updateTeacherFile?: Resolver<
    ResolversTypes["TeacherFile"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateTeacherFileArgs, "id">
  >;
  deleteTeacherFile?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteTeacherFileArgs, "id">
  >;
  setAvailability?: Resolver<
    Array<ResolversTypes["WeeklySlot"]>,
    ParentType,
    ContextType,
    RequireFields<MutationsetAvailabilityArgs, "slots">
  >;
  createVoucher?: Resolver<
    ResolversTypes["Voucher"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateVoucherArgs, "input">
  >;
  updateVoucher?: Resolver<
    ResolversTypes["Voucher"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateVoucherArgs, "id" | "input">
  >;
  deleteVoucher?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteVoucherArgs, "id">
  >;
  activateVoucher?: Resolver<
    ResolversTypes["Voucher"],
    ParentType,
    ContextType,
    RequireFields<MutationactivateVoucherArgs, "id">
  >;
  payVoucher?: Resolver<
    ResolversTypes["VoucherPaymentResult"],
    ParentType,
    ContextType,
    RequireFields<MutationpayVoucherArgs, "id" | "input">
  >;
  renewVoucher?: Resolver<
    ResolversTypes["Voucher"],
    ParentType,
    ContextType,
    RequireFields<MutationrenewVoucherArgs, "id">
  >;
  settleVouchers?: Resolver<
    Array<ResolversTypes["Voucher"]>,
    ParentType,
    ContextType,
    RequireFields<MutationsettleVouchersArgs, "ids">
  >;
  sendVoucherEmail?: Resolver<
    ResolversTypes["VoucherEmailResult"],
    ParentType,
    ContextType,
    RequireFields<MutationsendVoucherEmailArgs, "id">
  >;
  createClass?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateClassArgs, "input">
  >;
  updateClass?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateClassArgs, "id" | "input">
  >;
  deleteClass?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteClassArgs, "id">
  >;
  validateClasses?: Resolver<
    ResolversTypes["ValidateClassesResult"],
    ParentType,
    ContextType,
    RequireFields<MutationvalidateClassesArgs, "ids">
  >;
  discardClassPayment?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<MutationdiscardClassPaymentArgs, "id">
  >;
  linkClassToVoucher?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<
      MutationlinkClassToVoucherArgs,
      "classId" | "customerId" | "voucherId"
    >
  >;
  createTeacherClass?: Resolver<
    ResolversTypes["Class"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateTeacherClassArgs, "input">
  >;
  claimClass?: Resolver<
    ResolversTypes["TeacherClass"],
    ParentType,
    ContextType,
    RequireFields<MutationclaimClassArgs, "input">
  >;
  updateClaimedClass?: Resolver<
    ResolversTypes["TeacherClass"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateClaimedClassArgs, "id" | "input">
  >;
  withdrawClaimedClass?: Resolver<
    ResolversTypes["TeacherClass"],
    ParentType,
    ContextType,
    RequireFields<MutationwithdrawClaimedClassArgs, "id">
  >;
  markClassGiven?: Resolver<
    ResolversTypes["TeacherClass"],
    ParentType,
    ContextType,
    RequireFields<MutationmarkClassGivenArgs, "id">
  >;
  createPaymentLink?: Resolver<
    ResolversTypes["PaymentLinkCreated"],
    ParentType,
    ContextType,
    RequireFields<MutationcreatePaymentLinkArgs, "voucherId">
  >;
  revokePaymentLink?: Resolver<
    ResolversTypes["PaymentLink"],
    ParentType,
    ContextType,
    RequireFields<MutationrevokePaymentLinkArgs, "id">
  >;
  createCustomerInterest?: Resolver<
    ResolversTypes["CustomerInterest"],
    ParentType,
    ContextType,
    RequireFields<MutationcreateCustomerInterestArgs, "input">
  >;
  updateCustomerInterest?: Resolver<
    ResolversTypes["CustomerInterest"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateCustomerInterestArgs, "id" | "input">
  >;
  setCustomerInterestStatus?: Resolver<
    ResolversTypes["CustomerInterest"],
    ParentType,
    ContextType,
    RequireFields<MutationsetCustomerInterestStatusArgs, "id" | "status">
  >;
  inviteTeacherToCustomerInterest?: Resolver<
    ResolversTypes["TeacherInterest"],
    ParentType,
    ContextType,
    RequireFields<
      MutationinviteTeacherToCustomerInterestArgs,
      "id" | "teacherId"
    >
  >;
  acceptCustomerInterest?: Resolver<
    ResolversTypes["AcceptResult"],
    ParentType,
    ContextType,
    RequireFields<MutationacceptCustomerInterestArgs, "id" | "input">
  >;
  applyToCustomerInterest?: Resolver<
    ResolversTypes["MyTeacherInterest"],
    ParentType,
    ContextType,
    RequireFields<MutationapplyToCustomerInterestArgs, "customerInterestId">
  >;
  withdrawTeacherInterest?: Resolver<
    ResolversTypes["MyTeacherInterest"],
    ParentType,
    ContextType,
    RequireFields<MutationwithdrawTeacherInterestArgs, "id">
  >;
  issueInvoice?: Resolver<
    ResolversTypes["Invoice"],
    ParentType,
    ContextType,
    RequireFields<MutationissueInvoiceArgs, "input">
  >;
  amendInvoice?: Resolver<
    ResolversTypes["Invoice"],
    ParentType,
    ContextType,
    RequireFields<MutationamendInvoiceArgs, "id" | "input">
  >;
  collectInvoice?: Resolver<
    ResolversTypes["Invoice"],
    ParentType,
    ContextType,
    RequireFields<MutationcollectInvoiceArgs, "id" | "input">
  >;
  generateTeacherPayrolls?: Resolver<
    ResolversTypes["PayrollGeneration"],
    ParentType,
    ContextType,
    Partial<MutationgenerateTeacherPayrollsArgs>
  >;
  payTeacherPayroll?: Resolver<
    ResolversTypes["TeacherPayroll"],
    ParentType,
    ContextType,
    RequireFields<MutationpayTeacherPayrollArgs, "id" | "date">
  >;
  discardTeacherPayroll?: Resolver<
    ResolversTypes["TeacherPayroll"],
    ParentType,
    ContextType,
    RequireFields<MutationdiscardTeacherPayrollArgs, "id" | "reason">
  >;
  setTeacherIrpf?: Resolver<
    ResolversTypes["TeacherIrpf"],
    ParentType,
    ContextType,
    RequireFields<MutationsetTeacherIrpfArgs, "teacherId" | "rate">
  >;
};

export type SubscriptionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Subscription"] =
    ResolversParentTypes["Subscription"],
> = {
  _placeholder?: SubscriptionResolver<
    Maybe<ResolversTypes["Boolean"]>,
    "_placeholder",
    ParentType,
    ContextType
  >;
  classChanged?: SubscriptionResolver<
    ResolversTypes["ClassChange"],
    "classChanged",
    ParentType,
    ContextType
  >;
  cardPaymentAnswered?: SubscriptionResolver<
    ResolversTypes["CardPaymentAnswer"],
    "cardPaymentAnswered",
    ParentType,
    ContextType,
    RequireFields<SubscriptioncardPaymentAnsweredArgs, "voucherId">
  >;
  teacherInterestAdded?: SubscriptionResolver<
    ResolversTypes["TeacherInterestEvent"],
    "teacherInterestAdded",
    ParentType,
    ContextType
  >;
};

export type PlaceRefResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PlaceRef"] =
    ResolversParentTypes["PlaceRef"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlaceSuggestionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PlaceSuggestion"] =
    ResolversParentTypes["PlaceSuggestion"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CountryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Country"] =
    ResolversParentTypes["Country"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProvinceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Province"] =
    ResolversParentTypes["Province"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes["PlaceRef"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MunicipalityResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Municipality"] =
    ResolversParentTypes["Municipality"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  province?: Resolver<ResolversTypes["PlaceRef"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DistrictResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["District"] =
    ResolversParentTypes["District"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  municipality?: Resolver<ResolversTypes["PlaceRef"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Station"] =
    ResolversParentTypes["Station"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  municipality?: Resolver<ResolversTypes["PlaceRef"], ParentType, ContextType>;
  districts?: Resolver<
    Array<ResolversTypes["PlaceRef"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CountryPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CountryPage"] =
    ResolversParentTypes["CountryPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Country"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProvincePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ProvincePage"] =
    ResolversParentTypes["ProvincePage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Province"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MunicipalityPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["MunicipalityPage"] =
    ResolversParentTypes["MunicipalityPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["Municipality"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DistrictPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["DistrictPage"] =
    ResolversParentTypes["DistrictPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["District"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StationPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["StationPage"] =
    ResolversParentTypes["StationPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Station"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LevelResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Level"] =
    ResolversParentTypes["Level"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  position?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  courseCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CourseResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Course"] =
    ResolversParentTypes["Course"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  levelId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  levelName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  position?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subjectCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subjects?: Resolver<
    Array<ResolversTypes["Subject"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubjectResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Subject"] =
    ResolversParentTypes["Subject"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  courseCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StudyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Study"] =
    ResolversParentTypes["Study"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CourseSubjectResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CourseSubject"] =
    ResolversParentTypes["CourseSubject"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  levelName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Price"] =
    ResolversParentTypes["Price"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  levelId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  courseId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  targetName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  levelName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  customerPriceCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherPayCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  state?: Resolver<ResolversTypes["PriceState"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppliedPriceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["AppliedPrice"] =
    ResolversParentTypes["AppliedPrice"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  customerPriceCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherPayCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LevelPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["LevelPage"] =
    ResolversParentTypes["LevelPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Level"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CoursePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CoursePage"] =
    ResolversParentTypes["CoursePage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Course"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubjectPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["SubjectPage"] =
    ResolversParentTypes["SubjectPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Subject"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CourseSubjectPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CourseSubjectPage"] =
    ResolversParentTypes["CourseSubjectPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["CourseSubject"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StudyPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["StudyPage"] =
    ResolversParentTypes["StudyPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Study"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PricePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PricePage"] =
    ResolversParentTypes["PricePage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Price"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["User"] =
    ResolversParentTypes["User"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  role?: Resolver<ResolversTypes["Role"], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["LoginResult"] =
    ResolversParentTypes["LoginResult"],
> = {
  token?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  user?: Resolver<ResolversTypes["User"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffUserResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["StaffUser"] =
    ResolversParentTypes["StaffUser"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  role?: Resolver<ResolversTypes["StaffRole"], ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffUserPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["StaffUserPage"] =
    ResolversParentTypes["StaffUserPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["StaffUser"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OutboxMailResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OutboxMail"] =
    ResolversParentTypes["OutboxMail"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  toAddress?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  text?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["MailStatus"], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OutboxMailPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OutboxMailPage"] =
    ResolversParentTypes["OutboxMailPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["OutboxMail"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerAdvisorResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CustomerAdvisor"] =
    ResolversParentTypes["CustomerAdvisor"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Customer"] =
    ResolversParentTypes["Customer"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isCompany?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  nif?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  postalCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  municipality?: Resolver<
    Maybe<ResolversTypes["PlaceRef"]>,
    ParentType,
    ContextType
  >;
  district?: Resolver<
    Maybe<ResolversTypes["PlaceRef"]>,
    ParentType,
    ContextType
  >;
  iban?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes["CustomerSource"], ParentType, ContextType>;
  sourceLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  advisor?: Resolver<
    Maybe<ResolversTypes["CustomerAdvisor"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  invoiceSameAsPersonal?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  invoiceName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  invoiceEmail?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  invoiceNif?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  invoiceAddress?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  invoicePostalCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  invoiceMunicipality?: Resolver<
    Maybe<ResolversTypes["PlaceRef"]>,
    ParentType,
    ContextType
  >;
  studentCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  students?: Resolver<
    Array<ResolversTypes["Student"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CustomerPage"] =
    ResolversParentTypes["CustomerPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Customer"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerSuggestionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CustomerSuggestion"] =
    ResolversParentTypes["CustomerSuggestion"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StudentResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Student"] =
    ResolversParentTypes["Student"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes["Course"]>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes["Customer"], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StudentPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["StudentPage"] =
    ResolversParentTypes["StudentPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Student"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherDistrictResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherDistrict"] =
    ResolversParentTypes["TeacherDistrict"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  municipalityName?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Teacher"] =
    ResolversParentTypes["Teacher"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  nif?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  postalCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  municipality?: Resolver<
    Maybe<ResolversTypes["PlaceRef"]>,
    ParentType,
    ContextType
  >;
  iban?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  hasTeachingDegree?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  hasAcceptedTerms?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  hasAcceptedPrivacyPolicy?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  acceptedDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  startDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  dropOutDate?: Resolver<
    Maybe<ResolversTypes["Date"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["TeacherStatus"], ParentType, ContextType>;
  preferredDistricts?: Resolver<
    Array<ResolversTypes["TeacherDistrict"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherListRowResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherListRow"] =
    ResolversParentTypes["TeacherListRow"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  nif?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  municipality?: Resolver<
    Maybe<ResolversTypes["PlaceRef"]>,
    ParentType,
    ContextType
  >;
  hasTeachingDegree?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  startDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  dropOutDate?: Resolver<
    Maybe<ResolversTypes["Date"]>,
    ParentType,
    ContextType
  >;
  status?: Resolver<ResolversTypes["TeacherStatus"], ParentType, ContextType>;
  districtNames?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherPage"] =
    ResolversParentTypes["TeacherPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["TeacherListRow"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherStudyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherStudy"] =
    ResolversParentTypes["TeacherStudy"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studyId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studyName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherSubjectResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherSubject"] =
    ResolversParentTypes["TeacherSubject"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  levelId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  levelName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherFileResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherFile"] =
    ResolversParentTypes["TeacherFile"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes["TeacherFileKind"], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  size?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isCurrentCv?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WeeklySlotResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["WeeklySlot"] =
    ResolversParentTypes["WeeklySlot"],
> = {
  weekday?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  start?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  end?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherStudyPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherStudyPage"] =
    ResolversParentTypes["TeacherStudyPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["TeacherStudy"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherSubjectPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherSubjectPage"] =
    ResolversParentTypes["TeacherSubjectPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["TeacherSubject"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherFilePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherFilePage"] =
    ResolversParentTypes["TeacherFilePage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["TeacherFile"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherRefResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherRef"] =
    ResolversParentTypes["VoucherRef"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherPaymentResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherPayment"] =
    ResolversParentTypes["VoucherPayment"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  amountText?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  method?: Resolver<ResolversTypes["PaymentMethod"], ParentType, ContextType>;
  methodLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  reference?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  receiptUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes["Invoice"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherClassResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherClass"] =
    ResolversParentTypes["VoucherClass"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  teacher?: Resolver<
    Maybe<ResolversTypes["VoucherRef"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherHourMovementResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherHourMovement"] =
    ResolversParentTypes["VoucherHourMovement"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  classId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutesLeftAfter?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherChainLinkResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherChainLink"] =
    ResolversParentTypes["VoucherChainLink"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["VoucherStatus"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Voucher"] =
    ResolversParentTypes["Voucher"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes["VoucherRef"], ParentType, ContextType>;
  student?: Resolver<ResolversTypes["VoucherRef"], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes["VoucherRef"], ParentType, ContextType>;
  course?: Resolver<ResolversTypes["VoucherRef"], ParentType, ContextType>;
  teacher?: Resolver<
    Maybe<ResolversTypes["VoucherRef"]>,
    ParentType,
    ContextType
  >;
  hours?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  hourlyPriceCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherHourlyPayCents?: Resolver<
    ResolversTypes["Int"],
    ParentType,
    ContextType
  >;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  dueCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  cashCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["VoucherStatus"], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  paymentStatus?: Resolver<
    ResolversTypes["VoucherPaymentStatus"],
    ParentType,
    ContextType
  >;
  minutesBooked?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutesUsed?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutesLeft?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  hoursLeft?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  lastClassDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  renewedFromId?: Resolver<
    Maybe<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  renewedById?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  settledDate?: Resolver<
    Maybe<ResolversTypes["Date"]>,
    ParentType,
    ContextType
  >;
  settledMinutesUsed?: Resolver<
    Maybe<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  settledMinutesForfeited?: Resolver<
    Maybe<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  settlementRemarks?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  payments?: Resolver<
    Array<ResolversTypes["VoucherPayment"]>,
    ParentType,
    ContextType
  >;
  classes?: Resolver<
    Array<ResolversTypes["VoucherClass"]>,
    ParentType,
    ContextType
  >;
  movements?: Resolver<
    Array<ResolversTypes["VoucherHourMovement"]>,
    ParentType,
    ContextType
  >;
  chain?: Resolver<
    Array<ResolversTypes["VoucherChainLink"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherPage"] =
    ResolversParentTypes["VoucherPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Voucher"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherPriceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherPrice"] =
    ResolversParentTypes["VoucherPrice"],
> = {
  priceId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  hourlyPriceCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherHourlyPayCents?: Resolver<
    ResolversTypes["Int"],
    ParentType,
    ContextType
  >;
  validFrom?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherPaymentResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherPaymentResult"] =
    ResolversParentTypes["VoucherPaymentResult"],
> = {
  voucher?: Resolver<ResolversTypes["Voucher"], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes["VoucherPayment"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherEmailResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherEmailResult"] =
    ResolversParentTypes["VoucherEmailResult"],
> = {
  to?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClassResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Class"] =
    ResolversParentTypes["Class"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["ClassStatus"], ParentType, ContextType>;
  teacherPaymentStatus?: Resolver<
    Maybe<ResolversTypes["TeacherPaymentStatus"]>,
    ParentType,
    ContextType
  >;
  voucherId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subjectName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  courseName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  teacherId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  teacherName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  validatedDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  deletedDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClassPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ClassPage"] =
    ResolversParentTypes["ClassPage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Class"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClassRefusalResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ClassRefusal"] =
    ResolversParentTypes["ClassRefusal"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ValidateClassesResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ValidateClassesResult"] =
    ResolversParentTypes["ValidateClassesResult"],
> = {
  validated?: Resolver<Array<ResolversTypes["Class"]>, ParentType, ContextType>;
  refused?: Resolver<
    Array<ResolversTypes["ClassRefusal"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VoucherChoiceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VoucherChoice"] =
    ResolversParentTypes["VoucherChoice"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  minutesLeft?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClassChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ClassChange"] =
    ResolversParentTypes["ClassChange"],
> = {
  classId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["ClassStatus"], ParentType, ContextType>;
  voucherId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes["ClassAction"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherClassResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherClass"] =
    ResolversParentTypes["TeacherClass"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["ClassStatus"], ParentType, ContextType>;
  teacherPaymentStatus?: Resolver<
    Maybe<ResolversTypes["TeacherPaymentStatus"]>,
    ParentType,
    ContextType
  >;
  voucherId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subjectName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  courseName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherClassPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherClassPage"] =
    ResolversParentTypes["TeacherClassPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["TeacherClass"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherVoucherResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherVoucher"] =
    ResolversParentTypes["TeacherVoucher"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutesUsed?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutesBooked?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutesLeft?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherStudentResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherStudent"] =
    ResolversParentTypes["TeacherStudent"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  courseName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  subjects?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  minutesLeft?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentLinkCreatedResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PaymentLinkCreated"] =
    ResolversParentTypes["PaymentLinkCreated"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  url?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  revokedLinkIds?: Resolver<
    Array<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentLinkResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PaymentLink"] =
    ResolversParentTypes["PaymentLink"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  revokedAt?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  state?: Resolver<ResolversTypes["PaymentLinkState"], ParentType, ContextType>;
  createdByName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentAttemptResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PaymentAttempt"] =
    ResolversParentTypes["PaymentAttempt"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  linkId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  voucherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<
    ResolversTypes["PaymentAttemptStatus"],
    ParentType,
    ContextType
  >;
  sentAt?: Resolver<Maybe<ResolversTypes["DateTime"]>, ParentType, ContextType>;
  responseCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  authorisationCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  paymentId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  errorCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  notifiedAt?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CardPaymentAnswerResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CardPaymentAnswer"] =
    ResolversParentTypes["CardPaymentAnswer"],
> = {
  voucherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InterestRefResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InterestRef"] =
    ResolversParentTypes["InterestRef"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InterestRowResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InterestRow"] =
    ResolversParentTypes["InterestRow"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes["InterestRef"], ParentType, ContextType>;
  course?: Resolver<ResolversTypes["InterestRef"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InterestSlotResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InterestSlot"] =
    ResolversParentTypes["InterestSlot"],
> = {
  weekday?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  start?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  end?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InterestStatusChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InterestStatusChange"] =
    ResolversParentTypes["InterestStatusChange"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  fromStatus?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  toStatus?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  actorName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherInterestResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherInterest"] =
    ResolversParentTypes["TeacherInterest"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacher?: Resolver<ResolversTypes["InterestRef"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["InterestStatus"], ParentType, ContextType>;
  decision?: Resolver<
    Maybe<ResolversTypes["InterestDecision"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  invited?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  withdrawnDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MatchingTeacherResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["MatchingTeacher"] =
    ResolversParentTypes["MatchingTeacher"],
> = {
  teacher?: Resolver<ResolversTypes["InterestRef"], ParentType, ContextType>;
  score?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  overlapMinutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  loadMinutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerInterestResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CustomerInterest"] =
    ResolversParentTypes["CustomerInterest"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["InterestStatus"], ParentType, ContextType>;
  shownStatus?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes["InterestRef"], ParentType, ContextType>;
  customerPhone?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  customerEmail?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  student?: Resolver<ResolversTypes["InterestRef"], ParentType, ContextType>;
  subjects?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  district?: Resolver<
    Maybe<ResolversTypes["InterestRef"]>,
    ParentType,
    ContextType
  >;
  hoursPerWeek?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  visibility?: Resolver<
    ResolversTypes["InterestVisibility"],
    ParentType,
    ContextType
  >;
  advisor?: Resolver<
    Maybe<ResolversTypes["InterestRef"]>,
    ParentType,
    ContextType
  >;
  applicationCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  ageDays?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  voucherId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  teacherRemarks?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  rows?: Resolver<
    Array<ResolversTypes["InterestRow"]>,
    ParentType,
    ContextType
  >;
  slots?: Resolver<
    Array<ResolversTypes["InterestSlot"]>,
    ParentType,
    ContextType
  >;
  history?: Resolver<
    Array<ResolversTypes["InterestStatusChange"]>,
    ParentType,
    ContextType
  >;
  applications?: Resolver<
    Array<ResolversTypes["TeacherInterest"]>,
    ParentType,
    ContextType
  >;
  matchingTeachers?: Resolver<
    Array<ResolversTypes["MatchingTeacher"]>,
    ParentType,
    ContextType,
    RequireFields<CustomerInterestmatchingTeachersArgs, "limit">
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerInterestPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CustomerInterestPage"] =
    ResolversParentTypes["CustomerInterestPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["CustomerInterest"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InterestStatusCountResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InterestStatusCount"] =
    ResolversParentTypes["InterestStatusCount"],
> = {
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  label?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  count?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AcceptResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["AcceptResult"] =
    ResolversParentTypes["AcceptResult"],
> = {
  customerInterest?: Resolver<
    ResolversTypes["CustomerInterest"],
    ParentType,
    ContextType
  >;
  voucher?: Resolver<ResolversTypes["Voucher"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OpenCustomerInterestResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OpenCustomerInterest"] =
    ResolversParentTypes["OpenCustomerInterest"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studentFirstName?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType
  >;
  subjects?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  districtName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  hoursPerWeek?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  teacherRemarks?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  slots?: Resolver<
    Array<ResolversTypes["InterestSlot"]>,
    ParentType,
    ContextType
  >;
  fits?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  myApplicationId?: Resolver<
    Maybe<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MyTeacherInterestResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["MyTeacherInterest"] =
    ResolversParentTypes["MyTeacherInterest"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["InterestStatus"], ParentType, ContextType>;
  decision?: Resolver<
    Maybe<ResolversTypes["InterestDecision"]>,
    ParentType,
    ContextType
  >;
  remarks?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  invited?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  withdrawnDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  customerInterest?: Resolver<
    ResolversTypes["OpenCustomerInterest"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherInterestEventResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherInterestEvent"] =
    ResolversParentTypes["TeacherInterestEvent"],
> = {
  customerInterestId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherInterestId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvoiceLine"] =
    ResolversParentTypes["InvoiceLine"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  concept?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VerificationRecordResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VerificationRecord"] =
    ResolversParentTypes["VerificationRecord"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  hashedText?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  fingerprint?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  previousFingerprint?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  generatedAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoicePartyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvoiceParty"] =
    ResolversParentTypes["InvoiceParty"],
> = {
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  nif?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  postalCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  municipality?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Invoice"] =
    ResolversParentTypes["Invoice"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  number?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  seriesCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  year?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  operationDate?: Resolver<
    Maybe<ResolversTypes["Date"]>,
    ParentType,
    ContextType
  >;
  issuer?: Resolver<ResolversTypes["InvoiceParty"], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes["InvoiceParty"], ParentType, ContextType>;
  vatName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  vatExemptionText?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  taxCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  baseCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalText?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  paymentMethod?: Resolver<
    Maybe<ResolversTypes["PaymentMethod"]>,
    ParentType,
    ContextType
  >;
  status?: Resolver<ResolversTypes["InvoiceStatus"], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  voucherId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  isAmending?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  amendedInvoiceId?: Resolver<
    Maybe<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  amendedNumber?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  amendingReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  amendingReasonLabel?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  lines?: Resolver<
    Array<ResolversTypes["InvoiceLine"]>,
    ParentType,
    ContextType
  >;
  record?: Resolver<
    Maybe<ResolversTypes["VerificationRecord"]>,
    ParentType,
    ContextType
  >;
  amendments?: Resolver<
    Array<ResolversTypes["Invoice"]>,
    ParentType,
    ContextType
  >;
  verificationUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  printUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  collection?: Resolver<
    Maybe<ResolversTypes["InvoiceCollection"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceTotalsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvoiceTotals"] =
    ResolversParentTypes["InvoiceTotals"],
> = {
  baseCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoicePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvoicePage"] =
    ResolversParentTypes["InvoicePage"],
> = {
  rows?: Resolver<Array<ResolversTypes["Invoice"]>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes["InvoiceTotals"], ParentType, ContextType>;
  csvUrl?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  zipUrl?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceSeriesResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvoiceSeries"] =
    ResolversParentTypes["InvoiceSeries"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  description?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isAmending?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  active?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  issuedCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VatTypeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["VatType"] =
    ResolversParentTypes["VatType"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  exemptionText?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  taxCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceCollectionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvoiceCollection"] =
    ResolversParentTypes["InvoiceCollection"],
> = {
  collectedOn?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  method?: Resolver<ResolversTypes["PaymentMethod"], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryInvoiceLinkResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["HistoryInvoiceLink"] =
    ResolversParentTypes["HistoryInvoiceLink"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  number?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryInvoiceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["HistoryInvoice"] =
    ResolversParentTypes["HistoryInvoice"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  series?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  number?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["Date"], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  customerNif?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  baseCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  paymentMethod?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  amendsNumber?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  amendingReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  status?: Resolver<ResolversTypes["InvoiceStatus"], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  amendsId?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  amendedBy?: Resolver<
    Array<ResolversTypes["HistoryInvoiceLink"]>,
    ParentType,
    ContextType
  >;
  importFile?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  importedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  sourceLine?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryInvoicePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["HistoryInvoicePage"] =
    ResolversParentTypes["HistoryInvoicePage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["HistoryInvoice"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes["InvoiceTotals"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PayrollTotalsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PayrollTotals"] =
    ResolversParentTypes["PayrollTotals"],
> = {
  classCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherPayrollLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherPayrollLine"] =
    ResolversParentTypes["TeacherPayrollLine"],
> = {
  classId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subjectName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  courseName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  payPerHourCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PayrollTeacherResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PayrollTeacher"] =
    ResolversParentTypes["PayrollTeacher"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  nif?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  ibanMasked?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherPayrollResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherPayroll"] =
    ResolversParentTypes["TeacherPayroll"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  month?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PayrollStatus"], ParentType, ContextType>;
  classCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfRate?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  discardedDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  discardReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  createdDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lines?: Resolver<
    Array<ResolversTypes["TeacherPayrollLine"]>,
    ParentType,
    ContextType
  >;
  teacher?: Resolver<ResolversTypes["PayrollTeacher"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherPayrollListTotalsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherPayrollListTotals"] =
    ResolversParentTypes["TeacherPayrollListTotals"],
> = {
  count?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  discarded?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  classCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherPayrollPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherPayrollPage"] =
    ResolversParentTypes["TeacherPayrollPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["TeacherPayroll"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totals?: Resolver<
    ResolversTypes["TeacherPayrollListTotals"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlannedPayrollResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PlannedPayroll"] =
    ResolversParentTypes["PlannedPayroll"],
> = {
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  joinsPayrollId?: Resolver<
    Maybe<ResolversTypes["Int"]>,
    ParentType,
    ContextType
  >;
  irpfRate?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  added?: Resolver<ResolversTypes["PayrollTotals"], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes["PayrollTotals"], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SkippedTeacherResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["SkippedTeacher"] =
    ResolversParentTypes["SkippedTeacher"],
> = {
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PayrollGenerationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PayrollGeneration"] =
    ResolversParentTypes["PayrollGeneration"],
> = {
  month?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  created?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes["PayrollTotals"], ParentType, ContextType>;
  payrolls?: Resolver<
    Array<ResolversTypes["PlannedPayroll"]>,
    ParentType,
    ContextType
  >;
  skipped?: Resolver<
    Array<ResolversTypes["SkippedTeacher"]>,
    ParentType,
    ContextType
  >;
  payrollIds?: Resolver<Array<ResolversTypes["Int"]>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeacherIrpfResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TeacherIrpf"] =
    ResolversParentTypes["TeacherIrpf"],
> = {
  teacherId?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  communicationDate?: Resolver<
    Maybe<ResolversTypes["Date"]>,
    ParentType,
    ContextType
  >;
  reason?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  updatedDate?: Resolver<
    Maybe<ResolversTypes["DateTime"]>,
    ParentType,
    ContextType
  >;
  updatedByName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryPayrollResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["HistoryPayroll"] =
    ResolversParentTypes["HistoryPayroll"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  teacherName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  teacherNif?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  month?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  classCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfRate?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["PayrollStatus"], ParentType, ContextType>;
  paidDate?: Resolver<Maybe<ResolversTypes["Date"]>, ParentType, ContextType>;
  importFile?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  importedDate?: Resolver<ResolversTypes["DateTime"], ParentType, ContextType>;
  sourceLine?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryPayrollTotalsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["HistoryPayrollTotals"] =
    ResolversParentTypes["HistoryPayrollTotals"],
> = {
  discarded?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  classCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryPayrollPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["HistoryPayrollPage"] =
    ResolversParentTypes["HistoryPayrollPage"],
> = {
  rows?: Resolver<
    Array<ResolversTypes["HistoryPayroll"]>,
    ParentType,
    ContextType
  >;
  total?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  page?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totals?: Resolver<
    ResolversTypes["HistoryPayrollTotals"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithholdingQuarterResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["WithholdingQuarter"] =
    ResolversParentTypes["WithholdingQuarter"],
> = {
  quarter?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  payrolls?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithholdingRecipientResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["WithholdingRecipient"] =
    ResolversParentTypes["WithholdingRecipient"],
> = {
  nif?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  irpfRate?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  payrolls?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithholdingTotalsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["WithholdingTotals"] =
    ResolversParentTypes["WithholdingTotals"],
> = {
  recipients?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  payrolls?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  irpfCents?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithholdingsSummaryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["WithholdingsSummary"] =
    ResolversParentTypes["WithholdingsSummary"],
> = {
  year?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  quarters?: Resolver<
    Array<ResolversTypes["WithholdingQuarter"]>,
    ParentType,
    ContextType
  >;
  recipients?: Resolver<
    Array<ResolversTypes["WithholdingRecipient"]>,
    ParentType,
    ContextType
  >;
  totals?: Resolver<
    ResolversTypes["WithholdingTotals"],
    ParentType,
    ContextType
  >;
  fromHistory?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes["Int"]>, ParentType, ContextType>;
  csv111Url?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  csv190Url?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SuggestionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Suggestion"] =
    ResolversParentTypes["Suggestion"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Upload?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  PlaceRef?: PlaceRefResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  Municipality?: MunicipalityResolvers<ContextType>;
  District?: DistrictResolvers<ContextType>;
  Station?: StationResolvers<ContextType>;
  CountryPage?: CountryPageResolvers<ContextType>;
  ProvincePage?: ProvincePageResolvers<ContextType>;
  MunicipalityPage?: MunicipalityPageResolvers<ContextType>;
  DistrictPage?: DistrictPageResolvers<ContextType>;
  StationPage?: StationPageResolvers<ContextType>;
  Level?: LevelResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  Subject?: SubjectResolvers<ContextType>;
  Study?: StudyResolvers<ContextType>;
  CourseSubject?: CourseSubjectResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  AppliedPrice?: AppliedPriceResolvers<ContextType>;
  LevelPage?: LevelPageResolvers<ContextType>;
  CoursePage?: CoursePageResolvers<ContextType>;
  SubjectPage?: SubjectPageResolvers<ContextType>;
  CourseSubjectPage?: CourseSubjectPageResolvers<ContextType>;
  StudyPage?: StudyPageResolvers<ContextType>;
  PricePage?: PricePageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffUserPage?: StaffUserPageResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OutboxMailPage?: OutboxMailPageResolvers<ContextType>;
  CustomerAdvisor?: CustomerAdvisorResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerSuggestion?: CustomerSuggestionResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentPage?: StudentPageResolvers<ContextType>;
  TeacherDistrict?: TeacherDistrictResolvers<ContextType>;
  Teacher?: TeacherResolvers<ContextType>;
  TeacherListRow?: TeacherListRowResolvers<ContextType>;
  TeacherPage?: TeacherPageResolvers<ContextType>;
  TeacherStudy?: TeacherStudyResolvers<ContextType>;
  TeacherSubject?: TeacherSubjectResolvers<ContextType>;
  TeacherFile?: TeacherFileResolvers<ContextType>;
  WeeklySlot?: WeeklySlotResolvers<ContextType>;
  TeacherStudyPage?: TeacherStudyPageResolvers<ContextType>;
  TeacherSubjectPage?: TeacherSubjectPageResolvers<ContextType>;
  TeacherFilePage?: TeacherFilePageResolvers<ContextType>;
  VoucherRef?: VoucherRefResolvers<ContextType>;
  VoucherPayment?: VoucherPaymentResolvers<ContextType>;
  VoucherClass?: VoucherClassResolvers<ContextType>;
  VoucherHourMovement?: VoucherHourMovementResolvers<ContextType>;
  VoucherChainLink?: VoucherChainLinkResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherPage?: VoucherPageResolvers<ContextType>;
  VoucherPrice?: VoucherPriceResolvers<ContextType>;
  VoucherPaymentResult?: VoucherPaymentResultResolvers<ContextType>;
  VoucherEmailResult?: VoucherEmailResultResolvers<ContextType>;
  Class?: ClassResolvers<ContextType>;
  ClassPage?: ClassPageResolvers<ContextType>;
  ClassRefusal?: ClassRefusalResolvers<ContextType>;
  ValidateClassesResult?: ValidateClassesResultResolvers<ContextType>;
  VoucherChoice?: VoucherChoiceResolvers<ContextType>;
  ClassChange?: ClassChangeResolvers<ContextType>;
  TeacherClass?: TeacherClassResolvers<ContextType>;
  TeacherClassPage?: TeacherClassPageResolvers<ContextType>;
  TeacherVoucher?: TeacherVoucherResolvers<ContextType>;
  TeacherStudent?: TeacherStudentResolvers<ContextType>;
  PaymentLinkCreated?: PaymentLinkCreatedResolvers<ContextType>;
  PaymentLink?: PaymentLinkResolvers<ContextType>;
  PaymentAttempt?: PaymentAttemptResolvers<ContextType>;
  CardPaymentAnswer?: CardPaymentAnswerResolvers<ContextType>;
  InterestRef?: InterestRefResolvers<ContextType>;
  InterestRow?: InterestRowResolvers<ContextType>;
  InterestSlot?: InterestSlotResolvers<ContextType>;
  InterestStatusChange?: InterestStatusChangeResolvers<ContextType>;
  TeacherInterest?: TeacherInterestResolvers<ContextType>;
  MatchingTeacher?: MatchingTeacherResolvers<ContextType>;
  CustomerInterest?: CustomerInterestResolvers<ContextType>;
  CustomerInterestPage?: CustomerInterestPageResolvers<ContextType>;
  InterestStatusCount?: InterestStatusCountResolvers<ContextType>;
  AcceptResult?: AcceptResultResolvers<ContextType>;
  OpenCustomerInterest?: OpenCustomerInterestResolvers<ContextType>;
  MyTeacherInterest?: MyTeacherInterestResolvers<ContextType>;
  TeacherInterestEvent?: TeacherInterestEventResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  VerificationRecord?: VerificationRecordResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoiceSeries?: InvoiceSeriesResolvers<ContextType>;
  VatType?: VatTypeResolvers<ContextType>;
  InvoiceCollection?: InvoiceCollectionResolvers<ContextType>;
  HistoryInvoiceLink?: HistoryInvoiceLinkResolvers<ContextType>;
  HistoryInvoice?: HistoryInvoiceResolvers<ContextType>;
  HistoryInvoicePage?: HistoryInvoicePageResolvers<ContextType>;
  PayrollTotals?: PayrollTotalsResolvers<ContextType>;
  TeacherPayrollLine?: TeacherPayrollLineResolvers<ContextType>;
  PayrollTeacher?: PayrollTeacherResolvers<ContextType>;
  TeacherPayroll?: TeacherPayrollResolvers<ContextType>;
  TeacherPayrollListTotals?: TeacherPayrollListTotalsResolvers<ContextType>;
  TeacherPayrollPage?: TeacherPayrollPageResolvers<ContextType>;
  PlannedPayroll?: PlannedPayrollResolvers<ContextType>;
  SkippedTeacher?: SkippedTeacherResolvers<ContextType>;
  PayrollGeneration?: PayrollGenerationResolvers<ContextType>;
  TeacherIrpf?: TeacherIrpfResolvers<ContextType>;
  HistoryPayroll?: HistoryPayrollResolvers<ContextType>;
  HistoryPayrollTotals?: HistoryPayrollTotalsResolvers<ContextType>;
  HistoryPayrollPage?: HistoryPayrollPageResolvers<ContextType>;
  WithholdingQuarter?: WithholdingQuarterResolvers<ContextType>;
  WithholdingRecipient?: WithholdingRecipientResolvers<ContextType>;
  WithholdingTotals?: WithholdingTotalsResolvers<ContextType>;
  WithholdingsSummary?: WithholdingsSummaryResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
};

export type Loader<TReturn, TObj, TParams, TContext> = (
  queries: Array<{
    obj: TObj;
    params: TParams;
  }>,
  context: TContext & {
    reply: import("fastify").FastifyReply;
  },
) => Promise<Array<import("mercurius-codegen").DeepPartial<TReturn>>>;
export type LoaderResolver<TReturn, TObj, TParams, TContext> =
  | Loader<TReturn, TObj, TParams, TContext>
  | {
      loader: Loader<TReturn, TObj, TParams, TContext>;
      opts?: {
        cache?: boolean;
      };
    };
export interface Loaders<
  TContext = import("mercurius").MercuriusContext & {
    reply: import("fastify").FastifyReply;
  },
> {
  PlaceRef?: {
    id?: LoaderResolver<Scalars["Int"], PlaceRef, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], PlaceRef, {}, TContext>;
  };

  PlaceSuggestion?: {
    id?: LoaderResolver<Scalars["Int"], PlaceSuggestion, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], PlaceSuggestion, {}, TContext>;
    detail?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PlaceSuggestion,
      {},
      TContext
    >;
  };

  Country?: {
    id?: LoaderResolver<Scalars["Int"], Country, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Country, {}, TContext>;
    code?: LoaderResolver<Scalars["String"], Country, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Country, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Country, {}, TContext>;
  };

  Province?: {
    id?: LoaderResolver<Scalars["Int"], Province, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Province, {}, TContext>;
    code?: LoaderResolver<Maybe<Scalars["String"]>, Province, {}, TContext>;
    country?: LoaderResolver<PlaceRef, Province, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Province, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Province, {}, TContext>;
  };

  Municipality?: {
    id?: LoaderResolver<Scalars["Int"], Municipality, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Municipality, {}, TContext>;
    code?: LoaderResolver<Maybe<Scalars["String"]>, Municipality, {}, TContext>;
    province?: LoaderResolver<PlaceRef, Municipality, {}, TContext>;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      Municipality,
      {},
      TContext
    >;
    updatedDate?: LoaderResolver<
      Scalars["DateTime"],
      Municipality,
      {},
      TContext
    >;
  };

  District?: {
    id?: LoaderResolver<Scalars["Int"], District, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], District, {}, TContext>;
    code?: LoaderResolver<Maybe<Scalars["String"]>, District, {}, TContext>;
    municipality?: LoaderResolver<PlaceRef, District, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], District, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], District, {}, TContext>;
  };

  Station?: {
    id?: LoaderResolver<Scalars["Int"], Station, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Station, {}, TContext>;
    lines?: LoaderResolver<Array<Scalars["String"]>, Station, {}, TContext>;
    municipality?: LoaderResolver<PlaceRef, Station, {}, TContext>;
    districts?: LoaderResolver<Array<PlaceRef>, Station, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Station, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Station, {}, TContext>;
  };

  CountryPage?: {
    rows?: LoaderResolver<Array<Country>, CountryPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], CountryPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], CountryPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], CountryPage, {}, TContext>;
  };

  ProvincePage?: {
    rows?: LoaderResolver<Array<Province>, ProvincePage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], ProvincePage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], ProvincePage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], ProvincePage, {}, TContext>;
  };

  MunicipalityPage?: {
    rows?: LoaderResolver<Array<Municipality>, MunicipalityPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], MunicipalityPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], MunicipalityPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], MunicipalityPage, {}, TContext>;
  };

  DistrictPage?: {
    rows?: LoaderResolver<Array<District>, DistrictPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], DistrictPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], DistrictPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], DistrictPage, {}, TContext>;
  };

  StationPage?: {
    rows?: LoaderResolver<Array<Station>, StationPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], StationPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], StationPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], StationPage, {}, TContext>;
  };

  Level?: {
    id?: LoaderResolver<Scalars["Int"], Level, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Level, {}, TContext>;
    position?: LoaderResolver<Scalars["Int"], Level, {}, TContext>;
    courseCount?: LoaderResolver<Scalars["Int"], Level, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Level, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Level, {}, TContext>;
  };

  Course?: {
    id?: LoaderResolver<Scalars["Int"], Course, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Course, {}, TContext>;
    levelId?: LoaderResolver<Scalars["Int"], Course, {}, TContext>;
    levelName?: LoaderResolver<Scalars["String"], Course, {}, TContext>;
    position?: LoaderResolver<Scalars["Int"], Course, {}, TContext>;
    subjectCount?: LoaderResolver<Scalars["Int"], Course, {}, TContext>;
    subjects?: LoaderResolver<Array<Subject>, Course, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Course, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Course, {}, TContext>;
  };

  Subject?: {
    id?: LoaderResolver<Scalars["Int"], Subject, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Subject, {}, TContext>;
    courseCount?: LoaderResolver<Scalars["Int"], Subject, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Subject, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Subject, {}, TContext>;
  };

  Study?: {
    id?: LoaderResolver<Scalars["Int"], Study, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Study, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Study, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Study, {}, TContext>;
  };

  CourseSubject?: {
    id?: LoaderResolver<Scalars["Int"], CourseSubject, {}, TContext>;
    courseId?: LoaderResolver<Scalars["Int"], CourseSubject, {}, TContext>;
    courseName?: LoaderResolver<Scalars["String"], CourseSubject, {}, TContext>;
    levelName?: LoaderResolver<Scalars["String"], CourseSubject, {}, TContext>;
    subjectId?: LoaderResolver<Scalars["Int"], CourseSubject, {}, TContext>;
    subjectName?: LoaderResolver<
      Scalars["String"],
      CourseSubject,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      CourseSubject,
      {},
      TContext
    >;
    updatedDate?: LoaderResolver<
      Scalars["DateTime"],
      CourseSubject,
      {},
      TContext
    >;
  };

  Price?: {
    id?: LoaderResolver<Scalars["Int"], Price, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Price, {}, TContext>;
    levelId?: LoaderResolver<Maybe<Scalars["Int"]>, Price, {}, TContext>;
    courseId?: LoaderResolver<Maybe<Scalars["Int"]>, Price, {}, TContext>;
    targetName?: LoaderResolver<Scalars["String"], Price, {}, TContext>;
    levelName?: LoaderResolver<Scalars["String"], Price, {}, TContext>;
    customerPriceCents?: LoaderResolver<Scalars["Int"], Price, {}, TContext>;
    teacherPayCents?: LoaderResolver<Scalars["Int"], Price, {}, TContext>;
    validFrom?: LoaderResolver<Scalars["Date"], Price, {}, TContext>;
    state?: LoaderResolver<PriceState, Price, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Price, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Price, {}, TContext>;
  };

  AppliedPrice?: {
    id?: LoaderResolver<Scalars["Int"], AppliedPrice, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], AppliedPrice, {}, TContext>;
    customerPriceCents?: LoaderResolver<
      Scalars["Int"],
      AppliedPrice,
      {},
      TContext
    >;
    teacherPayCents?: LoaderResolver<
      Scalars["Int"],
      AppliedPrice,
      {},
      TContext
    >;
    validFrom?: LoaderResolver<Scalars["Date"], AppliedPrice, {}, TContext>;
  };

  LevelPage?: {
    rows?: LoaderResolver<Array<Level>, LevelPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], LevelPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], LevelPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], LevelPage, {}, TContext>;
  };

  CoursePage?: {
    rows?: LoaderResolver<Array<Course>, CoursePage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], CoursePage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], CoursePage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], CoursePage, {}, TContext>;
  };

  SubjectPage?: {
    rows?: LoaderResolver<Array<Subject>, SubjectPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], SubjectPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], SubjectPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], SubjectPage, {}, TContext>;
  };

  CourseSubjectPage?: {
    rows?: LoaderResolver<
      Array<CourseSubject>,
      CourseSubjectPage,
      {},
      TContext
    >;
    total?: LoaderResolver<Scalars["Int"], CourseSubjectPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], CourseSubjectPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], CourseSubjectPage, {}, TContext>;
  };

  StudyPage?: {
    rows?: LoaderResolver<Array<Study>, StudyPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], StudyPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], StudyPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], StudyPage, {}, TContext>;
  };

  PricePage?: {
    rows?: LoaderResolver<Array<Price>, PricePage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], PricePage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], PricePage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], PricePage, {}, TContext>;
  };

  User?: {
    id?: LoaderResolver<Scalars["Int"], User, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    role?: LoaderResolver<Role, User, {}, TContext>;
    roleLabel?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    firstName?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    lastName?: LoaderResolver<Scalars["String"], User, {}, TContext>;
  };

  LoginResult?: {
    token?: LoaderResolver<Scalars["String"], LoginResult, {}, TContext>;
    user?: LoaderResolver<User, LoginResult, {}, TContext>;
  };

  StaffUser?: {
    id?: LoaderResolver<Scalars["Int"], StaffUser, {}, TContext>;
    role?: LoaderResolver<StaffRole, StaffUser, {}, TContext>;
    roleLabel?: LoaderResolver<Scalars["String"], StaffUser, {}, TContext>;
    firstName?: LoaderResolver<Scalars["String"], StaffUser, {}, TContext>;
    lastName?: LoaderResolver<Scalars["String"], StaffUser, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], StaffUser, {}, TContext>;
    phone?: LoaderResolver<Maybe<Scalars["String"]>, StaffUser, {}, TContext>;
    active?: LoaderResolver<Scalars["Boolean"], StaffUser, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], StaffUser, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], StaffUser, {}, TContext>;
  };

  StaffUserPage?: {
    rows?: LoaderResolver<Array<StaffUser>, StaffUserPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], StaffUserPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], StaffUserPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], StaffUserPage, {}, TContext>;
  };

  OutboxMail?: {
    id?: LoaderResolver<Scalars["Int"], OutboxMail, {}, TContext>;
    toAddress?: LoaderResolver<Scalars["String"], OutboxMail, {}, TContext>;
    subject?: LoaderResolver<Scalars["String"], OutboxMail, {}, TContext>;
    text?: LoaderResolver<Scalars["String"], OutboxMail, {}, TContext>;
    status?: LoaderResolver<MailStatus, OutboxMail, {}, TContext>;
    error?: LoaderResolver<Maybe<Scalars["String"]>, OutboxMail, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], OutboxMail, {}, TContext>;
  };

  OutboxMailPage?: {
    rows?: LoaderResolver<Array<OutboxMail>, OutboxMailPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], OutboxMailPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], OutboxMailPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], OutboxMailPage, {}, TContext>;
  };

  CustomerAdvisor?: {
    id?: LoaderResolver<Scalars["Int"], CustomerAdvisor, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], CustomerAdvisor, {}, TContext>;
  };

  Customer?: {
    id?: LoaderResolver<Scalars["Int"], Customer, {}, TContext>;
    firstName?: LoaderResolver<Scalars["String"], Customer, {}, TContext>;
    lastName?: LoaderResolver<Scalars["String"], Customer, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Customer, {}, TContext>;
    isCompany?: LoaderResolver<Scalars["Boolean"], Customer, {}, TContext>;
    nif?: LoaderResolver<Maybe<Scalars["String"]>, Customer, {}, TContext>;
    email?: LoaderResolver<Maybe<Scalars["String"]>, Customer, {}, TContext>;
    phone?: LoaderResolver<Maybe<Scalars["String"]>, Customer, {}, TContext>;
    address?: LoaderResolver<Maybe<Scalars["String"]>, Customer, {}, TContext>;
    postalCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Customer,
      {},
      TContext
    >;
    municipality?: LoaderResolver<Maybe<PlaceRef>, Customer, {}, TContext>;
    district?: LoaderResolver<Maybe<PlaceRef>, Customer, {}, TContext>;
    iban?: LoaderResolver<Maybe<Scalars["String"]>, Customer, {}, TContext>;
    source?: LoaderResolver<CustomerSource, Customer, {}, TContext>;
    sourceLabel?: LoaderResolver<Scalars["String"], Customer, {}, TContext>;
    advisor?: LoaderResolver<Maybe<CustomerAdvisor>, Customer, {}, TContext>;
    remarks?: LoaderResolver<Maybe<Scalars["String"]>, Customer, {}, TContext>;
    invoiceSameAsPersonal?: LoaderResolver<
      Scalars["Boolean"],
      Customer,
      {},
      TContext
    >;
    invoiceName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Customer,
      {},
      TContext
    >;
    invoiceEmail?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Customer,
      {},
      TContext
    >;
    invoiceNif?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Customer,
      {},
      TContext
    >;
    invoiceAddress?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Customer,
      {},
      TContext
    >;
    invoicePostalCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Customer,
      {},
      TContext
    >;
    invoiceMunicipality?: LoaderResolver<
      Maybe<PlaceRef>,
      Customer,
      {},
      TContext
    >;
    studentCount?: LoaderResolver<Scalars["Int"], Customer, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Customer, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Customer, {}, TContext>;
    students?: LoaderResolver<Array<Student>, Customer, {}, TContext>;
  };

  CustomerPage?: {
    rows?: LoaderResolver<Array<Customer>, CustomerPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], CustomerPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], CustomerPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], CustomerPage, {}, TContext>;
  };

  CustomerSuggestion?: {
    id?: LoaderResolver<Scalars["Int"], CustomerSuggestion, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], CustomerSuggestion, {}, TContext>;
    detail?: LoaderResolver<
      Maybe<Scalars["String"]>,
      CustomerSuggestion,
      {},
      TContext
    >;
  };

  Student?: {
    id?: LoaderResolver<Scalars["Int"], Student, {}, TContext>;
    firstName?: LoaderResolver<Scalars["String"], Student, {}, TContext>;
    lastName?: LoaderResolver<Scalars["String"], Student, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Student, {}, TContext>;
    birthDate?: LoaderResolver<Maybe<Scalars["Date"]>, Student, {}, TContext>;
    course?: LoaderResolver<Maybe<Course>, Student, {}, TContext>;
    customer?: LoaderResolver<Customer, Student, {}, TContext>;
    remarks?: LoaderResolver<Maybe<Scalars["String"]>, Student, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Student, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Student, {}, TContext>;
  };

  StudentPage?: {
    rows?: LoaderResolver<Array<Student>, StudentPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], StudentPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], StudentPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], StudentPage, {}, TContext>;
  };

  TeacherDistrict?: {
    id?: LoaderResolver<Scalars["Int"], TeacherDistrict, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], TeacherDistrict, {}, TContext>;
    municipalityName?: LoaderResolver<
      Scalars["String"],
      TeacherDistrict,
      {},
      TContext
    >;
  };

  Teacher?: {
    id?: LoaderResolver<Scalars["Int"], Teacher, {}, TContext>;
    firstName?: LoaderResolver<Scalars["String"], Teacher, {}, TContext>;
    lastName?: LoaderResolver<Scalars["String"], Teacher, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], Teacher, {}, TContext>;
    phone?: LoaderResolver<Maybe<Scalars["String"]>, Teacher, {}, TContext>;
    nif?: LoaderResolver<Maybe<Scalars["String"]>, Teacher, {}, TContext>;
    birthDate?: LoaderResolver<Maybe<Scalars["Date"]>, Teacher, {}, TContext>;
    address?: LoaderResolver<Maybe<Scalars["String"]>, Teacher, {}, TContext>;
    postalCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Teacher,
      {},
      TContext
    >;
    municipality?: LoaderResolver<Maybe<PlaceRef>, Teacher, {}, TContext>;
    iban?: LoaderResolver<Maybe<Scalars["String"]>, Teacher, {}, TContext>;
    hasTeachingDegree?: LoaderResolver<
      Scalars["Boolean"],
      Teacher,
      {},
      TContext
    >;
    hasAcceptedTerms?: LoaderResolver<
      Scalars["Boolean"],
      Teacher,
      {},
      TContext
    >;
    hasAcceptedPrivacyPolicy?: LoaderResolver<
      Scalars["Boolean"],
      Teacher,
      {},
      TContext
    >;
    acceptedDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      Teacher,
      {},
      TContext
    >;
    startDate?: LoaderResolver<Maybe<Scalars["Date"]>, Teacher, {}, TContext>;
    dropOutDate?: LoaderResolver<Maybe<Scalars["Date"]>, Teacher, {}, TContext>;
    remarks?: LoaderResolver<Maybe<Scalars["String"]>, Teacher, {}, TContext>;
    active?: LoaderResolver<Scalars["Boolean"], Teacher, {}, TContext>;
    status?: LoaderResolver<TeacherStatus, Teacher, {}, TContext>;
    preferredDistricts?: LoaderResolver<
      Array<TeacherDistrict>,
      Teacher,
      {},
      TContext
    >;
  };

  TeacherListRow?: {
    id?: LoaderResolver<Scalars["Int"], TeacherListRow, {}, TContext>;
    firstName?: LoaderResolver<Scalars["String"], TeacherListRow, {}, TContext>;
    lastName?: LoaderResolver<Scalars["String"], TeacherListRow, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], TeacherListRow, {}, TContext>;
    phone?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherListRow,
      {},
      TContext
    >;
    nif?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherListRow,
      {},
      TContext
    >;
    municipality?: LoaderResolver<
      Maybe<PlaceRef>,
      TeacherListRow,
      {},
      TContext
    >;
    hasTeachingDegree?: LoaderResolver<
      Scalars["Boolean"],
      TeacherListRow,
      {},
      TContext
    >;
    startDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      TeacherListRow,
      {},
      TContext
    >;
    dropOutDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      TeacherListRow,
      {},
      TContext
    >;
    status?: LoaderResolver<TeacherStatus, TeacherListRow, {}, TContext>;
    districtNames?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherListRow,
      {},
      TContext
    >;
  };

  TeacherPage?: {
    rows?: LoaderResolver<Array<TeacherListRow>, TeacherPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], TeacherPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], TeacherPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], TeacherPage, {}, TContext>;
  };

  TeacherStudy?: {
    id?: LoaderResolver<Scalars["Int"], TeacherStudy, {}, TContext>;
    teacherId?: LoaderResolver<Scalars["Int"], TeacherStudy, {}, TContext>;
    studyId?: LoaderResolver<Scalars["Int"], TeacherStudy, {}, TContext>;
    studyName?: LoaderResolver<Scalars["String"], TeacherStudy, {}, TContext>;
    startDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      TeacherStudy,
      {},
      TContext
    >;
    endDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      TeacherStudy,
      {},
      TContext
    >;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherStudy,
      {},
      TContext
    >;
    updatedDate?: LoaderResolver<
      Scalars["DateTime"],
      TeacherStudy,
      {},
      TContext
    >;
  };

  TeacherSubject?: {
    id?: LoaderResolver<Scalars["Int"], TeacherSubject, {}, TContext>;
    teacherId?: LoaderResolver<Scalars["Int"], TeacherSubject, {}, TContext>;
    subjectId?: LoaderResolver<Scalars["Int"], TeacherSubject, {}, TContext>;
    subjectName?: LoaderResolver<
      Scalars["String"],
      TeacherSubject,
      {},
      TContext
    >;
    levelId?: LoaderResolver<Scalars["Int"], TeacherSubject, {}, TContext>;
    levelName?: LoaderResolver<Scalars["String"], TeacherSubject, {}, TContext>;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherSubject,
      {},
      TContext
    >;
    updatedDate?: LoaderResolver<
      Scalars["DateTime"],
      TeacherSubject,
      {},
      TContext
    >;
  };

  TeacherFile?: {
    id?: LoaderResolver<Scalars["Int"], TeacherFile, {}, TContext>;
    teacherId?: LoaderResolver<Scalars["Int"], TeacherFile, {}, TContext>;
    kind?: LoaderResolver<TeacherFileKind, TeacherFile, {}, TContext>;
    originalName?: LoaderResolver<Scalars["String"], TeacherFile, {}, TContext>;
    mimeType?: LoaderResolver<Scalars["String"], TeacherFile, {}, TContext>;
    size?: LoaderResolver<Scalars["Int"], TeacherFile, {}, TContext>;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      TeacherFile,
      {},
      TContext
    >;
    isCurrentCv?: LoaderResolver<Scalars["Boolean"], TeacherFile, {}, TContext>;
    downloadUrl?: LoaderResolver<Scalars["String"], TeacherFile, {}, TContext>;
  };

  WeeklySlot?: {
    weekday?: LoaderResolver<Scalars["Int"], WeeklySlot, {}, TContext>;
    start?: LoaderResolver<Scalars["String"], WeeklySlot, {}, TContext>;
    end?: LoaderResolver<Scalars["String"], WeeklySlot, {}, TContext>;
  };

  TeacherStudyPage?: {
    rows?: LoaderResolver<Array<TeacherStudy>, TeacherStudyPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], TeacherStudyPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], TeacherStudyPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], TeacherStudyPage, {}, TContext>;
  };

  TeacherSubjectPage?: {
    rows?: LoaderResolver<
      Array<TeacherSubject>,
      TeacherSubjectPage,
      {},
      TContext
    >;
    total?: LoaderResolver<Scalars["Int"], TeacherSubjectPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], TeacherSubjectPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], TeacherSubjectPage, {}, TContext>;
  };

  TeacherFilePage?: {
    rows?: LoaderResolver<Array<TeacherFile>, TeacherFilePage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], TeacherFilePage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], TeacherFilePage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], TeacherFilePage, {}, TContext>;
  };

  VoucherRef?: {
    id?: LoaderResolver<Scalars["Int"], VoucherRef, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], VoucherRef, {}, TContext>;
  };

  VoucherPayment?: {
    id?: LoaderResolver<Scalars["Int"], VoucherPayment, {}, TContext>;
    voucherId?: LoaderResolver<Scalars["Int"], VoucherPayment, {}, TContext>;
    amountCents?: LoaderResolver<Scalars["Int"], VoucherPayment, {}, TContext>;
    amountText?: LoaderResolver<
      Scalars["String"],
      VoucherPayment,
      {},
      TContext
    >;
    method?: LoaderResolver<PaymentMethod, VoucherPayment, {}, TContext>;
    methodLabel?: LoaderResolver<
      Scalars["String"],
      VoucherPayment,
      {},
      TContext
    >;
    date?: LoaderResolver<Scalars["Date"], VoucherPayment, {}, TContext>;
    reference?: LoaderResolver<
      Maybe<Scalars["String"]>,
      VoucherPayment,
      {},
      TContext
    >;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      VoucherPayment,
      {},
      TContext
    >;
    receiptUrl?: LoaderResolver<
      Scalars["String"],
      VoucherPayment,
      {},
      TContext
    >;
    invoice?: LoaderResolver<Maybe<Invoice>, VoucherPayment, {}, TContext>;
  };

  VoucherClass?: {
    id?: LoaderResolver<Scalars["Int"], VoucherClass, {}, TContext>;
    date?: LoaderResolver<Scalars["DateTime"], VoucherClass, {}, TContext>;
    duration?: LoaderResolver<Scalars["Int"], VoucherClass, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], VoucherClass, {}, TContext>;
    teacher?: LoaderResolver<Maybe<VoucherRef>, VoucherClass, {}, TContext>;
  };

  VoucherHourMovement?: {
    id?: LoaderResolver<Scalars["Int"], VoucherHourMovement, {}, TContext>;
    classId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      VoucherHourMovement,
      {},
      TContext
    >;
    kind?: LoaderResolver<Scalars["String"], VoucherHourMovement, {}, TContext>;
    minutes?: LoaderResolver<Scalars["Int"], VoucherHourMovement, {}, TContext>;
    minutesLeftAfter?: LoaderResolver<
      Scalars["Int"],
      VoucherHourMovement,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      VoucherHourMovement,
      {},
      TContext
    >;
  };

  VoucherChainLink?: {
    id?: LoaderResolver<Scalars["Int"], VoucherChainLink, {}, TContext>;
    startDate?: LoaderResolver<Scalars["Date"], VoucherChainLink, {}, TContext>;
    endDate?: LoaderResolver<Scalars["Date"], VoucherChainLink, {}, TContext>;
    hours?: LoaderResolver<Scalars["Int"], VoucherChainLink, {}, TContext>;
    status?: LoaderResolver<VoucherStatus, VoucherChainLink, {}, TContext>;
  };

  Voucher?: {
    id?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    customer?: LoaderResolver<VoucherRef, Voucher, {}, TContext>;
    student?: LoaderResolver<VoucherRef, Voucher, {}, TContext>;
    subject?: LoaderResolver<VoucherRef, Voucher, {}, TContext>;
    course?: LoaderResolver<VoucherRef, Voucher, {}, TContext>;
    teacher?: LoaderResolver<Maybe<VoucherRef>, Voucher, {}, TContext>;
    hours?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    hourlyPriceCents?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    teacherHourlyPayCents?: LoaderResolver<
      Scalars["Int"],
      Voucher,
      {},
      TContext
    >;
    amountCents?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    paidCents?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    dueCents?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    cashCents?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    startDate?: LoaderResolver<Scalars["Date"], Voucher, {}, TContext>;
    endDate?: LoaderResolver<Scalars["Date"], Voucher, {}, TContext>;
    status?: LoaderResolver<VoucherStatus, Voucher, {}, TContext>;
    statusLabel?: LoaderResolver<Scalars["String"], Voucher, {}, TContext>;
    paymentStatus?: LoaderResolver<VoucherPaymentStatus, Voucher, {}, TContext>;
    minutesBooked?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    minutesUsed?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    minutesLeft?: LoaderResolver<Scalars["Int"], Voucher, {}, TContext>;
    hoursLeft?: LoaderResolver<Scalars["Float"], Voucher, {}, TContext>;
    lastClassDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      Voucher,
      {},
      TContext
    >;
    renewedFromId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      Voucher,
      {},
      TContext
    >;
    renewedById?: LoaderResolver<Maybe<Scalars["Int"]>, Voucher, {}, TContext>;
    settledDate?: LoaderResolver<Maybe<Scalars["Date"]>, Voucher, {}, TContext>;
    settledMinutesUsed?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      Voucher,
      {},
      TContext
    >;
    settledMinutesForfeited?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      Voucher,
      {},
      TContext
    >;
    settlementRemarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Voucher,
      {},
      TContext
    >;
    remarks?: LoaderResolver<Maybe<Scalars["String"]>, Voucher, {}, TContext>;
    createdDate?: LoaderResolver<Scalars["DateTime"], Voucher, {}, TContext>;
    payments?: LoaderResolver<Array<VoucherPayment>, Voucher, {}, TContext>;
    classes?: LoaderResolver<Array<VoucherClass>, Voucher, {}, TContext>;
    movements?: LoaderResolver<
      Array<VoucherHourMovement>,
      Voucher,
      {},
      TContext
    >;
    chain?: LoaderResolver<Array<VoucherChainLink>, Voucher, {}, TContext>;
  };

  VoucherPage?: {
    rows?: LoaderResolver<Array<Voucher>, VoucherPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], VoucherPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], VoucherPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], VoucherPage, {}, TContext>;
  };

  VoucherPrice?: {
    priceId?: LoaderResolver<Scalars["Int"], VoucherPrice, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], VoucherPrice, {}, TContext>;
    hourlyPriceCents?: LoaderResolver<
      Scalars["Int"],
      VoucherPrice,
      {},
      TContext
    >;
    teacherHourlyPayCents?: LoaderResolver<
      Scalars["Int"],
      VoucherPrice,
      {},
      TContext
    >;
    validFrom?: LoaderResolver<Scalars["Date"], VoucherPrice, {}, TContext>;
  };

  VoucherPaymentResult?: {
    voucher?: LoaderResolver<Voucher, VoucherPaymentResult, {}, TContext>;
    payment?: LoaderResolver<
      VoucherPayment,
      VoucherPaymentResult,
      {},
      TContext
    >;
  };

  VoucherEmailResult?: {
    to?: LoaderResolver<Scalars["String"], VoucherEmailResult, {}, TContext>;
    status?: LoaderResolver<
      Scalars["String"],
      VoucherEmailResult,
      {},
      TContext
    >;
  };

  Class?: {
    id?: LoaderResolver<Scalars["Int"], Class, {}, TContext>;
    date?: LoaderResolver<Scalars["DateTime"], Class, {}, TContext>;
    duration?: LoaderResolver<Scalars["Int"], Class, {}, TContext>;
    status?: LoaderResolver<ClassStatus, Class, {}, TContext>;
    teacherPaymentStatus?: LoaderResolver<
      Maybe<TeacherPaymentStatus>,
      Class,
      {},
      TContext
    >;
    voucherId?: LoaderResolver<Maybe<Scalars["Int"]>, Class, {}, TContext>;
    studentId?: LoaderResolver<Scalars["Int"], Class, {}, TContext>;
    studentName?: LoaderResolver<Scalars["String"], Class, {}, TContext>;
    customerId?: LoaderResolver<Scalars["Int"], Class, {}, TContext>;
    customerName?: LoaderResolver<Scalars["String"], Class, {}, TContext>;
    subjectName?: LoaderResolver<Maybe<Scalars["String"]>, Class, {}, TContext>;
    courseName?: LoaderResolver<Maybe<Scalars["String"]>, Class, {}, TContext>;
    teacherId?: LoaderResolver<Maybe<Scalars["Int"]>, Class, {}, TContext>;
    teacherName?: LoaderResolver<Maybe<Scalars["String"]>, Class, {}, TContext>;
    remarks?: LoaderResolver<Maybe<Scalars["String"]>, Class, {}, TContext>;
    validatedDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      Class,
      {},
      TContext
    >;
    deletedDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      Class,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<Scalars["DateTime"], Class, {}, TContext>;
    updatedDate?: LoaderResolver<Scalars["DateTime"], Class, {}, TContext>;
  };

  ClassPage?: {
    rows?: LoaderResolver<Array<Class>, ClassPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], ClassPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], ClassPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], ClassPage, {}, TContext>;
  };

  ClassRefusal?: {
    id?: LoaderResolver<Scalars["Int"], ClassRefusal, {}, TContext>;
    code?: LoaderResolver<Scalars["String"], ClassRefusal, {}, TContext>;
    message?: LoaderResolver<Scalars["String"], ClassRefusal, {}, TContext>;
  };

  ValidateClassesResult?: {
    validated?: LoaderResolver<
      Array<Class>,
      ValidateClassesResult,
      {},
      TContext
    >;
    refused?: LoaderResolver<
      Array<ClassRefusal>,
      ValidateClassesResult,
      {},
      TContext
    >;
  };

  VoucherChoice?: {
    id?: LoaderResolver<Scalars["Int"], VoucherChoice, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], VoucherChoice, {}, TContext>;
    detail?: LoaderResolver<Scalars["String"], VoucherChoice, {}, TContext>;
    minutesLeft?: LoaderResolver<Scalars["Int"], VoucherChoice, {}, TContext>;
  };

  ClassChange?: {
    classId?: LoaderResolver<Scalars["Int"], ClassChange, {}, TContext>;
    status?: LoaderResolver<ClassStatus, ClassChange, {}, TContext>;
    voucherId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      ClassChange,
      {},
      TContext
    >;
    action?: LoaderResolver<ClassAction, ClassChange, {}, TContext>;
  };

  TeacherClass?: {
    id?: LoaderResolver<Scalars["Int"], TeacherClass, {}, TContext>;
    date?: LoaderResolver<Scalars["DateTime"], TeacherClass, {}, TContext>;
    duration?: LoaderResolver<Scalars["Int"], TeacherClass, {}, TContext>;
    status?: LoaderResolver<ClassStatus, TeacherClass, {}, TContext>;
    teacherPaymentStatus?: LoaderResolver<
      Maybe<TeacherPaymentStatus>,
      TeacherClass,
      {},
      TContext
    >;
    voucherId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      TeacherClass,
      {},
      TContext
    >;
    studentId?: LoaderResolver<Scalars["Int"], TeacherClass, {}, TContext>;
    studentName?: LoaderResolver<Scalars["String"], TeacherClass, {}, TContext>;
    subjectName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherClass,
      {},
      TContext
    >;
    courseName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherClass,
      {},
      TContext
    >;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherClass,
      {},
      TContext
    >;
  };

  TeacherClassPage?: {
    rows?: LoaderResolver<Array<TeacherClass>, TeacherClassPage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], TeacherClassPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], TeacherClassPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], TeacherClassPage, {}, TContext>;
  };

  TeacherVoucher?: {
    id?: LoaderResolver<Scalars["Int"], TeacherVoucher, {}, TContext>;
    studentId?: LoaderResolver<Scalars["Int"], TeacherVoucher, {}, TContext>;
    studentName?: LoaderResolver<
      Scalars["String"],
      TeacherVoucher,
      {},
      TContext
    >;
    subjectName?: LoaderResolver<
      Scalars["String"],
      TeacherVoucher,
      {},
      TContext
    >;
    courseName?: LoaderResolver<
      Scalars["String"],
      TeacherVoucher,
      {},
      TContext
    >;
    hours?: LoaderResolver<Scalars["Int"], TeacherVoucher, {}, TContext>;
    minutesUsed?: LoaderResolver<Scalars["Int"], TeacherVoucher, {}, TContext>;
    minutesBooked?: LoaderResolver<
      Scalars["Int"],
      TeacherVoucher,
      {},
      TContext
    >;
    minutesLeft?: LoaderResolver<Scalars["Int"], TeacherVoucher, {}, TContext>;
    startDate?: LoaderResolver<Scalars["Date"], TeacherVoucher, {}, TContext>;
    endDate?: LoaderResolver<Scalars["Date"], TeacherVoucher, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], TeacherVoucher, {}, TContext>;
  };

  TeacherStudent?: {
    id?: LoaderResolver<Scalars["Int"], TeacherStudent, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], TeacherStudent, {}, TContext>;
    courseName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherStudent,
      {},
      TContext
    >;
    subjects?: LoaderResolver<Scalars["String"], TeacherStudent, {}, TContext>;
    minutesLeft?: LoaderResolver<Scalars["Int"], TeacherStudent, {}, TContext>;
  };

  PaymentLinkCreated?: {
    id?: LoaderResolver<Scalars["Int"], PaymentLinkCreated, {}, TContext>;
    url?: LoaderResolver<Scalars["String"], PaymentLinkCreated, {}, TContext>;
    expiresAt?: LoaderResolver<
      Scalars["DateTime"],
      PaymentLinkCreated,
      {},
      TContext
    >;
    amountCents?: LoaderResolver<
      Scalars["Int"],
      PaymentLinkCreated,
      {},
      TContext
    >;
    revokedLinkIds?: LoaderResolver<
      Array<Scalars["Int"]>,
      PaymentLinkCreated,
      {},
      TContext
    >;
  };

  PaymentLink?: {
    id?: LoaderResolver<Scalars["Int"], PaymentLink, {}, TContext>;
    voucherId?: LoaderResolver<Scalars["Int"], PaymentLink, {}, TContext>;
    amountCents?: LoaderResolver<Scalars["Int"], PaymentLink, {}, TContext>;
    expiresAt?: LoaderResolver<Scalars["DateTime"], PaymentLink, {}, TContext>;
    revokedAt?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      PaymentLink,
      {},
      TContext
    >;
    state?: LoaderResolver<PaymentLinkState, PaymentLink, {}, TContext>;
    createdByName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PaymentLink,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      PaymentLink,
      {},
      TContext
    >;
  };

  PaymentAttempt?: {
    id?: LoaderResolver<Scalars["Int"], PaymentAttempt, {}, TContext>;
    linkId?: LoaderResolver<Scalars["Int"], PaymentAttempt, {}, TContext>;
    voucherId?: LoaderResolver<Scalars["Int"], PaymentAttempt, {}, TContext>;
    orderNumber?: LoaderResolver<
      Scalars["String"],
      PaymentAttempt,
      {},
      TContext
    >;
    amountCents?: LoaderResolver<Scalars["Int"], PaymentAttempt, {}, TContext>;
    status?: LoaderResolver<PaymentAttemptStatus, PaymentAttempt, {}, TContext>;
    sentAt?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      PaymentAttempt,
      {},
      TContext
    >;
    responseCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PaymentAttempt,
      {},
      TContext
    >;
    authorisationCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PaymentAttempt,
      {},
      TContext
    >;
    paymentId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      PaymentAttempt,
      {},
      TContext
    >;
    errorCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PaymentAttempt,
      {},
      TContext
    >;
    notifiedAt?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      PaymentAttempt,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      PaymentAttempt,
      {},
      TContext
    >;
  };

  CardPaymentAnswer?: {
    voucherId?: LoaderResolver<Scalars["Int"], CardPaymentAnswer, {}, TContext>;
    outcome?: LoaderResolver<
      Scalars["String"],
      CardPaymentAnswer,
      {},
      TContext
    >;
  };

  InterestRef?: {
    id?: LoaderResolver<Scalars["Int"], InterestRef, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], InterestRef, {}, TContext>;
  };

  InterestRow?: {
    id?: LoaderResolver<Scalars["Int"], InterestRow, {}, TContext>;
    subject?: LoaderResolver<InterestRef, InterestRow, {}, TContext>;
    course?: LoaderResolver<InterestRef, InterestRow, {}, TContext>;
  };

  InterestSlot?: {
    weekday?: LoaderResolver<Scalars["Int"], InterestSlot, {}, TContext>;
    start?: LoaderResolver<Scalars["String"], InterestSlot, {}, TContext>;
    end?: LoaderResolver<Scalars["String"], InterestSlot, {}, TContext>;
  };

  InterestStatusChange?: {
    id?: LoaderResolver<Scalars["Int"], InterestStatusChange, {}, TContext>;
    fromStatus?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InterestStatusChange,
      {},
      TContext
    >;
    toStatus?: LoaderResolver<
      Scalars["String"],
      InterestStatusChange,
      {},
      TContext
    >;
    actorName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InterestStatusChange,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      InterestStatusChange,
      {},
      TContext
    >;
  };

  TeacherInterest?: {
    id?: LoaderResolver<Scalars["Int"], TeacherInterest, {}, TContext>;
    teacher?: LoaderResolver<InterestRef, TeacherInterest, {}, TContext>;
    status?: LoaderResolver<InterestStatus, TeacherInterest, {}, TContext>;
    decision?: LoaderResolver<
      Maybe<InterestDecision>,
      TeacherInterest,
      {},
      TContext
    >;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherInterest,
      {},
      TContext
    >;
    invited?: LoaderResolver<Scalars["Boolean"], TeacherInterest, {}, TContext>;
    withdrawnDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      TeacherInterest,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      TeacherInterest,
      {},
      TContext
    >;
    reasons?: LoaderResolver<
      Array<Scalars["String"]>,
      TeacherInterest,
      {},
      TContext
    >;
  };

  MatchingTeacher?: {
    teacher?: LoaderResolver<InterestRef, MatchingTeacher, {}, TContext>;
    score?: LoaderResolver<Scalars["Float"], MatchingTeacher, {}, TContext>;
    reasons?: LoaderResolver<
      Array<Scalars["String"]>,
      MatchingTeacher,
      {},
      TContext
    >;
    overlapMinutes?: LoaderResolver<
      Scalars["Int"],
      MatchingTeacher,
      {},
      TContext
    >;
    loadMinutes?: LoaderResolver<Scalars["Int"], MatchingTeacher, {}, TContext>;
  };

  CustomerInterest?: {
    id?: LoaderResolver<Scalars["Int"], CustomerInterest, {}, TContext>;
    status?: LoaderResolver<InterestStatus, CustomerInterest, {}, TContext>;
    shownStatus?: LoaderResolver<
      Scalars["String"],
      CustomerInterest,
      {},
      TContext
    >;
    statusLabel?: LoaderResolver<
      Scalars["String"],
      CustomerInterest,
      {},
      TContext
    >;
    customer?: LoaderResolver<InterestRef, CustomerInterest, {}, TContext>;
    customerPhone?: LoaderResolver<
      Maybe<Scalars["String"]>,
      CustomerInterest,
      {},
      TContext
    >;
    customerEmail?: LoaderResolver<
      Maybe<Scalars["String"]>,
      CustomerInterest,
      {},
      TContext
    >;
    student?: LoaderResolver<InterestRef, CustomerInterest, {}, TContext>;
    subjects?: LoaderResolver<
      Scalars["String"],
      CustomerInterest,
      {},
      TContext
    >;
    district?: LoaderResolver<
      Maybe<InterestRef>,
      CustomerInterest,
      {},
      TContext
    >;
    hoursPerWeek?: LoaderResolver<
      Scalars["Float"],
      CustomerInterest,
      {},
      TContext
    >;
    startDate?: LoaderResolver<Scalars["Date"], CustomerInterest, {}, TContext>;
    visibility?: LoaderResolver<
      InterestVisibility,
      CustomerInterest,
      {},
      TContext
    >;
    advisor?: LoaderResolver<
      Maybe<InterestRef>,
      CustomerInterest,
      {},
      TContext
    >;
    applicationCount?: LoaderResolver<
      Scalars["Int"],
      CustomerInterest,
      {},
      TContext
    >;
    ageDays?: LoaderResolver<Scalars["Int"], CustomerInterest, {}, TContext>;
    voucherId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      CustomerInterest,
      {},
      TContext
    >;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      CustomerInterest,
      {},
      TContext
    >;
    teacherRemarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      CustomerInterest,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      CustomerInterest,
      {},
      TContext
    >;
    updatedDate?: LoaderResolver<
      Scalars["DateTime"],
      CustomerInterest,
      {},
      TContext
    >;
    rows?: LoaderResolver<Array<InterestRow>, CustomerInterest, {}, TContext>;
    slots?: LoaderResolver<Array<InterestSlot>, CustomerInterest, {}, TContext>;
    history?: LoaderResolver<
      Array<InterestStatusChange>,
      CustomerInterest,
      {},
      TContext
    >;
    applications?: LoaderResolver<
      Array<TeacherInterest>,
      CustomerInterest,
      {},
      TContext
    >;
    matchingTeachers?: LoaderResolver<
      Array<MatchingTeacher>,
      CustomerInterest,
      CustomerInterestmatchingTeachersArgs,
      TContext
    >;
  };

  CustomerInterestPage?: {
    rows?: LoaderResolver<
      Array<CustomerInterest>,
      CustomerInterestPage,
      {},
      TContext
    >;
    total?: LoaderResolver<Scalars["Int"], CustomerInterestPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], CustomerInterestPage, {}, TContext>;
    pageSize?: LoaderResolver<
      Scalars["Int"],
      CustomerInterestPage,
      {},
      TContext
    >;
  };

  InterestStatusCount?: {
    status?: LoaderResolver<
      Scalars["String"],
      InterestStatusCount,
      {},
      TContext
    >;
    label?: LoaderResolver<
      Scalars["String"],
      InterestStatusCount,
      {},
      TContext
    >;
    count?: LoaderResolver<Scalars["Int"], InterestStatusCount, {}, TContext>;
  };

  AcceptResult?: {
    customerInterest?: LoaderResolver<
      CustomerInterest,
      AcceptResult,
      {},
      TContext
    >;
    voucher?: LoaderResolver<Voucher, AcceptResult, {}, TContext>;
  };

  OpenCustomerInterest?: {
    id?: LoaderResolver<Scalars["Int"], OpenCustomerInterest, {}, TContext>;
    studentFirstName?: LoaderResolver<
      Scalars["String"],
      OpenCustomerInterest,
      {},
      TContext
    >;
    subjects?: LoaderResolver<
      Scalars["String"],
      OpenCustomerInterest,
      {},
      TContext
    >;
    districtName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      OpenCustomerInterest,
      {},
      TContext
    >;
    hoursPerWeek?: LoaderResolver<
      Scalars["Float"],
      OpenCustomerInterest,
      {},
      TContext
    >;
    startDate?: LoaderResolver<
      Scalars["Date"],
      OpenCustomerInterest,
      {},
      TContext
    >;
    teacherRemarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      OpenCustomerInterest,
      {},
      TContext
    >;
    slots?: LoaderResolver<
      Array<InterestSlot>,
      OpenCustomerInterest,
      {},
      TContext
    >;
    fits?: LoaderResolver<
      Scalars["Boolean"],
      OpenCustomerInterest,
      {},
      TContext
    >;
    reasons?: LoaderResolver<
      Array<Scalars["String"]>,
      OpenCustomerInterest,
      {},
      TContext
    >;
    open?: LoaderResolver<
      Scalars["Boolean"],
      OpenCustomerInterest,
      {},
      TContext
    >;
    myApplicationId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      OpenCustomerInterest,
      {},
      TContext
    >;
  };

  MyTeacherInterest?: {
    id?: LoaderResolver<Scalars["Int"], MyTeacherInterest, {}, TContext>;
    status?: LoaderResolver<InterestStatus, MyTeacherInterest, {}, TContext>;
    decision?: LoaderResolver<
      Maybe<InterestDecision>,
      MyTeacherInterest,
      {},
      TContext
    >;
    remarks?: LoaderResolver<
      Maybe<Scalars["String"]>,
      MyTeacherInterest,
      {},
      TContext
    >;
    invited?: LoaderResolver<
      Scalars["Boolean"],
      MyTeacherInterest,
      {},
      TContext
    >;
    withdrawnDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      MyTeacherInterest,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      MyTeacherInterest,
      {},
      TContext
    >;
    customerInterest?: LoaderResolver<
      OpenCustomerInterest,
      MyTeacherInterest,
      {},
      TContext
    >;
  };

  TeacherInterestEvent?: {
    customerInterestId?: LoaderResolver<
      Scalars["Int"],
      TeacherInterestEvent,
      {},
      TContext
    >;
    teacherInterestId?: LoaderResolver<
      Scalars["Int"],
      TeacherInterestEvent,
      {},
      TContext
    >;
  };

  InvoiceLine?: {
    id?: LoaderResolver<Scalars["Int"], InvoiceLine, {}, TContext>;
    concept?: LoaderResolver<Scalars["String"], InvoiceLine, {}, TContext>;
    quantity?: LoaderResolver<Scalars["Float"], InvoiceLine, {}, TContext>;
    unitPriceCents?: LoaderResolver<Scalars["Int"], InvoiceLine, {}, TContext>;
    amountCents?: LoaderResolver<Scalars["Int"], InvoiceLine, {}, TContext>;
  };

  VerificationRecord?: {
    id?: LoaderResolver<Scalars["Int"], VerificationRecord, {}, TContext>;
    invoiceType?: LoaderResolver<
      Scalars["String"],
      VerificationRecord,
      {},
      TContext
    >;
    hashedText?: LoaderResolver<
      Scalars["String"],
      VerificationRecord,
      {},
      TContext
    >;
    fingerprint?: LoaderResolver<
      Scalars["String"],
      VerificationRecord,
      {},
      TContext
    >;
    previousFingerprint?: LoaderResolver<
      Maybe<Scalars["String"]>,
      VerificationRecord,
      {},
      TContext
    >;
    generatedAt?: LoaderResolver<
      Scalars["String"],
      VerificationRecord,
      {},
      TContext
    >;
  };

  InvoiceParty?: {
    name?: LoaderResolver<Scalars["String"], InvoiceParty, {}, TContext>;
    nif?: LoaderResolver<Maybe<Scalars["String"]>, InvoiceParty, {}, TContext>;
    address?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvoiceParty,
      {},
      TContext
    >;
    postalCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvoiceParty,
      {},
      TContext
    >;
    municipality?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvoiceParty,
      {},
      TContext
    >;
  };

  Invoice?: {
    id?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    number?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    seriesCode?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    year?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    sequence?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    date?: LoaderResolver<Scalars["Date"], Invoice, {}, TContext>;
    operationDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      Invoice,
      {},
      TContext
    >;
    issuer?: LoaderResolver<InvoiceParty, Invoice, {}, TContext>;
    customerId?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    customer?: LoaderResolver<InvoiceParty, Invoice, {}, TContext>;
    vatName?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    vatRate?: LoaderResolver<Scalars["Float"], Invoice, {}, TContext>;
    vatExemptionText?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Invoice,
      {},
      TContext
    >;
    taxCode?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    baseCents?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    vatCents?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    totalCents?: LoaderResolver<Scalars["Int"], Invoice, {}, TContext>;
    totalText?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    paymentMethod?: LoaderResolver<Maybe<PaymentMethod>, Invoice, {}, TContext>;
    status?: LoaderResolver<InvoiceStatus, Invoice, {}, TContext>;
    statusLabel?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    voucherId?: LoaderResolver<Maybe<Scalars["Int"]>, Invoice, {}, TContext>;
    paymentId?: LoaderResolver<Maybe<Scalars["Int"]>, Invoice, {}, TContext>;
    isAmending?: LoaderResolver<Scalars["Boolean"], Invoice, {}, TContext>;
    amendedInvoiceId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      Invoice,
      {},
      TContext
    >;
    amendedNumber?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Invoice,
      {},
      TContext
    >;
    amendingReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Invoice,
      {},
      TContext
    >;
    amendingReasonLabel?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Invoice,
      {},
      TContext
    >;
    lines?: LoaderResolver<Array<InvoiceLine>, Invoice, {}, TContext>;
    record?: LoaderResolver<Maybe<VerificationRecord>, Invoice, {}, TContext>;
    amendments?: LoaderResolver<Array<Invoice>, Invoice, {}, TContext>;
    verificationUrl?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    pdfUrl?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    printUrl?: LoaderResolver<Scalars["String"], Invoice, {}, TContext>;
    collection?: LoaderResolver<
      Maybe<InvoiceCollection>,
      Invoice,
      {},
      TContext
    >;
  };

  InvoiceTotals?: {
    baseCents?: LoaderResolver<Scalars["Int"], InvoiceTotals, {}, TContext>;
    vatCents?: LoaderResolver<Scalars["Int"], InvoiceTotals, {}, TContext>;
    totalCents?: LoaderResolver<Scalars["Int"], InvoiceTotals, {}, TContext>;
  };

  InvoicePage?: {
    rows?: LoaderResolver<Array<Invoice>, InvoicePage, {}, TContext>;
    total?: LoaderResolver<Scalars["Int"], InvoicePage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], InvoicePage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], InvoicePage, {}, TContext>;
    totals?: LoaderResolver<InvoiceTotals, InvoicePage, {}, TContext>;
    csvUrl?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvoicePage,
      {},
      TContext
    >;
    zipUrl?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvoicePage,
      {},
      TContext
    >;
  };

  InvoiceSeries?: {
    id?: LoaderResolver<Scalars["Int"], InvoiceSeries, {}, TContext>;
    code?: LoaderResolver<Scalars["String"], InvoiceSeries, {}, TContext>;
    description?: LoaderResolver<
      Scalars["String"],
      InvoiceSeries,
      {},
      TContext
    >;
    isAmending?: LoaderResolver<
      Scalars["Boolean"],
      InvoiceSeries,
      {},
      TContext
    >;
    active?: LoaderResolver<Scalars["Boolean"], InvoiceSeries, {}, TContext>;
    issuedCount?: LoaderResolver<Scalars["Int"], InvoiceSeries, {}, TContext>;
  };

  VatType?: {
    id?: LoaderResolver<Scalars["Int"], VatType, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], VatType, {}, TContext>;
    rate?: LoaderResolver<Scalars["Float"], VatType, {}, TContext>;
    exemptionText?: LoaderResolver<
      Maybe<Scalars["String"]>,
      VatType,
      {},
      TContext
    >;
    taxCode?: LoaderResolver<Scalars["String"], VatType, {}, TContext>;
    isDefault?: LoaderResolver<Scalars["Boolean"], VatType, {}, TContext>;
  };

  InvoiceCollection?: {
    collectedOn?: LoaderResolver<
      Scalars["Date"],
      InvoiceCollection,
      {},
      TContext
    >;
    method?: LoaderResolver<PaymentMethod, InvoiceCollection, {}, TContext>;
    amountCents?: LoaderResolver<
      Scalars["Int"],
      InvoiceCollection,
      {},
      TContext
    >;
    byName?: LoaderResolver<Scalars["String"], InvoiceCollection, {}, TContext>;
  };

  HistoryInvoiceLink?: {
    id?: LoaderResolver<Scalars["Int"], HistoryInvoiceLink, {}, TContext>;
    number?: LoaderResolver<
      Scalars["String"],
      HistoryInvoiceLink,
      {},
      TContext
    >;
    totalCents?: LoaderResolver<
      Scalars["Int"],
      HistoryInvoiceLink,
      {},
      TContext
    >;
  };

  HistoryInvoice?: {
    id?: LoaderResolver<Scalars["Int"], HistoryInvoice, {}, TContext>;
    series?: LoaderResolver<Scalars["String"], HistoryInvoice, {}, TContext>;
    number?: LoaderResolver<Scalars["String"], HistoryInvoice, {}, TContext>;
    date?: LoaderResolver<Scalars["Date"], HistoryInvoice, {}, TContext>;
    customerName?: LoaderResolver<
      Scalars["String"],
      HistoryInvoice,
      {},
      TContext
    >;
    customerNif?: LoaderResolver<
      Maybe<Scalars["String"]>,
      HistoryInvoice,
      {},
      TContext
    >;
    baseCents?: LoaderResolver<Scalars["Int"], HistoryInvoice, {}, TContext>;
    vatRate?: LoaderResolver<Scalars["Float"], HistoryInvoice, {}, TContext>;
    vatCents?: LoaderResolver<Scalars["Int"], HistoryInvoice, {}, TContext>;
    totalCents?: LoaderResolver<Scalars["Int"], HistoryInvoice, {}, TContext>;
    paymentMethod?: LoaderResolver<
      Maybe<Scalars["String"]>,
      HistoryInvoice,
      {},
      TContext
    >;
    amendsNumber?: LoaderResolver<
      Maybe<Scalars["String"]>,
      HistoryInvoice,
      {},
      TContext
    >;
    amendingReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      HistoryInvoice,
      {},
      TContext
    >;
    status?: LoaderResolver<InvoiceStatus, HistoryInvoice, {}, TContext>;
    statusLabel?: LoaderResolver<
      Scalars["String"],
      HistoryInvoice,
      {},
      TContext
    >;
    amendsId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      HistoryInvoice,
      {},
      TContext
    >;
    amendedBy?: LoaderResolver<
      Array<HistoryInvoiceLink>,
      HistoryInvoice,
      {},
      TContext
    >;
    importFile?: LoaderResolver<
      Scalars["String"],
      HistoryInvoice,
      {},
      TContext
    >;
    importedDate?: LoaderResolver<
      Scalars["DateTime"],
      HistoryInvoice,
      {},
      TContext
    >;
    sourceLine?: LoaderResolver<Scalars["Int"], HistoryInvoice, {}, TContext>;
  };

  HistoryInvoicePage?: {
    rows?: LoaderResolver<
      Array<HistoryInvoice>,
      HistoryInvoicePage,
      {},
      TContext
    >;
    total?: LoaderResolver<Scalars["Int"], HistoryInvoicePage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], HistoryInvoicePage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], HistoryInvoicePage, {}, TContext>;
    totals?: LoaderResolver<InvoiceTotals, HistoryInvoicePage, {}, TContext>;
  };

  PayrollTotals?: {
    classCount?: LoaderResolver<Scalars["Int"], PayrollTotals, {}, TContext>;
    minutes?: LoaderResolver<Scalars["Int"], PayrollTotals, {}, TContext>;
    grossCents?: LoaderResolver<Scalars["Int"], PayrollTotals, {}, TContext>;
    irpfCents?: LoaderResolver<Scalars["Int"], PayrollTotals, {}, TContext>;
    netCents?: LoaderResolver<Scalars["Int"], PayrollTotals, {}, TContext>;
  };

  TeacherPayrollLine?: {
    classId?: LoaderResolver<Scalars["Int"], TeacherPayrollLine, {}, TContext>;
    date?: LoaderResolver<
      Scalars["DateTime"],
      TeacherPayrollLine,
      {},
      TContext
    >;
    duration?: LoaderResolver<Scalars["Int"], TeacherPayrollLine, {}, TContext>;
    studentName?: LoaderResolver<
      Scalars["String"],
      TeacherPayrollLine,
      {},
      TContext
    >;
    subjectName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherPayrollLine,
      {},
      TContext
    >;
    courseName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherPayrollLine,
      {},
      TContext
    >;
    payPerHourCents?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollLine,
      {},
      TContext
    >;
  };

  PayrollTeacher?: {
    id?: LoaderResolver<Scalars["Int"], PayrollTeacher, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], PayrollTeacher, {}, TContext>;
    nif?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PayrollTeacher,
      {},
      TContext
    >;
    ibanMasked?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PayrollTeacher,
      {},
      TContext
    >;
  };

  TeacherPayroll?: {
    id?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    teacherId?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    teacherName?: LoaderResolver<
      Scalars["String"],
      TeacherPayroll,
      {},
      TContext
    >;
    month?: LoaderResolver<Scalars["String"], TeacherPayroll, {}, TContext>;
    status?: LoaderResolver<PayrollStatus, TeacherPayroll, {}, TContext>;
    classCount?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    minutes?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    grossCents?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    irpfRate?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    irpfCents?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    netCents?: LoaderResolver<Scalars["Int"], TeacherPayroll, {}, TContext>;
    paidDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      TeacherPayroll,
      {},
      TContext
    >;
    discardedDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      TeacherPayroll,
      {},
      TContext
    >;
    discardReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherPayroll,
      {},
      TContext
    >;
    createdDate?: LoaderResolver<
      Scalars["DateTime"],
      TeacherPayroll,
      {},
      TContext
    >;
    pdfUrl?: LoaderResolver<Scalars["String"], TeacherPayroll, {}, TContext>;
    lines?: LoaderResolver<
      Array<TeacherPayrollLine>,
      TeacherPayroll,
      {},
      TContext
    >;
    teacher?: LoaderResolver<PayrollTeacher, TeacherPayroll, {}, TContext>;
  };

  TeacherPayrollListTotals?: {
    count?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
    discarded?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
    classCount?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
    minutes?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
    grossCents?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
    irpfCents?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
    netCents?: LoaderResolver<
      Scalars["Int"],
      TeacherPayrollListTotals,
      {},
      TContext
    >;
  };

  TeacherPayrollPage?: {
    rows?: LoaderResolver<
      Array<TeacherPayroll>,
      TeacherPayrollPage,
      {},
      TContext
    >;
    total?: LoaderResolver<Scalars["Int"], TeacherPayrollPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], TeacherPayrollPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], TeacherPayrollPage, {}, TContext>;
    totals?: LoaderResolver<
      TeacherPayrollListTotals,
      TeacherPayrollPage,
      {},
      TContext
    >;
  };

  PlannedPayroll?: {
    teacherId?: LoaderResolver<Scalars["Int"], PlannedPayroll, {}, TContext>;
    teacherName?: LoaderResolver<
      Scalars["String"],
      PlannedPayroll,
      {},
      TContext
    >;
    joinsPayrollId?: LoaderResolver<
      Maybe<Scalars["Int"]>,
      PlannedPayroll,
      {},
      TContext
    >;
    irpfRate?: LoaderResolver<Scalars["Int"], PlannedPayroll, {}, TContext>;
    added?: LoaderResolver<PayrollTotals, PlannedPayroll, {}, TContext>;
    totals?: LoaderResolver<PayrollTotals, PlannedPayroll, {}, TContext>;
    warnings?: LoaderResolver<
      Array<Scalars["String"]>,
      PlannedPayroll,
      {},
      TContext
    >;
  };

  SkippedTeacher?: {
    teacherId?: LoaderResolver<Scalars["Int"], SkippedTeacher, {}, TContext>;
    teacherName?: LoaderResolver<
      Scalars["String"],
      SkippedTeacher,
      {},
      TContext
    >;
    reason?: LoaderResolver<Scalars["String"], SkippedTeacher, {}, TContext>;
  };

  PayrollGeneration?: {
    month?: LoaderResolver<Scalars["String"], PayrollGeneration, {}, TContext>;
    dryRun?: LoaderResolver<
      Scalars["Boolean"],
      PayrollGeneration,
      {},
      TContext
    >;
    created?: LoaderResolver<Scalars["Int"], PayrollGeneration, {}, TContext>;
    updated?: LoaderResolver<Scalars["Int"], PayrollGeneration, {}, TContext>;
    totals?: LoaderResolver<PayrollTotals, PayrollGeneration, {}, TContext>;
    payrolls?: LoaderResolver<
      Array<PlannedPayroll>,
      PayrollGeneration,
      {},
      TContext
    >;
    skipped?: LoaderResolver<
      Array<SkippedTeacher>,
      PayrollGeneration,
      {},
      TContext
    >;
    payrollIds?: LoaderResolver<
      Array<Scalars["Int"]>,
      PayrollGeneration,
      {},
      TContext
    >;
    summary?: LoaderResolver<
      Scalars["String"],
      PayrollGeneration,
      {},
      TContext
    >;
  };

  TeacherIrpf?: {
    teacherId?: LoaderResolver<Scalars["Int"], TeacherIrpf, {}, TContext>;
    teacherName?: LoaderResolver<Scalars["String"], TeacherIrpf, {}, TContext>;
    rate?: LoaderResolver<Scalars["Int"], TeacherIrpf, {}, TContext>;
    communicationDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      TeacherIrpf,
      {},
      TContext
    >;
    reason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherIrpf,
      {},
      TContext
    >;
    updatedDate?: LoaderResolver<
      Maybe<Scalars["DateTime"]>,
      TeacherIrpf,
      {},
      TContext
    >;
    updatedByName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      TeacherIrpf,
      {},
      TContext
    >;
  };

  HistoryPayroll?: {
    id?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
    teacherName?: LoaderResolver<
      Scalars["String"],
      HistoryPayroll,
      {},
      TContext
    >;
    teacherNif?: LoaderResolver<
      Scalars["String"],
      HistoryPayroll,
      {},
      TContext
    >;
    month?: LoaderResolver<Scalars["String"], HistoryPayroll, {}, TContext>;
    classCount?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
    minutes?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
    grossCents?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
    irpfRate?: LoaderResolver<Scalars["Float"], HistoryPayroll, {}, TContext>;
    irpfCents?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
    netCents?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
    status?: LoaderResolver<PayrollStatus, HistoryPayroll, {}, TContext>;
    paidDate?: LoaderResolver<
      Maybe<Scalars["Date"]>,
      HistoryPayroll,
      {},
      TContext
    >;
    importFile?: LoaderResolver<
      Scalars["String"],
      HistoryPayroll,
      {},
      TContext
    >;
    importedDate?: LoaderResolver<
      Scalars["DateTime"],
      HistoryPayroll,
      {},
      TContext
    >;
    sourceLine?: LoaderResolver<Scalars["Int"], HistoryPayroll, {}, TContext>;
  };

  HistoryPayrollTotals?: {
    discarded?: LoaderResolver<
      Scalars["Int"],
      HistoryPayrollTotals,
      {},
      TContext
    >;
    classCount?: LoaderResolver<
      Scalars["Int"],
      HistoryPayrollTotals,
      {},
      TContext
    >;
    minutes?: LoaderResolver<
      Scalars["Int"],
      HistoryPayrollTotals,
      {},
      TContext
    >;
    grossCents?: LoaderResolver<
      Scalars["Int"],
      HistoryPayrollTotals,
      {},
      TContext
    >;
    irpfCents?: LoaderResolver<
      Scalars["Int"],
      HistoryPayrollTotals,
      {},
      TContext
    >;
    netCents?: LoaderResolver<
      Scalars["Int"],
      HistoryPayrollTotals,
      {},
      TContext
    >;
  };

  HistoryPayrollPage?: {
    rows?: LoaderResolver<
      Array<HistoryPayroll>,
      HistoryPayrollPage,
      {},
      TContext
    >;
    total?: LoaderResolver<Scalars["Int"], HistoryPayrollPage, {}, TContext>;
    page?: LoaderResolver<Scalars["Int"], HistoryPayrollPage, {}, TContext>;
    pageSize?: LoaderResolver<Scalars["Int"], HistoryPayrollPage, {}, TContext>;
    totals?: LoaderResolver<
      HistoryPayrollTotals,
      HistoryPayrollPage,
      {},
      TContext
    >;
  };

  WithholdingQuarter?: {
    quarter?: LoaderResolver<Scalars["Int"], WithholdingQuarter, {}, TContext>;
    recipients?: LoaderResolver<
      Scalars["Int"],
      WithholdingQuarter,
      {},
      TContext
    >;
    payrolls?: LoaderResolver<Scalars["Int"], WithholdingQuarter, {}, TContext>;
    grossCents?: LoaderResolver<
      Scalars["Int"],
      WithholdingQuarter,
      {},
      TContext
    >;
    irpfCents?: LoaderResolver<
      Scalars["Int"],
      WithholdingQuarter,
      {},
      TContext
    >;
  };

  WithholdingRecipient?: {
    nif?: LoaderResolver<
      Maybe<Scalars["String"]>,
      WithholdingRecipient,
      {},
      TContext
    >;
    name?: LoaderResolver<
      Scalars["String"],
      WithholdingRecipient,
      {},
      TContext
    >;
    irpfRate?: LoaderResolver<
      Scalars["Float"],
      WithholdingRecipient,
      {},
      TContext
    >;
    payrolls?: LoaderResolver<
      Scalars["Int"],
      WithholdingRecipient,
      {},
      TContext
    >;
    grossCents?: LoaderResolver<
      Scalars["Int"],
      WithholdingRecipient,
      {},
      TContext
    >;
    irpfCents?: LoaderResolver<
      Scalars["Int"],
      WithholdingRecipient,
      {},
      TContext
    >;
  };

  WithholdingTotals?: {
    recipients?: LoaderResolver<
      Scalars["Int"],
      WithholdingTotals,
      {},
      TContext
    >;
    payrolls?: LoaderResolver<Scalars["Int"], WithholdingTotals, {}, TContext>;
    grossCents?: LoaderResolver<
      Scalars["Int"],
      WithholdingTotals,
      {},
      TContext
    >;
    irpfCents?: LoaderResolver<Scalars["Int"], WithholdingTotals, {}, TContext>;
  };

  WithholdingsSummary?: {
    year?: LoaderResolver<Scalars["Int"], WithholdingsSummary, {}, TContext>;
    quarters?: LoaderResolver<
      Array<WithholdingQuarter>,
      WithholdingsSummary,
      {},
      TContext
    >;
    recipients?: LoaderResolver<
      Array<WithholdingRecipient>,
      WithholdingsSummary,
      {},
      TContext
    >;
    totals?: LoaderResolver<
      WithholdingTotals,
      WithholdingsSummary,
      {},
      TContext
    >;
    fromHistory?: LoaderResolver<
      Scalars["Int"],
      WithholdingsSummary,
      {},
      TContext
    >;
    years?: LoaderResolver<
      Array<Scalars["Int"]>,
      WithholdingsSummary,
      {},
      TContext
    >;
    csv111Url?: LoaderResolver<
      Scalars["String"],
      WithholdingsSummary,
      {},
      TContext
    >;
    csv190Url?: LoaderResolver<
      Scalars["String"],
      WithholdingsSummary,
      {},
      TContext
    >;
  };

  Suggestion?: {
    id?: LoaderResolver<Scalars["Int"], Suggestion, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Suggestion, {}, TContext>;
    detail?: LoaderResolver<Maybe<Scalars["String"]>, Suggestion, {}, TContext>;
  };
}
declare module "mercurius" {
  interface IResolvers extends Resolvers<
    import("mercurius").MercuriusContext
  > {}
  interface MercuriusLoaders extends Loaders {}
}
