/**
 * Generation workers on this process's runtime: `WORKER_CONCURRENCY` loops claiming designs from the
 * database. The web server starts them in its own process (the embedded default; DESIGN.md section 9:
 * one process owns PGlite), `npm run worker` in processes of their own beside any number of web servers.
 * Kept apart from `runtime.ts` so the web bundle never loads the media code; this module is loaded by
 * Node (through tsx), not by Next.js.
 */
import { getRuntime } from './runtime';
import { createDesignRunner } from './modules/generation/runner';
import { startWorkers } from './modules/generation/worker';
import { startModelWorkers } from './modules/models/worker';
import { startTileWorkers } from './modules/tours/tiles-worker';

/** The webhook origin: configured, or the site itself when it is public (https); else polling alone. */
function webhookOrigin(env: { AI_WEBHOOK_ORIGIN?: string | undefined; siteOrigin: string }) {
  if (env.AI_WEBHOOK_ORIGIN) return env.AI_WEBHOOK_ORIGIN.replace(/\/+$/, '');
  return env.siteOrigin.startsWith('https://') ? env.siteOrigin : undefined;
}

export async function startGenerationWorkers(concurrency?: number) {
  const runtime = await getRuntime();
  const { deps, env, logger } = runtime;
  const count = concurrency ?? env.WORKER_CONCURRENCY;
  if (count === 0) return null;
  const runner = createDesignRunner({
    db: deps.db,
    storage: deps.storage,
    providers: deps.generation.planner.providers,
    webhookOrigin: webhookOrigin(env),
    pollMs: env.AI_POLL_SECONDS * 1000,
  });
  const designWorkers = startWorkers(deps, runner, count);
  // 3D models share the design queue's rules; without a processor they wait for a process that has one.
  const processor = deps.models.processor;
  const modelWorkers = processor ? startModelWorkers(deps, processor, count) : null;
  if (!processor) logger.warn('no 3D model processor in this process: uploaded models wait in the queue');
  // Tour tiles (sharp only): one loop, since a 16384×8192 panorama holds some 400 MB of pixels while cut.
  const tileWorkers = startTileWorkers(deps, 1);
  const workers = {
    owner: designWorkers.owner,
    async stop() {
      await Promise.all([designWorkers.stop(), modelWorkers?.stop(), tileWorkers.stop()]);
    },
  };
  const remote = Object.keys(deps.generation.planner.providers);
  logger.info('generation workers started', {
    concurrency: count,
    providers: remote.length ? remote : ['offline only'],
    offline: env.AI_OFFLINE,
  });
  return { runtime, workers };
}
