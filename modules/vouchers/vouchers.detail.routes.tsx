import type { ReactNode } from 'react';
import type { FastifyInstance } from 'fastify';
import { t, todayInMadrid } from '../../src/lib/intl';
import { can } from '../../src/lib/policy';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { MissingFirst } from '../../views/widgets/MissingFirst';
import { vouchersMessages as m } from './vouchers.messages';
import { VoucherPage } from './pages/vouchers/VoucherPage';
import { ReceiptPage } from './pages/vouchers/ReceiptPage';
import { ActivateButton, VoucherActions } from './pages/vouchers/VoucherParts';
import { emailDialog, payDialog, renewDialog, settleOneDialog } from './pages/vouchers/dialogs';
import { cardPaymentsOnVoucher, paymentLinkField } from './cardPayments.routes';
import { dialogButton, voucherRouteOptions, type Params } from './vouchers.routing';
import type { VouchersServices } from './index';

/** A voucher's page (with the buttons of what the user may do to it now) and a payment's receipt. */
export async function voucherPageRoutes(app: FastifyInstance, services: VouchersServices) {
  const { vouchers } = services;
  const { view, withId } = voucherRouteOptions(app);

  app.get<{ Params: Params }>('/vouchers/:id', withId(view), async (request, reply) => {
    const v = await vouchers.get(request.actor, request.params.id);
    const actor = request.actor;
    const today = todayInMadrid();
    const buttons: ReactNode[] = [];
    const payable = can(actor, 'vouchers.pay') && v.storedStatus !== 'settled' && v.dueCents > 0;
    const missing = payable ? await vouchers.paymentMissing(actor) : null;
    if (payable && !missing)
      buttons.push(
        dialogButton({
          reply,
          content: payDialog(v, today, services.cardPayments.enabled),
          fallbackHref: `/vouchers/${v.id}/pay`,
          buttonLabel: t(m.pay),
        }),
      );
    const card = await cardPaymentsOnVoucher({ services, request, reply, v });
    if (card.button) buttons.push(card.button);
    if (can(actor, 'vouchers.manage') && v.storedStatus === 'inactive')
      buttons.push(<ActivateButton voucherId={v.id} csrfToken={reply.generateCsrf()} />);
    if (can(actor, 'vouchers.manage') && v.storedStatus !== 'inactive' && !v.renewedById) {
      const plan = await vouchers.renewalPreview(actor, v.id).catch(() => undefined);
      if (plan)
        buttons.push(
          dialogButton({
            reply,
            content: renewDialog(v, plan),
            fallbackHref: `/vouchers/${v.id}/renew`,
            buttonLabel: t(m.renew),
            buttonClass: 'button button-secondary',
          }),
        );
    }
    if (can(actor, 'vouchers.settle') && v.storedStatus === 'active' && (v.minutesLeft <= 0 || v.endDate < today)) {
      const fallbackHref = `/vouchers/settle?ids=${v.id}&back=/vouchers/${v.id}`;
      buttons.push(
        dialogButton({
          reply,
          content: settleOneDialog(v, `/vouchers/${v.id}`),
          fallbackHref,
          buttonLabel: t(m.settle),
          buttonClass: 'button button-danger',
        }),
      );
    }
    if (can(actor, 'vouchers.manage')) {
      const mail = await vouchers.emailPreview(actor, v.id).catch(() => undefined);
      if (mail) {
        const content = emailDialog(v, mail, await paymentLinkField(services, request, v));
        buttons.push(
          dialogButton({
            reply,
            content,
            fallbackHref: `/vouchers/${v.id}/email`,
            buttonLabel: t(m.email),
            buttonClass: 'button button-quiet',
          }),
        );
      }
      if (v.storedStatus !== 'settled')
        buttons.push(
          <a className="button button-quiet" href={`/manage-voucher/${v.id}`}>
            {t(m.edit)}
          </a>,
        );
      if (v.deletable)
        buttons.push(
          <DeleteButton
            href={`/vouchers/${v.id}`}
            title={t(m.deleteTitle, { id: v.id })}
            question={t(m.deleteQuestion, { id: v.id, student: v.studentName })}
          />,
        );
    }
    // The lead it was accepted from, for whoever may see leads (the voucher names it in its remarks only).
    const leadId = can(actor, 'customerInterests.view') ? await services.interests.ofVoucher(actor, v.id) : null;
    return reply.page(
      <VoucherPage
        v={v}
        actions={<VoucherActions buttons={buttons} />}
        cardPayments={card.section}
        leadId={leadId}
        notice={missing && <MissingFirst missing={missing} />}
      />,
      { title: t(m.voucherNumber, { id: v.id }) },
    );
  });

  /** Without a payment's id there is nothing to print: the vouchers, whose pages list their payments and receipts. */
  app.get('/voucher-payment-receipt-print', view, async (_request, reply) => reply.redirect('/vouchers', 302));

  app.get<{ Params: Params }>('/voucher-payment-receipt-print/:id', withId(view), async (request, reply) => {
    const receipt = await vouchers.receipt(request.actor, request.params.id);
    return reply.page(<ReceiptPage receipt={receipt} />, {
      title: t(m.receiptTitle, { id: receipt.payment.id }),
      layout: 'simple',
    });
  });
}
