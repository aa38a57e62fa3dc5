import { notFound } from './errors';
import type { Message } from './intl';
import { isRowId } from './validation';

/**
 * Reading what a browser sent (urlencoded form bodies, query strings, route params): one place
 * for the rules every form route needs.
 */

/** The last value of a field sent more than once ('false' then 'true' for a ticked checkbox). */
export const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** A field as text; '' when it was not sent. */
export const postedText = (value: unknown) => (value === undefined || value === null ? '' : String(lastValue(value)));

/** A posted id: a row id, or null ('', '1.5', 'x' or a number beyond the table's range is no id). */
export function postedId(value: unknown): number | null {
  const n = Number(postedText(value));
  return isRowId(n) ? n : null;
}

/** The id in a record's URL (/vouchers/{id}); anything that cannot be a row is 'not found'. */
export function routeId(value: unknown, message?: Message): number {
  const id = Number(value);
  if (!isRowId(id)) throw notFound(message);
  return id;
}

/** The ids of ticked boxes sent under one name (`ids`), the valid ones only. */
export const postedIds = (value: unknown) => [value ?? []].flat().map(Number).filter(isRowId);
