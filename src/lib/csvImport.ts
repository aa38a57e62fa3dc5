import { isoDayOf, isoMonthOf } from '../../views/widgets/dateText';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { CsvError } from 'csv-parse';
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

const NOT_CSV = 'El fichero no es un CSV de texto (¿un libro de Excel?): guárdalo como «CSV (delimitado por comas)»';

/**
 * The file's text. UTF-8 (with or without BOM) as the exports write it; a file that is not
 * UTF-8 is read as Windows-1252, the encoding Excel in Spanish gives «CSV (delimitado por
 * comas)», so «García» is not stored as «Garc�a». A file with a NUL byte (a workbook, which is
 * a ZIP, or UTF-16 text) is not one: null.
 */
export async function csvText(content: Buffer | string): Promise<string | null> {
  if (typeof content === 'string') return content.includes('\u0000') ? null : content;
  if (content.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    // Not Node's TextDecoder('windows-1252'): it reads the file as Latin-1, so «€» (0x80) and «“» are lost.
    const { default: iconv } = await import('iconv-lite');
    return iconv.decode(content, 'win1252');
  }
}

/** Separators other programs write (an English Excel, LibreOffice's default, a tab export), as the message names them. */
const OTHER_SEPARATORS: [string, string][] = [
  [',', '«,»'],
  ['\t', 'tabuladores'],
  ['|', '«|»'],
];
const otherSeparator = (named: string) =>
  `Las columnas del fichero están separadas por ${named}, no por «;»: guárdalo desde Excel como «CSV (delimitado por comas)», que en español las separa por «;»`;

/**
 * The records of a CSV file by its header: `rejected` holds a missing column (line 1), a line
 * with a different number of cells or a broken quote (with its line); `records` the rest.
 * csv-parse is loaded with the first import (issue 16: the server's memory at start).
 */
export async function readCsv(
  content: Buffer | string,
  columns: readonly ImportColumn[],
): Promise<{ records: CsvRecord[]; rejected: Rejection[] }> {
  const [{ parse }, { CsvError: ParseError }] = await Promise.all([import('csv-parse/sync'), import('csv-parse')]);
  const rejected: Rejection[] = [];
  const text = await csvText(content);
  if (text === null) return { records: [], rejected: [{ line: 1, reason: NOT_CSV }] };
  // A header without «;» but with another separator: said once, not as every column missing
  // (or as a broken quote, where a cell is quoted for its decimal comma).
  const header = /^[^\r\n]*/.exec(text)![0];
  const other = header.includes(';') ? undefined : OTHER_SEPARATORS.find(([sep]) => header.includes(sep));
  if (other) return { records: [], rejected: [{ line: 1, reason: otherSeparator(other[1]) }] };
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
      record_delimiter: ['\r\n', '\n'],
    }) as never;
  } catch (err) {
    if (err instanceof ParseError)
      return {
        records: [],
        rejected: [
          {
            line: Number((err as CsvError & { lines?: number }).lines ?? 1),
            reason: 'El fichero no es un CSV válido (comillas sin cerrar o separador distinto de «;»)',
          },
        ],
      };
    throw err;
  }
  if (rows.length === 0)
    return { records: [], rejected: [{ line: 1, reason: 'El fichero está vacío: falta la línea de cabecera' }] };
  const [head, ...data] = rows;
  const position = new Map(head.record.map((h, i) => [headerKey(h), i]));
  for (const c of columns)
    if (c.required !== false && !position.has(headerKey(c.header)))
      rejected.push({ line: head.info.lines, reason: `Falta la columna «${c.header}» en la cabecera` });
  if (rejected.length) return { records: [], rejected };
  const records: CsvRecord[] = [];
  // csv-parse's info.lines is the line where a record ends, but it counts a CRLF inside a
  // quoted cell as two lines: those are taken off, and a record's own breaks give its start.
  let extra = 0;
  for (const row of data) {
    const inside = row.record.join(';');
    extra += inside.match(/\r\n/g)?.length ?? 0;
    const line = row.info.lines - extra - (inside.match(/\r\n|\n|\r/g)?.length ?? 0);
    // A row Excel leaves blank is saved as «;;;» (every cell empty): no line of data, as an empty line.
    if (row.record.every((cell) => cell === '')) continue;
    if (row.record.length !== head.record.length) {
      rejected.push({
        line,
        reason: `La línea tiene ${row.record.length} columnas y la cabecera ${head.record.length}`,
      });
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

/**
 * Undoes what a CSV export does to keep a cell as written: the apostrophe before a cell that starts
 * like a formula, and the ="08001" that keeps a leading zero (src/lib/csv.ts).
 */
export function unneutralise(cell: string): string {
  const kept = /^="(0\d+)"$/.exec(cell);
  if (kept) return kept[1];
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * The largest amount an archive keeps, in cents (21.474.836,47 €): the archives' amounts are
 * PostgreSQL integers. A line beyond it is refused with its reason, not left to fail the
 * whole import in the database.
 */
export const MAX_ARCHIVE_CENTS = 2_147_483_647;

/** An amount as Spanish spreadsheets write it ('1.234,50', '-200,00', '90 €') in cents; undefined if it is not one. */
export function parseSignedCents(text: string): number | undefined {
  return parseEuros(text, { signed: true }).cents;
}

/** A decimal with up to two places ('21,00', '7,5', '15') as a number; undefined if it is not one. */
export function parseDecimal(text: string): number | undefined {
  const cents = parseEuros(text.replace(/%/g, '')).cents;
  return cents === undefined ? undefined : cents / 100;
}

/** A day as '22/11/2026' (also '2/3/2026', '22-11-2026') or '2026-11-22': 'YYYY-MM-DD', or undefined. */
export function parseSpanishDay(text: string): string | undefined {
  const iso = isoDayOf(text);
  return isIsoDay(iso) ? iso : undefined;
}

/** A month as '2026-10', '10/2026' or '10-2026': 'YYYY-MM', or undefined. */
export function parseMonthText(text: string): string | undefined {
  const month = isoMonthOf(text);
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined;
}

/** The file of an archive import (the previous system's invoices, payrolls). */
export interface ImportFile {
  fileName: string;
  content: Buffer | string;
}

/**
 * The first half of an archive import: the file read by its layout and every line parsed;
 * a line refused by `parse`, or repeating an earlier line's `keyOf`, is rejected. `report`
 * makes the import's report (rejections sorted by line).
 */
async function readImportFile<C extends { sourceLine: number }>({
  file,
  columns,
  parse,
  keyOf,
  repeated,
}: {
  file: ImportFile;
  columns: ImportColumn[];
  parse: (cells: Record<string, string>) => C | { reasons: string[] };
  keyOf: (candidate: C) => string;
  /** The reason for a line that repeats the one at `first`. */
  repeated: (candidate: C, first: number) => string;
}) {
  const sha256 = sha256Of(file.content);
  const { records, rejected } = await readCsv(file.content, columns);
  const lines = records.length + rejected.filter((r) => r.line > 1).length;
  const report = (imported: number, skipped: number, refused: Rejection[]): ImportReport => ({
    fileName: file.fileName,
    sha256,
    lines,
    imported,
    skipped,
    rejected: refused.sort((a, b) => a.line - b.line),
  });
  const candidates: C[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const parsed = parse(record.cells);
    if ('reasons' in parsed) {
      rejected.push({ line: record.line, reason: parsed.reasons.join('; ') });
      continue;
    }
    const key = keyOf(parsed);
    const first = seen.get(key);
    if (first !== undefined) {
      rejected.push({ line: record.line, reason: repeated(parsed, first) });
      continue;
    }
    seen.set(key, record.line);
    candidates.push({ ...parsed, sourceLine: record.line });
  }
  return { sha256, lines, report, candidates, rejected };
}

/** Lines of an import are looked up and inserted this many at a time. */
export const IMPORT_BATCH = 500;

/**
 * The second half, inside the import's transaction: the import's own row (`importsTable`),
 * then its fresh rows in batches (`table`, each made by `rowOf` with the import's id),
 * telling `onProgress` after each batch.
 */
async function writeImport<C>(
  trx: Knex.Transaction,
  options: {
    importsTable: string;
    table: string;
    file: ImportFile;
    sha256: string;
    lines: number;
    fresh: C[];
    skipped: number;
    importedBy: number;
    rowOf: (candidate: C, importId: number) => Record<string, unknown>;
    onProgress?: (done: number, total: number) => void;
  },
) {
  const { importsTable, table, file, sha256, lines, fresh, skipped, importedBy, rowOf, onProgress } = options;
  const [{ id: importId }] = (await trx(importsTable)
    .insert({
      fileName: file.fileName.slice(0, 250),
      sha256,
      lineCount: lines,
      importedCount: fresh.length,
      skippedCount: skipped,
      importedBy,
    })
    .returning('id')) as { id: number }[];
  for (let i = 0; i < fresh.length; i += IMPORT_BATCH) {
    await trx(table).insert(fresh.slice(i, i + IMPORT_BATCH).map((c) => rowOf(c, importId)));
    onProgress?.(Math.min(i + IMPORT_BATCH, fresh.length), fresh.length);
  }
}

/**
 * Inside the import's transaction (its table locked): the file's candidates set against the
 * archive, looked up a batch at a time by `archived` (the archived rows with the batch's keys).
 * A candidate with no archived twin (the same `keyOf`) is fresh; one whose twin is `same` is
 * skipped, so a file imported twice adds nothing; any other is refused with `conflict`'s reason.
 */
async function againstArchive<C extends { sourceLine: number }, A>({
  candidates,
  archived,
  keyOf,
  same = () => true,
  conflict = () => '',
}: {
  candidates: readonly C[];
  archived: (batch: C[]) => Promise<A[]>;
  keyOf: (row: C | A) => string;
  same?: (candidate: C, twin: A) => boolean;
  conflict?: (candidate: C, twin: A) => string;
}): Promise<{ fresh: C[]; skipped: number; conflicts: Rejection[] }> {
  const fresh: C[] = [];
  const conflicts: Rejection[] = [];
  let skipped = 0;
  for (const batch of batchesOf(candidates)) {
    const twins = new Map((await archived(batch)).map((row) => [keyOf(row), row]));
    for (const candidate of batch) {
      const twin = twins.get(keyOf(candidate));
      if (twin === undefined) fresh.push(candidate);
      else if (same(candidate, twin)) skipped += 1;
      else conflicts.push({ line: candidate.sourceLine, reason: conflict(candidate, twin) });
    }
  }
  return { fresh, skipped, conflicts };
}

/** `list` in slices of `size` (an import's lookups of lines already archived). */
export function* batchesOf<T>(list: readonly T[], size = IMPORT_BATCH): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/**
 * An archive import whole (the previous system's invoices, payrolls): the file read and
 * checked line by line, then, in one transaction with `table` locked (a second import waits,
 * then finds the first's rows), set against the archive and written. A refused line, in the
 * file or against the archive, leaves everything as it was: the report then lists the refusals.
 */
export async function importArchive<C extends { sourceLine: number }, A>(
  db: Knex,
  options: {
    file: ImportFile;
    columns: ImportColumn[];
    parse: (cells: Record<string, string>) => C | { reasons: string[] };
    /** What makes a line the same invoice or payroll, in the file and against the archive. */
    keyOf: (row: C | A) => string;
    /** The reason for a line that repeats the one at `first`. */
    repeated: (candidate: C, first: number) => string;
    table: string;
    importsTable: string;
    /** The archived rows with a batch's keys. */
    archived: (trx: Knex.Transaction, batch: C[]) => Promise<A[]>;
    same?: (candidate: C, twin: A) => boolean;
    conflict?: (candidate: C, twin: A) => string;
    rowOf: (candidate: C, importId: number) => Record<string, unknown>;
    importedBy: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<ImportReport> {
  const { file, keyOf, table } = options;
  const { sha256, lines, report, candidates, rejected } = await readImportFile<C>({ ...options, keyOf });
  if (rejected.length) return report(0, 0, rejected);
  return db.transaction(async (trx) => {
    await trx.raw('lock table ?? in share row exclusive mode', [table]);
    const { fresh, skipped, conflicts } = await againstArchive({
      candidates,
      archived: (batch) => options.archived(trx, batch),
      keyOf,
      same: options.same,
      conflict: options.conflict,
    });
    // Refused before anything is written: the transaction ends with nothing to undo.
    if (conflicts.length) return report(0, 0, conflicts);
    await writeImport(trx, { ...options, file, sha256, lines, fresh, skipped });
    return report(fresh.length, skipped, []);
  });
}
