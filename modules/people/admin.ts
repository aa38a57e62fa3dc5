import type { Knex } from 'knex';
import { defineMessages, t } from '../../src/lib/intl';
import { validator } from '../../src/lib/validation';
import { isAppError } from '../../src/lib/errors';
import type { Actor } from '../../src/lib/policy';
import { hashPassword } from './auth.service';
import { normaliseEmail, userFields, passwordFields } from './users';

export const adminMessages = defineMessages({
  created: { id: 'people.admin.created', defaultMessage: 'Administrador creado: {email}. Ya puede iniciar sesión.' },
  exists: {
    id: 'people.admin.exists',
    defaultMessage: 'Ya existe un administrador con el email {email}: no se ha cambiado nada (ni su contraseña).',
  },
  otherRole: {
    id: 'people.admin.otherRole',
    defaultMessage:
      'El email {email} ya es de un usuario que no es administrador: no se ha cambiado nada. Usa otro email.',
  },
  invalid: { id: 'people.admin.invalid', defaultMessage: 'No se ha creado el administrador:\n{problems}' },
});

const schema = {
  type: 'object',
  required: ['email', 'firstName', 'password'],
  properties: {
    email: userFields.email,
    firstName: userFields.firstName,
    lastName: { type: 'string', maxLength: 150 },
    password: passwordFields.password,
  },
  additionalProperties: false,
};
const validate = validator<{ email: string; firstName: string; lastName?: string; password: string }>(schema);

/** "Ana García López" → first name "Ana", surnames "García López"; no name: "Administración". */
function splitName(name: string | undefined) {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? 'Administración', lastName: rest.join(' ') };
}

/**
 * Checks an administrator's data with the application's rules (email format, password of at
 * least 8 characters); throws an Error with every problem in Spanish.
 */
export function adminInput(raw: { email: string; name?: string; password: string }) {
  try {
    return validate.parse({ email: raw.email.trim(), ...splitName(raw.name), password: raw.password });
  } catch (err) {
    if (isAppError(err) && err.fields) {
      const labels: Record<string, string> = {
        email: 'Email',
        firstName: 'Nombre',
        lastName: 'Apellidos',
        password: 'Contraseña',
      };
      const problems = Object.entries(err.fields).map(([field, text]) => `  ${labels[field] ?? field}: ${text}`);
      throw new Error(t(adminMessages.invalid, { problems: problems.join('\n') }), { cause: err });
    }
    throw err;
  }
}

/**
 * Creates the first (or another) administrator: safe to run again, as an install script does
 * (an existing administrator with that email is left as is, password included); an email of
 * another role is refused. Returns the Spanish sentence to print and whether it is a failure.
 */
export async function createAdmin(
  db: Knex,
  input: ReturnType<typeof adminInput>,
): Promise<{ ok: boolean; message: string }> {
  const email = normaliseEmail(input.email);
  const existing = (await db('users').whereRaw('lower(email) = ?', [email]).first('id', 'role')) as
    { id: number; role: string } | undefined;
  if (existing)
    return existing.role === 'admin'
      ? { ok: true, message: t(adminMessages.exists, { email }) }
      : { ok: false, message: t(adminMessages.otherRole, { email }) };
  try {
    await db('users').insert({
      email,
      role: 'admin',
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      passwordHash: await hashPassword(input.password),
    });
  } catch (err) {
    // Two runs at once: the unique index on lower(email) lets one in; the other is told it exists.
    if ((err as { code?: string }).code === '23505') return { ok: true, message: t(adminMessages.exists, { email }) };
    throw err;
  }
  return { ok: true, message: t(adminMessages.created, { email }) };
}

/**
 * The first active admin: the demo seed and the commands run from cron or a terminal act on
 * their behalf, so they go through the same policy as the pages (null when there is none).
 */
export async function firstAdmin(db: Knex): Promise<Actor | null> {
  const user = await db('users')
    .where({ role: 'admin', active: true })
    .orderBy('id')
    .first('id', 'email', 'first_name', 'last_name');
  return user
    ? {
        id: user.id,
        role: 'admin',
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        sessionId: 0,
      }
    : null;
}
