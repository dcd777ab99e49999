// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, rerender } from '@/test/react-root';
import { useLeaveWarning } from './use-leave-warning';

function Page({ unsaved }: { unsaved: boolean }) {
  useLeaveWarning(unsaved, 'Leave?');
  return (
    <>
      <a href="/dashboard/admin/blog">Posts</a>
      <a href="#texts">Texts</a>
      <a href="/help" target="_blank">
        Help
      </a>
    </>
  );
}

let container: HTMLElement;
beforeEach(() => {
  // happy-dom has no dialogs: the browser's question is a function here, answered by each test.
  window.confirm = () => true;
  history.replaceState(null, '', '/dashboard/admin/blog/new');
});
afterEach(() => vi.restoreAllMocks());

/**
 * Clicks a link as a person would, and says whether the click was held back: stopped before it reached the
 * page (where the router would take it), or its default prevented. The page then stops the click itself, so
 * happy-dom does not try to load the address.
 */
function follow(name: string): boolean {
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;
  let reached: boolean | null = null;
  const page = (event: Event) => {
    reached = !event.defaultPrevented;
    event.preventDefault();
  };
  container.addEventListener('click', page);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  container.removeEventListener('click', page);
  return reached !== true;
}

describe('useLeaveWarning', () => {
  it('asks before a link to another page is followed, and holds it back when the answer is no', () => {
    container = mount(<Page unsaved />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    expect(follow('Posts')).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Leave?');
    expect(follow('Posts')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('lets links within the page and links to a new tab be, and asks the browser before unloading', () => {
    container = mount(<Page unsaved />);
    const confirm = vi.spyOn(window, 'confirm');
    follow('Texts');
    follow('Help');
    expect(confirm).not.toHaveBeenCalled();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('asks nothing once the changes are saved', async () => {
    container = mount(<Page unsaved />);
    await rerender(<Page unsaved={false} />);
    const confirm = vi.spyOn(window, 'confirm');
    expect(follow('Posts')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
