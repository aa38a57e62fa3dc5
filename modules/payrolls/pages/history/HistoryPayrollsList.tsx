import { Suspense, use } from 'react';
import { formatDeduction, formatPercent, t } from '../../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../../src/lib/listQuery';
import { DataTable, FilterInput, TwoLineCell, type Column } from '../../../../views/widgets/DataTable';
import { payrollsMessages as m } from '../../payrolls.messages';
import { historyMessages as h } from '../../history.messages';
import { HISTORY_PAYROLL_LIST_SPEC, type HistoryPayrollRow, type HistoryPayrollTotals } from '../../history.service';
import { payrollColumns, PayrollStatusBadge, PayrollStatusFilter, PayrollTotals } from '../PayrollsList';

type Data = ListPage<HistoryPayrollRow> & { totals: HistoryPayrollTotals };

/** /history-payrolls: the previous system's payrolls, read-only, with filters and totals. */
export function HistoryPayrollsList({ query, data }: { query: ListQuery; data: Promise<Data> }) {
  const c = payrollColumns<HistoryPayrollRow>();
  const columns: Column<HistoryPayrollRow>[] = [
    {
      key: 'teacher',
      label: t(m.teacher),
      sortable: true,
      primary: true,
      render: (r) => <TwoLineCell main={r.teacherName} sub={r.teacherNif} />,
    },
    c.month,
    { key: 'classes', label: t(m.classes), render: (r) => r.classCount },
    c.hours,
    c.gross,
    {
      key: 'irpf',
      label: t(m.irpf),
      render: (r) => <span className="nowrap">{`${formatDeduction(r.irpfCents)} (${formatPercent(r.irpfRate)})`}</span>,
    },
    c.net,
    { key: 'status', label: t(m.status), render: (r) => <PayrollStatusBadge status={r.status} /> },
    c.paidDate,
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
            <FilterInput type="text" name="teacher" label={t(h.teacherFilter)} />
            <FilterInput type="month" name="from" label={t(h.fromMonth)} />
            <FilterInput type="month" name="to" label={t(h.toMonth)} />
            <PayrollStatusFilter all={t(m.allFem)} />
          </>
        }
      />
      {/* Refused filters list nothing: totals would be the whole list's, read as the filtered set's. */}
      {!query.refused && (
        <Suspense fallback={null}>
          <Totals data={data} />
        </Suspense>
      )}
    </>
  );
}

function Totals({ data }: { data: Promise<Data> }) {
  const { totals, total } = use(data);
  if (total === 0) return <p className="muted">{t(h.empty)}</p>;
  return <PayrollTotals titleId="history-payroll-totals" count={total} totals={totals} />;
}
