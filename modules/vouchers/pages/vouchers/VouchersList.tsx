import type { ReactNode } from 'react';
import { formatDate, formatMoney, t } from '../../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../../src/lib/listQuery';
import {
  DataTable,
  FilterChips,
  FilterInput,
  FilterSelect,
  TwoLineCell,
  type Column,
  type FilterChip,
} from '../../../../views/widgets/DataTable';
import type { Option } from '../../../academic';
import { AutocompleteFilter, type FilterChoice } from '../../../../views/widgets/AutocompleteFilter';
import { VOUCHER_LIST_SPECS, type VoucherListKind, type VoucherRow } from '../../vouchers.service';
import { hoursText, paymentStatusLabel, statusLabel } from '../../vouchers.labels';
import { vouchersMessages as m } from '../../vouchers.messages';
import { nameOptions } from '../../../../views/widgets/formBinding';

/** The status and payment badges of a voucher. */
export function StatusBadges({ row }: { row: Pick<VoucherRow, 'status' | 'paymentStatus'> }) {
  return (
    <span className="line-badges">
      <span className={`status-badge voucher-${row.status}`}>{statusLabel(row.status)}</span>
      <span className={`status-badge voucher-${row.paymentStatus}`}>{paymentStatusLabel(row.paymentStatus)}</span>
    </span>
  );
}

/** The teacher filter's choice that is no teacher: the vouchers nobody has been given (`?teacher=none`). */
export const noTeacherChoices = () => [{ id: 'none', name: t(m.noTeacher) }];

/** Where each list lives, its title and its explanation. */
export const LIST_PAGES: Record<VoucherListKind, { path: string; title: typeof m.title; intro: typeof m.intro }> = {
  all: { path: '/vouchers', title: m.title, intro: m.intro },
  nonRenewed: { path: '/vouchers/active-non-renewed', title: m.nonRenewedTitle, intro: m.nonRenewedIntro },
  pendingHours: { path: '/vouchers/active-pending-hours', title: m.pendingHoursTitle, intro: m.pendingHoursIntro },
  lastClass: { path: '/vouchers/active-pending-hours-last-class', title: m.lastClassTitle, intro: m.lastClassIntro },
  settlements: { path: '/vouchers/settlements', title: m.settlementsTitle, intro: m.settlementsIntro },
};

interface Props {
  kind: VoucherListKind;
  query: ListQuery;
  data: Promise<ListPage<VoucherRow>>;
  subjects: Option[];
  /** The teacher the list is filtered by (its field shows the name). */
  teacher: FilterChoice;
  /** Names of the customer and student the list is filtered by (?customer=, ?student=). */
  chips: FilterChip[];
  /** The settle form under the settlements list (its checkboxes point at it). */
  settleForm?: ReactNode;
  /** A button on each row (the "por renovar" list's "Renovar"). */
  rowAction?: (row: VoucherRow) => ReactNode;
}

/** /vouchers and the four working lists: one table, each list with its own rows and words. */
export function VouchersList({ kind, query, data, subjects, teacher, chips, settleForm, rowAction }: Props) {
  const page = LIST_PAGES[kind];
  const spec = VOUCHER_LIST_SPECS[kind];
  const columns: Column<VoucherRow>[] = [
    ...(kind === 'settlements'
      ? [
          {
            key: 'select',
            label: t(m.selectColumn),
            render: (r: VoucherRow) => (
              <input
                type="checkbox"
                name="ids"
                value={r.id}
                form="settle-form"
                className="settle-check"
                aria-label={t(m.selectVoucher, { id: r.id })}
                data-line={t(m.settleLine, {
                  id: r.id,
                  student: r.studentName,
                  subject: r.subjectName,
                  used: hoursText(r.minutesBooked),
                  forfeited: hoursText(r.minutesLeft),
                })}
                data-used={r.minutesBooked}
                data-forfeited={r.minutesLeft}
              />
            ),
          },
        ]
      : []),
    { key: 'id', label: t(m.id), sortable: true, render: (r) => <a href={`/vouchers/${r.id}`}>{`#${r.id}`}</a> },
    {
      key: 'student',
      label: t(m.student),
      sortable: true,
      primary: true,
      render: (r) => <TwoLineCell main={r.studentName} sub={r.customerName} />,
    },
    {
      key: 'subject',
      label: t(m.subject),
      sortable: true,
      render: (r) => <TwoLineCell main={r.subjectName} sub={r.courseName} />,
    },
    { key: 'teacher', label: t(m.teacher), sortable: true, render: (r) => r.teacherName ?? '—' },
    {
      key: 'left',
      label: t(m.hoursLeft),
      sortable: true,
      render: (r) => (
        <span className="nowrap">
          {t(m.hoursOf, { left: hoursText(r.minutesLeft), total: hoursText(r.hours * 60) })}
        </span>
      ),
    },
    {
      key: 'endDate',
      label: t(m.period),
      sortable: true,
      render: (r) => t(m.periodValue, { start: formatDate(r.startDate), end: formatDate(r.endDate) }),
    },
    // The date of the last class matters on the list about it; elsewhere it only widens the table.
    ...(kind === 'lastClass'
      ? [
          {
            key: 'lastClass',
            label: t(m.lastClass),
            sortable: true,
            render: (r: VoucherRow) => (r.lastClassDate ? formatDate(r.lastClassDate) : '—'),
          },
        ]
      : []),
    {
      key: 'amount',
      label: t(m.amount),
      sortable: true,
      render: (r) => <span className="nowrap">{formatMoney(r.amountCents)}</span>,
    },
    { key: 'status', label: t(m.status), sortable: true, render: (r) => <StatusBadges row={r} /> },
    // Last, as on every other list.
    ...(rowAction
      ? [{ key: 'actions', label: t(m.actionsTitle), render: (r: VoucherRow) => rowAction(r) ?? null }]
      : []),
  ];
  return (
    <>
      <p className="intro">{t(page.intro)}</p>
      <FilterChips base={page.path} query={query} spec={spec} chips={chips} />
      <DataTable
        caption={t(page.title)}
        columns={columns}
        data={data}
        query={query}
        spec={spec}
        base={page.path}
        rowHref={(r) => `/vouchers/${r.id}`}
        filters={
          <>
            {chips.map((c) => (
              <input key={c.name} type="hidden" name={c.name} value={query.filters[c.name]} />
            ))}
            {kind === 'all' && (
              <FilterSelect
                name="status"
                label={t(m.status)}
                all={t(m.all)}
                options={(['inactive', 'active', 'expired', 'settled'] as const).map((s) => ({
                  value: s,
                  label: statusLabel(s),
                }))}
              />
            )}
            <FilterSelect
              name="payment"
              label={t(m.paymentStatus)}
              all={t(m.all)}
              options={(['pendingPayment', 'paid'] as const).map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
            />
            <FilterSelect name="subject" label={t(m.subject)} all={t(m.allFem)} options={nameOptions(subjects)} />
            <AutocompleteFilter
              name="teacher"
              label={t(m.teacher)}
              source="voucherTeachers"
              choice={teacher}
              fixed={noTeacherChoices()}
            />
            <FilterInput type="date" name="from" label={t(m.from)} />
            <FilterInput type="date" name="to" label={t(m.to)} />
          </>
        }
      />
      {settleForm}
    </>
  );
}
