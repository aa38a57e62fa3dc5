import { Fragment, type ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, t } from '../../../src/lib/intl';
import { Island } from '../../../views/Island';
import { SimpleTable } from '../../../views/widgets/SimpleTable';
import { invoiceMessages as m } from '../invoices.messages';
import type { InvoiceDetail } from '../invoices.service';
import type { Collection } from '../collecting.service';
import { collectingMessages as cm } from '../collecting.messages';
import { invoiceMethodLabel, rateLabel, reasonLabel, statusLabel } from '../labels';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoicePrintButton } from './InvoicePrintButton.island';
import { Code } from '../../../views/widgets/Codes';

/** /invoices/{id}: the invoice, its payment and voucher, its amendments and its verification record. */
export function InvoicePage(props: {
  invoice: InvoiceDetail;
  collection: Collection | null;
  qrSvg: string;
  canSeeVoucher: boolean;
  /** Staff who may open customers: the customer is a link to their page (the accountant reads the name only). */
  canSeeCustomer: boolean;
  actions: ReactNode[];
}) {
  const { invoice, collection, qrSvg, canSeeVoucher, canSeeCustomer } = props;
  const record = invoice.record;
  return (
    <div className="invoice-page">
      <dl className="facts">
        <dt>{t(m.status)}</dt>
        <dd>{statusLabel(invoice.status)}</dd>
        {canSeeCustomer && (
          <>
            <dt>{t(m.customer)}</dt>
            <dd>
              <a href={`/customers/${invoice.customerId}`}>{invoice.customerName}</a>
            </dd>
          </>
        )}
        <dt>{t(m.series)}</dt>
        <dd>{invoice.seriesCode}</dd>
        <dt>{t(m.vatRate)}</dt>
        <dd>
          {invoice.vatName} ({rateLabel(invoice.vatRate)}, {invoice.taxCode})
        </dd>
        {invoice.payment && (
          <>
            <dt>{t(m.payment)}</dt>
            <dd>
              {t(m.paymentText, {
                amount: formatMoney(invoice.payment.amountCents),
                date: formatDate(invoice.payment.date),
                method: invoiceMethodLabel(invoice.payment.method),
              })}
            </dd>
          </>
        )}
        {collection && (
          <>
            <dt>{t(cm.collection)}</dt>
            <dd>
              {t(cm.collectionText, {
                amount: formatMoney(collection.amountCents),
                date: formatDate(collection.collectedOn),
                method: invoiceMethodLabel(collection.method),
                by: collection.byName,
              })}
            </dd>
          </>
        )}
        {invoice.voucherId && (
          <>
            <dt>{t(m.voucher)}</dt>
            <dd>
              {canSeeVoucher ? (
                <a href={`/vouchers/${invoice.voucherId}`}>{t(m.voucherLink, { id: invoice.voucherId })}</a>
              ) : (
                t(m.voucherLink, { id: invoice.voucherId })
              )}
            </dd>
          </>
        )}
        {invoice.isAmending && invoice.amendedInvoiceId && (
          <>
            <dt>{t(m.amends)}</dt>
            <dd>
              <a href={`/invoices/${invoice.amendedInvoiceId}`}>{invoice.amendedNumber}</a> ·{' '}
              {reasonLabel(invoice.amendingReason)}
            </dd>
          </>
        )}
        {invoice.amendments.length > 0 && (
          <>
            <dt>{t(m.amendedBy)}</dt>
            <dd>
              {invoice.amendments.map((a, i) => (
                <span key={a.id}>
                  {i > 0 && ', '}
                  <a href={`/invoices/${a.id}`}>
                    <Code>{a.fullNumber}</Code>
                  </a>{' '}
                  ({formatMoney(a.totalCents)})
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      <div className="invoice-actions">
        <a className="button" href={`/invoices/${invoice.id}.pdf`} download={`${invoice.fullNumber}.pdf`}>
          {t(m.pdf)}
        </a>{' '}
        <a className="button button-secondary" href={`/invoices/${invoice.id}/print`}>
          {t(m.printPage)}
        </a>
        {props.actions.map((action, i) => action && <Fragment key={i}> {action}</Fragment>)}
      </div>
      <InvoiceDocument invoice={invoice} qrSvg={qrSvg} nested />
      {record && (
        <section aria-labelledby="record-title">
          <h2 id="record-title">{t(m.record)}</h2>
          <SimpleTable
            caption={t(m.record)}
            rows={[record]}
            columns={[
              { label: t(m.recordType), render: (r) => r.invoiceType },
              {
                label: t(m.generatedAt),
                // As people read it; the exact instant, seconds and offset, is in the hashed text.
                render: (r) => <time dateTime={r.generatedAt}>{formatDateTime(r.generatedAt)}</time>,
              },
              { label: t(m.fingerprint), render: (r) => <code className="fingerprint">{r.fingerprint}</code> },
              {
                label: t(m.previousFingerprint),
                render: (r) =>
                  r.previousFingerprint ? (
                    <code className="fingerprint">{r.previousFingerprint}</code>
                  ) : (
                    t(m.firstRecord)
                  ),
              },
            ]}
          />
          <details>
            <summary>{t(m.hashedText)}</summary>
            <pre className="hashed-text">{record.hashedText}</pre>
          </details>
        </section>
      )}
      <p className="muted">{t(m.createdOn, { date: formatDateTime(invoice.createdDate) })}</p>
    </div>
  );
}

/**
 * /invoices/{id}/print: the document alone (simple layout), with a print button. On paper every
 * page repeats the invoice's number above and below (`.invoice-print-frame`: a table's header and
 * footer groups, which browsers repeat on each printed page), so a loose second page still says
 * whose it is; on screen the frame is not shown.
 */
export function InvoicePrintPage({ invoice, qrSvg }: { invoice: InvoiceDetail; qrSvg: string }) {
  const running = t(invoice.isAmending ? m.printRunningAmending : m.printRunning, { number: invoice.fullNumber });
  return (
    <>
      <div className="invoice-print-frame">
        <div className="invoice-print-running invoice-print-head" aria-hidden="true">
          <div>{running}</div>
        </div>
        <div className="invoice-print-body">
          <InvoiceDocument invoice={invoice} qrSvg={qrSvg} />
        </div>
        <div className="invoice-print-running invoice-print-foot" aria-hidden="true">
          <div>{running}</div>
        </div>
      </div>
      <div className="receipt-actions no-print">
        <Island name="InvoicePrintButton" component={InvoicePrintButton} props={{ label: t(m.print) }} />{' '}
        <a className="button button-quiet" href={`/invoices/${invoice.id}`}>
          {t(m.back)}
        </a>
      </div>
    </>
  );
}
