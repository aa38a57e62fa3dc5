// @browser: the live islands fetch their page again (ClassesLive, InterestsLive, VoucherLive); the server reads the header (src/plugins/ssr.tsx).

/**
 * Sent by a script that fetches a page to take parts of it: the server then answers the whole
 * page at once. Streamed, a slow list would arrive as its "Cargando resultados..." placeholder,
 * its rows later in a hidden block that only the page's own scripts put in place.
 */
export const WHOLE_PAGE_HEADER = 'x-whole-page';

/**
 * The current page (its own address) fetched again, parsed in an inert <template>, or null when
 * the server did not answer it. A template, not DOMParser: DOMParser parses without scripting, so
 * the page's <noscript><style nonce> would become a style element whose old nonce the current
 * page's CSP reports as a violation on every refresh.
 */
export async function fetchThisPage(): Promise<DocumentFragment | null> {
  const response = await fetch(location.href, {
    credentials: 'same-origin',
    headers: { accept: 'text/html', [WHOLE_PAGE_HEADER]: '1' },
  });
  if (!response.ok) return null;
  const html = document.createElement('template');
  html.innerHTML = await response.text();
  return html.content;
}
