// Preloaded into a server the bench starts (`node --import …/report-memory.mjs`): its memory, every 50 ms, to
// the parent over IPC, so that the bench reads the server's own RSS and V8 heap, not its own.
import { setInterval } from 'node:timers';

if (process.send) {
  setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ rss, heapUsed });
  }, 50).unref();
}
