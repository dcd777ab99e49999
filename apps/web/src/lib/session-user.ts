'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { hasSignedInHint } from '@/lib/document-classes';

/** Who is signed in, as the public pages' script learns it: unknown until asked, then a user or nobody. */
export type SessionUser = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signedIn'; user: PublicUser };

let pending: Promise<PublicUser | null> | null = null;

/**
 * One /api/me for every part of the page that asks at once (the header, a call to action, a like button);
 * the next page asks again, so a changed name or a sign-out shows on the next navigation.
 */
function fetchUser(): Promise<PublicUser | null> {
  pending ??= api
    .get<PublicUser>('/me', { toastErrors: false })
    .then(({ data }) => data)
    .catch(() => {
      // A hint that outlived its session: drop it so the next page asks nothing.
      document.cookie = 'signed_in=; path=/; max-age=0';
      return null;
    })
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
