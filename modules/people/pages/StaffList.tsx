import { formatDate, t } from '../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { STAFF_LIST_SPEC, type StaffRole, type StaffRow } from '../staff.service';
import { staffMessages as m } from '../staff.messages';

const BASES: Record<StaffRole, string> = { admin: '/admins', advisor: '/advisors', accountant: '/accountants' };
const TITLES = { admin: m.adminsTitle, advisor: m.advisorsTitle, accountant: m.accountantsTitle };
const INTROS = { admin: m.adminsIntro, advisor: m.advisorsIntro, accountant: m.accountantsIntro };
export const NEW_STAFF = { admin: m.newAdmin, advisor: m.newAdvisor, accountant: m.newAccountant };
export const staffBase = (role: StaffRole) => BASES[role];
export const staffTitle = (role: StaffRole) => t(TITLES[role]);

/**
 * The status words of a kind of staff: the advisors are «asesoras» and the accountants' list is
 * of «cuentas de la gestoría», so theirs are feminine («Activa», «Todas»); the admins' masculine.
 */
const STATUS_WORDS = {
  masculine: {
    all: m.allStatuses,
    active: m.active,
    inactive: m.inactive,
    activeMany: m.activeMany,
    inactiveMany: m.inactiveMany,
  },
  feminine: {
    all: m.allStatusesFeminine,
    active: m.activeFeminine,
    inactive: m.inactiveFeminine,
    activeMany: m.activeManyFeminine,
    inactiveMany: m.inactiveManyFeminine,
  },
};
const statusWords = (role: StaffRole) => STATUS_WORDS[role === 'admin' ? 'masculine' : 'feminine'];

export function StatusBadge({ role, active }: { role: StaffRole; active: boolean }) {
  const words = statusWords(role);
  return (
    <span className={`status-badge ${active ? 'status-active' : 'status-inactive'}`}>
      {t(active ? words.active : words.inactive)}
    </span>
  );
}

/** /admins, /advisors and /accountants: the accounts of one kind of staff, with text and status filters. */
export function StaffList({
  role,
  query,
  data,
}: {
  role: StaffRole;
  query: ListQuery;
  data: Promise<ListPage<StaffRow>>;
}) {
  const words = statusWords(role);
  const columns: Column<StaffRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => `${r.firstName} ${r.lastName}` },
    { key: 'email', label: t(m.email), sortable: true, render: (r) => r.email },
    { key: 'phone', label: t(m.phone), render: (r) => r.phone ?? '—' },
    { key: 'active', label: t(m.status), sortable: true, render: (r) => <StatusBadge role={role} active={r.active} /> },
    { key: 'createdDate', label: t(m.createdDate), sortable: true, render: (r) => formatDate(r.createdDate) },
  ];
  return (
    <>
      <p className="intro">{t(INTROS[role])}</p>
      <DataTable
        caption={staffTitle(role)}
        columns={columns}
        data={data}
        query={query}
        spec={STAFF_LIST_SPEC}
        base={staffBase(role)}
        rowHref={(r) => `${staffBase(role)}/${r.id}`}
        filters={
          <FilterSelect
            name="status"
            label={t(m.status)}
            all={t(words.all)}
            options={[
              { value: 'active', label: t(words.activeMany) },
              { value: 'inactive', label: t(words.inactiveMany) },
            ]}
          />
        }
      />
    </>
  );
}
