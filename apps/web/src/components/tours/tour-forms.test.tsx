// @vitest-environment happy-dom
/**
 * The tours' forms against a stubbed API: a new tour's title is checked before it is sent and the tour's
 * own address follows; panoramas go one by one with their own progress and keep their own refusal (a 3:1
 * picture's field message); a note needs its Persian text and an empty English one goes as null, its
 * picture is uploaded for the tour and goes by its id, its listing is one of the owner's shop's; a
 * rejection needs its reason.
 */
import en from '@rassam/i18n/messages/en.json';
import { NextIntlClientProvider } from 'next-intl';
import { act, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@/components/ui/ui-provider';
import { mount as mountRoot, unmount } from '@/test/react-root';
import { HotspotsPanel } from './editor/hotspots-panel';
import { NewTour } from './new-tour';
import { ReviewQueue } from './review-queue';
import { SceneUpload } from './scene-upload';
import { pictureRefusal } from './editor/note-media';
import type { AdminTourRow, Hotspot, NoteListings, SceneView, TourView } from './tour-api';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => router,
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
// The viewer (Photo Sphere Viewer in WebGL) is not what these tests are about.
vi.mock('@/components/tours/viewer/tour-viewer', () => ({ default: () => <div data-testid="viewer" /> }));

let calls: { method: string; url: string; body: unknown }[] = [];
let answer: (method: string, url: string, body: unknown) => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method: init.method ?? 'GET', url, body });
    const reply = answer(init.method ?? 'GET', url, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  router.replace.mockReset();
});

const mount = (node: ReactNode) =>
  mountRoot(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Tehran">
      <UiProvider dir="ltr">{node}</UiProvider>
    </NextIntlClientProvider>,
  );
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text)!;
const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = (form: HTMLFormElement) =>
  act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('NewTour', () => {
  it('asks for a title before sending, then makes the tour and moves to its upload step', async () => {
    answer = () => ({ status: 201, body: { data: { id: 'abc', slug: 'x', link: 'l', status: 'draft' } } });
    mount(<NewTour tour={null} />);
    const form = document.querySelector<HTMLFormElement>('[data-testid="new-tour"]')!;
    await submit(form);
    expect(calls).toEqual([]);
    expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull();

    await type(form.querySelector('input')!, 'Villa by the sea');
    await submit(form);
    await settle();
    expect(calls).toEqual([{ method: 'POST', url: '/api/tours', body: { title: 'Villa by the sea' } }]);
    expect(router.replace).toHaveBeenCalledWith('/dashboard/virtual-tour/new?tour=abc');
  });

  it('shows the server’s refusal on the title field', async () => {
    answer = () => ({
      status: 422,
      body: { error: { code: 'ValidationError', message: 'Check the form', fields: { title: 'Too long for us' } } },
    });
    mount(<NewTour tour={null} />);
    const form = document.querySelector<HTMLFormElement>('[data-testid="new-tour"]')!;
    await type(form.querySelector('input')!, 'A tour');
    await submit(form);
    await settle();
    expect(form.textContent).toContain('Too long for us');
    expect(router.replace).not.toHaveBeenCalled();
  });
});

/** XMLHttpRequest as the upload uses it: each request waits until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  url = '';
  form: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    this.form = form;
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
}

describe('SceneUpload', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends several panoramas one at a time, each with its progress and its own refusal', async () => {
    const uploaded: string[] = [];
    mount(<SceneUpload tourId="t1" onUploaded={(id) => uploaded.push(id)} />);
    const input = document.querySelector<HTMLInputElement>('[data-testid="scene-files"]')!;
    const files = [
      new File(['x'.repeat(10)], 'hall.jpg', { type: 'image/jpeg' }),
      new File(['x'.repeat(10)], 'wide.png', { type: 'image/png' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ];
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="scene-upload-row"]')];
    expect(rows().map((row) => row.dataset.state)).toEqual(['sending', 'waiting', 'failed']);
    expect(rows()[2]!.textContent).toContain('Choose a JPEG, PNG or WebP picture.');
    // One request at a time: the second waits for the first.
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.url).toBe('/api/tours/t1/scenes');
    expect(FakeXhr.sent[0]!.form!.get('name')).toBe('hall');

    await act(async () => FakeXhr.sent[0]!.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 }));
    expect(rows()[0]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('50');

    await act(async () => FakeXhr.sent[0]!.answer(201, { data: { id: 's1', previewUrl: '/p' } }));
    expect(uploaded).toEqual(['s1']);
    expect(FakeXhr.sent).toHaveLength(2);
    await act(async () =>
      FakeXhr.sent[1]!.answer(422, {
        error: {
          code: 'ValidationError',
          message: 'Check the form',
          fields: { file: 'A panorama must be twice as wide as it is tall (2:1).' },
        },
      }),
    );
    expect(rows().map((row) => row.dataset.state)).toEqual(['done', 'failed', 'failed']);
    expect(rows()[1]!.textContent).toContain('A panorama must be twice as wide as it is tall (2:1).');
    expect(uploaded).toEqual(['s1']);

    // A refused panorama can be sent again.
    await act(async () => rows()[1]!.querySelector('button')!.click());
    expect(FakeXhr.sent).toHaveLength(3);
  });
});

const T = '00000000-0000-4000-8000-0000000000a1';
const S1 = '00000000-0000-4000-8000-0000000000b1';
const S2 = '00000000-0000-4000-8000-0000000000b2';
const scene = (id: string, name: string): SceneView => ({
  id,
  name,
  nameEn: null,
  position: id === S1 ? 0 : 1,
  width: 4096,
  height: 2048,
  previewUrl: '/p',
  imageUrl: '/i',
  tiles: null,
  view: { yaw: 0, pitch: 0, zoom: 50 },
  northOffset: 0,
  hotspots: [],
});
const tour = { id: T, scenes: [scene(S1, 'Hall'), scene(S2, 'Kitchen')] } as TourView;

const L1 = '00000000-0000-4000-8000-0000000000c1';
const L2 = '00000000-0000-4000-8000-0000000000c2';
const IMG = '00000000-0000-4000-8000-0000000000d1';
const shopListings: NoteListings = {
  listings: [
    { id: L1, title: 'سماور برنجی', titleEn: 'Brass samovar' },
    { id: L2, title: 'فرش دستباف', titleEn: null },
  ],
  failed: false,
};

describe('HotspotsPanel', () => {
  function Harness({ initial, listings = shopListings }: { initial: Hotspot[]; listings?: NoteListings }) {
    const [hotspots, setHotspots] = useState<Hotspot[] | null>(initial);
    const [selected, setSelected] = useState<string | null>(initial[0]?.id ?? null);
    const first = tour.scenes[0]!;
    return (
      <HotspotsPanel
        tour={tour}
        scene={first}
        hotspots={hotspots ?? first.hotspots}
        onChange={setHotspots}
        selected={selected}
        onSelect={setSelected}
        kind="info"
        onKind={() => undefined}
        view={{ yaw: 1, pitch: 0.2, zoom: 40 }}
        listings={listings}
        onSaved={async () => undefined}
      />
    );
  }

  it('refuses a note without Persian text, and sends an empty English text as none', async () => {
    answer = () => ({ status: 200, body: { data: {} } });
    mount(<Harness initial={[{ id: 'h1', type: 'info', yaw: 0.5, pitch: 0, text: { fa: '', en: null } }]} />);
    await act(async () => button('Save hotspots').click());
    expect(calls).toEqual([]);
    expect(document.body.textContent).toContain('Every note needs a Persian text');

    const editor = document.querySelector('[data-testid="hotspot-editor"]')!;
    await type(editor.querySelector<HTMLInputElement>('input[lang="fa"]')!, ' ورودی ');
    await act(async () => button('Save hotspots').click());
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `/api/tours/${T}/scenes/${S1}` });
    expect((calls[0]!.body as { hotspots: unknown }).hotspots).toEqual([
      { id: 'h1', type: 'info', yaw: 0.5, pitch: 0, text: { fa: 'ورودی', en: null }, imageId: null, listingId: null },
    ]);
    expect(document.body.textContent).toContain('Saved.');
  });

  it('lists a note by its text in the page’s language, the Persian one when it has no English', () => {
    mount(
      <Harness
        initial={[
          { id: 'h1', type: 'info', yaw: 0.5, pitch: 0, text: { fa: 'ورودی اصلی', en: 'Main entrance' } },
          { id: 'h2', type: 'info', yaw: 1, pitch: 0, text: { fa: 'سماور', en: null } },
        ]}
      />,
    );
    const items = [...document.querySelectorAll('[data-testid="hotspots-panel"] li')].map((li) => li.textContent);
    expect(items.join(' | ')).toContain('Main entrance');
    expect(items.join(' | ')).not.toContain('ورودی اصلی');
    expect(items.join(' | ')).toContain('سماور');
  });

  const note = (extra: object = {}): Hotspot => ({
    id: 'h1',
    type: 'info',
    yaw: 0.5,
    pitch: 0,
    text: { fa: 'سماور', en: null },
    ...extra,
  });
  const choose = (input: HTMLInputElement, file: File) =>
    act(async () => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  const saved = () => (calls.at(-1)!.body as { hotspots: Record<string, unknown>[] }).hotspots[0]!;

  it('uploads a note’s picture for the tour, shows it and saves the note with its id; removed, it goes as none', async () => {
    answer = (method, url) =>
      url.endsWith('/images')
        ? { status: 201, body: { data: { id: IMG, url: `/api/tours/${T}/images/${IMG}?v=abc` } } }
        : { status: 200, body: { data: {} } };
    mount(<Harness initial={[note()]} />);
    const input = document.querySelector<HTMLInputElement>('[data-testid="note-picture-file"]')!;
    await choose(input, new File(['jpeg bytes'], 'samovar.JPG', { type: 'image/jpeg' }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `/api/tours/${T}/images` });
    expect((calls[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    const thumbnail = document.querySelector<HTMLImageElement>('[data-testid="note-picture"]')!;
    expect(thumbnail.getAttribute('src')).toBe(`/api/tours/${T}/images/${IMG}?v=abc`);
    expect(thumbnail.alt).toBe("The note's picture");

    // Removed, the drop area is back; chosen again, it is the one saved.
    await act(async () => button('Remove the picture').click());
    expect(document.querySelector('[data-testid="note-picture"]')).toBeNull();
    expect(button('Choose a picture')).toBeDefined();
    await choose(input, new File(['png bytes'], 'samovar.png', { type: 'image/png' }));
    await settle();
    expect(calls).toHaveLength(2);
    await act(async () => button('Save hotspots').click());
    await settle();
    expect(saved()).toEqual({
      id: 'h1',
      type: 'info',
      yaw: 0.5,
      pitch: 0,
      text: { fa: 'سماور', en: null },
      imageId: IMG,
      listingId: null,
    });
  });

  it('sends a note whose picture was removed with none', async () => {
    answer = () => ({ status: 200, body: { data: {} } });
    mount(<Harness initial={[note({ imageId: IMG, imageUrl: `/api/tours/${T}/images/${IMG}?v=abc` })]} />);
    expect(document.querySelector('[data-testid="note-picture"]')).not.toBeNull();
    await act(async () => button('Remove the picture').click());
    await act(async () => button('Save hotspots').click());
    await settle();
    expect(saved()).toMatchObject({ imageId: null });
  });

  it('refuses a file that is not a picture or is too large before sending it, and shows the server’s refusal', async () => {
    expect(pictureRefusal(new File(['x'], 'a.gif'))).toBe('wrongType');
    expect(pictureRefusal(new File([], 'a.png'))).toBe('empty');
    const big = new File(['x'], 'a.webp');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(pictureRefusal(big)).toBe('tooLarge');
    expect(pictureRefusal(new File(['x'], 'a.jpeg'))).toBeNull();

    answer = () => ({
      status: 400,
      body: {
        error: {
          code: 'FileFormatIsNotValid',
          message: 'This file format is not supported.',
          fields: { file: 'Not a picture we can read' },
        },
      },
    });
    mount(<Harness initial={[note()]} />);
    const input = document.querySelector<HTMLInputElement>('[data-testid="note-picture-file"]')!;
    await choose(input, new File(['%PDF'], 'menu.pdf'));
    expect(calls).toEqual([]);
    expect(document.querySelector('[data-testid="hotspot-editor"] [role="alert"]')!.textContent).toBe(
      'Choose a JPEG, PNG or WebP picture.',
    );
    await choose(input, big);
    expect(calls).toEqual([]);
    expect(document.body.textContent).toContain('This picture is larger than 10 MB; choose a smaller one.');

    await choose(input, new File(['<svg/>'], 'fake.png'));
    await settle();
    expect(calls).toHaveLength(1);
    expect(document.body.textContent).toContain('Not a picture we can read');
    expect(document.querySelector('[data-testid="note-picture"]')).toBeNull();
  });

  it('links a note to one of the shop’s listings, or to none', async () => {
    answer = () => ({ status: 200, body: { data: {} } });
    mount(<Harness initial={[note({ listingId: L2 })]} />);
    const select = document.querySelector<HTMLSelectElement>('[data-testid="hotspot-editor"] select')!;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'No listing',
      'Brass samovar',
      'فرش دستباف',
    ]);
    expect(select.value).toBe(L2);
    await act(async () => {
      select.value = L1;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button('Save hotspots').click());
    await settle();
    expect(saved()).toMatchObject({ listingId: L1 });
    unmount();

    mount(<Harness initial={[note({ listingId: L1 })]} />);
    const again = document.querySelector<HTMLSelectElement>('[data-testid="hotspot-editor"] select')!;
    await act(async () => {
      again.value = '';
      again.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => button('Save hotspots').click());
    await settle();
    expect(saved()).toMatchObject({ listingId: null });
  });

  it('keeps a listing no longer in the shop’s list by its title, and says what a user without a shop can do', async () => {
    const gone = { id: L1, title: 'سماور', titleEn: 'Old samovar', path: '/market/s/shop/x' };
    mount(<Harness initial={[note({ listingId: L1, listing: gone })]} listings={{ listings: [], failed: true }} />);
    const select = document.querySelector<HTMLSelectElement>('[data-testid="hotspot-editor"] select')!;
    expect([...select.options].map((option) => option.textContent)).toEqual(['No listing', 'Old samovar']);
    expect(document.body.textContent).toContain("Your shop's listings could not be loaded.");
    unmount();

    mount(<Harness initial={[note()]} listings={{ listings: null, failed: false }} />);
    expect(document.querySelector('[data-testid="hotspot-editor"] select')).toBeNull();
    expect(document.body.textContent).toContain('Once you have a shop, a note can link to one of its listings.');
  });

  it('adds a hotspot at the centre of the view without a pointer, of the kind chosen', async () => {
    mount(<Harness initial={[]} />);
    await act(async () => button('Add at the centre of the view').click());
    const editor = document.querySelector('[data-testid="hotspot-editor"]')!;
    // The kind chosen is "note": a note at the view's centre, its text to write.
    expect(editor.querySelector('input[lang="fa"]')).not.toBeNull();
    expect(document.body.textContent).toContain('These hotspots are not saved yet.');
  });
});

describe('ReviewQueue', () => {
  const row: AdminTourRow = {
    id: T,
    slug: 'villa',
    link: 'l',
    kind: 'scenes',
    status: 'submitted',
    title: 'Villa',
    titleEn: null,
    visibility: 'public',
    rejectionReason: null,
    scenes: 2,
    previewUrl: null,
    submittedAt: '2026-01-01T10:00:00.000Z',
    author: { id: 'u', name: 'Sara' },
  };

  it('needs a reason to reject, and sends it', async () => {
    answer = () => ({ status: 200, body: { data: {} } });
    mount(<ReviewQueue tours={[row]} labels={{} as never} empty={null} />);
    await act(async () => button('Reject').click());
    const form = document.querySelector<HTMLFormElement>('[data-testid="reject-form"]')!;
    await submit(form);
    expect(calls).toEqual([]);
    expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull();

    await type(form.querySelector('textarea')!, 'The pictures are blurry');
    await submit(form);
    await settle();
    expect(calls).toEqual([
      { method: 'POST', url: `/api/admin/tours/${T}/reject`, body: { reason: 'The pictures are blurry' } },
    ]);
    expect(document.body.textContent).toContain('“Villa” is rejected.');
    expect(document.querySelector('[data-testid="review-card"]')).toBeNull();
  });
});
