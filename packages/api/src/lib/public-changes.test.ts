import { afterEach, describe, expect, it } from 'vitest';
import { onPublicChange, publicChangesSettled, publicContentChanged } from './public-changes';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A listener whose work ends when the test says so. */
function slowListener() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  stops.push(onPublicChange(() => done));
  return finish;
}

describe('public changes', () => {
  it('is settled at once when nothing is pending', async () => {
    const started = Date.now();
    await publicChangesSettled();
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('waits for the work a change started, and only that long', async () => {
    const finish = slowListener();
    publicContentChanged();
    let settled = false;
    const waiting = publicChangesSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(settled).toBe(true);
    // Done work is forgotten: the next wait is immediate.
    const started = Date.now();
    await publicChangesSettled();
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('gives up waiting after the timeout, and a failing or throwing listener does not stop the others', async () => {
    const finish = slowListener();
    stops.push(onPublicChange(() => Promise.reject(new Error('down'))));
    stops.push(
      onPublicChange(() => {
        throw new Error('broken');
      }),
    );
    let heard = 0;
    stops.push(onPublicChange(() => void (heard += 1)));
    publicContentChanged();
    expect(heard).toBe(1);
    const started = Date.now();
    await publicChangesSettled(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    // Nothing is left pending for whatever runs next in this process.
    finish();
    await publicChangesSettled();
  });
});
