import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * A cell as a spreadsheet must not execute it: text starting with = + - @, a tab or a CR is
 * prefixed with an apostrophe (CSV injection). Numbers stay numbers.
 */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A negative amount ('-12,30') is a number, not a formula.
  if (/^-\d+(,\d+)?$/.test(text)) return text;
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
 */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: AsyncIterable<T> | Iterable<T>) {
  const out = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    // Exports hold personal and fiscal data (NIF, IBAN): never kept by a browser or a shared cache.
    .header('cache-control', 'private, no-store');
  (async () => {
    out.write(columns.map((c) => c.header));
    for await (const row of rows) out.write(columns.map((c) => safeCell(c.value(row))));
    out.end();
  })().catch((err) => out.destroy(err as Error));
  return reply.send(out);
}
