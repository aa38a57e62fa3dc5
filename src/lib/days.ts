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
