import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { Knex } from 'knex';
import { AppError, invalidInput, notFound } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import type { ListSpec } from '../../src/lib/listQuery';
import { authorize, type Actor, type Role } from '../../src/lib/policy';
import { WindowCounter } from '../../src/lib/rateLimit';
import { collectFieldErrors, trimText, validator } from '../../src/lib/validation';
import { hashPassword, hashToken, whereMaySignIn } from './auth.service';
import type { PeopleDeps } from './people.deps';
import { accountMessages as m } from './account.messages';
import { assertPasswordsMatch, normaliseEmail, passwordFields, userFields } from './users';
import { peopleError } from './people.errors';
import { createOutbox } from './account.outbox';

/** A reset link works for an hour, once. */
export const RESET_TOKEN_MINUTES = 60;
const WINDOW_MINUTES = 15;

export interface NewPasswordInput {
  password: string;
  passwordRepeat: string;
}
export interface ChangePasswordInput extends NewPasswordInput {
  currentPassword: string;
}
export interface ResetPasswordInput extends NewPasswordInput {
  token: string;
}

export const newPasswordSchema = validator<NewPasswordInput>({
  type: 'object',
  properties: { ...passwordFields },
  required: ['password', 'passwordRepeat'],
  additionalProperties: false,
});
export const changePasswordSchema = validator<ChangePasswordInput>({
  type: 'object',
  properties: { currentPassword: { type: 'string', minLength: 1, maxLength: 200 }, ...passwordFields },
  required: ['currentPassword', 'password', 'passwordRepeat'],
  additionalProperties: false,
});
export const resetPasswordSchema = validator<ResetPasswordInput>({
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, ...passwordFields },
  required: ['token', 'password', 'passwordRepeat'],
  additionalProperties: false,
});
export const resetRequestSchema = validator<{ email: string }>({
  type: 'object',
  properties: { email: userFields.email },
  required: ['email'],
  additionalProperties: false,
});

export interface OutboxRow {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  createdDate: Date;
}

/** The outbox is always newest first; it filters by text and status. */
export const OUTBOX_LIST_SPEC: ListSpec = { sortable: ['date'], defaultSort: 'date', filters: ['status'] };

export interface AccountServiceOptions {
  /** Reset requests allowed per address and per account in each 15-minute window. */
  resetLimits?: { perAddress: number; perAccount: number };
}

const samePasswords = (raw: unknown) => () => {
  const r = (raw ?? {}) as Partial<NewPasswordInput>;
  if (r.password && r.passwordRepeat)
    assertPasswordsMatch({ password: String(r.password), passwordRepeat: String(r.passwordRepeat) });
};

/** The reset a token opens, if it is still open and its user may sign in. */
async function openReset(conn: Knex, token: string) {
  if (!token || token.length > 200) return undefined;
  const q = conn('password_resets as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.token_hash', hashToken(token))
    .whereNull('r.used_at')
    .where('r.expires_at', '>', conn.fn.now());
  return (await q.modify(whereMaySignIn, conn).first('r.id', 'r.user_id')) as
    { id: number; userId: number } | undefined;
}

/**
 * Closes every open reset link of a user: a new password, however it was set, leaves no older
 * link able to set another (a link asked for before a change still worked for its hour).
 */
const closeResets = (conn: Knex, userId: number) =>
  conn('password_resets').where({ userId }).whereNull('usedAt').update({ usedAt: conn.fn.now() });

/**
 * Every password flow: an admin setting another user's password, a user changing their own,
 * and the reset by email (a random single-use token, stored as its SHA-256, valid one hour).
 * Each ends the sessions the new password should end. Also the outbox admins read.
 */
export function createAccountService(
  { db, config, mailer, auth }: PeopleDeps,
  { resetLimits = { perAddress: 10, perAccount: 3 } }: AccountServiceOptions = {},
) {
  const window = WINDOW_MINUTES * 60_000;
  const resetsByAddress = new WindowCounter(resetLimits.perAddress, window);
  const resetsByAccount = new WindowCounter(resetLimits.perAccount, window);
  const wrongCurrent = new WindowCounter(5, window);

  // Reset mails on their way (see requestPasswordReset).
  const pending = new Set<Promise<void>>();
  function track(work: Promise<void>) {
    const done: Promise<void> = work
      .catch((err: unknown) => console.error('password reset mail failed', err))
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  const invalidToken = () => peopleError('PEOPLE_RESET_TOKEN_INVALID', m.tokenInvalid);

  /** The user whose password an admin is about to set (404 for an unknown id). */
  async function userForPassword(actor: Actor | null, userId: number) {
    authorize(actor, 'users.setPassword');
    const user =
      Number.isInteger(userId) && userId > 0
        ? await db('users').where({ id: userId }).first('id', 'role', 'first_name', 'last_name')
        : undefined;
    if (!user) throw notFound(m.userNotFound);
    if (user.id === actor.id) throw peopleError('PEOPLE_OWN_PASSWORD', m.setOwn);
    return user as { id: number; role: Role; firstName: string; lastName: string };
  }

  return {
    userForPassword,

    // The outbox admins read (account.outbox.ts).
    ...createOutbox({ db }),

    /** An admin sets another user's password (never their own: that is /password); all their sessions end. */
    async setUserPassword(
      actor: Actor | null,
      userId: number,
      raw: unknown,
    ): Promise<{ id: number; role: Role; firstName: string; lastName: string }> {
      authorize(actor, 'users.setPassword');
      const user = await userForPassword(actor, userId);
      let input = raw as NewPasswordInput;
      await collectFieldErrors([() => (input = newPasswordSchema.parse(raw)), samePasswords(raw)]);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (trx) => {
        await trx('users').where({ id: user.id }).update({ passwordHash, updatedDate: trx.fn.now() });
        await auth.revokeAll(user.id, { conn: trx });
        await closeResets(trx, user.id);
      });
      return user;
    },

    /** The signed-in user changes their password; every other session of theirs ends, this one stays. */
    async changePassword(actor: Actor | null, raw: unknown): Promise<void> {
      authorize(actor, 'account.password');
      const key = String(actor.id);
      if (wrongCurrent.isBlocked(key))
        throw new AppError('RATE_LIMITED', m.tooManyWrong, { values: { minutes: WINDOW_MINUTES } });
      let input = raw as ChangePasswordInput;
      await collectFieldErrors([
        () => (input = changePasswordSchema.parse(raw)),
        samePasswords(raw),
        async () => {
          // Read as it was kept and as the login reads it: trimmed.
          const current = trimText(String((raw as Partial<ChangePasswordInput>)?.currentPassword ?? ''));
          if (!current) return;
          const user = await db('users').where({ id: actor.id }).first('password_hash');
          if (!user || !(await verify(user.passwordHash, current))) {
            wrongCurrent.hit(key);
            throw invalidInput({ currentPassword: t(m.wrongCurrent) });
          }
        },
      ]);
      wrongCurrent.reset(key);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (trx) => {
        await trx('users').where({ id: actor.id }).update({ passwordHash, updatedDate: trx.fn.now() });
        await auth.revokeAll(actor.id, { except: actor.sessionId, conn: trx });
        await closeResets(trx, actor.id);
      });
    },

    /**
     * Asks for a reset link. The answer is the same whether the email belongs to anyone: only
     * a malformed address or too many requests from one address are told apart. Accounts that
     * cannot sign in (inactive, dropped out) get no mail; nor does an account asked for too often.
     */
    async requestPasswordReset(raw: unknown, meta: { ip?: string } = {}): Promise<void> {
      const { email } = resetRequestSchema.parse(raw);
      const address = meta.ip ?? 'unknown';
      if (resetsByAddress.isBlocked(address))
        throw new AppError('RATE_LIMITED', m.tooManyRequests, { values: { minutes: WINDOW_MINUTES } });
      resetsByAddress.hit(address);
      const account = normaliseEmail(email);
      if (resetsByAccount.isBlocked(account)) return;
      resetsByAccount.hit(account);

      const user = (await db('users as u')
        .whereRaw('lower(u.email) = ?', [account])
        .modify(whereMaySignIn, db)
        .first('u.id', 'u.email', 'u.first_name')) as { id: number; email: string; firstName: string } | undefined;
      if (!user) return;
      // The link is made and mailed after the answer, so an existing address does not answer
      // more slowly than an unknown one (an SMTP delivery takes a while).
      track(
        (async () => {
          const token = randomBytes(32).toString('base64url');
          await db('password_resets').insert({
            userId: user.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
          });
          const link = `${config.appUrl}/login/password-token?token=${encodeURIComponent(token)}`;
          await mailer.send({
            to: user.email,
            subject: t(m.mailSubject),
            text: t(m.mailText, { name: user.firstName, link }),
            sensitive: true,
          });
        })(),
      );
    },

    /** Resolves once every reset mail asked for so far has been stored or sent (tests, shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },

    /** Whether a reset token can still be used (the page shows the form or says to ask again). */
    async resetTokenValid(token: string | undefined): Promise<boolean> {
      return !!(await openReset(db, String(token ?? '')));
    },

    /**
     * Sets the password behind a reset token: marks it (and every other open token of the user)
     * used and ends every session of the user, in one transaction.
     */
    async resetPassword(raw: unknown): Promise<{ userId: number }> {
      const token = String((raw as Partial<ResetPasswordInput>)?.token ?? '').trim();
      if (!(await openReset(db, token))) throw invalidToken();
      let input = raw as ResetPasswordInput;
      await collectFieldErrors([() => (input = resetPasswordSchema.parse(raw)), samePasswords(raw)]);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        const open = await openReset(trx, token);
        // Taken in the same statement that checks it is still open: a token works once, even twice at once.
        const used = open
          ? await trx('password_resets')
              .where({ id: open.id })
              .whereNull('usedAt')
              .update({ usedAt: trx.fn.now() })
              .returning('id')
          : [];
        if (!open || used.length === 0) throw invalidToken();
        await closeResets(trx, open.userId);
        await trx('users').where({ id: open.userId }).update({ passwordHash, updatedDate: trx.fn.now() });
        await auth.revokeAll(open.userId, { conn: trx });
        return { userId: open.userId };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
