import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fromDatabaseError, isAppError } from '../lib/errors';
import { errorMessages } from '../lib/messages';
import { t } from '../lib/intl';
import { ErrorPage, errorTitle } from '../../views/pages/ErrorPage';
import { isDatabaseUnavailable, reasonOf, RETRY_AFTER_SECONDS } from '../lib/readiness';
import { operationsMessages } from '../lib/operations.messages';
import { formRefusal } from '../lib/idempotency';

/** The database cannot be reached: not the client's fault, and worth retrying shortly (503 + Retry-After). */
export const unavailable = () => new AppError('SERVICE_UNAVAILABLE', operationsMessages.databaseUnavailable);

/** Turns any error into what a user may see: a code and a Spanish message, never internals. */
export function toPublicError(err: unknown): AppError {
  if (isAppError(err)) return err;
  if (isDatabaseUnavailable(err)) return unavailable();
  const db = fromDatabaseError(err);
  if (db) return db;
  const e = err as FastifyError;
  if (e?.code === 'FST_CSRF_INVALID_TOKEN' || e?.code === 'FST_CSRF_MISSING_SECRET')
    return new AppError('CSRF', errorMessages.csrf);
  if (e?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new AppError('BAD_REQUEST', errorMessages.badJson);
  if (e?.code === 'MER_ERR_GQL_CSRF_PREVENTION')
    return new AppError('CSRF', errorMessages.csrfBlocked, { status: 400 });
  if (e?.code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_SUPPORTED' || e?.code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND')
    return new AppError('BAD_REQUEST', errorMessages.missingQuery);
  if (e?.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError('BAD_REQUEST', errorMessages.tooLarge, { status: 413 });
  if (e?.statusCode === 429) return new AppError('RATE_LIMITED', errorMessages.rateLimited);
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500)
    return new AppError('BAD_REQUEST', errorMessages.badRequest, { status: e.statusCode });
  return new AppError('INTERNAL', errorMessages.internal);
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

function sendErrorPage(
  reply: FastifyReply,
  { kind, status, detail }: { kind: 'forbidden' | 'notFound' | 'error'; status: number; detail?: string },
) {
  const layout = reply.request.actor ? 'default' : 'empty';
  return reply.page(<ErrorPage kind={kind} detail={detail} status={status} />, {
    title: errorTitle(kind),
    layout,
    status,
    errorPage: true,
  });
}

export default fp(
  async (app) => {
    app.setErrorHandler((err, request, reply) => {
      const error = toPublicError(err);
      if (error.status === 503) {
        request.log.warn(
          { event: 'db.unavailable', reason: reasonOf(err) },
          'request refused: the database does not answer',
        );
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      } else if (error.status >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ code: error.code }, error.message);
      if (isApi(request)) {
        return reply
          .code(error.status)
          .send({ errors: [{ message: error.message, extensions: { code: error.code, fields: error.fields } }] });
      }
      if (reply.sent) return;
      if (error.code === 'UNAUTHENTICATED')
        return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 302);
      if (error.status === 403 && error.code === 'FORBIDDEN')
        return sendErrorPage(reply, { kind: 'forbidden', status: 403 });
      if (error.status === 404) return sendErrorPage(reply, { kind: 'notFound', status: 404 });
      if (error.status === 503) return sendErrorPage(reply, { kind: 'error', status: 503, detail: error.message });
      if (error.status >= 500) return sendErrorPage(reply, { kind: 'error', status: 500 });
      return sendErrorPage(reply, { kind: 'error', status: error.status, detail: formRefusal(error) });
    });

    app.setNotFoundHandler((request, reply) => {
      if (isApi(request)) {
        return reply
          .code(404)
          .send({ errors: [{ message: t(errorMessages.notFound), extensions: { code: 'NOT_FOUND' } }] });
      }
      return sendErrorPage(reply, { kind: 'notFound', status: 404 });
    });
  },
  { name: 'errors', dependencies: ['ssr'] },
);
