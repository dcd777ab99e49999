'use client';

import { useEffect, useState } from 'react';

type Control = HTMLInputElement | HTMLSelectElement;

/** Controls already replayed: a RadioGroup inside a Form is found by both, and is replayed once. */
const replayed = new WeakSet<Control>();

/** The choice a control shows that the server's markup did not make (a radio tapped, an option picked), if any. */
function earlyChoice(control: Element | null): { control: Control; value: string } | null {
  if (control instanceof HTMLInputElement) {
    return control.type === 'radio' && control.checked && !control.defaultChecked
      ? { control, value: control.value }
      : null;
  }
  if (control instanceof HTMLSelectElement && !control.multiple) {
    // What the markup alone shows: the option written `selected`, or the first.
    const fromMarkup = Math.max(
      0,
      Array.from(control.options).findIndex((option) => option.hasAttribute('selected')),
    );
    const changed = control.selectedIndex !== -1 && control.selectedIndex !== fromMarkup;
    return changed ? { control, value: control.value } : null;
  }
  return null;
}

/**
 * Keeps a choice made before the page hydrated. react-hook-form keeps a text, a select or a checkbox changed
 * before it registers them, but sets a radio group back to its default as it registers it, and a controlled
 * radio or select's state never heard of the change; on a slow phone a choice made while the scripts were
 * still coming was undone without a word, or shown and not acted on. As the part hydrates (its render comes
 * before React touches its controls) it notes what `find`'s radios and selects show that the server did not
 * send; once the fields are registered it makes each choice again, so that it goes through the same handlers
 * as one made after hydration. A part rendered in the browser, not hydrated, finds nothing in the page yet.
 */
export function useChoicesMadeBeforeHydration(find: () => Iterable<Element | null>) {
  const [early] = useState(() =>
    typeof document === 'undefined' ? [] : Array.from(find(), earlyChoice).filter((choice) => choice !== null),
  );
  useEffect(() => {
    for (const { control, value } of early) {
      if (replayed.has(control) || !control.isConnected || control.disabled) continue;
      replayed.add(control);
      if (control instanceof HTMLSelectElement) {
        // A controlled select may have been set back to its state by now.
        control.value = value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        // A controlled group still shows this radio checked while its state holds another value, and a tap on
        // a checked radio is no change: cleared first (through React's setter, so React counts the tap as
        // one). Under react-hook-form, which has checked its default by now, the radio is clear already.
        control.checked = false;
        control.click();
      }
    }
  }, [early]);
}

/** The id of a set's option (a RadioGroup's, ChoiceChips'): the set's own id and the option's place. */
export const optionId = (base: string, index: number) => `${base}-${index}`;

/** `useChoicesMadeBeforeHydration` for a set of `count` radios whose ids are `optionId(base, index)`. */
export function useOptionsChosenBeforeHydration(base: string, count: number) {
  useChoicesMadeBeforeHydration(() =>
    Array.from({ length: count }, (_, index) => document.getElementById(optionId(base, index))),
  );
}
