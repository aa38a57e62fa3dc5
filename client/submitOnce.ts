/**
 * A form posted twice (a double click on «Crear», Enter pressed again while the next page loads)
 * would create or change things twice: the browser sends both posts. Once a form's post is on its
 * way, further submits of that form are ignored, until the page is shown again from the history
 * cache or, for a post answered with a download (the page stays), a few seconds later. Dialogs
 * that post with fetch keep their own guard (ModalDialog) and are left alone here.
 */
const RELEASE_AFTER_MS = 8000;

function release(form: HTMLFormElement) {
  delete form.dataset.sending;
  form.removeAttribute('aria-busy');
}

export function submitFormsOnce() {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    // Attributes, not form.method: a field named 'method' (the pay dialog's) hides the property.
    if (!(form instanceof HTMLFormElement) || (form.getAttribute('method') ?? '').toLowerCase() !== 'post') return;
    if (form.dataset.sending !== undefined) {
      event.preventDefault();
      return;
    }
    if (event.defaultPrevented) return;
    form.dataset.sending = '';
    form.setAttribute('aria-busy', 'true');
    setTimeout(() => release(form), RELEASE_AFTER_MS);
  });
  window.addEventListener('pageshow', () =>
    document.querySelectorAll<HTMLFormElement>('form[data-sending]').forEach(release),
  );
}
