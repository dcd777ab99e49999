import type { ReactNode } from 'react';

/** How far the page's script has learnt who is visiting (`useSessionUser` in lib/session-user.ts). */
export type SessionStatus = 'unknown' | 'anonymous' | 'signedIn';

/**
 * One place on a page cached for everyone that differs for a signed-in visitor and a new one (the header's
 * account, a call to action, a like button). Until the account is known both are in the HTML, each in a
 * box that lays out as its content (`display: contents`) and is marked with the session it is for; the
 * theme script's `signed-in` class on <html> (lib/csp.ts) hides the other before the first paint
 * (globals.css). Once known, the other is left out and the mark taken off (a stale class must not hide the
 * right one). The two boxes stay either way, so the variant that was right all along keeps its element: a
 * link the visitor is about to press is not swapped for a copy under their pointer.
 */
export function SessionVariants({
  status,
  signedIn,
  anonymous,
}: {
  status: SessionStatus;
  signedIn: ReactNode;
  anonymous: ReactNode;
}) {
  const known = status !== 'unknown';
  return (
    <>
      <div data-session={known ? undefined : 'anonymous'} className="contents">
        {status === 'signedIn' ? null : anonymous}
      </div>
      <div data-session={known ? undefined : 'signed-in'} className="contents">
        {status === 'anonymous' ? null : signedIn}
      </div>
    </>
  );
}
