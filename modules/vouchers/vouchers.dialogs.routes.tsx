import type { FastifyInstance } from 'fastify';
import { postedText } from '../../src/lib/posted';
import { formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { refusedBackTo } from '../../src/lib/refusals';
import { postedKeyOf } from '../../src/lib/idempotency';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { vouchersMessages as m } from './vouchers.messages';
import { emailDialog, payDialog, renewDialog } from './pages/vouchers/dialogs';
import { paymentLinkField } from './cardPayments.routes';
import {
  backOf,
  dialogPage,
  dialogPost,
  voucherRouteOptions,
  type Body,
  type Params,
  type Query,
} from './vouchers.routing';
import type { VouchersServices } from './index';

/**
 * The voucher page's dialogs as pages (without JavaScript) and their posts: pay, renew, the
 * customer email, activate and delete.
 */
export async function voucherDialogRoutes(app: FastifyInstance, services: VouchersServices) {
  const { vouchers } = services;
  const { manage, pay, post, withId } = voucherRouteOptions(app);

  app.get<{ Params: Params }>('/vouchers/:id/pay', withId(pay), async (request, reply) => {
    const v = await vouchers.get(request.actor, request.params.id);
    // Opened by its address: a settled voucher takes no payment, so no form to fill in vain.
    if (v.storedStatus === 'settled') return reply.flashRedirect(`/vouchers/${v.id}`, 'error', t(m.settledFinal));
    // Nor while the payment could not issue its invoice: the voucher's page says what to fill in first, and where.
    if (await vouchers.paymentMissing(request.actor)) return reply.redirect(`/vouchers/${v.id}`, 303);
    return dialogPage({ reply, v, content: payDialog(v, todayInMadrid(), services.cardPayments.enabled) });
  });

  app.post<{ Params: Params; Body: Body }>('/vouchers/:id/pay', post(withId(pay)), async (request, reply) => {
    const id = request.params.id;
    const body = request.body ?? {};
    const input = {
      amount: postedText(body.amount),
      method: postedText(body.method),
      date: postedText(body.date),
      reference: postedText(body.reference),
    };
    return dialogPost({
      reply,
      voucherId: id,
      work: () =>
        vouchers.pay(request.actor, {
          voucherId: id,
          payment: input,
          idempotencyKey: postedKeyOf(body),
        }),
      done: ({ voucher, payment }) =>
        reply.flashRedirect(
          `/vouchers/${id}`,
          'success',
          t(voucher.paymentStatus === 'paid' ? m.paidInFull : m.paid, { amount: formatMoney(payment.amountCents) }),
        ),
      again: async (fields) => {
        const v = await vouchers.get(request.actor, id);
        return dialogPage({
          reply,
          v,
          content: payDialog(v, todayInMadrid(), services.cardPayments.enabled),
          errors: fields,
          values: input,
        });
      },
    });
  });

  app.get<{ Params: Params; Querystring: Query }>('/vouchers/:id/renew', withId(manage), async (request, reply) => {
    const id = request.params.id;
    return refusedBackTo(reply, `/vouchers/${id}`, async () => {
      const plan = await vouchers.renewalPreview(request.actor, id);
      return dialogPage({
        reply,
        v: plan.row,
        content: renewDialog(plan.row, plan, backOf(request.query.back, '') || undefined),
      });
    });
  });

  app.post<{ Params: Params; Body: Body }>('/vouchers/:id/renew', post(withId(manage)), async (request, reply) => {
    const id = request.params.id;
    // Renewed from a list: back to it, to go on with the next one.
    const back = backOf(request.body?.back, '') || undefined;
    return dialogPost({
      reply,
      voucherId: id,
      work: () => vouchers.renew(request.actor, id),
      done: (created) =>
        reply.flashRedirect(back ?? `/vouchers/${created.id}`, 'success', t(m.renewed, { id: created.id, from: id })),
      again: async () => reply.redirect(`/vouchers/${id}`),
    });
  });

  app.get<{ Params: Params }>('/vouchers/:id/email', withId(manage), async (request, reply) => {
    const id = request.params.id;
    const v = await vouchers.get(request.actor, id);
    return refusedBackTo(reply, `/vouchers/${id}`, async () =>
      dialogPage({
        reply,
        v,
        content: emailDialog(
          v,
          await vouchers.emailPreview(request.actor, id),
          await paymentLinkField(services, request, v),
        ),
      }),
    );
  });

  app.post<{ Params: Params; Body: Body }>('/vouchers/:id/email', post(withId(manage)), async (request, reply) => {
    const id = request.params.id;
    return dialogPost({
      reply,
      voucherId: id,
      // With a new payment link, the one the family has is replaced only once the email has gone out.
      work: () =>
        request.body?.paymentLink === 'yes'
          ? services.cardPayments.emailWithLink(request.actor, id)
          : vouchers.sendEmail(request.actor, id),
      done: (sent) =>
        sent.status === 'failed'
          ? reply.flashRedirect(
              `/vouchers/${id}`,
              'error',
              t(request.body?.paymentLink === 'yes' ? m.emailFailedLinkKept : m.emailFailed, { to: sent.to }),
            )
          : reply.flashRedirect(
              `/vouchers/${id}`,
              'success',
              t(sent.status === 'sent' ? m.emailSent : m.emailStored, { to: sent.to }),
            ),
      again: async () => reply.redirect(`/vouchers/${id}`),
    });
  });

  app.post<{ Params: Params }>('/vouchers/:id/activate', post(withId(manage)), async (request, reply) => {
    const id = request.params.id;
    return dialogPost({
      reply,
      voucherId: id,
      work: () => vouchers.activate(request.actor, id),
      done: (saved) => reply.flashRedirect(`/vouchers/${id}`, 'success', t(m.activated, { id: saved.id })),
      again: async () => reply.redirect(`/vouchers/${id}`),
    });
  });

  app.get<{ Params: Params }>('/vouchers/:id/delete', withId(manage), async (request, reply) => {
    const v = await vouchers.get(request.actor, request.params.id);
    return reply.page(
      <ConfirmDelete
        action={`/vouchers/${v.id}/delete`}
        cancelHref={`/vouchers/${v.id}`}
        question={t(m.deleteQuestion, { id: v.id, student: v.studentName })}
      />,
      {
        title: t(m.deleteTitle, { id: v.id }),
      },
    );
  });

  app.post<{ Params: Params }>('/vouchers/:id/delete', post(withId(manage)), async (request, reply) => {
    const id = request.params.id;
    return dialogPost({
      reply,
      voucherId: id,
      work: () => vouchers.remove(request.actor, id),
      done: (removed) => reply.flashRedirect('/vouchers', 'success', t(m.deleted, { id: removed.id })),
      again: async () => reply.redirect(`/vouchers/${id}`),
    });
  });
}
