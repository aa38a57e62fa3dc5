import { Heading } from 'react-aria-components';
import { DialogActions, ModalDialog } from './ModalDialog';
import { keepCodes } from './Codes';
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
        <form method="post" action={props.action}>
          <input type="hidden" name="_csrf" value={props.csrfToken} />
          <Heading slot="title">{keepCodes(props.title)}</Heading>
          <p>{props.question}</p>
          <DialogActions
            submitLabel={props.confirmLabel}
            submitClass="button button-danger"
            cancelLabel={props.cancelLabel}
            close={close}
          />
        </form>
      )}
    </ModalDialog>
  );
}
