import { useEffect, useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { formatDuration } from '../../../../src/lib/format';
import { DialogActions, DialogForm, ModalDialog } from '../../../../views/widgets/ModalDialog';

export interface SettleDialogProps {
  /** The form the list's checkboxes belong to (GET to the confirmation page, without JavaScript). */
  formId: string;
  /** The confirmation page (what the dialog's button links to for a moment while it loads). */
  fallbackHref: string;
  action: string;
  csrfToken: string;
  back: string;
  buttonLabel: string;
  title: string;
  intro: string;
  /** '{count} bono: {used} usadas…' for one and for several. */
  summaryOne: string;
  summaryOther: string;
  none: string;
  remarksLabel: string;
  confirmLabel: string;
  cancelLabel: string;
}

interface Chosen {
  id: string;
  line: string;
  used: number;
  forfeited: number;
}

/**
 * *Settle vouchers* from the settlements list: the vouchers ticked in the table, their hours
 * used and forfeited, and a confirmation. Without JavaScript the button submits the ticked
 * boxes to the confirmation page instead.
 */
export function SettleDialog(props: SettleDialogProps) {
  const [hydrated, setHydrated] = useState(false);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <button type="submit" form={props.formId} className="button">
        {props.buttonLabel}
      </button>
    );
  }
  const read = () =>
    [...document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${props.formId}"]:checked`)].map(
      (box) => ({
        id: box.value,
        line: box.dataset.line ?? box.value,
        used: Number(box.dataset.used ?? 0),
        forfeited: Number(box.dataset.forfeited ?? 0),
      }),
    );
  const used = chosen.reduce((s, c) => s + c.used, 0);
  const forfeited = chosen.reduce((s, c) => s + c.forfeited, 0);
  const summary = (chosen.length === 1 ? props.summaryOne : props.summaryOther)
    .replace('{count}', String(chosen.length))
    .replace('{used}', formatDuration(used))
    .replace('{forfeited}', formatDuration(forfeited));
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button"
      alert
      onOpenChange={(open) => open && setChosen(read())}
    >
      {(close) =>
        chosen.length === 0 ? (
          <div className="dialog-form">
            <Heading slot="title">{props.title}</Heading>
            <p>{props.none}</p>
            <div className="form-actions">
              <Button className="button button-quiet" onPress={close}>
                {props.cancelLabel}
              </Button>
            </div>
          </div>
        ) : (
          <DialogForm
            action={props.action}
            csrfToken={props.csrfToken}
            title={props.title}
            hidden={[['back', props.back], ...chosen.map((c) => ['ids', c.id] as const)]}
          >
            <p>{props.intro}</p>
            <ul className="settle-lines">
              {chosen.map((c) => (
                <li key={c.id}>{c.line}</li>
              ))}
            </ul>
            <p className="settle-summary">{summary}</p>
            <div className="field">
              <label className="field-label" htmlFor="settle-remarks">
                {props.remarksLabel}
              </label>
              <textarea id="settle-remarks" className="input" name="remarks" rows={2} maxLength={1000} />
            </div>
            <DialogActions submitLabel={props.confirmLabel} cancelLabel={props.cancelLabel} close={close} />
          </DialogForm>
        )
      }
    </ModalDialog>
  );
}
