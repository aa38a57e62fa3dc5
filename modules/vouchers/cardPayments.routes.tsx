import type { ReactNode } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney, t } from '../../src/lib/intl';
import { can } from '../../src/lib/policy';
import { isAppError } from '../../src/lib/errors';
import { idParam, type IdParams } from '../../src/lib/routeParams';
import type { VoucherRow } from './vouchers.service';
import { cardPaymentsMessages as m } from './cardPayments.messages';
import { CardPaymentsSection, LinkCreated } from './pages/cardPayments/CardPaymentsSection';
import { Island } from '../../views/Island';
import { VoucherLive } from './pages/cardPayments/VoucherLive.island';
import { PayContact, PayDone, PayFailed, PayNotFound, PayPage } from './pages/cardPayments/PayPages';
import { CARD_PAYMENT_ANSWERED, type NotificationOutcome } from './cardPayments.service';
import type { DialogField } from './pages/vouchers/VoucherDialog.island';
import type { VouchersServices } from './index';

type TokenParams = { token: string };

/** The notification answers within this time whatever happens (the work goes on if it takes longer). */
const NOTIFICATION_ANSWER_MS = 3000;

/**
 * What the voucher page shows of card payments to staff: the "Crear enlace de pago" button
 * (when something is due) and the section with the links and attempts. Nothing for others.
 */
export async function cardPaymentsOnVoucher({
  services,
  request,
  reply,
  v,
}: {
  services: VouchersServices;
  request: FastifyRequest;
  reply: FastifyReply;
  v: VoucherRow;
}) {
  if (!can(request.actor, 'cardPayments.manage')) return { button: null, section: null };
  const [links, attempts] = await Promise.all([
    services.cardPayments.links(request.actor, v.id),
    services.cardPayments.attempts(request.actor, v.id),
  ]);
  // Card payments off (no Redsys terminal configured) and none ever made: no section of empty tables and no
  // link to create; an admin reads how to turn them on, on one line.
  if (!services.cardPayments.enabled && links.length === 0 && attempts.length === 0)
    return {
      button: null,
      section: can(request.actor, 'staff.manage') ? (
        <p className="muted card-payments-off" id="card-payments">
          {t(m.offForAdmins)}
        </p>
      ) : null,
    };
  const csrfToken = reply.generateCsrf();
  const button = (await linkable(services, request, v)) ? (
    <form method="post" action={`/vouchers/${v.id}/payment-link`} className="inline-form" title={t(m.createLinkHelp)}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <button type="submit" className="button button-secondary">
        {t(m.createLink)}
      </button>
    </form>
  ) : null;
  // Card payments arrive while staff look at the page: it updates itself (GraphQL subscription).
  const live = (
    <Island name="VoucherLive" component={VoucherLive} props={{ voucherId: v.id, updated: t(m.liveUpdated) }} />
  );
  return {
    button,
    section: (
      <CardPaymentsSection
        links={links}
        attempts={attempts}
        csrfToken={csrfToken}
        live={live}
        closed={v.dueCents <= 0 || v.storedStatus === 'settled'}
      />
    ),
  };
}

/**
 * Can a payment link be made for this voucher by this user now? Not while a payment could not be
 * recorded (no invoice issuer: the voucher's page says what to fill in first): the family would pay for nothing.
 */
const linkable = async (services: VouchersServices, request: FastifyRequest, v: VoucherRow) =>
  can(request.actor, 'cardPayments.manage') &&
  services.cardPayments.enabled &&
  v.storedStatus !== 'settled' &&
  v.dueCents > 0 &&
  v.paymentStatus !== 'paid' &&
  !(await services.vouchers.paymentMissing(request.actor));

/** The customer email dialog's choice: add a new payment link to the email (the default when something is due). */
export async function paymentLinkField(
  services: VouchersServices,
  request: FastifyRequest,
  v: VoucherRow,
): Promise<DialogField[]> {
  if (!(await linkable(services, request, v))) return [];
  return [
    {
      name: 'paymentLink',
      label: t(m.emailLinkLabel),
      type: 'select',
      value: 'yes',
      options: [
        { value: 'yes', label: t(m.emailLinkYes, { amount: formatMoney(v.dueCents) }) },
        { value: 'no', label: t(m.emailLinkNo) },
      ],
      help: t(m.emailLinkHelp),
    },
  ];
}

/** The CSP of the payment page lets its form go to the card terminal (and nowhere else new). */
function allowFormTo(reply: FastifyReply, action: string) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.header(
    'content-security-policy',
    csp.replace(/form-action ([^;]*)/, (_all, sources: string) => `form-action ${sources} ${new URL(action).origin}`),
  );
}

export async function cardPaymentsRoutes(app: FastifyInstance, { cardPayments }: VouchersServices) {
  // Answers that changed a voucher go to the subscribers of cardPaymentAnswered (the voucher pages open).
  const stop = cardPayments.onAnswer(
    (event) =>
      void app.graphql.pubsub.publish({ topic: CARD_PAYMENT_ANSWERED, payload: { cardPaymentAnswered: event } }),
  );
  app.addHook('onClose', async () => stop());
  const manage = { config: { action: 'cardPayments.manage' as const }, preHandler: app.csrfProtection };
  const open = { config: { public: true } };
  const manageById = { ...manage, ...idParam(m.linkNotFound) };

  // ---- Staff: create and revoke links ---------------------------------------------------

  app.post<{ Params: IdParams }>('/vouchers/:id/payment-link', manageById, async (request, reply) => {
    const id = request.params.id;
    try {
      const link = await cardPayments.createLink(request.actor, id);
      return await reply.page(
        <LinkCreated
          voucherId={id}
          url={link.url}
          amountCents={link.amountCents}
          expiresAt={link.expiresAt}
          revokedCount={link.revokedIds.length}
        />,
        { title: t(m.linkCreatedTitle, { id }), status: 201 },
      );
    } catch (err) {
      if (isAppError(err) && err.status === 409) return reply.flashRedirect(`/vouchers/${id}`, 'error', err.message);
      throw err;
    }
  });

  app.post<{ Params: IdParams }>('/payment-links/:id/revoke', manageById, async (request, reply) => {
    const link = await cardPayments.revokeLink(request.actor, request.params.id);
    return reply.flashRedirect(`/vouchers/${link.voucherId}#card-payments`, 'success', t(m.revoked));
  });

  // ---- The family: public pages, by the link's token ------------------------------------

  /** A family's page: the empty layout, never cached nor sent as a referrer, closed with how to reach the academy. */
  async function familyPage(
    reply: FastifyReply,
    content: ReactNode,
    { title, status = 200 }: { title: string; status?: number },
  ) {
    const { name, contact } = await cardPayments.academyForFamilies();
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.page(
      <>
        {content}
        {contact && <PayContact contact={contact} />}
      </>,
      { title, layout: 'empty', status, brand: name ?? undefined },
    );
  }
  const notFoundPage = (reply: FastifyReply) =>
    familyPage(reply, <PayNotFound />, { title: t(m.notFoundTitle), status: 404 });

  app.get<{ Params: TokenParams; Querystring: { again?: string } }>('/pay/:token', open, async (request, reply) => {
    const page = await cardPayments.publicPage(request.params.token);
    if (!page) return notFoundPage(reply);
    if (page.form) allowFormTo(reply, page.form.terminal);
    return familyPage(reply, <PayPage p={page} again={request.query?.again === '1'} />, { title: t(m.payTitle) });
  });

  // «Pagar con tarjeta»: the page's own form. Sent on to the terminal once (307: the browser posts the same
  // fields there); a form used already, or of a link that no longer pays, goes back to the page (303).
  app.post<{ Params: TokenParams; Body: Record<string, unknown> }>('/pay/:token', open, async (request, reply) => {
    const token = request.params.token;
    const sent = await cardPayments.toBank(token, request.body ?? {});
    if (!sent) return notFoundPage(reply);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (sent.outcome === 'bank') return reply.redirect(cardPayments.terminalUrl, 307);
    return reply.redirect(`/pay/${token}?again=1`, 303);
  });

  app.get<{ Params: TokenParams }>('/pay/:token/ok', open, async (request, reply) => {
    const done = await cardPayments.returnPage(request.params.token);
    if (!done) return notFoundPage(reply);
    return familyPage(
      reply,
      <PayDone token={request.params.token} paid={done.paid} dueCents={done.dueCents} refundCents={done.refundCents} />,
      {
        title: t(m.okTitle),
      },
    );
  });

  app.get<{ Params: TokenParams }>('/pay/:token/ko', open, async (request, reply) => {
    const done = await cardPayments.returnPage(request.params.token);
    if (!done) return notFoundPage(reply);
    return familyPage(reply, <PayFailed token={request.params.token} state={done.state} />, {
      title: t(m.koTitle),
    });
  });

  // ---- The terminal: the signed notification (server to server; no session, no CSRF) ----

  app.post<{ Body: Record<string, unknown> }>('/payments/redsys/notification', open, async (request, reply) => {
    const work = cardPayments.notify(request.body ?? {}).then(
      (result) => logOutcome(request, result),
      (err: unknown) => request.log.error({ err }, 'Redsys notification failed'),
    );
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, NOTIFICATION_ANSWER_MS).unref());
    await Promise.race([work, timeout]);
    return reply.type('text/plain').send('OK');
  });
}

function logOutcome(request: FastifyRequest, result: NotificationOutcome) {
  if (result.outcome === 'recorded' || result.outcome === 'denied' || result.outcome === 'replay')
    request.log.info({ redsys: result }, 'Redsys notification');
  // The bank charged the card but the payment rules refused it: someone has to refund it.
  else if (result.outcome === 'notRecorded')
    request.log.error({ redsys: result }, 'Redsys payment authorised but not recorded: refund it');
  else request.log.warn({ redsys: result }, 'Redsys notification refused: nothing recorded');
}
