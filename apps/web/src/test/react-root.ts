/**
 * One React root per test in happy-dom, for the web app's behaviour tests: React is told it runs under
 * act(), and after each test the root is unmounted and the page emptied (its direction with it), so no
 * test sees what the one before drew. Import it before rendering; a file's own after-each steps stay its own.
 */
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// Without it React warns that updates are not wrapped in act(), though every one here is.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Unmounts what the test drew (a test that mounts twice in one go calls it between). */
export function unmount(): void {
  act(() => root?.unmount());
  root = null;
}

afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
});

function newContainer(): HTMLElement {
  return document.body.appendChild(document.createElement('div'));
}

/** Renders `node` into a new container on the page; its effects have run when this returns. */
export function mount(node: ReactNode): HTMLElement {
  const container = newContainer();
  root = createRoot(container);
  act(() => root!.render(node));
  return container;
}

/** As `mount`, and what the first effects started (a dynamic import, a promise) has settled too. */
export async function mountSettled(node: ReactNode): Promise<HTMLElement> {
  const container = newContainer();
  root = createRoot(container);
  await act(async () => root!.render(node));
  return container;
}

/** The same root drawn again with new props. */
export function rerender(node: ReactNode): Promise<void> {
  return act(async () => root!.render(node));
}

/** Hydrates server markup already in `container`, as the browser does on a page's first load. */
export async function hydrate(container: HTMLElement, node: ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, node);
  });
}
