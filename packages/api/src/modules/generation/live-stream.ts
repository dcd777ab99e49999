import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { DesignEventHub } from './events';

interface LiveState {
  status: string;
  progress: number;
}

/**
 * A running thing's state (a design, a model) as server-sent events named `event`: `first` at once, then
 * every change the event hub brings for `id`, until its status is one of `settled`. Notifications carry
 * every change; `read` every two seconds only covers one that was missed (or no LISTEN), and a read that
 * fails (the thing deleted meanwhile) ends the stream. A comment every fifteen seconds keeps proxies from
 * closing a quiet stream.
 */
export function streamLiveState(
  c: Context,
  options: {
    id: string;
    event: string;
    settled: ReadonlySet<string>;
    first: LiveState;
    read: () => Promise<LiveState>;
    events: DesignEventHub;
  },
) {
  const { id, event, settled: finalStatuses, first, read, events } = options;
  return streamSSE(c, async (stream) => {
    let last = '';
    let settled = false;
    const send = async (state: LiveState) => {
      const data = JSON.stringify({ id, status: state.status, progress: state.progress });
      if (data === last) return;
      last = data;
      await stream.writeSSE({ event, data });
      settled = finalStatuses.has(state.status);
    };
    await send(first);
    if (settled) return;
    const unsubscribe = await events.subscribe(id, (state) => void send(state).catch(() => {}));
    try {
      for (let tick = 0; !settled && !stream.aborted; tick++) {
        await stream.sleep(1_000);
        if (tick % 2 === 1) {
          await read()
            .then(send)
            .catch(() => {
              // Gone meanwhile: nothing more will come.
              settled = true;
            });
        }
        if (tick % 15 === 14) await stream.write(': keep-alive\n\n');
      }
    } finally {
      unsubscribe();
    }
  });
}
