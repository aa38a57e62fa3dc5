import { t, type Message, type Values } from './intl';
import { errorMessages } from './messages';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | (string & {});

/** Field name → Spanish message, as shown next to each form field. */
export type FieldErrors = Record<string, string>;

/**
 * Every error a user can cause: a stable code for programs, a Spanish message for people,
 * an HTTP status for pages. Anything else that is thrown is a fault and shown as INTERNAL.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: Message,
    values?: Values,
    readonly fields?: FieldErrors,
  ) {
    super(t(message, values));
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, errorMessages.unauthenticated);
export const forbidden = () => new AppError('FORBIDDEN', 403, errorMessages.forbidden);
export const notFound = (message: Message = errorMessages.notFound, values?: Values) => new AppError('NOT_FOUND', 404, message, values);
export const invalidInput = (fields: FieldErrors) => new AppError('BAD_USER_INPUT', 422, errorMessages.validation, undefined, fields);
export const conflict = (message: Message = errorMessages.conflict, values?: Values, fields?: FieldErrors) =>
  new AppError('CONFLICT', 409, message, values, fields);

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/**
 * A form's write: `done` with what it returns or, when the input is refused field by field,
 * `again` with the messages (the form shown again, status 422). Any other error goes on to
 * the error handler.
 */
export async function submitForm<T, R>(work: () => Promise<T>, done: (value: T) => R, again: (fields: FieldErrors) => R | Promise<R>): Promise<R> {
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
  if (code === '23503') return conflict(errorMessages.inUse);
  // A value the database cannot take (a number out of range, an impossible date): the caller's mistake.
  // 22021/22P05: text PostgreSQL cannot store (a NUL written inside a GraphQL string literal).
  if (code === '22003' || code === '22007' || code === '22008' || code === '22P02' || code === '22021' || code === '22P05') return new AppError('BAD_REQUEST', 400, errorMessages.badValue);
  return undefined;
}
