// The voucher customer-management email: its text and its sending.

import { authorize, type Actor } from '../../src/lib/policy';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { hoursText, paymentStatusLabel, statusLabel } from './vouchers.labels';
import { RENEW_DAYS_AHEAD, RENEW_HOURS_LEFT } from './vouchers.rules';
import { vouchersMessages as m } from './vouchers.messages';
import type { VouchersContext } from './vouchers.service';
import { vouchersError } from './vouchers.errors';

/**
 * `academyName`: the academy as its documents name it (the invoices' issuer, else ACADEMY_NAME):
 * the email is written from it and signed by it, as receipts and the payment page are.
 */
export function createVoucherEmails(context: VouchersContext, academyName: () => Promise<string>) {
  const { mailer, findRow } = context;
  const service = {
    /** The voucher customer-management email: to whom, subject and text (Spanish). */
    async emailPreview(
      actor: Actor | null,
      voucherId: number,
      extra?: { closing?: string },
    ): Promise<{ to: string; subject: string; text: string }> {
      authorize(actor, 'vouchers.manage');
      const row = await findRow(voucherId);
      const to = row.customerEmail ?? row.customerInvoiceEmail;
      if (!to) throw vouchersError('VOUCHERS_NO_EMAIL', m.noEmail);
      const today = todayInMadrid();
      const closing =
        row.status === 'expired'
          ? t(m.emailClosingExpired)
          : row.dueCents > 0
            ? // By card only where card payments are on (off by default in production).
              t(context.config.redsys.enabled ? m.emailClosingDue : m.emailClosingDueWire, {
                due: formatMoney(row.dueCents),
              })
            : row.status === 'active' &&
                (row.minutesLeft <= RENEW_HOURS_LEFT * 60 || row.endDate <= addDays(today, RENEW_DAYS_AHEAD))
              ? t(m.emailClosingLow)
              : t(m.emailClosing);
      const text = t(m.emailBody, {
        customer: row.customerName,
        academy: await academyName(),
        id: row.id,
        student: row.studentName,
        hours: row.hours,
        subject: row.subjectName,
        course: row.courseName,
        status: statusLabel(row.status),
        start: formatDate(row.startDate),
        end: formatDate(row.endDate),
        used: hoursText(row.minutesUsed),
        booked: hoursText(row.minutesBooked - row.minutesUsed),
        left: hoursText(row.minutesLeft),
        amount: formatMoney(row.amountCents),
        payment: paymentStatusLabel(row.paymentStatus).toLowerCase(),
        // A paragraph more from another area (card payments: the payment link).
        closing: extra?.closing ? `${closing}\n\n${extra.closing}` : closing,
      });
      return { to, subject: t(m.emailSubject, { subject: row.subjectName, student: row.studentName }), text };
    },

    /** Sends the customer-management email through the mailer (the outbox without SMTP). */
    async sendEmail(
      actor: Actor | null,
      voucherId: number,
      extra?: { closing?: string },
    ): Promise<{ to: string; status: 'stored' | 'sent' | 'failed' }> {
      const mail = await service.emailPreview(actor, voucherId, extra);
      const { status } = await mailer.send(mail);
      return { to: mail.to, status };
    },
  };
  return service;
}
