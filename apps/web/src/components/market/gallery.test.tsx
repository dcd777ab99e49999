/**
 * The listing's gallery as the cached public page holds it: a listing's model is its first item, with its
 * poster as the thumbnail and a 3D mark, and the viewer is not in the HTML (it loads in the browser when
 * its place is seen or chosen); a listing without a model is its pictures alone.
 */
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery, type GalleryLabels } from './gallery';

const labels: GalleryLabels = {
  region: 'تصاویر آگهی',
  previous: 'قبلی',
  next: 'بعدی',
  picture: 'تصویر {n} از {total}',
  model: 'مدل سه‌بعدی',
  modelMark: 'سه‌بعدی',
};
const images = [
  { id: 'a', url: '/api/market/files/a' },
  { id: 'b', url: '/api/market/files/b' },
];
const model = {
  link: 'k3Jd9QmZp2Xa',
  glbUrl: '/api/public/models/k3Jd9QmZp2Xa/files/glb',
  usdzUrl: null,
  posterUrl: '/api/public/models/k3Jd9QmZp2Xa/files/poster',
};

const render = (props: Partial<Parameters<typeof Gallery>[0]>) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="fa" messages={{}} timeZone="Asia/Tehran">
      <Gallery images={images} title="صندلی" locale="fa" labels={labels} {...props} />
    </NextIntlClientProvider>,
  );

describe('Gallery', () => {
  it('puts the model first: its poster in the frame and as the first thumbnail, with the 3D mark', () => {
    const html = render({ model });
    expect(html).toMatch(
      /<div class="relative aspect-\[4\/3\] w-full" data-testid="listing-model"><img src="\/api\/public\/models\/k3Jd9QmZp2Xa\/files\/poster" alt="صندلی \(مدل سه‌بعدی\)"/,
    );
    const thumbnails = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"[^>]*>(.*?)<\/button>/g)].filter((match) =>
      /data-testid="model-mark"|files\/[ab]\?w=/.test(match[2]!),
    );
    expect(thumbnails.map((match) => match[1])).toEqual(['مدل سه‌بعدی', 'تصویر ۲ از ۳', 'تصویر ۳ از ۳']);
    expect(thumbnails[0]![0]).toContain('aria-current="true"');
    expect(thumbnails[0]![2]).toContain('src="/api/public/models/k3Jd9QmZp2Xa/files/poster"');
    // On a thumbnail the mark is the icon, its word for screen readers only.
    expect(thumbnails[0]![2]).toMatch(
      /data-testid="model-mark"><svg[^]*<span class="sr-only">سه‌بعدی<\/span><\/span>$/,
    );
  });

  it('leaves the viewer out of the HTML: model-viewer comes in the browser', () => {
    expect(render({ model })).not.toContain('<model-viewer');
  });

  it('is the pictures alone without a model', () => {
    const html = render({ model: null });
    expect(html).not.toContain('listing-model');
    expect(html).not.toContain('model-mark');
    expect(html).toContain('alt="صندلی (تصویر ۱ از ۲)"');
  });

  it('shows a model alone, without thumbnails or buttons', () => {
    const html = render({ model, images: [] });
    expect(html).toContain('data-testid="listing-model"');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('aria-label="بعدی"');
  });
});
