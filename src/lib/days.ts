/** Day arithmetic on 'YYYY-MM-DD' strings (calendar days, no time zone involved). */

/** 'YYYY-MM-DD' plus whole months, kept inside the month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, mo, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A calendar quarter: its year, number and first and last days. */
export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  from: string;
  to: string;
}

/**
 * The quarter that ended last, while `today` is in the month after it (January, April, July,
 * October): the months in which Spanish quarterly returns (VAT, withholdings) are filed.
 */
export function quarterJustEnded(today: string): Quarter | undefined {
  return Number(today.slice(5, 7)) % 3 === 1 ? quarterOf(addMonths(today, -1)) : undefined;
}

/** The quarter a day ('YYYY-MM-DD') falls in. */
export function quarterOf(day: string): Quarter {
  const year = Number(day.slice(0, 4));
  const quarter = Math.ceil(Number(day.slice(5, 7)) / 3) as Quarter['quarter'];
  const from = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
  return { year, quarter, from, to: addDays(addMonths(from, 3), -1) };
}
