import type { ReactNode } from 'react';
import { t } from '../../../../src/lib/intl';
import { Island } from '../../../../views/Island';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import { vouchersMessages as m } from '../../vouchers.messages';
import { SettleDialog } from './SettleDialog.island';

/** The settlements list's bar: settles the ticked rows (a dialog, or the confirmation page without JavaScript). */
export function SettleBar({ back, csrfToken }: { back: string; csrfToken: string }) {
  return (
    <form id="settle-form" method="get" action="/vouchers/settle" className="settle-bar">
      <input type="hidden" name="back" value={back} />
      <Island
        name="SettleDialog"
        component={SettleDialog}
        props={{
          formId: 'settle-form',
          fallbackHref: '/vouchers/settle',
          action: '/vouchers/settle',
          csrfToken,
          back,
          buttonLabel: t(m.settleSelected),
          title: t(m.settleTitle),
          intro: t(m.settleIntro),
          summaryOne: t(m.settleSummary, { count: 1, used: '{used}', forfeited: '{forfeited}' }),
          summaryOther: t(m.settleSummary, { count: 2, used: '{used}', forfeited: '{forfeited}' }).replace(
            /^2/,
            '{count}',
          ),
          none: t(m.settleNone),
          remarksLabel: t(m.settleRemarks),
          confirmLabel: t(m.settleConfirm),
          cancelLabel: t(w.cancel),
        }}
      />
    </form>
  );
}

/** A voucher list's buttons: its CSV, and a new voucher (staff who manage them). */
export function ListActions({ csvHref, canCreate }: { csvHref: string; canCreate: boolean }) {
  return (
    <>
      <a className="button button-quiet" href={csvHref}>
        {t(m.downloadCsv)}
      </a>
      {canCreate && (
        <a className="button" href="/vouchers/new">
          {t(m.newVoucher)}
        </a>
      )}
    </>
  );
}

/** The voucher page's "Activar" (an inactive voucher: its hours may be used before it is paid). */
export function ActivateButton({ voucherId, csrfToken }: { voucherId: number; csrfToken: string }) {
  return (
    <form method="post" action={`/vouchers/${voucherId}/activate`} className="inline-form" title={t(m.activateHelp)}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <button type="submit" className="button button-secondary">
        {t(m.activate)}
      </button>
    </form>
  );
}

/** The voucher page's buttons, in a row. */
export function VoucherActions({ buttons }: { buttons: ReactNode[] }) {
  return (
    <div className="voucher-actions">
      {buttons.map((b, i) => (
        <span key={i} className="voucher-action">
          {b}
        </span>
      ))}
    </div>
  );
}
