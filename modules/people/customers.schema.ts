/** GraphQL types of the customers (who pay: families and companies). */
export const customersSchema = /* GraphQL */ `
  enum CustomerSource {
    webform
    alumni
    referee
    other
  }

  "The advisor who looks after a customer"
  type CustomerAdvisor {
    id: Int!
    name: String!
  }

  type Customer {
    id: Int!
    firstName: String!
    lastName: String!
    "'Nombre Apellidos', or the company's name"
    name: String!
    isCompany: Boolean!
    "Staff only (policy action customers.fiscal)"
    nif: String
    email: String
    phone: String
    address: String
    postalCode: String
    municipality: PlaceRef
    district: PlaceRef
    "Electronic format (ES9121000418450200051332); staff only (policy action customers.fiscal)"
    iban: String
    source: CustomerSource!
    "Formulario web, Antiguo alumno, Recomendación or Otro"
    sourceLabel: String!
    advisor: CustomerAdvisor
    remarks: String
    "When true the invoice data is a copy of the personal data, taken again on every save"
    invoiceSameAsPersonal: Boolean!
    invoiceName: String
    invoiceEmail: String
    "Staff only (policy action customers.fiscal)"
    invoiceNif: String
    invoiceAddress: String
    invoicePostalCode: String
    invoiceMunicipality: PlaceRef
    studentCount: Int!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type CustomerPage {
    rows: [Customer!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input CustomerFilter {
    "Text in the name, email, NIF or phone"
    q: String
    source: CustomerSource
    advisorId: Int
    districtId: Int
    "true: companies only; false: families only"
    isCompany: Boolean
  }

  input CustomerInput {
    firstName: String!
    "Required unless isCompany"
    lastName: String
    "false when not given on creation"
    isCompany: Boolean
    nif: String
    email: String
    phone: String
    address: String
    postalCode: String
    municipalityId: Int
    districtId: Int
    iban: String
    "other when not given on creation"
    source: CustomerSource
    "Defaults to the advisor who creates the customer"
    advisorId: Int
    remarks: String
    "true (the default on creation): the invoice fields are ignored and copied from the personal data"
    invoiceSameAsPersonal: Boolean
    invoiceName: String
    invoiceEmail: String
    invoiceNif: String
    invoiceAddress: String
    invoicePostalCode: String
    invoiceMunicipalityId: Int
  }

  "An autocomplete suggestion; detail tells homonyms apart (email or municipality)"
  type CustomerSuggestion {
    id: Int!
    name: String!
    detail: String
  }

  extend type Query {
    customers(filter: CustomerFilter, page: PageInput): CustomerPage!
    customer(id: Int!): Customer!
    "Autocomplete: customers whose name, email or NIF contains the text"
    customerSuggestions(q: String!, limit: Int = 10): [CustomerSuggestion!]!
  }

  extend type Mutation {
    "Send an idempotency key so a retry never makes two"
    createCustomer(
      input: CustomerInput!
      "The same key (or Idempotency-Key header) replays the first answer instead of creating another; a key used for another request is refused (IDEMPOTENCY_KEY_REUSED)"
      idempotencyKey: String
    ): Customer!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateCustomer(id: Int!, input: CustomerInput!): Customer!
    "Refused (PEOPLE_CUSTOMER_HAS_STUDENTS…) while anything depends on the customer"
    deleteCustomer(id: Int!): Boolean!
  }
`;
