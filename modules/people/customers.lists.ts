import type { Knex } from 'knex';
import type { Db } from '../../src/db/knex';
import { authorize, type Actor } from '../../src/lib/policy';
import { pageByIds, whereRowId, type ListPage, type ListQuery } from '../../src/lib/listQuery';
import { normaliseNif } from '../../src/lib/validation';
import { customerName, CUSTOMER_SOURCES, NAME_SQL } from './customers.fields';
import { sortKeySql } from './people.sql';
import type { CustomerRow, customerRowsQuery } from './customers.service';

const SORT_COLUMNS: Record<string, string> = {
  name: sortKeySql(NAME_SQL),
  municipality: 'search_key(mu.name)',
  district: 'search_key(d.name)',
  source: 'c.source',
  advisor: `search_key(adv.first_name || ' ' || adv.last_name)`,
  students: 'student_count',
  createdDate: 'c.created_date',
};
/** What the customers' lists share with the rest of the service. */
export interface CustomerListsContext {
  db: Db;
  baseQuery(conn?: Db): ReturnType<typeof customerRowsQuery>;
  /** The row as the actor may see it (its name made, fiscal fields shielded). */
  rowOf(actor: Actor, raw: Omit<CustomerRow, 'name'>): CustomerRow;
}

/** The customers' lists: the page, the CSV download and the autocomplete, with their filters and sorts. */
export function createCustomerLists({ db, baseQuery, rowOf }: CustomerListsContext) {
  function applyFilters<Q extends Knex.QueryBuilder>(q: Q, query: Pick<ListQuery, 'q' | 'filters'>): Q {
    if (query.q) {
      const typed = query.q;
      // A Spanish number is compared without its prefix (+34, 0034), however it was saved or typed.
      const digits = typed.replace(/\D/g, '').replace(/^(?:00)?34(\d{9})$/, '$1');
      q.where((w) => {
        w.whereRaw(`search_match(${NAME_SQL}, ?)`, [typed])
          .orWhereRaw(`text_contains(lower(c.email), lower(?))`, [typed])
          .orWhereRaw(`text_contains(upper(c.nif), ?)`, [normaliseNif(typed)]);
        if (digits.length >= 3)
          w.orWhereRaw(
            `regexp_replace(regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g'), '^(00){0,1}34([0-9]{9})$', '\\2') like '%' || ? || '%'`,
            [digits],
          );
      });
    }
    const { source, advisor, district, kind } = query.filters;
    if (source && (CUSTOMER_SOURCES as readonly string[]).includes(source)) q.where('c.source', source);
    if (advisor === 'none') q.whereNull('c.advisor_id');
    else whereRowId(q, 'c.advisor_id', advisor);
    whereRowId(q, 'c.district_id', district);
    if (kind === 'company') q.where('c.is_company', true);
    if (kind === 'family') q.where('c.is_company', false);
    return q;
  }

  /** What a sort by a joined column needs on the narrow rows of a page's ids. */
  function sortJoins(q: Knex.QueryBuilder, sort: string) {
    if (sort === 'municipality') q.leftJoin('municipalities as mu', 'mu.id', 'c.municipality_id');
    if (sort === 'district') q.leftJoin('districts as d', 'd.id', 'c.district_id');
    if (sort === 'advisor') q.leftJoin('users as adv', 'adv.id', 'c.advisor_id');
    if (sort === 'students')
      q.select(db.raw('(select count(*) from students s where s.customer_id = c.id)::int as student_count'));
    return q;
  }

  return {
    async list(actor: Actor | null, query: ListQuery): Promise<ListPage<CustomerRow>> {
      authorize(actor, 'customers.view');
      // The page's ids first, over the customers alone (the name index serves the default order);
      // the places, the advisor and the student count of those rows only. The count rides along.
      const order = `${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name} ${query.direction} nulls last, c.id`;
      const page = await pageByIds<Omit<CustomerRow, 'name'>>({
        query,
        ids: sortJoins(applyFilters(db('customers as c'), query), query.sort)
          .select('c.id')
          .orderByRaw(order),
        counted: () => applyFilters(db('customers as c'), query),
        rows: (ids) => baseQuery().whereIn('c.id', ids),
      });
      return {
        rows: page.rows.map((r) => rowOf(actor, r)),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every row of a filtered list, in pages, for the CSV download. */
    async *exportRows(actor: Actor | null, query: ListQuery): AsyncGenerator<CustomerRow> {
      authorize(actor, 'customers.view');
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const rows = await applyFilters(baseQuery(), query)
          .orderByRaw(`${SORT_COLUMNS[query.sort] ?? SORT_COLUMNS.name} ${query.direction} nulls last, c.id`)
          .limit(batch)
          .offset(offset);
        for (const row of rows) yield rowOf(actor, row);
        if (rows.length < batch) return;
      }
    },

    /** Autocomplete: customers whose name, email or NIF contains the text, names that start with it first. */
    async suggest(
      actor: Actor | null,
      typed: string,
      limit = 10,
    ): Promise<{ id: number; name: string; detail: string | null }[]> {
      authorize(actor, 'customers.view');
      const q = applyFilters(baseQuery(), { q: typed.trim().slice(0, 100) || undefined, filters: {} });
      if (typed.trim()) q.orderByRaw(`search_key(${NAME_SQL}) like search_like(?) || '%' desc`, [typed.trim()]);
      const rows = await q.orderByRaw(`search_key(${NAME_SQL}), c.id`).limit(Math.min(Math.max(limit, 1), 50));
      return rows.map((r) => ({ id: r.id, name: customerName(r), detail: r.email ?? r.municipalityName ?? null }));
    },
  };
}
