import type { Test } from 'tap';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Console errors a test provokes on purpose (a chunk that fails to load), by context. */
const expected = new WeakMap<BrowserContext, RegExp[]>();

/** Lets a context log errors that match `pattern` without failing the test (what it is testing). */
export function allowConsoleErrors(context: BrowserContext, pattern: RegExp) {
  expected.set(context, [...(expected.get(context) ?? []), pattern]);
}

/**
 * Debian's headless shell (`chromium-headless-shell`, the build Playwright itself runs headless:
 * about a third less CPU per spec than the full browser's headless mode, which also runs the
 * browser's own UI) when installed, else Debian's Chromium; `CHROMIUM_PATH` names another.
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * That Chromium, headless, with the flags this machine needs, in Spanish (date inputs
 * follow the browser's language). Its JavaScript runs without V8's optimising compilers
 * (`--max-opt=1`: the interpreter and Sparkplug's baseline code): a spec runs each page's code
 * a few times, not long enough to repay compiling it again optimised, and those compiles were
 * about 40 % of the CPU axe's checks took. What the code does is the same at every tier. Every context it opens fails the test on any error in the
 * browser's console or any uncaught exception of a page (a hydration mismatch among them),
 * except a page's own document answering 4xx on purpose (a refusal, a page not found).
 */
export async function launchBrowser(t: Test): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      '--lang=es-ES',
      '--js-flags=--max-opt=1',
    ],
  });
  let closed = false;
  const report = (context: BrowserContext, text: string) => {
    if (closed || (expected.get(context) ?? []).some((p) => p.test(text))) return;
    t.fail(`error in the browser: ${text}`);
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ locale: 'es-ES', ...options });
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      const page = message.page();
      if (
        /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
        page &&
        where === page.url()
      )
        return;
      report(context, `${message.text()} (${where})`);
    });
    context.on('weberror', (error) => report(context, `${error.error().message} (${error.page()?.url() ?? ''})`));
    return context;
  };
  t.teardown(async () => {
    closed = true;
    await browser.close();
  });
  return browser;
}

/**
 * Resolves once `page` sends a GraphQL subscription over its WebSocket. Call it before the
 * page navigates (the socket is the page's); the server registers the subscription a moment
 * after reading the frame, so a spec still leaves it a beat before acting.
 */
export function subscriptionSent(page: Page, timeout = 30_000): Promise<void> {
  return page
    .waitForEvent('websocket', { timeout })
    .then(
      (ws) =>
        new Promise<void>((resolve) =>
          ws.on('framesent', (frame) => String(frame.payload).includes('"subscribe"') && resolve()),
        ),
    );
}
