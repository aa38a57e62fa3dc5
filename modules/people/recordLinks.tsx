import { can, type Action } from '../../src/lib/policy';
import { t, type Message } from '../../src/lib/intl';
import { usePage } from '../../views/context';

/** A record of this module that higher modules link from (a customer's vouchers, a student's classes). */
export type LinkedRecord = 'customer' | 'student';

export interface RecordLink {
  label: Message;
  href: (id: number) => string;
  /** Who sees the link: the action the target page needs. */
  action: Action;
}

const LINKS: Record<LinkedRecord, RecordLink[]> = { customer: [], student: [] };

/**
 * Lets a higher module put a link on a customer's or a student's page (its vouchers, its
 * classes) without people knowing that module: the same idea as the delete dependants.
 */
export function addRecordLink(record: LinkedRecord, link: RecordLink) {
  if (!LINKS[record].some((l) => l.label.id === link.label.id)) LINKS[record].push(link);
}

/** The links other modules added to this record's page, those the caller may follow. */
export function RecordLinks({ record, id }: { record: LinkedRecord; id: number }) {
  const { actor } = usePage();
  return (
    <>
      {LINKS[record]
        .filter((l) => can(actor, l.action))
        .map((l) => (
          <a key={l.label.id} className="button button-quiet" href={l.href(id)}>
            {t(l.label)}
          </a>
        ))}
    </>
  );
}
