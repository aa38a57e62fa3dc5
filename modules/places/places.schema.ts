/** GraphQL types of the places module. Lists take a text filter and their parent's id. */
export const placesSchema = /* GraphQL */ `
  enum PlaceKind {
    countries
    provinces
    municipalities
    districts
    stations
  }

  "A place referred to from another: its id and name"
  type PlaceRef {
    id: Int!
    name: String!
  }

  "An autocomplete suggestion; detail tells homonyms apart (the parent's name)"
  type PlaceSuggestion {
    id: Int!
    name: String!
    detail: String
  }

  type Country {
    id: Int!
    name: String!
    "ISO 3166-1 alpha-2"
    code: String!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type Province {
    id: Int!
    name: String!
    "INE code, 2 digits"
    code: String
    country: PlaceRef!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type Municipality {
    id: Int!
    name: String!
    "INE code, 5 digits"
    code: String
    province: PlaceRef!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type District {
    id: Int!
    name: String!
    code: String
    municipality: PlaceRef!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  type Station {
    id: Int!
    name: String!
    lines: [String!]!
    municipality: PlaceRef!
    "Districts the station serves"
    districts: [PlaceRef!]!
    createdDate: DateTime!
    updatedDate: DateTime!
  }

  input PlaceFilter {
    "Text in the name (accents and case ignored), or the exact code or line"
    q: String
    "Only the children of this place (provinces of a country…)"
    parentId: Int
  }

  type CountryPage { rows: [Country!]! total: Int! page: Int! pageSize: Int! }
  type ProvincePage { rows: [Province!]! total: Int! page: Int! pageSize: Int! }
  type MunicipalityPage { rows: [Municipality!]! total: Int! page: Int! pageSize: Int! }
  type DistrictPage { rows: [District!]! total: Int! page: Int! pageSize: Int! }
  type StationPage { rows: [Station!]! total: Int! page: Int! pageSize: Int! }

  input CountryInput { name: String! code: String! }
  input ProvinceInput { name: String! code: String countryId: Int! }
  input MunicipalityInput { name: String! code: String provinceId: Int! }
  input DistrictInput { name: String! code: String municipalityId: Int! }
  input StationInput { name: String! lines: [String!] municipalityId: Int! districtIds: [Int!] }

  extend type Query {
    countries(filter: PlaceFilter, page: PageInput): CountryPage!
    country(id: Int!): Country!
    provinces(filter: PlaceFilter, page: PageInput): ProvincePage!
    province(id: Int!): Province!
    municipalities(filter: PlaceFilter, page: PageInput): MunicipalityPage!
    municipality(id: Int!): Municipality!
    districts(filter: PlaceFilter, page: PageInput): DistrictPage!
    district(id: Int!): District!
    stations(filter: PlaceFilter, page: PageInput): StationPage!
    station(id: Int!): Station!
    "Autocomplete: the best matches for a text, names that start with it first"
    placeSuggestions(kind: PlaceKind!, q: String!, parentId: Int, limit: Int = 10): [PlaceSuggestion!]!
  }

  extend type Mutation {
    createCountry(input: CountryInput!): Country!
    updateCountry(id: Int!, input: CountryInput!): Country!
    deleteCountry(id: Int!): Boolean!
    createProvince(input: ProvinceInput!): Province!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateProvince(id: Int!, input: ProvinceInput!): Province!
    deleteProvince(id: Int!): Boolean!
    createMunicipality(input: MunicipalityInput!): Municipality!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateMunicipality(id: Int!, input: MunicipalityInput!): Municipality!
    deleteMunicipality(id: Int!): Boolean!
    createDistrict(input: DistrictInput!): District!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateDistrict(id: Int!, input: DistrictInput!): District!
    deleteDistrict(id: Int!): Boolean!
    createStation(input: StationInput!): Station!
    "Changes the fields given: one left out keeps its value, one sent as null is emptied"
    updateStation(id: Int!, input: StationInput!): Station!
    deleteStation(id: Int!): Boolean!
  }
`;
