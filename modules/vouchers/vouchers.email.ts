// The voucher customer-management email: its text and its sending.

import { authorize, type Actor } from '../../src/lib/policy';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { addDays } from '../../src/lib/days';
import { hoursText, paymentStatusLabel, statusLabel } from './vouchers.labels';
import { RENEW_DAYS_AHEAD, RENEW_HOURS_LEFT } from './vouchers.rules';
import { vouchersMessages as m } from './vouchers.messages';
import type { VouchersContext } from './vouchers.service';
import { vouchersError } from './vouchers.errors';
import type { createVoucherDetail } from './vouchers.detail';
import type { AcademyContact, AcademyIssuer } from './vouchers.service';
import { formatIban } from '../../src/lib/validation';

type Academy = Pick<ReturnType<typeof createVoucherDetail>, 'academy' | 'academyName'>;
type Row = Awaited<ReturnType<VouchersContext['findRow']>>;

/** What the email says of the voucher's state, and how to pay what is due (the academy's account, when it has one). */
function situation(row: Row, { cards, academy }: { cards: boolean; academy: AcademyIssuer | null }): string | null {
  if (row.status === 'expired') return t(m.emailClosingExpired);
  if (row.dueCents > 0) {
    const iban = academy?.contact?.iban;
    const values = { due: formatMoney(row.dueCents), iban: formatIban(iban), academy: academy?.name, id: row.id };
    // By card only when the email brings the link; to the account when it is known.
    if (iban) return t(cards ? m.emailClosingDueIban : m.emailClosingDueWireIban, values);
    return t(cards ? m.emailClosingDue : m.emailClosingDueWire, values);
  }
  const today = todayInMadrid();
  if (
    row.status === 'active' &&
    (row.minutesLeft <= RENEW_HOURS_LEFT * 60 || row.endDate <= addDays(today, RENEW_DAYS_AHEAD))
  )
    return t(m.emailClosingLow);
  return null;
}

/** How to reach the academy: a sentence (answer this email, call), and the signature's line under its name. */
function reach(contact: AcademyContact | undefined) {
  const email = contact?.email ?? null;
  const phone = contact?.phone ?? null;
  const sentence =
    email && phone ? m.emailReachBoth : email ? m.emailReachEmail : phone ? m.emailReachPhone : m.emailReachNone;
  const signature =
    email && phone ? m.emailSignatureBoth : email ? m.emailSignatureEmail : phone ? m.emailSignaturePhone : null;
  return { sentence: t(sentence), signature: signature ? t(signature, { email, phone }) : null };
}

/**
 * `academy`: the academy as its documents name it (the invoices' issuer, else ACADEMY_NAME), and how
 * to reach it: the email is written from it and signed by it, as receipts and the payment page are,
 * and says how to answer (the mail's Reply-To is the academy's contact e-mail) or call.
 */
export function createVoucherEmails(context: VouchersContext, academy: Academy) {
  const { mailer, findRow } = context;
  const service = {
    /** The voucher customer-management email: to whom, subject and text (Spanish). */
    async emailPreview(
      actor: Actor | null,
      voucherId: number,
      /** `cardLink`: the paragraph with a card payment link (card payments' own text), which the email then ends with. */
      extra?: { cardLink?: string },
    ): Promise<{ to: string; subject: string; text: string }> {
      authorize(actor, 'vouchers.manage');
      const row = await findRow(voucherId);
      const to = row.customerEmail ?? row.customerInvoiceEmail;
      if (!to) throw vouchersError('VOUCHERS_NO_EMAIL', m.noEmail);
      const [issuer, academyName] = await Promise.all([academy.academy(), academy.academyName()]);
      const how = reach(issuer?.contact);
      // «Con tarjeta» only when the email brings the link to pay with: without one the family has no way to.
      const said = situation(row, { cards: !!extra?.cardLink, academy: issuer });
      // The link's paragraph goes before how to reach the academy.
      const paragraphs = extra?.cardLink
        ? [said, extra.cardLink, how.sentence]
        : [[said, how.sentence].filter(Boolean).join(' ')];
      const closing = paragraphs.filter(Boolean).join('\n\n');
      const text = t(m.emailBody, {
        customer: row.customerName,
        academy: academyName,
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
        closing,
        signature: how.signature ? `\n${how.signature}` : '',
      });
      return { to, subject: t(m.emailSubject, { subject: row.subjectName, student: row.studentName }), text };
    },

    /** Sends the customer-management email through the mailer (the outbox without SMTP). */
    async sendEmail(
      actor: Actor | null,
      voucherId: number,
      extra?: { cardLink?: string },
    ): Promise<{ to: string; status: 'stored' | 'sent' | 'failed' }> {
      const mail = await service.emailPreview(actor, voucherId, extra);
      const { status } = await mailer.send(mail);
      return { to: mail.to, status };
    },
  };
  return service;
}
