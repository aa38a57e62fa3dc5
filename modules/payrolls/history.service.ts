import type { Knex } from 'knex';
import { validateSpanishId } from 'spain-id';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { isRowId, normaliseNif } from '../../src/lib/validation';
import { validationMessages } from '../../src/lib/messages';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import {
  parseDecimal,
  parseMonthText,
  MAX_ARCHIVE_CENTS,
  parseSignedCents,
  parseSpanishDay,
  importArchive,
  type ImportColumn,
  type ImportFile,
  type ImportReport,
} from '../../src/lib/csvImport';
import { createHash } from 'node:crypto';
import { isMonth } from './payrolls.math';
import { PAYROLL_STATUSES, type PayrollStatus } from './payrolls.service';
import { historyMessages as h } from './history.messages';

/** A teacher payroll of the system the academy used before, as its file said it. */
export interface HistoryPayrollRow {
  id: number;
  teacherName: string;
  teacherNif: string;
  /** 'YYYY-MM' */
  month: string;
  classCount: number;
  minutes: number;
  grossCents: number;
  irpfRate: string;
  irpfCents: number;
  netCents: number;
  status: PayrollStatus;
  paidDate: string | null;
  sourceLine: number;
  importId: number;
}

export interface HistoryPayrollDetail extends HistoryPayrollRow {
  importFile: string;
  importedDate: Date;
}

export interface HistoryPayrollTotals {
  classCount: number;
  minutes: number;
  grossCents: number;
  irpfCents: number;
  netCents: number;
  discarded: number;
}

export const HISTORY_PAYROLL_LIST_SPEC: ListSpec = {
  sortable: ['month', 'teacher', 'gross', 'net', 'paidDate'],
  defaultSort: 'month',
  defaultDirection: 'desc',
  filters: ['month', 'from', 'to', 'teacher', 'status'],
  periodLabels: { from: h.fromMonth, to: h.toMonth },
  periodReversed: validationMessages.monthRangeReversed,
};
const SORT_SQL: Record<string, string> = {
  month: 'h.period',
  teacher: 'search_key(h.teacher_name)',
  gross: 'h.gross_cents',
  net: 'h.net_cents',
  paidDate: 'h.paid_date',
};

/** The file layout (documented in the module's README). */
export const HISTORY_PAYROLL_COLUMNS = (): ImportColumn[] => [
  { key: 'teacher', header: t(h.hTeacher) },
  { key: 'nif', header: t(h.hNif) },
  { key: 'month', header: t(h.hMonth) },
  { key: 'classes', header: t(h.hClasses) },
  { key: 'hours', header: t(h.hHours) },
  { key: 'gross', header: t(h.hGross) },
  { key: 'rate', header: t(h.hRate) },
  { key: 'irpf', header: t(h.hIrpf) },
  { key: 'net', header: t(h.hNet) },
  { key: 'status', header: t(h.hStatus) },
  { key: 'paidDate', header: t(h.hPaidDate) },
];

const STATUS_WORDS: Record<string, PayrollStatus> = {
  pagada: 'teacherPayed',
  teacherpayed: 'teacherPayed',
  'pendiente de pago': 'teacherPendingPayment',
  pendiente: 'teacherPendingPayment',
  teacherpendingpayment: 'teacherPendingPayment',
  descartada: 'discarded',
  discarded: 'discarded',
};

type Candidate = Omit<HistoryPayrollRow, 'id' | 'importId'> & { rowKey: string };

/** The row's identity: its figures (the old system's payrolls carry no number). */
const rowKeyOf = (c: Omit<Candidate, 'rowKey' | 'sourceLine' | 'teacherName'>) =>
  createHash('sha256')
    .update(
      [
        c.teacherNif,
        c.month,
        c.classCount,
        c.minutes,
        c.grossCents,
        Number(c.irpfRate).toFixed(2),
        c.irpfCents,
        c.netCents,
        c.status,
        c.paidDate ?? '',
      ].join('|'),
    )
    .digest('hex');

/** One line of the file as an archived payroll, or the reasons it is refused. */
export function historyPayrollOf(
  cells: Record<string, string>,
  today = todayInMadrid(),
): Candidate | { reasons: string[] } {
  const reasons: string[] = [];
  const teacherName = cells.teacher.trim();
  if (!teacherName) reasons.push(t(h.teacherRequired));
  const nif = normaliseNif(cells.nif ?? '');
  if (!nif) reasons.push(t(h.nifRequired));
  else if (!validateSpanishId(nif)) reasons.push(t(h.nifInvalid, { value: cells.nif }));
  const month = parseMonthText(cells.month);
  if (!month || !isMonth(month)) reasons.push(t(h.monthInvalid, { value: cells.month }));
  else if (`${month}-01` > today) reasons.push(t(h.monthFuture, { value: cells.month }));
  const classCount = /^\d{1,6}$/.test(cells.classes.trim()) ? Number(cells.classes.trim()) : undefined;
  if (classCount === undefined) reasons.push(t(h.classesInvalid, { value: cells.classes }));
  const hours = parseDecimal(cells.hours);
  // Stored as minutes (an integer): a month has at most 744 hours.
  if (hours === undefined) reasons.push(t(h.hoursInvalid, { value: cells.hours }));
  else if (hours > 744) reasons.push(t(h.hoursTooMany, { value: cells.hours }));
  const amount = (key: 'gross' | 'irpf' | 'net', label: string) => {
    const value = parseSignedCents(cells[key]);
    if (value === undefined || value < 0) reasons.push(t(h.amountInvalid, { field: label, value: cells[key] }));
    else if (value > MAX_ARCHIVE_CENTS)
      reasons.push(t(h.amountTooLarge, { field: label, value: cells[key], max: formatMoney(MAX_ARCHIVE_CENTS) }));
    return value;
  };
  const grossCents = amount('gross', t(h.hGross));
  const irpfCents = amount('irpf', t(h.hIrpf));
  const netCents = amount('net', t(h.hNet));
  if (
    grossCents !== undefined &&
    irpfCents !== undefined &&
    netCents !== undefined &&
    grossCents - irpfCents !== netCents
  )
    reasons.push(t(h.netMismatch));
  const rate = parseDecimal(cells.rate);
  if (rate === undefined || rate > 100) reasons.push(t(h.rateInvalid, { value: cells.rate }));
  const status = STATUS_WORDS[cells.status.trim().toLowerCase()];
  if (!status) reasons.push(t(h.statusInvalid, { value: cells.status }));
  const paidText = cells.paidDate.trim();
  const paidDate = paidText ? parseSpanishDay(paidText) : null;
  if (paidText && !paidDate) reasons.push(t(h.paidDateInvalid, { value: paidText }));
  else if (paidDate && paidDate > today) reasons.push(t(h.paidDateFuture, { value: paidText }));
  else if (status === 'teacherPayed' && !paidDate) reasons.push(t(h.paidDateRequired));
  else if (status && status !== 'teacherPayed' && paidDate) reasons.push(t(h.paidDateOnlyPaid));
  if (reasons.length) return { reasons };
  const figures = {
    teacherNif: nif,
    month: month!,
    classCount: classCount!,
    minutes: Math.round(hours! * 60),
    grossCents: grossCents!,
    irpfRate: rate!.toFixed(2),
    irpfCents: irpfCents!,
    netCents: netCents!,
    status: status!,
    paidDate: paidDate ?? null,
  };
  return { ...figures, teacherName: teacherName.slice(0, 250), sourceLine: 0, rowKey: rowKeyOf(figures) };
}

/** The payroll archive of the previous system: list, detail and the CSV import. */
export function createHistoryPayrollsService({ db }: { db: Db }) {
  function baseQuery(conn: Knex = db) {
    return conn('history_payrolls as h').select(
      'h.id',
      'h.teacher_name',
      'h.teacher_nif',
      conn.raw(`to_char(h.period, 'YYYY-MM') as month`),
      'h.class_count',
      'h.minutes',
      'h.gross_cents',
      'h.irpf_rate',
      'h.irpf_cents',
      'h.net_cents',
      'h.status',
      'h.paid_date',
      'h.source_line',
      'h.import_id',
    );
  }

  function filtered(q: Knex.QueryBuilder, query: ListQuery) {
    const f = query.filters;
    if (isMonth(f.month)) q.where('h.period', `${f.month}-01`);
    if (isMonth(f.from)) q.where('h.period', '>=', `${f.from}-01`);
    if (isMonth(f.to)) q.where('h.period', '<=', `${f.to}-01`);
    if (f.teacher) q.whereRaw(`search_match(h.teacher_name, ?)`, [f.teacher]);
    if ((PAYROLL_STATUSES as readonly string[]).includes(f.status ?? '')) q.where('h.status', f.status);
    if (query.q) {
      const typed = query.q;
      q.where((w) =>
        w.whereRaw(`search_match(h.teacher_name, ?)`, [typed]).orWhereRaw('h.teacher_nif = ?', [normaliseNif(typed)]),
      );
    }
    return q;
  }

  return {
    async list(
      actor: Actor | null,
      query: ListQuery,
    ): Promise<ListPage<HistoryPayrollRow> & { totals: HistoryPayrollTotals }> {
      authorize(actor, 'payrollHistory.view');
      const direction = query.direction === 'desc' ? 'desc' : 'asc';
      const [rows, s] = await Promise.all([
        filtered(baseQuery(), query)
          .orderByRaw(
            `${SORT_SQL[query.sort] ?? SORT_SQL.month} ${direction} nulls last, search_key(h.teacher_name), h.id ${direction}`,
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize) as Promise<HistoryPayrollRow[]>,
        filtered(db('history_payrolls as h'), query).first(
          db.raw('count(*)::int as count'),
          db.raw(`count(*) filter (where h.status = 'discarded')::int as discarded`),
          db.raw(`coalesce(sum(h.class_count) filter (where h.status <> 'discarded'), 0)::int as class_count`),
          db.raw(`coalesce(sum(h.minutes) filter (where h.status <> 'discarded'), 0)::int as minutes`),
          db.raw(`coalesce(sum(h.gross_cents) filter (where h.status <> 'discarded'), 0)::bigint as gross_cents`),
          db.raw(`coalesce(sum(h.irpf_cents) filter (where h.status <> 'discarded'), 0)::bigint as irpf_cents`),
          db.raw(`coalesce(sum(h.net_cents) filter (where h.status <> 'discarded'), 0)::bigint as net_cents`),
        ) as Promise<Record<string, string | number>>,
      ]);
      return {
        rows,
        total: Number(s.count),
        page: query.page,
        pageSize: query.pageSize,
        totals: {
          discarded: Number(s.discarded),
          classCount: Number(s.classCount),
          minutes: Number(s.minutes),
          grossCents: Number(s.grossCents),
          irpfCents: Number(s.irpfCents),
          netCents: Number(s.netCents),
        },
      };
    },

    async get(actor: Actor | null, id: number): Promise<HistoryPayrollDetail> {
      authorize(actor, 'payrollHistory.view');
      const row = (isRowId(id) ? await baseQuery().where('h.id', id).first() : undefined) as
        HistoryPayrollRow | undefined;
      if (!row) throw notFound(h.notFound);
      const batch = await db('history_payroll_imports').where('id', row.importId).first('file_name', 'created_date');
      return { ...row, importFile: batch.fileName, importedDate: batch.createdDate };
    },

    /**
     * Loads a CSV file (HISTORY_PAYROLL_COLUMNS) in one transaction: a single refused line
     * leaves the archive as it was; a payroll already archived with the same figures is skipped
     * (a file imported twice adds nothing).
     */
    async importCsv(
      actor: Actor | null,
      file: ImportFile,
      onProgress?: (done: number, total: number) => void,
    ): Promise<ImportReport> {
      authorize(actor, 'payrollHistory.import');
      // The row key holds every figure: a payroll archived with it is this one, skipped.
      return importArchive<Candidate, { rowKey: string }>(db, {
        file,
        columns: HISTORY_PAYROLL_COLUMNS(),
        parse: (cells) => historyPayrollOf(cells),
        keyOf: (row) => row.rowKey,
        repeated: (_, line) => t(h.repeatedInFile, { line }),
        table: 'history_payrolls',
        importsTable: 'history_payroll_imports',
        archived: (trx, batch) =>
          trx('history_payrolls')
            .whereIn(
              'row_key',
              batch.map((c) => c.rowKey),
            )
            .select('row_key') as Promise<{ rowKey: string }[]>,
        rowOf: ({ month, ...c }, importId) => ({ ...c, period: `${month}-01`, importId }),
        importedBy: actor.id,
        onProgress,
      });
    },
  };
}

export type HistoryPayrollsService = ReturnType<typeof createHistoryPayrollsService>;
