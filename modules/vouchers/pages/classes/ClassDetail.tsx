import type { ReactNode } from 'react';
import { formatDateTime, formatDuration, t } from '../../../../src/lib/intl';
import { paymentLabel, type ClassRow } from '../../classes.shared';
import { HourLedger } from '../HourLedger';
import type { VoucherMovement } from '../../hours';
import { classesMessages as m } from '../../classes.messages';
import { ClassStatusBadge } from './ClassesList';

/** /classes/{id}: what the class is, its form (when it can change) and its voucher's ledger. */
export function ClassDetail({
  row,
  form,
  movements,
}: {
  row: ClassRow;
  form?: ReactNode;
  movements: VoucherMovement[];
}) {
  return (
    <div className="page-stack">
      <section className="card">
        <dl className="facts">
          <dt>{t(m.status)}</dt>
          <dd>
            <ClassStatusBadge status={row.status} />
          </dd>
          <dt>{t(m.teacherPaymentStatus)}</dt>
          <dd>{paymentLabel(row.teacherPaymentStatus)}</dd>
          <dt>{t(m.student)}</dt>
          <dd>{row.studentName}</dd>
          <dt>{t(m.customer)}</dt>
          <dd>
            <a href={`/customers/${row.customerId}`}>{row.customerName}</a>
          </dd>
          <dt>{t(m.subject)}</dt>
          <dd>{[row.subjectName, row.courseName].filter(Boolean).join(' · ') || '—'}</dd>
          <dt>{t(m.voucher)}</dt>
          <dd>
            {row.voucherId ? (
              <a href={`/vouchers/${row.voucherId}`}>{t(m.seeVoucher, { id: row.voucherId })}</a>
            ) : (
              t(m.noVoucher)
            )}
          </dd>
          {row.status !== 'validated' && row.status !== 'deleted' ? null : (
            <>
              <dt>{t(m.teacher)}</dt>
              <dd>{row.teacherName ?? t(m.noTeacherShort)}</dd>
              <dt>{t(m.date)}</dt>
              <dd>{formatDateTime(row.date)}</dd>
              <dt>{t(m.duration)}</dt>
              <dd>{formatDuration(row.duration)}</dd>
              {row.remarks && (
                <>
                  <dt>{t(m.remarks)}</dt>
                  <dd>{row.remarks}</dd>
                </>
              )}
            </>
          )}
          {row.validatedDate && (
            <>
              <dt>{t(m.status_validated)}</dt>
              <dd>{t(m.validatedOn, { date: formatDateTime(row.validatedDate) })}</dd>
            </>
          )}
          {row.deletedDate && (
            <>
              <dt>{t(m.status_deleted)}</dt>
              <dd>{t(m.deletedOn, { date: formatDateTime(row.deletedDate), name: row.deletedByName ?? '—' })}</dd>
            </>
          )}
        </dl>
      </section>
      {form}
      {row.voucherId && movements.length > 0 && (
        <section className="card">
          <h2>{t(m.history)}</h2>
          <HourLedger movements={movements} classId={row.id} />
        </section>
      )}
    </div>
  );
}
