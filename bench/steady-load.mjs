// A steady load for the market bench (decision 012): `rate` requests a second, one every 1000/rate ms
// whatever the answers, over at most `connections` kept-alive connections, for `seconds`. A request's
// latency runs from the moment it was due, not from when it was sent, so a server that falls behind is
// charged for the queue it causes (what wrk2 calls correcting coordinated omission).
//
// Why not autocannon's `overallRate`: it gives each connection rate/connections requests per second, sent
// back to back as soon as that connection's one-second window opens, and every connection's window opens
// at the same moment. At 200 requests/s from 200 connections all 200 arrive together once a second: a
// burst, not a rate. It then records each answer with an "expected interval" of ceil(1/rate) ms (1 ms),
// which adds a synthetic sample for every millisecond of a slow answer, so the bursts' queue fills its
// percentiles. The bench keeps that load as its "bursts" rows (real latencies only); this one is the
// rate the aim speaks of.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';

/**
 * @param {{ base: string, paths: string[], rate: number, connections: number, seconds: number,
 *           headers?: Record<string, string>, timeoutMs?: number }} options
 */
export async function steadyLoad({ base, paths, rate, connections, seconds, headers = {}, timeoutMs = 30_000 }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  let lateMs = 0;

  const send = (path) =>
    new Promise((settle) => {
      const request = http.get(
        { host: url.hostname, port: url.port, path, agent, headers, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => settle(response.statusCode));
          response.on('error', () => settle('error'));
        },
      );
      request.on('timeout', () => {
        request.destroy();
        settle('timeout');
      });
      request.on('error', () => settle('error'));
    });

  const started = performance.now() + 10;
  const dueAt = (index) => started + (index * 1000) / rate;
  const inFlight = [];
  let sent = 0;
  await new Promise((done) => {
    // A 1 ms tick sends whatever has fallen due; timers cannot promise 5 ms exactly, the due time can.
    const tick = setInterval(() => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) {
        const due = dueAt(sent);
        lateMs = Math.max(lateMs, now - due);
        const path = paths[sent % paths.length];
        sent += 1;
        inFlight.push(
          send(path).then((status) => {
            if (status === 'timeout') timeouts += 1;
            else if (status === 'error') errors += 1;
            else {
              statuses[status] = (statuses[status] ?? 0) + 1;
              latencies.push(performance.now() - due);
            }
          }),
        );
      }
      if (sent >= total) {
        clearInterval(tick);
        done();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (fraction) =>
    latencies.length ? round(latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))]) : 0;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: round(latencies.length / elapsedSeconds),
    totalRequests: sent,
    latencyMs: {
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      average: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)),
      max: at(1),
    },
    non2xx,
    errors,
    timeouts,
    statuses,
    durationSeconds: round(elapsedSeconds),
    connections,
    // How late the generator itself sent a request, at worst: a high figure means the client, not the
    // server, was short of CPU.
    generatorLateMs: round(lateMs),
  };
}

const round = (value) => Math.round(value * 10) / 10;
