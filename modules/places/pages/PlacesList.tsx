import { t } from '../../../src/lib/intl';
import { formatDate } from '../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { PLACE_KINDS, PLACES, type PlaceKind } from '../places.entities';
import { PLACE_LIST_SPEC, type PlaceRow } from '../places.service';
import { placesMessages as m } from '../places.messages';
import { nameOptions } from '../../../views/widgets/formBinding';

export const listBase = (kind: PlaceKind) => `/places-settings?tab=${kind}`;

interface Props {
  kind: PlaceKind;
  query: ListQuery;
  data: Promise<ListPage<PlaceRow>>;
  /** Choices of the parent filter, when the parent list is short enough for a menu. */
  parents?: { id: number; name: string }[];
}

/** /places-settings: one tab per kind of place, each a data table. */
export function PlacesList({ kind, query, data, parents }: Props) {
  const def = PLACES[kind];
  const columns: Column<PlaceRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => r.name },
  ];
  if (def.code) columns.push({ key: 'code', label: t(m.code), sortable: true, render: (r) => r.code ?? '—' });
  if (kind === 'stations')
    columns.push({ key: 'lines', label: t(m.lines), render: (r) => <Lines lines={r.lines ?? []} /> });
  if (def.parent)
    columns.push({ key: 'parent', label: t(def.parent.label), sortable: true, render: (r) => r.parentName });
  columns.push({
    key: 'updatedDate',
    label: t(m.updatedDate),
    sortable: true,
    render: (r) => formatDate(r.updatedDate),
  });

  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <nav className="tabs" aria-label={t(m.title)}>
        {PLACE_KINDS.map((k) => (
          <a key={k} href={listBase(k)} aria-current={k === kind ? 'page' : undefined}>
            {t(PLACES[k].plural)}
          </a>
        ))}
      </nav>
      <DataTable
        caption={t(def.plural)}
        columns={columns}
        data={data}
        query={query}
        spec={PLACE_LIST_SPEC}
        base={listBase(kind)}
        rowHref={(r) => `/places-settings/${kind}/${r.id}`}
        filters={
          def.parent && parents ? (
            <FilterSelect
              name="parent"
              label={t(def.parent.label)}
              all={t(m.allParents)}
              options={nameOptions(parents)}
            />
          ) : undefined
        }
      />
    </>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <span className="line-badges">
      {lines.map((line) => (
        <span key={line} className="line-badge" data-line={line}>
          {line}
        </span>
      ))}
    </span>
  );
}
