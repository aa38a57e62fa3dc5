import { useEffect, useState } from 'react';
import { onReconnect, subscribe } from '../../../../client/realtime';
import { replaceIslandsHtml } from '../../../../client/hydrate';
import { fetchThisPage } from '../../../../views/widgets/pageFetch';

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
  const [notice, setNotice] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    let again = false;
    async function refresh() {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        const page = await fetchThisPage();
        if (!page) return;
        const fresh = page.querySelector('[data-classes-table] .table-scroll');
        const current = document.querySelector('[data-classes-table] .table-scroll');
        if (!fresh || !current) return;
        const ticked = new Set(
          [...document.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked')].map((i) => i.value),
        );
        // The fresh rows' islands (the footer's rows-per-page menu) come to life again; the ticks stay.
        replaceIslandsHtml(current, fresh.innerHTML, () => {
          for (const box of document.querySelectorAll<HTMLInputElement>('input[name="ids"]'))
            box.checked = ticked.has(box.value);
        });
        setNotice(updated);
        clearTimeout(timer);
        timer = setTimeout(() => setNotice(''), 4000);
      } catch (err) {
        console.error('class list refresh', err);
      } finally {
        busy = false;
        if (again) {
          again = false;
          void refresh();
        }
      }
    }
    const stop = subscribe(CLASS_CHANGED, () => void refresh());
    // Changes made while the connection was down came as no event.
    const stopReconnect = onReconnect(() => void refresh());
    return () => {
      stop();
      stopReconnect();
      clearTimeout(timer);
    };
  }, [updated]);
  return (
    <p className="live-notice" role="status" aria-live="polite">
      {notice}
    </p>
  );
}
