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
  _FieldSet: any;
};

/** Page of a list: 1-based page number and its size (10, 25, 50 or 100) */
export type PageInput = {
  page?: InputMaybe<Scalars["Int"]>;
  pageSize?: InputMaybe<Scalars["Int"]>;
  sort?: InputMaybe<Scalars["String"]>;
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
  /** The signed-in user, or null */
  me?: Maybe<User>;
  customers: CustomerPage;
  customer: Customer;
  /** Autocomplete: customers whose name, email or NIF contains the text */
  customerSuggestions: Array<CustomerSuggestion>;
  students: StudentPage;
  student: Student;
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

export type Mutation = {
  __typename?: "Mutation";
  /** Does nothing; lets a client check that mutations reach the server */
  ping: Scalars["Boolean"];
  createCountry: Country;
  updateCountry: Country;
  deleteCountry: Scalars["Boolean"];
  createProvince: Province;
  updateProvince: Province;
  deleteProvince: Scalars["Boolean"];
  createMunicipality: Municipality;
  updateMunicipality: Municipality;
  deleteMunicipality: Scalars["Boolean"];
  createDistrict: District;
  updateDistrict: District;
  deleteDistrict: Scalars["Boolean"];
  createStation: Station;
  updateStation: Station;
  deleteStation: Scalars["Boolean"];
  login: LoginResult;
  /** Ends the current session */
  logout: Scalars["Boolean"];
  createCustomer: Customer;
  /** Replaces every field: those left out are emptied (the advisor too) */
  updateCustomer: Customer;
  /** Refused (PEOPLE_CUSTOMER_HAS_STUDENTS…) while anything depends on the customer */
  deleteCustomer: Scalars["Boolean"];
  createStudent: Student;
  updateStudent: Student;
  /** Refused while anything depends on the student (classes, vouchers) */
  deleteStudent: Scalars["Boolean"];
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

export type MutationloginArgs = {
  email: Scalars["String"];
  password: Scalars["String"];
};

export type MutationcreateCustomerArgs = {
  input: CustomerInput;
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
};

export type MutationupdateStudentArgs = {
  id: Scalars["Int"];
  input: StudentInput;
};

export type MutationdeleteStudentArgs = {
  id: Scalars["Int"];
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
};

export type Course = {
  __typename?: "Course";
  id: Scalars["Int"];
  name: Scalars["String"];
  levelId: Scalars["Int"];
  levelName: Scalars["String"];
};

export type Subject = {
  __typename?: "Subject";
  id: Scalars["Int"];
  name: Scalars["String"];
};

export type Study = {
  __typename?: "Study";
  id: Scalars["Int"];
  name: Scalars["String"];
};

export type Role = "admin" | "advisor" | "teacher";

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
  isCompany?: InputMaybe<Scalars["Boolean"]>;
  nif?: InputMaybe<Scalars["String"]>;
  email?: InputMaybe<Scalars["String"]>;
  phone?: InputMaybe<Scalars["String"]>;
  address?: InputMaybe<Scalars["String"]>;
  postalCode?: InputMaybe<Scalars["String"]>;
  municipalityId?: InputMaybe<Scalars["Int"]>;
  districtId?: InputMaybe<Scalars["Int"]>;
  iban?: InputMaybe<Scalars["String"]>;
  source?: InputMaybe<CustomerSource>;
  /** Defaults to the advisor who creates the customer */
  advisorId?: InputMaybe<Scalars["Int"]>;
  remarks?: InputMaybe<Scalars["String"]>;
  /** true (default): the invoice fields are ignored and copied from the personal data */
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
  Date: ResolverTypeWrapper<Scalars["Date"]>;
  DateTime: ResolverTypeWrapper<Scalars["DateTime"]>;
  PageInput: PageInput;
  Int: ResolverTypeWrapper<Scalars["Int"]>;
  String: ResolverTypeWrapper<Scalars["String"]>;
  SortDirection: SortDirection;
  Query: ResolverTypeWrapper<{}>;
  Mutation: ResolverTypeWrapper<{}>;
  Boolean: ResolverTypeWrapper<Scalars["Boolean"]>;
  PlaceKind: PlaceKind;
  PlaceRef: ResolverTypeWrapper<PlaceRef>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  Country: ResolverTypeWrapper<Country>;
  Province: ResolverTypeWrapper<Province>;
  Municipality: ResolverTypeWrapper<Municipality>;
  District: ResolverTypeWrapper<District>;
  Station: ResolverTypeWrapper<Station>;
  PlaceFilter: PlaceFilter;
  CountryPage: ResolverTypeWrapper<CountryPage>;
  ProvincePage: ResolverTypeWrapper<ProvincePage>;
  MunicipalityPage: ResolverTypeWrapper<MunicipalityPage>;
  DistrictPage: ResolverTypeWrapper<DistrictPage>;
  StationPage: ResolverTypeWrapper<StationPage>;
  CountryInput: CountryInput;
  ProvinceInput: ProvinceInput;
  MunicipalityInput: MunicipalityInput;
  DistrictInput: DistrictInput;
  StationInput: StationInput;
  Level: ResolverTypeWrapper<Level>;
  Course: ResolverTypeWrapper<Course>;
  Subject: ResolverTypeWrapper<Subject>;
  Study: ResolverTypeWrapper<Study>;
  Role: Role;
  User: ResolverTypeWrapper<User>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  CustomerSource: CustomerSource;
  CustomerAdvisor: ResolverTypeWrapper<CustomerAdvisor>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CustomerFilter: CustomerFilter;
  CustomerInput: CustomerInput;
  CustomerSuggestion: ResolverTypeWrapper<CustomerSuggestion>;
  Student: ResolverTypeWrapper<Student>;
  StudentPage: ResolverTypeWrapper<StudentPage>;
  StudentFilter: StudentFilter;
  StudentInput: StudentInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Date: Scalars["Date"];
  DateTime: Scalars["DateTime"];
  PageInput: PageInput;
  Int: Scalars["Int"];
  String: Scalars["String"];
  Query: {};
  Mutation: {};
  Boolean: Scalars["Boolean"];
  PlaceRef: PlaceRef;
  PlaceSuggestion: PlaceSuggestion;
  Country: Country;
  Province: Province;
  Municipality: Municipality;
  District: District;
  Station: Station;
  PlaceFilter: PlaceFilter;
  CountryPage: CountryPage;
  ProvincePage: ProvincePage;
  MunicipalityPage: MunicipalityPage;
  DistrictPage: DistrictPage;
  StationPage: StationPage;
  CountryInput: CountryInput;
  ProvinceInput: ProvinceInput;
  MunicipalityInput: MunicipalityInput;
  DistrictInput: DistrictInput;
  StationInput: StationInput;
  Level: Level;
  Course: Course;
  Subject: Subject;
  Study: Study;
  User: User;
  LoginResult: LoginResult;
  CustomerAdvisor: CustomerAdvisor;
  Customer: Customer;
  CustomerPage: CustomerPage;
  CustomerFilter: CustomerFilter;
  CustomerInput: CustomerInput;
  CustomerSuggestion: CustomerSuggestion;
  Student: Student;
  StudentPage: StudentPage;
  StudentFilter: StudentFilter;
  StudentInput: StudentInput;
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
  me?: Resolver<Maybe<ResolversTypes["User"]>, ParentType, ContextType>;
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
  login?: Resolver<
    ResolversTypes["LoginResult"],
    ParentType,
    ContextType,
    RequireFields<MutationloginArgs, "email" | "password">
  >;
  logout?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
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
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubjectResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Subject"] =
    ResolversParentTypes["Subject"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StudyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Study"] =
    ResolversParentTypes["Study"],
> = {
  id?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
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

export type Resolvers<ContextType = MercuriusContext> = {
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
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
  User?: UserResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  CustomerAdvisor?: CustomerAdvisorResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerSuggestion?: CustomerSuggestionResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentPage?: StudentPageResolvers<ContextType>;
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
  };

  Course?: {
    id?: LoaderResolver<Scalars["Int"], Course, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Course, {}, TContext>;
    levelId?: LoaderResolver<Scalars["Int"], Course, {}, TContext>;
    levelName?: LoaderResolver<Scalars["String"], Course, {}, TContext>;
  };

  Subject?: {
    id?: LoaderResolver<Scalars["Int"], Subject, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Subject, {}, TContext>;
  };

  Study?: {
    id?: LoaderResolver<Scalars["Int"], Study, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Study, {}, TContext>;
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
}
declare module "mercurius" {
  interface IResolvers extends Resolvers<
    import("mercurius").MercuriusContext
  > {}
  interface MercuriusLoaders extends Loaders {}
}
