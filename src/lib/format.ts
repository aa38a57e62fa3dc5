// @browser: loaded by islands (see eslint/house.js, rule house/browser).
/**
 * Spanish formats of numbers, money and dates, in Madrid's time zone. Plain Intl, no message
 * catalogue: safe to import from islands as well as from the server (src/lib/intl re-exports it).
 */
export const LOCALE = 'es-ES';
export const TIME_ZONE = 'Europe/Madrid';

/** Integer cents as `1.234,50 €` (Spanish CLDR would drop the separator below 10.000). */
const euros = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const numbers = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 2 });

/**
 * Negative amounts as Intl's Spanish format writes them, `-200,00 €` (a hyphen-minus against the
 * number): an amending invoice, a withholding, every page and PDF alike. Zero never has a sign.
 */
export function formatMoney(cents: number): string {
  return euros.format((cents || 0) / 100);
}

/**
 * An amount taken off another (a payroll's IRPF withholding), shown negative as every other
 * amount: `-15,75 €`; nothing taken off is `0,00 €` (and a negative one, added, has no sign).
 * The payroll page and its PDF both write it so.
 */
export function formatDeduction(cents: number): string {
  return formatMoney(-cents);
}

const percents = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 });

/**
 * A rate in percent (21, '10.50', 7) as `21 %`, `10,5 %`: Intl's Spanish format, whose space
 * before the sign is a non-breaking one (U+00A0), so a line never breaks between number and %.
 */
export function formatPercent(rate: number | string): string {
  return percents.format(Number(rate) / 100);
}

const amounts = new Intl.NumberFormat(LOCALE, {
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents as an amount field shows them for typing over: 123450 → '1.234,50'. */
export function centsToInput(cents: number): string {
  return amounts.format(cents / 100);
}

/** Why a text is not an amount: not written as one ('doce', '1.2.3'), negative (or zero where it must be positive), fractions of a cent, past the maximum. */
export type EurosRefusal = 'format' | 'notPositive' | 'decimals' | 'tooLarge';

export interface EurosOptions {
  /** A leading minus sign (-, − or –) makes it negative (an amending invoice's differences). */
  signed?: boolean;
  /** Zero is refused as well (a payment, a price). */
  positive?: boolean;
  /** The largest amount in cents, either sign. */
  max?: number;
}

/** The amount in integer cents, or why there is none (the one reason that applies first). */
export type EurosReading = { cents: number; refused?: undefined } | { cents?: undefined; refused: EurosRefusal };

/**
 * Euros as people type them ('1.234,50', '1.250', '120,5', '120.50', '90 €') as integer cents,
 * or the reason they are not an amount. A dot before groups of three digits separates
 * thousands; otherwise a dot or a comma is the decimal point. Amounts past 2^53 cents (no
 * longer exact) are too large whatever `max` says.
 */
export function parseEuros(text: string, options: EurosOptions = {}): EurosReading {
  const s = text.replace(/€/g, '').replace(/\s/g, '');
  const negative = /^[-−–]/.test(s);
  const unsigned = negative ? s.slice(1) : s;
  const written = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/.exec(unsigned) ?? /^(\d+)(?:[.,](\d+))?$/.exec(unsigned);
  if (!written) return { refused: 'format' };
  if (negative && !options.signed) return { refused: 'notPositive' };
  const [, whole, decimals = ''] = written;
  if (decimals.length > 2) return { refused: 'decimals' };
  const size = Number(whole.replace(/\./g, '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(size) || (options.max !== undefined && size > options.max)) return { refused: 'tooLarge' };
  if (size === 0 && options.positive) return { refused: 'notPositive' };
  return { cents: negative ? -size || 0 : size };
}

/**
 * A duration as people read it, exact, the one way every page, mail and PDF writes one:
 * 90 → '1 h 30 min', 120 → '2 h', 45 → '45 min', 0 → '0 h', -90 → '-1 h 30 min' (the sign as
 * money's). Never decimals or rounding: «1,5 h» or «1,58 h» hid minutes. Thousands of hours
 * keep their separator ('1.200 h').
 */
export function formatDuration(minutes: number): string {
  const total = Math.round(minutes || 0);
  const size = Math.abs(total);
  const hours = Math.floor(size / 60);
  const rest = size % 60;
  const text = [hours || !rest ? `${formatNumber(hours)} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
  return total < 0 ? `-${text}` : text;
}

/** Minutes as a number of hours, for exports that expect a number: 450 → '7,5', 60 → '1'. */
export function minutesAsHours(minutes: number): string {
  return formatNumber(Math.round((minutes / 60) * 100) / 100);
}

/** `10.000`, `2,5`: always with the thousands separator. */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

const dates = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const times = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** A calendar date ('2026-11-22') or an instant, as `22/11/2026` in Madrid. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return dates.format(new Date(value));
}

/** An instant as `22/11/2026 18:05` in Madrid. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${times.format(new Date(value))}`;
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Madrid as 'YYYY-MM-DD' (business dates are Madrid's, whatever the server's zone). */
export function todayInMadrid(now = new Date()): string {
  return isoDay.format(now);
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as Madrid's clock reads it, to the second: its wall-clock time
 * ('2026-11-23T14:05:09') and the offset from UTC in force ('+01:00').
 */
export function madridWallClock(instant: Date | number): { wall: string; offset: string } {
  const p = Object.fromEntries(wallClock.formatToParts(instant).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName.replace('GMT', '');
  return { wall: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`, offset };
}

/**
 * Whether the text is a real calendar day 'YYYY-MM-DD' (not '2026-02-30'), of a year PostgreSQL
 * stores: from 0001 (there was no year 0, and the database refuses '0000-01-01').
 */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Spanish alphabetical order (á with a, ñ after n). */
export const collator = new Intl.Collator(LOCALE, { sensitivity: 'base' });
