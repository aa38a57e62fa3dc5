import type { Knex } from 'knex';
import { t } from '../../src/lib/intl';
import { payableClassesQuery, type PayableClass } from '../vouchers';
import { teacherPayees, type TeacherPayee } from '../people';
import type { AcademicService } from '../academic';
import { DEFAULT_IRPF_RATE, monthBounds, payrollTotals, type PayLine, type PayrollTotals } from './payrolls.math';
import { payrollsMessages as m } from './payrolls.messages';

/**
 * What a generation would do for a month: read-only, so the preview, the dry run and the real
 * run (inside its transaction and lock) share it.
 */

export interface PlannedLine extends PayLine {
  classId: number;
  priceId: number | null;
}

export interface PlannedPayroll {
  teacherId: number;
  teacherName: string;
  /** The teacher's pending payroll of the month the classes join, if any. */
  joinsPayrollId: number | null;
  irpfRate: number;
  /** The classes this run adds. */
  lines: PlannedLine[];
  /** The payroll's totals after the run (the pending payroll's classes included). */
  totals: PayrollTotals;
  /** What this run moves the totals by (equal to `totals` for a new payroll). */
  added: PayrollTotals;
  /** Missing data worth a look before paying (no IBAN, no NIF). */
  warnings: string[];
}

export interface SkippedTeacher {
  teacherId: number;
  teacherName: string;
  reason: string;
}

export interface GenerationPlan {
  month: string;
  payrolls: PlannedPayroll[];
  skipped: SkippedTeacher[];
  /** The month's payrolls already there (pending or paid): a run that adds nothing says why. */
  existing: number;
  /** Validated classes left out for want of a price. */
  unpriced: number;
}

export const liveLines = (conn: Knex, payrollIds: number[]) =>
  conn('teacher_payroll_classes')
    .whereIn('payroll_id', payrollIds)
    .where('released', false)
    .select('payroll_id', 'class_id', 'minutes', 'pay_per_hour_cents') as Promise<
    { payrollId: number; classId: number; minutes: number; payPerHourCents: number }[]
  >;

/** Each teacher's IRPF setting (15 % unless set otherwise), with the 7 % communication's year. */
export async function irpfRates(
  conn: Knex,
  teacherIds: number[],
): Promise<Map<number, { rate: number; communicationYear: number | null }>> {
  const rows = (await conn('payroll_irpf')
    .whereIn('teacher_id', teacherIds)
    .select('teacher_id', 'rate', conn.raw('extract(year from communication_date)::int as communication_year'))) as {
    teacherId: number;
    rate: number;
    communicationYear: number | null;
  }[];
  return new Map(rows.map((r) => [r.teacherId, { rate: r.rate, communicationYear: r.communicationYear }]));
}

/**
 * The rate a new payroll of `month` withholds. 7 % is for the year a professional activity
 * starts and the two after (art. 95.1 RIRPF); the teacher's communication comes at the start at
 * the earliest, so from its year + 3 on the 7 % has surely run out: 15 %, said in a warning.
 */
export function rateFor(
  setting: { rate: number; communicationYear: number | null } | undefined,
  month: string,
): { rate: number; warning?: string } {
  if (!setting) return { rate: DEFAULT_IRPF_RATE };
  const { rate, communicationYear } = setting;
  if (rate === 7 && communicationYear && Number(month.slice(0, 4)) > communicationYear + 2)
    return { rate: DEFAULT_IRPF_RATE, warning: t(m.warnSevenExpired, { year: communicationYear }) };
  return { rate };
}

/** The pay per hour of each class: academic's teacher pay for its course on its day, else the voucher's frozen one. */
async function priceClasses(conn: Knex, academic: AcademicService, classes: PayableClass[]) {
  const days = [...new Set(classes.map((c) => c.day))].sort();
  const byDay = new Map<string, Awaited<ReturnType<AcademicService['pricesOn']>>>();
  for (const day of days) byDay.set(day, await academic.pricesOn(conn, day));
  // In place: a month of a large academy is hundreds of thousands of classes, not worth a second copy.
  return classes.map((c) => {
    const price = byDay.get(c.day)?.get(c.courseId);
    return Object.assign(c, {
      payPerHourCents: price?.teacherPayCents ?? c.voucherPayCents,
      priceId: price?.id ?? null,
    });
  });
}

function warningsOf(payee: TeacherPayee | undefined): string[] {
  return [...(payee?.nif ? [] : [t(m.warnNoNif)]), ...(payee?.iban ? [] : [t(m.warnNoIban)])];
}

export async function planMonth(conn: Knex, academic: AcademicService, month: string): Promise<GenerationPlan> {
  const { from, to } = monthBounds(month);
  const classes = (await payableClassesQuery(conn, { from, to })
    .whereNotExists((q) =>
      q
        .select(conn.raw('1'))
        .from('teacher_payroll_classes as pc')
        .whereRaw('pc.class_id = c.id')
        .where('pc.released', false),
    )
    .orderBy(['c.teacher_id', 'c.date', 'c.id'])) as PayableClass[];
  const priced = await priceClasses(conn, academic, classes);
  const teacherIds = [...new Set(priced.map((c) => c.teacherId))];
  // One after another: inside the generation's transaction they share one connection.
  // Who could have taught this month: signed up, not dropped out before it, started before its end.
  const current = await teacherPayees(conn, { since: from, before: to });
  const named = teacherIds.length ? await teacherPayees(conn, { ids: teacherIds }) : [];
  const existing = (await conn('teacher_payrolls')
    .where('period', from)
    .whereNot('status', 'discarded')
    .orderBy('id')
    .select('id', 'teacher_id', 'status', 'irpf_rate')) as {
    id: number;
    teacherId: number;
    status: string;
    irpfRate: number;
  }[];
  const payees = new Map([...current, ...named].map((p) => [p.id, p]));
  const pending = new Map(existing.filter((p) => p.status === 'teacherPendingPayment').map((p) => [p.teacherId, p]));
  const rates = await irpfRates(conn, teacherIds);
  const pendingLines = await liveLines(
    conn,
    [...pending.values()].map((p) => p.id),
  );

  // Grouped once (a month of a large academy is hundreds of thousands of classes): each teacher's classes and pending lines.
  const classesOf = groupBy(priced, (c) => c.teacherId);
  const pendingLinesOf = groupBy(pendingLines, (l) => l.payrollId);
  const payrolls: PlannedPayroll[] = [];
  const skipped: SkippedTeacher[] = [];
  let unpricedClasses = 0;
  for (const teacherId of teacherIds) {
    const mine = classesOf.get(teacherId) ?? [];
    const lines = mine
      .filter((c) => c.payPerHourCents > 0)
      .map((c) => ({ classId: c.id, minutes: c.duration, payPerHourCents: c.payPerHourCents, priceId: c.priceId }));
    const name = payees.get(teacherId)?.name ?? `#${teacherId}`;
    const unpriced = mine.length - lines.length;
    unpricedClasses += unpriced;
    if (unpriced > 0) skipped.push({ teacherId, teacherName: name, reason: t(m.skipUnpriced, { count: unpriced }) });
    if (lines.length === 0) continue;
    const joins = pending.get(teacherId);
    const setting = joins ? { rate: joins.irpfRate } : rateFor(rates.get(teacherId), month);
    const irpfRate = setting.rate;
    const before = joins ? (pendingLinesOf.get(joins.id) ?? []) : [];
    const totals = payrollTotals([...before, ...lines], irpfRate);
    payrolls.push({
      teacherId,
      teacherName: name,
      joinsPayrollId: joins?.id ?? null,
      irpfRate,
      lines,
      totals,
      added: addedTo(payrollTotals(before, irpfRate), totals),
      warnings: [
        ...warningsOf(payees.get(teacherId)),
        ...('warning' in setting && setting.warning ? [setting.warning] : []),
      ],
    });
  }
  const withClasses = new Set(teacherIds);
  const existingOf = new Map([...existing].reverse().map((p) => [p.teacherId, p])); // the first of each teacher wins, as before
  for (const payee of current) {
    if (withClasses.has(payee.id)) continue;
    const done = existingOf.get(payee.id);
    skipped.push({
      teacherId: payee.id,
      teacherName: payee.name,
      reason: done ? t(m.skipAlreadyIn, { id: done.id }) : t(m.skipNoClasses),
    });
  }
  return { month, payrolls, skipped, existing: existing.length, unpriced: unpricedClasses };
}

/**
 * What a run adds to a payroll: what its totals moved by. A payroll is rounded once over all its
 * classes, so the new classes rounded on their own could differ by a cent (50 min at 11 €/h joining
 * another: 9,17 € on their own, 9,16 € of change) and the run's figures would not add up.
 */
function addedTo(before: PayrollTotals, after: PayrollTotals): PayrollTotals {
  return {
    classCount: after.classCount - before.classCount,
    minutes: after.minutes - before.minutes,
    grossCents: after.grossCents - before.grossCents,
    irpfCents: after.irpfCents - before.irpfCents,
    netCents: after.netCents - before.netCents,
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
