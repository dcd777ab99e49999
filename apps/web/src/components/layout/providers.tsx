'use client';

import { ProgressProvider } from '@bprogress/next/app';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
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

/** The dimmed overlay with a spinner, shown while the loading bar runs; rendered in the browser only. */
function PageOverlay({ label }: { label: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div className="page-overlay" role="status" aria-live="polite">
      <div className="spinner" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function Providers({
  children,
  dir,
  loadingLabel,
}: {
  children: ReactNode;
  dir: 'rtl' | 'ltr';
  loadingLabel: string;
}) {
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
      {children}
      <PageOverlay label={loadingLabel} />
      <ToastContainer {...toastDefaults} rtl={dir === 'rtl'} transition={Slide} draggable limit={4} />
      <ToastsResetOnNavigation />
      <PathHistory />
    </ProgressProvider>
  );
}
