import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineMessages, t } from '../lib/intl';
import { errorMessages } from '../lib/messages';

export const frameworkMessages = defineMessages({
  uriTooLong: { id: 'errors.uriTooLong', defaultMessage: 'La dirección es demasiado larga' },
  headersTooLarge: {
    id: 'errors.headersTooLarge',
    defaultMessage: 'La petición lleva demasiados datos en la dirección o en las cabeceras',
  },
  timeout: { id: 'errors.timeout', defaultMessage: 'La petición ha tardado demasiado en llegar' },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal Spanish answer, for errors that happen before any route (and so before pages can be rendered). */
function body(url: string, code: string, message: string): { type: string; text: string } {
  if (url.startsWith('/api/'))
    return {
      type: 'application/json; charset=utf-8',
      text: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
    };
  const html = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(message)}</title></head><body><h1>${escapeHtml(message)}</h1><p><a href="/">Volver al inicio</a></p></body></html>`;
  return { type: 'text/html; charset=utf-8', text: html };
}

/**
 * Fastify's `frameworkErrors`: a URL segment longer than the router takes (414) or one that
 * cannot be decoded (400), answered in Spanish instead of Fastify's English JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = long ? 414 : (error.statusCode ?? 400);
  const code = long ? 'URI_TOO_LONG' : 'BAD_REQUEST';
  const message = long ? t(frameworkMessages.uriTooLong) : t(errorMessages.badRequest);
  request.log.info({ code: error.code }, message);
  const { type, text } = body(request.raw.url ?? '', code, message);
  return reply.code(status).type(type).header('cache-control', 'no-store').send(text);
}

/**
 * Node's own refusals before Fastify sees a request (headers or URL over 16 KB: 431; a
 * timeout: 408; malformed HTTP: 400), written to the socket in Spanish.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', t(frameworkMessages.timeout)]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', t(frameworkMessages.headersTooLarge)]
        : [400, 'Bad Request', t(errorMessages.badRequest)];
  const { type, text } = body('', status === 400 ? 'BAD_REQUEST' : 'TOO_LARGE', message);
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
