import { useEffect, useState } from 'react';
import { subscribe } from '../../../../client/realtime';
import { hydrateIslands, unmountIslands } from '../../../../client/hydrate';
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
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';
let waitingForDialog: MutationObserver | undefined;

/**
 * Puts the page's fresh actions (the accept dialog's island among them) in place. Never under an
 * open dialog: replacing its island would close it in the advisor's hands, so the swap waits
 * until the dialog is closed (and only the latest actions are kept meanwhile).
 */
function swapActions(freshHtml: string) {
  waitingForDialog?.disconnect();
  waitingForDialog = undefined;
  const apply = () => {
    const actions = document.querySelector('.content-actions');
    if (!actions) return;
    unmountIslands(actions);
    actions.innerHTML = freshHtml;
    void hydrateIslands(actions);
  };
  if (!document.querySelector(OPEN_DIALOG)) return apply();
  const observer = new MutationObserver(() => {
    if (document.querySelector(OPEN_DIALOG)) return;
    observer.disconnect();
    waitingForDialog = undefined;
    apply();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  waitingForDialog = observer;
}

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
        if (freshActions) swapActions(freshActions.innerHTML);
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
      waitingForDialog?.disconnect();
    };
  }, [customerInterestId, updated]);
  return (
    <p className="live-notice" role="status" aria-live="polite">
      {notice}
    </p>
  );
}
