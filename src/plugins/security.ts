import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import csrf from '@fastify/csrf-protection';
import type { Config } from '../config';

export const LOCALE_COOKIE = 'locale';

/** Removes NUL characters from every string of a parsed query or body, in place (objects and arrays, any depth). */
export function stripNul(value: unknown, depth = 0): void {
  if (depth > 20 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) (value as Record<string | number, unknown>)[key] = item.replaceAll('\u0000', '');
    } else stripNul(item, depth + 1);
  }
}
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

    // PostgreSQL cannot store a NUL in text (and a search for one would fail mid-page or
    // mid-CSV): NULs are removed from every query-string and body value before any route reads them.
    app.addHook('preValidation', async (request) => {
      stripNul(request.query);
      stripNul(request.body);
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.cookies[LOCALE_COOKIE] !== 'es') {
        reply.setCookie(LOCALE_COOKIE, 'es', {
          path: '/',
          maxAge: YEAR_SECONDS,
          sameSite: 'lax',
          secure: config.secureCookies,
        });
      }
    });
  },
  { name: 'security' },
);
