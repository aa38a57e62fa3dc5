import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet, { type HelmetOptions } from 'helmet';
import csrf from '@fastify/csrf-protection';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces: the page's script and style tags carry them. */
    cspNonce: { script: string; style: string };
  }
}

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

/** The headers helmet sets for `options`, read once from a response that records them. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

const SCRIPT_NONCE = 'script-nonce-here';
const STYLE_NONCE = 'style-nonce-here';

/**
 * Helmet's security headers with a fresh CSP nonce per response. Helmet's headers are the same
 * on every response but for the nonces, so they are worked out once, at boot, and only the
 * nonces are written in per request (@fastify/helmet built helmet's whole middleware again on
 * every request: ~50 µs each).
 */
function securityHeaders(config: Config) {
  const fixed = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'nonce-${SCRIPT_NONCE}'`],
        styleSrc: ["'self'", `'nonce-${STYLE_NONCE}'`],
        // Widgets position popovers and hide inputs with style attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  const [beforeScript, afterScript] = fixed['content-security-policy'].split(SCRIPT_NONCE);
  const [between, afterStyle] = afterScript.split(STYLE_NONCE);
  return {
    fixed,
    nonces: () => {
      const bytes = randomBytes(32).toString('hex');
      return { script: bytes.slice(0, 32), style: bytes.slice(32) };
    },
    csp: ({ script, style }: { script: string; style: string }) =>
      `${beforeScript}${script}${between}${style}${afterStyle}`,
  };
}

/**
 * Cookies, form bodies, security headers with a per-request CSP nonce, CSRF tokens for
 * cookie-authenticated forms, and the locale cookie (the UI is Spanish only, but the cookie
 * is kept for a year as the specification says).
 */
export default fp(
  async (app, { config }: { config: Config }) => {
    await app.register(cookie);
    await app.register(formbody, { bodyLimit: 1024 * 1024 });
    const headers = securityHeaders(config);
    // Set on every request below; null until then (Fastify takes no shared object as a decorator's value).
    app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.cspNonce = headers.nonces();
      reply.headers(headers.fixed);
      reply.header('content-security-policy', headers.csp(reply.cspNonce));
      done();
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
