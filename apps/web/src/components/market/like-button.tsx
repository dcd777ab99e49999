'use client';

import type { Locale } from '@rassam/i18n';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Num } from '@/components/ui/num';
import { SessionVariants } from '@/components/ui/session-variants';
import { api } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session-user';
import { HeartIcon } from './icons';

interface Visit {
  liked: boolean;
  likeCount: number;
  viewCount: number;
}

/**
 * Like or take the like back. The page is the same cached HTML for everyone, so on arrival it reports the
 * visit (which counts the view) and learns this visitor's like and the live count. The heart and the count
 * move at once on a click; the server's answer then sets the real count (others like too) and says so in a
 * toast. A visitor is sent to sign in, and back here.
 */
export function LikeButton({
  listingId,
  count: initialCount,
  authHref,
  locale,
  labels,
}: {
  listingId: string;
  /** The count when the page was cached; the visit brings the live one. */
  count: number;
  /** /auth with the way back to this page. */
  authHref: string;
  locale: Locale;
  labels: { like: string; signInToLike: string; likes: string };
}) {
  const session = useSessionUser();
  const [liked, setLiked] = useState(false);
  const [count, setCount] = useState(initialCount);
  const [pending, setPending] = useState(true);

  useEffect(() => {
    let live = true;
    api
      .post<Visit>(`/market/listings/${listingId}/views`, undefined, { toastErrors: false })
      .then(({ data }) => {
        if (!live) return;
        setLiked(data.liked);
        setCount(data.likeCount);
      })
      .catch(() => {})
      .finally(() => live && setPending(false));
    return () => {
      live = false;
    };
  }, [listingId]);

  const signInLink = (
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

  const likeButton = (
    <Button
      variant={liked ? 'secondary' : 'outline'}
      size="control"
      onClick={toggle}
      disabled={pending || session.status === 'unknown'}
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
  return <SessionVariants status={session.status} signedIn={likeButton} anonymous={signInLink} />;
}
