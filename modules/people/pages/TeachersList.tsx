import { formatDate, t } from '../../../src/lib/intl';
import { listHref, type ListPage, type ListQuery } from '../../../src/lib/listQuery';
import { DataTable, type Column } from '../../../views/widgets/DataTable';
import { TEACHER_LIST_SPEC, type TeacherRow, type TeacherStatus } from '../teachers.service';
import { teachersMessages as m } from '../teachers.messages';

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

function Filter({ name, label, value, children }: { name: string; label: string; value?: string; children: React.ReactNode }) {
  return (
    <label className="field field-inline field-narrow">
      <span className="field-label">{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        {children}
      </select>
    </label>
  );
}

/** /teachers: the staff's list, with filters and the CSV of the same view. */
export function TeachersList({ query, data, districts, subjects }: Props) {
  const columns: Column<TeacherRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => `${r.lastName}, ${r.firstName}` },
    { key: 'email', label: t(m.email), sortable: true, render: (r) => r.email },
    { key: 'phone', label: t(m.phone), render: (r) => (r.phone ? <span className="nowrap">{r.phone}</span> : '—') },
    { key: 'districts', label: t(m.districts), render: (r) => r.districtNames ?? '—' },
    { key: 'startDate', label: t(m.startDate), sortable: true, render: (r) => (r.startDate ? formatDate(r.startDate) : '—') },
    { key: 'status', label: t(m.status), render: (r) => <span className={`status-badge status-${r.status}`}>{statusText(r)}</span> },
  ];
  const groups = new Map<string, { id: number; name: string }[]>();
  for (const d of districts) groups.set(d.municipalityName, [...(groups.get(d.municipalityName) ?? []), d]);
  const csvHref = listHref('/teachers.csv', { ...query, page: 1 }, {}, TEACHER_LIST_SPEC);
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
            <Filter name="status" label={t(m.status)} value={query.filters.status ?? 'active'}>
              <option value="active">{t(m.filterActive)}</option>
              <option value="dropped">{t(m.filterDropped)}</option>
              <option value="candidates">{t(m.filterCandidates)}</option>
              <option value="all">{t(m.filterAll)}</option>
            </Filter>
            <Filter name="district" label={t(m.district)} value={query.filters.district}>
              <option value="">{t(m.filterAny)}</option>
              {[...groups].map(([label, options]) => (
                <optgroup key={label} label={label}>
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Filter>
            <Filter name="subject" label={t(m.subject)} value={query.filters.subject}>
              <option value="">{t(m.filterAny)}</option>
              {subjects.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Filter>
            <Filter name="degree" label={t(m.teachingDegree)} value={query.filters.degree}>
              <option value="">{t(m.filterAny)}</option>
              <option value="yes">{t(m.yes)}</option>
              <option value="no">{t(m.no)}</option>
            </Filter>
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
