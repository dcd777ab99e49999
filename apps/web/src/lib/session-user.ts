'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useEffect, useState } from 'react';
import { hasSignedInHint } from '@/lib/document-classes';

/** Who is signed in, as the public pages' script learns it: unknown until asked, then a user or nobody. */
export type SessionUser = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signedIn'; user: PublicUser };

let pending: Promise<PublicUser | null> | null = null;

/**
 * One /api/me for every part of the page that asks at once (the header, a call to action, a like button);
 * the next page asks again, so a changed name or a sign-out shows on the next navigation. A bare fetch, not
 * the API client: this runs on every public page, and the client (its retries, toasts and idempotency keys,
 * 1.4 KB of gzip) is loaded only by pages that write (decision 055).
 */
function fetchUser(): Promise<PublicUser | null> {
  pending ??= fetch('/api/me', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      // A hint that outlived its session: drop it so the next page asks nothing. Any other failure (the
      // network, a limit) leaves it, and this page shows the visitor as signed out until the next one.
      if (response.status === 401) document.cookie = 'signed_in=; path=/; max-age=0';
      return response.ok ? ((await response.json()) as { data: PublicUser }).data : null;
    })
    .catch(() => null)
    .finally(() => setTimeout(() => (pending = null), 0));
  return pending;
}

/**
 * Public pages are one cached HTML for every visitor (issue 16), so the visitor's account is asked on the
 * client. Without the hint the answer is known at once (no request): the first render shows what an
 * anonymous visitor sees, which is what the cached HTML holds, so nothing moves for them.
 */
export function useSessionUser(): SessionUser {
  const [state, setState] = useState<SessionUser>({ status: 'unknown' });
  useEffect(() => {
    // The API sets the hint beside the session (packages/api session.service.ts); it saves a request.
    if (!hasSignedInHint(document.cookie)) {
      setState({ status: 'anonymous' });
      return;
    }
    let live = true;
    void fetchUser().then((user) => {
      if (live) setState(user ? { status: 'signedIn', user } : { status: 'anonymous' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
