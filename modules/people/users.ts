import type { Knex } from 'knex';
import { conflict, forbidden, invalidInput } from '../../src/lib/errors';
import { addMonths } from '../../src/lib/days';
import { formatDate, t, todayInMadrid } from '../../src/lib/intl';
import type { FieldErrors } from '../../src/lib/errors';
import { validationMessages } from '../../src/lib/messages';
import type { Actor } from '../../src/lib/policy';
import { peopleMessages as m } from './people.messages';

/**
 * What every kind of account shares (staff and teachers are users): the JSON-schema
 * fragments of their personal fields, the e-mail rule, and the "own record" rule.
 */

/** Emails are stored trimmed and in lower case; the unique index compares lower(email). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Personal fields shared by staff, teachers and customers. */
export const userFields = {
  firstName: { type: 'string', minLength: 1, maxLength: 100 },
  lastName: { type: 'string', minLength: 1, maxLength: 150 },
  email: { type: 'string', format: 'email', maxLength: 254 },
  phone: { type: 'string', format: 'phone', maxLength: 30 },
  postalCode: { type: 'string', format: 'postal-code', maxLength: 5 },
} as const;

/** A new password and its repetition (the repetition is checked by `assertPasswordsMatch`). */
export const passwordFields = {
  password: { type: 'string', format: 'password', maxLength: 200 },
  passwordRepeat: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

/** Throws BAD_USER_INPUT on `passwordRepeat` when the two differ ('Las contraseñas no coinciden'). */
export function assertPasswordsMatch(input: { password: string; passwordRepeat: string }) {
  if (input.password !== input.passwordRepeat)
    throw invalidInput({ passwordRepeat: t(validationMessages.passwordRepeat) });
}

/** Refuses an email another user already has (any case); `exceptUserId` is the user being edited. */
export async function assertEmailFree(db: Knex, email: string, exceptUserId?: number) {
  const q = db('users').whereRaw('lower(email) = ?', [normaliseEmail(email)]);
  if (exceptUserId) q.whereNot({ id: exceptUserId });
  if (await q.first('id')) throw conflict(m.emailTaken, undefined, { email: t(m.emailTaken) });
}

/**
 * A write that met another user's email in the unique index (two saves at once: the check above
 * found the address free for both) is told what the form's check says, not «Ya existe un registro».
 */
export function emailTakenMeanwhile(err: unknown): never {
  const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'users_email_unique') throw invalidInput({ email: t(m.emailTaken) });
  throw err;
}

/**
 * The teacher whose records a caller may touch: a teacher only their own (whatever id they
 * ask for), staff any teacher they name.
 */
export function ownTeacherId(actor: Actor, teacherId?: number | null): number {
  if (actor.role === 'teacher') {
    if (teacherId != null && teacherId !== actor.id) throw forbidden();
    return actor.id;
  }
  if (teacherId == null) throw forbidden();
  return teacherId;
}

/** The oldest birth date taken, in years before today (1900-01-01 is a typo, not a pupil). */
export const MAX_AGE_YEARS = 110;

/** A birth date (a teacher's or a student's): not after today, nor more than MAX_AGE_YEARS ago. */
export function checkBirthDate(birthDate: string | undefined, fields: FieldErrors) {
  if (!birthDate || fields.birthDate) return;
  const today = todayInMadrid();
  const earliest = addMonths(today, -12 * MAX_AGE_YEARS);
  if (birthDate > today) fields.birthDate = t(m.birthDateFuture);
  else if (birthDate < earliest) fields.birthDate = t(m.birthDateTooOld, { date: formatDate(earliest) });
}
