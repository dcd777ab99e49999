/**
 * Listings that follow the map: each move asks again, but only after the map has been still for `delay` ms,
 * and only the answer to the newest question is shown. A slow answer to an older box (the user kept
 * panning) is dropped even if it arrives last, and its request is aborted. Pure timing and ordering, so
 * the unit tests drive it with fake timers.
 */
export interface Feed<Q> {
  /** Ask for q once the caller has been quiet for `delay` ms (each call restarts the wait). */
  request(q: Q): void;
  /** Ask now, dropping any wait and any answer still on its way. */
  requestNow(q: Q): void;
  /** Stop: nothing in flight or waiting will be delivered. */
  cancel(): void;
}

export interface FeedOptions<Q, R> {
  delay: number;
  load: (q: Q, signal: AbortSignal) => Promise<R>;
  onResult: (result: R, q: Q) => void;
  onError?: (error: unknown, q: Q) => void;
  /** Called when a load starts and when the newest one settles (a spinner). */
  onLoading?: (loading: boolean) => void;
  /** Two questions that ask the same thing (same box, same filters) are sent once. */
  key?: (q: Q) => string;
}

export function createFeed<Q, R>(options: FeedOptions<Q, R>): Feed<Q> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let controller: AbortController | undefined;
  let lastKey: string | undefined;

  const start = (q: Q) => {
    const key = options.key?.(q);
    if (key !== undefined && key === lastKey) return;
    lastKey = key;
    controller?.abort();
    const mine = ++generation;
    const ctrl = new AbortController();
    controller = ctrl;
    options.onLoading?.(true);
    options.load(q, ctrl.signal).then(
      (result) => {
        if (mine !== generation) return;
        options.onLoading?.(false);
        options.onResult(result, q);
      },
      (error: unknown) => {
        if (mine !== generation) return;
        // Let the same question be asked again after a failure.
        lastKey = undefined;
        options.onLoading?.(false);
        options.onError?.(error, q);
      },
    );
  };

  return {
    request(q) {
      clearTimeout(timer);
      timer = setTimeout(() => start(q), options.delay);
    },
    requestNow(q) {
      clearTimeout(timer);
      start(q);
    },
    cancel() {
      clearTimeout(timer);
      generation += 1;
      controller?.abort();
      lastKey = undefined;
    },
  };
}
