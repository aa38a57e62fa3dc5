import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Digits with a leading zero (a postal code 08001, a phone 0034…): a spreadsheet opening the
 * file reads them as a number and drops the zero, so they are written as the text formula
 * ="08001", which Excel and LibreOffice show as 08001 (only digits: nothing to execute).
 */
const LEADING_ZERO = /^0\d+$/;

/**
 * A cell as a spreadsheet must not execute it: text starting with = + - @, a tab or a CR is
 * prefixed with an apostrophe (CSV injection). Numbers stay numbers.
 */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A negative amount ('-12,30') is a number, not a formula.
  if (/^-\d+(,\d+)?$/.test(text)) return text;
  if (LEADING_ZERO.test(text)) return `="${text}"`;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A decimal number with a comma, as Spanish spreadsheets read it: 1234.5 → '1234,50'. */
export function csvDecimal(value: number, digits = 2): string {
  return value.toFixed(digits).replace('.', ',');
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/**
 * Sends rows as a CSV download for Spanish spreadsheets: UTF-8 with BOM, ';' separator,
 * CRLF, every cell neutralised, never cached (`private, no-store`). Rows come from an async iterable so big lists stream.
 * csv-stringify is loaded with the first export (issue 16: the server's memory at start).
 */
export interface CsvDownload<T> {
  /** The file's name (characters other than letters, digits, '.' and '-' become '_'). */
  filename: string;
  columns: CsvColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
}

/**
 * csv-stringify's options for Spanish spreadsheets. A cell holding a line break is quoted
 * whatever the break (csv-stringify quotes only the record delimiter, CRLF, so a name typed
 * with a lone LF split its row in two in Excel and in any RFC 4180 reader).
 */
export const CSV_OPTIONS = {
  delimiter: ';',
  bom: true,
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
} as const;

export async function sendCsv<T>(reply: FastifyReply, { filename, columns, rows }: CsvDownload<T>) {
  const { stringify } = await import('csv-stringify');
  const out = stringify({ ...CSV_OPTIONS });
  csvHeaders(reply, filename);
  (async () => {
    out.write(columns.map((c) => c.header));
    for await (const row of rows) out.write(columns.map((c) => safeCell(c.value(row))));
    out.end();
  })().catch((err) => out.destroy(err as Error));
  return reply.send(out);
}

function csvHeaders(reply: FastifyReply, filename: string) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    // Exports hold personal and fiscal data (NIF, IBAN): never kept by a browser or a shared cache.
    .header('cache-control', 'private, no-store');
}

/** What csv-stringify quotes with CSV_OPTIONS: `;`, a quote, and any line break (CR or LF, alone or together). */
const NEEDS_QUOTES = /[;"\r\n]/;
const NEGATIVE_NUMBER = /^-\d+(,\d+)?$/;

/**
 * A text cell exactly as `sendCsv` writes it (safeCell, then csv-stringify with `;`): a formula
 * neutralised, quoted when it holds a `;`, a quote or a line break, its quotes doubled. For
 * exports too big for csv-stringify's per-cell work (sendCsvText).
 */
export function csvText(value: string | null | undefined): string {
  if (!value) return '';
  let text = value;
  if (LEADING_ZERO.test(text)) return `"=""${text}"""`;
  const first = text.charCodeAt(0);
  // = + @ TAB CR, and a minus that does not start a number: as safeCell.
  if (
    first === 61 ||
    first === 43 ||
    first === 64 ||
    first === 9 ||
    first === 13 ||
    (first === 45 && !NEGATIVE_NUMBER.test(text))
  )
    text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Sends a CSV whose records are already written (csvText for every text cell, `;` between
 * cells, CRLF after each record), a page of records per string: the same bytes as sendCsv
 * (UTF-8 with BOM, the same headers), without a stream write per record.
 */
export function sendCsvText(
  reply: FastifyReply,
  { filename, header, pages }: { filename: string; header: string[]; pages: AsyncIterable<string> },
) {
  csvHeaders(reply, filename);
  async function* body() {
    yield `\ufeff${header.map((h) => (NEEDS_QUOTES.test(h) ? `"${h.replaceAll('"', '""')}"` : h)).join(';')}\r\n`;
    for await (const page of pages) yield page;
  }
  return reply.send(Readable.from(body(), { objectMode: false }));
}
