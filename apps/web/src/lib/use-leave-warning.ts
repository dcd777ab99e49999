'use client';
import { useEffect } from 'react';

/**
 * Asks before leaving a page with unsaved changes: the browser's own question when the tab is closed or
 * reloaded or the address changed, and `question` (in the page's language) before a link of the page is
 * followed. Next.js's router has no way to hold a navigation, so links are caught on the document in the
 * capture phase, before the router's own handler sees the click; the back button is not caught.
 */
export function useLeaveWarning(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set; what they say is their own.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, location.href);
      // A link within the page (a tab, an anchor) leaves nothing behind.
      if (to.origin === location.origin && to.pathname === location.pathname && to.search === location.search) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved, question]);
}
