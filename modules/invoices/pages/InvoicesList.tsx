import { Suspense, use } from 'react';
import { formatDate, formatMoney, t } from '../../../src/lib/intl';
import { listHref, type ListPage, type ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, TwoLineCell, type Column } from '../../../views/widgets/DataTable';
import { invoiceMessages as m } from '../invoices.messages';
import { INVOICE_LIST_SPEC, type InvoiceRow } from '../invoices.service';
import type { SeriesRow } from '../fiscal.service';
import { invoiceMethodLabel, statusLabel } from '../labels';

type Data = ListPage<InvoiceRow> & { totals: { baseCents: number; vatCents: number; totalCents: number } };

interface Props {
  query: ListQuery;
  data: Promise<Data>;
  series: SeriesRow[];
  customers: { id: number; name: string }[];
  canExport: boolean;
}

/** /invoices: every invoice, with filters, the totals of the filtered set and the downloads. */
export function InvoicesList({ query, data, series, customers, canExport }: Props) {
  const columns: Column<InvoiceRow>[] = [
    { key: 'number', label: t(m.number), sortable: true, primary: true, render: (r) => r.fullNumber },
    { key: 'date', label: t(m.date), sortable: true, render: (r) => formatDate(r.date) },
    { key: 'customer', label: t(m.customer), sortable: true, render: (r) => <TwoLineCell main={r.customerName} sub={r.customerNif ?? undefined} /> },
    { key: 'kind', label: t(m.kind), render: (r) => (r.isAmending ? <TwoLineCell main={t(m.amendingKind)} sub={r.amendedNumber ?? undefined} /> : t(m.ordinary)) },
    { key: 'base', label: t(m.base), render: (r) => formatMoney(r.baseCents) },
    { key: 'vat', label: t(m.vat), render: (r) => formatMoney(r.vatCents) },
    { key: 'total', label: t(m.total), sortable: true, render: (r) => <strong>{formatMoney(r.totalCents)}</strong> },
    { key: 'method', label: t(m.method), render: (r) => invoiceMethodLabel(r.paymentMethod) },
    { key: 'status', label: t(m.status), render: (r) => <span className={`status-badge status-${r.status === 'paid' ? 'active' : 'inactive'}`}>{statusLabel(r.status)}</span> },
  ];
  const exportQuery = { ...query, page: 1 };
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <DataTable
        caption={t(m.title)}
        columns={columns}
        data={data}
        query={query}
        spec={INVOICE_LIST_SPEC}
        base="/invoices"
        rowHref={(r) => `/invoices/${r.id}`}
        filters={
          <>
            <FilterSelect name="series" label={t(m.series)} value={query.filters.series} all={t(m.all)} options={series.map((s) => ({ value: s.id, label: s.code }))} />
            <FilterSelect name="customer" label={t(m.customer)} value={query.filters.customer} all={t(m.allMasc)} options={customers.map((c) => ({ value: c.id, label: c.name }))} />
            <FilterSelect name="status" label={t(m.status)} value={query.filters.status} all={t(m.all)} options={(['pendingPayment', 'paid'] as const).map((s) => ({ value: s, label: statusLabel(s) }))} />
            <FilterSelect name="method" label={t(m.method)} value={query.filters.method} all={t(m.all)} options={(['cash', 'wire', 'redsys'] as const).map((s) => ({ value: s, label: invoiceMethodLabel(s) }))} />
            <FilterSelect
              name="amending"
              label={t(m.kind)}
              value={query.filters.amending}
              all={t(m.all)}
              options={[
                { value: 'no', label: t(m.noAmending) },
                { value: 'yes', label: t(m.onlyAmending) },
              ]}
            />
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
      {canExport && (
        <p className="list-downloads">
          <a className="button button-quiet" href={listHref('/invoices/export.csv', exportQuery, {}, INVOICE_LIST_SPEC)} download>
            {t(m.csv)}
          </a>{' '}
          <a className="button button-quiet" href={listHref('/invoices/export.zip', exportQuery, {}, INVOICE_LIST_SPEC)} download>
            {t(m.zip)}
          </a>
        </p>
      )}
    </>
  );
}

function Totals({ data }: { data: Promise<Data> }) {
  const { totals, total } = use(data);
  return (
    <dl className="facts invoice-totals" aria-label={t(m.totalsCaption, { count: total })}>
      <dt>{t(m.totalsCaption, { count: total })}</dt>
      <dd />
      <dt>{t(m.base)}</dt>
      <dd>{formatMoney(totals.baseCents)}</dd>
      <dt>{t(m.vat)}</dt>
      <dd>{formatMoney(totals.vatCents)}</dd>
      <dt>{t(m.total)}</dt>
      <dd>
        <strong>{formatMoney(totals.totalCents)}</strong>
      </dd>
    </dl>
  );
}
