// @vitest-environment happy-dom
/**
 * The gallery's page parts in a DOM without WebGL (happy-dom has none): the list of items beside the
 * canvas, the poster grid that replaces the room when WebGL is missing, opening an item, and the joystick.
 * The room itself is three.js and is measured in a real browser by bench/gallery-fps.mjs.
 */
import type { ComponentProps } from 'react';
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSettled as mount } from '@/test/react-root';
import GalleryScene from './gallery-scene';
import { Joystick } from './joystick';
import type { GalleryItem, GalleryLabels } from './types';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  Link: (props: ComponentProps<'a'>) => <a {...props} />,
  useRouter: () => ({ push }),
}));

const labels: GalleryLabels = {
  scene: 'گالری سه‌بعدی فروشگاه',
  itemsHeading: 'آثار این گالری',
  help: 'با W A S D یا کلیدهای جهت راه بروید',
  noWebgl: 'مرورگر شما سه‌بعدی را نشان نمی‌دهد',
  open: 'باز کردن',
  joystick: 'دستهٔ حرکت',
  mode: 'حالت دوربین',
  walk: 'قدم زدن',
  orbit: 'چرخیدن',
  model: 'مدل سه‌بعدی',
  image: 'تصویر',
  loadingModel: '{title} بار می‌شود',
  modelError: '{title} بار نشد',
  loadingScene: 'گالری بار می‌شود',
};

const items: GalleryItem[] = [
  { id: 'a', kind: 'model', title: 'گلدان', posterUrl: '/p/a.webp', modelUrl: '/m/a.glb', href: '/market/item/a' },
  { id: 'b', kind: 'image', title: 'نقاشی', posterUrl: '/p/b.webp', href: '/market/item/b' },
];

afterEach(() => push.mockReset());

/** Waits until the lazily imported engine has answered (here: WebGL is unavailable). */
async function settled(container: HTMLElement) {
  // Time passes inside act, so React applies the state the import's answer sets.
  for (let waited = 0; container.querySelector('[data-gallery-status]') && waited < 10_000; waited += 25) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  expect(container.querySelector('[data-gallery-status]')).toBeNull();
}

describe('GalleryScene', () => {
  it('renders, before any script runs, the canvas with its name and help and every item as a link', () => {
    const html = renderToStaticMarkup(<GalleryScene items={items} roomStyle="gallery" labels={labels} dir="rtl" />);
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(/<canvas[^>]*role="application"[^>]*aria-label="گالری سه‌بعدی فروشگاه"/);
    expect(html).toContain(labels.help);
    expect(html).toContain('href="/market/item/a"');
    expect(html).toContain('href="/market/item/b"');
    expect(html).toContain('مدل سه‌بعدی');
    expect(html).toContain('role="status"');
    // The joystick waits for the room.
    expect(html).not.toContain(labels.joystick);
  });

  it('shows the items as a grid of posters with links where WebGL is not available', async () => {
    const container = await mount(<GalleryScene items={items} roomStyle="night" labels={labels} dir="rtl" />);
    await settled(container);
    expect(container.textContent).toContain(labels.noWebgl);
    expect(container.querySelector('canvas')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/market/item/a', '/market/item/b']);
    expect(links[0]!.querySelector('img')!.getAttribute('src')).toBe('/p/a.webp');
  });

  it('hands an item to onOpen instead of following its link when the page asks to', async () => {
    const onOpen = vi.fn();
    const container = await mount(
      <GalleryScene items={items} roomStyle="warm" labels={labels} dir="ltr" onOpen={onOpen} />,
    );
    await settled(container);
    const link = container.querySelector<HTMLAnchorElement>('a[href="/market/item/b"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => link.dispatchEvent(click));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('Joystick', () => {
  async function stick() {
    const onMove = vi.fn();
    const container = await mount(<Joystick label={labels.joystick} onMove={onMove} />);
    const pad = container.querySelector<HTMLElement>('[role="application"]')!;
    pad.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 128,
      height: 128,
      right: 128,
      bottom: 128,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    pad.setPointerCapture = () => undefined;
    return { pad, onMove };
  }
  const pointer = (type: string, x: number, y: number) =>
    new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1 });

  it('is named, focusable and large', async () => {
    const { pad } = await stick();
    expect(pad.getAttribute('aria-label')).toBe(labels.joystick);
    expect(pad.tabIndex).toBe(0);
    expect(pad.className).toContain('size-32');
  });

  it('pushed up walks forward, and stops when let go', async () => {
    const { pad, onMove } = await stick();
    act(() => pad.dispatchEvent(pointer('pointerdown', 64, 64)));
    act(() => pad.dispatchEvent(pointer('pointermove', 64, 0)));
    const [x, y] = onMove.mock.lastCall!;
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(1);
    act(() => pad.dispatchEvent(pointer('pointerup', 64, 0)));
    expect(onMove).toHaveBeenLastCalledWith(0, 0);
  });

  it('answers the arrow keys when focused', async () => {
    const { pad, onMove } = await stick();
    act(() => pad.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(onMove).toHaveBeenLastCalledWith(1, 0);
    act(() => pad.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true })));
    expect(onMove).toHaveBeenLastCalledWith(0, 0);
  });
});
