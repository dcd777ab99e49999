import axe from 'axe-core';
import type { Page } from '@playwright/test';

type AxeCore = typeof axe;

/** What the product keeps: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScan {
  /** Only these rules (the dark theme's contrast scan); otherwise every rule of WCAG_TAGS. */
  rules?: string[];
  /** Rules left out of a WCAG_TAGS scan. */
  disable?: string[];
  /** A CSS selector: only that part of the page. */
  include?: string;
}

/**
 * axe-core's violations on the page as it stands, run inside the page itself.
 *
 * @axe-core/playwright opened a blank page for every scan to finish the run in (a renderer process of its
 * own) and compiled axe's half a megabyte of script into both: measured on 18 pages, 60 % of the scans' CPU
 * went there (decision 053). Here axe is put into the page once and each scan is one `axe.run`.
 * Frames are not entered: no scanned page of ours holds one (the tour editor's frame shows an imported tour,
 * another tool's markup, which is not ours to check).
 */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    // Passes and inapplicable rules are not sent back: only what failed.
    resultTypes: ['violations'],
    runOnly: scan.rules ? { type: 'rule', values: scan.rules } : { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries((scan.disable ?? []).map((rule) => [rule, { enabled: false }])),
  };
  const results = await page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as { axe: AxeCore };
      return axe.run(include ? { include: [include] } : document, options);
    },
    { include: scan.include, options },
  );
  return results.violations;
}
