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

/** The history entry's state as an object (another script may have left something else there). */
function entryState(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
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
    const state = entryState();
    const saved = (state[STATE_FIELD] ?? {}) as Record<string, string>;
    if (saved[id]) {
      input.value = saved[id];
      return;
    }
    try {
      history.replaceState({ ...state, [STATE_FIELD]: { ...saved, [id]: input.value } }, '');
    } catch {
      // A browser that refuses (too many calls, a sandboxed frame): the form works as before.
    }
  });
}
