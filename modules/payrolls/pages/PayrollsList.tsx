import { Suspense, use } from 'react';
import { formatDate, formatDeduction, formatMoney, formatDuration, t, formatPercent } from '../../../src/lib/intl';
import type { ListQuery } from '../../../src/lib/listQuery';
import { AutocompleteFilter, type FilterChoice } from '../../../views/widgets/AutocompleteFilter';
import { DataTable, FilterInput, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { monthName } from '../payrolls.math';
import {
  PAYROLL_LIST_SPEC,
  PAYROLL_STATUSES,
  statusLabel,
  type PayrollList,
  type PayrollRow,
} from '../payrolls.service';
import { payrollsMessages as m } from '../payrolls.messages';

export function PayrollStatusBadge({ status }: { status: string }) {
  return <span className={`status-badge payroll-${status}`}>{statusLabel(status)}</span>;
}

/** Month names with their capital: 'Octubre de 2026'. */
export const monthTitle = (month: string) => {
  const name = monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

type PayrollFigures = Pick<PayrollRow, 'classCount' | 'minutes' | 'grossCents' | 'irpfCents' | 'netCents'>;

/**
 * The totals under both payroll lists (this system's and the previous one's): how many
 * payrolls (`count`, the discarded left out), classes and hours, and the amounts.
 */
export function PayrollTotals({
  titleId,
  count,
  totals,
}: {
  titleId: string;
  count: number;
  totals: PayrollFigures & { discarded: number };
}) {
  return (
    <section className="card payroll-totals" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(m.totals)}</h2>
      <dl className="facts">
        <dt>{t(m.classes)}</dt>
        <dd>
          {t(m.totalsLine, {
            count: count - totals.discarded,
            classes: totals.classCount,
            hours: formatDuration(totals.minutes),
          })}
        </dd>
        <dt>{t(m.gross)}</dt>
        <dd>{formatMoney(totals.grossCents)}</dd>
        <dt>{t(m.irpf)}</dt>
        <dd>{formatDeduction(totals.irpfCents)}</dd>
        <dt>{t(m.net)}</dt>
        <dd>
          <strong>{formatMoney(totals.netCents)}</strong>
        </dd>
      </dl>
      {totals.discarded > 0 && <p className="field-help">{t(m.totalsNoDiscarded)}</p>}
    </section>
  );
}

function Totals({ data }: { data: Promise<PayrollList> }) {
  const { totals } = use(data);
  return <PayrollTotals titleId="payroll-totals-title" count={totals.count} totals={totals} />;
}

/** The status filter of both payroll lists. */
export function PayrollStatusFilter({ all }: { all: string }) {
  return (
    <FilterSelect
      name="status"
      label={t(m.status)}
      all={all}
      options={PAYROLL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
    />
  );
}

const nowrap = (text: string) => <span className="nowrap">{text}</span>;

/** The columns both payroll lists show, as this system's list words them. */
export function payrollColumns<T extends PayrollFigures & Pick<PayrollRow, 'month' | 'paidDate'>>() {
  return {
    month: { key: 'month', label: t(m.month), sortable: true, render: (r: T) => monthTitle(r.month) },
    hours: { key: 'hours', label: t(m.hours), render: (r: T) => formatDuration(r.minutes) },
    gross: { key: 'gross', label: t(m.gross), sortable: true, render: (r: T) => nowrap(formatMoney(r.grossCents)) },
    net: { key: 'net', label: t(m.net), sortable: true, render: (r: T) => nowrap(formatMoney(r.netCents)) },
    paidDate: {
      key: 'paidDate',
      label: t(m.paidDate),
      sortable: true,
      render: (r: T) => (r.paidDate ? formatDate(r.paidDate) : '—'),
    },
  } satisfies Record<string, Column<T>>;
}

/** /teacher-payrolls: staff see every teacher's (with the teacher filter), a teacher only their own. */
export function PayrollsList({
  query,
  data,
  teacher,
  staff,
}: {
  query: ListQuery;
  data: Promise<PayrollList>;
  /** The teacher the list is filtered by (staff only; its field shows the name). */
  teacher: FilterChoice;
  staff: boolean;
}) {
  const c = payrollColumns<PayrollRow>();
  const columns: Column<PayrollRow>[] = [
    { key: 'id', label: t(m.id), render: (r) => <a href={`/teacher-payrolls/${r.id}`}>{`#${r.id}`}</a> },
    ...(staff
      ? [
          {
            key: 'teacher',
            label: t(m.teacher),
            sortable: true,
            primary: true,
            render: (r: PayrollRow) => r.teacherName,
          },
        ]
      : []),
    { ...c.month, primary: !staff },
    { key: 'classes', label: t(m.classes), sortable: true, render: (r) => r.classCount },
    c.hours,
    c.gross,
    {
      key: 'irpf',
      label: t(m.irpf),
      render: (r) => (
        // The rate may go under the amount when the table is narrow.
        <>
          <span className="nowrap">{formatDeduction(r.irpfCents)}</span>{' '}
          <span className="nowrap">{`(${formatPercent(r.irpfRate)})`}</span>
        </>
      ),
    },
    c.net,
    { key: 'status', label: t(m.status), sortable: true, render: (r) => <PayrollStatusBadge status={r.status} /> },
    c.paidDate,
  ];
  const rows = data.then((d) => ({ rows: d.rows, total: d.total, page: d.page, pageSize: d.pageSize }));
  return (
    <>
      <p className="intro">{t(staff ? m.intro : m.ownIntro)}</p>
      <DataTable
        caption={t(staff ? m.title : m.ownTitle)}
        columns={columns}
        data={rows}
        query={query}
        spec={PAYROLL_LIST_SPEC}
        base="/teacher-payrolls"
        rowHref={(r) => `/teacher-payrolls/${r.id}`}
        filters={
          <>
            <FilterInput type="month" name="month" label={t(m.month)} />
            {staff && (
              <AutocompleteFilter name="teacher" label={t(m.teacher)} source="payrollTeachers" choice={teacher} />
            )}
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
