import { Suspense, use } from 'react';
import { formatDate, formatMoney, formatNumber, minutesAsHours, t } from '../../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../../src/lib/listQuery';
import { DataTable, FilterSelect, TwoLineCell, type Column } from '../../../../views/widgets/DataTable';
import { payrollsMessages as m } from '../../payrolls.messages';
import { historyMessages as h } from '../../history.messages';
import { PAYROLL_STATUSES, statusLabel } from '../../payrolls.service';
import { HISTORY_PAYROLL_LIST_SPEC, type HistoryPayrollRow, type HistoryPayrollTotals } from '../../history.service';
import { monthTitle, PayrollStatusBadge } from '../PayrollsList';

type Data = ListPage<HistoryPayrollRow> & { totals: HistoryPayrollTotals };

/** /history-payrolls: the previous system's payrolls, read-only, with filters and totals. */
export function HistoryPayrollsList({ query, data }: { query: ListQuery; data: Promise<Data> }) {
  const columns: Column<HistoryPayrollRow>[] = [
    { key: 'teacher', label: t(m.teacher), sortable: true, primary: true, render: (r) => <TwoLineCell main={r.teacherName} sub={r.teacherNif} /> },
    { key: 'month', label: t(m.month), sortable: true, render: (r) => <span className="nowrap">{monthTitle(r.month)}</span> },
    { key: 'classes', label: t(m.classes), render: (r) => r.classCount },
    { key: 'hours', label: t(m.hours), render: (r) => minutesAsHours(r.minutes) },
    { key: 'gross', label: t(m.gross), sortable: true, render: (r) => <span className="nowrap">{formatMoney(r.grossCents)}</span> },
    { key: 'irpf', label: t(m.irpf), render: (r) => <span className="nowrap">{`${formatMoney(r.irpfCents)} (${formatNumber(Number(r.irpfRate))} %)`}</span> },
    { key: 'net', label: t(m.net), sortable: true, render: (r) => <span className="nowrap">{formatMoney(r.netCents)}</span> },
    { key: 'status', label: t(m.status), render: (r) => <PayrollStatusBadge status={r.status} /> },
    { key: 'paidDate', label: t(m.paidDate), sortable: true, render: (r) => (r.paidDate ? formatDate(r.paidDate) : '—') },
  ];
  return (
    <>
      <p className="intro">{t(h.intro)}</p>
      <DataTable
        caption={t(h.title)}
        columns={columns}
        data={data}
        query={query}
        spec={HISTORY_PAYROLL_LIST_SPEC}
        base="/history-payrolls"
        rowHref={(r) => `/history-payrolls/${r.id}`}
        filters={
          <>
            <label className="field field-inline">
              <span className="field-label">{t(h.teacherFilter)}</span>
              <input type="text" name="teacher" defaultValue={query.filters.teacher ?? ''} autoComplete="off" />
            </label>
            <label className="field field-inline field-date">
              <span className="field-label">{t(h.fromMonth)}</span>
              <input type="month" name="from" defaultValue={query.filters.from ?? ''} placeholder="AAAA-MM" pattern="\d{4}-\d{2}" />
            </label>
            <label className="field field-inline field-date">
              <span className="field-label">{t(h.toMonth)}</span>
              <input type="month" name="to" defaultValue={query.filters.to ?? ''} placeholder="AAAA-MM" pattern="\d{4}-\d{2}" />
            </label>
            <FilterSelect name="status" label={t(m.status)} value={query.filters.status} all={t(m.allFem)} options={PAYROLL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
          </>
        }
      />
      <Suspense fallback={null}>
        <Totals data={data} />
      </Suspense>
    </>
  );
}

function Totals({ data }: { data: Promise<Data> }) {
  const { totals, total } = use(data);
  if (total === 0) return <p className="muted">{t(h.empty)}</p>;
  return (
    <section className="card payroll-totals" aria-labelledby="history-payroll-totals">
      <h2 id="history-payroll-totals">{t(m.totals)}</h2>
      <dl className="facts">
        <dt>{t(m.classes)}</dt>
        <dd>{t(m.totalsLine, { count: total - totals.discarded, classes: totals.classCount, hours: minutesAsHours(totals.minutes) })}</dd>
        <dt>{t(m.gross)}</dt>
        <dd>{formatMoney(totals.grossCents)}</dd>
        <dt>{t(m.irpf)}</dt>
        <dd>{formatMoney(totals.irpfCents)}</dd>
        <dt>{t(m.net)}</dt>
        <dd>
          <strong>{formatMoney(totals.netCents)}</strong>
        </dd>
      </dl>
      {totals.discarded > 0 && <p className="field-help">{t(m.totalsNoDiscarded)}</p>}
    </section>
  );
}
