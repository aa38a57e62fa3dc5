import type { Test } from 'tap';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine needs. */
export async function launchBrowser(t: Test): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
  t.teardown(() => browser.close());
  return browser;
}
