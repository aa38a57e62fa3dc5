/**
 * The guard against leaving a form with unsaved changes: forms marked `data-guard` ask
 * before the page is left (links, back button, closing the tab), not when they are sent.
 * A form the server sent back refused (`data-unsaved`: errors, someone else's change) holds
 * what was typed and not saved, so it asks even before anything is changed again.
 */
function snapshot(form: HTMLFormElement) {
  return new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
}

export function guardUnsavedForms() {
  const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-guard]')];
  if (forms.length === 0) return;
  // Islands may add fields while hydrating: take the first snapshot once the page is idle.
  const initial = new Map<HTMLFormElement, string>();
  const take = () => forms.forEach((f) => initial.set(f, snapshot(f)));
  if (document.readyState === 'complete') setTimeout(take, 0);
  else window.addEventListener('load', () => setTimeout(take, 0));

  const MESSAGE = forms[0].dataset.guard ?? '';
  let submitting = false;
  const dirty = () =>
    !submitting &&
    forms.some((f) => f.hasAttribute('data-unsaved') || (initial.has(f) && snapshot(f) !== initial.get(f)));
  document.addEventListener('submit', () => (submitting = true), true);
  window.addEventListener('pageshow', () => (submitting = false));
  window.addEventListener('beforeunload', (event) => {
    if (dirty()) {
      event.preventDefault();
      event.returnValue = MESSAGE;
    }
  });
  // In-page links get a clear Spanish question instead of the browser's generic one. A link that
  // does not leave the page (an error summary's «#f-name», a download, a new tab) asks nothing.
  const leaves = (link: HTMLAnchorElement) =>
    !link.getAttribute('href')?.startsWith('#') &&
    !link.hasAttribute('download') &&
    (!link.target || link.target === '_self');
  document.addEventListener(
    'click',
    (event) => {
      const found = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      const link = found && leaves(found) ? found : null;
      if (link && dirty() && !window.confirm(MESSAGE)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else if (link && dirty()) submitting = true;
    },
    true,
  );
}
