/**
 * JavaScript per page type (target 7): what Chromium loads on each, in bytes and gzipped, and
 * whether React is among it. A page with no island loads no React; a list page ≤ 80 KB
 * gzipped in all. Needs the client build (`npm run build`) and Chromium (/usr/bin/chromium).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Db } from '../src/db/knex';
import { type Bench } from './lib';

const LIST_LIMIT = 80 * 1024;

/** Page types: a public page, the start page, a list, a form with autocomplete, a record. */
async function pagesOf(db: Db) {
  const voucher = (await db('vouchers').orderBy('id').first('id')) as { id: number } | undefined;
  return [
    { type: 'public page (/login)', path: '/login', anonymous: true, list: false },
    { type: 'start page (/)', path: '/', list: false },
    { type: 'list (/places-settings)', path: '/places-settings?tab=municipalities', list: true },
    { type: 'list (/vouchers)', path: '/vouchers', list: true },
    { type: 'list (/customers)', path: '/customers', list: true },
    { type: 'form (/vouchers/new)', path: '/vouchers/new', list: false },
    ...(voucher ? [{ type: 'record (/vouchers/:id)', path: `/vouchers/${voucher.id}`, list: false }] : []),
  ];
}

export const js: Bench = {
  name: 'js',
  title: 'JavaScript loaded per page type (gzipped); no island: no React; a list page ≤ 80 KB gzipped',
  async run({ appUrl, admin, db }) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    try {
      const token = /apollo-token=([^;]+)/.exec(admin.cookie)![1];
      for (const page of await pagesOf(db)) {
        const context = await browser.newContext();
        if (!page.anonymous) await context.addCookies([{ name: 'apollo-token', value: token, url: appUrl }]);
        const tab = await context.newPage();
        const scripts: { url: string; body: Buffer }[] = [];
        tab.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          scripts.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
        });
        const res = await tab.goto(`${appUrl}${page.path}`, { waitUntil: 'networkidle' });
        const islands = await tab.locator('[data-island]').count();
        await context.close();
        const raw = scripts.reduce((sum, s) => sum + s.body.length, 0);
        const gzipped = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
        const react = scripts.some((s) => s.body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'));
        const verdict =
          islands === 0
            ? react
              ? '  NOT met: React without an island'
              : '  met: no React'
            : page.list
              ? gzipped <= LIST_LIMIT
                ? '  met: ≤ 80 KB'
                : '  NOT met: over 80 KB'
              : '';
        console.log(
          `  ${page.type.padEnd(30)} ${String(res?.status()).padStart(3)}  ${String(islands).padStart(2)} islands  ${String(scripts.length).padStart(2)} scripts  ${(raw / 1024).toFixed(0).padStart(5)} KB  ${(gzipped / 1024).toFixed(1).padStart(6)} KB gzipped  React: ${react ? 'yes' : 'no '}${verdict}`,
        );
      }
    } finally {
      await browser.close();
    }
  },
};
