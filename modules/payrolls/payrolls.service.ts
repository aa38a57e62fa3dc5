import type { Knex } from 'knex';
import { nameSearch } from '../../src/lib/nameSearch';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { notFound } from '../../src/lib/errors';
import { formatDeduction, formatMoney, t } from '../../src/lib/intl';
import { isRowId, rowIdIn } from '../../src/lib/validation';
import { pageByIds, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import type { TodoItem } from '../../src/lib/todo';
import { payrollClassLines, type PayrollClassLine } from '../vouchers';
import { teacherPayees, userNameSql, type TeacherPayee } from '../people';
import type { AcademicService } from '../academic';
import { isMonth, maskIban, monthName, previousMonth, type PayrollTotals } from './payrolls.math';
import type { GenerationPlan } from './payrolls.generate';
import { payrollsMessages as m } from './payrolls.messages';
import { PAYROLL_STATUSES, type PayrollStatus } from './payrolls.labels';
import { createPayrollRuns } from './payrolls.run';
import { createPayrollSettlements } from './payrolls.pay';

export { PAYROLL_STATUSES, statusLabel, type PayrollStatus } from './payrolls.labels';
export { classGuard, monthError } from './payrolls.run';

export interface PayrollRow {
  id: number;
  teacherId: number;
  teacherName: string;
  /** 'YYYY-MM' */
  month: string;
  status: PayrollStatus;
  classCount: number;
  minutes: number;
  grossCents: number;
  irpfRate: number;
  irpfCents: number;
  netCents: number;
  paidDate: string | null;
  discardedDate: Date | null;
  discardReason: string | null;
  createdDate: Date;
}

export interface PayrollLine extends PayrollClassLine {
  payPerHourCents: number;
}

export interface PayrollDetail extends PayrollRow {
  lines: PayrollLine[];
  teacher: TeacherPayee;
}

export interface PayrollList extends ListPage<PayrollRow> {
  totals: PayrollTotals & { count: number; discarded: number };
}

export interface GenerationResult {
  month: string;
  dryRun: boolean;
  created: number;
  updated: number;
  totals: PayrollTotals;
  plan: GenerationPlan;
  /** Created and extended payrolls' ids. */
  payrollIds: number[];
}

export const PAYROLL_LIST_SPEC: ListSpec = {
  sortable: ['month', 'teacher', 'classes', 'gross', 'net', 'status', 'paidDate'],
  defaultSort: 'month',
  defaultDirection: 'desc',
  filters: ['month', 'teacher', 'status'],
};

const SORT_SQL: Record<string, string> = {
  month: 'p.period',
  teacher: "search_key(u.first_name || ' ' || u.last_name)",
  classes: 'p.class_count',
  gross: 'p.gross_cents',
  net: 'p.net_cents',
  status: 'p.status',
  paidDate: 'p.paid_date',
};

function baseQuery(conn: Knex) {
  return conn('teacher_payrolls as p')
    .join('users as u', 'u.id', 'p.teacher_id')
    .select(
      'p.id',
      'p.teacher_id',
      conn.raw(`trim(u.first_name || ' ' || u.last_name) as teacher_name`),
      conn.raw(`to_char(p.period, 'YYYY-MM') as month`),
      'p.status',
      'p.class_count',
      'p.minutes',
      'p.gross_cents',
      'p.irpf_rate',
      'p.irpf_cents',
      'p.net_cents',
      'p.paid_date',
      'p.discarded_date',
      'p.discard_reason',
      'p.created_date',
    );
}

export function createPayrollsService({ db, academic }: { db: Db; academic: AcademicService }) {
  const teachers = nameSearch({
    db,
    // A probe of the (teacher, period) index per teacher, rather than every payroll read to find the distinct ones.
    rows: () =>
      db('users as u').whereExists(db('teacher_payrolls as p').whereRaw('p.teacher_id = u.id').select(db.raw('1'))),
    byId: () => db('users as u').whereExists(db('teachers as te').whereRaw('te.id = u.id').select(db.raw('1'))),
    id: 'u.id',
    name: userNameSql('u'),
    detail: 'u.email',
  });
  const runs = createPayrollRuns({ db, academic });
  async function findRow(conn: Knex, actor: Actor, id: number): Promise<PayrollRow> {
    const q = baseQuery(conn).where('p.id', isRowId(id) ? id : 0);
    // A teacher looks only among their own: someone else's payroll does not exist for them.
    if (!can(actor, 'payrolls.view')) q.where('p.teacher_id', actor.id);
    const row = (await q.first()) as PayrollRow | undefined;
    if (!row) throw notFound(m.notFound);
    return row;
  }

  function authorizeRead(actor: Actor | null): asserts actor is Actor {
    authorize(actor, 'payrolls.pages');
    if (!can(actor, 'payrolls.view')) authorize(actor, 'payrolls.own');
  }

  return {
    previousMonth: () => previousMonth(),
    ...runs,
    ...createPayrollSettlements({ db, findRow }),

    /** Staff: every payroll; a teacher: their own. Totals of the whole filtered set (discarded ones left out). */
    async list(actor: Actor | null, query: ListQuery): Promise<PayrollList> {
      authorizeRead(actor);
      const f = query.filters;
      // A teacher sees their own; staff one teacher's when the filter names one, else everyone's.
      const teacherId = can(actor, 'payrolls.view') ? rowIdIn(f.teacher) : actor.id;
      const filtered = (q: Knex.QueryBuilder) => {
        if (teacherId !== undefined) q.where('p.teacher_id', teacherId);
        if (isMonth(f.month)) q.where('p.period', `${f.month}-01`);
        if ((PAYROLL_STATUSES as readonly string[]).includes(f.status ?? '')) q.where('p.status', f.status);
        if (query.q) q.whereRaw(`search_match(u.first_name || ' ' || u.last_name, ?)`, [query.q]);
        return q;
      };
      // Read once: the page's total and the sums under the table (a query builder runs again on
      // every then). Filtered by nothing but the month and the status (everyone's, no search),
      // the list reads the totals kept per month and status by triggers (payroll_totals).
      const kept = teacherId === undefined && !query.q;
      const n = kept ? 'p.count' : '1';
      const sum = (column: string, type: string) =>
        db.raw(`coalesce(sum(p.${column}) filter (where p.status <> 'discarded'), 0)::${type} as ${column}`);
      const sums: Promise<Record<string, number | string>> = Promise.resolve(
        filtered(
          kept
            ? db('payroll_totals as p')
            : query.q
              ? db('teacher_payrolls as p').join('users as u', 'u.id', 'p.teacher_id')
              : db('teacher_payrolls as p'),
        ).first(
          db.raw(`coalesce(sum(${n}), 0)::int as count`),
          db.raw(`coalesce(sum(${n}) filter (where p.status = 'discarded'), 0)::int as discarded`),
          sum('class_count', 'int'),
          sum('minutes', 'int'),
          sum('gross_cents', 'bigint'),
          sum('irpf_cents', 'bigint'),
          sum('net_cents', 'bigint'),
        ),
      );
      // The page's ids first over the payrolls (the teacher's account joined only to search or
      // sort by name; every payroll has one), the names of those rows after.
      const order = `${SORT_SQL[query.sort] ?? 'p.period'} ${query.direction === 'desc' ? 'desc' : 'asc'} nulls last, p.id desc`;
      const [s, { rows }] = await Promise.all([
        sums,
        pageByIds({
          query,
          ids: filtered(
            query.q || query.sort === 'teacher'
              ? db('teacher_payrolls as p').join('users as u', 'u.id', 'p.teacher_id')
              : db('teacher_payrolls as p'),
          )
            .select('p.id')
            .orderByRaw(order),
          total: sums.then((r) => Number(r.count)),
          rows: (ids) => baseQuery(db).whereIn('p.id', ids) as Promise<PayrollRow[]>,
        }),
      ]);
      const totals = {
        count: Number(s.count),
        discarded: Number(s.discarded),
        classCount: Number(s.classCount),
        minutes: Number(s.minutes),
        grossCents: Number(s.grossCents),
        irpfCents: Number(s.irpfCents),
        netCents: Number(s.netCents),
      };
      return { rows, total: totals.count, page: query.page, pageSize: query.pageSize, totals };
    },

    async get(actor: Actor | null, id: number): Promise<PayrollDetail> {
      authorizeRead(actor);
      const row = await findRow(db, actor, id);
      const [pay, [teacher]] = await Promise.all([
        db('teacher_payroll_classes')
          .where({ payrollId: row.id, released: row.status === 'discarded' })
          .select('class_id', 'pay_per_hour_cents') as Promise<{ classId: number; payPerHourCents: number }[]>,
        teacherPayees(db, { ids: [row.teacherId] }),
      ]);
      const rate = new Map(pay.map((p) => [p.classId, p.payPerHourCents]));
      const lines = (await payrollClassLines(db, [...rate.keys()])).map((l) => ({
        ...l,
        payPerHourCents: rate.get(l.id)!,
      }));
      // Only who pays the payroll reads the whole account; the accountant and the teacher its last four characters.
      const iban = can(actor, 'payrolls.manage') ? teacher.iban : maskIban(teacher.iban) || null;
      return { ...row, lines, teacher: { ...teacher, iban } };
    },

    /**
     * The list's teacher filter: the teachers who have payrolls, searched by name (never all of
     * them: 2,000 at ten years of data); the chosen one's name by id.
     */
    teacherFilter(actor: Actor | null) {
      authorize(actor, 'payrolls.view');
      return teachers;
    },

    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'payrolls.manage')) return [];
      const { count } = (await db('teacher_payrolls')
        .where('status', 'teacherPendingPayment')
        .count({ count: '*' })
        .first()) as { count: string | number };
      const n = Number(count);
      return n > 0
        ? [
            {
              key: 'payrolls.pending',
              text: t(m.todoPending, { count: n }),
              href: '/teacher-payrolls?status=teacherPendingPayment',
            },
          ]
        : [];
    },
  };
}

export type PayrollsService = ReturnType<typeof createPayrollsService>;

/** The summary line of a generation, in Spanish (the dialog's flash message and the CLI's last line). */
export function generationSummary(result: GenerationResult): string {
  const month = monthName(result.month);
  if (result.created === 0 && result.updated === 0) {
    const { existing, unpriced } = result.plan;
    if (unpriced > 0) return t(m.nothingPriced, { month, count: unpriced });
    return t(existing > 0 ? m.nothingGenerated : m.nothingToGenerate, { month });
  }
  return t(m.generated, {
    month,
    created: result.created,
    updated: result.updated,
    classes: result.totals.classCount,
    gross: formatMoney(result.totals.grossCents),
    irpf: formatDeduction(result.totals.irpfCents),
    net: formatMoney(result.totals.netCents),
  });
}
