import { useEffect, useState } from 'react';
import { DialogActions, DialogForm, ModalDialog } from '../../../views/widgets/ModalDialog';
import { PreviewTables, type PreviewView } from './PreviewTables';
import { DateInput, type DateInputTexts } from '../../../views/widgets/DateInput';
import { isoMonthOf } from '../../../views/widgets/dateText';

export interface GenerateDialogProps {
  /** The page with the same form and preview, for browsers without JavaScript. */
  fallbackHref: string;
  action: string;
  /** Where the dialog reads a month's preview (JSON, the same texts the page shows). */
  previewUrl: string;
  csrfToken: string;
  buttonLabel: string;
  title: string;
  intro: string;
  monthLabel: string;
  monthHelp: string;
  /** Said when a whole month is typed that cannot be one (13/2026). */
  monthInvalid: string;
  monthInput: DateInputTexts;
  /** 'YYYY-MM': the previous month. */
  month: string;
  loading: string;
  failed: string;
  cancelLabel: string;
}

/**
 * *Generate teacher payrolls*: a month (the previous one by default) and its preview, read
 * again whenever the month changes; the button generates what the preview shows.
 */
export function GenerateDialog(props: GenerateDialogProps) {
  const [month, setMonth] = useState(props.month);
  const [open, setOpen] = useState(false);
  // null: being read; 'typing': no whole month yet, so no preview (never the last month's one).
  const [view, setView] = useState<PreviewView | { error: string } | 'typing' | null>(null);
  useEffect(() => {
    // The preview is read once a month is typed whole (10/2026); while it is being typed the
    // preview of the month before is taken away, and a year typed after no month (13/2026) is said.
    const typed = isoMonthOf(month);
    if (!open) return;
    if (!/^\d{4}-\d{2}$/.test(typed)) {
      setView(/\d{4}\s*$/.test(month) ? { error: props.monthInvalid } : 'typing');
      return;
    }
    const abort = new AbortController();
    setView(null);
    fetch(`${props.previewUrl}?month=${encodeURIComponent(typed)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: abort.signal,
    })
      .then(async (res) => {
        const body = (await res.json()) as PreviewView | { message?: string; fields?: Record<string, string> };
        if (!res.ok)
          setView({
            error: ('fields' in body && body.fields?.month) || ('message' in body && body.message) || props.failed,
          });
        else setView(body as PreviewView);
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setView({ error: props.failed });
      });
    return () => abort.abort();
  }, [open, month, props.previewUrl, props.failed, props.monthInvalid]);
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button"
      wide
      onOpenChange={setOpen}
    >
      {(close) => (
        <DialogForm action={props.action} csrfToken={props.csrfToken} title={props.title}>
          <p>{props.intro}</p>
          <div className="field">
            <label className="field-label" htmlFor="generate-month">
              {props.monthLabel}
            </label>
            <DateInput
              kind="month"
              texts={props.monthInput}
              id="generate-month"
              name="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              aria-describedby="generate-month-help"
              required
            />
            <p className="field-help" id="generate-month-help">
              {props.monthHelp}
            </p>
          </div>
          {view === 'typing' ? null : view === null ? (
            <p role="status">{props.loading}</p>
          ) : 'error' in view ? (
            <p className="field-error" role="alert">
              {view.error}
            </p>
          ) : (
            <PreviewTables view={view} />
          )}
          {/* Nothing to post while a month is being typed or when it is refused: only Cancelar. */}
          <DialogActions
            submitLabel={
              view === 'typing' || (view && 'error' in view) ? undefined : view?.confirmLabel || props.buttonLabel
            }
            cancelLabel={props.cancelLabel}
            close={close}
          />
        </DialogForm>
      )}
    </ModalDialog>
  );
}
