import { rowIdOf } from './validation';

/**
 * Reading what a browser sent (urlencoded form bodies, query strings): one place for the rules
 * every form route needs. Ids in a route's address are checked by its schema (routeParams.ts).
 */

/** The last value of a field sent more than once ('false' then 'true' for a ticked checkbox). */
export const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** A field as text; '' when it was not sent. */
export const postedText = (value: unknown) => (value === undefined || value === null ? '' : String(lastValue(value)));

/**
 * A field sent but empty (or spaces only): a form's «obligatorio» field left blank, refused with
 * «Debes rellenar este campo», where leaving it out (GraphQL, the command line) takes its default.
 */
export const postedEmpty = (value: unknown) => value !== undefined && value !== null && postedText(value).trim() === '';

/**
 * A posted id: a row id written canonically, or null ('', '1.5', 'x', '0x10', '016' or a number
 * beyond the table's range is no id).
 */
export const postedId = (value: unknown): number | null => rowIdOf(postedText(value));

/** The ids of ticked boxes sent under one name (`ids`), the valid ones only. */
export const postedIds = (value: unknown) =>
  [value ?? []]
    .flat()
    .map((one) => rowIdOf(String(one)))
    .filter((id): id is number => id !== null);
