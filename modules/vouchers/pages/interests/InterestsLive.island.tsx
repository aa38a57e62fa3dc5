import { replaceIslandsHtml } from '../../../../client/hydrate';
import { useLiveRefresh } from '../../../../client/liveRefresh';

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
  const notice = useLiveRefresh<{ teacherInterestAdded: { customerInterestId: number } }>({
    subscription: TEACHER_INTEREST_ADDED,
    concerns: (data) => data.teacherInterestAdded.customerInterestId === customerInterestId,
    updated,
    noticeMs: 6000,
    what: 'lead',
    swap(page) {
      for (const id of ['applications', 'matching']) {
        const fresh = page.querySelector(`[aria-labelledby="${id}-title"]`);
        const current = document.querySelector(`[aria-labelledby="${id}-title"]`);
        if (fresh && current) current.innerHTML = fresh.innerHTML;
      }
      // The accept dialog offers the applications: its island comes back with the new one.
      const freshActions = page.querySelector('.content-actions');
      const actions = document.querySelector('.content-actions');
      if (freshActions && actions) replaceIslandsHtml(actions, freshActions.innerHTML);
    },
  });
  return (
    <p className="live-notice" role="status" aria-live="polite">
      {notice}
    </p>
  );
}
