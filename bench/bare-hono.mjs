// The baseline of the market bench: a bare Hono route on @hono/node-server that answers every GET with
// one JSON body (the listing API's own answer, read once into memory): routing and serialisation of a
// real response, no database. Usage: node bench/bare-hono.mjs <file.json> <port>.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [file, portArg] = process.argv.slice(2);
if (!file || !portArg) {
  console.error('usage: node bench/bare-hono.mjs <file.json> <port>');
  process.exit(2);
}
const body = JSON.parse(readFileSync(file, 'utf8'));
const app = new Hono();
app.get('*', (c) => c.json(body));
const server = serve({ fetch: app.fetch, port: Number(portArg), hostname: '127.0.0.1' }, (info) =>
  console.log(`ready ${info.port}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
