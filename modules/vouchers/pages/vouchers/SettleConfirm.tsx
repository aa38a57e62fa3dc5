import { t } from '../../../../src/lib/intl';
import { Form } from '../../../../views/widgets/Form';
import { widgetMessages as w } from '../../../../views/widgets/widgets.messages';
import type { VoucherRow } from '../../vouchers.service';
import { hoursText } from '../../vouchers.labels';
import { vouchersMessages as m } from '../../vouchers.messages';

interface Props {
  preview: { row: VoucherRow; minutesUsed: number; minutesForfeited: number }[];
  /** The list or voucher to go back to. */
  back: string;
}

/** /vouchers/settle: the *settle vouchers* confirmation as a page (without JavaScript). */
export function SettleConfirm({ preview, back }: Props) {
  const used = preview.reduce((s, p) => s + p.minutesUsed, 0);
  const forfeited = preview.reduce((s, p) => s + p.minutesForfeited, 0);
  return (
    <Form action="/vouchers/settle">
      <input type="hidden" name="back" value={back} />
      {preview.map((p) => (
        <input key={p.row.id} type="hidden" name="ids" value={p.row.id} />
      ))}
      <p className="form-intro">{t(m.settleIntro)}</p>
      <ul className="settle-lines">
        {preview.map((p) => (
          <li key={p.row.id}>
            {t(m.settleLine, {
              id: p.row.id,
              student: p.row.studentName,
              subject: p.row.subjectName,
              used: hoursText(p.minutesUsed),
              forfeited: hoursText(p.minutesForfeited),
            })}
          </li>
        ))}
      </ul>
      <p className="settle-summary">
        {t(m.settleSummary, { count: preview.length, used: hoursText(used), forfeited: hoursText(forfeited) })}
      </p>
      <div className="field">
        <label className="field-label" htmlFor="f-remarks">
          {t(m.settleRemarks)}
        </label>
        <textarea id="f-remarks" name="remarks" className="input" rows={2} maxLength={1000} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-danger">
          {t(m.settleConfirm)}
        </button>
        <a className="button button-quiet" href={back}>
          {t(w.cancel)}
        </a>
      </div>
    </Form>
  );
}
