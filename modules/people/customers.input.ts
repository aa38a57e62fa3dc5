// A customer's input, checked completely (fields, places, advisor, invoice data) before anything
// is written; and the customer a form names (by id or by what was typed).

import type { Db } from '../../src/db/knex';
import type { Actor } from '../../src/lib/policy';
import { invalidInput, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { normaliseIban, normaliseNif } from '../../src/lib/validation';
import { choosePlace, postalCodeFits } from '../places';
import { peopleMessages as people } from './people.messages';
import { normaliseEmail } from './users';
import { customersMessages as m } from './customers.messages';
import { customerName, NAME_SQL, validateCustomer, validateOwnInvoiceData } from './customers.fields';

/** Form posts send a checkbox as 'false' then 'true' (the last wins); GraphQL sends booleans. */
function booleanOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === true || last === 'true' || last === 'on';
}

/** A municipality as posted (id, or name without JavaScript) and where its message goes. */
interface PlaceChoice {
  id: number | undefined;
  name: string | undefined;
  field: string;
  fields: FieldErrors;
  required: boolean;
  /** The name field was posted empty: the user cleared it. */
  cleared?: boolean;
}

/**
 * Resolves a municipality given by id or, from a form without JavaScript, by its name. A
 * name field posted empty means the user cleared it: the id left from the page load is dropped.
 */
async function municipalityOf(db: Db, { id: givenId, name, field, fields, required, cleared = false }: PlaceChoice) {
  const chosen = await choosePlace(db, 'municipalities', { id: cleared ? undefined : givenId, name });
  if (typeof chosen === 'number') return chosen;
  if (chosen) fields[field] = t(chosen === 'ambiguous' ? people.municipalityAmbiguous : people.municipalityNotFound);
  else if (required) fields[field] = t(validationMessages.required);
  return undefined;
}

/** A customer as posted: its id (autocomplete) or what was typed, and where the message goes. */
export interface CustomerChoice {
  id: number | undefined;
  typed: string | undefined;
  fields: FieldErrors;
  /** The field the message goes on: customerId unless told. */
  field?: string;
}

/**
 * The customer a student belongs to, given by id (autocomplete) or by what was typed without
 * JavaScript: a full name, an email or a NIF that matches exactly one customer.
 */
export async function customerOf(db: Db, { id: givenId, typed, fields, field = 'customerId' }: CustomerChoice) {
  if (givenId) {
    const row = await db('customers as c')
      .where('c.id', givenId)
      .first('c.id', db.raw(`search_key(${NAME_SQL}) = search_key(?) as same_name`, [typed ?? '']));
    if (row && (!typed || row.sameName)) return givenId;
  }
  if (typed) {
    const matches = await db('customers as c')
      .whereRaw(`search_key(${NAME_SQL}) = search_key(?)`, [typed])
      .orWhereRaw('lower(c.email) = lower(?)', [typed.trim()])
      .orWhereRaw('upper(c.nif) = ?', [normaliseNif(typed)])
      .limit(2)
      .pluck('c.id');
    if (matches.length === 1) return matches[0] as number;
    fields[field] = t(matches.length === 0 ? m.customerNotFound : m.customerAmbiguous);
    return undefined;
  }
  fields[field] = t(givenId ? m.customerNotFound : validationMessages.required);
  return undefined;
}

/** The check of a customer's input (`prepare`), for creating (an advisor becomes its advisor) and updating. */
export function createCustomerInput(db: Db) {
  /** Validates an input completely (fields, places, advisor, invoice data) before anything is written. */
  async function prepare(actor: Actor, raw: unknown, creating: boolean) {
    const source = { ...((raw ?? {}) as Record<string, unknown>) };
    for (const key of ['isCompany', 'invoiceSameAsPersonal']) if (key in source) source[key] = booleanOf(source[key]);
    const fields: FieldErrors = {};
    const input = validateCustomer.collect(source, fields, { invoiceSameAsPersonal: true, ...source });
    const isCompany = input.isCompany === true;
    const same = input.invoiceSameAsPersonal !== false;
    if (!isCompany && !input.lastName?.trim() && !fields.lastName) fields.lastName = t(validationMessages.required);

    const cleared = (key: string) => typeof source[key] === 'string' && !(source[key] as string).trim();
    const municipalityId = await municipalityOf(db, {
      id: input.municipalityId,
      name: input.municipalityName,
      field: 'municipalityId',
      fields,
      required: false,
      cleared: cleared('municipalityName'),
    });
    if (!fields.postalCode && !(await postalCodeFits(db, { municipalityId, postalCode: input.postalCode })))
      fields.postalCode = t(people.postalCodeElsewhere);
    let districtId: number | null = null;
    if (input.districtId) {
      const district = await db('districts').where('id', input.districtId).first('id', 'municipality_id');
      if (!district || (municipalityId && district.municipalityId !== municipalityId))
        fields.districtId = t(m.districtElsewhere);
      else districtId = district.id;
    }
    let advisorId: number | null = null;
    if (input.advisorId) {
      const advisor = await db('users').where({ id: input.advisorId, role: 'advisor' }).first('id');
      if (!advisor) fields.advisorId = t(m.advisorInvalid);
      else advisorId = advisor.id;
    } else if (creating && actor.role === 'advisor') advisorId = actor.id;

    let invoiceMunicipalityId: number | undefined;
    if (!same) {
      validateOwnInvoiceData.collect(source, fields);
      invoiceMunicipalityId = await municipalityOf(db, {
        id: input.invoiceMunicipalityId,
        name: input.invoiceMunicipalityName,
        field: 'invoiceMunicipalityId',
        fields,
        required: true,
        cleared: cleared('invoiceMunicipalityName'),
      });
      const invoicePlace = { municipalityId: invoiceMunicipalityId, postalCode: input.invoicePostalCode };
      if (!fields.invoicePostalCode && !(await postalCodeFits(db, invoicePlace)))
        fields.invoicePostalCode = t(people.postalCodeElsewhere);
    }
    if (Object.keys(fields).length > 0) throw invalidInput(fields);

    const firstName = input.firstName.trim();
    const lastName = isCompany ? (input.lastName?.trim() ?? '') : input.lastName!.trim();
    const personal = {
      firstName,
      lastName,
      isCompany,
      nif: input.nif ? normaliseNif(input.nif) : null,
      email: input.email ? normaliseEmail(input.email) : null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      postalCode: input.postalCode ?? null,
      municipalityId:
        municipalityId ??
        (districtId ? (await db('districts').where('id', districtId).first('municipality_id')).municipalityId : null),
      districtId,
      iban: input.iban ? normaliseIban(input.iban) : null,
      source: input.source ?? 'other',
      advisorId,
      remarks: input.remarks ?? null,
    };
    // Ticked, the invoice data is a copy of the personal data, taken again on every save.
    const invoice = same
      ? {
          invoiceSameAsPersonal: true,
          invoiceName: customerName(personal),
          invoiceEmail: personal.email,
          invoiceNif: personal.nif,
          invoiceAddress: personal.address,
          invoicePostalCode: personal.postalCode,
          invoiceMunicipalityId: personal.municipalityId,
        }
      : {
          invoiceSameAsPersonal: false,
          invoiceName: input.invoiceName!.trim(),
          invoiceEmail: normaliseEmail(input.invoiceEmail!),
          invoiceNif: normaliseNif(input.invoiceNif!),
          invoiceAddress: input.invoiceAddress!,
          invoicePostalCode: input.invoicePostalCode!,
          invoiceMunicipalityId: invoiceMunicipalityId!,
        };
    return { ...personal, ...invoice };
  }

  return { prepare };
}
