import { formatDate, formatDuration, formatNumber, t } from '../../../../src/lib/intl';
import { listHref, type ListPage, type ListQuery } from '../../../../src/lib/listQuery';
import {
  DataTable,
  FilterChips,
  FilterSelect,
  TwoLineCell,
  type Column,
  type FilterChip,
} from '../../../../views/widgets/DataTable';
import {
  INTEREST_LIST_SPEC,
  INTEREST_STATUSES,
  interestStatusLabel,
  UNTOUCHED_DAYS,
  shownVisibilityLabel,
  visibilityLabel,
  type CustomerInterestRow,
} from '../../interests.service';
import { interestsMessages as m } from '../../interests.messages';
import { nameOptions } from '../../../../views/widgets/formBinding';

export function InterestStatusBadge({ status }: { status: string }) {
  return <span className={`status-badge interest-${status}`}>{interestStatusLabel(status)}</span>;
}

export interface ListChoices {
  advisors: { id: number; name: string }[];
  courses: { id: number; name: string; levelName: string }[];
  subjects: { id: number; name: string }[];
  districts: { id: number; name: string }[];
}

/** The counts per status above the table, each a link that filters (the other filters kept). */
function StatusCounts({ query, counts }: { query: ListQuery; counts: Record<string, number> }) {
  const current = query.filters.status ?? 'open';
  const link = (status: string, label: string) => (
    <li key={status}>
      <a
        href={listHref(
          '/customer-interests',
          { ...query, page: 1 },
          { changes: { filters: { status } }, spec: INTEREST_LIST_SPEC },
        )}
        aria-current={current === status ? 'page' : undefined}
        className="count-link"
      >
        <span>{label}</span> <strong>{formatNumber(counts[status] ?? 0)}</strong>
      </a>
    </li>
  );
  const total = Object.entries(counts).reduce((sum, [k, v]) => (k === 'open' ? sum : sum + v), 0);
  return (
    <nav aria-label={t(m.countsLabel)}>
      <ul className="status-counts">
        {link('open', t(m.statusOpen))}
        {INTEREST_STATUSES.map((s) => link(s, interestStatusLabel(s)))}
        {link('accepted', t(m.statusAccepted))}
        <li>
          <a
            href={listHref(
              '/customer-interests',
              { ...query, page: 1 },
              { changes: { filters: { status: 'all' } }, spec: INTEREST_LIST_SPEC },
            )}
            aria-current={current === 'all' ? 'page' : undefined}
            className="count-link"
          >
            <span>{t(m.statusAll)}</span> <strong>{formatNumber(total)}</strong>
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** /customer-interests: the pipeline. */
export function InterestsList({
  query,
  data,
  counts,
  choices,
  chips,
}: {
  query: ListQuery;
  data: Promise<ListPage<CustomerInterestRow>>;
  counts: Record<string, number>;
  choices: ListChoices;
  chips: FilterChip[];
}) {
  const columns: Column<CustomerInterestRow>[] = [
    {
      key: 'status',
      label: t(m.status),
      sortable: true,
      render: (r) => <InterestStatusBadge status={r.shownStatus} />,
    },
    {
      key: 'student',
      label: t(m.student),
      sortable: true,
      primary: true,
      render: (r) => <TwoLineCell main={r.studentName} sub={r.customerName} />,
    },
    { key: 'subjects', label: t(m.subjects), render: (r) => r.subjects || '—' },
    { key: 'district', label: t(m.district), render: (r) => r.districtName ?? '—' },
    {
      key: 'start',
      label: t(m.startAndHours),
      sortable: true,
      render: (r) => (
        <TwoLineCell
          main={formatDate(r.startDate)}
          sub={t(m.hoursShort, { hours: formatDuration(Number(r.hoursPerWeek) * 60) })}
        />
      ),
    },
    { key: 'advisor', label: t(m.advisor), render: (r) => r.advisorName ?? t(m.noAdvisor) },
    {
      key: 'applications',
      label: t(m.applications),
      sortable: true,
      render: (r) => (
        <TwoLineCell main={t(m.applicationsCount, { count: r.applicationCount })} sub={shownVisibilityLabel(r, true)} />
      ),
    },
    { key: 'age', label: t(m.age), sortable: true, render: (r) => t(m.ageDays, { days: r.ageDays }) },
  ];
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <StatusCounts query={query} counts={counts} />
      <FilterChips base="/customer-interests" query={query} spec={INTEREST_LIST_SPEC} chips={chips} />
      <DataTable
        caption={t(m.title)}
        columns={columns}
        data={data}
        query={query}
        spec={INTEREST_LIST_SPEC}
        base="/customer-interests"
        rowHref={(r) => `/customer-interests/${r.id}`}
        filters={
          <>
            <FilterSelect
              name="status"
              label={t(m.status)}
              value={query.filters.status ?? 'open'}
              options={[
                { value: 'open', label: t(m.statusOpen) },
                ...INTEREST_STATUSES.map((s) => ({ value: s, label: interestStatusLabel(s) })),
                { value: 'accepted', label: t(m.statusAccepted) },
                { value: 'all', label: t(m.statusAll) },
              ]}
            />
            <FilterSelect
              name="advisor"
              label={t(m.advisor)}
              all={t(m.all2)}
              options={[{ value: 'none', label: t(m.noAdvisor) }, ...nameOptions(choices.advisors)]}
            />
            <FilterSelect
              name="course"
              label={t(m.course)}
              all={t(m.all)}
              options={choices.courses.map((c) => ({ value: c.id, label: `${c.name}` }))}
            />
            <FilterSelect name="subject" label={t(m.subject)} all={t(m.all2)} options={nameOptions(choices.subjects)} />
            <FilterSelect
              name="district"
              label={t(m.district)}
              all={t(m.all)}
              options={nameOptions(choices.districts)}
            />
            <FilterSelect
              name="visibility"
              label={t(m.visibility)}
              all={t(m.all2)}
              options={[
                { value: 'everyone', label: visibilityLabel('everyone') },
                { value: 'hidden', label: visibilityLabel('hidden') },
              ]}
            />
            {['applications', 'untouched', 'customer', 'student'].map((k) =>
              query.filters[k] ? <input key={k} type="hidden" name={k} value={query.filters[k]} /> : null,
            )}
          </>
        }
      />
    </>
  );
}

export const listChips = (query: ListQuery): FilterChip[] => [
  ...(query.filters.applications === 'pending' ? [{ name: 'applications', text: t(m.pendingApplications) }] : []),
  ...(query.filters.untouched === '1'
    ? [{ name: 'untouched', text: t(m.untouchedFilter, { days: UNTOUCHED_DAYS }) }]
    : []),
];
