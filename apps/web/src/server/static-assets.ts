/**
 * Next.js's build files (`/_next/static/…`: named by their content, kept a year) in brotli for a browser that
 * takes it (decision 047). Next.js sends them gzipped, compressed again on every request; the build writes a
 * brotli copy beside each script and stylesheet at the highest quality (scripts/precompress-static.mjs),
 * about 15 % smaller: some 25 KB less before every first visit's page can run. A file without a copy, or a
 * browser without brotli, is left to Next.js.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { chooseEncoding } from './public-response';
import securityHeaders from './security-headers.json';

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** `dir` is the build's static folder (`.next/static`). */
export function createStaticAssets(dir: string) {
  const root = resolve(dir);
  // Build files never change under a running server: whether each has a copy, and its size, is looked up once.
  const copies = new Map<string, number | null>();
  const copySize = (file: string) => {
    if (!copies.has(file)) {
      let size: number | null = null;
      try {
        const stat = statSync(`${file}.br`);
        if (stat.isFile()) size = stat.size;
      } catch {
        /* no copy */
      }
      copies.set(file, size);
    }
    return copies.get(file)!;
  };

  return {
    /** Answers with the brotli copy and returns true, or returns false and leaves the request to Next.js. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = (req.url ?? '').split('?')[0]!;
      if (!path.startsWith(PREFIX)) return false;
      const type = TYPES[extname(path)];
      if (!type || chooseEncoding(String(req.headers['accept-encoding'] ?? '')) !== 'br') return false;
      let name: string;
      try {
        name = decodeURIComponent(path.slice(PREFIX.length));
      } catch {
        return false;
      }
      const file = resolve(root, name);
      if (!file.startsWith(root + sep) || name.includes('\0')) return false;
      const size = copySize(file);
      if (size === null) return false;

      res.writeHead(200, {
        // As Next.js would have answered (next.config.ts): build files are not embeds.
        ...Object.fromEntries(
          [...securityHeaders.all, ...securityHeaders.notEmbeds].map(({ key, value }) => [key, value]),
        ),
        'Content-Type': type,
        'Content-Encoding': 'br',
        'Content-Length': String(size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      if (req.method === 'HEAD') res.end();
      else
        createReadStream(`${file}.br`)
          .on('error', () => res.destroy())
          .pipe(res);
      return true;
    },
  };
}
