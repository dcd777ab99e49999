// @vitest-environment happy-dom
/**
 * The floor plan's pin editor: a click on the plan puts the chosen scene's pin there and moves on to the
 * next scene without one; without a pointer, a pin moves with the arrow keys (on the picture's own axes,
 * whatever the page's direction), Delete removes it, and an unplaced scene is put in the centre.
 */
import en from '@rassam/i18n/messages/en.json';
import fa from '@rassam/i18n/messages/fa.json';
import { NextIntlClientProvider } from 'next-intl';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@/components/ui/ui-provider';
import { mount as mountRoot } from '@/test/react-root';
import type { PlanPin } from '../tour-api';
import { nudge, PinEditor, placePin } from './pin-editor';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const scenes = [
  { id: A, name: 'Hall' },
  { id: B, name: 'Kitchen' },
];

describe('placePin and nudge', () => {
  it('puts a scene’s pin once, replacing its old place, within the picture', () => {
    const one = placePin([], A, 0.25, 0.5);
    expect(one).toEqual([{ sceneId: A, x: 0.25, y: 0.5 }]);
    expect(placePin(one, A, 1.4, -0.2)).toEqual([{ sceneId: A, x: 1, y: 0 }]);
    expect(placePin(one, B, 0.1, 0.1)).toHaveLength(2);
  });

  it('moves a hundredth per arrow key, a twentieth with Shift, and ignores other keys', () => {
    const pin = { sceneId: A, x: 0.5, y: 0.5 };
    expect(nudge(pin, 'ArrowLeft', false)).toEqual({ sceneId: A, x: 0.49, y: 0.5 });
    expect(nudge(pin, 'ArrowDown', true)).toEqual({ sceneId: A, x: 0.5, y: 0.55 });
    expect(nudge({ sceneId: A, x: 0, y: 0 }, 'ArrowUp', false)).toEqual({ sceneId: A, x: 0, y: 0 });
    expect(nudge(pin, 'a', false)).toBeNull();
  });
});

/** The editor with its state held as the plan panel holds it; `pins()` reads the latest. */
function mount(locale: 'fa' | 'en', initial: PlanPin[]) {
  const state = { pins: initial, active: A as string | null };
  function Harness() {
    const [pins, setPins] = useState(initial);
    const [active, setActive] = useState<string | null>(A);
    state.pins = pins;
    state.active = active;
    return (
      <PinEditor
        imageUrl="/plan.png"
        width={800}
        height={400}
        scenes={scenes}
        pins={pins}
        onChange={setPins}
        active={active}
        onActive={setActive}
        locale={locale}
      />
    );
  }
  const dir = locale === 'fa' ? 'rtl' : 'ltr';
  document.documentElement.setAttribute('dir', dir);
  mountRoot(
    <NextIntlClientProvider locale={locale} messages={locale === 'fa' ? fa : en} timeZone="Asia/Tehran">
      <UiProvider dir={dir}>
        <Harness />
      </UiProvider>
    </NextIntlClientProvider>,
  );
  return state;
}

const frame = () => document.querySelector<HTMLElement>('[data-testid="plan-image"]')!;
const pinOf = (id: string) => document.querySelector<HTMLButtonElement>(`[data-testid="plan-pin"][data-scene="${id}"]`);

describe('PinEditor', () => {
  it('places the chosen scene where the plan is clicked, then offers the next scene without a pin', () => {
    const state = mount('en', []);
    frame().getBoundingClientRect = () => ({ left: 100, top: 50, width: 800, height: 400 }) as DOMRect;
    const img = frame().querySelector('img')!;
    act(() => img.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 300, clientY: 150 })));
    expect(state.pins).toEqual([{ sceneId: A, x: 0.25, y: 0.25 }]);
    expect(state.active).toBe(B);
    expect(pinOf(A)!.getAttribute('aria-label')).toBe('Hall: 25% from the left, 25% from the top');
    expect(pinOf(A)!.style.left).toBe('25%');
  });

  it('moves a focused pin with the arrow keys on the picture’s axes in Persian too, and removes it with Delete', () => {
    const state = mount('fa', [{ sceneId: A, x: 0.5, y: 0.5 }]);
    const pin = pinOf(A)!;
    act(() => pin.focus());
    act(() => pin.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    act(() => pinOf(A)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', shiftKey: true, bubbles: true })));
    expect(state.pins).toEqual([{ sceneId: A, x: 0.51, y: 0.45 }]);
    // Persian digits in the pin's name.
    expect(pinOf(A)!.getAttribute('aria-label')).toContain('۵۱٪');
    act(() => pinOf(A)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true })));
    expect(state.pins).toEqual([]);
    expect(pinOf(A)).toBeNull();
  });

  it('puts a scene without a pin in the centre from the list, ready for the keys', () => {
    const state = mount('en', [{ sceneId: A, x: 0.2, y: 0.2 }]);
    const centre = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Place Kitchen in the centre',
    )!;
    act(() => centre.click());
    expect(state.pins).toContainEqual({ sceneId: B, x: 0.5, y: 0.5 });
    expect(pinOf(B)).not.toBeNull();
  });
});
