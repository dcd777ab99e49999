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
  for (const signedIn of [true, false]) {
    it(`labels the count with text, not aria-label (${signedIn ? 'signed in' : 'a visitor'})`, () => {
      const html = renderToStaticMarkup(
        <NextIntlClientProvider locale="fa" messages={{}} timeZone="Asia/Tehran">
          <LikeButton
            listingId="l1"
            liked={false}
            count={1234}
            signedIn={signedIn}
            authHref="/auth"
            locale="fa"
            labels={labels}
          />
        </NextIntlClientProvider>,
      );
      expect(html).not.toMatch(/<span[^>]*aria-label/);
      expect(html).toContain('<span class="sr-only">Likes: </span>');
      expect(html).toContain('۱٬۲۳۴');
    });
  }
});
