import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaLoader, schemaResolver } from './resolver';

const schema = z.object({ title: z.string().min(3) });
const options = { shouldUseNativeValidation: false, fields: {} } as never;

describe('schemaResolver', () => {
  it('checks with a schema given as it is', async () => {
    const resolve = schemaResolver<{ title: string }>(schema, 'en');
    expect(await resolve({ title: 'Rassam' }, undefined, options)).toEqual({ values: { title: 'Rassam' }, errors: {} });
    const refused = await resolve({ title: 'ab' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.title?.type).toBe('too_small');
    expect(refused.errors.title?.message).toBeTruthy();
  });

  it('loads a schema given as a way to load it, once, and words its problems in the language', async () => {
    const load = vi.fn(async () => schema);
    const resolve = schemaResolver<{ title: string }>(load, 'fa');
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      resolve({ title: 'ab' }, undefined, options),
      resolve({ title: 'Rassam' }, undefined, options),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.errors.title?.message).toMatch(/[\u0600-\u06ff]/);
    expect(second.errors).toEqual({});
  });
});

describe('schemaLoader', () => {
  it('shares one fetch among every resolver and warm-up of the same loader (a form renders many times)', async () => {
    const load = vi.fn(async () => schema);
    await schemaLoader(load)();
    const resolve = schemaResolver<{ title: string }>(load, 'en');
    await schemaResolver<{ title: string }>(load, 'en')({ title: 'ab' }, undefined, options);
    expect((await resolve({ title: 'Rassam' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next check', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(schema);
    const loader = schemaLoader(load);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toBe(schema);
    await expect(loader()).resolves.toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
