import type { FastifyReply } from 'fastify';
import { isAppError } from './errors';
import { formRefusal } from './idempotency';

/**
 * Runs a page's post. A refusal of the whole request (409: already done, no longer possible, a form
 * sent again with other data) goes back to `url` with its reason as the flash, instead of an error
 * page: the user sees why on the record they were working on. Field errors and anything else are
 * left to the caller (submitForm) and the error handler.
 */
export async function refusedBackTo(
  reply: FastifyReply,
  url: string,
  work: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (isAppError(err) && err.status === 409) return reply.flashRedirect(url, 'error', formRefusal(err));
    throw err;
  }
}
