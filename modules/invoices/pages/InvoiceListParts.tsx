import { formatDate, formatMoney } from '../../../src/lib/intl';
import { FilterSelect, TwoLineCell, type Column } from '../../../views/widgets/DataTable';
import { statusLabel } from '../labels';

interface InvoiceFacts {
  date: string;
  customerName: string;
  customerNif: string | null;
  status: string;
}

/** The columns both invoice lists show alike (this system's and the previous one's), in their words. */
export function invoiceColumns<T extends InvoiceFacts>(labels: { date: string; customer: string; status: string }) {
  return {
    date: { key: 'date', label: labels.date, sortable: true, render: (r: T) => formatDate(r.date) },
    customer: {
      key: 'customer',
      label: labels.customer,
      sortable: true,
      render: (r: T) => <TwoLineCell main={r.customerName} sub={r.customerNif ?? undefined} />,
    },
    status: {
      key: 'status',
      label: labels.status,
      render: (r: T) => (
        <span className={`status-badge status-${r.status === 'paid' ? 'active' : 'inactive'}`}>
          {statusLabel(r.status)}
        </span>
      ),
    },
  } satisfies Record<string, Column<T>>;
}

/** The payment status filter of both invoice lists. */
export function InvoiceStatusFilter({ label, all }: { label: string; all: string }) {
  return (
    <FilterSelect
      name="status"
      label={label}
      all={all}
      options={(['pendingPayment', 'paid'] as const).map((s) => ({ value: s, label: statusLabel(s) }))}
    />
  );
}

/** Base, VAT and total of a set of invoices, as terms of a `<dl>`. */
export function AmountFacts({
  labels,
  totals,
}: {
  labels: { base: string; vat: string; total: string };
  totals: { baseCents: number; vatCents: number; totalCents: number };
}) {
  return (
    <>
      <dt>{labels.base}</dt>
      <dd>{formatMoney(totals.baseCents)}</dd>
      <dt>{labels.vat}</dt>
      <dd>{formatMoney(totals.vatCents)}</dd>
      <dt>{labels.total}</dt>
      <dd>
        <strong>{formatMoney(totals.totalCents)}</strong>
      </dd>
    </>
  );
}
