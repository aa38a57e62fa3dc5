import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import csrf from '@fastify/csrf-protection';
import type { Config } from '../config';

export const LOCALE_COOKIE = 'locale';
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Cookies, form bodies, security headers with a per-request CSP nonce, CSRF tokens for
 * cookie-authenticated forms, and the locale cookie (the UI is Spanish only, but the cookie
 * is kept for a year as the specification says).
 */
export default fp(
  async (app, { config }: { config: Config }) => {
    await app.register(cookie);
    await app.register(formbody, { bodyLimit: 1024 * 1024 });
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          // Widgets position popovers and hide inputs with style attributes.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      // The GraphiQL page (development only) loads its code from a CDN.
      hsts: config.secureCookies,
    });
    await app.register(csrf, {
      cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure: config.secureCookies },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.cookies[LOCALE_COOKIE] !== 'es') {
        reply.setCookie(LOCALE_COOKIE, 'es', { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', secure: config.secureCookies });
      }
    });
  },
  { name: 'security' },
);
