// `npm test`: the unit tests while the site is built, then the browser tests on that build.
//
// The unit tests leave about a quarter of the two cores idle (a worker waiting on PostgreSQL, the last long
// file running alone), and the build needs no database: side by side they end sooner than one after the
// other (docs/decisions/059). The build's output is held and printed in one block when it ends, so that its
// lines do not mix with the tests' report.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/** Runs a command to its end; resolves with its exit code (and, when captured, what it printed). */
function run(args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (capture) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    // A child ended by a signal has no code: that is a failure too.
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const build = run(['scripts/start.mjs', '--build-only'], { capture: true }).then((result) => {
  console.log(`\n── the build (beside the unit tests) ended after ${seconds()} ──`);
  process.stdout.write(result.output);
  return result.code;
});
const unit = (await run(['scripts/test-unit.mjs'])).code;
const built = await build;
if (unit !== 0 || built !== 0) process.exit(unit || built);
const browser = await run(['node_modules/@playwright/test/cli.js', 'test']);
process.exit(browser.code);
