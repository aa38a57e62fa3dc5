import { Suspense, use } from 'react';
import { formatDate, formatMoney, t } from '../../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../../src/lib/listQuery';
import { DataTable, FilterSelect, TwoLineCell, type Column } from '../../../../views/widgets/DataTable';
import { historyMessages as m } from '../../history.messages';
import { HISTORY_INVOICE_LIST_SPEC, type HistoryInvoiceRow, type HistoryInvoiceTotals } from '../../history.service';
import { statusLabel } from '../../labels';

type Data = ListPage<HistoryInvoiceRow> & { totals: HistoryInvoiceTotals };

/** /history-invoices: the previous system's invoices, with the list features of /invoices. */
export function HistoryInvoicesList({ query, data, series }: { query: ListQuery; data: Promise<Data>; series: string[] }) {
  const columns: Column<HistoryInvoiceRow>[] = [
    { key: 'number', label: t(m.number), sortable: true, primary: true, render: (r) => <span className="nowrap">{r.number}</span> },
    { key: 'date', label: t(m.date), sortable: true, render: (r) => formatDate(r.date) },
    { key: 'customer', label: t(m.customer), sortable: true, render: (r) => <TwoLineCell main={r.customerName} sub={r.customerNif ?? undefined} /> },
    { key: 'base', label: t(m.base), render: (r) => <span className="nowrap">{formatMoney(r.baseCents)}</span> },
    { key: 'vat', label: t(m.vat), render: (r) => <span className="nowrap">{formatMoney(r.vatCents)}</span> },
    { key: 'total', label: t(m.total), sortable: true, render: (r) => <strong className="nowrap">{formatMoney(r.totalCents)}</strong> },
    { key: 'status', label: t(m.status), render: (r) => <span className={`status-badge status-${r.status === 'paid' ? 'active' : 'inactive'}`}>{statusLabel(r.status)}</span> },
  ];
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <DataTable
        caption={t(m.title)}
        columns={columns}
        data={data}
        query={query}
        spec={HISTORY_INVOICE_LIST_SPEC}
        base="/history-invoices"
        rowHref={(r) => `/history-invoices/${r.id}`}
        filters={
          <>
            <FilterSelect name="series" label={t(m.series)} value={query.filters.series} all={t(m.all)} options={series.map((s) => ({ value: s, label: s }))} />
            <label className="field field-inline">
              <span className="field-label">{t(m.customerFilter)}</span>
              <input type="text" name="customer" defaultValue={query.filters.customer ?? ''} autoComplete="off" />
            </label>
            <FilterSelect name="status" label={t(m.status)} value={query.filters.status} all={t(m.all)} options={(['pendingPayment', 'paid'] as const).map((s) => ({ value: s, label: statusLabel(s) }))} />
            <label className="field field-inline field-date">
              <span className="field-label">{t(m.from)}</span>
              <input type="date" name="from" defaultValue={query.filters.from ?? ''} />
            </label>
            <label className="field field-inline field-date">
              <span className="field-label">{t(m.to)}</span>
              <input type="date" name="to" defaultValue={query.filters.to ?? ''} />
            </label>
          </>
        }
      />
      <Suspense fallback={null}>
        <Totals data={data} />
      </Suspense>
    </>
  );
}

function Totals({ data }: { data: Promise<Data> }) {
  const { totals, total } = use(data);
  if (total === 0 && totals.totalCents === 0) return <p className="muted">{t(m.empty)}</p>;
  return (
    <section className="card" aria-labelledby="history-invoice-totals">
      <h2 id="history-invoice-totals">{t(m.totals, { count: total })}</h2>
      <dl className="facts">
        <dt>{t(m.base)}</dt>
        <dd>{formatMoney(totals.baseCents)}</dd>
        <dt>{t(m.vat)}</dt>
        <dd>{formatMoney(totals.vatCents)}</dd>
        <dt>{t(m.total)}</dt>
        <dd>
          <strong>{formatMoney(totals.totalCents)}</strong>
        </dd>
      </dl>
    </section>
  );
}
