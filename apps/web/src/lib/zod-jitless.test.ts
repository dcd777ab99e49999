import './zod-jitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('sets jitless where zod reads its settings', () => {
    expect(z.config().jitless).toBe(true);
    // The same object whichever of the two runs first: zod takes the one already on globalThis.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });

  it('keeps an object schema off `new Function`', () => {
    const made: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      expect(schema.parse({ name: 'Sara', age: 30 })).toEqual({ name: 'Sara', age: 30 });
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });
});
