// @browser: shared by the server (reading what was posted) and the date fields (showing it), in the islands too.

/**
 * Dates, months and times as people in Spain write them (22/11/2026, 11/2026, 17:30) and as the
 * intranet keeps them (2026-11-22, 2026-11, 2026-11-22T17:30). The date fields are text fields
 * in the Spanish order whatever the browser's language (a native date field follows the
 * browser's: 11/22/2026 and 05:30 PM in an English one), so what is posted is read here.
 * A text that is not one of these is returned as it is, for the form's check to refuse.
 */

const pad = (n: number | string) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when year, month and day make a day of the calendar. */
function calendarDay(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

const SPANISH_DAY = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** '22/11/2026', '22-11-2026', '22.11.2026', '22112026' or '2026-11-22' → '2026-11-22'. */
export function isoDayOf(text: string): string {
  const value = text.trim();
  const spanish = SPANISH_DAY.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (spanish) return calendarDay(Number(spanish[3]), Number(spanish[2]), Number(spanish[1])) ?? value;
  const iso = ISO_DAY.exec(value);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? value;
  return value;
}

/** '9:05', '09.05' or '0905' → '09:05'. */
export function isoTimeOf(text: string): string {
  const value = text.trim();
  const time = /^(\d{1,2})[:.h]?(\d{2})$/.exec(value);
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) return value;
  return `${pad(time[1])}:${time[2]}`;
}

/** '22/11/2026 17:30' (or '22/11/2026, 17:30', or '2026-11-22T17:30') → '2026-11-22T17:30'. */
export function isoDateTimeOf(text: string): string {
  const value = text.trim();
  const parts = /^(.+?)(?:\s*,\s*|\s+|T)(\d{1,2}[:.h]\d{2})(:\d{2}(\.\d+)?)?$/.exec(value);
  if (!parts) return value;
  const day = isoDayOf(parts[1]);
  const time = isoTimeOf(parts[2]);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && /^\d{2}:\d{2}$/.test(time) ? `${day}T${time}` : value;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '11/2026', '11-2026', '2026-11', 'noviembre de 2026' or 'nov. 2026' → '2026-11'. */
export function isoMonthOf(text: string): string {
  const value = text.trim();
  const spanish = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(value);
  const named = /^([a-záéíóú]{3,})\.?\s+(?:de\s+)?(\d{4})$/i.exec(value);
  let month: number | undefined;
  let year: string | undefined;
  if (spanish) [month, year] = [Number(spanish[1]), spanish[2]];
  else if (iso) [month, year] = [Number(iso[2]), iso[1]];
  else if (named) {
    const word = named[1].toLowerCase().replace('setiembre', 'septiembre');
    const index = MONTHS.findIndex((name) => name.startsWith(word));
    if (index >= 0) [month, year] = [index + 1, named[2]];
  }
  return month !== undefined && year !== undefined && month >= 1 && month <= 12 ? `${year}-${pad(month)}` : value;
}

/** '2026-11-22' → '22/11/2026'; anything else as it is (what was typed, shown back). */
export function spanishDay(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** '2026-11-22T17:30' → '22/11/2026 17:30'. */
export function spanishDateTime(value: string): string {
  const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return iso ? `${spanishDay(iso[1])} ${iso[2]}` : value;
}

/** '2026-11' → '11/2026'. */
export function spanishMonth(value: string): string {
  const iso = /^(\d{4})-(\d{2})$/.exec(value);
  return iso ? `${iso[2]}/${iso[1]}` : value;
}

export type DateKind = 'date' | 'datetime' | 'month' | 'time';

/** How a field of the kind shows a stored value, and how what was typed is read back. */
export const DATE_KINDS: Record<DateKind, { shown: (v: string) => string; read: (v: string) => string }> = {
  date: { shown: spanishDay, read: isoDayOf },
  datetime: { shown: spanishDateTime, read: isoDateTimeOf },
  month: { shown: spanishMonth, read: isoMonthOf },
  time: { shown: (v) => v, read: isoTimeOf },
};
