import { formatDuration, t, type Message } from '../../src/lib/intl';
import type { PAYMENT_METHODS, VoucherStatus } from './hours';
import { vouchersMessages as m } from './vouchers.messages';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type VoucherPaymentStatus = 'pendingPayment' | 'paid';

export const STATUS_LABELS: Record<VoucherStatus, Message> = {
  inactive: m.statusInactive,
  active: m.statusActive,
  expired: m.statusExpired,
  settled: m.statusSettled,
};
export const PAYMENT_STATUS_LABELS: Record<VoucherPaymentStatus, Message> = {
  pendingPayment: m.paymentPending,
  paid: m.paymentPaid,
};
export const METHOD_LABELS: Record<PaymentMethod, Message> = {
  cash: m.methodCash,
  wire: m.methodWire,
  redsys: m.methodRedsys,
};
export const MOVEMENT_LABELS: Record<string, Message> = {
  book: m.kindBook,
  release: m.kindRelease,
  adjust: m.kindAdjust,
};

const label = (labels: Record<string, Message>, key: string) => (key in labels ? t(labels[key]) : key);
export const statusLabel = (status: string) => label(STATUS_LABELS, status);
export const paymentStatusLabel = (status: string) => label(PAYMENT_STATUS_LABELS, status);
export const methodLabel = (method: string) => label(METHOD_LABELS, method);

/** Minutes as people read them, exact: 450 → '7 h 30 min' (src/lib/format: formatDuration). */
export const hoursText = formatDuration;
