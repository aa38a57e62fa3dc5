import { isoDayOf, isoMonthOf } from '../../views/widgets/dateText';
import type { Knex } from 'knex';
import { AppError, invalidInput, type FieldErrors } from './errors';
import { isRowId, rowIdIn } from './validation';
import { isIsoDay } from './format';
import { t, type Message } from './intl';
import { validationMessages } from './messages';
/** Page sizes offered under 'Filas por página'. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: string;
  direction: 'asc' | 'desc';
  /** Free text filter. */
  q?: string;
  /** Named filters (a parent id, a status…), already checked against the allowed names. */
  filters: Record<string, string>;
  /**
   * A list page's filters that cannot select anything (a period ending before it starts), by
   * field: the page keeps them in its filter form and says why instead of showing rows
   * (`parseListPageQuery`). APIs and exports refuse them instead (`parseListQuery`).
   */
  refused?: FieldErrors;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListSpec {
  sortable: readonly string[];
  defaultSort: string;
  /** 'desc' for lists read newest first (documents, mail); 'asc' when absent. */
  defaultDirection?: 'asc' | 'desc';
  filters?: readonly string[];
  /**
   * The labels of the period's fields (`from`, `to`) as the list page shows them, so that a refusal
   * names the field the user sees («Vigente desde»); «Desde» and «Hasta» when absent.
   */
  periodLabels?: { from: Message; to: Message };
  /**
   * What a period ending before it starts says, in the list's own words (values `{from}`, `{to}`: the
   * period's labels): the days' «La fecha «Hasta»…» when absent; months on the payrolls' archive, a
   * download on the invoices' export.
   */
  periodReversed?: Message;
}

/** The period's fields as the list labels them. */
function periodLabels(spec: ListSpec): { from: string; to: string } {
  const labels = spec.periodLabels ?? { from: validationMessages.periodFrom, to: validationMessages.periodTo };
  return { from: t(labels.from), to: t(labels.to) };
}

/** Why a period ending before it starts shows nothing. */
const reversedMessage = (spec: ListSpec): Message => spec.periodReversed ?? validationMessages.dateRangeReversed;

/**
 * A filter's day or month as the date fields send them, Spanish order (22/11/2026, 11/2026), as
 * ISO (2026-11-22, 2026-11), which is what the lists compare; any other value as it is.
 */
function asIsoDate(value: string): string {
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(value)) return isoDayOf(value);
  if (/^\d{1,2}[/.-]\d{4}$/.test(value)) return isoMonthOf(value);
  return value;
}

/**
 * Reads a list's state from GraphQL arguments or an export's query string: anything unknown or
 * malformed falls back to the default, so every link to a list view stays valid; a period ending
 * before it starts is refused (DATE_RANGE_REVERSED).
 */
export function parseListQuery(raw: Record<string, unknown>, spec: ListSpec): ListQuery {
  const query = readListQuery(raw, spec);
  refuseReversedRange(query.filters, spec);
  return query;
}

/**
 * A list page's state from its query string, as `parseListQuery` reads it, but a period ending
 * before it starts is not an error page: the list is shown with its filters as typed and says,
 * in place of the rows, what to change (`refused`, read by DataTable and FilterInput).
 */
export function parseListPageQuery(raw: Record<string, unknown>, spec: ListSpec): ListQuery {
  const query = readListQuery(raw, spec);
  // A day that does not exist (31/02/2026) or a month 13 typed in «Desde», «Hasta» or «Mes» (the
  // payrolls'): the list unfiltered under the text as typed looked filtered by it.
  const refused: FieldErrors = {};
  const labels = periodLabels(spec);
  for (const name of ['from', 'to'] as const) {
    const value = query.filters[name];
    if (value === undefined || isIsoDay(value) || PERIOD_END.test(value)) continue;
    const month = /^\d{4}-\d{1,2}$|^\d{1,2}[/.-]\d{4}$/.test(value);
    refused[name] = t(month ? validationMessages.filterMonth : validationMessages.filterDay, { field: labels[name] });
  }
  const month = query.filters.month;
  if (month !== undefined && !PERIOD_END.test(month)) refused.month = t(validationMessages.filterTheMonth);
  if (Object.keys(refused).length > 0) return { ...query, refused };
  if (isReversedRange(query.filters.from, query.filters.to))
    return { ...query, refused: { to: t(reversedMessage(spec), labels) } };
  return query;
}

function readListQuery(raw: Record<string, unknown>, spec: ListSpec): ListQuery {
  const int = (v: unknown, fallback: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const pageSize = int(raw.pageSize, DEFAULT_PAGE_SIZE);
  const sort = typeof raw.sort === 'string' && spec.sortable.includes(raw.sort) ? raw.sort : spec.defaultSort;
  const filters: Record<string, string> = {};
  const refused: FieldErrors = {};
  for (const name of spec.filters ?? []) {
    const v = raw[name];
    if (typeof v === 'string' && v.trim() !== '')
      filters[name] = asIsoDate(v.replaceAll('\u0000', '').trim().slice(0, 100));
    // Numbers come only from GraphQL, and all of them are ids (customerId, teacherId…): one that can
    // be no row (0, -1) was dropped, and the whole list came back as that row's (99999: none).
    // Refused as a malformed day is (refuseMalformedFilters); a URL's text still falls back.
    else if (typeof v === 'number' && !isRowId(v)) refused[`filter.${name}Id`] = t(validationMessages.invalidOption);
    else if (typeof v === 'number') filters[name] = String(v);
  }
  if (Object.keys(refused).length > 0) throw invalidInput(refused);
  // A NUL cannot reach PostgreSQL (GraphQL arguments are not stripped on the way in).
  const q = typeof raw.q === 'string' ? raw.q.replaceAll('\u0000', '').trim().slice(0, 100) : '';
  return {
    page: Math.min(int(raw.page, 1), 100_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort,
    direction: raw.direction === 'desc' || raw.direction === 'asc' ? raw.direction : (spec.defaultDirection ?? 'asc'),
    q: q || undefined,
    filters,
  };
}

/** A period's ends as a list reads them: two days (2026-11-22) or two months (2026-11), each valid. */
const PERIOD_END = /^\d{4}-(0[1-9]|1[0-2])$/;
const comparable = (a: string, b: string) => (isIsoDay(a) && isIsoDay(b)) || (PERIOD_END.test(a) && PERIOD_END.test(b));

/** Whether a period's end is before its start (both given and of one kind: days or months). */
export function isReversedRange(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && to !== undefined && comparable(from, to) && to < from;
}

/**
 * The one check of a period (`from`, `to`) for every list, its CSV and its GraphQL query alike
 * (`parseListQuery` calls it): «Hasta» before «Desde» is refused with DATE_RANGE_REVERSED and a
 * Spanish message on the `to` field, instead of an empty list that says nothing.
 */
export function refuseReversedRange(filters: Record<string, string | undefined>, spec: ListSpec): void {
  if (!isReversedRange(filters.from, filters.to)) return;
  const values = periodLabels(spec);
  const reason = reversedMessage(spec);
  throw new AppError('DATE_RANGE_REVERSED', reason, { values, fields: { to: t(reason, values) } });
}

/** A download's filter: its label as the list shows it, and whether a value (trimmed, never empty) is one it knows. */
export interface DownloadFilter {
  label: Message;
  valid: (value: string) => boolean;
}

/** A filter's day as the date fields send it (2026-11-22 or 22/11/2026), for a DownloadFilter. */
export const isFilterDay = (value: string): boolean => isIsoDay(asIsoDate(value));

/** A filter's record id as the lists read them (rowIdIn), for a DownloadFilter. */
export const isFilterRowId = (value: string): boolean => rowIdIn(value) !== undefined;

/**
 * A download's filters that it does not understand, refused (EXPORT_FILTER_INVALID, each on its
 * field): a value none of its choices («status=foo», «series=abc») or a filter given twice. A
 * list page ignores them and shows everything; a file must not quietly hold everything instead.
 * An empty value is no filter («Todas las series»).
 */
export function refuseUnknownFilters(raw: Record<string, unknown>, filters: Record<string, DownloadFilter>): void {
  const fields: FieldErrors = {};
  let first: { message: Message; values: Record<string, string> } | undefined;
  // As typed, without a NUL (never shown nor sent on) and at most 100 characters, as the lists read them.
  const shown = (v: unknown) => String(v).replaceAll('\u0000', '').trim().slice(0, 100);
  const quoted = (v: unknown) => `«${shown(v)}»`;
  for (const [name, { label, valid }] of Object.entries(filters)) {
    const given = raw[name];
    let refusal: typeof first;
    if (Array.isArray(given))
      refusal = {
        message: validationMessages.filterRepeated,
        values: { filter: t(label), values: given.map(quoted).join(', ') },
      };
    else if (typeof given === 'string' && given.trim() !== '' && !valid(given.trim()))
      refusal = {
        message: validationMessages.filterValueRefused,
        values: { filter: t(label), value: shown(given) },
      };
    if (!refusal) continue;
    fields[name] = t(refusal.message, refusal.values);
    first ??= refusal;
  }
  // The first refusal is the error's message: a download without a form of its own shows it on the error page.
  if (first) throw new AppError('EXPORT_FILTER_INVALID', first.message, { values: first.values, fields });
}

/** What a list link changes from the list's state, and the list's spec (whose defaults it leaves out). */
export interface ListHrefOptions {
  changes?: Partial<ListQuery> & { extra?: Record<string, string> };
  spec?: ListSpec;
}

/** The query string of a list state, leaving out defaults so links stay short. */
export function listHref(base: string, query: ListQuery, { changes = {}, spec }: ListHrefOptions = {}): string {
  const next = { ...query, ...changes, filters: { ...query.filters, ...(changes.filters ?? {}) } };
  const params = new URLSearchParams();
  const [path, existing] = base.split('?');
  if (existing) for (const [k, v] of new URLSearchParams(existing)) params.set(k, v);
  if (next.q) params.set('q', next.q);
  for (const [k, v] of Object.entries(next.filters)) if (v) params.set(k, v);
  if (!spec || next.sort !== spec.defaultSort) params.set('sort', next.sort);
  if (next.direction !== (spec?.defaultDirection ?? 'asc')) params.set('direction', next.direction);
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(next.pageSize));
  if (next.page > 1) params.set('page', String(next.page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A list's total from counts kept by triggers in a one-row table (`class_counts`,
 * `voucher_counts`): a statement of one value, `count`, the sum of the columns named (the
 * statuses the list holds; the module's own constants, never request input). `pageByIds`
 * reads it in the same statement as the page's ids.
 */
export function keptTotal(db: Knex, table: string, columns: readonly string[]): Knex.QueryBuilder {
  return db(table).select(db.raw(`(${columns.join(' + ')})::int as count`));
}

/** The list narrowed to the row a filter names ('16'); a value that names no row ('016', 'x') leaves it as it is. */
export function whereRowId(q: Knex.QueryBuilder, column: string, value: unknown): void {
  const id = rowIdIn(value);
  if (id !== undefined) q.where(column, id);
}

/** How `pageByIds` reads a list page. */
export interface PageByIds<Row extends { id: number }> {
  query: ListQuery;
  /** The filtered rows, ordered, selecting their id as `id` (narrow: only what filters and sorts need). */
  ids: Knex.QueryBuilder;
  /** The filtered rows to count: the count rides along with the ids, or is asked alone past the last page. */
  counted?: () => Knex.QueryBuilder;
  /** Or a count kept by triggers (`keptTotal`), read in the same statement as the ids. */
  kept?: Knex.QueryBuilder;
  /** Or the total, known otherwise (a sum read beside the page). */
  total?: Promise<number>;
  /** The page's rows with everything shown, by id (in any order). */
  rows: (ids: number[]) => Promise<Row[]>;
}

/**
 * A list page read in two steps: the page's ids first, over the narrow rows the filters and the
 * order need (an index serves the default order), then the shown columns and joins of those
 * rows only, put back in the ids' order.
 */
export async function pageByIds<Row extends { id: number }>({
  query,
  ids,
  counted,
  kept,
  total,
  rows,
}: PageByIds<Row>): Promise<ListPage<Row>> {
  if (!total && !kept && !counted) throw new Error('pageByIds: a total, a kept count or the rows to count');
  ids.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  if (!total) ids.select({ listTotal: kept ?? counted!().count('*') });
  // The total runs beside the ids: when the ids fail first it is never awaited below, and its own
  // failure must not go unhandled (Node ends the process on an unhandled rejection).
  total?.catch(() => {});
  const page = (await ids) as { id: number; listTotal?: number | string }[];
  const countAlone = () =>
    (kept ?? counted!().count({ count: '*' })).first().then((r: { count: number | string }) => Number(r.count));
  const [found, count] = await Promise.all([
    page.length === 0 ? [] : rows(page.map((r) => r.id)),
    total ?? (page.length > 0 ? Number(page[0].listTotal) : countAlone()),
  ]);
  const position = new Map(page.map((r, i) => [r.id, i]));
  return {
    rows: found.sort((a, b) => position.get(a.id)! - position.get(b.id)!),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The check of a filter's day (YYYY-MM-DD, or 22/11/2026) for `refuseMalformedFilters`, with the date fields' message. */
export const filterDay = () => ({ valid: isIsoDay, message: t(validationMessages.date) });

/**
 * A GraphQL list's filter values that are given but malformed (a day, a month) are refused,
 * each with its message under `filter.<name>`. A page's URL falls back to the whole list
 * instead (`parseListQuery`); an API client would take that list for the filtered one.
 */
export function refuseMalformedFilters(
  filter: Record<string, unknown> | null | undefined,
  checks: Record<string, { valid: (value: unknown) => boolean; message: string }>,
): void {
  const fields: FieldErrors = {};
  for (const [name, { valid, message }] of Object.entries(checks)) {
    const given = filter?.[name];
    // A day or month in the Spanish order is read as the list will read it.
    const value = typeof given === 'string' ? asIsoDate(given.trim()) : given;
    if (value !== undefined && value !== null && value !== '' && !valid(value)) fields[`filter.${name}`] = message;
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}
