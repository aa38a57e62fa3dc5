import { DialogActions, DialogForm, ModalDialog } from '../../../views/widgets/ModalDialog';
import { AmendFields, type AmendFieldsProps } from './AmendFields.island';
import { keepCodes } from '../../../views/widgets/Codes';

export interface AmendDialogProps {
  /** The dialog's own page, for browsers without JavaScript. */
  fallbackHref: string;
  action: string;
  csrfToken: string;
  idempotencyKey: string;
  buttonLabel: string;
  title: string;
  paragraphs: string[];
  fields: AmendFieldsProps;
  confirmLabel: string;
  cancelLabel: string;
}

/** The amend invoice dialog (admins): the same form as /invoices/{id}/amend, in a modal. */
export function AmendDialog(props: AmendDialogProps) {
  return (
    <ModalDialog
      fallbackHref={props.fallbackHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-secondary"
      wide
    >
      {(close) => (
        <DialogForm
          action={props.action}
          csrfToken={props.csrfToken}
          title={props.title}
          hidden={[['idempotencyKey', props.idempotencyKey]]}
        >
          {props.paragraphs.map((p) => (
            <p key={p}>{keepCodes(p)}</p>
          ))}
          <AmendFields {...props.fields} />
          <DialogActions submitLabel={props.confirmLabel} cancelLabel={props.cancelLabel} close={close} />
        </DialogForm>
      )}
    </ModalDialog>
  );
}
