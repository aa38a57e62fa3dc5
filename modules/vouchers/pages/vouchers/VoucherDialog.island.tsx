import { DialogActions, DialogForm, ModalDialog } from '../../../../views/widgets/ModalDialog';
import { keepCodes } from '../../../../views/widgets/Codes';
import { DateInput, type DateInputTexts } from '../../../../views/widgets/DateInput';

/** A field of a voucher dialog, described as data so the page without JavaScript shows the same form. */
export interface DialogField {
  name: string;
  label: string;
  type: 'text' | 'date' | 'select' | 'textarea';
  value?: string;
  options?: { value: string; label: string }[];
  required?: boolean;
  help?: string;
  inputMode?: 'decimal';
}

export interface VoucherDialogProps {
  /** The page with the same form, for browsers without JavaScript. */
  fallbackHref: string;
  action: string;
  csrfToken: string;
  buttonLabel: string;
  buttonClass: string;
  title: string;
  paragraphs: string[];
  /** A text shown as it is (the email's preview). */
  preview?: string;
  /** The name of the preview, a region the keyboard can scroll. */
  previewLabel?: string;
  fields: DialogField[];
  hidden?: Record<string, string>;
  confirmLabel: string;
  confirmClass?: string;
  cancelLabel: string;
  /** The '(obligatorio)' mark, in the page's words. */
  requiredLabel: string;
  /** A date field's format and calendar button (dateInputTexts('date')): typed as 22/11/2026. */
  dateTexts: DateInputTexts;
  alert?: boolean;
}

/**
 * The voucher dialogs (pay, renew, settle one, customer email): a modal with the same form as
 * the dialog's own page, which is what the button links to before hydration.
 */
export function VoucherDialog(props: VoucherDialogProps) {
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass={props.buttonClass}
      alert={props.alert}
      wide
    >
      {(close) => (
        <DialogForm
          action={props.action}
          csrfToken={props.csrfToken}
          title={props.title}
          hidden={Object.entries(props.hidden ?? {})}
        >
          {props.paragraphs.map((p) => (
            <p key={p}>{keepCodes(p)}</p>
          ))}
          {props.preview && (
            <pre className="outbox-text voucher-preview" role="region" aria-label={props.previewLabel} tabIndex={0}>
              {props.preview}
            </pre>
          )}
          {props.fields.map((f) => {
            const id = `dialog-${f.name}`;
            const help = f.help ? `${id}-help` : undefined;
            return (
              <div className="field" key={f.name}>
                <label className="field-label" htmlFor={id}>
                  {f.label}
                  {f.required && <span className="field-required"> ({props.requiredLabel})</span>}
                </label>
                {f.type === 'select' ? (
                  <select id={id} name={f.name} className="input" defaultValue={f.value} aria-describedby={help}>
                    {(f.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : f.type === 'textarea' ? (
                  <textarea
                    id={id}
                    name={f.name}
                    className="input"
                    rows={3}
                    defaultValue={f.value}
                    maxLength={1000}
                    aria-describedby={help}
                  />
                ) : f.type === 'date' ? (
                  <DateInput
                    kind="date"
                    texts={props.dateTexts}
                    id={id}
                    name={f.name}
                    defaultValue={f.value}
                    required={f.required}
                    aria-describedby={help}
                  />
                ) : (
                  <input
                    id={id}
                    name={f.name}
                    className="input"
                    type="text"
                    defaultValue={f.value}
                    inputMode={f.inputMode}
                    required={f.required}
                    aria-describedby={help}
                  />
                )}
                {f.help && (
                  <p className="field-help" id={help}>
                    {f.help}
                  </p>
                )}
              </div>
            );
          })}
          <DialogActions
            submitLabel={props.confirmLabel}
            submitClass={props.confirmClass}
            cancelLabel={props.cancelLabel}
            close={close}
          />
        </DialogForm>
      )}
    </ModalDialog>
  );
}
