import { formatDate, formatDateTime, formatDuration, t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import type { ListPage, ListQuery } from '../../../../src/lib/listQuery';
import { DataTable, FilterSelect, TwoLineCell, type Column } from '../../../../views/widgets/DataTable';
import { DateTimeField, Form, FormActions, SelectField, TextAreaField } from '../../../../views/widgets/Form';
import { nameOptions } from '../../../../views/widgets/formBinding';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import { usePage } from '../../../../views/context';
import { paymentLabel, statusLabel } from '../../classes.shared';
import { SimpleTable } from '../../../../views/widgets/SimpleTable';
import {
  teacherClassListSpec,
  type TeacherClassRow,
  type TeacherStudentRow,
  type TeacherVoucherRow,
} from '../../teacherClasses.service';
import { CLASS_STATUSES } from '../../hours';
import { classesMessages as m } from '../../classes.messages';
import { ClassStatusBadge } from './ClassesList';
import { interestsMessages } from '../../interests.messages';
import { durationOptions } from './ClassForm';

/** /teacher-classes: the teacher's classes; "Marcar como dada" on assigned classes whose time has passed. */
export function TeacherClassesList({
  query,
  data,
  now,
}: {
  query: ListQuery;
  data: Promise<ListPage<TeacherClassRow>>;
  now: number;
}) {
  const { csrfToken } = usePage();
  const columns: Column<TeacherClassRow>[] = [
    { key: 'date', label: t(m.date), sortable: true, render: (r) => formatDateTime(r.date) },
    { key: 'student', label: t(m.student), sortable: true, render: (r) => r.studentName },
    {
      key: 'subject',
      label: t(m.subject),
      render: (r) => [r.subjectName, r.courseName].filter(Boolean).join(' · ') || '—',
    },
    { key: 'duration', label: t(m.duration), render: (r) => formatDuration(r.duration) },
    { key: 'status', label: t(m.status), sortable: true, render: (r) => <ClassStatusBadge status={r.status} /> },
    { key: 'payment', label: t(m.teacherPaymentStatus), render: (r) => paymentLabel(r.teacherPaymentStatus) },
    {
      key: 'actions',
      label: t(m.actions),
      render: (r) =>
        r.status === 'assigned' && new Date(r.date).getTime() <= now ? (
          <form method="post" action={`/teacher-classes/${r.id}/given`} className="inline-form">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" className="button button-secondary">
              {t(m.markGiven)}
            </button>
          </form>
        ) : r.status === 'claimed' ? (
          <a href={`/claim-class/${r.id}`}>{t(m.edit)}</a>
        ) : null,
    },
  ];
  return (
    <>
      <p className="intro">{t(m.teacherClassesIntro)}</p>
      <DataTable
        caption={t(m.teacherClassesTitle)}
        columns={columns}
        data={data}
        query={query}
        spec={teacherClassListSpec(query.filters.when)}
        base="/teacher-classes"
        rowHref={(r) => (r.status === 'claimed' ? `/claim-class/${r.id}` : '/teacher-classes')}
        filters={
          <>
            <FilterSelect
              name="when"
              label={t(m.day)}
              all={t(m.allFem)}
              options={[
                { value: 'upcoming', label: t(m.upcoming) },
                { value: 'past', label: t(m.past) },
              ]}
            />
            <FilterSelect
              name="status"
              label={t(m.status)}
              all={t(m.all)}
              options={CLASS_STATUSES.filter((s) => s !== 'deleted').map((s) => ({ value: s, label: statusLabel(s) }))}
            />
          </>
        }
      />
    </>
  );
}

export interface ClaimValues {
  voucherId?: number | null;
  studentId?: number | null;
  date?: string;
  duration?: number | string;
  remarks?: string | null;
}

/** /claim-class and /claim-class/{id}: a class the teacher gave, on one of their vouchers or for one of their students. */
export function ClaimForm(props: {
  /** A new claim: a key made with the form, so a double submit books the hours once. */
  idempotencyKey?: string;
  id?: number;
  /** The claim being corrected: whose class it is and on which voucher (only the date and duration change). */
  row?: TeacherClassRow;
  values: ClaimValues;
  errors?: FieldErrors;
  vouchers: TeacherVoucherRow[];
  students: TeacherStudentRow[];
  max: string;
}) {
  const { id, values, errors = {}, vouchers, students, max } = props;
  // Nothing to choose: a form that could only be refused («Elige el bono o… el alumno») is not shown.
  if (!id && vouchers.length === 0 && students.length === 0)
    return (
      <p className="card empty-card">
        {t(m.claimNothing)} <a href="/teacher-customer-interest-search">{t(interestsMessages.searchTitle)}</a>
      </p>
    );
  return (
    <Form action={id ? `/claim-class/${id}` : '/claim-class'} errors={errors} idempotencyKey={props.idempotencyKey}>
      {!id && <p className="form-intro">{t(m.claimIntro)}</p>}
      {props.row && (
        <p className="form-intro">
          <strong>{props.row.studentName}</strong>
          {[
            props.row.subjectName && `${props.row.subjectName} ${props.row.courseName ?? ''}`.trimEnd(),
            props.row.voucherId ? t(m.seeVoucher, { id: props.row.voucherId }) : t(m.claimNoVoucher),
          ]
            .filter(Boolean)
            .map((part) => ` · ${part}`)
            .join('')}
        </p>
      )}
      {!id && (
        <>
          <SelectField
            name="voucherId"
            label={t(m.claimVoucher)}
            value={values.voucherId}
            error={errors.voucherId}
            placeholder={t(m.claimNoVoucher)}
            options={vouchers.map((v) => ({
              value: v.id,
              label: `${v.studentName} · ${v.subjectName} ${v.courseName} · ${t(m.voucherHoursLeft, { hours: formatDuration(v.minutesLeft), end: formatDate(v.endDate) })}`,
            }))}
          />
          <SelectField
            name="studentId"
            label={t(m.claimStudent)}
            value={values.studentId}
            error={errors.studentId}
            placeholder={t(m.claimNoStudent)}
            options={nameOptions(students)}
          />
        </>
      )}
      <DateTimeField name="date" label={t(m.date)} value={values.date} error={errors.date} required max={max} />
      <SelectField
        name="duration"
        label={t(m.duration)}
        value={values.duration ?? 60}
        error={errors.duration}
        required
        options={durationOptions(values.duration)}
      />
      <TextAreaField
        name="remarks"
        label={t(m.remarks)}
        value={values.remarks}
        error={errors.remarks}
        maxLength={2000}
      />
      <FormActions submitLabel={id ? t(w.save) : t(m.claim)} cancelHref="/teacher-classes" />
    </Form>
  );
}

/** /teacher-students: the students the teacher teaches; no customer data, no amounts. */
export function TeacherStudents({ rows }: { rows: TeacherStudentRow[] }) {
  return (
    <>
      <p className="intro">{t(m.teacherStudentsIntro)}</p>
      <SimpleTable
        caption={t(m.teacherStudentsTitle)}
        rows={rows}
        columns={[
          { label: t(m.student), render: (s) => s.name },
          { label: t(m.course), render: (s) => s.courseName ?? '—' },
          { label: t(m.subject), render: (s) => s.subjects || '—' },
          { label: t(m.hoursLeft), render: (s) => formatDuration(s.minutesLeft), className: 'nowrap' },
        ]}
      />
    </>
  );
}

/** /teacher-vouchers: the vouchers the teacher teaches, hours only (never prices or amounts). */
export function TeacherVouchers({ rows }: { rows: TeacherVoucherRow[] }) {
  return (
    <>
      <p className="intro">{t(m.teacherVouchersIntro)}</p>
      <SimpleTable
        caption={t(m.teacherVouchersTitle)}
        rows={rows}
        columns={[
          { label: t(m.student), render: (v) => v.studentName },
          { label: t(m.subject), render: (v) => <TwoLineCell main={v.subjectName} sub={v.courseName} /> },
          { label: t(m.hoursBought), render: (v) => formatDuration(v.hours * 60), className: 'nowrap' },
          { label: t(m.hoursUsed), render: (v) => formatDuration(v.minutesUsed), className: 'nowrap' },
          {
            label: t(m.hoursBooked),
            render: (v) => formatDuration(v.minutesBooked - v.minutesUsed),
            className: 'nowrap',
          },
          {
            label: t(m.hoursLeft),
            // A settled or expired voucher's hours left can no longer be given: none to offer.
            render: (v) =>
              v.status === 'settled' || v.status === 'expired' ? '—' : <strong>{formatDuration(v.minutesLeft)}</strong>,
            className: 'nowrap',
          },
          { label: t(m.endDate), render: (v) => formatDate(v.endDate), className: 'nowrap' },
          {
            label: t(m.status),
            render: (v) => (
              <span className={`status-badge voucher-${v.status}`}>
                {t(m[`voucher_${v.status}` as keyof typeof m] ?? m.voucher_active)}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
