import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Design, DesignEvent } from './types';

/** The API as followDesign reads it: GET /designs/{id} answers from `answers`, one per call. */
const answers: (Design | Error)[] = [];
const reads: string[] = [];
class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}
vi.mock('@/lib/api-client', () => ({
  ApiError: FakeApiError,
  api: {
    get: vi.fn(async (path: string) => {
      reads.push(path);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      if (answer instanceof Error) throw answer;
      return { data: answer };
    }),
  },
}));
vi.mock('@/lib/toasts', () => ({
  clampProgress: (value: number) => Math.min(1, Math.max(0, value)),
}));

/** A stream the test writes `design` events into, as the server does. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  onerror: (() => void) | null = null;
  private listeners: ((message: { data: string }) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(_type: string, listener: (message: { data: string }) => void) {
    this.listeners.push(listener);
  }
  send(event: DesignEvent) {
    if (!this.closed) for (const listener of this.listeners) listener({ data: JSON.stringify(event) });
  }
  close() {
    this.closed = true;
  }
}

const { followDesign } = await import('./live');

const id = '5b8f2f4e-8c1a-4a55-9d37-0d8c3a1f6e21';
const completed: Design = {
  id,
  tool: 'upscale',
  status: 'completed',
  progress: 1,
  cost: 0,
  input: {},
  seed: 1,
  provider: 'offline',
  model: 'upscale',
  preview: false,
  error: null,
  refunded: false,
  share: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  startedAt: '2025-01-01T00:00:01.000Z',
  finishedAt: '2025-01-01T00:00:05.000Z',
  outputs: [
    {
      id: 'a3c1e6d0-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
      url: '/api/files/a3c1e6d0-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
      mime: 'image/png',
      kind: 'image',
      width: 640,
      height: 480,
      durationSeconds: null,
      thumbnailUrl: null,
    },
  ],
};

/** Lets the awaited API reads settle. */
const flush = () => vi.advanceTimersByTimeAsync(0);

/** Follows the design, keeping what it hands over: the events, the settled designs and the stop. */
function follow() {
  const events: DesignEvent[] = [];
  const settled: (Design | null)[] = [];
  const stop = followDesign(
    id,
    (event) => events.push(event),
    (design) => settled.push(design),
  );
  return { events, settled, stop };
}

describe('followDesign', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    answers.length = 0;
    reads.length = 0;
    FakeEventSource.last = null;
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands over the end only as the whole design, outputs included, never as a bare "completed"', async () => {
    const { events, settled } = follow();
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe(`/api/designs/${id}/events`);
    stream.send({ id, status: 'processing', progress: 0.4 });
    answers.push(completed);
    stream.send({ id, status: 'completed', progress: 1 });
    await flush();
    // A card told "completed" by the event alone had no outputs to show: no such event may pass.
    expect(events).toEqual([{ id, status: 'processing', progress: 0.4 }]);
    expect(settled).toEqual([completed]);
    expect(settled[0]!.outputs).toHaveLength(1);
    expect(stream.closed).toBe(true);
  });

  it('reads the finished design again until the read succeeds', async () => {
    const { settled } = follow();
    answers.push(new TypeError('Failed to fetch'), completed);
    FakeEventSource.last!.send({ id, status: 'completed', progress: 1 });
    await flush();
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(settled).toEqual([completed]);
    expect(reads).toHaveLength(2);
  });

  it('polls when the stream breaks, and stops at the end with one read loop', async () => {
    const { events, settled } = follow();
    answers.push({ ...completed, status: 'processing', progress: 0.7, outputs: [] }, completed);
    FakeEventSource.last!.onerror!();
    FakeEventSource.last!.onerror!();
    await flush();
    expect(events).toEqual([{ id, status: 'processing', progress: 0.7 }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(settled).toEqual([completed]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toHaveLength(2);
  });

  it('says the design is gone when it was deleted meanwhile, and is silent once stopped', async () => {
    const { settled } = follow();
    answers.push(new FakeApiError(409, 'DesigningIsDeleted'));
    FakeEventSource.last!.send({ id, status: 'deleted', progress: 0 });
    await flush();
    expect(settled).toEqual([null]);

    const { settled: later, stop } = follow();
    answers.push(completed);
    FakeEventSource.last!.send({ id, status: 'completed', progress: 1 });
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(later).toEqual([]);
  });
});
