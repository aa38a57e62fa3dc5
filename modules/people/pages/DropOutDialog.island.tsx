import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

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
  reasonLabel: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * The *teacher drop-out* dialog. Before hydration (or without JavaScript) it is a link to
 * the drop-out page; hydrated, the same button opens a modal with the date and the reason.
 */
export function DropOutDialog(props: DropOutDialogProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <a className="button button-danger" href={props.fallbackHref}>
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
              <form method="post" action={props.action} className="dialog-form">
                <input type="hidden" name="_csrf" value={props.csrfToken} />
                <Heading slot="title">{props.title}</Heading>
                <p>{props.explain}</p>
                <div className="field">
                  <label className="field-label" htmlFor="dropout-date">
                    {props.dateLabel}
                  </label>
                  <input id="dropout-date" className="input" type="date" name="dropOutDate" defaultValue={props.today} required />
                </div>
                <div className="field">
                  <label className="field-label" htmlFor="dropout-reason">
                    {props.reasonLabel}
                  </label>
                  <textarea id="dropout-reason" className="input" name="reason" rows={3} maxLength={1000} />
                </div>
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
