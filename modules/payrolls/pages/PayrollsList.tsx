import { Suspense, use } from 'react';
import { formatDate, formatMoney, minutesAsHours, t } from '../../../src/lib/intl';
import type { ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { monthName } from '../payrolls.math';
import { PAYROLL_LIST_SPEC, PAYROLL_STATUSES, statusLabel, type PayrollList, type PayrollRow } from '../payrolls.service';
import { payrollsMessages as m } from '../payrolls.messages';

export function PayrollStatusBadge({ status }: { status: string }) {
  return <span className={`status-badge payroll-${status}`}>{statusLabel(status)}</span>;
}

/** Month names with their capital: 'Octubre de 2026'. */
export const monthTitle = (month: string) => {
  const name = monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

function Totals({ data }: { data: Promise<PayrollList> }) {
  const { totals } = use(data);
  return (
    <section className="card payroll-totals" aria-labelledby="payroll-totals-title">
      <h2 id="payroll-totals-title">{t(m.totals)}</h2>
      <dl className="facts">
        <dt>{t(m.classes)}</dt>
        <dd>{t(m.totalsLine, { count: totals.count - totals.discarded, classes: totals.classCount, hours: minutesAsHours(totals.minutes) })}</dd>
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

/** /teacher-payrolls: staff see every teacher's (with the teacher filter), a teacher only their own. */
export function PayrollsList({ query, data, teachers, staff }: { query: ListQuery; data: Promise<PayrollList>; teachers: { id: number; name: string }[]; staff: boolean }) {
  const columns: Column<PayrollRow>[] = [
    { key: 'id', label: t(m.id), render: (r) => <a href={`/teacher-payrolls/${r.id}`}>{`#${r.id}`}</a> },
    ...(staff ? [{ key: 'teacher', label: t(m.teacher), sortable: true, primary: true, render: (r: PayrollRow) => r.teacherName }] : []),
    { key: 'month', label: t(m.month), sortable: true, primary: !staff, render: (r) => <span className="nowrap">{monthTitle(r.month)}</span> },
    { key: 'classes', label: t(m.classes), sortable: true, render: (r) => r.classCount },
    { key: 'hours', label: t(m.hours), render: (r) => minutesAsHours(r.minutes) },
    { key: 'gross', label: t(m.gross), sortable: true, render: (r) => <span className="nowrap">{formatMoney(r.grossCents)}</span> },
    { key: 'irpf', label: t(m.irpf), render: (r) => (
        // The rate may go under the amount when the table is narrow.
        <>
          <span className="nowrap">{formatMoney(r.irpfCents)}</span> <span className="nowrap">{`(${r.irpfRate} %)`}</span>
        </>
      ),
    },
    { key: 'net', label: t(m.net), sortable: true, render: (r) => <span className="nowrap">{formatMoney(r.netCents)}</span> },
    { key: 'status', label: t(m.status), sortable: true, render: (r) => <PayrollStatusBadge status={r.status} /> },
    { key: 'paidDate', label: t(m.paidDate), sortable: true, render: (r) => (r.paidDate ? formatDate(r.paidDate) : '—') },
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
            <label className="field field-inline field-date">
              <span className="field-label">{t(m.month)}</span>
              <input type="month" name="month" defaultValue={query.filters.month ?? ''} placeholder="AAAA-MM" pattern="\d{4}-\d{2}" />
            </label>
            {staff && <FilterSelect name="teacher" label={t(m.teacher)} value={query.filters.teacher} all={t(m.all)} options={teachers.map((x) => ({ value: x.id, label: x.name }))} />}
            <FilterSelect name="status" label={t(m.status)} value={query.filters.status} all={t(m.all)} options={PAYROLL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
          </>
        }
      />
      <Suspense fallback={null}>
        <Totals data={data} />
      </Suspense>
    </>
  );
}
