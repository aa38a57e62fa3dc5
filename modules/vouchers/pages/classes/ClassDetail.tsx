import type { ReactNode } from 'react';
import { formatDateTime, t } from '../../../../src/lib/intl';
import { paymentLabel, type ClassRow } from '../../classes.service';
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

const hours = (minutes: number) => t(m.hours, { hours: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(minutes / 60) });

/** /classes/{id}: what the class is, its form (when it can change) and its voucher's ledger. */
export function ClassDetail({ row, form, movements }: { row: ClassRow; form?: ReactNode; movements: Movement[] }) {
  return (
    <>
      <dl className="details">
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
      {form}
      {row.voucherId && movements.length > 0 && (
        <section className="card">
          <h2>{t(m.history)}</h2>
          <div className="table-scroll" role="region" aria-label={t(m.history)} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t(m.day)}</th>
                  <th scope="col">{t(m.status)}</th>
                  <th scope="col">{t(m.minutes)}</th>
                  <th scope="col">{t(m.minutesLeftAfter)}</th>
                </tr>
              </thead>
              <tbody>
                {movements.map((mv) => (
                  <tr key={mv.id} className={mv.classId === row.id ? 'row-highlight' : undefined}>
                    <td data-label={t(m.day)}>{formatDateTime(mv.createdDate)}</td>
                    <td data-label={t(m.status)}>{t(m[`movement_${mv.kind}` as keyof typeof m])}</td>
                    <td data-label={t(m.minutes)}>{mv.minutes > 0 ? `+${mv.minutes}` : mv.minutes}</td>
                    <td data-label={t(m.minutesLeftAfter)}>{hours(mv.minutesLeftAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
