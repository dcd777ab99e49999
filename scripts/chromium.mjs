// How we start Debian's Chromium here (tests, benchmarks, screenshots): no sandbox as root, and none of
// the background traffic a closed network would refuse.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
