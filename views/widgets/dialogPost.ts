// @browser: the dialogs' form posts (ModalDialog), and the headers the server answers them with (src/plugins/ssr.tsx).

/** Sent by a dialog that posts its form with fetch. */
export const DIALOG_HEADER = 'x-dialog';
/** The answer's next page, instead of a redirect that fetch would follow (using up the flash message). */
export const DIALOG_LOCATION_HEADER = 'x-dialog-location';
/**
 * The status of a page answered with 200 instead (a form again with its errors is a 422): the
 * browser logs every 4xx a script fetches as an error in its console, which here is no fault.
 */
export const DIALOG_STATUS_HEADER = 'x-dialog-status';

/** What the server answered a dialog's post. */
export type DialogAnswer =
  /** Done (or refused with a message for the next page): go there. */
  | { kind: 'go'; location: string }
  /** Not done: the server's page, to show inside the dialog (the form again with its errors, or why not). */
  | { kind: 'show'; title: string; html: string }
  /** No answer (the network): the browser posts the form itself. */
  | { kind: 'native' };

/** Where a form posts. Its attribute, not `form.action`: a field named 'action' would hide that. */
function actionOf(form: HTMLFormElement): URL {
  return new URL(form.getAttribute('action') ?? '', location.href);
}

/**
 * Posts a dialog's form as the browser would (urlencoded, the pressed button's value too) and
 * reads the answer: the address to go to, or the part of the page to show in the dialog (the
 * form the page shows again with its errors and summary; otherwise the page's main content).
 */
export async function postDialogForm(form: HTMLFormElement, submitter: HTMLElement | null): Promise<DialogAnswer> {
  const data = new FormData(
    form,
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
  );
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  const action = actionOf(form);
  let response: Response;
  try {
    response = await fetch(action, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { [DIALOG_HEADER]: '1' },
    });
  } catch {
    return { kind: 'native' };
  }
  return readAnswer(response, action);
}

/**
 * A dialog's page fetched when the dialog opens (`ModalDialog` without content of its own):
 * the form the page shows, to show inside the dialog, or where to go instead (the sign-in page
 * when the session has ended). A list of many rows then carries one button per row, not a
 * dialog's whole content per row.
 */
export async function loadDialogPage(href: string): Promise<DialogAnswer> {
  let response: Response;
  try {
    response = await fetch(href, {
      credentials: 'same-origin',
      headers: { [DIALOG_HEADER]: '1', accept: 'text/html' },
    });
  } catch {
    return { kind: 'native' };
  }
  return readAnswer(response);
}

/**
 * What the server answered a dialog: the address to go to, or the part of its page to show in
 * the dialog: the form it posts (to `action` when given: the form shown again with its errors
 * and summary), otherwise the page's main content (a refusal, an error page) without its heading.
 */
async function readAnswer(response: Response, action?: URL): Promise<DialogAnswer> {
  const next = response.headers.get(DIALOG_LOCATION_HEADER);
  if (next) return { kind: 'go', location: next };
  if (!(response.headers.get('content-type') ?? '').includes('text/html'))
    return { kind: 'go', location: response.url };
  // Without its <style> elements: parsing one with the page's nonce counts as a violation of the CSP.
  const page = new DOMParser().parseFromString(
    (await response.text()).replace(/<style\b[\s\S]*?<\/style>/gi, ''),
    'text/html',
  );
  const main = page.querySelector('main') ?? page.body;
  const form = [...main.querySelectorAll<HTMLFormElement>('form[method="post" i]')].find(
    (f) => !action || actionOf(f).pathname === action.pathname,
  );
  const title = main.querySelector('h1')?.textContent?.trim() || page.title;
  if (form) return { kind: 'show', title, html: form.outerHTML };
  main.querySelector('h1')?.remove();
  return { kind: 'show', title, html: main.innerHTML };
}
