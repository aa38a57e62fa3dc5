import { useEffect, useState } from 'react';
import { subscribe } from '../../../../client/realtime';
import { hydrateIslands, unmountIslands } from '../../../../client/hydrate';

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
        const response = await fetch(location.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
        if (!response.ok) return;
        const html = document.createElement('template');
        html.innerHTML = await response.text();
        for (const id of ['applications', 'matching']) {
          const fresh = html.content.querySelector(`[aria-labelledby="${id}-title"]`);
          const current = document.querySelector(`[aria-labelledby="${id}-title"]`);
          if (fresh && current) current.innerHTML = fresh.innerHTML;
        }
        // The accept dialog offers the applications: its island comes back with the new one.
        const freshActions = html.content.querySelector('.content-actions');
        const actions = document.querySelector('.content-actions');
        if (freshActions && actions) {
          unmountIslands(actions);
          actions.innerHTML = freshActions.innerHTML;
          void hydrateIslands(actions);
        }
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
