import type { Message } from '../../src/lib/intl';
import { idField, validator, type Schema } from '../../src/lib/validation';
import { placesMessages as m } from './places.messages';

export const PLACE_KINDS = ['countries', 'provinces', 'municipalities', 'districts', 'stations'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const isPlaceKind = (value: string): value is PlaceKind => (PLACE_KINDS as readonly string[]).includes(value);

type ParentColumn = 'countryId' | 'provinceId' | 'municipalityId';

/** Rows of a higher module's table that stop a place's delete ("used by 3 customers"), registered by that module. */
export interface PlaceKindDef {
  table: string;
  singular: Message;
  plural: Message;
  newTitle: Message;
  parent?: { kind: PlaceKind; column: ParentColumn; table: string; label: Message };
  /**
   * Rows that stop a delete: "the province still has municipalities", each with the refusal that
   * names them ('{name}', '{count}').
   */
  children: { kind: PlaceKind; table: string; column: string; refusal: Message }[];
  code?: { label: Message; required: boolean };
  validate: ReturnType<typeof validator<PlaceInput>>;
}

/** What a create or update takes, from a form or from GraphQL. */
export interface PlaceInput {
  name: string;
  code?: string;
  countryId?: number;
  provinceId?: number;
  municipalityId?: number;
  /** Parent given by name (forms without JavaScript); resolved to its id by the service. */
  parentName?: string;
  lines?: string[] | string;
  districtIds?: number[] | number;
}

const name = { type: 'string', minLength: 1, maxLength: 100 };
const id = idField;
const parentName = { type: 'string', maxLength: 100 };

function schema(properties: Schema['properties'], required: string[] = ['name']): Schema {
  return { type: 'object', properties: { name, parentName, ...properties }, required, additionalProperties: false };
}

export const PLACES: Record<PlaceKind, PlaceKindDef> = {
  countries: {
    table: 'countries',
    singular: m.country,
    plural: m.countries,
    newTitle: m.newCountry,
    children: [{ kind: 'provinces', table: 'provinces', column: 'country_id', refusal: m.hasProvinces }],
    code: { label: m.countryCode, required: true },
    validate: validator<PlaceInput>(
      schema({ code: { type: 'string', pattern: '^[A-Za-z]{2}$', 'x-messages': { pattern: m.countryCodeInvalid } } }, [
        'name',
        'code',
      ]),
    ),
  },
  provinces: {
    table: 'provinces',
    singular: m.province,
    plural: m.provinces,
    newTitle: m.newProvince,
    parent: { kind: 'countries', column: 'countryId', table: 'countries', label: m.country },
    children: [
      { kind: 'municipalities', table: 'municipalities', column: 'province_id', refusal: m.hasMunicipalities },
    ],
    code: { label: m.provinceCode, required: false },
    validate: validator<PlaceInput>(
      schema({
        code: { type: 'string', pattern: '^[0-9]{2}$', 'x-messages': { pattern: m.provinceCodeInvalid } },
        countryId: id,
      }),
    ),
  },
  municipalities: {
    table: 'municipalities',
    singular: m.municipality,
    plural: m.municipalities,
    newTitle: m.newMunicipality,
    parent: { kind: 'provinces', column: 'provinceId', table: 'provinces', label: m.province },
    children: [
      { kind: 'districts', table: 'districts', column: 'municipality_id', refusal: m.hasDistricts },
      { kind: 'stations', table: 'stations', column: 'municipality_id', refusal: m.hasStations },
    ],
    code: { label: m.municipalityCode, required: false },
    validate: validator<PlaceInput>(
      schema({
        code: { type: 'string', pattern: '^[0-9]{5}$', 'x-messages': { pattern: m.municipalityCodeInvalid } },
        provinceId: id,
      }),
    ),
  },
  districts: {
    table: 'districts',
    singular: m.district,
    plural: m.districts,
    newTitle: m.newDistrict,
    parent: { kind: 'municipalities', column: 'municipalityId', table: 'municipalities', label: m.municipality },
    children: [{ kind: 'stations', table: 'station_districts', column: 'district_id', refusal: m.nearStations }],
    code: { label: m.districtCode, required: false },
    validate: validator<PlaceInput>(schema({ code: { type: 'string', maxLength: 20 }, municipalityId: id })),
  },
  stations: {
    table: 'stations',
    singular: m.station,
    plural: m.stations,
    newTitle: m.newStation,
    parent: { kind: 'municipalities', column: 'municipalityId', table: 'municipalities', label: m.municipality },
    children: [],
    validate: validator<PlaceInput>(
      schema({
        municipalityId: id,
        lines: {
          anyOf: [
            { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9 ,]*$' },
            { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z0-9]{1,10}$' } },
          ],
          'x-messages': { anyOf: m.lineInvalid, pattern: m.lineInvalid, type: m.lineInvalid, maxItems: m.lineInvalid },
        },
        districtIds: { anyOf: [id, { type: 'array', maxItems: 50, items: id }] },
      }),
    ),
  },
};
