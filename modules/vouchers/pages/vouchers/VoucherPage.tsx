import { ClassStatusBadge } from '../classes/ClassesList';
import { SimpleTable } from '../../../../views/widgets/SimpleTable';
import { HourLedger } from '../HourLedger';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, t } from '../../../../src/lib/intl';
import type { VoucherDetail } from '../../vouchers.service';
import { hoursText, methodLabel, statusLabel } from '../../vouchers.labels';
import { vouchersMessages as m } from '../../vouchers.messages';
import { StatusBadges } from './VouchersList';
import { Code } from '../../../../views/widgets/Codes';

/** The hours bar: used (validated), booked (scheduled, not validated yet) and left. */
function HoursBar({ v }: { v: VoucherDetail }) {
  const total = Math.max(v.minutesBought, 1);
  const used = v.minutesUsed;
  const booked = Math.max(0, v.minutesBooked - v.minutesUsed);
  const pct = (minutes: number) => `${Math.round((minutes / total) * 1000) / 10}%`;
  return (
    <>
      <div
        className="hours-bar"
        role="img"
        aria-label={t(m.hoursBar, {
          used: hoursText(used),
          booked: hoursText(booked),
          left: hoursText(v.minutesLeft),
          total: hoursText(v.hours * 60),
        })}
      >
        <span className="hours-used" style={{ width: pct(used) }} />
        <span className="hours-booked" style={{ width: pct(booked) }} />
      </div>
      <dl className="hours-legend">
        <div>
          <dt>{t(m.hoursBought)}</dt>
          <dd>{hoursText(v.hours * 60)}</dd>
        </div>
        <div className="legend-used">
          <dt>{t(m.hoursUsed)}</dt>
          <dd>{hoursText(used)}</dd>
        </div>
        <div className="legend-booked">
          <dt>{t(m.hoursBooked)}</dt>
          <dd>{hoursText(booked)}</dd>
        </div>
        <div className="legend-left">
          <dt>{t(m.hoursLeftShort)}</dt>
          <dd>{hoursText(v.minutesLeft)}</dd>
        </div>
      </dl>
    </>
  );
}

function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="card voucher-section" aria-labelledby={`${id}-title`}>
      <div className="section-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** /vouchers/{id}: data, hours, classes, payments, hour ledger and renewal chain; the actions sit in the header. */
export function VoucherPage({
  v,
  actions,
  cardPayments,
  leadId,
  notice,
}: {
  v: VoucherDetail;
  actions: ReactNode;
  cardPayments?: ReactNode;
  /** Above the voucher: why an action is not offered yet and where to fix it («Registrar pago» without an issuer). */
  notice?: ReactNode;
  /** The customer interest (lead) whose acceptance created the voucher, if any. */
  leadId?: number | null;
}) {
  return (
    <div className="voucher-page">
      {notice}
      <section className="card voucher-summary" aria-labelledby="voucher-summary-title">
        <h2 id="voucher-summary-title" className="visually-hidden">
          {t(m.summary)}
        </h2>
        <StatusBadges row={v} />
        <dl className="facts">
          <dt>{t(m.customer)}</dt>
          <dd>
            <a href={`/customers/${v.customerId}`}>{v.customerName}</a>
          </dd>
          <dt>{t(m.student)}</dt>
          <dd>
            <a href={`/students/${v.studentId}`}>{v.studentName}</a>
          </dd>
          <dt>{t(m.subject)}</dt>
          <dd>
            {v.subjectName} ({v.courseName})
          </dd>
          <dt>{t(m.teacher)}</dt>
          <dd>
            {v.teacherId ? <a href={`/teachers/${v.teacherId}`}>{v.teacherName}</a> : t(m.noTeacher)}
            {v.teacherLeftOn && (
              <span className="muted"> · {t(m.teacherLeftOn, { date: formatDate(v.teacherLeftOn) })}</span>
            )}
          </dd>
          <dt>{t(m.period)}</dt>
          <dd>{t(m.periodValue, { start: formatDate(v.startDate), end: formatDate(v.endDate) })}</dd>
          <dt>{t(m.hourlyPrice)}</dt>
          <dd>
            {formatMoney(v.hourlyPriceCents)}
            {v.priceName && <span className="muted"> · {v.priceName}</span>}
          </dd>
          <dt>{t(m.teacherHourlyPay)}</dt>
          <dd>{formatMoney(v.teacherHourlyPayCents)}</dd>
          <dt>{t(m.amount)}</dt>
          <dd>
            <strong>{formatMoney(v.amountCents)}</strong>
            <span className="muted">
              {' · '}
              {t(m.paidAmount)}: {formatMoney(v.paidCents)}
              {v.dueCents > 0 && ` · ${t(m.dueAmount)}: ${formatMoney(v.dueCents)}`}
            </span>
          </dd>
          {leadId && (
            <>
              <dt>{t(m.fromLead)}</dt>
              <dd>
                <a href={`/customer-interests/${leadId}`}>{t(m.leadNumber, { id: leadId })}</a>
              </dd>
            </>
          )}
          {v.remarks && (
            <>
              <dt>{t(m.remarks)}</dt>
              <dd className="pre-line">{v.remarks}</dd>
            </>
          )}
        </dl>
        {actions}
      </section>

      <Section id="voucher-hours" title={t(m.hoursTitle)}>
        <HoursBar v={v} />
      </Section>

      {v.settledDate && (
        <Section id="voucher-settlement" title={t(m.settlementTitle)}>
          <p>
            {t(m.settledOn, {
              date: formatDate(v.settledDate),
              name: v.settledByName ?? '—',
              used: hoursText(v.settledMinutesUsed ?? 0),
              forfeited: hoursText(v.settledMinutesForfeited ?? 0),
            })}
          </p>
          {v.settlementRemarks && <p className="pre-line muted">{v.settlementRemarks}</p>}
        </Section>
      )}

      <Section id="voucher-payments" title={t(m.paymentsTitle)}>
        {v.payments.length === 0 ? (
          <p className="muted">{t(m.noPayments)}</p>
        ) : (
          <SimpleTable
            caption={t(m.paymentsTitle)}
            rows={v.payments}
            columns={[
              { label: t(m.paymentDate), render: (p) => formatDate(p.date) },
              { label: t(m.amount), render: (p) => formatMoney(p.amountCents), className: 'nowrap' },
              { label: t(m.paymentMethod), render: (p) => methodLabel(p.method) },
              { label: t(m.paymentReference), render: (p) => p.reference ?? '—' },
              {
                label: t(m.paymentInvoice),
                render: (p) =>
                  p.invoice ? (
                    <a href={`/invoices/${p.invoice.id}`}>
                      <Code>{p.invoice.fullNumber}</Code>
                    </a>
                  ) : (
                    '—'
                  ),
              },
              {
                label: t(m.receipt),
                render: (p) => <a href={`/voucher-payment-receipt-print/${p.id}`}>{t(m.receiptLink)}</a>,
              },
            ]}
          />
        )}
      </Section>

      {cardPayments}

      <Section
        id="voucher-classes"
        title={t(m.classesTitle)}
        actions={
          v.classes.length > 0 && (
            <a className="button button-quiet" href={`/classes?voucher=${v.id}`}>
              {t(m.classesInList)}
            </a>
          )
        }
      >
        {v.classes.length === 0 ? (
          <p className="muted">{t(m.noClasses)}</p>
        ) : (
          <SimpleTable
            caption={t(m.classesTitle)}
            rows={v.classes}
            rowClass={(c) => (c.status === 'deleted' ? 'row-deleted' : undefined)}
            columns={[
              { label: t(m.classDate), render: (c) => <a href={`/classes/${c.id}`}>{formatDateTime(c.date)}</a> },
              { label: t(m.teacher), render: (c) => c.teacherName ?? '—' },
              {
                label: t(m.classDuration),
                render: (c) => hoursText(c.duration),
                className: 'nowrap',
              },
              { label: t(m.classStatus), render: (c) => <ClassStatusBadge status={c.status} /> },
            ]}
          />
        )}
      </Section>

      <Section id="voucher-ledger" title={t(m.ledgerTitle)}>
        <p className="muted">{t(m.ledgerIntro)}</p>
        <HourLedger movements={v.movements} />
      </Section>

      <Section id="voucher-chain" title={t(m.chainTitle)}>
        {v.chain.length <= 1 ? (
          <p className="muted">{t(m.chainNone)}</p>
        ) : (
          <ol className="voucher-chain">
            {v.chain.map((c) => (
              <li key={c.id} aria-current={c.id === v.id ? 'true' : undefined}>
                {c.id === v.id ? (
                  <strong>{t(m.voucherNumber, { id: c.id })}</strong>
                ) : (
                  <a href={`/vouchers/${c.id}`}>{t(m.voucherNumber, { id: c.id })}</a>
                )}
                <span className="muted">
                  {' · '}
                  {t(m.periodValue, { start: formatDate(c.startDate), end: formatDate(c.endDate) })} ·{' '}
                  {hoursText(c.hours * 60)} · {statusLabel(c.status)}
                  {c.id === v.id && ` (${t(m.chainCurrent)})`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
