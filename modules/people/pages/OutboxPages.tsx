import { formatDateTime, t } from '../../../src/lib/intl';
import type { ListPage, ListQuery } from '../../../src/lib/listQuery';
import { DataTable, FilterSelect, type Column } from '../../../views/widgets/DataTable';
import { OUTBOX_LIST_SPEC, type OutboxRow } from '../account.service';
import { accountMessages as m } from '../account.messages';

const STATUS = { stored: m.outboxStored, sent: m.outboxSent, failed: m.outboxFailed } as const;

function Status({ status }: { status: OutboxRow['status'] }) {
  return <span className={`status-badge status-${status}`}>{t(STATUS[status] ?? m.outboxStored)}</span>;
}

/** /outbox: every mail the intranet sent or kept, newest first. */
export function OutboxList({ query, data }: { query: ListQuery; data: Promise<ListPage<OutboxRow>> }) {
  const columns: Column<OutboxRow>[] = [
    { key: 'date', label: t(m.outboxDate), render: (r) => formatDateTime(r.createdDate) },
    { key: 'to', label: t(m.outboxTo), render: (r) => r.toAddress },
    { key: 'subject', label: t(m.outboxSubject), primary: true, render: (r) => r.subject },
    { key: 'status', label: t(m.outboxStatus), render: (r) => <Status status={r.status} /> },
  ];
  return (
    <>
      <p className="intro">{t(m.outboxIntro)}</p>
      <DataTable
        caption={t(m.outboxTitle)}
        columns={columns}
        data={data}
        query={query}
        spec={OUTBOX_LIST_SPEC}
        base="/outbox"
        rowHref={(r) => `/outbox/${r.id}`}
        filters={
          <FilterSelect
            name="status"
            label={t(m.outboxStatus)}
            all={t(m.outboxAllStatuses)}
            options={(['stored', 'sent', 'failed'] as const).map((s) => ({ value: s, label: t(STATUS[s]) }))}
          />
        }
      />
    </>
  );
}

/** /outbox/{id}: one mail with its text (links in it can be followed: the demo's reset link). */
export function OutboxMail({ mail }: { mail: OutboxRow }) {
  return (
    <section className="card outbox-mail">
      <dl className="outbox-meta">
        <dt>{t(m.outboxDate)}</dt>
        <dd>{formatDateTime(mail.createdDate)}</dd>
        <dt>{t(m.outboxTo)}</dt>
        <dd>{mail.toAddress}</dd>
        <dt>{t(m.outboxStatus)}</dt>
        <dd>
          <Status status={mail.status} />
        </dd>
        {mail.error && (
          <>
            <dt>{t(m.outboxError)}</dt>
            <dd>{mail.error}</dd>
          </>
        )}
      </dl>
      <pre className="outbox-text">
        <Linked text={mail.text} />
      </pre>
      <p>
        <a href="/outbox">{t(m.outboxBack)}</a>
      </p>
    </section>
  );
}

/** The text with its http(s) addresses as links. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
