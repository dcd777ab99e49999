'use client';

import { api, ApiError } from '@/lib/api-client';
import { clampProgress } from '@/lib/toasts';

const POLL_MS = 2_000;

/** What the server's events and reads of a running thing (a design, a model) share. */
export interface LiveState<Status extends string> {
  status: Status;
  progress: number;
}

export interface FollowOptions<Status extends string, Full extends LiveState<Status>> {
  /** The API path of the thing: its events are at `${path}/events`, its state at `path`. */
  path: string;
  /** The name of the server-sent events that carry its state. */
  event: string;
  isSettled: (status: Status) => boolean;
  /** A refusal that means the thing is gone (deleted here or in another tab). */
  isGone: (error: ApiError) => boolean;
  onEvent: (state: LiveState<Status>) => void;
  /** Once, with the full thing as read after it settled, or null when it is gone. */
  onSettled: (full: Full | null) => void;
}

/**
 * Follows one running thing until it settles: the server-sent events at `${path}/events`, or, where
 * EventSource is missing or the stream breaks, a poll of `path`. Calls `onEvent` on every change while it
 * runs, and `onSettled` once with the full thing. The settled state itself reaches the caller only through
 * `onSettled`: an event carries no outputs, and a card told "done" by it showed a blank picture with no
 * Download until a reload. Returns a stop function.
 */
export function followLive<Status extends string, Full extends LiveState<Status>>({
  path,
  event: eventName,
  isSettled,
  isGone,
  onEvent,
  onSettled,
}: FollowOptions<Status, Full>): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;
  let polling = false;

  /** Reads the thing; a settled one ends the follow, a running one is an event. */
  const poll = async () => {
    if (stopped || done) return;
    try {
      const { data } = await api.get<Full>(path, { toastErrors: false });
      if (stopped) return;
      if (isSettled(data.status)) {
        done = true;
        onSettled(data);
        return;
      }
      onEvent({ status: data.status, progress: clampProgress(data.progress) });
    } catch (error) {
      if (error instanceof ApiError && isGone(error)) {
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
    source = new EventSource(`/api${path}/events`, { withCredentials: true });
    source.addEventListener(eventName, (message) => {
      try {
        const state = JSON.parse((message as MessageEvent<string>).data) as LiveState<Status>;
        if (isSettled(state.status)) {
          // The end: the full thing is read (and read again until it comes).
          source?.close();
          startPolling();
        } else onEvent({ status: state.status, progress: clampProgress(state.progress) });
      } catch {
        // A malformed event is ignored; the next one or the poll brings the state.
      }
    });
    source.onerror = () => {
      // The stream closes when the thing settles; otherwise it broke: poll instead of reconnecting.
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
