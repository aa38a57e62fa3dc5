import { useEffect, useRef, useState } from 'react';
import { onReconnect, subscribe } from './realtime';
import { fetchThisPage } from '../views/widgets/pageFetch';

export interface LiveRefreshOptions<T> {
  /** The subscription whose events refresh the page. */
  subscription: string;
  /** Whether an event is about this page (every event is, unless said). */
  concerns?: (data: T) => boolean;
  /** Puts the parts of the fresh page in place (with `replaceIslandsHtml` where they hold islands); false when it found none. */
  swap: (page: DocumentFragment) => boolean | void;
  /** Refresh too when the connection comes back: changes made while it was down came as no event. */
  refreshOnReconnect?: boolean;
  /** What the notice says after a refresh, in the page's words, and for how long. */
  updated: string;
  noticeMs: number;
  /** Named in the console when a refresh fails. */
  what: string;
}

/**
 * What the live islands share (the class list, a voucher's page, a lead's page): on each event
 * of their subscription they fetch their page again and swap parts of it in, then say so for a
 * few seconds. Events that come while a refresh runs make one more refresh after it, not one
 * each. Returns the notice to show (empty between refreshes).
 */
export function useLiveRefresh<T>(options: LiveRefreshOptions<T>): string {
  const [notice, setNotice] = useState('');
  // The latest swap and filter, without subscribing again when the island renders.
  const latest = useRef(options);
  latest.current = options;
  const { subscription, refreshOnReconnect, updated, noticeMs } = options;
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
        if (!page || latest.current.swap(page) === false) return;
        setNotice(updated);
        clearTimeout(timer);
        timer = setTimeout(() => setNotice(''), noticeMs);
      } catch (err) {
        console.error(`${latest.current.what} refresh`, err);
      } finally {
        busy = false;
        if (again) {
          again = false;
          void refresh();
        }
      }
    }
    const stop = subscribe<T>(subscription, (data) => {
      if (latest.current.concerns?.(data) ?? true) void refresh();
    });
    const stopReconnect = refreshOnReconnect ? onReconnect(() => void refresh()) : undefined;
    return () => {
      stop();
      stopReconnect?.();
      clearTimeout(timer);
    };
  }, [subscription, refreshOnReconnect, updated, noticeMs]);
  return notice;
}
