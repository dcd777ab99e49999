import type { ReactNode } from 'react';

/** How far the page's script has learnt who is visiting (`useSessionUser` in lib/session-user.ts). */
export type SessionStatus = 'unknown' | 'anonymous' | 'signedIn';

/**
 * One place on a page cached for everyone that differs for a signed-in visitor and a new one (the header's
 * account, a call to action, a like button). Until the account is known both are in the HTML, each in a
 * box that lays out as its content (`display: contents`) and is marked with the session it is for; the
 * theme script's `signed-in` class on <html> (lib/csp.ts) hides the other before the first paint
 * (globals.css). Once known, only the right one is rendered.
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
  if (status === 'signedIn') return signedIn;
  if (status === 'anonymous') return anonymous;
  return (
    <>
      <div data-session="anonymous" className="contents">
        {anonymous}
      </div>
      <div data-session="signed-in" className="contents">
        {signedIn}
      </div>
    </>
  );
}
