import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's own build, loaded into the page under test (the context needs `bypassCSP`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe served by a server of the test process's own, as a file the browser may keep: from the
 * third page on, Chromium runs it from its code cache instead of compiling its 500 KB again.
 * Given as the text of an init script (as before) it was compiled afresh in every page the test
 * opened: about 200 ms of the browser's CPU a page, a third of what checking the page costs.
 */
let axeUrl: Promise<string> | undefined;
function serveAxe(): Promise<string> {
  return (axeUrl ??= new Promise((resolve, reject) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(AXE_SOURCE);
    });
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // The test process ends while the browser may still hold a connection to it.
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/axe.min.js`);
    });
  }));
}

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  rule: string;
  impact: string | null;
  /** The failing element's selector and axe's explanation for it. */
  element: string;
  summary: string;
}

/** Runs axe's WCAG A/AA rules on the page as it is now (an open dialog included). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await serveAxe() });
  const results = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
      .violations;
  }, WCAG_TAGS);
  return results.flatMap((v) =>
    v.nodes.map((n) => ({
      rule: v.id,
      impact: v.impact,
      element: n.target.join(' '),
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
    })),
  );
}
