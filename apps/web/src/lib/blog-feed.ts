/**
 * The blog's Atom feed (RFC 4287), one per language: `/blog/feed.xml` holds the newest posts in Persian,
 * `/en/blog/feed.xml` those written in English too. Each entry is a post's title, summary, category and
 * dates, linking to its page; feed readers show the summary and open the page for the rest. Pure, so the
 * route and the tests share it.
 */
import type { Locale } from '@rassam/i18n';
import { categoryName, postIn, postPath, type PostCard } from '@/components/blog/blog';
import { xmlText as xml } from './xml-text';

/** Posts a feed holds, newest first: enough for a reader that polls daily to miss none. */
export const FEED_SIZE = 20;

/** The feed's path; English's is under /en, or on the English host when there is one (absoluteUrl). */
export const FEED_PATH = '/blog/feed.xml';

export interface FeedTexts {
  /** The blog's name ("Rassam blog"). */
  title: string;
  subtitle: string;
  /** Who writes it: the site's name. */
  author: string;
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * The feed's XML. `url(locale, path)` makes an absolute address (the English host when there is one);
 * `self` is the feed's own. The feed's `updated` is its newest post's change, so a reader sees a change to
 * an old post's text only in that entry, and an empty blog says when it was asked.
 */
export function blogFeedXml({
  locale,
  posts,
  texts,
  url,
  now = new Date(),
}: {
  locale: Locale;
  posts: PostCard[];
  texts: FeedTexts;
  url: (path: string) => string;
  now?: Date;
}): string {
  const entries = posts
    .map((post) => ({ post, text: postIn(post, locale) }))
    .filter((entry): entry is { post: PostCard; text: NonNullable<ReturnType<typeof postIn>> } => entry.text !== null)
    .slice(0, FEED_SIZE);
  const updated =
    entries
      .map(({ post }) => iso(post.updatedAt))
      .sort()
      .at(-1) ?? now.toISOString();
  const blogUrl = url('/blog');
  const body = entries.map(({ post, text }) => {
    const page = url(postPath(post.slug));
    const category = post.category
      ? `<category term="${xml(post.category.slug)}" label="${xml(categoryName(post.category, locale))}"/>\n`
      : '';
    return (
      '<entry>\n' +
      `<title>${xml(text.title)}</title>\n` +
      `<id>${xml(page)}</id>\n` +
      `<link rel="alternate" type="text/html" href="${xml(page)}"/>\n` +
      `<published>${iso(post.publishedAt)}</published>\n` +
      `<updated>${iso(post.updatedAt)}</updated>\n` +
      category +
      `<summary>${xml(text.summary)}</summary>\n` +
      '</entry>\n'
    );
  });
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">\n` +
    `<title>${xml(texts.title)}</title>\n` +
    `<subtitle>${xml(texts.subtitle)}</subtitle>\n` +
    `<id>${xml(blogUrl)}</id>\n` +
    `<link rel="self" type="application/atom+xml" href="${xml(url(FEED_PATH))}"/>\n` +
    `<link rel="alternate" type="text/html" href="${xml(blogUrl)}"/>\n` +
    `<updated>${updated}</updated>\n` +
    `<author><name>${xml(texts.author)}</name></author>\n` +
    body.join('') +
    '</feed>\n'
  );
}
