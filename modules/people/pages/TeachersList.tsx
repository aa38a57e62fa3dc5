import { formatDate, t } from '../../../src/lib/intl';
import { listHref, type ListPage, type ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { districtGroups } from './CustomersList';
import { TEACHER_LIST_SPEC, type TeacherRow, type TeacherStatus } from '../teachers.service';
import { teachersMessages as m } from '../teachers.messages';
import { nameOptions } from '../../../views/widgets/formBinding';

export const TEACHERS_BASE = '/teachers';

/** The status of a teacher in words: activo, de baja desde el …, candidato. */
export function statusText(row: { status: TeacherStatus; dropOutDate: string | null }): string {
  if (row.status === 'candidate') return t(m.statusCandidate);
  if (row.status === 'dropped') return t(m.statusDropped, { date: formatDate(row.dropOutDate!) });
  if (row.status === 'leaving') return t(m.statusLeaving, { date: formatDate(row.dropOutDate!) });
  return t(m.statusActive);
}

interface Props {
  query: ListQuery;
  data: Promise<ListPage<TeacherRow>>;
  districts: { id: number; name: string; municipalityName: string }[];
  subjects: { id: number; name: string }[];
}

/** /teachers: the staff's list, with filters and the CSV of the same view. */
export function TeachersList({ query, data, districts, subjects }: Props) {
  const columns: Column<TeacherRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => `${r.lastName}, ${r.firstName}` },
    { key: 'email', label: t(m.email), sortable: true, render: (r) => r.email },
    { key: 'phone', label: t(m.phone), render: (r) => (r.phone ? <span className="nowrap">{r.phone}</span> : '—') },
    { key: 'districts', label: t(m.districts), render: (r) => r.districtNames ?? '—' },
    {
      key: 'startDate',
      label: t(m.startDate),
      sortable: true,
      render: (r) => (r.startDate ? formatDate(r.startDate) : '—'),
    },
    {
      key: 'status',
      label: t(m.status),
      render: (r) => <span className={`status-badge status-${r.status}`}>{statusText(r)}</span>,
    },
  ];
  const csvHref = listHref('/teachers.csv', { ...query, page: 1 }, { spec: TEACHER_LIST_SPEC });
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <DataTable
        caption={t(m.title)}
        columns={columns}
        data={data}
        query={query}
        spec={TEACHER_LIST_SPEC}
        base={TEACHERS_BASE}
        rowHref={(r) => `/teachers/${r.id}`}
        filters={
          <>
            <FilterSelect
              name="status"
              label={t(m.status)}
              value={query.filters.status ?? 'active'}
              options={[
                { value: 'active', label: t(m.filterActive) },
                { value: 'dropped', label: t(m.filterDropped) },
                { value: 'candidates', label: t(m.filterCandidates) },
                { value: 'all', label: t(m.filterAll) },
              ]}
            />
            <FilterSelect
              name="district"
              label={t(m.district)}
              all={t(m.filterAny)}
              groups={districtGroups(districts)}
            />
            <FilterSelect name="subject" label={t(m.subject)} all={t(m.filterAny)} options={nameOptions(subjects)} />
            <FilterSelect
              name="degree"
              label={t(m.teachingDegree)}
              all={t(m.filterAny)}
              options={[
                { value: 'yes', label: t(m.yes) },
                { value: 'no', label: t(m.no) },
              ]}
            />
          </>
        }
      />
      <p className="list-download">
        <a href={csvHref} download="">
          {t(m.csv)}
        </a>
      </p>
    </>
  );
}
