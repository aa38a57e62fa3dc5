import { replaceIslandsHtml } from '../../../../client/hydrate';
import { useLiveRefresh } from '../../../../client/liveRefresh';

export interface VoucherLiveProps {
  voucherId: number;
  /** What to say when a card payment arrives, in the page's words. */
  updated: string;
}

/** The voucher's id is an integer written into the query (the shared client sends no variables). */
const answered = (voucherId: number) => /* GraphQL */ `
  subscription CardPaymentAnswered {
    cardPaymentAnswered(voucherId: ${Math.trunc(Number(voucherId))}) { voucherId outcome }
  }
`;

/** The parts of the voucher page a card payment changes: the summary (status, paid, buttons), the payments, the card payments' tables. */
const PARTS = ['.voucher-summary', 'section[aria-labelledby="voucher-payments-title"]', '[data-card-payments-tables]'];

/**
 * Keeps a voucher's page current while staff look at it: when the card terminal's answer about
 * this voucher arrives, it fetches the page again and swaps in the parts a payment changes,
 * then says so for a few seconds.
 */
export function VoucherLive({ voucherId, updated }: VoucherLiveProps) {
  const notice = useLiveRefresh({
    subscription: answered(voucherId),
    updated,
    noticeMs: 6000,
    what: 'voucher',
    swap(page) {
      for (const selector of PARTS) {
        const fresh = page.querySelector(selector);
        const current = document.querySelector(selector);
        if (fresh && current) replaceIslandsHtml(current, fresh.innerHTML);
      }
    },
  });
  return (
    <p className="live-notice" role="status" aria-live="polite">
      {notice}
    </p>
  );
}
