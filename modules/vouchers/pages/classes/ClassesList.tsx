import { formatDateTime, formatDuration, t } from '../../../../src/lib/intl';
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
import { AutocompleteFilter, type FilterChoice } from '../../../../views/widgets/AutocompleteFilter';
import { usePage } from '../../../../views/context';
import { Island } from '../../../../views/Island';
import { CLASS_LIST_SPEC, paymentLabel, statusLabel, type ClassRow } from '../../classes.shared';
import { CLASS_STATUSES, TEACHER_PAYMENT_STATUSES } from '../../hours';
import { classesMessages as m } from '../../classes.messages';
import { ClassesLive } from './ClassesLive.island';

interface Props {
  query: ListQuery;
  data: Promise<ListPage<ClassRow>>;
  /** The teacher the list is filtered by (its field shows the name). */
  teacher: FilterChoice;
  canValidate: boolean;
  /** Filters that came from another page (a voucher's, a customer's or a student's classes). */
  chips: FilterChip[];
}

/** The teacher filter's choice that is no teacher: the classes nobody has been given (`?teacher=none`). */
export const noTeacherChoices = () => [{ id: 'none', name: t(m.noTeacherShort) }];

export function ClassStatusBadge({ status }: { status: string }) {
  return <span className={`status-badge class-${status}`}>{statusLabel(status)}</span>;
}

/** /classes: every class (newest first), filters, and "Validar seleccionadas" for the ticked ones. */
export function ClassesList({ query, data, teacher, canValidate, chips }: Props) {
  const { csrfToken } = usePage();
  const columns: Column<ClassRow>[] = [
    ...(canValidate
      ? [
          {
            key: 'select',
            label: t(m.select),
            render: (r: ClassRow) =>
              r.status === 'taught' || r.status === 'claimed' ? (
                <input
                  type="checkbox"
                  name="ids"
                  value={r.id}
                  form="validate-classes"
                  aria-label={t(m.selectClass, { date: formatDateTime(r.date) })}
                />
              ) : null,
          },
        ]
      : []),
    { key: 'date', label: t(m.date), sortable: true, primary: 'code', render: (r) => formatDateTime(r.date) },
    {
      key: 'student',
      label: t(m.student),
      sortable: true,
      render: (r) => <TwoLineCell main={r.studentName} sub={r.customerName} />,
    },
    {
      key: 'subject',
      label: t(m.subject),
      render: (r) => <TwoLineCell main={r.subjectName ?? '—'} sub={r.courseName} />,
    },
    { key: 'teacher', label: t(m.teacher), sortable: true, render: (r) => r.teacherName ?? t(m.noTeacherShort) },
    {
      key: 'duration',
      label: t(m.duration),
      sortable: true,
      render: (r) => formatDuration(r.duration),
    },
    { key: 'status', label: t(m.status), sortable: true, render: (r) => <ClassStatusBadge status={r.status} /> },
    { key: 'payment', label: t(m.teacherPaymentStatus), render: (r) => paymentLabel(r.teacherPaymentStatus) },
  ];
  return (
    <>
      <p className="intro">{t(m.classesIntro)}</p>
      <FilterChips base="/classes" query={query} spec={CLASS_LIST_SPEC} chips={chips} />
      <Island name="ClassesLive" component={ClassesLive} props={{ updated: t(m.realtimeUpdated) }} />
      {canValidate && (
        <form id="validate-classes" method="post" action="/classes/validate" className="bulk-actions">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input
            type="hidden"
            name="back"
            value={`/classes${query.q || Object.keys(query.filters).length ? '?' + new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...query.filters }).toString() : ''}`}
          />
          <button type="submit" className="button">
            {t(m.validateSelected)}
          </button>
        </form>
      )}
      <div data-classes-table="">
        <DataTable
          caption={t(m.classesTitle)}
          columns={columns}
          data={data}
          query={query}
          spec={CLASS_LIST_SPEC}
          base="/classes"
          rowHref={(r) => `/classes/${r.id}`}
          filters={
            <>
              <FilterSelect
                name="status"
                label={t(m.status)}
                all={t(m.all)}
                options={CLASS_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
              />
              <FilterSelect
                name="payment"
                label={t(m.teacherPaymentStatus)}
                all={t(m.all)}
                options={[
                  ...TEACHER_PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentLabel(s) })),
                  { value: 'none', label: paymentLabel(null) },
                ]}
              />
              <AutocompleteFilter
                name="teacher"
                label={t(m.teacher)}
                source="classTeachers"
                choice={teacher}
                fixed={noTeacherChoices()}
              />
              <FilterInput type="date" name="from" label={t(m.from)} query={query} />
              <FilterInput type="date" name="to" label={t(m.to)} query={query} />
              {['student', 'customer', 'voucher'].map((k) =>
                query.filters[k] ? <input key={k} type="hidden" name={k} value={query.filters[k]} /> : null,
              )}
            </>
          }
        />
      </div>
    </>
  );
}
