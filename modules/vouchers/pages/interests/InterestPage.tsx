import type { ReactNode } from 'react';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '../../../../src/lib/idempotency';
import { formatDate, formatDateTime, formatDuration, formatMoney, t } from '../../../../src/lib/intl';
import { SimpleTable } from '../../../../views/widgets/SimpleTable';
import { usePage } from '../../../../views/context';
import { AvailabilitySummary } from '../../../people';
import {
  acceptStartDate,
  decisionLabel,
  interestStatusLabel,
  shownVisibilityLabel,
  type Application,
  type CustomerInterestDetail,
} from '../../interests.service';
import type { RankedTeacher } from '../../interests.ranking';
import type { PriceQuote } from '../../vouchers.service';
import { interestsMessages as m } from '../../interests.messages';
import type { DialogContent } from '../vouchers/dialogs';
import { InterestStatusBadge } from './InterestsList';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card voucher-section" aria-labelledby={`${id}-title`}>
      <div className="section-header">
        <h2 id={`${id}-title`}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

function Reasons({ reasons }: { reasons: string[] }) {
  return <p className="reasons">{reasons.join(' · ')}</p>;
}

function InviteButton({ leadId, teacher }: { leadId: number; teacher: RankedTeacher }) {
  const { csrfToken } = usePage();
  return (
    <form method="post" action={`/customer-interests/${leadId}/invite`} className="inline-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="teacherId" value={teacher.teacherId} />
      <button type="submit" className="button button-secondary" aria-label={`${t(m.invite)}: ${teacher.name}`}>
        {t(m.invite)}
      </button>
    </form>
  );
}

/** /customer-interests/{id}: the lead, its history, the applications, the ranked teachers and the form. */
export function InterestPage({
  lead,
  matching,
  form,
  canManage,
}: {
  lead: CustomerInterestDetail;
  matching: RankedTeacher[];
  form?: ReactNode;
  canManage: boolean;
}) {
  const open = !lead.voucherId && lead.status !== 'old' && lead.status !== 'lost';
  return (
    <div className="voucher-page interest-page">
      <section className="card voucher-summary" aria-labelledby="lead-summary-title">
        <h2 id="lead-summary-title" className="visually-hidden">
          {t(m.familyCard)}
        </h2>
        <p>
          <InterestStatusBadge status={lead.shownStatus} /> <span className="tag">{shownVisibilityLabel(lead)}</span>
        </p>
        <dl className="facts">
          <dt>{t(m.customer)}</dt>
          <dd>
            <a href={`/customers/${lead.customerId}`}>{lead.customerName}</a>
            {(lead.customerPhone || lead.customerEmail) && (
              <span className="muted"> · {[lead.customerPhone, lead.customerEmail].filter(Boolean).join(' · ')}</span>
            )}
          </dd>
          <dt>{t(m.student)}</dt>
          <dd>
            <a href={`/students/${lead.studentId}`}>{lead.studentName}</a>
          </dd>
          <dt>{t(m.subjects)}</dt>
          <dd>{lead.subjects || '—'}</dd>
          <dt>{t(m.hoursPerWeek)}</dt>
          <dd>{t(m.hoursShort, { hours: formatDuration(Number(lead.hoursPerWeek) * 60) })}</dd>
          <dt>{t(m.startDate)}</dt>
          <dd>{formatDate(lead.startDate)}</dd>
          <dt>{t(m.district)}</dt>
          <dd>{lead.districtName ?? '—'}</dd>
          <dt>{t(m.advisor)}</dt>
          <dd>{lead.advisorName ?? t(m.noAdvisor)}</dd>
          {lead.voucherId && (
            <>
              <dt>{t(m.statusAccepted)}</dt>
              <dd>
                <a href={`/vouchers/${lead.voucherId}`}>{t(m.acceptedVoucher, { id: lead.voucherId })}</a>
              </dd>
            </>
          )}
        </dl>
        <h3 className="form-section">{t(m.availability)}</h3>
        <AvailabilitySummary slots={lead.slots} />
        {lead.teacherRemarks && (
          <>
            <h3 className="form-section">{t(m.teacherRemarks)}</h3>
            <p className="pre-line">{lead.teacherRemarks}</p>
          </>
        )}
        {lead.remarks && (
          <>
            <h3 className="form-section">{t(m.remarks)}</h3>
            <p className="pre-line">{lead.remarks}</p>
          </>
        )}
      </section>

      <Section id="applications" title={t(m.applicationsTitle)}>
        <div data-lead-applications="">
          {lead.applications.length === 0 ? (
            <p className="muted">{t(m.noApplications)}</p>
          ) : (
            <SimpleTable<Application>
              caption={t(m.applicationsTitle)}
              rows={lead.applications}
              columns={[
                { label: t(m.teacher), render: (a) => <a href={`/teachers/${a.teacherId}`}>{a.teacherName}</a> },
                { label: t(m.sentOn), render: (a) => formatDateTime(a.createdDate) },
                {
                  label: t(m.applicationRemarks),
                  className: 'cell-text',
                  render: (a) => (a.invitedBy ? <span className="muted">{t(m.invited)}</span> : (a.remarks ?? '—')),
                },
                { label: t(m.whyFits), render: (a) => <Reasons reasons={a.reasons} /> },
                {
                  label: t(m.decision),
                  // Undecided, from a teacher who has dropped out since: it cannot be chosen any more.
                  render: (a) =>
                    !a.decision && !a.withdrawnDate && !a.teacherActive ? (
                      <span className="status-badge decision-withdrawn">{t(m.decisionTeacherLeft)}</span>
                    ) : (
                      <span
                        className={`status-badge decision-${a.withdrawnDate ? 'withdrawn' : (a.decision ?? 'none')}`}
                      >
                        {decisionLabel(a.decision, a.withdrawnDate)}
                      </span>
                    ),
                },
              ]}
            />
          )}
        </div>
      </Section>

      {open && (
        <Section id="matching" title={t(m.matchingTitle)}>
          <p className="muted">{t(m.matchingIntro)}</p>
          {matching.length === 0 ? (
            <p>{t(m.noMatching)}</p>
          ) : (
            <ol className="match-list">
              {matching.map((x) => (
                <li key={x.teacherId} className="match-item">
                  <div>
                    <a href={`/teachers/${x.teacherId}`}>
                      <strong>{x.name}</strong>
                    </a>
                    <Reasons reasons={x.reasons} />
                  </div>
                  {canManage && <InviteButton leadId={lead.id} teacher={x} />}
                </li>
              ))}
            </ol>
          )}
        </Section>
      )}

      <Section id="history" title={t(m.historyTitle)}>
        <ul className="history-list">
          {lead.history.map((h) => {
            const values = {
              when: formatDateTime(h.createdDate),
              who: h.actorName ?? t(m.someone),
              from: h.fromStatus ? interestStatusLabel(h.fromStatus) : '',
              to: interestStatusLabel(h.toStatus),
            };
            return <li key={h.id}>{h.fromStatus ? t(m.historyLine, values) : t(m.historyFirst, values)}</li>;
          })}
        </ul>
      </Section>

      {form && (
        <Section id="edit" title={t(m.editTitle)}>
          {form}
        </Section>
      )}
    </div>
  );
}

/** What the accept dialog offers: the lead, each course's price today, the teachers, and today. */
interface AcceptChoices {
  lead: CustomerInterestDetail;
  prices: Record<number, PriceQuote | null>;
  teachers: { id: number; name: string }[];
  today: string;
}

/** The accept dialog's content (the island and its page without JavaScript share it). */
export function acceptDialog({ lead, prices, teachers, today }: AcceptChoices): DialogContent {
  const pending = lead.applications.filter((a) => !a.decision && !a.withdrawnDate && a.teacherActive);
  return {
    action: `/customer-interests/${lead.id}/accept`,
    title: t(m.acceptTitle, { id: lead.id }),
    paragraphs: [
      t(m.acceptIntro, { student: lead.studentName }),
      // The prices again as text: a phone cuts the options of a select.
      ...lead.rows.map((r) => {
        const price = prices[r.courseId];
        const values = {
          subject: r.subjectName,
          course: r.courseName,
          price: price ? formatMoney(price.hourlyPriceCents) : '',
        };
        return price ? t(m.acceptRowOption, values) : t(m.acceptRowNoPrice, values);
      }),
    ],
    fields: [
      {
        name: 'teacherInterestId',
        label: t(m.acceptApplication),
        type: 'select',
        value: pending.length === 1 ? String(pending[0].id) : '',
        options: [
          { value: '', label: t(m.acceptNoApplication) },
          ...pending.map((a) => ({ value: String(a.id), label: a.teacherName })),
        ],
        help: t(m.acceptApplicationHelp),
      },
      {
        name: 'teacherId',
        label: t(m.acceptTeacher),
        type: 'select',
        value: '',
        options: [
          // With applications to choose from, no teacher here means the chosen application's («Sin profesor» misled).
          { value: '', label: t(pending.length > 0 ? m.acceptApplicationTeacher : m.acceptNoTeacher) },
          ...teachers.map((x) => ({ value: String(x.id), label: x.name })),
        ],
      },
      {
        name: 'interestId',
        label: t(m.acceptRow),
        type: 'select',
        value: String(lead.rows[0]?.id ?? ''),
        required: true,
        options: lead.rows.map((r) => {
          const price = prices[r.courseId];
          const values = {
            subject: r.subjectName,
            course: r.courseName,
            price: price ? formatMoney(price.hourlyPriceCents) : '',
          };
          return { value: String(r.id), label: price ? t(m.acceptRowOption, values) : t(m.acceptRowNoPrice, values) };
        }),
        help: t(m.acceptRowHelp),
      },
      {
        name: 'hours',
        label: t(m.acceptHours),
        type: 'text',
        value: String(Math.max(1, Math.round(lead.hoursPerWeek * 4))),
        required: true,
        inputMode: 'decimal',
      },
      {
        name: 'startDate',
        label: t(m.acceptStart),
        type: 'date',
        value: acceptStartDate(lead, today),
        required: true,
      },
    ],
    // Generated with the form: a double submit or a resent post makes one voucher (src/lib/idempotency).
    hidden: { [IDEMPOTENCY_FIELD]: newIdempotencyKey() },
    confirmLabel: t(m.acceptConfirm),
  };
}
