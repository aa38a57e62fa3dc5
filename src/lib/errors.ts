import { t, type Message, type Values } from './intl';
import { errorMessages } from './messages';

/** The platform's error codes and their HTTP status. */
export const PLATFORM_ERRORS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  BAD_REQUEST: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  CSRF: 403,
  GRAPHQL_TOO_COMPLEX: 400,
  GRAPHQL_QUERY_TOO_LARGE: 413,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_INTROSPECTION_DISABLED: 400,
  IDEMPOTENCY_KEY_INVALID: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  /** A create form sent with a new key and the same data as a record the user saved a moment ago. */
  IDEMPOTENCY_REPEATED: 409,
  EDITED_MEANWHILE: 409,
  /** A period whose end («Hasta») is before its start («Desde»): a list filter, a CSV, a GraphQL list. */
  DATE_RANGE_REVERSED: 422,
  /** A download's filter with a value it does not know, or given twice: refused, not the whole history. */
  EXPORT_FILTER_INVALID: 422,
} as const;

/** A module's closed list of error codes: code → HTTP status. */
export type ErrorTable = Readonly<Record<string, number>>;

/** The codes of an error table, as the members `ModuleErrorCodes` merges. */
export type ErrorCodesOf<T extends ErrorTable> = { [K in keyof T]: T[K] };

/**
 * Every module's error codes, merged by declaration from its `<name>.errors.ts`:
 * `declare module '../../src/lib/errors' { interface ModuleErrorCodes extends ErrorCodesOf<typeof TABLE> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleErrorCodes {}

/** A code an AppError may carry: the platform's or a module's (a closed list; an unknown code does not compile). */
export type ErrorCode = keyof typeof PLATFORM_ERRORS | keyof ModuleErrorCodes;

/** Field name → Spanish message, as shown next to each form field. */
export type FieldErrors = Record<string, string>;

export interface AppErrorOptions {
  /** The message's values. */
  values?: Values;
  /** Messages per form field. */
  fields?: FieldErrors;
  /** The HTTP status, when not the code's own (a platform code: its PLATFORM_ERRORS status). */
  status?: number;
}

/**
 * Every error a user can cause: a stable code for programs, a Spanish message for people,
 * an HTTP status for pages. Anything else that is thrown is a fault and shown as INTERNAL.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fields?: FieldErrors;

  constructor(
    readonly code: ErrorCode,
    message: Message,
    options: AppErrorOptions = {},
  ) {
    super(t(message, options.values));
    this.name = 'AppError';
    this.status = options.status ?? (PLATFORM_ERRORS as Record<string, number>)[code] ?? 500;
    this.fields = options.fields;
  }
}

/** A module's AppError maker: its codes only, each with the status of its table. */
export function errorsOf<T extends ErrorTable>(table: T) {
  return (code: keyof T & ErrorCode, message: Message, options: Omit<AppErrorOptions, 'status'> = {}) =>
    new AppError(code, message, { ...options, status: table[code] });
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', errorMessages.unauthenticated);
export const forbidden = () => new AppError('FORBIDDEN', errorMessages.forbidden);
export const notFound = (message: Message = errorMessages.notFound, values?: Values) =>
  new AppError('NOT_FOUND', message, { values });
export const invalidInput = (fields: FieldErrors) =>
  new AppError('BAD_USER_INPUT', errorMessages.validation, { fields });
export const conflict = (message: Message = errorMessages.conflict, values?: Values, fields?: FieldErrors) =>
  new AppError('CONFLICT', message, { values, fields });

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/**
 * A form's write: `done` with what it returns or, when the input is refused field by field,
 * `again` with the messages (the form shown again, status 422). Any other error goes on to
 * the error handler.
 */
export async function submitForm<T, R>(
  work: () => Promise<T>,
  done: (value: T) => R,
  again: (fields: FieldErrors) => R | Promise<R>,
): Promise<R> {
  let value: T;
  try {
    value = await work();
  } catch (err) {
    if (isAppError(err) && err.fields) return again(err.fields);
    throw err;
  }
  return done(value);
}

/** PostgreSQL constraint violations a user can cause, turned into their Spanish message. */
export function fromDatabaseError(err: unknown): AppError | undefined {
  const code = (err as { code?: string })?.code;
  if (code === '23505') return conflict();
  // 23503: a row still referenced (NO ACTION); 23001: the same under ON DELETE RESTRICT.
  if (code === '23503' || code === '23001') return conflict(errorMessages.inUse);
  // A value the database cannot take (a number out of range, an impossible date): the caller's mistake.
  // 22021/22P05: text PostgreSQL cannot store (a NUL written inside a GraphQL string literal).
  if (
    code === '22003' ||
    code === '22007' ||
    code === '22008' ||
    code === '22P02' ||
    code === '22021' ||
    code === '22P05'
  )
    return new AppError('BAD_REQUEST', errorMessages.badValue);
  return undefined;
}
