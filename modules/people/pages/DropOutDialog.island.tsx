import { DialogActions, DialogForm, ModalDialog } from '../../../views/widgets/ModalDialog';
import { DateInput, type DateInputTexts } from '../../../views/widgets/DateInput';

export interface DropOutDialogProps {
  /** Page with the same form, for browsers without JavaScript. */
  fallbackHref: string;
  action: string;
  csrfToken: string;
  /** Default drop-out date: today, 'YYYY-MM-DD'. */
  today: string;
  buttonLabel: string;
  title: string;
  explain: string;
  dateLabel: string;
  dateInput: DateInputTexts;
  /** The '(obligatorio)' mark, in the page's words. */
  requiredLabel: string;
  reasonLabel: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * The *teacher drop-out* dialog. Before hydration (or without JavaScript) it is a link to
 * the drop-out page; hydrated, the same button opens a modal with the date and the reason.
 */
export function DropOutDialog(props: DropOutDialogProps) {
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-danger"
      alert
    >
      {(close) => (
        <DialogForm action={props.action} csrfToken={props.csrfToken} title={props.title}>
          <p>{props.explain}</p>
          <div className="field">
            <label className="field-label" htmlFor="dropout-date">
              {props.dateLabel}
              <span className="field-required"> ({props.requiredLabel})</span>
            </label>
            <DateInput
              kind="date"
              texts={props.dateInput}
              id="dropout-date"
              name="dropOutDate"
              defaultValue={props.today}
              required
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="dropout-reason">
              {props.reasonLabel}
            </label>
            <textarea id="dropout-reason" className="input" name="reason" rows={3} maxLength={1000} />
          </div>
          <DialogActions
            submitLabel={props.confirmLabel}
            submitClass="button button-danger"
            cancelLabel={props.cancelLabel}
            close={close}
          />
        </DialogForm>
      )}
    </ModalDialog>
  );
}
