import { formatDate, formatMoney, t } from '../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { ACADEMIC, ACADEMIC_KINDS, type AcademicKind } from '../settings.entities';
import type { AcademicRow, PriceState } from '../settings.service';
import { settingsMessages as m } from '../settings.messages';
import { nameOptions } from '../../../views/widgets/formBinding';

export const listBase = (kind: AcademicKind) => `/academic-settings?tab=${kind}`;

export interface LevelChoice {
  id: number;
  name: string;
  courses: { id: number; name: string }[];
}

interface Props {
  kind: AcademicKind;
  query: ListQuery;
  data: Promise<ListPage<AcademicRow>>;
  /** Levels and their courses, for the filter menus. */
  levels: LevelChoice[];
}

const STATES: Record<PriceState, { label: typeof m.current; className: string }> = {
  current: { label: m.current, className: 'status-badge status-active' },
  future: { label: m.future, className: 'status-badge status-stored' },
  past: { label: m.past, className: 'status-badge' },
};

export function PriceStateBadge({ state }: { state: PriceState }) {
  return <span className={STATES[state].className}>{t(STATES[state].label)}</span>;
}

const name = (label = t(m.name)): Column<AcademicRow> => ({
  key: 'name',
  label,
  sortable: true,
  primary: true,
  render: (r) => r.name,
});

function columnsOf(kind: AcademicKind): Column<AcademicRow>[] {
  switch (kind) {
    case 'levels':
      return [
        name(),
        { key: 'position', label: t(m.position), sortable: true, render: (r) => r.position },
        { key: 'courses', label: t(m.courseCount), sortable: true, render: (r) => r.courseCount },
      ];
    case 'courses':
      return [
        name(),
        { key: 'level', label: t(m.level), sortable: true, render: (r) => r.levelName },
        { key: 'subjects', label: t(m.subjectCount), sortable: true, render: (r) => r.subjectCount },
      ];
    case 'subjects':
      return [name(), { key: 'courses', label: t(m.courseCount), sortable: true, render: (r) => r.courseCount }];
    case 'course-subjects':
      return [
        { key: 'course', label: t(m.course), sortable: true, primary: true, render: (r) => r.courseName },
        { key: 'subject', label: t(m.subject), sortable: true, render: (r) => r.subjectName },
        { key: 'level', label: t(m.level), render: (r) => r.levelName },
      ];
    case 'studies':
      return [name(), { key: 'updatedDate', label: t(m.updatedDate), render: (r) => formatDate(r.updatedDate) }];
    case 'prices':
      return [
        { key: 'target', label: t(m.target), sortable: true, render: (r) => r.targetName },
        name(),
        {
          key: 'customerPrice',
          label: t(m.customerPriceShort),
          sortable: true,
          render: (r) => formatMoney(r.customerPriceCents ?? 0),
        },
        {
          key: 'teacherPay',
          label: t(m.teacherPayShort),
          sortable: true,
          render: (r) => formatMoney(r.teacherPayCents ?? 0),
        },
        { key: 'validFrom', label: t(m.validFrom), sortable: true, render: (r) => formatDate(r.validFrom ?? '') },
        { key: 'state', label: t(m.state), render: (r) => <PriceStateBadge state={r.state ?? 'past'} /> },
      ];
  }
}

function filtersOf(kind: AcademicKind, query: ListQuery, levels: LevelChoice[]) {
  const levelMenu = <FilterSelect name="level" label={t(m.level)} all={t(m.anyLevel)} options={nameOptions(levels)} />;
  if (kind === 'courses') return levelMenu;
  if (kind === 'course-subjects') {
    return (
      <FilterSelect
        name="course"
        label={t(m.course)}
        all={t(m.anyCourse)}
        groups={levels.map((l) => ({ label: l.name, options: nameOptions(l.courses) }))}
      />
    );
  }
  if (kind === 'prices') {
    return (
      <>
        {levelMenu}
        <FilterSelect
          name="state"
          label={t(m.state)}
          all={t(m.anyState)}
          options={(['current', 'future', 'past'] as const).map((s) => ({ value: s, label: t(STATES[s].label) }))}
        />
      </>
    );
  }
  return undefined;
}

/** /academic-settings: one tab per kind of record, each a data table. */
export function AcademicList({ kind, query, data, levels }: Props) {
  const def = ACADEMIC[kind];
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <nav className="tabs" aria-label={t(m.title)}>
        {ACADEMIC_KINDS.map((k) => (
          <a key={k} href={listBase(k)} aria-current={k === kind ? 'page' : undefined}>
            {t(ACADEMIC[k].plural)}
          </a>
        ))}
      </nav>
      {kind === 'prices' && <p className="intro">{t(m.pricesIntro)}</p>}
      {kind === 'course-subjects' && <p className="intro">{t(m.pairsIntro)}</p>}
      <DataTable
        caption={t(def.plural)}
        columns={columnsOf(kind)}
        data={data}
        query={query}
        spec={def.list}
        base={listBase(kind)}
        rowHref={(r) => `/academic-settings/${kind}/${r.id}`}
        filters={filtersOf(kind, query, levels)}
      />
    </>
  );
}
