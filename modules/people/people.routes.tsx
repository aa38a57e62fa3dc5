import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError } from '../../src/lib/errors';
import { validationMessages } from '../../src/lib/messages';
import type { AuthService } from './auth.service';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { peopleMessages as m } from './people.messages';

const SAME_ORIGIN = 'http://intranet.invalid';

/**
 * Only paths of this intranet are followed after login, so /login cannot send anyone
 * elsewhere: a `next` with any control character (tab, CR, LF, NUL: browsers drop tabs and
 * line breaks, which turns '/\t/evil.example' into '//evil.example'), a backslash, or that
 * does not resolve to this origin ('//…', '/\\…') falls back to '/'. The answer is the path as
 * the URL parser normalises it, so it is always a valid header value.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value) || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== SAME_ORIGIN || path.startsWith('//') || path.startsWith('/login')) return '/';
  return path;
}

export function loginMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export async function peopleRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  app.get<{ Querystring: { next?: string } }>('/login', { config: { public: true } }, async (request, reply) => {
    if (request.actor) return reply.redirect(safeNext(request.query.next), 302);
    return reply.page(<LoginPage next={request.query.next ? safeNext(request.query.next) : undefined} />, {
      title: t(m.loginTitle),
      layout: 'empty',
    });
  });

  app.post<{ Body: { email?: string; password?: string; next?: string } }>(
    '/login',
    { config: { public: true }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const { email = '', password = '', next } = request.body ?? {};
      const again = (status: number, said: { error?: string; errors?: { email?: string; password?: string } }) =>
        reply.page(<LoginPage next={next ? safeNext(next) : undefined} email={email} {...said} />, {
          title: t(m.loginTitle),
          layout: 'empty',
          status,
        });
      if (!email.trim() || !password) {
        const required = t(validationMessages.required);
        return again(422, {
          errors: { email: email.trim() ? undefined : required, password: password ? undefined : required },
        });
      }
      try {
        const { token } = await auth.login(email, password, loginMeta(request));
        reply.setSession(token);
        return reply.redirect(safeNext(next), 303);
      } catch (err) {
        if (isAppError(err) && ['UNAUTHENTICATED', 'RATE_LIMITED', 'PEOPLE_ACCOUNT_DISABLED'].includes(err.code))
          return again(err.status, { error: err.message });
        // A password of spaces only: nothing typed, said on its field.
        if (isAppError(err) && err.code === 'BAD_USER_INPUT') return again(422, { errors: err.fields });
        throw err;
      }
    },
  );

  // GET asks (a link from any site must not sign anyone out); the form's POST ends the session.
  app.get('/logout', { config: { public: true } }, async (request, reply) => {
    if (!request.actor) return reply.redirect('/login', 302);
    return reply.page(<LogoutPage />, { title: t(m.logoutTitle), layout: 'simple' });
  });
  app.post('/logout', { config: { public: true }, preHandler: app.csrfProtection }, async (request, reply) => {
    if (request.actor) await auth.logout(request.actor.sessionId);
    reply.clearSession();
    return reply.flashRedirect('/login', 'success', t(m.loggedOut));
  });
}
