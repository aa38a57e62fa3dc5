import { formatDate, formatMoney, t } from '../../../../src/lib/intl';
import type { ReceiptData } from '../../vouchers.service';
import { methodLabel } from '../../vouchers.labels';
import { vouchersMessages as m } from '../../vouchers.messages';
import { Island } from '../../../../views/Island';
import { PrintButton } from './PrintButton.island';
import { Code } from '../../../../views/widgets/Codes';

/** /voucher-payment-receipt-print/{paymentId}: a receipt to print (simple layout). */
export function ReceiptPage({ receipt }: { receipt: ReceiptData }) {
  const { payment, voucher, issuer } = receipt;
  return (
    <article className="receipt">
      <header className="receipt-header">
        <p className="brand brand-large">{receipt.academyName}</p>
        {issuer && <p className="muted">{t(m.receiptIssuer, { nif: issuer.nif, address: issuer.address })}</p>}
        <h1>{t(m.receiptTitle, { id: payment.id })}</h1>
        <p className="muted">{formatDate(payment.date)}</p>
      </header>
      <p>{t(m.receiptReceived, { customer: voucher.customerName, amount: formatMoney(payment.amountCents) })}</p>
      <dl className="facts">
        <dt>{t(m.customer)}</dt>
        <dd>{voucher.customerName}</dd>
        <dt>{t(m.student)}</dt>
        <dd>{voucher.studentName}</dd>
        <dt>{t(m.receiptConceptLabel)}</dt>
        <dd>
          {t(m.receiptConcept, { hours: voucher.hours, subject: voucher.subjectName, course: voucher.courseName })} ·{' '}
          {t(m.voucherNumber, { id: voucher.id })}
        </dd>
        <dt>{t(m.amount)}</dt>
        <dd className="receipt-amount">{formatMoney(payment.amountCents)}</dd>
        <dt>{t(m.paymentMethod)}</dt>
        <dd>{methodLabel(payment.method)}</dd>
        <dt>{t(m.paymentDate)}</dt>
        <dd>{formatDate(payment.date)}</dd>
        {payment.reference && (
          <>
            <dt>{t(m.paymentReference)}</dt>
            <dd>{payment.reference}</dd>
          </>
        )}
        {payment.invoice && (
          <>
            <dt>{t(m.paymentInvoice)}</dt>
            <dd>
              <Code>{payment.invoice.fullNumber}</Code>
            </dd>
          </>
        )}
      </dl>
      <p className="muted">
        {t(m.receiptTotal, { amount: formatMoney(voucher.amountCents), paid: formatMoney(receipt.paidUntilCents) })}
      </p>
      <div className="receipt-actions no-print">
        <Island name="PrintButton" component={PrintButton} props={{ label: t(m.receiptPrint) }} />{' '}
        <a className="button button-quiet" href={`/vouchers/${voucher.id}`}>
          {t(m.receiptBack)}
        </a>
      </div>
    </article>
  );
}
