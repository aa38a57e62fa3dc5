import { createContext, Suspense, use, useContext, type ReactNode } from 'react';
import { t, formatNumber } from '../../src/lib/intl';
import { listHref, PAGE_SIZES, type ListPage, type ListQuery, type ListSpec } from '../../src/lib/listQuery';
import { widgetMessages as m } from './widgets.messages';
import { Island } from '../Island';
import { RowsPerPage } from './RowsPerPage.island';
import { DateInput } from './DateInput';
import { dateInputTexts } from './dateInputTexts';

/** The message of a list's refused filters (`ListQuery.refused`), which the refused fields point at. */
const REFUSED_ID = 'list-refused';

/** The list's query, for the filters inside its DataTable (they read their values from it). */
const ListQueryContext = createContext<ListQuery | undefined>(undefined);

/** A filter's list query: given, or its DataTable's. */
function useListQuery(given: ListQuery | undefined): ListQuery {
  const inTable = useContext(ListQueryContext);
  const query = given ?? inTable;
  if (!query) throw new Error('A list filter outside a DataTable needs the list query');
  return query;
}

export interface Column<T> {
  key: string;
  label: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  /** The cell that links to the row's page; 'code' when it is a short code (an invoice's number), which needs less room than a name. */
  primary?: boolean | 'code';
  /** Free text someone typed (remarks): a long word or a pasted link wraps instead of widening the table. */
  text?: boolean;
}

interface DataTableProps<T> {
  /** Accessible name of the table. */
  caption: string;
  columns: Column<T>[];
  data: Promise<ListPage<T>>;
  query: ListQuery;
  spec: ListSpec;
  /** Path (and fixed query, e.g. `?tab=provinces`) of this list. */
  base: string;
  rowHref: (row: T) => string;
  /** Extra filter controls (selects) inside the filter form. */
  filters?: ReactNode;
}

/**
 * The data table of the specification. Everything is links and GET forms, so each view of a
 * list is a URL and works without JavaScript; the rows stream in after the page's shell.
 */
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  const { caption, columns, query, spec, base } = props;
  const [path, fixed] = base.split('?');
  // Refused filters show no rows: the list read meanwhile is not awaited (nor its failure left unhandled).
  if (query.refused) props.data.catch(() => undefined);
  return (
    <ListQueryContext.Provider value={query}>
      <div className="data-table">
        <form method="get" action={path} className="table-filters" data-table-filters="" role="search">
          {fixed && [...new URLSearchParams(fixed)].map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
          <label className="field field-inline">
            <span className="field-label">{t(m.search)}</span>
            <input type="search" name="q" defaultValue={query.q ?? ''} autoComplete="off" />
          </label>
          {props.filters}
          {query.sort !== spec.defaultSort && <input type="hidden" name="sort" value={query.sort} />}
          {query.direction !== (spec.defaultDirection ?? 'asc') && (
            <input type="hidden" name="direction" value={query.direction} />
          )}
          {query.pageSize !== 25 && <input type="hidden" name="pageSize" value={query.pageSize} />}
          <div className="table-filters-actions">
            <button type="submit" className="button button-secondary">
              {t(m.filter)}
            </button>
            {(query.q || Object.keys(query.filters).length > 0) && (
              <a className="button button-quiet" href={base}>
                {t(m.clear)}
              </a>
            )}
          </div>
        </form>
        {/* Only the table scrolls sideways when it is wider than its card (focusable, so the
          keyboard can scroll it too); the filters above and the pager (sticky) stay put. */}
        <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((col) => {
                  const active = query.sort === col.key;
                  const nextDirection = active && query.direction === 'asc' ? 'desc' : 'asc';
                  return (
                    <th
                      key={col.key}
                      scope="col"
                      className={
                        col.primary === 'code' ? 'cell-primary cell-code' : col.primary ? 'cell-primary' : undefined
                      }
                      aria-sort={active ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {col.sortable ? (
                        <a
                          href={listHref(base, query, {
                            changes: { sort: col.key, direction: nextDirection, page: 1 },
                            spec,
                          })}
                          aria-label={t(m.sortBy, { column: col.label })}
                        >
                          {col.label}
                          <span className="sort-indicator" aria-hidden="true">
                            {active ? (query.direction === 'asc' ? '▲' : '▼') : '↕'}
                          </span>
                        </a>
                      ) : (
                        col.label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            {query.refused ? (
              // Filters that select nothing as typed («Hasta» before «Desde»): what to change, in place of the rows.
              <tbody>
                <tr>
                  <td colSpan={columns.length} className="table-message table-refused" id={REFUSED_ID}>
                    {Object.entries(query.refused).map(([name, message]) => (
                      <div key={name}>{message}</div>
                    ))}
                  </td>
                </tr>
              </tbody>
            ) : (
              <Suspense
                fallback={
                  <tbody>
                    <tr>
                      <td colSpan={columns.length} className="table-message" role="status">
                        {t(m.loading)}
                      </td>
                    </tr>
                  </tbody>
                }
              >
                <Rows {...props} />
              </Suspense>
            )}
          </table>
        </div>
      </div>
    </ListQueryContext.Provider>
  );
}

function Rows<T extends { id: number }>({ columns, data, query, spec, base, rowHref }: DataTableProps<T>) {
  const page = use(data);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const from = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const to = Math.min(page.total, page.page * page.pageSize);
  // A page past the end (an old link, a typed URL): said as such, with the way back to the last one.
  const beyond = page.page > pages;
  const lastHref = listHref(base, query, { changes: { page: pages }, spec });
  return (
    <>
      <tbody>
        {beyond ? (
          <tr>
            <td colSpan={columns.length} className="table-message">
              {t(m.beyondLast, { page: formatNumber(page.page), pages })} <a href={lastHref}>{t(m.lastPage)}</a>
            </td>
          </tr>
        ) : page.rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="table-message">
              {t(m.empty)}
            </td>
          </tr>
        ) : (
          page.rows.map((row) => (
            <tr key={row.id}>
              {columns.map((col) => (
                <td
                  key={col.key}
                  data-label={col.label}
                  className={col.primary ? 'cell-primary' : col.text ? 'cell-text' : undefined}
                >
                  {col.primary ? <a href={rowHref(row)}>{col.render(row)}</a> : col.render(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={columns.length}>
            <div className="table-footer">
              <Island
                name="RowsPerPage"
                component={RowsPerPage}
                props={{
                  label: t(m.rowsPerPage),
                  apply: t(m.apply),
                  value: query.pageSize,
                  options: [...PAGE_SIZES],
                  hrefs: Object.fromEntries(
                    PAGE_SIZES.map((size) => [
                      size,
                      listHref(base, query, { changes: { pageSize: size, page: 1 }, spec }),
                    ]),
                  ),
                }}
              />
              {/* An empty list says so in its body ('No hay datos'), not as '0–0 de 0'. */}
              {page.total > 0 && (
                <span className="table-range">
                  {beyond
                    ? t(m.totalOnly, { total: formatNumber(page.total) })
                    : t(m.range, { from: formatNumber(from), to: formatNumber(to), total: formatNumber(page.total) })}
                </span>
              )}
              <nav className="pager" aria-label={beyond ? t(m.pages) : t(m.pageOf, { page: page.page, pages })}>
                {page.page > 1 ? (
                  <a
                    href={beyond ? lastHref : listHref(base, query, { changes: { page: page.page - 1 }, spec })}
                    rel="prev"
                  >
                    {t(m.previous)}
                  </a>
                ) : (
                  <span aria-disabled="true">{t(m.previous)}</span>
                )}
                {!beyond && <span>{t(m.pageOf, { page: formatNumber(page.page), pages: formatNumber(pages) })}</span>}
                {page.page < pages ? (
                  <a href={listHref(base, query, { changes: { page: page.page + 1 }, spec })} rel="next">
                    {t(m.next)}
                  </a>
                ) : (
                  <span aria-disabled="true">{t(m.next)}</span>
                )}
              </nav>
            </div>
          </td>
        </tr>
      </tfoot>
    </>
  );
}

export interface FilterOption {
  value: string | number;
  label: string;
}

/** What React escapes in text and attribute values. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => (/[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : text);

/** `<option>`s as React renders them under a `<select defaultValue={selected}>`. */
function optionsHtml(options: FilterOption[], selected: string) {
  let html = '';
  for (const o of options) {
    const value = String(o.value);
    html += `<option value="${escapeHtml(value)}"${value === selected ? ' selected=""' : ''}>${escapeHtml(o.label)}</option>`;
  }
  return html;
}

/**
 * A menu inside a list's filter form. `all` is the empty choice ("Todos"); a filter that
 * always has a value (a teacher's status) leaves it out. `groups` become <optgroup>s.
 */
export function FilterSelect({
  name,
  label,
  query: given,
  value,
  all,
  options,
  groups,
}: {
  name: string;
  label: string;
  /** The list's query (its DataTable's when not given): the filter's value when `value` is not given. */
  query?: ListQuery;
  value?: string;
  all?: string;
  options?: FilterOption[];
  groups?: { label: string; options: FilterOption[] }[];
}) {
  const inTable = useContext(ListQueryContext);
  value ??= (given ?? inTable)?.filters[name];
  if (!groups) {
    // The same markup React writes, built as one string: a menu of every customer with invoices or
    // every teacher (20,000 and 2,000 at ten years of data) took React 130 ms to render (issue 16).
    return (
      <label className="field field-inline">
        <span className="field-label">{label}</span>
        <select
          name={name}
          dangerouslySetInnerHTML={{
            __html: optionsHtml(
              all === undefined ? (options ?? []) : [{ value: '', label: all }, ...(options ?? [])],
              value ?? '',
            ),
          }}
        />
      </label>
    );
  }
  const option = (o: FilterOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <label className="field field-inline">
      <span className="field-label">{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        {all !== undefined && <option value="">{all}</option>}
        {(options ?? []).map(option)}
        {(groups ?? []).map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map(option)}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/**
 * A typed filter inside a list's filter form: a date (`from`, `to`), a month ('2026-10') or
 * a name to look for (`text`), with the list query's value.
 */
export function FilterInput({
  name,
  label,
  query: given,
  type,
}: {
  name: string;
  label: string;
  /** The list's query: its DataTable's when not given. */
  query?: ListQuery;
  type: 'date' | 'month' | 'text';
}) {
  const query = useListQuery(given);
  const value = query.filters[name] ?? '';
  if (type === 'text')
    return (
      <label className="field field-inline">
        <span className="field-label">{label}</span>
        <input type="text" name={name} defaultValue={value} autoComplete="off" />
      </label>
    );
  // A label around a date field and its calendar button would name the button too: the label points at the field.
  const id = `filter-${name}`;
  return (
    <div className="field field-inline field-date">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <DateInput
        kind={type}
        texts={dateInputTexts(type)}
        id={id}
        name={name}
        defaultValue={value}
        {...(query.refused?.[name] ? { 'aria-invalid': true, 'aria-describedby': REFUSED_ID } : {})}
      />
    </div>
  );
}

/** A cell of two lines: the main value and, muted below it, what it belongs to (a student's customer). */
export function TwoLineCell({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <span className="contact-cell">
      <span>{main}</span>
      {sub != null && sub !== '' && <span className="muted">{sub}</span>}
    </span>
  );
}

export interface FilterChip {
  /** The list filter it stands for (`customer`, `student`, `voucher`). */
  name: string;
  text: string;
  /** Where the chip's text leads (the voucher itself), if anywhere. */
  href?: string;
}

/**
 * Filters that came in the URL from another page ("Sus bonos" on a customer) and have no menu
 * of their own: shown as chips over the list, each with a × that drops it.
 */
export function FilterChips({
  base,
  query,
  spec,
  chips,
}: {
  base: string;
  query: ListQuery;
  spec: ListSpec;
  chips: FilterChip[];
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="tag-list filter-chips">
      {chips.map((c) => (
        <li key={c.name} className="tag">
          {c.href ? <a href={c.href}>{c.text}</a> : c.text}{' '}
          <a
            href={listHref(
              base,
              {
                ...query,
                page: 1,
                filters: Object.fromEntries(Object.entries(query.filters).filter(([k]) => k !== c.name)),
              },
              { spec },
            )}
            aria-label={t(m.removeFilter)}
            className="tag-remove"
          >
            ×
          </a>
        </li>
      ))}
    </ul>
  );
}
