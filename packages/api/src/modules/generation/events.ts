/**
 * Design events (state and progress) travel as PostgreSQL NOTIFY on one channel, sent by a trigger on
 * `designs` (migration 0006) inside the transaction that changes the design, so they are delivered at
 * commit and never for a change that rolled back. Each process LISTENs once and fans out to its
 * server-sent-event streams; the streams also poll now and then, so a missed notification only delays
 * an update.
 */
import { EventEmitter } from 'node:events';
import type { DbHandle } from '@rassam/db';

export const DESIGN_EVENTS_CHANNEL = 'design_events';

export interface DesignEvent {
  id: string;
  userId: string;
  status: string;
  progress: number;
}

/** One LISTEN per process, shared by every stream; started on first use. */
export function createDesignEventHub(handle: Pick<DbHandle, 'listen'>) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listening: Promise<unknown> | null = null;

  function start() {
    listening ??= handle
      .listen(DESIGN_EVENTS_CHANNEL, (payload) => {
        try {
          const event = JSON.parse(payload) as DesignEvent;
          emitter.emit(event.id, event);
        } catch {
          // Not ours or not JSON: nothing to deliver.
        }
      })
      .catch(() => {
        // No LISTEN (e.g. a pooler that does not support it): streams fall back to polling.
        listening = null;
      });
    return listening;
  }

  return {
    /** Calls `onEvent` for every event of one design until the returned function is called. */
    async subscribe(designId: string, onEvent: (event: DesignEvent) => void): Promise<() => void> {
      await start();
      emitter.on(designId, onEvent);
      return () => emitter.off(designId, onEvent);
    },
  };
}

export type DesignEventHub = ReturnType<typeof createDesignEventHub>;
