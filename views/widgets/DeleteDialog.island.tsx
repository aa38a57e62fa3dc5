import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

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
  // The first render matches the server's HTML; the dialog takes over once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <a className="button button-danger" href={props.confirmHref}>
        {props.buttonLabel}
      </a>
    );
  }
  return (
    <DialogTrigger>
      <Button className="button button-danger">{props.buttonLabel}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <form method="post" action={props.action}>
                <input type="hidden" name="_csrf" value={props.csrfToken} />
                <Heading slot="title">{props.title}</Heading>
                <p>{props.question}</p>
                <div className="form-actions">
                  <button type="submit" className="button button-danger" data-no-guard="">
                    {props.confirmLabel}
                  </button>
                  <Button className="button button-quiet" onPress={close}>
                    {props.cancelLabel}
                  </Button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
