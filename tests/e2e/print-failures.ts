/**
 * A reporter that prints, under each failed test, the page as Playwright saw it when the test failed: the
 * accessibility tree of error-context.md (which the list reporter names but does not show). CI keeps only
 * what a run prints, so without it a failure there says what was missing but never what was on the page.
 */
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough for a page's header, main landmarks and the element looked for; the rest is cut. */
const MAX_CHARS = 6_000;

export default class PrintFailures implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The file repeats the error the list reporter prints; the page's tree (after a matcher's error, or as
    // the page was when the test ended) is what is new.
    const trees = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!.trimEnd());
    if (trees.length === 0) return;
    const snapshot = trees.join('\n\n');
    const shown = snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n… (cut)` : snapshot;
    process.stdout.write(`\n── the page when "${test.titlePath().filter(Boolean).join(' › ')}" failed ──\n${shown}\n`);
  }
}
