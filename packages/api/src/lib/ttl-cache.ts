/**
 * The load's answer as a real promise. A query builder is a lazy thenable that runs its query again each
 * time `then` is called, so keeping the builder itself would query once per reader, not once per load.
 */
function settle<V>(load: () => PromiseLike<V>): Promise<V> {
  return Promise.resolve(load());
}

/**
 * A bounded in-process cache of loads that expire. Concurrent misses of one key share one load (at a few
 * hundred requests a second, an expired popular key would otherwise send every waiting request to the
 * database at once); a failed load is forgotten at once, so errors are not cached; the least recently
 * used entry goes first when the cache is full. `clear()` drops everything, loads in flight included:
 * their callers still get their answer, later callers load afresh.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number; refreshing?: boolean }>();

  /**
   * `staleMs`: for that long after its lifetime an entry is still answered at once while one load
   * refreshes it behind (stale-while-revalidate), so no request waits on a popular key's reload.
   */
  constructor(private readonly options: { ttlMs: number; maxEntries: number; staleMs?: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Map keeps insertion order: moving the key to the end makes the first key the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit && hit.expires + (this.options.staleMs ?? 0) > this.now()) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    const entry = { value: settle(load), expires: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // The lifetime starts when the answer is there, not when it was asked for.
    entry.value.then(
      () => {
        entry.expires = this.now() + this.options.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  /** Loads a stale entry again behind its answer; the new value replaces it unless it was dropped meanwhile. */
  private refresh(
    key: string,
    stale: { value: Promise<V>; expires: number; refreshing?: boolean },
    load: () => PromiseLike<V>,
  ) {
    stale.refreshing = true;
    settle(load).then(
      (value) => {
        if (this.entries.get(key) !== stale) return;
        this.entries.set(key, { value: Promise.resolve(value), expires: this.now() + this.options.ttlMs });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
