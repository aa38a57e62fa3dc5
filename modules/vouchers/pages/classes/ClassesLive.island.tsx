import { replaceIslandsHtml } from '../../../../client/hydrate';
import { useLiveRefresh } from '../../../../client/liveRefresh';

export interface ClassesLiveProps {
  /** 'Actualizado' in the page's words. */
  updated: string;
}

const CLASS_CHANGED = /* GraphQL */ `
  subscription ClassChanged {
    classChanged { classId status voucherId action }
  }
`;

/**
 * Keeps the class list of the page current: on every class change it fetches the page's own
 * URL again and swaps the table in (filters, order, page and ticked boxes stay), then says
 * 'Actualizado' for a few seconds; likewise when the connection comes back after a drop.
 */
export function ClassesLive({ updated }: ClassesLiveProps) {
  const notice = useLiveRefresh({
    subscription: CLASS_CHANGED,
    refreshOnReconnect: true,
    updated,
    noticeMs: 4000,
    what: 'class list',
    swap(page) {
      const fresh = page.querySelector('[data-classes-table] .table-scroll');
      const current = document.querySelector('[data-classes-table] .table-scroll');
      if (!fresh || !current) return false;
      const ticked = new Set(
        [...document.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked')].map((i) => i.value),
      );
      // The fresh rows' islands (the footer's rows-per-page menu) come to life again; the ticks stay.
      replaceIslandsHtml(current, fresh.innerHTML, () => {
        for (const box of document.querySelectorAll<HTMLInputElement>('input[name="ids"]'))
          box.checked = ticked.has(box.value);
      });
    },
  });
  return (
    <p className="live-notice" role="status" aria-live="polite">
      {notice}
    </p>
  );
}
