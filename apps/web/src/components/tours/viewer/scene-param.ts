'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * The deep link to a scene, `?scene={id}`, on pages the cache keeps for everyone (they cannot read their
 * query on the server): read once the page runs, and written back, without a navigation, as the visitor
 * walks. `undefined` until read: the viewer opens on the tour's start scene meanwhile.
 */
export function useSceneParam(): [string | undefined, (sceneId: string) => void] {
  const [sceneId, setSceneId] = useState<string | undefined>(undefined);
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('scene');
    if (wanted) setSceneId(wanted);
  }, []);
  const change = useCallback((next: string) => {
    setSceneId(next);
    const url = new URL(window.location.href);
    url.searchParams.set('scene', next);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [sceneId, change];
}
