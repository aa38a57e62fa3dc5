import { IDEMPOTENCY_FIELD } from '../src/lib/formFields';

/**
 * A create form carries a key (a hidden field) so that sending it twice makes one record. But
 * back from the new record, the browser loads the form again (pages are not cached) with a fresh
 * key while it puts back what was typed: sent again, that would make a second record. So the key
 * a form was first sent with is kept in its history entry (`history.state` outlives going back
 * and reloading) and is the key every later post of that form from that entry sends: the server
 * then answers with the first record, or, with other data, shows the form again saying it was
 * sent already. Only forms that leave the page are concerned: a dialog that posts with fetch
 * keeps its own key (and prevents the submit, so it is not seen here).
 */
const STATE_FIELD = 'formKeys';

type SavedKeys = Record<string, string>;

function savedKeys(): SavedKeys {
  const state: unknown = history.state;
  const saved = state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_FIELD] : undefined;
  return saved && typeof saved === 'object' ? (saved as SavedKeys) : {};
}

/** Which form of the page this is: its address, and its place among the page's forms with a key. */
function formId(form: HTMLFormElement): string {
  const keyed = [...document.forms].filter((f) => f.elements.namedItem(IDEMPOTENCY_FIELD) instanceof HTMLInputElement);
  return `${form.action}#${keyed.indexOf(form)}`;
}

export function keepFormKeys() {
  // Registered after the one-submit guard: a second submit it stops is defaultPrevented here.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const input = form.elements.namedItem(IDEMPOTENCY_FIELD);
    if (!(input instanceof HTMLInputElement)) return;
    const id = formId(form);
    const saved = savedKeys();
    if (saved[id]) {
      input.value = saved[id];
      return;
    }
    const state: unknown = history.state;
    const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
    try {
      history.replaceState({ ...base, [STATE_FIELD]: { ...saved, [id]: input.value } }, '');
    } catch {
      // A browser that refuses (too many calls, a sandboxed frame): the form works as before.
    }
  });
}
