import type { Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { MarketImage } from '@/components/market/market-image';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { DateText } from '@/components/ui/date-text';
import { BookIcon } from '@/components/ui/icons/book';
import { ClockIcon } from '@/components/ui/icons/clock';
import { MetaLine } from '@/components/ui/meta-line';
import { categoryName, postIn, postPath, type PostCard } from './blog';

/** When a post came out, in the reader's calendar, and how long it takes to read. */
export async function PostMeta({
  publishedAt,
  minutes,
  locale,
  className,
}: {
  publishedAt: string;
  minutes: number;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <MetaLine className={cn('gap-x-3', className)}>
      <DateText value={publishedAt} locale={locale} />
      <span className="flex items-center gap-1">
        <ClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {t('readingTime', { minutes })}
      </span>
    </MetaLine>
  );
}

/**
 * A grid of posts, each one link to its page: the cover, the category, the title, the summary, the date and
 * the reading time, in the page's language (a post not written in it is left out).
 */
export async function PostGrid({
  posts,
  locale,
  headingLevel = 'h2',
  className = 'sm:grid-cols-2 lg:grid-cols-3',
  leadCover = false,
}: {
  posts: PostCard[];
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  /**
   * The grid opens the page: the first cover is its largest paint on a phone, so it is fetched at once and
   * first (a lazy image waits for layout to learn that it is in view).
   */
  leadCover?: boolean;
  /** The grid's columns from sm up: three on a wide page by default. */
  className?: string;
}) {
  const Heading = headingLevel;
  const leadId = leadCover ? posts.find((post) => postIn(post, locale))?.id : undefined;
  return (
    <ul className={cn('grid grid-cols-1 gap-5', className)} data-testid="post-grid">
      {posts.map((post) => {
        const lead = post.id === leadId;
        const text = postIn(post, locale);
        if (!text) return null;
        return (
          <li key={post.id}>
            <CardLink
              href={postPath(post.slug)}
              className="flex h-full flex-col overflow-hidden p-0 hover:shadow-md sm:p-0"
              data-testid="post-card"
            >
              <div className="aspect-[16/9] bg-muted">
                {post.cover ? (
                  <MarketImage
                    src={post.cover.url}
                    alt=""
                    width={640}
                    height={360}
                    sizes="(min-width: 1024px) 25rem, (min-width: 640px) 47vw, 100vw"
                    className="size-full object-cover"
                    loading={lead ? 'eager' : 'lazy'}
                    fetchPriority={lead ? 'high' : undefined}
                  />
                ) : (
                  <div className="grid size-full place-items-center text-muted-foreground" aria-hidden="true">
                    <BookIcon className="size-10" />
                  </div>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
                {post.category ? (
                  <Badge tone="info" className="self-start">
                    {categoryName(post.category, locale)}
                  </Badge>
                ) : null}
                <Heading className="line-clamp-2 text-lg leading-snug font-bold">{text.title}</Heading>
                <p className="line-clamp-3 text-sm leading-7 text-muted-foreground">{text.summary}</p>
                <PostMeta
                  publishedAt={post.publishedAt}
                  minutes={text.readingMinutes}
                  locale={locale}
                  className="mt-auto pt-2"
                />
              </div>
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}
