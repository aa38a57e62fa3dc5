import { useEffect, useState } from 'react';
import { subscribe } from '../../../../client/realtime';
import { replaceIslandsHtml } from '../../../../client/hydrate';
import { fetchThisPage } from '../../../../views/widgets/pageFetch';

export interface InterestsLiveProps {
  customerInterestId: number;
  /** 'Ha llegado una solicitud nueva' in the page's words. */
  updated: string;
}

const TEACHER_INTEREST_ADDED = /* GraphQL */ `
  subscription TeacherInterestAdded {
    teacherInterestAdded { customerInterestId teacherInterestId }
  }
`;

/**
 * Keeps a lead's applications current: when a teacher applies (or is invited) to this lead, it
 * fetches the page again and swaps the applications, the ranked teachers and the accept dialog
 * (which offers the applications) in, then says so.
 */
export function InterestsLive({ customerInterestId, updated }: InterestsLiveProps) {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function refresh() {
      try {
        const page = await fetchThisPage();
        if (!page) return;
        for (const id of ['applications', 'matching']) {
          const fresh = page.querySelector(`[aria-labelledby="${id}-title"]`);
          const current = document.querySelector(`[aria-labelledby="${id}-title"]`);
          if (fresh && current) current.innerHTML = fresh.innerHTML;
        }
        // The accept dialog offers the applications: its island comes back with the new one.
        const freshActions = page.querySelector('.content-actions');
        const actions = document.querySelector('.content-actions');
        if (freshActions && actions) replaceIslandsHtml(actions, freshActions.innerHTML);
        setNotice(updated);
        clearTimeout(timer);
        timer = setTimeout(() => setNotice(''), 6000);
      } catch (err) {
        console.error('lead refresh', err);
      }
    }
    const stop = subscribe<{ teacherInterestAdded: { customerInterestId: number } }>(TEACHER_INTEREST_ADDED, (data) => {
      if (data.teacherInterestAdded.customerInterestId === customerInterestId) void refresh();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [customerInterestId, updated]);
  return (
    <p className="live-notice" role="status" aria-live="polite">
      {notice}
    </p>
  );
}
