import { can, type Action } from '../../src/lib/policy';
import { t, type Message } from '../../src/lib/intl';
import { usePage } from '../../views/context';

/** A record of this module that higher modules link from (a customer's vouchers, a student's classes). */
export type LinkedRecord = 'customer' | 'student' | 'teacher';

export interface RecordLink {
  label: Message;
  href: (id: number) => string;
  /** Who sees the link: the action the target page needs. */
  action: Action;
}

/**
 * Lets a higher module put a link on a customer's or a student's page (its vouchers, its
 * classes) without people knowing that module: the same idea as the delete dependants.
 * One per app (a people service), filled by the higher modules' hooks.
 */
export function createRecordLinks() {
  const links: Record<LinkedRecord, RecordLink[]> = { customer: [], student: [], teacher: [] };
  return {
    add(record: LinkedRecord, link: RecordLink) {
      if (!links[record].some((l) => l.label.id === link.label.id)) links[record].push(link);
    },
    of(record: LinkedRecord): readonly RecordLink[] {
      return links[record];
    },
  };
}

export type RecordLinksService = ReturnType<typeof createRecordLinks>;

/** The links other modules added to this record's page, those the caller may follow. */
export function RecordLinks({ links, id }: { links: readonly RecordLink[]; id: number }) {
  const { actor } = usePage();
  return (
    <>
      {links
        .filter((l) => can(actor, l.action))
        .map((l) => (
          <a key={l.label.id} className="button button-quiet" href={l.href(id)}>
            {t(l.label)}
          </a>
        ))}
    </>
  );
}
