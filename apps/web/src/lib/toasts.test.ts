import { describe, expect, it, vi } from 'vitest';

const calls: { method: string; args: unknown[] }[] = [];
vi.mock('react-toastify/unstyled', () => ({
  toast: {
    loading: (...args: unknown[]) => {
      calls.push({ method: 'loading', args });
      return 'toast-1';
    },
    update: (...args: unknown[]) => calls.push({ method: 'update', args }),
  },
}));

const { clampProgress, loadingToast } = await import('./toasts');

describe('loading toasts', () => {
  it('clamps progress to 0..1', () => {
    expect(clampProgress(-0.5)).toBe(0);
    expect(clampProgress(0.4)).toBe(0.4);
    expect(clampProgress(7)).toBe(1);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('never closes by itself, by click or by drag, and settles into success or error', () => {
    const handle = loadingToast('Working');
    expect(calls[0]).toEqual({
      method: 'loading',
      args: ['Working', { autoClose: false, closeOnClick: false, draggable: false, closeButton: false }],
    });
    handle.progress(1.7);
    expect(calls[1]!.args[1]).toMatchObject({ progress: 1 });
    handle.success('Done');
    expect(calls[2]!.args).toEqual([
      'toast-1',
      expect.objectContaining({
        render: 'Done',
        type: 'success',
        isLoading: false,
        autoClose: 4000,
        closeOnClick: true,
      }),
    ]);
    handle.error('Failed');
    expect(calls[3]!.args[1]).toMatchObject({ render: 'Failed', type: 'error', isLoading: false });
  });
});
