import { isoDayOf } from '../../views/widgets/dateText';
import { domainToASCII } from 'node:url';
import { Ajv, type ErrorObject, type JSONSchemaType, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isValidIBAN, electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { validateSpanishId, validCIF, validDNI, validNIE } from 'spain-id';
import { formatMoney, parseEuros, t, type Message } from './intl';
import { isIsoDay, type EurosOptions, type EurosRefusal } from './format';
import { validationMessages as m } from './messages';
import { invalidInput, isAppError, type FieldErrors } from './errors';

/**
 * One Ajv schema per input, shared by the form route and the GraphQL resolver. Messages come
 * from the keyword that failed (the specification's texts), or from a field's own
 * `x-messages` when a keyword needs a field-specific text (a pattern, say).
 */
const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, removeAdditional: true, strict: true });
(addFormats as unknown as (a: Ajv) => void)(ajv);
ajv.addKeyword({ keyword: 'x-messages', schemaType: 'object' });
ajv.addKeyword({ keyword: 'x-label', schemaType: 'string' });
ajv.addKeyword({ keyword: 'x-multiline', schemaType: 'boolean' });
ajv.addFormat('iban', { type: 'string', validate: (v: string) => isValidIBAN(electronicFormatIBAN(v) ?? '') });
// Spanish tax ids: NIF (DNI), NIE and CIF, each with its control letter or digit.
ajv.addFormat('nif', { type: 'string', validate: (v: string) => validateSpanishId(normaliseNif(v)) });
// A phone number as people write it: an optional +, then 9 to 15 digits with spaces, dots, dashes or brackets.
ajv.addFormat('phone', {
  type: 'string',
  validate: (v: string) =>
    /^\+?[0-9 ().-]+$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 9 && (v.match(/[0-9]/g)?.length ?? 0) <= 15,
});
// A Spanish postal code: five digits, 01000 to 52999.
ajv.addFormat('postal-code', {
  type: 'string',
  validate: (v: string) => /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/.test(v),
});
ajv.addFormat('email', { type: 'string', validate: (v: string) => isEmailAddress(v) });
ajv.addFormat('password', { type: 'string', validate: (v: string) => v.length >= 8 });
// A day as isIsoDay reads it: ajv-formats' own 'date' takes the year 0000, which PostgreSQL refuses.
ajv.addFormat('date', { type: 'string', validate: isIsoDay });

/** The local part as ajv-formats' email has it: ASCII letters, digits and !#$%&'*+/=?^_`{|}~- in dot-separated atoms. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * An email address as mail servers take it: an ASCII local part (josé@… is refused: most servers
 * refuse it too) at a domain that may be internationalised (ana@españa.es, IDN), checked in its
 * ASCII form (xn--espaa-rta.es) label by label, with a top-level domain that is not a number.
 * ajv-formats' own `email` refused every domain with an accent or an ñ.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local) || !domain || /[\s@]/.test(domain)) return false;
  const ascii = domainToASCII(domain);
  if (!ascii || ascii.length > 253) return false;
  const labels = ascii.split('.');
  return labels.length >= 2 && labels.every((l) => ASCII_LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]);
}

export type Schema = Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };

/**
 * A text of several lines (remarks, a reason, a list of studies): a textarea on the forms.
 * Every other text of a schema is one line (a name, a phone, an address) and is refused with a
 * line break in it, as its form's input could never send one: `{ type: 'string', ...multiline }`.
 */
export const multiline = { 'x-multiline': true } as const;

function messageFor(error: ErrorObject, schema: Schema): { field: string; text: string } {
  const field =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : (error.instancePath.split('/')[1] ?? '');
  const own = (schema.properties[field]?.['x-messages'] as Record<string, Message> | undefined)?.[error.keyword];
  if (own) return { field, text: t(own, error.params as Record<string, string>) };
  const fieldSchema = schema.properties[field] ?? {};
  switch (error.keyword) {
    case 'required':
      return { field, text: t(m.required) };
    case 'format': {
      const format = (error.params as { format: string }).format;
      if (format === 'email') return { field, text: t(m.email) };
      if (format === 'iban') return { field, text: t(m.iban) };
      if (format === 'password') return { field, text: t(m.passwordLength) };
      if (format === 'nif') return { field, text: t(m.nif) };
      if (format === 'date') return { field, text: t(m.date) };
      if (format === 'phone') return { field, text: t(m.phone) };
      if (format === 'postal-code') return { field, text: t(m.postalCode) };
      return { field, text: t(m.invalid) };
    }
    case 'minLength':
      return { field, text: t(m.required) };
    case 'maxLength':
      return { field, text: t(m.maxLength, { limit: (error.params as { limit: number }).limit }) };
    case 'type':
      // A text or a yes/no field posted twice (an array) is not "a number".
      if (fieldSchema.type !== 'integer' && fieldSchema.type !== 'number') return { field, text: t(m.invalid) };
      return { field, text: t(fieldSchema.type === 'integer' ? m.positiveInteger : m.positiveNumber) };
    case 'minimum':
    case 'exclusiveMinimum':
      return { field, text: t(fieldSchema.type === 'integer' ? m.positiveInteger : m.positiveNumber) };
    case 'maximum':
      return { field, text: (error.params as { limit: number }).limit === 100 ? t(m.max100) : t(m.invalid) };
    case 'enum':
      return { field, text: t(m.invalidOption) };
    default:
      return { field, text: t(m.invalid) };
  }
}

/** 'x1234567-l ' → 'X1234567L': how NIFs and IBANs are stored and compared. */
/** The largest id a table's serial column holds (PostgreSQL's integer). */
export const MAX_ROW_ID = 2147483647;

/** A field holding a record's id: a positive integer a table can hold (beyond that, no such record). */
export const idField = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ROW_ID,
  'x-messages': { maximum: m.invalidOption },
} as const;

/** A row id as text: a canonical positive decimal integer ('16'; never '016', '0x10', '1e1', '+16', '16.0'). */
export const ROW_ID_PATTERN = '^[1-9][0-9]{0,9}$';

/** The row id a text writes canonically, or null (see ROW_ID_PATTERN): forms and addresses read ids alike. */
export function rowIdOf(text: string): number | null {
  if (!new RegExp(ROW_ID_PATTERN).test(text)) return null;
  const n = Number(text);
  return isRowId(n) ? n : null;
}

/**
 * A filter's or an argument's value as the row id it names when written canonically ('16', or
 * the number 16); '0x10', '016', '1e1' or '16.0' name no row (undefined), as in an address
 * (ROW_ID_PATTERN).
 */
export const rowIdIn = (value: unknown): number | undefined => rowIdOf(String(value ?? '')) ?? undefined;

/** Whether the value is an id a table can hold (a positive 32-bit integer): anything else is not found. */
export const isRowId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ROW_ID;

/**
 * Whether a number has at most `places` decimals, as a numeric column of that scale keeps it
 * (PostgreSQL would round 21,555 to 21,56 without a word).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

const AMOUNT_REFUSALS: Record<EurosRefusal, Message> = {
  format: m.amountFormat,
  notPositive: m.positiveNumber,
  decimals: m.amountDecimals,
  tooLarge: m.amountTooLarge,
};

/**
 * An amount typed in euros (`parseEuros`) in cents, or the message that says why it is not
 * one: every form and argument that takes euros as text says it the same way.
 */
export function readAmount(
  text: string,
  options: EurosOptions = {},
): { cents: number; message?: undefined } | { cents?: undefined; message: string } {
  const reading = parseEuros(text, options);
  if (reading.refused === undefined) return { cents: reading.cents };
  // Words where a positive amount goes ('mucho', '1.2.3') break the specification's rule for a
  // positive number, in its words; a signed amount (an amendment's) is told how to write one.
  const refusal = reading.refused === 'format' && !options.signed ? 'notPositive' : reading.refused;
  const max = formatMoney(options.max ?? Number.MAX_SAFE_INTEGER);
  return { message: t(AMOUNT_REFUSALS[refusal], { max }) };
}

/**
 * A person's tax id, as typed (normalised here): a DNI, a NIE, or a NIF starting K, L or M (a Spaniard
 * under 14 or living abroad, a foreigner without a NIE), which the id library checks as it does a CIF.
 * Not a company's CIF.
 */
export function isPersonalNif(value: string): boolean {
  const nif = normaliseNif(value);
  return validDNI(nif) || validNIE(nif) || (/^[KLM]/.test(nif) && validCIF(nif));
}

export function normaliseNif(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** An IBAN as stored: electronic format (no spaces, upper case). */
export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s/g, '').toUpperCase();
}

/** An IBAN as people read it, in groups of four: 'ES91 2100 0418 4502 0005 1332'. */
export const formatIban = (iban: string | null | undefined) => (iban ? (friendlyFormatIBAN(iban) ?? iban) : '');

/**
 * Spaces and the invisible characters a text pasted from a web page or a document brings at its
 * ends (zero-width space, joiners, word joiner, BOM): «Matemáticas\u200B» was a second subject
 * that looked like the first, and «\u200B» alone a name nobody could see.
 */
const EDGES = /^[\s\u180E\u200B-\u200D\u2060\uFEFF]+|[\s\u180E\u200B-\u200D\u2060\uFEFF]+$/g;
export const trimText = (value: string) => value.replace(EDGES, '');

/** Form posts send every field as a string: trim, and treat empty as absent. */
export function normaliseInput(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (key.startsWith('_')) continue; // _csrf and friends
    const v = typeof value === 'string' ? trimText(value) : value;
    if (v === '' || v === undefined || v === null) continue;
    out[key] = v;
  }
  return out;
}

/**
 * An API update read as a patch: each of `keys` the input leaves out takes the record's current
 * value, and a key sent as null is emptied. `{ phone }` alone changes the phone and keeps the NIF
 * and the IBAN. Forms post every field (empty is none), so they do not go through this: the
 * services' `patch` use cases do, for GraphQL's updates.
 * `instead` names a key whose presence stands for another: a municipality given by name replaces
 * the kept municipality id.
 */
export function keepingLeftOut<K extends string>(
  raw: unknown,
  current: Partial<Record<K, unknown>>,
  { keys, instead = {} }: { keys: readonly K[]; instead?: Partial<Record<string, K>> },
): Record<string, unknown> {
  const given = (raw ?? {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of keys) if (!(key in given) && current[key] != null) kept[key] = current[key];
  for (const [present, replaced] of Object.entries(instead)) if (present in given) delete kept[replaced!];
  return { ...kept, ...given };
}

export interface Validator<T> {
  schema: Schema;
  /** Returns the cleaned, typed value or throws BAD_USER_INPUT with every field's message. */
  parse(input: unknown): T;
  /**
   * Like parse, but adds the messages to `fields` instead of throwing, and then returns
   * `fallback` (the input as given), so a service can run its other checks and report every
   * message at once.
   */
  collect(input: unknown, fields: FieldErrors, fallback?: unknown): T;
}

/**
 * A form's or an argument's check. Compiled on first use: modules declare dozens at import,
 * and compiling them all cost every process ~0.2 s of CPU at start (the server, each command,
 * each test file), most of them for forms it never sees.
 */
export function validator<T>(schema: Schema | JSONSchemaType<T>): Validator<T> {
  let compiled: ValidateFunction | undefined;
  /** The input cleaned and coerced (Ajv coerces in place), and each refused field's message. */
  function check(input: unknown): { data: Record<string, unknown>; fields: FieldErrors } {
    const data = isoDates(normaliseInput(input as Record<string, unknown>), schema as Schema) as Record<
      string,
      unknown
    >;
    // Read before Ajv, which coerces in place: a number typed as no one writes one is refused, not guessed.
    const unwritten = Object.keys(data).filter((key) =>
      isUnwrittenNumber(data[key], (schema as Schema).properties?.[key]),
    );
    const fn = (compiled ??= ajv.compile(schema));
    const valid = fn(data);
    // Ajv coerces '1e309' to Infinity and then skips minimum and maximum: a number no field can take.
    const infinite = Object.keys(data).filter((key) => hasInfinity(data[key]));
    // Control characters (ESC, BEL…; tabs and line breaks aside) are no one's text and break
    // the CSV, PDF and XML the data ends up in: refused, not silently dropped.
    const controls = Object.keys(data).filter((key) => hasControlCharacters(data[key]));
    // A line break in a one-line field (GraphQL can send one; no input can): refused the same way.
    const breaks = Object.keys(data).filter(
      (key) => (schema as Schema).properties?.[key]?.['x-multiline'] !== true && hasLineBreaks(data[key]),
    );
    const fields: FieldErrors = {};
    for (const error of valid ? [] : (fn.errors ?? [])) {
      const { field, text } = messageFor(error, schema as Schema);
      fields[field] ??= text;
    }
    for (const field of unwritten) {
      const error: ErrorObject = { keyword: 'type', instancePath: `/${field}`, schemaPath: '', params: {} };
      fields[field] ??= messageFor(error, schema as Schema).text;
    }
    for (const field of controls) fields[field] ??= t(m.controlCharacters);
    for (const field of breaks) fields[field] ??= t(m.lineBreaks);
    for (const field of infinite) {
      // Beyond any maximum the field has (an id: 'Elige una de las opciones de la lista').
      const limit = (schema as Schema).properties[field]?.maximum;
      const keyword = limit === undefined ? 'type' : 'maximum';
      const error: ErrorObject = { keyword, instancePath: `/${field}`, schemaPath: '', params: { limit } };
      fields[field] ??= messageFor(error, schema as Schema).text;
    }
    return { data, fields };
  }
  return {
    schema: schema as Schema,
    parse(input) {
      const { data, fields } = check(input);
      if (Object.keys(fields).length > 0) throw invalidInput(fields);
      return data as T;
    },
    collect(input, fields, fallback = input ?? {}) {
      const checked = check(input);
      const refused = Object.keys(checked.fields);
      if (refused.length === 0) return checked.data as T;
      for (const [field, text] of Object.entries(checked.fields)) fields[field] ??= text;
      // The fields that passed come back as the schema reads them (an id posted as text is a
      // number), the rest of the fallback as given. The fields just refused are left out: the
      // later checks must not meet a value of the wrong type (a field posted twice is an array;
      // an id out of range reaches SQL).
      const fallbackValue = isoDates(fallback, schema as Schema);
      const merged =
        typeof fallbackValue === 'object' && fallbackValue !== null && !Array.isArray(fallbackValue)
          ? { ...fallbackValue, ...checked.data }
          : fallbackValue;
      return withoutFields(merged, refused) as T;
    },
  };
}

/**
 * The days of a form's date fields (`format: 'date'`) as the date fields send them, in the
 * Spanish order (22/11/2026), read as ISO (2026-11-22), which is what the checks and the
 * database take; ISO stays ISO, and anything else is left for the check to refuse.
 */
function isoDates(value: unknown, schema: Schema): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const [field, rule] of Object.entries(schema.properties ?? {})) {
    const given = (value as Record<string, unknown>)[field];
    if (rule.format !== 'date' || typeof given !== 'string') continue;
    out ??= { ...(value as Record<string, unknown>) };
    out[field] = isoDayOf(given);
  }
  return out ?? value;
}

/** Whether `test` holds for the value or for any value nested in it (a list, an object). */
function anyValue(value: unknown, test: (leaf: unknown) => boolean): boolean {
  if (typeof value === 'object' && value !== null) return Object.values(value).some((v) => anyValue(v, test));
  return test(value);
}

/**
 * A number field's text that Ajv would read as a number but no one writes as one: «1e1» (10),
 * «0x10» (16), «+5», «.5», «5.». A form's number is digits, with a point for decimals. (What is
 * no number at all, or beyond any, is Ajv's and the infinity check's to refuse, with their messages.)
 */
function isUnwrittenNumber(value: unknown, fieldSchema: Record<string, unknown> | undefined): boolean {
  if (typeof value !== 'string' || !Number.isFinite(Number(value))) return false;
  const types = [fieldSchema?.type].flat();
  return (types.includes('integer') || types.includes('number')) && !/^-?\d+(\.\d+)?$/.test(value);
}

const hasInfinity = (value: unknown) => anyValue(value, (v) => typeof v === 'number' && !Number.isFinite(v));

// C0 but tab and line breaks, DEL, C1, and the invisible direction embeddings, overrides and isolates:
// «Ana \u202Ezepól» reads «Ana lópez» on every page while its letters say otherwise.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const hasControlCharacters = (value: unknown) =>
  anyValue(value, (v) => typeof v === 'string' && CONTROL_CHARACTERS.test(v));

const hasLineBreaks = (value: unknown) => anyValue(value, (v) => typeof v === 'string' && /[\r\n]/.test(v));

/**
 * What validator() says of a one-line text read by hand (an invoice line's concept): control
 * characters, then line breaks; undefined when it can be kept.
 */
export function oneLineTextError(value: string): string | undefined {
  if (hasControlCharacters(value)) return t(m.controlCharacters);
  if (hasLineBreaks(value)) return t(m.lineBreaks);
  return undefined;
}

function withoutFields(value: unknown, refused: string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of refused) delete out[field];
  return out;
}

/** Runs every check of an input and gathers their field messages, so a form shows them all at once. */
export async function collectFieldErrors(checks: (() => unknown)[]): Promise<void> {
  const fields: FieldErrors = {};
  for (const check of checks) {
    try {
      await check();
    } catch (err) {
      if (!isAppError(err) || !err.fields) throw err;
      for (const [field, text] of Object.entries(err.fields)) fields[field] ??= text;
    }
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}
