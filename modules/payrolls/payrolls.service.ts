import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, can, type Actor } from '../../src/lib/policy';
import { conflict, invalidInput, notFound, type FieldErrors } from '../../src/lib/errors';
import { formatMoney, isIsoDay, t, todayInMadrid } from '../../src/lib/intl';
import { isRowId } from '../../src/lib/validation';
import type { ListPage, ListQuery, ListSpec } from '../../src/lib/listQuery';
import type { TodoItem } from '../../src/lib/todo';
import { lockClassesForPayment, markClassesTeacherPayed, payrollClassLines, type PayableClassHandler, type PayrollClassLine } from '../vouchers';
import { teacherPayees, type TeacherPayee } from '../people';
import type { AcademicService } from '../academic';
import { isMonth, monthBounds, monthName, payrollTotals, previousMonth, type PayrollTotals } from './payrolls.math';
import { liveLines, planMonth, type GenerationPlan } from './payrolls.generate';
import { payrollsMessages as m } from './payrolls.messages';
import { payrollsError } from './payrolls.errors';

export const PAYROLL_STATUSES = ['teacherPendingPayment', 'teacherPayed', 'discarded'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

export const statusLabel = (s: string) => t(m[`status_${s as PayrollStatus}`] ?? m.status_teacherPendingPayment);

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

/** Advisory lock keys: one generation at a time (tried), and generations against class changes. */
const LOCK_SPACE = 0x5041;
const LOCK_RUN = 1;
const LOCK_CLASSES = 2;

/** Batches of teachers written at once by a generation (and the unit of its progress). */
const BATCH = 500;

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

/** Re-adds a payroll's totals from its live classes (a pending payroll only); empty → discarded. */
async function recompute(trx: Knex.Transaction, payrollId: number, irpfRate: number, actorId: number | null) {
  const lines = await liveLines(trx, [payrollId]);
  const totals = payrollTotals(lines, irpfRate);
  const emptied = lines.length === 0 ? { status: 'discarded', discardedDate: trx.fn.now(), discardedBy: actorId, discardReason: t(m.emptiedReason) } : {};
  await trx('teacher_payrolls')
    .where('id', payrollId)
    .update({ classCount: totals.classCount, minutes: totals.minutes, grossCents: totals.grossCents, irpfCents: totals.irpfCents, netCents: totals.netCents, ...emptied, updatedDate: trx.fn.now() });
}

/**
 * A change to a validated class (vouchers calls it in the change's transaction): refused when
 * the class is in a paid payroll; a class in a pending payroll leaves it, and its totals follow.
 * Waits for a generation under way (shared lock against its exclusive one).
 */
export const classGuard: PayableClassHandler = async (trx, { classId, actorId }) => {
  await trx.raw('select pg_advisory_xact_lock_shared(?, ?)', [LOCK_SPACE, LOCK_CLASSES]);
  const line = (await trx('teacher_payroll_classes').where({ classId, released: false }).first('id', 'payroll_id')) as { id: number; payrollId: number } | undefined;
  if (!line) return;
  const payroll = (await trx('teacher_payrolls').where('id', line.payrollId).forUpdate().first('id', 'status', 'irpf_rate')) as { id: number; status: string; irpfRate: number };
  if (payroll.status === 'teacherPayed') throw payrollsError('CLASSES_PAID', m.classInPaidPayroll, { values: { id: payroll.id } });
  await trx('teacher_payroll_classes').where('id', line.id).update({ released: true });
  await recompute(trx, payroll.id, payroll.irpfRate, actorId);
};

export function monthError(month: unknown, today = todayInMadrid()): string | undefined {
  if (!isMonth(month)) return t(m.monthInvalid);
  if (`${month}-01` > today) return t(m.monthFuture);
  return undefined;
}

export function createPayrollsService({ db, academic }: { db: Db; academic: AcademicService }) {
  function checkMonth(month: unknown): string {
    const error = monthError(month);
    if (error) throw invalidInput({ month: error });
    return month as string;
  }

  /** Writes a plan's payrolls (new ones in batches, pending ones extended); inside the run's transaction. */
  async function write(trx: Knex.Transaction, actor: Actor, plan: GenerationPlan, onProgress?: (done: number, total: number) => void) {
    const period = monthBounds(plan.month).from;
    const ids: number[] = [];
    let created = 0;
    let updated = 0;
    for (let i = 0; i < plan.payrolls.length; i += BATCH) {
      const batch = plan.payrolls.slice(i, i + BATCH);
      const fresh = batch.filter((p) => !p.joinsPayrollId);
      const inserted = fresh.length
        ? ((await trx('teacher_payrolls')
            .insert(
              fresh.map((p) => ({
                teacherId: p.teacherId,
                period,
                status: 'teacherPendingPayment',
                classCount: p.totals.classCount,
                minutes: p.totals.minutes,
                grossCents: p.totals.grossCents,
                irpfRate: p.irpfRate,
                irpfCents: p.totals.irpfCents,
                netCents: p.totals.netCents,
                createdBy: actor.id,
              })),
            )
            .returning(['id', 'teacher_id'])) as { id: number; teacherId: number }[])
        : [];
      const payrollOf = new Map(inserted.map((r) => [r.teacherId, r.id]));
      for (const p of batch) if (p.joinsPayrollId) payrollOf.set(p.teacherId, p.joinsPayrollId);
      const rows = batch.flatMap((p) => p.lines.map((l) => ({ payrollId: payrollOf.get(p.teacherId)!, classId: l.classId, minutes: l.minutes, payPerHourCents: l.payPerHourCents, priceId: l.priceId })));
      for (let j = 0; j < rows.length; j += 2000) await trx('teacher_payroll_classes').insert(rows.slice(j, j + 2000));
      for (const p of batch.filter((b) => b.joinsPayrollId)) {
        const locked = await trx('teacher_payrolls').where('id', p.joinsPayrollId!).forUpdate().first('status');
        if (locked?.status !== 'teacherPendingPayment') throw conflict(m.changedMeanwhile);
        await recompute(trx, p.joinsPayrollId!, p.irpfRate, actor.id);
        updated += 1;
      }
      created += inserted.length;
      ids.push(...batch.map((p) => payrollOf.get(p.teacherId)!));
      onProgress?.(Math.min(i + BATCH, plan.payrolls.length), plan.payrolls.length);
    }
    return { created, updated, ids };
  }

  const sumAdded = (plan: GenerationPlan): PayrollTotals =>
    plan.payrolls.reduce(
      (s, p) => ({
        classCount: s.classCount + p.added.classCount,
        minutes: s.minutes + p.added.minutes,
        grossCents: s.grossCents + p.added.grossCents,
        irpfCents: s.irpfCents + p.added.irpfCents,
        netCents: s.netCents + p.added.netCents,
      }),
      { classCount: 0, minutes: 0, grossCents: 0, irpfCents: 0, netCents: 0 },
    );

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

    /** What generating `month` would do, without writing. */
    async preview(actor: Actor | null, month: unknown): Promise<GenerationPlan> {
      authorize(actor, 'payrolls.manage');
      return planMonth(db, academic, checkMonth(month));
    },

    /**
     * Generates (or with dryRun only plans) the month's payrolls in one transaction, under an
     * advisory lock: a second run meanwhile is refused at once (PAYROLLS_RUN_IN_PROGRESS); a
     * run killed part-way leaves nothing. Running it again creates nothing new.
     */
    async generate(actor: Actor | null, rawMonth: unknown, options: { dryRun?: boolean; onProgress?: (done: number, total: number) => void } = {}): Promise<GenerationResult> {
      authorize(actor, 'payrolls.manage');
      const month = checkMonth(rawMonth);
      if (options.dryRun) {
        const plan = await planMonth(db, academic, month);
        return { month, dryRun: true, created: 0, updated: 0, totals: sumAdded(plan), plan, payrollIds: [] };
      }
      return db.transaction(async (trx) => {
        const { rows } = (await trx.raw('select pg_try_advisory_xact_lock(?, ?) as ok', [LOCK_SPACE, LOCK_RUN])) as { rows: { ok: boolean }[] };
        if (!rows[0]?.ok) throw payrollsError('PAYROLLS_RUN_IN_PROGRESS', m.runInProgress);
        await trx.raw('select pg_advisory_xact_lock(?, ?)', [LOCK_SPACE, LOCK_CLASSES]);
        const plan = await planMonth(trx, academic, month);
        const written = await write(trx, actor, plan, options.onProgress);
        return { month, dryRun: false, created: written.created, updated: written.updated, totals: sumAdded(plan), plan, payrollIds: written.ids };
      });
    },

    /** Staff: every payroll; a teacher: their own. Totals of the whole filtered set (discarded ones left out). */
    async list(actor: Actor | null, query: ListQuery): Promise<PayrollList> {
      authorizeRead(actor);
      const f = query.filters;
      const filtered = (q: Knex.QueryBuilder) => {
        if (!can(actor, 'payrolls.view')) q.where('p.teacher_id', actor.id);
        else if (isRowId(Number(f.teacher))) q.where('p.teacher_id', Number(f.teacher));
        if (isMonth(f.month)) q.where('p.period', `${f.month}-01`);
        if ((PAYROLL_STATUSES as readonly string[]).includes(f.status ?? '')) q.where('p.status', f.status);
        if (query.q) q.whereRaw(`search_key(u.first_name || ' ' || u.last_name) like '%' || search_key(?) || '%'`, [query.q]);
        return q;
      };
      const sums = filtered(db('teacher_payrolls as p').join('users as u', 'u.id', 'p.teacher_id'))
        .first(
          db.raw('count(*)::int as count'),
          db.raw(`count(*) filter (where p.status = 'discarded')::int as discarded`),
          db.raw(`coalesce(sum(p.class_count) filter (where p.status <> 'discarded'), 0)::int as class_count`),
          db.raw(`coalesce(sum(p.minutes) filter (where p.status <> 'discarded'), 0)::int as minutes`),
          db.raw(`coalesce(sum(p.gross_cents) filter (where p.status <> 'discarded'), 0)::bigint as gross_cents`),
          db.raw(`coalesce(sum(p.irpf_cents) filter (where p.status <> 'discarded'), 0)::bigint as irpf_cents`),
          db.raw(`coalesce(sum(p.net_cents) filter (where p.status <> 'discarded'), 0)::bigint as net_cents`),
        ) as Promise<Record<string, number | string>>;
      const rows = filtered(baseQuery(db))
        .orderByRaw(`${SORT_SQL[query.sort] ?? 'p.period'} ${query.direction === 'desc' ? 'desc' : 'asc'} nulls last, p.id desc`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize) as Promise<PayrollRow[]>;
      const [s, page] = await Promise.all([sums, rows]);
      const totals = {
        count: Number(s.count),
        discarded: Number(s.discarded),
        classCount: Number(s.classCount),
        minutes: Number(s.minutes),
        grossCents: Number(s.grossCents),
        irpfCents: Number(s.irpfCents),
        netCents: Number(s.netCents),
      };
      return { rows: page, total: totals.count, page: query.page, pageSize: query.pageSize, totals };
    },

    async get(actor: Actor | null, id: number): Promise<PayrollDetail> {
      authorizeRead(actor);
      const row = await findRow(db, actor, id);
      const [pay, [teacher]] = await Promise.all([
        db('teacher_payroll_classes').where({ payrollId: row.id, released: row.status === 'discarded' }).select('class_id', 'pay_per_hour_cents') as Promise<{ classId: number; payPerHourCents: number }[]>,
        teacherPayees(db, { ids: [row.teacherId] }),
      ]);
      const rate = new Map(pay.map((p) => [p.classId, p.payPerHourCents]));
      const lines = (await payrollClassLines(db, [...rate.keys()])).map((l) => ({ ...l, payPerHourCents: rate.get(l.id)! }));
      return { ...row, lines, teacher };
    },

    /** Pays a pending payroll on a day (not after today, not before its month): final; its classes become teacherPayed. */
    async pay(actor: Actor | null, id: number, raw: { date?: unknown }): Promise<PayrollRow> {
      authorize(actor, 'payrolls.manage');
      const date = typeof raw.date === 'string' ? raw.date.trim() : '';
      const fields: FieldErrors = {};
      if (!isIsoDay(date)) fields.date = t(m.payDateInvalid);
      else if (date > todayInMadrid()) fields.date = t(m.payDateFuture);
      return db.transaction(async (trx) => {
        const before = await findRow(trx, actor, id);
        if (!fields.date && date < `${before.month}-01`) fields.date = t(m.payDateEarly);
        if (Object.keys(fields).length) throw invalidInput(fields);
        const classIds = (await liveLines(trx, [before.id])).map((l) => l.classId).sort((a, b) => a - b);
        // Classes first, then the payroll: the order a class's deletion takes, so neither waits on the other in a circle.
        await lockClassesForPayment(trx, classIds);
        const locked = (await trx('teacher_payrolls').where('id', before.id).forUpdate().first('status')) as { status: PayrollStatus };
        if (locked.status !== 'teacherPendingPayment') throw payrollsError('PAYROLLS_NOT_PENDING', m.notPending, { values: { status: statusLabel(locked.status).toLowerCase() } });
        const now = (await liveLines(trx, [before.id])).map((l) => l.classId).sort((a, b) => a - b);
        if (now.join() !== classIds.join()) throw payrollsError('PAYROLLS_CHANGED', m.changedMeanwhile);
        const marked = await markClassesTeacherPayed(trx, classIds);
        if (marked !== classIds.length) throw payrollsError('PAYROLLS_CHANGED', m.changedMeanwhile);
        await trx('teacher_payrolls').where('id', before.id).update({ status: 'teacherPayed', paidDate: date, paidBy: actor.id, updatedDate: trx.fn.now() });
        return findRow(trx, actor, before.id);
      });
    },

    /** Discards a pending payroll with a reason: its classes go back to the pool for a later run. */
    async discard(actor: Actor | null, id: number, raw: { reason?: unknown }): Promise<PayrollRow> {
      authorize(actor, 'payrolls.manage');
      const reason = typeof raw.reason === 'string' ? raw.reason.trim().slice(0, 1000) : '';
      if (!reason) throw invalidInput({ reason: t(m.discardReasonRequired) });
      return db.transaction(async (trx) => {
        const before = await findRow(trx, actor, id);
        const locked = (await trx('teacher_payrolls').where('id', before.id).forUpdate().first('status')) as { status: PayrollStatus };
        if (locked.status !== 'teacherPendingPayment') throw payrollsError('PAYROLLS_NOT_PENDING', m.notPending, { values: { status: statusLabel(locked.status).toLowerCase() } });
        await trx('teacher_payroll_classes').where({ payrollId: before.id, released: false }).update({ released: true });
        await trx('teacher_payrolls').where('id', before.id).update({ status: 'discarded', discardedDate: trx.fn.now(), discardedBy: actor.id, discardReason: reason, updatedDate: trx.fn.now() });
        return findRow(trx, actor, before.id);
      });
    },

    /** Teachers who have payrolls, for the list's filter. */
    async teachers(actor: Actor | null): Promise<{ id: number; name: string }[]> {
      authorize(actor, 'payrolls.view');
      return db('users as u')
        .whereIn('u.id', db('teacher_payrolls').distinct('teacher_id'))
        .orderByRaw("search_key(u.first_name || ' ' || u.last_name)")
        .select('u.id', db.raw(`trim(u.first_name || ' ' || u.last_name) as name`));
    },

    async todo(actor: Actor): Promise<TodoItem[]> {
      if (!can(actor, 'payrolls.manage')) return [];
      const { count } = (await db('teacher_payrolls').where('status', 'teacherPendingPayment').count({ count: '*' }).first()) as { count: string | number };
      const n = Number(count);
      return n > 0 ? [{ key: 'payrolls.pending', text: t(m.todoPending, { count: n }), href: '/teacher-payrolls?status=teacherPendingPayment' }] : [];
    },
  };
}

export type PayrollsService = ReturnType<typeof createPayrollsService>;

/** The summary line of a generation, in Spanish (the dialog's flash message and the CLI's last line). */
export function generationSummary(result: GenerationResult): string {
  const month = monthName(result.month);
  if (result.created === 0 && result.updated === 0) return t(m.nothingGenerated, { month });
  return t(m.generated, {
    month,
    created: result.created,
    updated: result.updated,
    classes: result.totals.classCount,
    gross: formatMoney(result.totals.grossCents),
    irpf: formatMoney(result.totals.irpfCents),
    net: formatMoney(result.totals.netCents),
  });
}
