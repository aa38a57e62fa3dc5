import { formatDate, formatMoney, t } from '../../../src/lib/intl';
import { invoiceMessages as m } from '../invoices.messages';
import type { InvoiceDetail } from '../invoices.service';
import { invoiceMethodLabel, quantityLabel, rateLabel, reasonLabel } from '../labels';

/**
 * The invoice as a document (the print page; the PDF draws the same fields): every field
 * RD 1619/2012 art. 6 asks for, and the verification QR code at the top. Its heading is the
 * page's h1 on the print page; inside the invoice's page (whose h1 names the invoice) an h2.
 */
export function InvoiceDocument({
  invoice,
  qrSvg,
  nested = false,
}: {
  invoice: InvoiceDetail;
  qrSvg: string;
  nested?: boolean;
}) {
  const exempt = invoice.taxCode === 'E1';
  const Heading = nested ? 'h2' : 'h1';
  const PartyHeading = nested ? 'h3' : 'h2';
  return (
    <article className="invoice-document">
      <header className="invoice-doc-header">
        <div className="invoice-qr">
          <div className="invoice-qr-code" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <p>{t(m.qrCaption)}</p>
          <p className="invoice-qr-legend">{t(m.verifactuLegend)}</p>
        </div>
        <div className="invoice-doc-title">
          <Heading>{t(invoice.isAmending ? m.amendingHeading : m.invoiceHeading)}</Heading>
          <dl className="facts">
            <dt>{t(m.number)}</dt>
            <dd>
              <strong className="nowrap">{invoice.fullNumber}</strong>
            </dd>
            <dt>{t(m.date)}</dt>
            <dd>{formatDate(invoice.date)}</dd>
            {invoice.operationDate && (
              <>
                <dt>{t(m.operationDate)}</dt>
                <dd>{formatDate(invoice.operationDate)}</dd>
              </>
            )}
          </dl>
        </div>
      </header>
      <section className="invoice-parties">
        <div>
          <PartyHeading>{t(m.issuer)}</PartyHeading>
          <p>
            <strong>{invoice.issuerName}</strong>
            <br />
            {t(m.nif)}: {invoice.issuerNif}
            <br />
            {invoice.issuerAddress}
            <br />
            {invoice.issuerPostalCode} {invoice.issuerMunicipality}
          </p>
        </div>
        <div>
          <PartyHeading>{t(m.customer)}</PartyHeading>
          <p>
            <strong>{invoice.customerName}</strong>
            {invoice.customerNif && (
              <>
                <br />
                {t(m.nif)}: {invoice.customerNif}
              </>
            )}
            {invoice.customerAddress && (
              <>
                <br />
                {invoice.customerAddress}
              </>
            )}
            {(invoice.customerPostalCode || invoice.customerMunicipality) && (
              <>
                <br />
                {[invoice.customerPostalCode, invoice.customerMunicipality].filter(Boolean).join(' ')}
              </>
            )}
          </p>
        </div>
      </section>
      {invoice.isAmending && invoice.amendedNumber && (
        <p className="invoice-amends">
          {t(m.amendsText, {
            number: invoice.amendedNumber,
            date: invoice.amendedDate ? formatDate(invoice.amendedDate) : '—',
            reason: reasonLabel(invoice.amendingReason),
          })}{' '}
          {t(invoice.amendingKind === 'cancellation' ? m.cancellation : m.differences)}.
        </p>
      )}
      <table className="invoice-lines">
        <thead>
          <tr>
            <th scope="col">{t(m.concept)}</th>
            <th scope="col" className="num">
              {t(m.quantity)}
            </th>
            <th scope="col" className="num">
              {t(m.unitPrice)}
            </th>
            <th scope="col" className="num">
              {t(m.amount)}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.concept}</td>
              <td className="num">{quantityLabel(l.quantity)}</td>
              <td className="num">{formatMoney(l.unitPriceCents)}</td>
              <td className="num">{formatMoney(l.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!exempt && <p className="muted">{t(m.pricesIncludeVat)}</p>}
      <table className="invoice-sums">
        <tbody>
          <tr>
            <th scope="row">{t(m.base)}</th>
            <td className="num">{formatMoney(invoice.baseCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t(m.vatLine, { rate: rateLabel(invoice.vatRate) })}</th>
            <td className="num">{formatMoney(invoice.vatCents)}</td>
          </tr>
          <tr className="invoice-total">
            <th scope="row">{t(m.total)}</th>
            <td className="num">{formatMoney(invoice.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      {exempt && invoice.vatExemptionText && <p className="invoice-exemption">{invoice.vatExemptionText}</p>}
      <p>
        {t(m.method)}: {invoiceMethodLabel(invoice.paymentMethod)}
      </p>
    </article>
  );
}
