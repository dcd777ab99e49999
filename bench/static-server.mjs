// A minimal static server for `npm run bench`: answers every GET with one file, read once into memory.
// Usage: node bench/static-server.mjs <file> <port>. Prints "ready <port>" when listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, portArg] = process.argv.slice(2);
if (!file || !portArg) {
  console.error('usage: node bench/static-server.mjs <file> <port>');
  process.exit(2);
}
const body = readFileSync(file);
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) };

const server = createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log(`ready ${server.address().port}`));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
