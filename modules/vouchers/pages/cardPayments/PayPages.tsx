import { formatDate, formatMoney, t } from '../../../../src/lib/intl';
import type { PublicPayment } from '../../cardPayments.service';
import type { AcademyContact } from '../../vouchers.service';
import { cardPaymentsMessages as m } from '../../cardPayments.messages';

/**
 * /pay/{token}: the family's page. The academy, the voucher in words, the amount, and the
 * signed form that takes them to the card terminal (a plain form: no JavaScript needed; it posts
 * to this page's address, which sends it on to the terminal once).
 * Of the customer, at most the first name.
 */
export function PayPage({ p, again = false }: { p: PublicPayment; again?: boolean }) {
  const v = p.voucher;

  return (
    <div className="card-payment">
      {p.firstName && <p>{t(m.hello, { name: p.firstName })}</p>}
      {p.state === 'payable' && <p>{t(m.payIntro, { academy: p.academyName })}</p>}
      <p className="card-payment-voucher">
        <strong>
          {t(m.voucherInWords, {
            id: v.id,
            hours: v.hours,
            subject: v.subject,
            course: v.course,
            start: formatDate(v.startDate),
            end: formatDate(v.endDate),
          })}
        </strong>
      </p>
      {p.state === 'payable' && p.form ? (
        <>
          <dl className="facts">
            <dt>{t(m.amountDue)}</dt>
            <dd>
              <strong className="card-payment-amount">{formatMoney(p.amountCents)}</strong>
            </dd>
          </dl>
          {p.inProgress ? (
            <p className="flash flash-error" role="status">
              {t(m.payUnderWay)}
            </p>
          ) : again ? (
            <p className="flash flash-error" role="status">
              {t(m.payAgain)}
            </p>
          ) : (
            p.lastDenied && (
              <p className="flash flash-error" role="status">
                {t(m.payTried)}
              </p>
            )
          )}
          <form method="post" action={p.form.action} className="card-payment-form">
            {Object.entries(p.form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button">
              {t(m.payButton)}
            </button>
          </form>
          <p className="muted">{t(m.payHelp)}</p>
        </>
      ) : (
        <ClosedState state={p.state} />
      )}
    </div>
  );
}

const CLOSED = {
  paid: m.statePaid,
  settled: m.stateSettled,
  revoked: m.stateRevoked,
  replaced: m.stateReplaced,
  expired: m.stateExpired,
  off: m.stateOff,
} as const;

/** Why a link takes no payment now (paid, closed, revoked or replaced, expired, cards off). */
function ClosedState({ state }: { state: PublicPayment['state'] }) {
  if (state === 'payable') return null;
  return (
    <p className={`flash ${state === 'paid' ? 'flash-success' : 'flash-error'}`} role="status">
      {t(CLOSED[state])}
    </p>
  );
}

/** The end of every family page: how to reach the academy (its contact e-mail and phone, those filled in). */
export function PayContact({ contact }: { contact: AcademyContact }) {
  const parts = [
    contact.phone && (
      <a key="phone" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
        {contact.phone}
      </a>
    ),
    contact.email && (
      <a key="email" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    ),
  ].filter(Boolean);
  return (
    <p className="card-payment-contact">
      {t(m.contactIntro)} {parts.flatMap((part, i) => (i > 0 ? [' · ', part] : [part]))}
    </p>
  );
}

export function PayNotFound() {
  return <p>{t(m.notFoundText)}</p>;
}

/**
 * URLOK: what the database says now (only the signed notification records a payment). A charge the
 * voucher did not take (it was paid meanwhile another way, or closed) is said, with the refund that
 * staff are told to make, instead of «todavía no nos ha confirmado» for ever.
 */
export function PayDone({
  token,
  paid,
  dueCents,
  refundCents = 0,
}: {
  token: string;
  paid: boolean;
  dueCents: number;
  refundCents?: number;
}) {
  const refund = refundCents > 0 && (
    <p className="flash flash-notice" role="status">
      {t(m.okRefund, { amount: formatMoney(refundCents) })}
    </p>
  );
  if (!paid)
    return (
      refund || (
        <>
          <p>{t(m.okWaiting)}</p>
          <p>
            <a className="button button-secondary" href={`/pay/${token}/ok`}>
              {t(m.refresh)}
            </a>
          </p>
        </>
      )
    );
  return (
    <>
      <p className="flash flash-success" role="status">
        {dueCents > 0 ? t(m.okPartly, { due: formatMoney(dueCents) }) : t(m.okPaid)}
      </p>
      {refund}
    </>
  );
}

/** URLKO: nothing was charged; the same link works again, when it still pays (else why not). */
export function PayFailed({ token, state }: { token: string; state: PublicPayment['state'] }) {
  return (
    <>
      <p>{t(m.koNothingCharged)}</p>
      {state === 'payable' ? (
        <>
          <p>{t(m.koAgain)}</p>
          <p>
            <a className="button" href={`/pay/${token}`}>
              {t(m.tryAgain)}
            </a>
          </p>
        </>
      ) : (
        <ClosedState state={state} />
      )}
    </>
  );
}
