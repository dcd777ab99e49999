// @vitest-environment happy-dom
/**
 * The tour viewer in a DOM without WebGL. Photo Sphere Viewer cannot run here (it draws with WebGL from its
 * constructor), so its packages are replaced at their import boundary by small stand-ins that keep what the
 * viewer relies on: the nodes and markers it is given (their elements put in the page), the events it
 * listens to, the keyboard switches and `dataHelper.viewerCoordsToSphericalCoords`. Everything of ours runs
 * for real: the React component, the lists, the deep link, and tour-engine.ts (nodes, the editor's clicks
 * and drags). The real Photo Sphere Viewer is checked in Chromium by tests/e2e/tour-viewer.e2e.ts.
 */
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSettled as mount, rerender, unmount } from '@/test/react-root';
import TourViewer from './tour-viewer';
import { twoSceneTour } from './tour.fixtures';
import type { TourEditing, TourViewerLabels, ViewerTour } from './types';

const psv = vi.hoisted(() => {
  type Listener = (event: Record<string, unknown>) => void;
  class Target {
    listeners = new Map<string, Listener[]>();
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    dispatch(type: string, event: Record<string, unknown>) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  type Marker = { id: string; element: HTMLElement; position: { yaw: number; pitch: number }; data?: unknown };
  type Node = { id: string; markers: Marker[]; links: unknown[]; [key: string]: unknown };
  const withConfig = function (this: unknown, config: unknown) {
    return [this, config];
  };
  class Markers extends Target {
    static withConfig = withConfig;
    markers = new Map<string, Marker>();
    updates: Marker[] = [];
    constructor(public viewer: Viewer) {
      super();
    }
    setMarkers(list: Marker[]) {
      for (const marker of this.markers.values()) marker.element.remove();
      this.markers = new Map(list.map((marker) => [marker.id, marker]));
      for (const marker of list) this.viewer.container.appendChild(marker.element);
    }
    updateMarker(change: Marker) {
      this.updates.push(change);
      Object.assign(this.markers.get(change.id)!, change);
    }
  }
  class Tour extends Target {
    static withConfig = withConfig;
    nodes: Map<string, Node>;
    current: string | null = null;
    visits: string[] = [];
    constructor(
      public viewer: Viewer,
      public config: { nodes: Node[]; startNodeId: string },
    ) {
      super();
      this.nodes = new Map(config.nodes.map((node) => [node.id, node]));
      queueMicrotask(() => void this.setCurrentNode(config.startNodeId));
    }
    markersPlugin() {
      return this.viewer.plugins.find((plugin) => plugin instanceof Markers) as Markers;
    }
    async setCurrentNode(id: string) {
      this.visits.push(id);
      this.current = id;
      this.markersPlugin().setMarkers(this.nodes.get(id)!.markers);
      this.dispatch('node-changed', { node: this.nodes.get(id) });
      return true;
    }
    updateNode(change: Node) {
      Object.assign(this.nodes.get(change.id)!, change);
      if (change.id === this.current) this.markersPlugin().setMarkers(this.nodes.get(change.id)!.markers);
    }
    setNodes(nodes: Node[], start: string) {
      this.nodes = new Map(nodes.map((node) => [node.id, node]));
      void this.setCurrentNode(start);
    }
  }
  class Plain {
    static withConfig = withConfig;
  }
  class Viewer extends Target {
    container = document.createElement('div');
    plugins: unknown[];
    keyboard = false;
    destroyed = false;
    animations: unknown[] = [];
    dataHelper = {
      viewerCoordsToSphericalCoords: ({ x, y }: { x: number; y: number }) => ({ yaw: x / 100, pitch: -y / 100 }),
    };
    constructor(public config: { container: HTMLElement; plugins: [new (...args: unknown[]) => unknown, unknown][] }) {
      super();
      config.container.appendChild(this.container);
      state.viewers.push(this);
      this.plugins = config.plugins.map((entry) => {
        const [Plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
        return new Plugin(this, options);
      });
    }
    getPlugin(Plugin: new (...args: never[]) => unknown) {
      return this.plugins.find((plugin) => plugin instanceof Plugin);
    }
    getPosition() {
      return { yaw: 0.25, pitch: -0.5 };
    }
    getZoomLevel() {
      return 40;
    }
    startKeyboardControl() {
      this.keyboard = true;
    }
    stopKeyboardControl() {
      this.keyboard = false;
    }
    animate(options: unknown) {
      this.animations.push(options);
      return Promise.resolve();
    }
    destroy() {
      this.destroyed = true;
    }
  }
  const state = { viewers: [] as Viewer[], webgl: true, Markers, Tour, Plain, Viewer };
  return state;
});

vi.mock('@photo-sphere-viewer/core', () => ({
  Viewer: psv.Viewer,
  CONSTANTS: {
    CAPTURE_EVENTS_CLASS: 'psv--capture-event',
    ACTIONS: { ROTATE_UP: 'u', ROTATE_DOWN: 'd', ROTATE_LEFT: 'l', ROTATE_RIGHT: 'r', ZOOM_IN: 'i', ZOOM_OUT: 'o' },
  },
}));
vi.mock('@photo-sphere-viewer/markers-plugin', () => ({ MarkersPlugin: psv.Markers }));
vi.mock('@photo-sphere-viewer/virtual-tour-plugin', () => ({ VirtualTourPlugin: psv.Tour }));
vi.mock('@photo-sphere-viewer/autorotate-plugin', () => ({ AutorotatePlugin: psv.Plain }));
vi.mock('@photo-sphere-viewer/gyroscope-plugin', () => ({ GyroscopePlugin: psv.Plain }));
vi.mock('@photo-sphere-viewer/stereo-plugin', () => ({ StereoPlugin: psv.Plain }));
vi.mock('@photo-sphere-viewer/map-plugin', () => ({ MapPlugin: psv.Plain }));
vi.mock('@photo-sphere-viewer/equirectangular-tiles-adapter', () => ({ EquirectangularTilesAdapter: psv.Plain }));
vi.mock('@/lib/webgl', () => ({ webglAvailable: () => psv.webgl }));
// next-intl's Link as it renders: the locale's prefix before the path (English under /en).
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, locale, ...rest }: { href: string; locale?: string } & React.ComponentProps<'a'>) => (
    <a href={locale === 'en' ? `/en${href}` : href} {...rest} />
  ),
}));

const labels: TourViewerLabels = {
  viewer: 'تور مجازی {title}',
  help: 'برای نگاه به اطراف بکشید',
  editHelp: 'برای گذاشتن نقطه کلیک کنید',
  scenes: 'صحنه‌ها',
  inScene: 'در این صحنه',
  goTo: 'رفتن به {scene}',
  note: 'یادداشت',
  listing: 'دیدن آگهی «{title}»',
  current: 'صحنه‌ی فعلی',
  close: 'بستن',
  loading: 'در حال بارگذاری تور…',
  noWebgl: 'این مرورگر نمای ۳۶۰ درجه را نشان نمی‌دهد',
  arrived: 'اکنون در {scene}',
  psv: { zoom: 'بزرگ‌نمایی', fullscreen: 'تمام‌صفحه', loading: 'در حال بارگذاری…' } as TourViewerLabels['psv'],
};

beforeEach(() => {
  psv.viewers.length = 0;
  psv.webgl = true;
  Element.prototype.setPointerCapture ??= () => undefined;
});
afterEach(() => vi.useRealTimers());

/** Waits until the lazily imported engine has answered. */
async function settled(container: HTMLElement) {
  for (let waited = 0; container.querySelector('[data-tour-status="loading"]') && waited < 10_000; waited += 25) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  expect(container.querySelector('[data-tour-status="loading"]')).toBeNull();
}

const viewer = () => psv.viewers.at(-1)!;
const tourPlugin = () => viewer().plugins.find((p) => p instanceof psv.Tour) as InstanceType<typeof psv.Tour>;
const markersPlugin = () => viewer().plugins.find((p) => p instanceof psv.Markers) as InstanceType<typeof psv.Markers>;
const buttons = (container: HTMLElement, testId: string) =>
  [...container.querySelectorAll(`[data-testid="${testId}"] button`)] as HTMLButtonElement[];
const press = (target: Element, type: string, x: number, y: number) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, clientX: x, clientY: y, pointerId: 1 }));

describe('TourViewer', () => {
  it('renders, before any script runs, the viewer with its name and help and the lists as buttons', () => {
    const html = renderToStaticMarkup(<TourViewer tour={twoSceneTour()} labels={labels} locale="fa" />);
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(/role="application"[^>]*aria-label="تور مجازی کافه‌ی سنگی"/);
    expect(html).toContain(labels.help);
    expect(html).toContain('role="status"');
    // Scenes in the owner's order; the start scene is the current one.
    expect(html.indexOf('سالن')).toBeLessThan(html.indexOf('آشپزخانه'));
    expect(html).toMatch(/aria-current="true"[^>]*><span[^>]*>سالن/);
    // The start scene's link (not the one to a deleted scene) and its note, text escaped by React.
    expect(html).toContain('رفتن به آشپزخانه');
    expect(html).not.toContain('deleted-scene');
    expect(html).toContain('یادداشت: پیشخوان چوبی &lt;قدیمی&gt;');
  });

  it('gives Photo Sphere Viewer the scenes as nodes, links as arrows, notes as markers, words escaped', async () => {
    const tour = twoSceneTour();
    tour.scenes[1]!.name = 'سالن <b>';
    const container = await mount(<TourViewer tour={tour} labels={labels} locale="en" />);
    await settled(container);
    const config = tourPlugin().config as unknown as {
      nodes: { id: string; name: string; caption: string; links: { nodeId: string }[]; markers: { id: string }[] }[];
      startNodeId: string;
    };
    expect(config.startNodeId).toBe('hall');
    const hall = config.nodes.find((node) => node.id === 'hall')!;
    expect(hall.links.map((link) => link.nodeId)).toEqual(['kitchen']);
    expect(hall.markers.map((marker) => marker.id)).toEqual(['h-note']);
    expect(hall.name).toBe('Hall');
    expect((viewer().config as unknown as { lang: object }).lang).toBe(labels.psv);
    // A Persian name where there is no English one, escaped on its way into the caption's HTML.
    const persian = await mountAgain(tour, 'fa');
    expect(persian.caption).toBe('<span dir="rtl">سالن &#60;b&#62;</span>');
  });

  async function mountAgain(tour: ViewerTour, locale: 'fa' | 'en') {
    unmount();
    const container = await mount(<TourViewer tour={tour} labels={labels} locale={locale} />);
    await settled(container);
    return (tourPlugin().config as unknown as { nodes: { id: string; caption: string }[] }).nodes.find(
      (node) => node.id === 'hall',
    )!;
  }

  it('follows the deep link both ways: the page sets the scene, a walk reports it', async () => {
    const onSceneChange = vi.fn();
    const tour = twoSceneTour();
    const container = await mount(
      <TourViewer tour={tour} labels={labels} locale="fa" sceneId="kitchen" onSceneChange={onSceneChange} />,
    );
    await settled(container);
    expect(tourPlugin().config.startNodeId).toBe('kitchen');
    expect(container.querySelector('[data-testid="tour-scene-name"]')!.textContent).toBe('آشپزخانه');

    // The page's ?scene= changes: the viewer goes there.
    await rerender(<TourViewer tour={tour} labels={labels} locale="fa" sceneId="hall" onSceneChange={onSceneChange} />);
    expect(tourPlugin().visits.at(-1)).toBe('hall');
    expect(container.querySelector('[data-testid="tour-scene-name"]')!.textContent).toBe('سالن');

    // The visitor follows an arrow in the panorama: the page hears of it, and so does a screen reader.
    await act(async () => void tourPlugin().setCurrentNode('kitchen'));
    expect(onSceneChange).toHaveBeenLastCalledWith('kitchen');
    expect(container.textContent).toContain('اکنون در آشپزخانه');

    // The page follows (its ?scene= now says kitchen); the scene list asks the page too.
    await rerender(
      <TourViewer tour={tour} labels={labels} locale="fa" sceneId="kitchen" onSceneChange={onSceneChange} />,
    );
    expect(tourPlugin().visits).toEqual(['kitchen', 'hall', 'kitchen']);
    onSceneChange.mockClear();
    await act(async () => buttons(container, 'tour-scenes')[0]!.click());
    expect(onSceneChange).toHaveBeenCalledWith('hall');
  });

  it('walks on its own when the page does not control the scene, and opens notes from the list and the panorama', async () => {
    const container = await mount(<TourViewer tour={twoSceneTour()} labels={labels} locale="en" />);
    await settled(container);
    const [link, note] = buttons(container, 'tour-hotspots');
    expect(link!.textContent).toBe('رفتن به Kitchen');

    // Focusing a hotspot's button turns the view to it.
    await act(async () => note!.focus());
    expect(viewer().animations.at(-1)).toMatchObject({ yaw: -0.5, pitch: 0.2 });
    await act(async () => note!.click());
    expect(note!.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[data-testid="tour-note"]')!.textContent).toContain('An old <wooden> counter');
    await act(async () => (container.querySelector('[data-testid="tour-note"] button') as HTMLButtonElement).click());
    expect(container.querySelector('[data-testid="tour-note"]')).toBeNull();

    // A click on the note's mark in the panorama opens it too.
    await act(async () => markersPlugin().dispatch('select-marker', { marker: markersPlugin().markers.get('h-note') }));
    expect(container.querySelector('[data-testid="tour-note"]')).not.toBeNull();

    await act(async () => link!.click());
    expect(tourPlugin().visits.at(-1)).toBe('kitchen');
    expect(buttons(container, 'tour-scenes')[1]!.getAttribute('aria-current')).toBe('true');
    expect(container.querySelector('[data-testid="tour-note"]')).toBeNull();
  });

  it('shows a note’s picture described by its text, and links its listing (in a new tab where asked)', async () => {
    const tour = twoSceneTour();
    Object.assign(tour.scenes[1]!.hotspots[2]!, {
      imageUrl: '/api/public/tours/abc/images/p1?v=1',
      listing: { id: 'l1', title: 'سماور برنجی', titleEn: 'Brass samovar', path: '/market/stone/shop/samovar' },
    });
    const open = async (locale: 'fa' | 'en', newTabLinks?: boolean) => {
      unmount();
      const container = await mount(
        <TourViewer tour={tour} labels={labels} locale={locale} newTabLinks={newTabLinks} />,
      );
      await settled(container);
      await act(async () => buttons(container, 'tour-hotspots')[1]!.click());
      return container.querySelector<HTMLElement>('[data-testid="tour-note"]')!;
    };

    const note = await open('fa');
    const image = note.querySelector<HTMLImageElement>('[data-testid="note-image"]')!;
    expect(image.getAttribute('src')).toBe('/api/public/tours/abc/images/p1?v=1');
    expect(image.alt).toBe('پیشخوان چوبی <قدیمی>');
    const link = note.querySelector<HTMLAnchorElement>('[data-testid="note-listing"]')!;
    expect(link.getAttribute('href')).toBe('/market/stone/shop/samovar');
    expect(link.textContent).toBe('دیدن آگهی «سماور برنجی»');
    // On our own pages it opens where the reader is.
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual([null, null]);

    // In the embed (another site's frame), in English: a new tab, without giving it the frame's window.
    const embedded = (await open('en', true)).querySelector<HTMLAnchorElement>('[data-testid="note-listing"]')!;
    expect(embedded.getAttribute('href')).toBe('/en/market/stone/shop/samovar');
    expect(embedded.textContent).toBe('دیدن آگهی «Brass samovar»');
    expect([embedded.getAttribute('target'), embedded.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    expect((await open('en', true)).querySelector('img')!.alt).toBe('An old <wooden> counter');

    // A note without either shows its text alone.
    delete (tour.scenes[1]!.hotspots[2] as { imageUrl?: string }).imageUrl;
    (tour.scenes[1]!.hotspots[2] as { listing?: unknown }).listing = null;
    const plain = await open('fa');
    expect(plain.querySelector('img')).toBeNull();
    expect(plain.querySelector('a')).toBeNull();
  });

  it('turns the keyboard on only while the viewer has focus', async () => {
    const container = await mount(<TourViewer tour={twoSceneTour()} labels={labels} locale="fa" />);
    await settled(container);
    const stage = container.querySelector('[role="application"]') as HTMLElement;
    expect(viewer().keyboard).toBe(false);
    await act(async () => stage.focus());
    expect(viewer().keyboard).toBe(true);
    await act(async () => stage.blur());
    expect(viewer().keyboard).toBe(false);
  });

  describe('editing', () => {
    const editing = (selectedHotspotId: string | null = null): TourEditing => ({
      selectedHotspotId,
      onPick: vi.fn(),
      onSelect: vi.fn(),
      onMove: vi.fn(),
      onViewChange: vi.fn(),
    });

    it('shows every hotspot as a mark that does not navigate, and reports clicks on the panorama', async () => {
      const edit = editing('h-kitchen');
      const container = await mount(<TourViewer tour={twoSceneTour()} labels={labels} locale="fa" editing={edit} />);
      await settled(container);
      expect(container.textContent).toContain(labels.editHelp);
      const hall = (tourPlugin().config as unknown as { nodes: { id: string; links: unknown[] }[] }).nodes.find(
        (n) => n.id === 'hall',
      )!;
      expect(hall.links).toEqual([]);
      const marks = [...viewer().container.querySelectorAll<HTMLElement>('.tour-hotspot')];
      expect(marks.map((mark) => mark.dataset.hotspotId)).toEqual(['h-kitchen', 'h-gone', 'h-note']);
      expect(marks.every((mark) => mark.classList.contains('psv--capture-event'))).toBe(true);
      expect(marks.filter((mark) => mark.hasAttribute('data-selected')).map((m) => m.dataset.hotspotId)).toEqual([
        'h-kitchen',
      ]);

      viewer().dispatch('click', { data: { rightclick: false, yaw: 1.5, pitch: -0.25 } });
      expect(edit.onPick).toHaveBeenCalledWith({ yaw: 1.5, pitch: -0.25 });
      viewer().dispatch('click', { data: { rightclick: false, yaw: 1, pitch: 0, marker: {} } });
      viewer().dispatch('click', { data: { rightclick: true, yaw: 1, pitch: 0 } });
      expect(edit.onPick).toHaveBeenCalledTimes(1);

      // A link's button in the list picks it rather than walking.
      await act(async () => buttons(container, 'tour-hotspots')[0]!.click());
      expect(edit.onSelect).toHaveBeenCalledWith('h-kitchen');
      expect(tourPlugin().visits).toEqual(['hall']);
    });

    it('selects a mark on a press, moves it on a drag, and highlights the one the editor chose', async () => {
      const edit = editing();
      const tour = twoSceneTour();
      const container = await mount(<TourViewer tour={tour} labels={labels} locale="fa" editing={edit} />);
      await settled(container);
      const mark = () => viewer().container.querySelector<HTMLElement>('[data-hotspot-id="h-note"]')!;

      press(mark(), 'pointerdown', 10, 10);
      press(mark(), 'pointerup', 11, 10);
      expect(edit.onSelect).toHaveBeenCalledWith('h-note');
      expect(edit.onMove).not.toHaveBeenCalled();

      press(mark(), 'pointerdown', 10, 10);
      press(mark(), 'pointermove', 60, 30);
      press(mark(), 'pointermove', 150, 50);
      press(mark(), 'pointerup', 150, 50);
      expect(markersPlugin().updates.at(-1)).toEqual({ id: 'h-note', position: { yaw: 1.5, pitch: -0.5 } });
      expect(edit.onMove).toHaveBeenCalledWith('h-note', { yaw: 1.5, pitch: -0.5 });
      expect(edit.onSelect).toHaveBeenCalledTimes(1);

      // The editor keeps the move and chooses the hotspot: the marks follow without reloading the scene.
      const moved = structuredClone(tour);
      const note = moved.scenes[1]!.hotspots[2]!;
      Object.assign(note, { yaw: 1.5, pitch: -0.5 });
      await rerender(
        <TourViewer tour={moved} labels={labels} locale="fa" editing={{ ...edit, selectedHotspotId: 'h-note' }} />,
      );
      expect(mark().hasAttribute('data-selected')).toBe(true);
      expect(tourPlugin().visits).toEqual(['hall']);
    });

    it('reports the view once it settles', async () => {
      const edit = editing();
      const container = await mount(<TourViewer tour={twoSceneTour()} labels={labels} locale="fa" editing={edit} />);
      await settled(container);
      vi.useFakeTimers();
      viewer().dispatch('position-updated', {});
      viewer().dispatch('zoom-updated', {});
      expect(edit.onViewChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(edit.onViewChange).toHaveBeenCalledTimes(1);
      expect(edit.onViewChange).toHaveBeenCalledWith({ yaw: 0.25, pitch: -0.5, zoom: 40 });
    });
  });

  it('without WebGL shows the scene preview and the same lists', async () => {
    psv.webgl = false;
    const container = await mount(<TourViewer tour={twoSceneTour()} labels={labels} locale="fa" />);
    await settled(container);
    expect(psv.viewers).toHaveLength(0);
    expect(container.textContent).toContain(labels.noWebgl);
    expect(container.querySelector('img')!.getAttribute('src')).toContain('/hall/preview.webp');
    expect(buttons(container, 'tour-scenes')).toHaveLength(2);
    await act(async () => buttons(container, 'tour-scenes')[1]!.click());
    expect(container.querySelector('img')!.getAttribute('src')).toContain('/kitchen/preview.webp');
  });

  it('gives the viewer back when it leaves the page', async () => {
    const container = await mount(<TourViewer tour={twoSceneTour()} labels={labels} locale="fa" />);
    await settled(container);
    unmount();
    expect(viewer().destroyed).toBe(true);
  });
});
