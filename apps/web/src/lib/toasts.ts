'use client';

import type { ReactNode } from 'react';
import { toast, type Id } from 'react-toastify/unstyled';
import { toastDefaults } from './loading';

export const clampProgress = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export interface LoadingToast {
  id: Id;
  /** Moves the toast's bar; values outside 0..1 are clamped. */
  progress(value: number): void;
  success(message: ReactNode): void;
  error(message: ReactNode): void;
}

/**
 * A toast for an operation in flight: it never closes by itself, cannot be clicked away or dragged,
 * and turns into success or error when the operation settles (SPEC section 4).
 */
export function loadingToast(message: string): LoadingToast {
  const id = toast.loading(message, { autoClose: false, closeOnClick: false, draggable: false, closeButton: false });
  const settle = (type: 'success' | 'error', render: ReactNode) =>
    toast.update(id, {
      render,
      type,
      isLoading: false,
      progress: undefined,
      autoClose: toastDefaults.autoClose,
      closeOnClick: true,
      draggable: true,
      hideProgressBar: true,
    });
  return {
    id,
    progress: (value) => toast.update(id, { progress: clampProgress(value), hideProgressBar: false }),
    success: (render) => settle('success', render),
    error: (render) => settle('error', render),
  };
}
