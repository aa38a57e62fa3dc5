import { formatNumber, t, formatPercent } from '../../src/lib/intl';
import { methodLabel } from '../vouchers';
import { invoiceMessages as m } from './invoices.messages';

/** Labels of an invoice's values, shared by pages, print, PDF, CSV and GraphQL. */
export const statusLabel = (status: string) => t(status === 'paid' ? m.statusPaid : m.statusPendingPayment);
export const invoiceMethodLabel = (method: string | null) => (method ? methodLabel(method) : '—');
const REASONS = { R1: m.reasonR1, R2: m.reasonR2, R3: m.reasonR3, R4: m.reasonR4 } as const;
export const reasonLabel = (reason: string | null) =>
  reason && reason in REASONS ? `${reason} — ${t(REASONS[reason as keyof typeof REASONS])}` : '—';
export const rateLabel = (rate: string | number) => formatPercent(rate);
/** '10.00' → '10', '1.50' → '1,5'. */
export const quantityLabel = (quantity: string | number) => formatNumber(Number(quantity));
