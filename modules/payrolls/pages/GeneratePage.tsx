import { t } from '../../../src/lib/intl';
import { usePage } from '../../../views/context';
import { widgetMessages as w } from '../../../views/widgets/widgets.messages';
import { payrollsMessages as m } from '../payrolls.messages';
import { PreviewTables } from './PreviewTables';
import type { PreviewView } from './preview';
import { DateInput } from '../../../views/widgets/DateInput';
import { dateInputTexts } from '../../../views/widgets/dateInputTexts';

/**
 * /teacher-payrolls/generate: the dialog as a page (without JavaScript). A GET form picks the
 * month and shows its preview; the POST form generates it.
 */
export function GeneratePage({ month, view, error }: { month: string; view?: PreviewView; error?: string }) {
  const { csrfToken } = usePage();
  return (
    <div className="page-stack">
      <section className="card">
        <p className="form-intro">{t(m.generateIntro)}</p>
        <form method="get" action="/teacher-payrolls/generate" className="form form-inline">
          <div className={`field${error ? ' field-invalid' : ''}`}>
            <label className="field-label" htmlFor="f-month">
              {t(m.monthField)}
            </label>
            <DateInput
              kind="month"
              texts={dateInputTexts('month')}
              id="f-month"
              name="month"
              defaultValue={month}
              aria-describedby={error ? 'f-month-error' : 'f-month-help'}
              aria-invalid={error ? true : undefined}
            />
            <p className="field-help" id="f-month-help">
              {t(m.monthHelp)}
            </p>
            {error && (
              <p className="field-error" id="f-month-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-secondary">
              {t(m.showPreview)}
            </button>
          </div>
        </form>
      </section>
      {view && (
        <section className="card">
          <PreviewTables view={view} />
          <form method="post" action="/teacher-payrolls/generate" className="form-actions">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <input type="hidden" name="month" value={view.month} />
            {view.confirmLabel && (
              <button type="submit" className="button">
                {view.confirmLabel}
              </button>
            )}
            <a className="button button-quiet" href="/teacher-payrolls">
              {t(w.cancel)}
            </a>
          </form>
        </section>
      )}
    </div>
  );
}
