/**
 * A bounded in-process cache of loads that expire. Concurrent misses of one key share one load (at a few
 * hundred requests a second, an expired popular key would otherwise send every waiting request to the
 * database at once); a failed load is forgotten at once, so errors are not cached; the least recently
 * used entry goes first when the cache is full. `clear()` drops everything, loads in flight included:
 * their callers still get their answer, later callers load afresh.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Map keeps insertion order: moving the key to the end makes the first key the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { value: load(), expires: Number.POSITIVE_INFINITY };
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

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
