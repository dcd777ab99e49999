'use client';

import { useEffect, useRef } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { clampProgress } from '@/lib/toasts';
import { isSettled, type Design, type DesignEvent } from './types';

const POLL_MS = 2_000;

/**
 * Follows one design until it settles: the server-sent events of `/api/designs/{id}/events`, or, where
 * EventSource is missing or the stream breaks, a poll of `/api/designs/{id}`. Calls `onEvent` on every
 * change while it runs, and `onSettled` once with the full design, outputs included. The settled state
 * itself reaches the caller only through `onSettled`: an event carries no outputs, and a card told "done"
 * by it showed a blank picture with no Download until a reload (and a list that stops following settled
 * designs stopped this one before its outputs came). `null` means the design is gone (deleted meanwhile).
 * Returns a stop function.
 */
export function followDesign(
  id: string,
  onEvent: (event: DesignEvent) => void,
  onSettled: (design: Design | null) => void,
): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;
  let polling = false;

  /** Reads the design; a settled one ends the follow, a running one is an event. */
  const poll = async () => {
    if (stopped || done) return;
    try {
      const { data } = await api.get<Design>(`/designs/${id}`, { toastErrors: false });
      if (stopped) return;
      if (isSettled(data.status)) {
        done = true;
        onSettled(data);
        return;
      }
      onEvent({ id, status: data.status, progress: clampProgress(data.progress) });
    } catch (error) {
      // Deleted (here or in another tab): nothing more will come.
      if (error instanceof ApiError && (error.status === 404 || error.code === 'DesigningIsDeleted')) {
        done = true;
        if (!stopped) onSettled(null);
        return;
      }
      // Otherwise a lost connection: try again at the next tick.
    }
    timer = setTimeout(poll, POLL_MS);
  };
  /** One poll loop at most, whichever way the stream ended. */
  const startPolling = () => {
    if (polling) return;
    polling = true;
    void poll();
  };

  if (typeof EventSource === 'undefined') startPolling();
  else {
    source = new EventSource(`/api/designs/${id}/events`, { withCredentials: true });
    source.addEventListener('design', (message) => {
      try {
        const event = JSON.parse((message as MessageEvent<string>).data) as DesignEvent;
        if (isSettled(event.status)) {
          // The end: the design with its outputs is read (and read again until it comes).
          source?.close();
          startPolling();
        } else onEvent({ ...event, progress: clampProgress(event.progress) });
      } catch {
        // A malformed event is ignored; the next one or the poll brings the state.
      }
    });
    source.onerror = () => {
      // The stream closes when the design settles; otherwise it broke: poll instead of reconnecting.
      source?.close();
      if (!done && !stopped) startPolling();
    };
  }

  return () => {
    stopped = true;
    source?.close();
    if (timer) clearTimeout(timer);
  };
}

/** Follows every unsettled design of a list and hands each change (and each settled design) to `onChange`. */
export function useLiveDesigns(designs: Design[], onChange: (id: string, patch: Partial<Design>) => void) {
  const following = useRef(new Map<string, () => void>());
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  const running = designs.filter((d) => !isSettled(d.status)).map((d) => d.id);
  const key = running.join(',');

  useEffect(() => {
    const map = following.current;
    for (const id of running) {
      if (map.has(id)) continue;
      map.set(
        id,
        followDesign(
          id,
          (event) => callback.current(id, { status: event.status, progress: event.progress }),
          (design) => {
            map.delete(id);
            callback.current(id, design ?? { status: 'deleted', progress: 0 });
          },
        ),
      );
    }
    for (const [id, stop] of map) {
      if (!running.includes(id)) {
        stop();
        map.delete(id);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const map = following.current;
    return () => {
      for (const stop of map.values()) stop();
      map.clear();
    };
  }, []);
}
