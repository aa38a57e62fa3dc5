import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { isIsoDay, parseEuros } from './format';

/**
 * Reading CSV files made for Spanish spreadsheets (the form `src/lib/csv.ts` writes: UTF-8
 * with or without BOM, `;`, decimal comma, formula cells neutralised with an apostrophe),
 * line by line, with the line number of each record for the importer's report.
 */

/** A column of an import layout: its key and the header the file names it by. */
export interface ImportColumn {
  key: string;
  header: string;
  required?: boolean;
}

export interface CsvRecord {
  /** The line of the file where the record starts (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** A line the importer refused, with its number and the reason in Spanish. */
export interface Rejection {
  line: number;
  reason: string;
}

/** What an import did (or, with rejections, would not do: nothing is written then). */
export interface ImportReport {
  fileName: string;
  sha256: string;
  /** Data lines in the file (the header left out). */
  lines: number;
  imported: number;
  /** Lines already in the archive with the same figures (a file imported again). */
  skipped: number;
  rejected: Rejection[];
}

/** Headers are compared without accents, case, or spacing differences. */
export const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const sha256Of = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/**
 * The records of a CSV file by its header: `rejected` holds a missing column (line 1), a line
 * with a different number of cells or a broken quote (with its line); `records` the rest.
 */
export function readCsv(content: Buffer | string, columns: readonly ImportColumn[]): { records: CsvRecord[]; rejected: Rejection[] } {
  const rejected: Rejection[] = [];
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(content, { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: true, info: true, trim: true, record_delimiter: ['\r\n', '\n'] }) as never;
  } catch (err) {
    if (err instanceof CsvError) return { records: [], rejected: [{ line: Number((err as CsvError & { lines?: number }).lines ?? 1), reason: 'El fichero no es un CSV válido (comillas sin cerrar o separador distinto de «;»)' }] };
    throw err;
  }
  if (rows.length === 0) return { records: [], rejected: [{ line: 1, reason: 'El fichero está vacío: falta la línea de cabecera' }] };
  const [head, ...data] = rows;
  const position = new Map(head.record.map((h, i) => [headerKey(h), i]));
  for (const c of columns) if (c.required !== false && !position.has(headerKey(c.header))) rejected.push({ line: head.info.lines, reason: `Falta la columna «${c.header}» en la cabecera` });
  if (rejected.length) return { records: [], rejected };
  const records: CsvRecord[] = [];
  // csv-parse's info.lines is the line where a record ends, but it counts a CRLF inside a
  // quoted cell as two lines: those are taken off, and a record's own breaks give its start.
  let extra = 0;
  for (const row of data) {
    const inside = row.record.join(';');
    extra += inside.match(/\r\n/g)?.length ?? 0;
    const line = row.info.lines - extra - (inside.match(/\r\n|\n|\r/g)?.length ?? 0);
    if (row.record.length !== head.record.length) {
      rejected.push({ line, reason: `La línea tiene ${row.record.length} columnas y la cabecera ${head.record.length}` });
      continue;
    }
    const cells: Record<string, string> = {};
    for (const c of columns) {
      const i = position.get(headerKey(c.header));
      cells[c.key] = i === undefined ? '' : unneutralise(row.record[i]);
    }
    records.push({ line, cells });
  }
  return { records, rejected };
}

/** Undoes the apostrophe a CSV export puts before a cell that starts like a formula. */
export function unneutralise(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** An amount as Spanish spreadsheets write it ('1.234,50', '-200,00', '90 €') in cents; undefined if it is not one. */
export function parseSignedCents(text: string): number | undefined {
  const s = text.trim().replace(/^−/, '-');
  const negative = s.startsWith('-');
  const cents = parseEuros(negative ? s.slice(1) : s);
  if (cents === undefined) return undefined;
  return negative ? -cents : cents;
}

/** A decimal with up to two places ('21,00', '7,5', '15') as a number; undefined if it is not one. */
export function parseDecimal(text: string): number | undefined {
  const cents = parseEuros(text.replace(/%/g, ''));
  return cents === undefined ? undefined : cents / 100;
}

/** A day as '22/11/2026' (also '2/3/2026', '22-11-2026') or '2026-11-22': 'YYYY-MM-DD', or undefined. */
export function parseSpanishDay(text: string): string | undefined {
  const s = text.trim();
  const es = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const iso = es ? `${es[3]}-${es[2].padStart(2, '0')}-${es[1].padStart(2, '0')}` : s;
  return isIsoDay(iso) ? iso : undefined;
}

/** A month as '2026-10', '10/2026' or '10-2026': 'YYYY-MM', or undefined. */
export function parseMonthText(text: string): string | undefined {
  const s = text.trim();
  const es = /^(\d{1,2})[/-](\d{4})$/.exec(s);
  const month = es ? `${es[2]}-${es[1].padStart(2, '0')}` : s;
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined;
}
