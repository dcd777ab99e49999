'use client';

import { useEffect, useRef } from 'react';
import { followLive } from '@/lib/follow-live';
import { isSettled, type Design, type DesignEvent, type DesignStatus } from './types';

/**
 * Follows one design until it settles (lib/follow-live.ts): `onEvent` on every change while it runs,
 * `onSettled` once with the full design, outputs included, or `null` when it is gone (deleted meanwhile).
 * Returns a stop function.
 */
export function followDesign(
  id: string,
  onEvent: (event: DesignEvent) => void,
  onSettled: (design: Design | null) => void,
): () => void {
  return followLive<DesignStatus, Design>({
    path: `/designs/${id}`,
    event: 'design',
    isSettled,
    isGone: (error) => error.status === 404 || error.code === 'DesigningIsDeleted',
    onEvent: (state) => onEvent({ id, ...state }),
    onSettled,
  });
}

/** Follows every unsettled design of a list and hands each change (and each settled design) to `onChange`. */
export function useLiveDesigns(designs: Design[], onChange: (id: string, patch: Partial<Design>) => void) {
  const following = useRef(new Map<string, () => void>());
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  const running = designs.filter((d) => !isSettled(d.status)).map((d) => d.id);
  const key = running.join(',');

  useEffect(() => {
    const map = following.current;
    for (const id of running) {
      if (map.has(id)) continue;
      map.set(
        id,
        followDesign(
          id,
          (event) => callback.current(id, { status: event.status, progress: event.progress }),
          (design) => {
            map.delete(id);
            callback.current(id, design ?? { status: 'deleted', progress: 0 });
          },
        ),
      );
    }
    for (const [id, stop] of map) {
      if (!running.includes(id)) {
        stop();
        map.delete(id);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const map = following.current;
    return () => {
      for (const stop of map.values()) stop();
      map.clear();
    };
  }, []);
}
