/**
 * Forms that come back with errors. The error summary (`.form-errors`, views/widgets/Form.tsx)
 * takes the focus so a screen reader reads it first; each of its links takes the cursor to
 * the field to fix. Also used inside a dialog that shows the server's answer (ModalDialog).
 */

/** Focuses the error summary under `root` (or, without one, its first invalid field); true if it did. */
export function focusErrors(root: ParentNode = document): boolean {
  const summary = root.querySelector<HTMLElement>('.form-errors');
  if (summary) {
    if (!summary.hasAttribute('tabindex')) summary.tabIndex = -1;
    summary.focus();
    return true;
  }
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return !!invalid;
}

/** A link of the summary focuses its field (a plain jump to the anchor would only scroll to it). */
export function linkErrorsToFields() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('.form-errors a[href^="#"]');
    const field = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!field) return;
    event.preventDefault();
    const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
    field.focus({ preventScroll: true });
    // The label too in sight, above the field.
    (label ?? field).scrollIntoView({ block: 'center' });
  });
}
