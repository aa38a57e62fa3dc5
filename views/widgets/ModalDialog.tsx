// @browser: loaded by islands (see eslint/house.js, rule house/browser).
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';

interface ModalDialogProps {
  /** The page with the same form, for browsers without JavaScript (and before hydration). */
  fallbackHref: string;
  buttonLabel: string;
  /** Classes of the opening button: 'button button-danger', 'button button-secondary'… */
  buttonClass: string;
  /** An alertdialog (a destructive confirmation) rather than a plain dialog. */
  alert?: boolean;
  wide?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
}

/**
 * The shell every dialog island shares. The first render matches the server's HTML (a link
 * to the fallback page); once hydrated the same place holds a button that opens the modal.
 */
export function ModalDialog({ fallbackHref, buttonLabel, buttonClass, alert, wide, onOpenChange, children }: ModalDialogProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <a className={buttonClass} href={fallbackHref}>
        {buttonLabel}
      </a>
    );
  }
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button className={buttonClass} data-dialog="">
        {buttonLabel}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className={wide ? 'modal modal-wide' : 'modal'}>
          <Dialog className="dialog" role={alert ? 'alertdialog' : 'dialog'}>
            {({ close }) => children(close)}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** Submit and cancel at the foot of a dialog's form; the submit skips the unsaved-changes guard. */
export function DialogActions({ submitLabel, submitClass = 'button', cancelLabel, close }: { submitLabel: string; submitClass?: string; cancelLabel: string; close: () => void }) {
  return (
    <div className="form-actions">
      <button type="submit" className={submitClass} data-no-guard="">
        {submitLabel}
      </button>
      <Button className="button button-quiet" onPress={close}>
        {cancelLabel}
      </Button>
    </div>
  );
}
