/**
 * The likes count is read with its label: real (visually hidden) text, since `aria-label` on a plain
 * `<span>` is not allowed and most screen readers ignore it.
 */
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LikeButton } from './like-button';

const labels = { like: 'Like', signInToLike: 'Sign in to like', likes: 'Likes' };

describe('LikeButton', () => {
  // The server's HTML is cached for everyone: it holds the sign-in link and the button, each marked with
  // the session it is for, and the theme script's class shows one before the first paint.
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="fa" messages={{}} timeZone="Asia/Tehran">
      <LikeButton listingId="l1" count={1234} authHref="/auth" locale="fa" labels={labels} />
    </NextIntlClientProvider>,
  );

  it('holds both the sign-in link and the like button, marked for their sessions', () => {
    expect(html).toMatch(/<div data-session="anonymous" class="contents"><a[^>]*href="\/auth"/);
    expect(html).toMatch(/<div data-session="signed-in" class="contents"><button/);
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });

  it('labels the count with text, not aria-label', () => {
    expect(html).not.toMatch(/<span[^>]*aria-label/);
    expect(html.match(/<span class="sr-only">Likes: <\/span>/g)).toHaveLength(2);
    expect(html).toContain('۱٬۲۳۴');
  });
});
