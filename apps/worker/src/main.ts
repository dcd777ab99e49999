/**
 * `npm run worker`: generation workers as a process of their own (WORKER_CONCURRENCY loops, default 1),
 * for a deployment on PostgreSQL where web servers run with WORKER_CONCURRENCY=0. Stops cleanly on
 * SIGTERM: the loops finish the step they are in; a design left running is taken over by another worker
 * when its lease runs out.
 */
import { applyMigrations } from '@rassam/db';
import { startGenerationWorkers } from '../../../packages/api/src/generation-workers';
import { getRuntime } from '../../../packages/api/src/runtime';

const runtime = await getRuntime();
await applyMigrations(runtime.handle);
const started = await startGenerationWorkers(Math.max(1, runtime.env.WORKER_CONCURRENCY));

const stop = async () => {
  await started?.workers.stop();
  await runtime.handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
