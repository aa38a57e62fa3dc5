import type { ReactNode } from 'react';
import { SimpleTable } from '../../../../views/widgets/SimpleTable';
import { formatDate, formatDateTime, formatMoney, t } from '../../../../src/lib/intl';
import type { PaymentAttempt, PaymentLink } from '../../cardPayments.service';
import { cardPaymentsMessages as m } from '../../cardPayments.messages';

const LINK_STATES = { active: m.linkActive, revoked: m.linkRevoked, expired: m.linkExpired } as const;

/** The pay rules' refusals a card charge meets (the voucher changed while the family was at the bank). */
const REFUSALS: Record<string, (typeof m)[keyof typeof m]> = {
  VOUCHERS_ALREADY_PAID: m.refusedAlreadyPaid,
  VOUCHERS_OVERPAYMENT: m.refusedOverpayment,
  VOUCHERS_SETTLED: m.refusedSettled,
};

function attemptResult(a: PaymentAttempt) {
  if (a.status === 'pending') return t(m.attemptPending);
  if (a.status === 'denied') return t(m.attemptDenied, { code: a.responseCode ?? '—' });
  if (a.errorCode) {
    const reason = REFUSALS[a.errorCode];
    return reason ? t(m.attemptNotRecorded, { reason: t(reason) }) : t(m.attemptNotRecordedAny);
  }
  return t(m.attemptAuthorised, { code: a.authorisationCode ?? '—' });
}

/** The voucher page's card payments: its links (revocable) and the attempts made with them. */
export function CardPaymentsSection({
  links,
  attempts,
  csrfToken,
  live,
  closed = false,
}: {
  links: PaymentLink[];
  attempts: PaymentAttempt[];
  csrfToken: string;
  live?: ReactNode;
  closed?: boolean;
}) {
  // A page only viewed (the family looking, a mail scanner) sent nothing to the bank: not worth a row. One sent
  // and unanswered shows, «Sin respuesta del banco» (it may have been charged: it is why the voucher is kept).
  const answered = attempts.filter((a) => a.status !== 'pending' || a.sentAt);
  return (
    <section className="card voucher-section" aria-labelledby="voucher-card-payments-title" id="card-payments">
      <div className="section-header">
        <h2 id="voucher-card-payments-title">{t(m.linksTitle)}</h2>
        {live}
      </div>
      <p className="muted">{t(m.linksIntro)}</p>
      <div data-card-payments-tables>
        {links.length === 0 ? (
          <p className="muted">{t(m.noLinks)}</p>
        ) : (
          <SimpleTable
            caption={t(m.linksTitle)}
            rows={links}
            columns={[
              { label: t(m.linkCreatedOn), render: (l) => formatDateTime(l.createdDate) },
              { label: t(m.linkCreatedBy), render: (l) => l.createdByName ?? '—' },
              { label: t(m.linkAmount), render: (l) => formatMoney(l.amountCents), className: 'nowrap' },
              { label: t(m.linkExpires), render: (l) => formatDate(l.expiresAt) },
              // A link still open on a voucher paid (or settled) meanwhile no longer takes money: its page says so, and so does this table.
              {
                label: t(m.linkState),
                render: (l) => (l.state === 'active' && closed ? t(m.linkNothingDue) : t(LINK_STATES[l.state])),
              },
              {
                label: t(m.revoke),
                render: (l) =>
                  l.state === 'active' ? (
                    <form method="post" action={`/payment-links/${l.id}/revoke`} className="inline-form">
                      <input type="hidden" name="_csrf" value={csrfToken} />
                      <button type="submit" className="button button-quiet">
                        {t(m.revoke)}
                      </button>
                    </form>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
        {answered.length > 0 && (
          <>
            <h3>{t(m.attemptsTitle)}</h3>
            <SimpleTable
              caption={t(m.attemptsTitle)}
              rows={answered}
              columns={[
                { label: t(m.attemptDate), render: (a) => formatDateTime(a.notifiedAt ?? a.sentAt ?? a.createdDate) },
                { label: t(m.attemptOrder), render: (a) => a.orderNumber },
                { label: t(m.linkAmount), render: (a) => formatMoney(a.amountCents), className: 'nowrap' },
                { label: t(m.attemptResult), render: (a) => attemptResult(a) },
              ]}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** After creating a link: its address, to copy (shown once). */
export function LinkCreated({
  voucherId,
  url,
  amountCents,
  expiresAt,
  revokedCount = 0,
}: {
  voucherId: number;
  url: string;
  amountCents: number;
  expiresAt: Date;
  /** How many earlier live links of the voucher this one revoked. */
  revokedCount?: number;
}) {
  return (
    <div className="card">
      <p>{t(m.linkCreated, { amount: formatMoney(amountCents), expires: formatDate(expiresAt) })}</p>
      {revokedCount > 0 ? <p>{t(m.earlierLinksRevoked, { count: revokedCount })}</p> : null}
      <div className="field">
        <label className="field-label" htmlFor="payment-link-url">
          {t(m.linkUrl)}
        </label>
        <input id="payment-link-url" className="input" type="text" readOnly value={url} />
      </div>
      <p>
        <a className="button button-secondary" href={`/vouchers/${voucherId}`}>
          {t(m.backToVoucher)}
        </a>
      </p>
    </div>
  );
}
