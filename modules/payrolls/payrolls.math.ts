import { todayInMadrid } from '../../src/lib/format';

/**
 * The arithmetic of a payroll, apart so it is tested on its own. Amounts are integer cents;
 * a class contributes minutes × pay per hour (exact), and the sum is rounded to the cent once,
 * on the payroll, half up. The IRPF is the gross at the frozen rate, rounded half up once;
 * the net is what is left.
 */

/** Withholding rates the academy applies (percent): 15 by default, 7 for new professionals, 0 with a reason. */
export const IRPF_RATES = [15, 7, 0] as const;
export type IrpfRate = (typeof IRPF_RATES)[number];
export const DEFAULT_IRPF_RATE: IrpfRate = 15;

export interface PayLine {
  minutes: number;
  payPerHourCents: number;
}

export interface PayrollTotals {
  classCount: number;
  minutes: number;
  grossCents: number;
  irpfCents: number;
  netCents: number;
}

/** n / d rounded half up, for non-negative integers. */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

export function grossCents(lines: PayLine[]): number {
  return roundDiv(
    lines.reduce((sum, l) => sum + l.minutes * l.payPerHourCents, 0),
    60,
  );
}

export function irpfCents(gross: number, rate: number): number {
  return roundDiv(gross * rate, 100);
}

export function payrollTotals(lines: PayLine[], rate: number): PayrollTotals {
  const gross = grossCents(lines);
  const irpf = irpfCents(gross, rate);
  return {
    classCount: lines.length,
    minutes: lines.reduce((s, l) => s + l.minutes, 0),
    grossCents: gross,
    irpfCents: irpf,
    netCents: gross - irpf,
  };
}

/** 'YYYY-MM' of a real month. */
export function isMonth(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-(0[1-9]|1[0-2])$/.test(value) &&
    Number(value.slice(0, 4)) >= 2000 &&
    Number(value.slice(0, 4)) <= 2100
  );
}

/** The month's first day and the next month's first day ('YYYY-MM-DD'): the classes of [from, to). */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The month before today's in Madrid ('YYYY-MM'): what a run on the 1st pays. */
export function previousMonth(today = todayInMadrid()): string {
  const [y, m] = today.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

// Made once: building a DateTimeFormat costs more than the payroll list's whole page (issue 16).
const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'octubre de 2026'. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(y, m - 1, 15)));
}

/** An IBAN with all but its last four characters hidden: '•••• •••• •••• •••• •••• 1234'. */
export function maskIban(iban: string | null | undefined): string {
  const clean = (iban ?? '').replace(/\s+/g, '');
  if (clean.length < 5) return '';
  return `${'•'.repeat(clean.length - 4).replace(/(.{4})/g, '$1 ')}${clean.slice(-4)}`;
}
