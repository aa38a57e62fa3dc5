import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { can, type Action, type Actor } from '../lib/policy';
import { forbidden } from '../lib/errors';

export const SESSION_COOKIE = 'apollo-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    actor: Actor | null;
    /** The raw session token the request came with (cookie or bearer). */
    sessionToken?: string;
  }
  interface FastifyContextConfig {
    /** Pages: anonymous visitors allowed (login, password reset, errors). */
    public?: boolean;
    /** Pages: the policy action the signed-in user needs; others get the 403 page. */
    action?: Action;
  }
  interface FastifyReply {
    setSession(token: string): FastifyReply;
    clearSession(): FastifyReply;
  }
}

export interface AuthPluginOptions {
  config: Config;
  resolveActor(token: string | undefined): Promise<Actor | null>;
}

/**
 * The token of an `Authorization: Bearer …` header, if it is one. The scheme's name is
 * case-insensitive (RFC 9110 §11.1): clients that send «bearer …» were taken as signed out.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^bearer +(.*)$/i);
  return match ? match[1].trim() : undefined;
}

function tokenOf(request: FastifyRequest): string | undefined {
  return bearerToken(request.headers.authorization) ?? request.cookies[SESSION_COOKIE];
}

/** Pages are every GET route but the API, assets and health checks. */
function isPageRequest(request: FastifyRequest) {
  const path = request.url;
  return (
    !path.startsWith('/api/') && !path.startsWith('/assets/') && path !== '/healthz' && !path.startsWith('/favicon')
  );
}

/**
 * The auth guard: resolves the session of every request, sends anonymous visitors of a
 * page to /login (and back afterwards), and checks the page's policy action.
 */
export default fp(
  async (app, { config, resolveActor }: AuthPluginOptions) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionToken', undefined);

    app.decorateReply('setSession', function (this: FastifyReply, token: string) {
      return this.setCookie(SESSION_COOKIE, token, {
        path: '/',
        maxAge: 7 * 24 * 3600,
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request came over HTTPS (directly or, with TRUST_PROXY, via a proxy).
        secure: config.secureCookies || this.request.protocol === 'https',
      });
    });
    app.decorateReply('clearSession', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    app.addHook('onRequest', async (request, reply) => {
      const token = tokenOf(request);
      request.sessionToken = token;
      request.actor = await resolveActor(token);
      const routeConfig = request.routeOptions.config;
      if (!isPageRequest(request) || routeConfig?.public || !request.routeOptions.url) return;
      if (!request.actor) {
        // A stale cookie is dropped so the browser stops sending it.
        if (token) reply.clearSession();
        const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : '';
        return reply.redirect(`/login${next}`, 302);
      }
      if (routeConfig?.action && !can(request.actor, routeConfig.action)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['security'] },
);
