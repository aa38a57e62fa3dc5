import { Suspense, use } from 'react';
import { formatMoney, t } from '../../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../../src/lib/listQuery';
import { DataTable, FilterInput, FilterSelect, type Column } from '../../../../views/widgets/DataTable';
import { historyMessages as m } from '../../history.messages';
import { HISTORY_INVOICE_LIST_SPEC, type HistoryInvoiceRow, type HistoryInvoiceTotals } from '../../history.service';
import { AmountFacts, invoiceColumns, InvoiceStatusFilter } from '../InvoiceListParts';

type Data = ListPage<HistoryInvoiceRow> & { totals: HistoryInvoiceTotals };

/** /history-invoices: the previous system's invoices, with the list features of /invoices. */
export function HistoryInvoicesList({
  query,
  data,
  series,
}: {
  query: ListQuery;
  data: Promise<Data>;
  series: string[];
}) {
  const c = invoiceColumns<HistoryInvoiceRow>({ date: t(m.date), customer: t(m.customer), status: t(m.status) });
  const columns: Column<HistoryInvoiceRow>[] = [
    {
      key: 'number',
      label: t(m.number),
      sortable: true,
      primary: 'code',
      render: (r) => <span className="nowrap">{r.number}</span>,
    },
    c.date,
    c.customer,
    { key: 'base', label: t(m.base), render: (r) => <span className="nowrap">{formatMoney(r.baseCents)}</span> },
    { key: 'vat', label: t(m.vat), render: (r) => <span className="nowrap">{formatMoney(r.vatCents)}</span> },
    {
      key: 'total',
      label: t(m.total),
      sortable: true,
      render: (r) => <strong className="nowrap">{formatMoney(r.totalCents)}</strong>,
    },
    c.status,
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
            <FilterSelect
              name="series"
              label={t(m.series)}
              all={t(m.all)}
              options={series.map((s) => ({ value: s, label: s }))}
            />
            <FilterInput type="text" name="customer" label={t(m.customerFilter)} />
            <InvoiceStatusFilter label={t(m.status)} all={t(m.all)} />
            <FilterInput type="date" name="from" label={t(m.from)} />
            <FilterInput type="date" name="to" label={t(m.to)} />
          </>
        }
      />
      {/* Refused filters list nothing: totals would be the whole list's, read as the filtered set's. */}
      {!query.refused && (
        <Suspense fallback={null}>
          <Totals data={data} />
        </Suspense>
      )}
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
        <AmountFacts labels={{ base: t(m.base), vat: t(m.vat), total: t(m.total) }} totals={totals} />
      </dl>
    </section>
  );
}
