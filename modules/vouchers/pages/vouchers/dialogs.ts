import { centsToInput } from '../../../../src/lib/format';
import { formatDate, formatMoney, t } from '../../../../src/lib/intl';
import { offeredPaymentMethods } from '../../hours';
import type { PriceQuote, VoucherRow } from '../../vouchers.service';
import { hoursText, METHOD_LABELS } from '../../vouchers.labels';
import { vouchersMessages as m } from '../../vouchers.messages';
import type { DialogField, VoucherDialogProps } from './VoucherDialog.island';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '../../../../src/lib/idempotency';

/** A dialog's content: what the island and its page without JavaScript share. */
export type DialogContent = Omit<
  VoucherDialogProps,
  'csrfToken' | 'fallbackHref' | 'buttonLabel' | 'buttonClass' | 'cancelLabel' | 'requiredLabel' | 'dateTexts'
>;

/** `cardPayments`: whether card payments are on (else no «Redsys» to pick). */
export function payDialog(v: VoucherRow, today: string, cardPayments: boolean): DialogContent {
  return {
    action: `/vouchers/${v.id}/pay`,
    title: t(m.payTitle, { id: v.id }),
    paragraphs: [
      t(m.payIntro, {
        amount: formatMoney(v.amountCents),
        paid: formatMoney(v.paidCents),
        due: formatMoney(v.dueCents),
      }),
    ],
    fields: [
      {
        name: 'amount',
        label: t(m.payAmount),
        type: 'text',
        value: centsToInput(v.dueCents),
        required: true,
        help: t(m.payAmountHelp),
        inputMode: 'decimal',
      },
      {
        name: 'method',
        label: t(m.payMethod),
        type: 'select',
        value: 'wire',
        options: offeredPaymentMethods(cardPayments).map((k) => ({ value: k, label: t(METHOD_LABELS[k]) })),
        required: true,
        help: t(m.payCashHelp),
      },
      { name: 'date', label: t(m.payDate), type: 'date', value: today, required: true },
      { name: 'reference', label: t(m.payReference), type: 'text', help: t(m.payReferenceHelp) },
    ],
    // Generated with the form: a double submit or a resent post pays once (src/lib/idempotency).
    hidden: { [IDEMPOTENCY_FIELD]: newIdempotencyKey() },
    confirmLabel: t(m.payConfirm),
  };
}

/** `back`: the list it was opened from, where the post returns (else the new voucher). */
export function renewDialog(
  v: VoucherRow,
  plan: { price: PriceQuote; startDate: string; endDate: string; amountCents: number; teacherId: number | null },
  back?: string,
): DialogContent {
  // The voucher's teacher has dropped out: the renewal goes without one, and the dialog says so.
  const teacherLeft = v.teacherId && !plan.teacherId ? [t(m.renewTeacherLeft, { teacher: v.teacherName })] : [];
  return {
    action: `/vouchers/${v.id}/renew`,
    title: t(m.renewTitle, { id: v.id }),
    paragraphs: [
      t(m.renewIntro, {
        student: v.studentName,
        hours: v.hours,
        subject: v.subjectName,
        course: v.courseName,
        start: formatDate(plan.startDate),
        end: formatDate(plan.endDate),
        price: formatMoney(plan.price.hourlyPriceCents),
        amount: formatMoney(plan.amountCents),
      }),
      ...teacherLeft,
    ],
    fields: [],
    hidden: back ? { back } : undefined,
    confirmLabel: t(m.renewConfirm),
  };
}

export function settleOneDialog(v: VoucherRow, back: string): DialogContent {
  return {
    action: '/vouchers/settle',
    title: t(m.settleOneTitle, { id: v.id }),
    paragraphs: [
      t(m.settleIntro),
      t(m.settleLine, {
        id: v.id,
        student: v.studentName,
        subject: v.subjectName,
        used: hoursText(v.minutesBooked),
        forfeited: hoursText(v.minutesLeft),
      }),
    ],
    fields: [{ name: 'remarks', label: t(m.settleRemarks), type: 'textarea' }],
    hidden: { ids: String(v.id), back },
    confirmLabel: t(m.settleConfirm),
    confirmClass: 'button button-danger',
    alert: true,
  };
}

export function emailDialog(
  v: VoucherRow,
  mail: { to: string; subject: string; text: string },
  extraFields: DialogField[] = [],
): DialogContent {
  return {
    action: `/vouchers/${v.id}/email`,
    title: t(m.emailTitle, { id: v.id }),
    paragraphs: [`${t(m.emailTo)}: ${mail.to}`, `${t(m.emailSubjectLabel)}: ${mail.subject}`],
    preview: mail.text,
    previewLabel: t(m.emailPreview),
    fields: extraFields,
    confirmLabel: t(m.emailConfirm),
  };
}
