import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (a password-reset token is a password for an hour). */
const SECRET_PARAM = /([?&;](?:[^=&#]*token[^=&#]*|password[^=&#]*|secret)=)[^&#;]*/gi;
/** Path segments after a secret-bearing route (a token carried in the path rather than the query). */
const SECRET_PATH = /(\/(?:password-token|reset|token)\/)[^/?#]+/gi;

/** A URL as logs may keep it: the values of token-like parameters and path segments replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[oculto]').replace(SECRET_PATH, '$1[oculto]');
}

/** pino serializer of requests: Fastify's fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
