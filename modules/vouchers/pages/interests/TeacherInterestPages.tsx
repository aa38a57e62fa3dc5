import { formatDate, formatDateTime, formatDuration, t } from '../../../../src/lib/intl';
import type { FieldErrors } from '../../../../src/lib/errors';
import { usePage } from '../../../../views/context';
import { Form, FormActions, TextAreaField } from '../../../../views/widgets/Form';
import { SimpleTable } from '../../../../views/widgets/SimpleTable';
import { AvailabilitySummary } from '../../../people';
import { decisionLabel, interestStatusLabel } from '../../interests.service';
import type { MyApplication, OpenLead } from '../../teacherInterests.service';
import { interestsMessages as m } from '../../interests.messages';

/** A lead as a teacher sees it: the student's first name, what and when, never the family. */
export function LeadCard({
  lead,
  actions,
  showWhy = true,
}: {
  lead: OpenLead;
  actions?: React.ReactNode;
  showWhy?: boolean;
}) {
  return (
    <article className="card record-card lead-card" aria-labelledby={`lead-${lead.id}`}>
      <div className="record-card-head">
        <h3 id={`lead-${lead.id}`}>{t(m.cardTitle, { student: lead.studentFirstName, subjects: lead.subjects })}</h3>
        <span className="tag">{t(m.hoursShort, { hours: formatDuration(Number(lead.hoursPerWeek) * 60) })}</span>
      </div>
      <p className="muted">
        {lead.districtName ?? t(m.cardNoDistrict)} · {t(m.cardFrom, { date: formatDate(lead.startDate) })}
      </p>
      <AvailabilitySummary slots={lead.slots} />
      {lead.teacherRemarks && <p className="pre-line">{lead.teacherRemarks}</p>}
      {showWhy && (
        <div className="lead-why">
          <strong>{lead.fits ? t(m.cardWhy) : t(m.cardNotFitting)}</strong>
          <p className="reasons">{lead.reasons.join(' · ')}</p>
        </div>
      )}
      {actions && <div className="inline-actions">{actions}</div>}
    </article>
  );
}

/** /teacher-customer-interest-search ("Buscar estudiantes"). */
export function SearchPage({ leads, all }: { leads: OpenLead[]; all: boolean }) {
  return (
    <>
      <p className="intro">{t(m.searchIntro)}</p>
      <nav className="tabs" aria-label={t(m.searchTitle)}>
        <a href="/teacher-customer-interest-search" aria-current={all ? undefined : 'page'}>
          {t(m.searchFitting)}
        </a>
        <a href="/teacher-customer-interest-search?all=1" aria-current={all ? 'page' : undefined}>
          {t(m.searchAll)}
        </a>
      </nav>
      {leads.length === 0 ? (
        <p className="card empty-card">{all ? t(m.searchEmptyAll) : t(m.searchEmpty)}</p>
      ) : (
        <div className="records-grid">
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              actions={
                lead.myApplicationId ? (
                  <a className="button button-secondary" href={`/teacher-interests/${lead.myApplicationId}`}>
                    {t(m.appliedAlready)}
                  </a>
                ) : (
                  <a className="button" href={`/teacher-interests/new?customerInterest=${lead.id}`}>
                    {t(m.applyButton)}
                  </a>
                )
              }
            />
          ))}
        </div>
      )}
    </>
  );
}

/** /teacher-interests/new?customerInterest={id}: the lead and the application's remarks. */
export function ApplyPage({ lead, remarks, errors = {} }: { lead: OpenLead; remarks: string; errors?: FieldErrors }) {
  return (
    <div className="page-stack">
      <LeadCard lead={lead} />
      <Form action="/teacher-interests/new" errors={errors}>
        <input type="hidden" name="customerInterestId" value={lead.id} />
        {errors.customerInterestId && (
          <p className="field-error" role="alert">
            {errors.customerInterestId}
          </p>
        )}
        <TextAreaField
          name="remarks"
          label={t(m.applyRemarks)}
          value={remarks}
          error={errors.remarks}
          help={t(m.applyRemarksHelp)}
          maxLength={1000}
        />
        <FormActions submitLabel={t(m.applyButton)} cancelHref="/teacher-customer-interest-search" />
      </Form>
    </div>
  );
}

/**
 * The application's status while it waits; once decided or withdrawn, nothing (nobody moves it on:
 * an accepted one read «Pendiente de entrevista»). The decision says where it stands.
 */
const statusWhileOpen = (a: MyApplication) =>
  a.decision || a.withdrawnDate || !a.lead.stillOpen ? null : interestStatusLabel(a.status);

/**
 * The decision; an undecided one whose lead closed without a voucher (old, lost) says so: nobody will
 * decide it, and «Sin decidir» kept the teacher waiting.
 */
function decisionOf(a: MyApplication) {
  if (!a.decision && !a.withdrawnDate && !a.lead.stillOpen)
    return <span className="status-badge decision-closed">{t(m.decisionClosed)}</span>;
  return (
    <span className={`status-badge decision-${a.withdrawnDate ? 'withdrawn' : (a.decision ?? 'none')}`}>
      {decisionLabel(a.decision, a.withdrawnDate)}
    </span>
  );
}

/** /teacher-interests: the teacher's applications. */
export function MyApplicationsPage({ rows }: { rows: MyApplication[] }) {
  return (
    <>
      <p className="intro">{t(m.myIntro)}</p>
      {rows.length === 0 ? (
        <p className="card empty-card">
          {t(m.myEmpty)} <a href="/teacher-customer-interest-search">{t(m.searchTitle)}</a>
        </p>
      ) : (
        <SimpleTable<MyApplication>
          caption={t(m.myTitle)}
          rows={rows}
          columns={[
            {
              label: t(m.student),
              render: (a) => (
                <a href={`/teacher-interests/${a.id}`}>
                  {t(m.cardTitle, { student: a.lead.studentFirstName, subjects: a.lead.subjects })}
                </a>
              ),
            },
            { label: t(m.district), render: (a) => a.lead.districtName ?? '—' },
            { label: t(m.sentOn), render: (a) => formatDateTime(a.createdDate) },
            { label: t(m.status), render: (a) => statusWhileOpen(a) ?? '—' },
            { label: t(m.decision), render: decisionOf },
          ]}
        />
      )}
    </>
  );
}

/** /teacher-interests/{id}: one application; withdraw while undecided, send again once withdrawn while the lead is open. */
export function MyApplicationPage({ application }: { application: MyApplication }) {
  const { csrfToken } = usePage();
  const undecided = !application.decision && !application.withdrawnDate;
  return (
    <div className="page-stack">
      <section className="card">
        <dl className="facts">
          <dt>{t(m.sentOn)}</dt>
          <dd>{formatDateTime(application.createdDate)}</dd>
          {undecided && (
            <>
              <dt>{t(m.status)}</dt>
              <dd>{statusWhileOpen(application)}</dd>
            </>
          )}
          <dt>{t(m.decision)}</dt>
          <dd>{decisionOf(application)}</dd>
          <dt>{t(m.applyRemarks)}</dt>
          <dd className="pre-line">{application.invited ? t(m.invited) : (application.remarks ?? '—')}</dd>
        </dl>
        {undecided && (
          <form method="post" action={`/teacher-interests/${application.id}/withdraw`} className="inline-form">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" className="button button-danger">
              {t(m.withdraw)}
            </button>
          </form>
        )}
        {application.withdrawnDate && application.lead.open && (
          <div className="inline-actions">
            <a className="button" href={`/teacher-interests/new?customerInterest=${application.lead.id}`}>
              {t(m.applyAgain)}
            </a>
          </div>
        )}
      </section>
      {!application.lead.stillOpen && <p className="card empty-card">{t(m.leadClosed)}</p>}
      <LeadCard lead={application.lead} showWhy={application.lead.stillOpen} />
    </div>
  );
}
