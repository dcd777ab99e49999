// A minimal static server for `npm run bench`: the pages the app answered, each at its own path, read once
// into memory and sent with the app's Content-Type and Content-Encoding (the same compressed bytes when the
// app compressed). What our server costs above this is ours.
// Usage: node bench/static-server.mjs <manifest.json> <port>; the manifest maps a path to
// { "file": "...", "contentType": "...", "contentEncoding": "gzip" | null }. Prints "ready <port>" when listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [manifestFile, portArg] = process.argv.slice(2);
if (!manifestFile || !portArg) {
  console.error('usage: node bench/static-server.mjs <manifest.json> <port>');
  process.exit(2);
}
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(manifestFile, 'utf8'))).map(([path, page]) => {
    const body = readFileSync(page.file);
    const headers = { 'content-type': page.contentType, 'content-length': String(body.length) };
    if (page.contentEncoding) headers['content-encoding'] = page.contentEncoding;
    return [path, { body, headers }];
  }),
);

const server = createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, page.headers);
  res.end(req.method === 'HEAD' ? undefined : page.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log(`ready ${server.address().port}`));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
