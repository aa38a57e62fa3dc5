import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's own build, injected into the page under test (the context needs `bypassCSP`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  rule: string;
  impact: string | null;
  /** The failing element's selector and axe's explanation for it. */
  element: string;
  summary: string;
}

/**
 * Loads axe into every page the context opens, before the page's own scripts: injected after
 * each navigation instead, the test waited for one more round trip with 500 KB of script per page.
 */
export async function loadAxeInPages(context: BrowserContext) {
  await context.addInitScript({ content: AXE_SOURCE });
}

/** Runs axe's WCAG A/AA rules on the page as it is now (an open dialog included). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
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
