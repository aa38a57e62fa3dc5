// A customer's fields as forms and GraphQL send them (one schema for both), its sources, and its
// display name (the rule lists sort by and searches match).

import { idField, validator, multiline } from '../../src/lib/validation';
import { customerNameSql } from './people.sql';
import { userFields } from './users';

export const CUSTOMER_SOURCES = ['webform', 'alumni', 'referee', 'other'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** What a create or update takes, from a form or from GraphQL. */
export interface CustomerInput {
  firstName: string;
  lastName?: string;
  isCompany?: boolean;
  nif?: string;
  email?: string;
  phone?: string;
  address?: string;
  postalCode?: string;
  municipalityId?: number;
  /** The municipality by name (forms without JavaScript); resolved by the service. */
  municipalityName?: string;
  districtId?: number;
  iban?: string;
  source?: CustomerSource;
  advisorId?: number;
  remarks?: string;
  invoiceSameAsPersonal?: boolean;
  invoiceName?: string;
  invoiceEmail?: string;
  invoiceNif?: string;
  invoiceAddress?: string;
  invoicePostalCode?: string;
  invoiceMunicipalityId?: number;
  invoiceMunicipalityName?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength });
const id = idField;
const postalCode = userFields.postalCode;
const nif = { type: 'string', format: 'nif', maxLength: 20 };
const email = { type: 'string', format: 'email', maxLength: 254 };

/** The customer's own data; one schema for the form route and the GraphQL resolver. */
export const validateCustomer = validator<CustomerInput>({
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: text(150),
    isCompany: { type: 'boolean', default: false },
    nif,
    email,
    phone: userFields.phone,
    address: text(200),
    postalCode,
    municipalityId: id,
    municipalityName: text(100),
    districtId: id,
    iban: { type: 'string', format: 'iban', maxLength: 50 },
    source: { type: 'string', enum: [...CUSTOMER_SOURCES], default: 'other' },
    advisorId: id,
    remarks: { ...text(2000), ...multiline },
    invoiceSameAsPersonal: { type: 'boolean', default: true },
    invoiceName: text(250),
    invoiceEmail: email,
    invoiceNif: nif,
    invoiceAddress: text(200),
    invoicePostalCode: postalCode,
    invoiceMunicipalityId: id,
    invoiceMunicipalityName: text(100),
  },
  required: ['firstName'],
  additionalProperties: false,
});

// The display name (customerName's rule) is what lists sort by and searches match.
export const NAME_SQL = customerNameSql('c');

/** 'Lucía Gómez Ruiz', or 'Academia Sol S.L.' for a company. */
export function customerName(row: { firstName: string; lastName?: string | null; isCompany?: boolean }) {
  return row.isCompany || !row.lastName ? row.firstName : `${row.firstName} ${row.lastName}`;
}

/** Invoice data of its own (the box "Igual que los datos personales" unticked): all required. */
export const validateOwnInvoiceData = validator<CustomerInput>({
  type: 'object',
  properties: {
    invoiceName: { type: 'string', minLength: 1, maxLength: 250 },
    invoiceEmail: email,
    invoiceNif: nif,
    invoiceAddress: { type: 'string', minLength: 1, maxLength: 200 },
    invoicePostalCode: postalCode,
  },
  required: ['invoiceName', 'invoiceEmail', 'invoiceNif', 'invoiceAddress', 'invoicePostalCode'],
  additionalProperties: true,
});
