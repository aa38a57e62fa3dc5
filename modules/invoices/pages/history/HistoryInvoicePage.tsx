import { formatDate, formatMoney, t } from '../../../../src/lib/intl';
import { historyMessages as m } from '../../history.messages';
import type { HistoryInvoiceDetail } from '../../history.service';
import { rateLabel, statusLabel } from '../../labels';
import { Code } from '../../../../views/widgets/Codes';

/** /history-invoices/{id}: one archived invoice, read-only, and where it came from. */
export function HistoryInvoicePage({ invoice }: { invoice: HistoryInvoiceDetail }) {
  return (
    <div className="invoice-page">
      {/* A card, as the live invoice's document and the payroll pages. */}
      <section className="card">
        <dl className="facts">
          <dt>{t(m.series)}</dt>
          <dd>{invoice.series}</dd>
          <dt>{t(m.number)}</dt>
          <dd>
            <Code>{invoice.number}</Code>
          </dd>
          <dt>{t(m.date)}</dt>
          <dd>{formatDate(invoice.date)}</dd>
          <dt>{t(m.customer)}</dt>
          <dd>{invoice.customerName}</dd>
          <dt>{t(m.nif)}</dt>
          <dd>{invoice.customerNif ?? '—'}</dd>
          <dt>{t(m.base)}</dt>
          <dd>{formatMoney(invoice.baseCents)}</dd>
          <dt>{t(m.vatRate)}</dt>
          <dd>{rateLabel(invoice.vatRate)}</dd>
          <dt>{t(m.vat)}</dt>
          <dd>{formatMoney(invoice.vatCents)}</dd>
          <dt>{t(m.total)}</dt>
          <dd>
            <strong>{formatMoney(invoice.totalCents)}</strong>
          </dd>
          <dt>{t(m.method)}</dt>
          <dd>{invoice.paymentMethod ?? '—'}</dd>
          <dt>{t(m.status)}</dt>
          <dd>{statusLabel(invoice.status)}</dd>
          {invoice.amendsNumber && (
            <>
              <dt>{t(m.amends)}</dt>
              <dd>
                {invoice.amendsId ? (
                  <a href={`/history-invoices/${invoice.amendsId}`}>{invoice.amendsNumber}</a>
                ) : (
                  invoice.amendsNumber
                )}
                {invoice.amendingReason && ` · ${invoice.amendingReason}`}
              </dd>
            </>
          )}
          {invoice.amendedBy.length > 0 && (
            <>
              <dt>{t(m.amendedBy)}</dt>
              <dd>
                {invoice.amendedBy.map((a, i) => (
                  <span key={a.id}>
                    {i > 0 && ', '}
                    <a href={`/history-invoices/${a.id}`}>
                      <Code>{a.number}</Code>
                    </a>{' '}
                    ({formatMoney(a.totalCents)})
                  </span>
                ))}
              </dd>
            </>
          )}
          <dt>{t(m.imported)}</dt>
          <dd>
            {t(m.importedText, {
              date: formatDate(invoice.importedDate),
              file: invoice.importFile,
              line: invoice.sourceLine,
            })}
          </dd>
        </dl>
      </section>
    </div>
  );
}
