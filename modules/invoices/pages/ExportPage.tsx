import { t } from '../../../src/lib/intl';
import { exportMessages as m, invoiceMessages as im } from '../invoices.messages';
import type { SeriesRow } from '../fiscal.service';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { DateInput } from '../../../views/widgets/DateInput';
import { dateInputTexts } from '../../../views/widgets/dateInputTexts';

/** /invoices/export: a period and a series, then the CSV or the ZIP of PDFs (a GET form: works without JavaScript). */
export function ExportPage({
  series,
  from,
  to,
}: {
  series: Omit<SeriesRow, 'issuedCount'>[];
  from: string;
  to: string;
}) {
  return (
    <>
      <p className="intro">{t(m.intro)}</p>
      <form method="get" action="/invoices/export.csv" className="export-form">
        <label className="field">
          <span className="field-label">{t(m.series)}</span>
          <select name="series" className="input" defaultValue="">
            <option value="">{t(m.allSeries)}</option>
            {series.map((s) => (
              <option key={s.id} value={s.id}>
                {s.code} — {s.description}
              </option>
            ))}
          </select>
        </label>
        <div className="field">
          <label className="field-label" htmlFor="export-from">
            {t(im.from)}
          </label>
          <DateInput
            kind="date"
            texts={dateInputTexts('date')}
            id="export-from"
            name="from"
            defaultValue={from}
            required
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="export-to">
            {t(im.to)}
          </label>
          <DateInput kind="date" texts={dateInputTexts('date')} id="export-to" name="to" defaultValue={to} required />
        </div>
        <p className="form-actions">
          <button type="submit" className="button">
            {t(m.csv)}
          </button>{' '}
          <button type="submit" className="button button-secondary" formAction="/invoices/export.zip">
            {t(m.zip)}
          </button>{' '}
          {/* Back to the list; in the dialog of /invoices it closes the dialog. */}
          <a className="button button-quiet" href="/invoices">
            {t(w.cancel)}
          </a>
        </p>
      </form>
    </>
  );
}
