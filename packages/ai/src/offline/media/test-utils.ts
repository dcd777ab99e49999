/** Helpers for the media tests: a picture to work on, and a private temp dir to check clean-up in. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';

/** A 1600×1000 PNG with shapes and a gradient (so that motion and crops are visible in frames). */
export function testPicture(width = 1600, height = 1000): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e76f51"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#f4d35e"/>` +
    `<rect x="${width * 0.6}" y="${height * 0.5}" width="${width * 0.25}" height="${height * 0.3}" fill="#2a9d8f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Points os.tmpdir() at a fresh folder for this test file (each file runs in its own process),
 * removed after its tests, and returns a function listing what the media code left there.
 */
export function privateTempDir(): () => string[] {
  const dir = mkdtempSync(join(tmpdir(), 'rassam-media-test-'));
  process.env.TMPDIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => readdirSync(dir).filter((name) => name.startsWith('rassam-media-'));
}
