import { formatDeduction, formatMoney, formatPercent, formatDuration, t } from '../../../src/lib/intl';
import type { GenerationPlan } from '../payrolls.generate';
import { payrollsMessages as m } from '../payrolls.messages';
import { monthTitle } from './PayrollsList';
import type { PreviewView } from './PreviewTables';

export type { PreviewView };

/** Why a month has nothing to generate: its classes lack a price, are all in payrolls, or there are none. */
function nothingIn(plan: GenerationPlan, month: string): string {
  if (plan.unpriced > 0) return t(m.previewUnpriced, { month, count: plan.unpriced });
  return t(plan.existing > 0 ? m.previewNothing : m.previewNoClasses, { month });
}

export function previewView(plan: GenerationPlan): PreviewView {
  const month = monthTitle(plan.month);
  const sum = (pick: (p: GenerationPlan['payrolls'][number]) => number) =>
    plan.payrolls.reduce((s, p) => s + pick(p), 0);
  return {
    month: plan.month,
    title: t(m.previewTitle, { month: month.toLowerCase() }),
    nothing: plan.payrolls.length === 0 ? nothingIn(plan, month.toLowerCase()) : undefined,
    columns: [t(m.teacher), t(m.classes), t(m.hours), t(m.gross), t(m.irpf), t(m.net), t(m.notes)],
    rows: plan.payrolls.map((p) => ({
      key: String(p.teacherId),
      cells: [
        p.teacherName,
        String(p.added.classCount),
        formatDuration(p.added.minutes),
        formatMoney(p.totals.grossCents),
        // No-break spaces, as before € and %: «20,70 € (15 %)» is one unit, on one line in every
        // row (it broke before the rate in some rows and not in others).
        `${formatDeduction(p.totals.irpfCents)}\u00A0(${formatPercent(p.irpfRate)})`,
        formatMoney(p.totals.netCents),
        [p.joinsPayrollId ? t(m.previewJoins, { id: p.joinsPayrollId }) : t(m.previewNew), ...p.warnings].join(' · '),
      ],
    })),
    total: [
      t(m.totals),
      String(sum((p) => p.added.classCount)),
      formatDuration(sum((p) => p.added.minutes)),
      formatMoney(sum((p) => p.totals.grossCents)),
      formatDeduction(sum((p) => p.totals.irpfCents)),
      formatMoney(sum((p) => p.totals.netCents)),
      '',
    ],
    skippedTitle: t(m.previewSkipped),
    skippedColumns: [t(m.teacher), t(m.reason)],
    skipped: plan.skipped.map((s, i) => ({ key: `${s.teacherId}-${i}`, cells: [s.teacherName, s.reason] })),
    confirmLabel: plan.payrolls.length ? t(m.confirmGenerate, { count: plan.payrolls.length }) : undefined,
  };
}
