import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { applyMigrations } from '@rassam/db';
import { startGenerationWorkers } from './generation-workers';
import { keepIdleSocketsOpen } from './lib/node-listener';
import { getRuntime } from './runtime';

/** `npm run api`: the API alone, on PORT, without the web app (with its generation workers). */
const runtime = await getRuntime();
await applyMigrations(runtime.handle);
const generation = await startGenerationWorkers();
const server = serve({ fetch: runtime.api.fetch, port: runtime.env.PORT }, (info) => {
  runtime.logger.info('api listening', { url: `http://localhost:${info.port}/api` });
});
// serve() answers with an http.Server here (no http2 option).
keepIdleSocketsOpen(server as Server);

const stop = async () => {
  server.close();
  await generation?.workers.stop();
  await runtime.handle.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
