'use client';

import { ProgressProvider } from '@bprogress/next/app';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify';
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
 * What every page has around its content but nobody sees before the first interaction: the loading
 * bar and its dimmed overlay with a spinner, the toasts, and the path history. It is loaded after the
 * page has hydrated (see providers.tsx), so none of it weighs on the first load.
 */
export function PageChrome({ dir, loadingLabel }: { dir: 'rtl' | 'ltr'; loadingLabel: string }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--color-brand-500)"
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
      <div className="page-overlay" role="status" aria-live="polite">
        <div className="spinner" />
        <span className="sr-only">{loadingLabel}</span>
      </div>
      <ToastContainer {...toastDefaults} rtl={dir === 'rtl'} transition={Slide} draggable limit={4} />
      <ToastsResetOnNavigation />
      <PathHistory />
    </ProgressProvider>
  );
}
