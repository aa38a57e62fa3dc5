import { formatDate, formatDeduction, formatMoney, formatPercent, formatDuration, t } from '../../../../src/lib/intl';
import { payrollsMessages as m } from '../../payrolls.messages';
import { historyMessages as h } from '../../history.messages';
import type { HistoryPayrollDetail } from '../../history.service';
import { monthTitle, PayrollStatusBadge } from '../PayrollsList';

/** /history-payrolls/{id}: one archived payroll, read-only, and where it came from. */
export function HistoryPayrollPage({ row }: { row: HistoryPayrollDetail }) {
  return (
    // A card, as the live payroll's page.
    <section className="card">
      <dl className="facts">
        <dt>{t(m.teacher)}</dt>
        <dd>{row.teacherName}</dd>
        <dt>{t(h.hNif)}</dt>
        <dd>{row.teacherNif}</dd>
        <dt>{t(m.month)}</dt>
        <dd>{monthTitle(row.month)}</dd>
        <dt>{t(m.classes)}</dt>
        <dd>{row.classCount}</dd>
        <dt>{t(m.hours)}</dt>
        <dd>{formatDuration(row.minutes)}</dd>
        <dt>{t(m.gross)}</dt>
        <dd>{formatMoney(row.grossCents)}</dd>
        <dt>{t(m.irpfAt, { rate: formatPercent(row.irpfRate) })}</dt>
        {/* Taken off the gross, as the live payroll's page shows it. */}
        <dd>{formatDeduction(row.irpfCents)}</dd>
        <dt>{t(m.net)}</dt>
        <dd>
          <strong>{formatMoney(row.netCents)}</strong>
        </dd>
        <dt>{t(m.status)}</dt>
        <dd>
          <PayrollStatusBadge status={row.status} />
        </dd>
        <dt>{t(m.paidDate)}</dt>
        <dd>{row.paidDate ? formatDate(row.paidDate) : '—'}</dd>
        <dt>{t(h.imported)}</dt>
        <dd>{t(h.importedText, { date: formatDate(row.importedDate), file: row.importFile, line: row.sourceLine })}</dd>
      </dl>
    </section>
  );
}
