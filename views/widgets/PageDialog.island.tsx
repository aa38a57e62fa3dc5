import { ModalDialog } from './ModalDialog';

export interface PageDialogProps {
  /** The dialog's page: what the button links to without JavaScript, and what the dialog shows. */
  href: string;
  buttonLabel: string;
  buttonClass: string;
  /** 'Cargando…' in the page's words, while the dialog's page comes. */
  loadingLabel: string;
  wide?: boolean;
}

/**
 * A dialog whose content is its page's form, fetched when it opens: a list with a dialog on
 * each row (renewing from "por renovar") carries 25 buttons, not 25 dialogs' contents.
 */
export function PageDialog({ href, ...shown }: PageDialogProps) {
  return <ModalDialog fallbackHref={href} {...shown} />;
}
