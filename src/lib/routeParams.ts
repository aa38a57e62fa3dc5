import type { FastifySchema } from 'fastify';
import { notFound } from './errors';
import type { Message } from './intl';
import { MAX_ROW_ID, ROW_ID_PATTERN } from './validation';

/**
 * What a route reads from its address (the URL's params, the query string; a posted id now and
 * then), declared as the route's Fastify schema and checked before its handler runs: a row id
 * arrives as a number (`/vouchers/:id` → `request.params.id === 7`), a word of a closed list as
 * itself. Anything else names no record and answers the 404 page, as a missing row does (never
 * Fastify's 400 JSON): `schemaErrorFormatter` turns the failure into `notFound(message)`, which
 * the error handler renders like every other not-found.
 *
 *   app.get<{ Params: IdParams }>('/vouchers/:id', { ...view, ...idParam(m.notFound) }, handler)
 */

/**
 * A row id as the URL writes it: a canonical positive decimal integer from 1 to MAX_ROW_ID ('7',
 * '2147483647'). Anything else names no row: 'abc', '0', '1.5', '0x10', '1e1', '+16', ' 16',
 * '016', '16.0', 'Infinity' or a number beyond the table's range. The text is checked as written
 * first (Fastify's Ajv would coerce '0x10' to 16 and '016' to 16), then coerced to a number.
 */
export const ROW_ID = {
  allOf: [
    { type: 'string', pattern: ROW_ID_PATTERN },
    { type: 'integer', minimum: 1, maximum: MAX_ROW_ID },
  ],
} as const;

/** A query field where '' means "none chosen" (a form's empty choice); otherwise a row id. */
export const OPTIONAL_ROW_ID = { anyOf: [{ const: '' }, ROW_ID] } as const;

/** A word of a closed list (`/places-settings/:kind/…`: 'provinces', 'districts'…). */
export const oneOf = <T extends string>(values: readonly T[]) => ({ type: 'string', enum: [...values] }) as const;

export type FieldShape = typeof ROW_ID | typeof OPTIONAL_ROW_ID | ReturnType<typeof oneOf>;

export interface RouteInputOptions {
  /**
   * The URL's params, name → shape. None is required: the path decides which are there, so one
   * route option object serves paths with and without a nested id (/teachers/:id/studies and
   * /teachers/:id/studies/:recordId).
   */
  params?: Record<string, FieldShape>;
  /** Query-string fields, each required unless OPTIONAL_ROW_ID (then absent or '' is allowed). */
  query?: Record<string, FieldShape>;
  /** Posted fields (urlencoded), with the same rule as the query's. */
  body?: Record<string, FieldShape>;
  /** The record's own "does not exist" message (logged, and the API's answer); the platform's when absent. */
  notFound?: Message;
}

function objectOf(fields: Record<string, FieldShape>, required: 'all' | 'none') {
  return {
    type: 'object',
    properties: fields,
    required: required === 'none' ? [] : Object.keys(fields).filter((name) => fields[name] !== OPTIONAL_ROW_ID),
  };
}

/** The route options (`schema`, `schemaErrorFormatter`) that check a route's params, query and posted ids. */
export function routeInput({ params, query, body, notFound: message }: RouteInputOptions) {
  const schema: FastifySchema = {};
  if (params) schema.params = objectOf(params, 'none');
  if (query) schema.querystring = objectOf(query, 'all');
  if (body) schema.body = objectOf(body, 'all');
  return { schema, schemaErrorFormatter: () => notFound(message) };
}

/** The options of a record's route, `/…/:id`: spread next to its config (`{ ...view, ...idParam(m.notFound) }`). */
export const idParam = (message?: Message) => routeInput({ params: { id: ROW_ID }, notFound: message });

/** `request.params` of a route with `idParam`. */
export interface IdParams {
  id: number;
}
