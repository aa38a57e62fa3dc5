import type { Db } from '../../src/db/knex';
import { can, type Actor } from '../../src/lib/policy';
import { formatDate, formatMoney, t, todayInMadrid } from '../../src/lib/intl';
import { addDays, quarterJustEnded } from '../../src/lib/days';
import type { TodoItem } from '../../src/lib/todo';
import { invoicesMessages as m } from './invoices.messages';

/**
 * The start page's reminder of the quarter's invoices for the accountant (and admins), while
 * its VAT return is due: the 1st to the 20th of April, July and October, to the 30th in January.
 */
export function createQuarterService({ db }: { db: Db }) {
  return {
    async todo(actor: Actor, today = todayInMadrid()): Promise<TodoItem[]> {
      if (!can(actor, 'invoices.export')) return [];
      const quarter = quarterJustEnded(today);
      if (!quarter) return [];
      // The month after the quarter, to its 20th (its 30th in January).
      const until = `${addDays(quarter.to, 1).slice(0, 8)}${quarter.quarter === 4 ? 30 : 20}`;
      if (today > until) return [];
      const row = (await db('invoices')
        .where('date', '>=', quarter.from)
        .where('date', '<=', quarter.to)
        .first(db.raw('count(*)::int as count'), db.raw('coalesce(sum(total_cents), 0)::bigint as total'))) as {
        count: number;
        total: string;
      };
      if (!row.count) return [];
      return [
        {
          key: 'invoices.quarter',
          text: t(m.todoQuarter, {
            quarter: quarter.quarter,
            year: quarter.year,
            count: row.count,
            total: formatMoney(Number(row.total)),
            until: formatDate(until),
          }),
          href: `/invoices?from=${quarter.from}&to=${quarter.to}`,
        },
      ];
    },
  };
}
