/**
 * LISTEN on PostgreSQL through one connection of its own that is reopened when it drops (a restart, a
 * failover, an idle timeout in between, pg_terminate_backend): with backoff, and every channel listened
 * to again, so that NOTIFY keeps reaching the process instead of its streams falling back to polling for
 * good. Notifications sent while it was away are lost; the streams' own polling covers that gap.
 */
import pg from 'pg';

/** What the database layer logs; the API's Logger fits it. */
export interface DbLog {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
}

export interface ReconnectBackoff {
  /** The first wait, in ms; each failed try doubles it. */
  baseMs: number;
  /** The longest wait, in ms. */
  capMs: number;
}

export const defaultBackoff: ReconnectBackoff = { baseMs: 250, capMs: 30_000 };

/**
 * The wait before reconnection attempt `attempt` (0-based): doubling from `baseMs` up to `capMs`, then
 * drawn between half of it and all of it, so that many processes losing the server at once do not all
 * come back in the same instant.
 */
export function reconnectDelay(attempt: number, backoff: ReconnectBackoff, random = Math.random): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface Listener {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createListener(
  config: pg.ClientConfig,
  log: DbLog,
  backoff: ReconnectBackoff = defaultBackoff,
): Listener {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  /** The first connection, while it is being made. */
  let opening: Promise<pg.Client> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      for (const onMessage of channels.get(message.channel) ?? []) onMessage(message.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function dropped(lost: pg.Client, error?: Error) {
    if (lost !== client || closed) return;
    client = null;
    log.warn('LISTEN connection lost: reconnecting', { err: error, channels: [...channels.keys()] });
    lost.end().catch(() => {});
    reconnect(0, Date.now());
  }

  function reconnect(attempt: number, since: number) {
    retry = setTimeout(
      async () => {
        retry = null;
        try {
          const next = await open();
          if (closed) {
            await next.end().catch(() => {});
            return;
          }
          client = next;
          log.info('LISTEN connection reopened', {
            attempts: attempt + 1,
            downMs: Date.now() - since,
            channels: [...channels.keys()],
          });
        } catch (error) {
          if (closed) return;
          log.warn('LISTEN reconnection failed: trying again', { err: error, attempt: attempt + 1 });
          reconnect(attempt + 1, since);
        }
      },
      reconnectDelay(attempt, backoff),
    );
  }

  return {
    async listen(channel, onMessage) {
      let handlers = channels.get(channel);
      const first = !handlers;
      if (!handlers) channels.set(channel, (handlers = new Set()));
      handlers.add(onMessage);
      const forget = () => {
        handlers.delete(onMessage);
        if (handlers.size === 0 && channels.get(channel) === handlers) channels.delete(channel);
      };
      try {
        if (!client && !retry) {
          // The first connection (or one after close): a failure here is the caller's to handle.
          opening ??= open().finally(() => (opening = null));
          client = await opening;
        }
        // While reconnecting, the new connection listens to every channel in the map, this one included.
        if (first && client) await client.query(`LISTEN ${channel}`);
      } catch (error) {
        forget();
        throw error;
      }
      let listening = true;
      return async () => {
        if (!listening) return;
        listening = false;
        forget();
        if (!channels.has(channel)) await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client ?? (await opening?.catch(() => null));
      client = null;
      channels.clear();
      await last?.end().catch(() => {});
    },
  };
}
