import { expect, test } from '@playwright/test';

test.describe('image proxy /_ipx', () => {
  test('resizes a local image to webp at the requested width', async ({ request }) => {
    const response = await request.get('/_ipx/w_64,f_webp,q_80/og.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    const body = await response.body();
    // RIFF....WEBP: a real WebP, not the PNG passed through.
    expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  test('serves the 2x density and the blurred 10x10 placeholder', async ({ request }) => {
    const double = await request.get('/_ipx/w_128,f_webp,q_80/og.png');
    const single = await request.get('/_ipx/w_64,f_webp,q_80/og.png');
    expect(double.status()).toBe(200);
    expect((await double.body()).length).toBeGreaterThan((await single.body()).length);
    const placeholder = await request.get('/_ipx/s_10x10,f_webp,q_50,blur_3/og.png');
    expect(placeholder.status()).toBe(200);
    expect((await placeholder.body()).length).toBeLessThan(1024);
  });

  test('refuses hosts that are not in IMAGE_HOSTS and files that do not exist', async ({ request }) => {
    const remote = await request.get('/_ipx/w_64/https://evil.example.com/a.png');
    expect(remote.status()).toBeGreaterThanOrEqual(400);
    expect(remote.status()).toBeLessThan(500);
    const missing = await request.get('/_ipx/w_64/no-such-image.png');
    expect(missing.status()).toBe(404);
  });

  test('cannot climb out of its folders', async ({ request }) => {
    const response = await request.get('/_ipx/w_64/..%2F..%2F..%2F..%2Fetc%2Fpasswd');
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('root:');
  });
});
