'use client';

import { formatNumber, type Locale } from '@rassam/i18n';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { HeartIcon } from './icons';

const button =
  'inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * Like or take the like back. The heart and the count move at once; the server's answer then sets the
 * real count (others like too) and says so in a toast. A visitor is sent to sign in, and back here.
 */
export function LikeButton({
  listingId,
  liked: initialLiked,
  count: initialCount,
  signedIn,
  authHref,
  locale,
  labels,
}: {
  listingId: string;
  liked: boolean;
  count: number;
  signedIn: boolean;
  /** /auth with the way back to this page. */
  authHref: string;
  locale: Locale;
  labels: { like: string; signInToLike: string; likes: string };
}) {
  const [liked, setLiked] = useState(initialLiked);
  const [count, setCount] = useState(initialCount);
  const [pending, setPending] = useState(false);

  if (!signedIn) {
    return (
      <a href={authHref} className={`${button} border-[var(--border)] hover:border-brand-400`}>
        <HeartIcon className="size-5" />
        {labels.signInToLike}
        <span className="text-[var(--text-muted)]">
          <span className="sr-only">{`${labels.likes}: `}</span>
          {formatNumber(count, locale)}
        </span>
      </a>
    );
  }

  async function toggle() {
    const before = { liked, count };
    setPending(true);
    setLiked(!liked);
    setCount(count + (liked ? -1 : 1));
    try {
      const { data } = await api.post<{ liked: boolean; likeCount: number }>(`/market/listings/${listingId}/like`);
      setLiked(data.liked);
      setCount(data.likeCount);
    } catch {
      setLiked(before.liked);
      setCount(before.count);
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={liked}
      data-testid="like-button"
      className={`${button} ${
        liked
          ? 'border-rose-300 bg-rose-50 text-rose-700 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200'
          : 'border-[var(--border)] hover:border-brand-400'
      } disabled:cursor-wait`}
    >
      <HeartIcon className={`size-5 ${liked ? 'fill-current' : ''}`} />
      {labels.like}
      {/* A label a screen reader reads before the number (aria-label on a span is not allowed). */}
      <span className="sr-only">{`${labels.likes}: `}</span>
      <span data-testid="like-count">{formatNumber(count, locale)}</span>
    </button>
  );
}
