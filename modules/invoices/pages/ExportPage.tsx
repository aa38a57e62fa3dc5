import { t } from '../../../src/lib/intl';
import { exportMessages as m, invoiceMessages as im } from '../invoices.messages';
import type { SeriesRow } from '../fiscal.service';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { DateInput } from '../../../views/widgets/DateInput';
import { dateInputTexts } from '../../../views/widgets/dateInputTexts';
import { ErrorSummary } from '../../../views/widgets/Form';
import { fieldId } from '../../../views/widgets/fieldId';
import type { FieldErrors } from '../../../src/lib/errors';

/** /invoices/export: a period and a series, then the CSV or the ZIP of PDFs (a GET form: works without JavaScript). */
export function ExportPage({
  series,
  from,
  to,
  errors,
}: {
  series: Omit<SeriesRow, 'issuedCount'>[];
  from: string;
  to: string;
  /** Why the period asked was refused, by field (from, to). */
  errors?: FieldErrors;
}) {
  const labels = { from: t(im.from), to: t(im.to) };
  const dateField = (name: 'from' | 'to', value: string) => (
    <div className="field">
      <label className="field-label" htmlFor={fieldId(name)}>
        {labels[name]}
      </label>
      <DateInput
        kind="date"
        texts={dateInputTexts('date')}
        id={fieldId(name)}
        name={name}
        defaultValue={value}
        required
        aria-invalid={errors?.[name] ? true : undefined}
        aria-describedby={errors?.[name] ? `${fieldId(name)}-error` : undefined}
      />
      {errors?.[name] && (
        <span className="field-error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );
  return (
    <>
      {errors && <ErrorSummary errors={errors} labels={labels} />}
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
        {dateField('from', from)}
        {dateField('to', to)}
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
