import type { Db } from '../../src/db/knex';
import { notFound } from '../../src/lib/errors';
import type { ListPage, ListQuery } from '../../src/lib/listQuery';
import { authorize, type Actor } from '../../src/lib/policy';
import { accountMessages as m } from './account.messages';
import type { OutboxRow } from './account.service';

/** The outbox admins read: every mail the application stored or sent, newest first. */
export function createOutbox({ db }: { db: Db }) {
  return {
    async outbox(actor: Actor | null, query: ListQuery): Promise<ListPage<OutboxRow>> {
      authorize(actor, 'outbox.read');
      const q = db('mail_outbox');
      if (query.q) {
        const text = query.q;
        q.where((w) =>
          w
            .whereRaw(`text_contains(lower(to_address), lower(?))`, [text])
            .orWhereRaw(`search_match(subject, ?)`, [text]),
        );
      }
      if (['stored', 'sent', 'failed'].includes(query.filters.status ?? '')) q.where({ status: query.filters.status });
      const [{ count }] = await q.clone().count<{ count: string }[]>('id as count');
      const rows = await q
        .select('id', 'to_address', 'subject', 'text', 'status', 'error', 'created_date')
        .orderBy([
          { column: 'created_date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows: rows as OutboxRow[], total: Number(count), page: query.page, pageSize: query.pageSize };
    },

    async outboxMail(actor: Actor | null, id: number): Promise<OutboxRow> {
      authorize(actor, 'outbox.read');
      const row = Number.isInteger(id) && id > 0 ? await db('mail_outbox').where({ id }).first() : undefined;
      if (!row) throw notFound(m.outboxNotFound);
      return row as OutboxRow;
    },
  };
}
