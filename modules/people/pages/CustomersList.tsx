import { formatDate, t } from '../../../src/lib/intl';
import { listHref, type ListPage, type ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { CUSTOMER_LIST_SPEC, CUSTOMER_SOURCES, SOURCE_LABELS, type CustomerRow } from '../customers.service';
import { customersMessages as m } from '../customers.messages';
import { nameOptions } from '../../../views/widgets/formBinding';

interface Props {
  query: ListQuery;
  data: Promise<ListPage<CustomerRow>>;
  advisors: { id: number; name: string }[];
  districts: { id: number; name: string; municipalityName: string }[];
}

/** Districts grouped by their municipality, as select groups. */
export function districtGroups(districts: { id: number; name: string; municipalityName: string }[]) {
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const d of districts)
    groups.set(d.municipalityName, [...(groups.get(d.municipalityName) ?? []), { value: d.id, label: d.name }]);
  return [...groups].map(([label, options]) => ({ label, options }));
}

/** The CSV download of the list as it is filtered and sorted now (a link among the page's actions). */
export function CsvLink({ query }: { query: ListQuery }) {
  return (
    <a
      className="button button-quiet"
      href={listHref('/customers/export.csv', { ...query, page: 1 }, { spec: CUSTOMER_LIST_SPEC })}
      title={t(m.downloadCsvHelp)}
    >
      {t(m.downloadCsv)}
    </a>
  );
}

/** /customers: the data table with its filters and the CSV download of the same view. */
export function CustomersList({ query, data, advisors, districts }: Props) {
  const columns: Column<CustomerRow>[] = [
    {
      key: 'name',
      label: t(m.name),
      sortable: true,
      primary: true,
      render: (r) => (
        <>
          {r.name}
          {r.isCompany && <span className="badge">{t(m.company)}</span>}
        </>
      ),
    },
    {
      key: 'contact',
      label: t(m.contact),
      render: (r) => (
        <span className="contact-cell">
          {r.email && <span>{r.email}</span>}
          {r.phone && <span className="muted">{r.phone}</span>}
          {!r.email && !r.phone && '—'}
        </span>
      ),
    },
    {
      key: 'district',
      label: t(m.district),
      sortable: true,
      render: (r) => r.districtName ?? r.municipalityName ?? '—',
    },
    { key: 'source', label: t(m.source), sortable: true, render: (r) => t(SOURCE_LABELS[r.source]) },
    { key: 'advisor', label: t(m.advisor), sortable: true, render: (r) => r.advisorName ?? '—' },
    { key: 'students', label: t(m.studentCount), sortable: true, render: (r) => r.studentCount },
    { key: 'createdDate', label: t(m.createdDate), sortable: true, render: (r) => formatDate(r.createdDate) },
  ];
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <DataTable
        caption={t(m.title)}
        columns={columns}
        data={data}
        query={query}
        spec={CUSTOMER_LIST_SPEC}
        base="/customers"
        rowHref={(r) => `/customers/${r.id}`}
        filters={
          <>
            <FilterSelect
              name="kind"
              label={t(m.kind)}
              all={t(m.all)}
              options={[
                { value: 'family', label: t(m.family) },
                { value: 'company', label: t(m.company) },
              ]}
            />
            <FilterSelect
              name="source"
              label={t(m.source)}
              all={t(m.all)}
              options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: t(SOURCE_LABELS[s]) }))}
            />
            <FilterSelect
              name="advisor"
              label={t(m.advisor)}
              all={t(m.allAdvisors)}
              options={[...nameOptions(advisors), { value: 'none', label: t(m.noAdvisor) }]}
            />
            <FilterSelect name="district" label={t(m.district)} all={t(m.all)} groups={districtGroups(districts)} />
          </>
        }
      />
    </>
  );
}
