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

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`status-badge ${active ? 'status-active' : 'status-inactive'}`}>
      {t(active ? m.active : m.inactive)}
    </span>
  );
}

/** /admins and /advisors: the accounts of one kind of staff, with text and status filters. */
export function StaffList({
  role,
  query,
  data,
}: {
  role: StaffRole;
  query: ListQuery;
  data: Promise<ListPage<StaffRow>>;
}) {
  const columns: Column<StaffRow>[] = [
    { key: 'name', label: t(m.name), sortable: true, primary: true, render: (r) => `${r.firstName} ${r.lastName}` },
    { key: 'email', label: t(m.email), sortable: true, render: (r) => r.email },
    { key: 'phone', label: t(m.phone), render: (r) => r.phone ?? '—' },
    { key: 'active', label: t(m.status), sortable: true, render: (r) => <StatusBadge active={r.active} /> },
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
            all={t(m.allStatuses)}
            options={[
              { value: 'active', label: t(m.activeMany) },
              { value: 'inactive', label: t(m.inactiveMany) },
            ]}
          />
        }
      />
    </>
  );
}
