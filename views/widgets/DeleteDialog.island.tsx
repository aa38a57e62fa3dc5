import { DialogActions, DialogForm, ModalDialog } from './ModalDialog';

export interface DeleteDialogProps {
  /** Page that asks for confirmation without JavaScript. */
  confirmHref: string;
  /** Where the confirmed delete is posted. */
  action: string;
  csrfToken: string;
  buttonLabel: string;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * The delete dialog. Before hydration (or without JavaScript) it is a link to the
 * confirmation page; hydrated, the same button opens a modal that posts the delete.
 */
export function DeleteDialog(props: DeleteDialogProps) {
  return (
    <ModalDialog
      fallbackHref={props.confirmHref}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-danger"
      alert
    >
      {(close) => (
        <DialogForm action={props.action} csrfToken={props.csrfToken} title={props.title}>
          <p>{props.question}</p>
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
