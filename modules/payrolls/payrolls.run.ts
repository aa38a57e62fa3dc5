// Generating a month's payrolls (and its preview), and what a change to a validated class does
// to the payroll it is in.

import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { conflict, invalidInput } from '../../src/lib/errors';
import { t, todayInMadrid } from '../../src/lib/intl';
import { validationMessages } from '../../src/lib/messages';
import { postedEmpty } from '../../src/lib/posted';
import type { PayableClassHandler } from '../vouchers';
import type { AcademicService } from '../academic';
import { isMonth, monthBounds, payrollTotals, type PayrollTotals } from './payrolls.math';
import { liveLines, planMonth, type GenerationPlan } from './payrolls.generate';
import { payrollsMessages as m } from './payrolls.messages';
import { payrollsError } from './payrolls.errors';
import type { GenerationResult } from './payrolls.service';
import { isoMonthOf } from '../../views/widgets/dateText';

/** Advisory lock keys: one generation at a time (tried), and generations against class changes. */
const LOCK_SPACE = 0x5041;
const LOCK_RUN = 1;
const LOCK_CLASSES = 2;

/** Batches of teachers written at once by a generation (and the unit of its progress). */
const BATCH = 500;

/** A payroll whose totals are added again, at its IRPF rate, and who changed it. */
interface Recount {
  payrollId: number;
  irpfRate: number;
  actorId: number | null;
}

/** Re-adds a payroll's totals from its live classes (a pending payroll only); empty → discarded. */
export async function recompute(trx: Knex.Transaction, { payrollId, irpfRate, actorId }: Recount) {
  const lines = await liveLines(trx, [payrollId]);
  const totals = payrollTotals(lines, irpfRate);
  const emptied =
    lines.length === 0
      ? { status: 'discarded', discardedDate: trx.fn.now(), discardedBy: actorId, discardReason: t(m.emptiedReason) }
      : {};
  await trx('teacher_payrolls')
    .where('id', payrollId)
    .update({
      classCount: totals.classCount,
      minutes: totals.minutes,
      grossCents: totals.grossCents,
      irpfCents: totals.irpfCents,
      netCents: totals.netCents,
      ...emptied,
      updatedDate: trx.fn.now(),
    });
}

/**
 * A change to a validated class (vouchers calls it in the change's transaction): refused when
 * the class is in a paid payroll; a class in a pending payroll leaves it, and its totals follow.
 * Waits for a generation under way (shared lock against its exclusive one).
 */
export const classGuard: PayableClassHandler = async (trx, { classId, actorId }) => {
  await trx.raw('select pg_advisory_xact_lock_shared(?, ?)', [LOCK_SPACE, LOCK_CLASSES]);
  const line = (await trx('teacher_payroll_classes').where({ classId, released: false }).first('id', 'payroll_id')) as
    { id: number; payrollId: number } | undefined;
  if (!line) return;
  const payroll = (await trx('teacher_payrolls')
    .where('id', line.payrollId)
    .forUpdate()
    .first('id', 'status', 'irpf_rate')) as { id: number; status: string; irpfRate: number };
  if (payroll.status === 'teacherPayed')
    throw payrollsError('CLASSES_PAID', m.classInPaidPayroll, { values: { id: payroll.id } });
  await trx('teacher_payroll_classes').where('id', line.id).update({ released: true });
  await recompute(trx, { payrollId: payroll.id, irpfRate: payroll.irpfRate, actorId });
};

export function monthError(month: unknown, today = todayInMadrid()): string | undefined {
  // Left out, the command and GraphQL take the previous month; a field emptied on purpose is asked for.
  if (postedEmpty(month)) return t(validationMessages.required);
  if (!isMonth(month)) return t(m.monthInvalid);
  if (`${month}-01` > today) return t(m.monthFuture);
  return undefined;
}

/** A plan written by a generation: who runs it and how far it has gone. */
interface PlanWrite {
  actor: Actor;
  plan: GenerationPlan;
  onProgress?: (done: number, total: number) => void;
}

export function createPayrollRuns({ db, academic }: { db: Db; academic: AcademicService }) {
  /** The month to run, as typed in the Spanish order (11/2026) or ISO (2026-11): 'YYYY-MM'. */
  function checkMonth(given: unknown): string {
    const month = typeof given === 'string' ? isoMonthOf(given) : given;
    const error = monthError(month);
    if (error) throw invalidInput({ month: error });
    return month as string;
  }

  /** Writes a plan's payrolls (new ones in batches, pending ones extended); inside the run's transaction. */
  async function write(trx: Knex.Transaction, { actor, plan, onProgress }: PlanWrite) {
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
      const rows = batch.flatMap((p) =>
        p.lines.map((l) => ({
          payrollId: payrollOf.get(p.teacherId)!,
          classId: l.classId,
          minutes: l.minutes,
          payPerHourCents: l.payPerHourCents,
          priceId: l.priceId,
        })),
      );
      for (let j = 0; j < rows.length; j += 2000) await trx('teacher_payroll_classes').insert(rows.slice(j, j + 2000));
      for (const p of batch.filter((b) => b.joinsPayrollId)) {
        const locked = await trx('teacher_payrolls').where('id', p.joinsPayrollId!).forUpdate().first('status');
        if (locked?.status !== 'teacherPendingPayment') throw conflict(m.changedMeanwhile);
        await recompute(trx, { payrollId: p.joinsPayrollId!, irpfRate: p.irpfRate, actorId: actor.id });
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

  return {
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
    async generate(
      actor: Actor | null,
      rawMonth: unknown,
      options: { dryRun?: boolean; onProgress?: (done: number, total: number) => void } = {},
    ): Promise<GenerationResult> {
      authorize(actor, 'payrolls.manage');
      const month = checkMonth(rawMonth);
      if (options.dryRun) {
        const plan = await planMonth(db, academic, month);
        return { month, dryRun: true, created: 0, updated: 0, totals: sumAdded(plan), plan, payrollIds: [] };
      }
      return db.transaction(async (trx) => {
        const { rows } = (await trx.raw('select pg_try_advisory_xact_lock(?, ?) as ok', [LOCK_SPACE, LOCK_RUN])) as {
          rows: { ok: boolean }[];
        };
        if (!rows[0]?.ok) throw payrollsError('PAYROLLS_RUN_IN_PROGRESS', m.runInProgress);
        await trx.raw('select pg_advisory_xact_lock(?, ?)', [LOCK_SPACE, LOCK_CLASSES]);
        const plan = await planMonth(trx, academic, month);
        const written = await write(trx, { actor, plan, onProgress: options.onProgress });
        return {
          month,
          dryRun: false,
          created: written.created,
          updated: written.updated,
          totals: sumAdded(plan),
          plan,
          payrollIds: written.ids,
        };
      });
    },
  };
}
