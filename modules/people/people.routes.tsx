import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError } from '../../src/lib/errors';
import { validationMessages } from '../../src/lib/messages';
import type { AuthService } from './auth.service';
import { LoginPage } from './pages/LoginPage';
import { peopleMessages as m } from './people.messages';

/** Only local paths are followed after login, so /login cannot send anyone elsewhere. */
export function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\\]*$/.test(value) && !value.startsWith('/login') ? value : '/';
}

export function loginMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export async function peopleRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  app.get<{ Querystring: { next?: string } }>('/login', { config: { public: true } }, async (request, reply) => {
    if (request.actor) return reply.redirect(safeNext(request.query.next), 302);
    return reply.page(<LoginPage next={request.query.next ? safeNext(request.query.next) : undefined} />, { title: t(m.loginTitle), layout: 'empty' });
  });

  app.post<{ Body: { email?: string; password?: string; next?: string } }>(
    '/login',
    { config: { public: true }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const { email = '', password = '', next } = request.body ?? {};
      const again = (error: string, status: number) =>
        reply.page(<LoginPage next={next ? safeNext(next) : undefined} email={email} error={error} />, { title: t(m.loginTitle), layout: 'empty', status });
      if (!email.trim() || !password) return again(t(validationMessages.required), 422);
      try {
        const { token } = await auth.login(email, password, loginMeta(request));
        reply.setSession(token);
        return reply.redirect(safeNext(next), 303);
      } catch (err) {
        if (isAppError(err) && ['UNAUTHENTICATED', 'RATE_LIMITED', 'PEOPLE_ACCOUNT_DISABLED'].includes(err.code)) return again(err.message, err.status);
        throw err;
      }
    },
  );

  const logout = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (request.actor) await auth.logout(request.actor.sessionId);
    reply.clearSession();
    return reply.flashRedirect('/login', 'success', t(m.loggedOut));
  };
  app.get('/logout', { config: { public: true } }, logout);
  app.post('/logout', { config: { public: true }, preHandler: app.csrfProtection }, logout);
}
