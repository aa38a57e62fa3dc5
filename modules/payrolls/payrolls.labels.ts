// A payroll's statuses and their labels.

import { t } from '../../src/lib/intl';
import { payrollsMessages as m } from './payrolls.messages';

export const PAYROLL_STATUSES = ['teacherPendingPayment', 'teacherPayed', 'discarded'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

export const statusLabel = (s: string) => t(m[`status_${s as PayrollStatus}`] ?? m.status_teacherPendingPayment);
