import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm, type FieldErrors } from '../../src/lib/errors';
import { lastValue, postedId, postedText } from '../../src/lib/posted';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import { formRefusal, IDEMPOTENCY_FIELD } from '../../src/lib/idempotency';
import { interestsMessages as m } from './interests.messages';
import { acceptRefusal } from './interests.service';
import { acceptDialog } from './pages/interests/InterestPage';
import { DialogPage } from './pages/vouchers/DialogPage';
import type { VouchersServices } from './index';

type Body = Record<string, unknown>;
type Params = IdParams;

/** The accept dialog as a page: the lead and, refused, what was posted and why. */
interface AcceptPage {
  request: FastifyRequest;
  reply: FastifyReply;
  id: number;
  errors?: FieldErrors;
  values?: Record<string, string>;
}

/** /customer-interests/{id}/accept: a lead accepted, its voucher made (the accept dialog's page without JavaScript, and its post). */
export async function interestAcceptRoutes(app: FastifyInstance, { interests }: Pick<VouchersServices, 'interests'>) {
  const accept = { config: { action: 'customerInterests.accept' as const } };
  const post = { ...accept, preHandler: app.csrfProtection };
  const byId = idParam(m.notFound);

  async function acceptPage({ request, reply, id, errors, values }: AcceptPage) {
    const choices = await interests.acceptChoices(request.actor, id);
    const content = acceptDialog(choices);
    return reply.page(
      <DialogPage dialog={content} cancelHref={`/customer-interests/${id}`} errors={errors} values={values} />,
      { title: content.title, status: errors ? 422 : undefined },
    );
  }

  app.get<{ Params: Params }>('/customer-interests/:id/accept', { ...accept, ...byId }, async (request, reply) => {
    const id = request.params.id;
    // Opened by its address: a lead accepted already, old or lost takes no voucher, so no form to fill in vain.
    const refusal = acceptRefusal(await interests.get(request.actor, id));
    if (refusal) return reply.flashRedirect(`/customer-interests/${id}`, 'error', refusal.message);
    return acceptPage({ request, reply, id });
  });

  app.post<{ Params: Params; Body: Body }>(
    '/customer-interests/:id/accept',
    { ...post, ...byId },
    async (request, reply) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const values = Object.fromEntries(
        ['teacherInterestId', 'teacherId', 'interestId', 'hours', 'startDate'].map((k) => [
          k,
          postedText(lastValue(body[k])),
        ]),
      );
      const hours = Number(values.hours);
      const input = {
        teacherInterestId: postedId(body.teacherInterestId),
        teacherId: postedId(body.teacherId),
        interestId: postedId(body.interestId) ?? undefined,
        hours: values.hours === '' ? undefined : Number.isFinite(hours) ? hours : values.hours,
        startDate: values.startDate || undefined,
      };
      try {
        return await submitForm(
          () =>
            interests.accept(request.actor, {
              id,
              input,
              idempotencyKey: postedText(lastValue(body[IDEMPOTENCY_FIELD])) || undefined,
            }),
          ({ voucher }) => reply.flashRedirect(`/vouchers/${voucher.id}`, 'success', t(m.accepted, { id: voucher.id })),
          (errors) => acceptPage({ request, reply, id, errors, values }),
        );
      } catch (err) {
        if (isAppError(err) && err.status === 409)
          return reply.flashRedirect(`/customer-interests/${id}`, 'error', formRefusal(err));
        throw err;
      }
    },
  );
}
