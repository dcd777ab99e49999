'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

/** Waits between automatic checks: a bank usually answers within a minute; after that the server's own reconciliation takes over. */
const DELAYS_MS = [5_000, 10_000, 20_000, 40_000];

/**
 * "Check again" for a payment the gateway has not confirmed: the page is rendered again on the server,
 * which asks the API once more (settling is idempotent there). Without JavaScript the form reloads the
 * same address; with it the page refreshes in place, by itself a few times and on every click.
 */
export function Recheck({
  query,
  label,
  busyLabel,
  autoNote,
  auto = false,
}: {
  /** The return address's query, sent again as it came. */
  query: Partial<Record<string, string>>;
  label: string;
  busyLabel: string;
  /** Said once while automatic checks are still due. */
  autoNote?: string;
  auto?: boolean;
}) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const [tries, setTries] = useState(0);
  const waiting = auto && tries < DELAYS_MS.length;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () =>
        startTransition(() => {
          setTries((n) => n + 1);
          router.refresh();
        }),
      DELAYS_MS[tries],
    );
    return () => clearTimeout(timer);
  }, [waiting, tries, router]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(() => router.refresh());
  };

  return (
    <>
      <form method="get" onSubmit={onSubmit} className="contents">
        {Object.entries(query).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" loading={busy}>
          {busy ? busyLabel : label}
        </Button>
      </form>
      {/* Below the row of buttons (order-last, full width), so the buttons stay side by side. */}
      <p aria-live="polite" className="order-last basis-full text-center text-sm text-muted-foreground empty:hidden">
        {waiting && autoNote ? autoNote : ''}
      </p>
    </>
  );
}
