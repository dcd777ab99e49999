'use client';

import { ProgressProvider } from '@bprogress/next/app';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
import { loadingIndicator, toastDefaults } from '@/lib/loading';
import { PathHistory } from '@/lib/previous-path';

/** When on, every toast is cleared when the URL changes (SPEC section 4). Off: a toast may outlive a redirect. */
const CLEAR_TOASTS_ON_URL_CHANGE = false;

function ToastsResetOnNavigation() {
  const pathname = usePathname();
  useEffect(() => {
    if (CLEAR_TOASTS_ON_URL_CHANGE) toast.dismiss();
  }, [pathname]);
  return null;
}

/**
 * The dimmed overlay with a spinner, shown while the loading bar runs.
 *
 * It follows the bar's own element, not the `bprogress-busy` class: @bprogress/core puts that class on
 * <html> when a bar starts but, when the bar finishes, removes only the bar, so the class (and an
 * overlay keyed on it) stayed for good after the first navigation slow enough to show the bar (a
 * wallet page opened from a form short of coins, say). The overlay is up from the moment a bar is
 * added and down as soon as the new page is there (its path changes) or the bar is gone, whichever
 * comes first; the bar finishes and fades on its own.
 */
function PageOverlay({ label }: { label: string }) {
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const bar = () => document.querySelector('.bprogress');
    let present = bar() !== null;
    const observer = new MutationObserver(() => {
      const now = bar() !== null;
      if (now !== present) setBusy(now);
      present = now;
    });
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
  // The page arrived: the bar may still be finishing, the overlay goes now.
  useEffect(() => setBusy(false), [pathname]);
  return (
    <div className="page-overlay" data-busy={busy || undefined} role="status" aria-live="polite">
      <div className="spinner" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * What every page has around its content but nobody sees before the first interaction: the loading
 * bar and its dimmed overlay with a spinner, the toasts, and the path history. It is loaded after the
 * page has hydrated (see providers.tsx), so none of it weighs on the first load.
 */
export function PageChrome({ dir, loadingLabel }: { dir: 'rtl' | 'ltr'; loadingLabel: string }) {
  return (
    <ProgressProvider
      // Its stylesheet is in globals.css: the <style> element it would render needs a nonce (decision 020).
      disableStyle
      delay={loadingIndicator.throttle}
      stopDelay={loadingIndicator.hideDelay}
      options={{
        showSpinner: false,
        direction: dir,
        speed: loadingIndicator.resetDelay,
        trickleSpeed: loadingIndicator.duration / 10,
      }}
      shallowRouting
    >
      <PageOverlay label={loadingLabel} />
      <ToastContainer {...toastDefaults} rtl={dir === 'rtl'} transition={Slide} draggable limit={4} />
      <ToastsResetOnNavigation />
      <PathHistory />
    </ProgressProvider>
  );
}
