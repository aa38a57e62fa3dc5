import type { ReactNode } from 'react';
import { formatDateTime, t } from '../../../../src/lib/intl';
import { formatHours, paymentLabel, type ClassRow } from '../../classes.service';
import { SimpleTable } from './SimpleTable';
import { classesMessages as m } from '../../classes.messages';
import { ClassStatusBadge } from './ClassesList';

interface Movement {
  id: number;
  classId: number | null;
  kind: string;
  minutes: number;
  minutesLeftAfter: number;
  createdDate: Date;
}

/** /classes/{id}: what the class is, its form (when it can change) and its voucher's ledger. */
export function ClassDetail({ row, form, movements }: { row: ClassRow; form?: ReactNode; movements: Movement[] }) {
  return (
    <>
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
        <dd>{row.voucherId ? <a href={`/vouchers/${row.voucherId}`}>{t(m.seeVoucher, { id: row.voucherId })}</a> : t(m.noVoucher)}</dd>
        {row.status !== 'validated' && row.status !== 'deleted' ? null : (
          <>
            <dt>{t(m.teacher)}</dt>
            <dd>{row.teacherName ?? t(m.noTeacherShort)}</dd>
            <dt>{t(m.date)}</dt>
            <dd>{formatDateTime(row.date)}</dd>
            <dt>{t(m.duration)}</dt>
            <dd>{t(m.durationMinutes, { minutes: row.duration })}</dd>
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
        </dl>
      </section>
      {form}
      {row.voucherId && movements.length > 0 && (
        <section className="card">
          <h2>{t(m.history)}</h2>
          <SimpleTable
            caption={t(m.history)}
            head={[t(m.day), t(m.movement), t(m.minutes), t(m.minutesLeftAfter)]}
            rows={movements.map((mv) => [formatDateTime(mv.createdDate), t(m[`movement_${mv.kind}` as keyof typeof m]), mv.minutes > 0 ? `+${mv.minutes}` : String(mv.minutes), formatHours(mv.minutesLeftAfter)])}
          />
        </section>
      )}
    </>
  );
}
