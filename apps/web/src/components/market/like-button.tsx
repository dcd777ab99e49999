'use client';

import type { Locale } from '@rassam/i18n';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Num } from '@/components/ui/num';
import { api } from '@/lib/api-client';
import { HeartIcon } from './icons';

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
      <Button asChild variant="outline" size="control">
        <a href={authHref}>
          <HeartIcon className="size-5" />
          {labels.signInToLike}
          <span className="text-muted-foreground">
            <span className="sr-only">{`${labels.likes}: `}</span>
            <Num value={count} locale={locale} />
          </span>
        </a>
      </Button>
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
    <Button
      variant={liked ? 'secondary' : 'outline'}
      size="control"
      onClick={toggle}
      disabled={pending}
      aria-pressed={liked}
      data-testid="like-button"
    >
      <HeartIcon className={cn('size-5', liked && 'fill-current')} />
      {labels.like}
      {/* A label a screen reader reads before the number (aria-label on a span is not allowed). */}
      <span className="sr-only">{`${labels.likes}: `}</span>
      <span data-testid="like-count">
        <Num value={count} locale={locale} />
      </span>
    </Button>
  );
}
