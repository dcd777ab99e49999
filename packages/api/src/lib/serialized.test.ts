import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSerializedMemo, jsonBytes } from './serialized';

describe('serialized answers', () => {
  it('serialises once per source object, and afresh for a new one', () => {
    const serializedOnce = createSerializedMemo();
    let builds = 0;
    const build = (source: { n: number }) => () => {
      builds += 1;
      return { data: source.n };
    };
    const first = { n: 1 };
    const bytes = serializedOnce(first, build(first));
    expect(serializedOnce(first, build(first))).toBe(bytes);
    expect(builds).toBe(1);
    const second = { n: 2 };
    expect(new TextDecoder().decode(serializedOnce(second, build(second)))).toBe('{"data":2}');
    expect(builds).toBe(2);
  });

  it('answers as c.json would, Persian text included', async () => {
    const value = { data: { title: 'گل‌فروشی ۱۲' } };
    const serializedOnce = createSerializedMemo();
    const app = new Hono();
    app.get('/bytes', (c) =>
      jsonBytes(
        c,
        serializedOnce(value, () => value),
      ),
    );
    app.get('/json', (c) => c.json(value, 200));
    const [bytes, json] = await Promise.all([app.request('/bytes'), app.request('/json')]);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe(json.headers.get('content-type'));
    expect(await bytes.json()).toEqual(await json.json());
  });
});
