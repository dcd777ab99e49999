'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { LocateIcon } from './icons';

/**
 * Asks for the visitor's position only when they press it (never on load), then shows the listings
 * nearest to it. A refusal is said in words; the province choice still works.
 */
export function NearMeButton({
  target,
  labels,
}: {
  /** The address to open, given "lat,lng" (without the locale prefix). */
  target: string;
  labels: { button: string; locating: string; denied: string; unsupported: string };
}) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unsupported'>('idle');
  function locate() {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const near = `${position.coords.latitude.toFixed(4)},${position.coords.longitude.toFixed(4)}`;
        router.push(target.replace('{near}', encodeURIComponent(near)), { scroll: false });
        setState('idle');
      },
      () => setState('denied'),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  }
  return (
    <div className="relative">
      <Button variant="outline" onClick={locate} loading={state === 'locating'}>
        <LocateIcon className="size-4" />
        {state === 'locating' ? labels.locating : labels.button}
      </Button>
      <p role="status" className="absolute start-0 top-full mt-1 w-max max-w-xs text-xs text-danger">
        {state === 'denied' ? labels.denied : state === 'unsupported' ? labels.unsupported : ''}
      </p>
    </div>
  );
}
