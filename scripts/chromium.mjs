// How we start Debian's Chromium here (tests, benchmarks, screenshots): no sandbox as root, and none of
// the background traffic a closed network would refuse.
import { existsSync } from 'node:fs';

/** The browser people use: benchmarks (Lighthouse, first load) and screenshots run in it. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests: Debian's chromium-headless-shell, the same Chromium without a browser window of its
 * own. A page load costs it less than half the CPU of `chromium --headless` (which draws an invisible
 * window, its compositor and a WebUI renderer per tab), and the suite's time is mostly the browser's
 * (docs/decisions/051). Where it is not installed, the full browser runs them as well.
 */
export const testChromiumPath =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
