import { Suspense, use } from 'react';
import { formatMoney, t } from '../../../src/lib/intl';
import { listHref, type ListPage, type ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterInput, FilterSelect, TwoLineCell, type Column } from '../../../views/widgets/DataTable';
import { AutocompleteFilter, type FilterChoice } from '../../../views/widgets/AutocompleteFilter';
import { invoiceMessages as m } from '../invoices.messages';
import { INVOICE_LIST_SPEC, type InvoiceRow } from '../invoices.service';
import type { SeriesRow } from '../fiscal.service';
import { invoiceMethodLabel } from '../labels';
import { AmountFacts, invoiceColumns, InvoiceStatusFilter } from './InvoiceListParts';

type Data = ListPage<InvoiceRow> & { totals: { baseCents: number; vatCents: number; totalCents: number } };

interface Props {
  query: ListQuery;
  data: Promise<Data>;
  series: Omit<SeriesRow, 'issuedCount'>[];
  /** The customer the list is filtered by (its field shows the name). */
  customer: FilterChoice;
  canExport: boolean;
}

/** /invoices: every invoice, with filters, the totals of the filtered set and the downloads. */
export function InvoicesList({ query, data, series, customer, canExport }: Props) {
  const c = invoiceColumns<InvoiceRow>({ date: t(m.date), customer: t(m.customer), status: t(m.status) });
  const columns: Column<InvoiceRow>[] = [
    {
      key: 'number',
      label: t(m.number),
      sortable: true,
      primary: 'code',
      render: (r) => <span className="nowrap">{r.fullNumber}</span>,
    },
    c.date,
    c.customer,
    {
      key: 'kind',
      label: t(m.kind),
      render: (r) =>
        r.isAmending ? <TwoLineCell main={t(m.amendingKind)} sub={r.amendedNumber ?? undefined} /> : t(m.ordinary),
    },
    { key: 'base', label: t(m.base), render: (r) => formatMoney(r.baseCents) },
    { key: 'vat', label: t(m.vat), render: (r) => formatMoney(r.vatCents) },
    { key: 'total', label: t(m.total), sortable: true, render: (r) => <strong>{formatMoney(r.totalCents)}</strong> },
    { key: 'method', label: t(m.method), render: (r) => invoiceMethodLabel(r.paymentMethod) },
    c.status,
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
            <FilterSelect
              name="series"
              label={t(m.series)}
              all={t(m.all)}
              options={series.map((s) => ({ value: s.id, label: s.code }))}
            />
            <AutocompleteFilter name="customer" label={t(m.customer)} source="invoiceCustomers" choice={customer} />
            <InvoiceStatusFilter label={t(m.status)} all={t(m.all)} />
            <FilterSelect
              name="method"
              label={t(m.method)}
              all={t(m.all)}
              options={(['cash', 'wire', 'redsys'] as const).map((s) => ({ value: s, label: invoiceMethodLabel(s) }))}
            />
            <FilterSelect
              name="amending"
              label={t(m.kind)}
              all={t(m.all)}
              options={[
                { value: 'no', label: t(m.noAmending) },
                { value: 'yes', label: t(m.onlyAmending) },
              ]}
            />
            {/* The start page's «N facturas pendientes de cobro» opens the list with it: a filter like the others, kept by «Filtrar». */}
            <FilterSelect
              name="collect"
              label={t(m.collect)}
              all={t(m.all)}
              options={[{ value: '1', label: t(m.collectOnly) }]}
            />
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
      {canExport && !query.refused && (
        <p className="list-downloads">
          <a
            className="button button-quiet"
            href={listHref('/invoices/export.csv', exportQuery, { spec: INVOICE_LIST_SPEC })}
            download
          >
            {t(m.csv)}
          </a>{' '}
          <a
            className="button button-quiet"
            href={listHref('/invoices/export.zip', exportQuery, { spec: INVOICE_LIST_SPEC })}
            download
          >
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
      <AmountFacts labels={{ base: t(m.base), vat: t(m.vat), total: t(m.total) }} totals={totals} />
    </dl>
  );
}
