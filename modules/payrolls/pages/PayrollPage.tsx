import {
  formatDate,
  formatDateTime,
  formatDeduction,
  formatMoney,
  formatPercent,
  formatDuration,
  t,
  todayInMadrid,
} from '../../../src/lib/intl';
import type { FieldErrors } from '../../../src/lib/errors';
import { formatIban } from '../../../src/lib/validation';
import { SimpleTable } from '../../../views/widgets/SimpleTable';
import { DateField, Form, TextAreaField } from '../../../views/widgets/Form';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '../../../src/lib/idempotency';
import { maskIban } from '../payrolls.math';
import type { PayrollDetail, PayrollLine } from '../payrolls.service';
import { payrollsMessages as m } from '../payrolls.messages';
import { monthTitle, PayrollStatusBadge } from './PayrollsList';

function Lines({ lines }: { lines: PayrollLine[] }) {
  return (
    <SimpleTable
      caption={t(m.classesTitle)}
      rows={lines}
      columns={[
        { label: t(m.date), render: (l) => <span className="nowrap">{formatDateTime(l.date)}</span> },
        { label: t(m.student), render: (l) => l.studentName },
        { label: t(m.subject), render: (l) => [l.subjectName, l.courseName].filter(Boolean).join(' · ') || '—' },
        { label: t(m.duration), render: (l) => <span className="nowrap">{formatDuration(l.duration)}</span> },
        { label: t(m.rate), render: (l) => <span className="nowrap">{formatMoney(l.payPerHourCents)}</span> },
      ]}
    />
  );
}

export interface PayrollForms {
  errors?: FieldErrors;
  values?: Record<string, string>;
}

/** The pay and discard forms of a pending payroll (plain forms: they work without JavaScript). */
function Actions({ row, forms }: { row: PayrollDetail; forms: PayrollForms }) {
  const errors = forms.errors ?? {};
  const values = forms.values ?? {};
  return (
    <div className="payroll-actions">
      <section className="card" aria-labelledby="pay-title">
        <h2 id="pay-title">{t(m.payTitle, { id: row.id })}</h2>
        <p>
          {t(m.payIntro, {
            teacher: row.teacherName,
            month: monthTitle(row.month).toLowerCase(),
            net: formatMoney(row.netCents),
          })}
        </p>
        <Form action={`/teacher-payrolls/${row.id}/pay`} errors={errors.date ? { date: errors.date } : undefined}>
          {/* A second post of this form (a double click, a retry after a lost answer) pays once and says so. */}
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={values[IDEMPOTENCY_FIELD] ?? newIdempotencyKey()} />
          <DateField
            name="date"
            label={t(m.payDate)}
            value={values.date ?? todayInMadrid()}
            error={errors.date}
            required
            max={todayInMadrid()}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              {t(m.pay)}
            </button>
          </div>
        </Form>
      </section>
      <section className="card" aria-labelledby="discard-title">
        <h2 id="discard-title">{t(m.discardTitle, { id: row.id })}</h2>
        <p>{t(m.discardIntro, { month: monthTitle(row.month).toLowerCase() })}</p>
        <Form
          action={`/teacher-payrolls/${row.id}/discard`}
          errors={errors.reason ? { reason: errors.reason } : undefined}
        >
          <TextAreaField
            name="reason"
            label={t(m.discardReason)}
            value={values.reason}
            error={errors.reason}
            required
            maxLength={1000}
          />
          <div className="form-actions">
            <button type="submit" className="button button-danger">
              {t(m.discard)}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}

/** /teacher-payrolls/{id}: the payroll, its classes, and (admins, while pending) pay and discard. */
export function PayrollPage({
  row,
  staff,
  canManage,
  teacherLink = staff,
  forms = {},
}: {
  row: PayrollDetail;
  staff: boolean;
  canManage: boolean;
  /** The teacher's name links to their page only for callers who may open it (not the accountant). */
  teacherLink?: boolean;
  forms?: PayrollForms;
}) {
  return (
    <div className="page-stack">
      <section className="card">
        <dl className="facts">
          <dt>{t(m.status)}</dt>
          <dd>
            <PayrollStatusBadge status={row.status} />
            {row.paidDate && ` ${formatDate(row.paidDate)}`}
          </dd>
          <dt>{t(m.teacher)}</dt>
          <dd>{teacherLink ? <a href={`/teachers/${row.teacherId}`}>{row.teacherName}</a> : row.teacherName}</dd>
          <dt>{t(m.nif)}</dt>
          <dd>{row.teacher.nif ?? '—'}</dd>
          <dt>{t(m.iban)}</dt>
          <dd className="nowrap">{(canManage ? formatIban(row.teacher.iban) : maskIban(row.teacher.iban)) || '—'}</dd>
          <dt>{t(m.period)}</dt>
          <dd>{monthTitle(row.month)}</dd>
          <dt>{t(m.classes)}</dt>
          <dd>{t(m.classesAndHours, { count: row.classCount, hours: formatDuration(row.minutes) })}</dd>
          <dt>{t(m.gross)}</dt>
          <dd>{formatMoney(row.grossCents)}</dd>
          <dt>{t(m.irpfAt, { rate: formatPercent(row.irpfRate) })}</dt>
          <dd>{formatDeduction(row.irpfCents)}</dd>
          <dt>{t(m.net)}</dt>
          <dd>
            <strong>{formatMoney(row.netCents)}</strong>
          </dd>
          <dt>{t(m.createdDate)}</dt>
          <dd>{formatDateTime(row.createdDate)}</dd>
          {row.status === 'discarded' && row.discardedDate && (
            <>
              <dt>{t(m.status_discarded)}</dt>
              <dd>{t(m.discardedBecause, { date: formatDate(row.discardedDate), reason: row.discardReason ?? '' })}</dd>
            </>
          )}
        </dl>
        <p className="field-help">{t(m.roundingNote)}</p>
      </section>
      <section className="card">
        <h2>{t(m.classesTitle)}</h2>
        <Lines lines={row.lines} />
      </section>
      {canManage && row.status === 'teacherPendingPayment' && <Actions row={row} forms={forms} />}
    </div>
  );
}
