// Checking a teacher's input (staff's form, the teacher's own profile, the application): municipality, NIF, email, birth date.

import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/knex';
import { AppError, invalidInput, type FieldErrors } from '../../src/lib/errors';
import { addMonths } from '../../src/lib/days';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { idField, isPersonalNif, normaliseIban, normaliseNif, validator, multiline } from '../../src/lib/validation';
import { choosePlace, postalCodeFits } from '../places';
import { peopleMessages as people } from './people.messages';
import { hashPassword } from './auth.service';
import { assertEmailFree, assertPasswordsMatch, checkBirthDate, passwordFields, userFields } from './users';
import { teachersMessages as m } from './teachers.messages';

/** The youngest a teacher may be: 16, the minimum age to work in Spain (Estatuto de los Trabajadores, art. 6). */
export const TEACHER_MIN_AGE_YEARS = 16;

// ---- Schemas: one per input, shared by the form routes and the resolvers ----

/** How far ahead a teacher's start (alta) or drop-out (baja) may be set: 9999-12-31 is a typo. */
export const MAX_START_MONTHS_AHEAD = 12;
/** The earliest start date taken (1900-01-01 is a typo, not a teacher's first day here). */
export const EARLIEST_START_DATE = '1970-01-01';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const date = { type: 'string', format: 'date' } as const;
const profileFields = {
  phone: userFields.phone,
  nif: { type: 'string', format: 'nif', maxLength: 20 },
  birthDate: date,
  address: text(200),
  postalCode: userFields.postalCode,
  municipalityId: idField,
  municipalityName: text(200),
  iban: { type: 'string', format: 'iban', maxLength: 42 },
  hasTeachingDegree: { type: 'boolean' },
} as const;

export interface TeacherInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  nif?: string;
  birthDate?: string;
  address?: string;
  postalCode?: string;
  municipalityId?: number;
  municipalityName?: string;
  iban?: string;
  hasTeachingDegree?: boolean;
  startDate?: string;
  remarks?: string;
  password?: string;
  passwordRepeat?: string;
}

const staffSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'email'],
  properties: {
    firstName: userFields.firstName,
    lastName: userFields.lastName,
    email: userFields.email,
    ...profileFields,
    startDate: date,
    remarks: { ...text(5000), ...multiline },
    ...passwordFields,
  },
} as const;

export const teacherValidator = validator<TeacherInput>(staffSchema);

export type MyTeacherInput = Pick<
  TeacherInput,
  | 'phone'
  | 'nif'
  | 'birthDate'
  | 'address'
  | 'postalCode'
  | 'municipalityId'
  | 'municipalityName'
  | 'iban'
  | 'hasTeachingDegree'
> & {
  hasAcceptedTerms?: boolean;
  hasAcceptedPrivacyPolicy?: boolean;
};

export const myTeacherValidator = validator<MyTeacherInput>({
  type: 'object',
  properties: {
    ...profileFields,
    hasAcceptedTerms: { type: 'boolean' },
    hasAcceptedPrivacyPolicy: { type: 'boolean' },
  },
});

export interface DropOutInput {
  dropOutDate: string;
  reason?: string;
}

export const dropOutValidator = validator<DropOutInput>({
  type: 'object',
  required: ['dropOutDate'],
  properties: { dropOutDate: date, reason: { ...text(1000), ...multiline } },
});

export interface ApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nif?: string;
  municipalityId?: number;
  municipalityName?: string;
  studies: string;
  hasTeachingDegree?: boolean;
  hasAcceptedTerms: boolean;
  hasAcceptedPrivacyPolicy: boolean;
}

const mustAccept = {
  type: 'boolean',
  const: true,
  'x-messages': { const: m.mustAccept, required: m.mustAccept, type: m.mustAccept },
} as const;

export const applicationValidator = validator<ApplicationInput>({
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone', 'studies', 'hasAcceptedTerms', 'hasAcceptedPrivacyPolicy'],
  properties: {
    firstName: userFields.firstName,
    lastName: userFields.lastName,
    email: userFields.email,
    phone: { ...userFields.phone, minLength: 1 },
    nif: profileFields.nif,
    municipalityId: profileFields.municipalityId,
    municipalityName: profileFields.municipalityName,
    studies: { type: 'string', minLength: 1, maxLength: 3000, ...multiline },
    hasTeachingDegree: { type: 'boolean' },
    hasAcceptedTerms: mustAccept,
    hasAcceptedPrivacyPolicy: mustAccept,
  },
});

/** Whose email or NIF may be the one checked (the teacher edited), and the connection it is read on. */
interface Whose {
  exceptId?: number;
  conn?: Db;
}

export function createTeacherInputChecks(db: Db) {
  /**
   * The municipality given by id or, from a form without JavaScript, by name; optional. A postal
   * code given with it must be of its province (as a customer's).
   */
  async function municipalityOf(
    input: { municipalityId?: number; municipalityName?: string; postalCode?: string },
    fields: FieldErrors,
  ): Promise<number | null> {
    const chosen = await choosePlace(db, 'municipalities', { id: input.municipalityId, name: input.municipalityName });
    if (typeof chosen === 'number' || chosen === null) {
      const place = { municipalityId: chosen, postalCode: input.postalCode };
      if (!fields.postalCode && !(await postalCodeFits(db, place))) fields.postalCode = t(people.postalCodeElsewhere);
      return chosen;
    }
    fields.municipalityId = t(chosen === 'ambiguous' ? people.municipalityAmbiguous : people.municipalityNotFound);
    return null;
  }

  /** A teacher is paid as a person, IRPF withheld: a DNI or a NIE, not a company's CIF (a valid one otherwise). */
  function personalNif(nif: string | null | undefined, fields: FieldErrors) {
    if (nif && !fields.nif && !isPersonalNif(nif)) fields.nif = t(m.nifNotPersonal);
  }

  async function assertNifFree(
    nif: string | null | undefined,
    fields: FieldErrors,
    { exceptId, conn = db }: Whose = {},
  ) {
    personalNif(nif, fields);
    if (!nif || fields.nif) return;
    const q = conn('teachers').whereRaw('upper(nif) = ?', [normaliseNif(nif)]);
    if (exceptId) q.whereNot({ id: exceptId });
    if (await q.first('id')) fields.nif = t(m.nifTaken);
  }

  async function emailField(email: string | undefined, fields: FieldErrors, { exceptId, conn = db }: Whose = {}) {
    if (!email || fields.email) return;
    try {
      await assertEmailFree(conn, email, exceptId);
    } catch (err) {
      if (err instanceof AppError && err.fields) Object.assign(fields, err.fields);
      else throw err;
    }
  }

  /** Columns of the profile shared by staff and the teacher themself. */
  function profileValues(input: MyTeacherInput, municipalityId: number | null) {
    return {
      nif: input.nif ? normaliseNif(input.nif) : null,
      birthDate: input.birthDate ?? null,
      address: input.address ?? null,
      postalCode: input.postalCode ?? null,
      municipalityId,
      iban: input.iban ? normaliseIban(input.iban) : null,
      hasTeachingDegree: input.hasTeachingDegree ?? false,
    };
  }

  /**
   * Validates a staff input completely (fields, municipality, email, NIF) before any write.
   * `uniqueLater`: a create checks that the email and the NIF are free in its transaction, once it
   * holds any idempotency key (`assertUnique`), so that the same create sent again
   * lands on the teacher the first made instead of being told «ya registrado»; along with other
   * errors they are still told at once.
   */
  async function prepare(raw: unknown, exceptId?: number, { uniqueLater = false } = {}) {
    const fields: FieldErrors = {};
    const input = teacherValidator.collect(raw, fields);
    if (exceptId === undefined && (input.password || input.passwordRepeat) && !fields.password) {
      if (!input.password) fields.password = t(validationMessages.required);
      else {
        try {
          assertPasswordsMatch({ password: input.password, passwordRepeat: input.passwordRepeat ?? '' });
        } catch (err) {
          if (err instanceof AppError && err.fields) Object.assign(fields, err.fields);
        }
      }
    }
    const municipalityId = await municipalityOf(input, fields);
    notBornYet(input, fields);
    const latestStart = addMonths(todayInMadrid(), MAX_START_MONTHS_AHEAD);
    if (input.startDate && !fields.startDate && input.startDate > latestStart)
      fields.startDate = t(m.startDateTooFar, { date: formatDate(latestStart) });
    else if (input.startDate && !fields.startDate && input.startDate < EARLIEST_START_DATE)
      fields.startDate = t(m.startDateTooEarly, { date: formatDate(EARLIEST_START_DATE) });
    if (uniqueLater && Object.keys(fields).length === 0) personalNif(input.nif, fields);
    else await unique(input, fields, { exceptId });
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return { input, municipalityId };
  }

  async function unique(input: { email?: string; nif?: string }, fields: FieldErrors, whose: Whose) {
    await emailField(input.email, fields, whose);
    await assertNifFree(input.nif, fields, whose);
  }

  /** The email and the NIF a `prepare(…, { uniqueLater: true })` left to check: free, or INVALID_INPUT. */
  async function assertUnique(input: { email?: string; nif?: string }, conn: Db) {
    const fields: FieldErrors = {};
    await unique(input, fields, { conn });
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
  }

  /** A teacher's birth date: a real one (users.ts) of someone old enough to work (TEACHER_MIN_AGE_YEARS). */
  function notBornYet(input: { birthDate?: string }, fields: FieldErrors) {
    checkBirthDate(input.birthDate, fields);
    const latest = addMonths(todayInMadrid(), -12 * TEACHER_MIN_AGE_YEARS);
    if (input.birthDate && !fields.birthDate && input.birthDate > latest)
      fields.birthDate = t(m.birthDateTooYoung, { years: TEACHER_MIN_AGE_YEARS, date: formatDate(latest) });
  }

  const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

  return {
    municipalityOf,
    personalNif,
    assertNifFree,
    emailField,
    profileValues,
    prepare,
    assertUnique,
    notBornYet,
    unusablePassword,
  };
}
