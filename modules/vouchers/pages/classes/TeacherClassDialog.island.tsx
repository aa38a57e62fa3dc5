import { DialogActions, DialogForm, ModalDialog } from '../../../../views/widgets/ModalDialog';
import { Autocomplete, type AutocompleteProps } from '../../../../views/widgets/Autocomplete.island';
import { DateInput, type DateInputTexts } from '../../../../views/widgets/DateInput';

export interface TeacherClassDialogProps {
  fallbackHref: string;
  action: string;
  csrfToken: string;
  buttonLabel: string;
  title: string;
  explain: string;
  /** The teacher, searched as typed (never a menu of every teacher: 2,000 at ten years of data). */
  teacher: Omit<AutocompleteProps, 'value'>;
  voucher: Omit<AutocompleteProps, 'value'>;
  dateLabel: string;
  dateInput: DateInputTexts;
  durationLabel: string;
  durations: { value: number; label: string }[];
  remarksLabel: string;
  requiredLabel: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** The *create teacher class* dialog of /classes (the page at `fallbackHref` without JavaScript). */
export function TeacherClassDialog(props: TeacherClassDialogProps) {
  const required = <span className="field-required"> ({props.requiredLabel})</span>;
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-secondary"
      wide
    >
      {(close) => (
        <DialogForm action={props.action} csrfToken={props.csrfToken} title={props.title}>
          <p>{props.explain}</p>
          {/* The voucher, then the teacher: the order of the page's form, which a refusal shows in the dialog. */}
          <Autocomplete {...props.voucher} value={null} />
          <Autocomplete {...props.teacher} value={null} />
          <div className="field">
            <label className="field-label" htmlFor="tc-date">
              {props.dateLabel}
              {required}
            </label>
            <DateInput kind="datetime" texts={props.dateInput} id="tc-date" name="date" required />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="tc-duration">
              {props.durationLabel}
              {required}
            </label>
            <select id="tc-duration" name="duration" className="input" defaultValue="60">
              {props.durations.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="tc-remarks">
              {props.remarksLabel}
            </label>
            <textarea id="tc-remarks" className="input" name="remarks" rows={2} maxLength={2000} />
          </div>
          <DialogActions submitLabel={props.confirmLabel} cancelLabel={props.cancelLabel} close={close} />
        </DialogForm>
      )}
    </ModalDialog>
  );
}
