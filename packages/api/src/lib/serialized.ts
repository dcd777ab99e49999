import type { Context, TypedResponse } from 'hono';

/** JSON bytes that remember the type of what they hold, so a route can still be checked against its schema. */
export type SerializedJson<T> = Uint8Array<ArrayBuffer> & { readonly __holds?: T };

const utf8 = new TextEncoder();

/** Serialises `value` once. */
export function serializeJson<T>(value: T): SerializedJson<T> {
  return utf8.encode(JSON.stringify(value));
}

/**
 * A memo of serialised answers keyed by the object they were built from. For values from a cache, which
 * are shared and never changed: their answer cannot change either, and it goes when the value is dropped.
 */
export function createSerializedMemo() {
  const made = new WeakMap<object, Uint8Array<ArrayBuffer>>();
  return function serializedOnce<T>(source: object, build: () => T): SerializedJson<T> {
    let bytes = made.get(source);
    if (!bytes) {
      bytes = serializeJson(build());
      made.set(source, bytes);
    }
    return bytes as SerializedJson<T>;
  };
}

/** Sends JSON made earlier as `c.json(value, 200)` would send `value`, typed the same for the route. */
export function jsonBytes<T>(c: Context, bytes: SerializedJson<T>): TypedResponse<T, 200, 'json'> {
  return c.body(bytes, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;
}
