import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { AppError, invalidInput, type FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { trimText } from '../../src/lib/validation';
import type { Actor } from '../../src/lib/policy';
import { createAttemptCounter } from '../../src/lib/rateLimit';
import { Session, User } from './people.model';
import { peopleMessages as m } from './people.messages';
import { peopleError } from './people.errors';

export const SESSION_DAYS = 7;
const LOCK_MINUTES = 15;

/**
 * Narrows a query over `users as u` to the accounts that may sign in: active, and not a
 * teacher whose drop-out has taken effect (access ends the day it does).
 */
export function whereMaySignIn(q: Knex.QueryBuilder, conn: Knex) {
  return q
    .where('u.active', true)
    .whereNotExists((s) =>
      s.select(conn.raw('1')).from('teachers as t').whereRaw('t.id = u.id and t.drop_out_date <= current_date'),
    );
}

/** The signed-in user behind a session token's hash (see `resolve`). */
const RESOLVE_SQL = `
  select u.id, u.role, u.email, u.first_name as "firstName", u.last_name as "lastName", s.id as "sessionId"
    from sessions s join users u on u.id = s.user_id
   where s.token_hash = ? and s.revoked_at is null and s.expires_at > now()
     and u.active and not exists (select 1 from teachers t where t.id = u.id and t.drop_out_date <= current_date)
   limit 1`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const hashPassword = (password: string) => hash(password);

// Verified when the email is unknown, so both answers take the same time.
const DUMMY_HASH = hashPassword('academia-dummy-password');

export interface LoginMeta {
  ip?: string;
  userAgent?: string;
}

export interface LoginLimits {
  /** Failures of one account from one address: the owner mistyping, or a guesser at one address. */
  perAccountAndAddress: number;
  /** Failures of one account from every address: a gentler ceiling against guessers spread over many addresses. */
  perAccount: number;
  /** Failures from one address over every account. */
  perAddress: number;
}

export const LOGIN_LIMITS: LoginLimits = { perAccountAndAddress: 5, perAccount: 50, perAddress: 20 };

export interface AuthServiceOptions {
  db: Db;
  /** Failed attempts allowed in each 15-minute window. */
  limits?: LoginLimits;
}

export function createAuthService({ db, limits = LOGIN_LIMITS }: AuthServiceOptions) {
  // In the database, so every instance counts the same failures.
  const attempts = createAttemptCounter(db, LOCK_MINUTES * 60_000);
  const keysOf = (account: string, address: string) => ({
    pair: `pair:${account}|${address}`,
    account: `account:${account}`,
    address: `address:${address}`,
  });
  /**
   * Whether sign-in is closed for this account at this address: five failures of the pair
   * lock only that address out, so a stranger cannot lock the owner out from elsewhere.
   */
  async function isLocked(keys: ReturnType<typeof keysOf>) {
    const failures = await attempts.failures(Object.values(keys));
    return (
      (failures.get(keys.pair) ?? 0) >= limits.perAccountAndAddress ||
      (failures.get(keys.account) ?? 0) >= limits.perAccount ||
      (failures.get(keys.address) ?? 0) >= limits.perAddress
    );
  }

  /** A teacher whose drop-out date has come can no longer sign in. */
  async function hasDroppedOut(userId: number) {
    return !!(await db('teachers')
      .where({ id: userId })
      .whereNotNull('drop_out_date')
      .where('drop_out_date', '<=', db.raw('current_date'))
      .first('id'));
  }

  const locked = () => new AppError('RATE_LIMITED', m.loginLocked, { values: { minutes: LOCK_MINUTES } });

  return {
    /** Checks the credentials and opens a session; the raw token is returned once, never stored. */
    async login(email: string, password: string, meta: LoginMeta = {}) {
      // A NUL cannot be stored in PostgreSQL text: it is no part of any account or address.
      const account = String(email ?? '')
        .replaceAll('\u0000', '')
        .trim()
        .toLowerCase()
        .slice(0, 320);
      // Nothing typed is not a wrong password (nor an attempt): the field's message, as the login form says it.
      const missing: FieldErrors = {};
      if (!account) missing.email = t(validationMessages.required);
      if (!trimText(String(password ?? ''))) missing.password = t(validationMessages.required);
      if (Object.keys(missing).length > 0) throw invalidInput(missing);
      const address = (meta.ip ?? 'unknown').replaceAll('\u0000', '').slice(0, 100);
      const keys = keysOf(account, address);
      if (await isLocked(keys)) throw locked();

      const user = account ? await User.query(db).whereRaw('lower(email) = ?', [account]).first() : undefined;
      // A password is kept trimmed (every form and argument that sets one trims it, as any field):
      // it is read the same way, or '  clave  ' chosen with spaces could never sign in as typed.
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), trimText(String(password ?? '')));
      if (!user || !ok) {
        await attempts.hit(Object.values(keys));
        throw new AppError('UNAUTHENTICATED', m.loginFailed);
      }
      // Only the account's owner (who knows the password) learns that it is closed.
      if (!user.active || (await hasDroppedOut(user.id)))
        throw peopleError('PEOPLE_ACCOUNT_DISABLED', m.accountDisabled);
      await attempts.reset(keys.pair);

      const token = randomBytes(32).toString('base64url');
      const session = await Session.query(db).insertAndFetch({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      });
      return { token, user, session };
    },

    /** The signed-in user behind a token, or null if it is unknown, expired, revoked or disabled. */
    async resolve(token: string | undefined): Promise<Actor | null> {
      if (!token || token.length > 200) return null;
      // Every request asks this (revocation must be immediate, so it is never cached): one
      // fixed statement, without building it each time (issue 16). The same rule as
      // whereMaySignIn: an active account, not a teacher whose drop-out has taken effect.
      const { rows } = (await db.raw(RESOLVE_SQL, [hashToken(token)])) as { rows: Actor[] };
      return rows[0] ?? null;
    },

    async logout(sessionId: number) {
      await Session.query(db).patch({ revokedAt: new Date() }).where({ id: sessionId }).whereNull('revokedAt');
    },

    /**
     * Ends every session of a user but one (after a password change) or all of them; `conn` is
     * the transaction of the write that calls for it, so both happen or neither.
     */
    async revokeAll(userId: number, { except, conn = db }: { except?: number; conn?: Knex } = {}) {
      const q = conn('sessions').where({ userId }).whereNull('revokedAt');
      if (except) q.whereNot({ id: except });
      await q.update({ revokedAt: conn.fn.now() });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
