// Small helpers the bench scripts share (scripts/bench.mjs and the file-serving bench that runs alone too).
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A port nothing listens on now, asked of the system. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}
