// @vitest-environment happy-dom
/**
 * The kit's parts at work in a DOM: dialogs and sheets take focus, keep it, close on Escape and give it back;
 * tabs and menus follow the arrow keys in the page's direction; FormField wires react-hook-form's
 * registration and errors; a table sorts and pages in the browser; Slot (`asChild`) lends its props, handlers
 * and ref to its child. The markup alone: kit-markup.test.tsx.
 */
import en from '@rassam/i18n/messages/en.json';
import { NextIntlClientProvider } from 'next-intl';
import { act, createRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { hydrate, mount as mountRoot, rerender, unmount } from '@/test/react-root';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { ChoiceChips } from './choice-chips';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Form, FormField, SubmitButton } from './form';
import { Input } from './input';
import { Pagination } from './pagination';
import { RadioGroup } from './radio';
import { SessionVariants, type SessionStatus } from './session-variants';
import { Sheet, SheetContent, SheetTrigger } from './sheet';
import { Slot, Slottable } from './slot';
import { DataTable, sortRows, type Column, type SortState } from './table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { UiProvider } from './ui-provider';

/** `node` inside the providers a page gives it, in the page's direction and language. */
const withProviders = (node: ReactNode, dir: 'rtl' | 'ltr' = 'ltr') => (
  <NextIntlClientProvider locale={dir === 'rtl' ? 'fa' : 'en'} messages={en} timeZone="Asia/Tehran">
    <UiProvider dir={dir}>{node}</UiProvider>
  </NextIntlClientProvider>
);

function mount(node: ReactNode, dir: 'rtl' | 'ltr' = 'ltr') {
  document.documentElement.setAttribute('dir', dir);
  return mountRoot(withProviders(node, dir));
}

const byRole = (role: string, name?: string) =>
  [...document.querySelectorAll<HTMLElement>(`[role="${role}"]`)].find(
    (element) => name === undefined || element.getAttribute('aria-label') === name || element.textContent === name,
  ) ?? null;
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (element) => element.textContent === text || element.getAttribute('aria-label') === text,
  )!;
/** A key pressed on the focused element; Radix moves and returns focus a task later, so that task runs too. */
const press = async (key: string, target: Element = document.activeElement ?? document.body) => {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
const click = (element: HTMLElement) => act(() => element.click());

describe('Sheet', () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button>Menu</Button>
          </SheetTrigger>
          <SheetContent side="start" title="Rassam" closeLabel="Close the menu">
            <a href="/ai">AI</a>
            <a href="/market">Market</a>
          </SheetContent>
        </Sheet>
        <a href="/behind">Behind</a>
      </>
    );
  }

  it('opens as a modal dialog named by its title, with focus inside and the page behind hidden', () => {
    const page = mount(<Menu />, 'rtl');
    const trigger = button('Menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    click(trigger);
    const sheet = byRole('dialog')!;
    expect(sheet).not.toBeNull();
    expect(page.getAttribute('aria-hidden')).toBe('true');
    expect(document.getElementById(sheet.getAttribute('aria-labelledby')!)?.textContent).toBe('Rassam');
    expect(sheet.dataset.side).toBe('start');
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps focus inside: focus sent behind it comes back', () => {
    mount(<Menu />);
    click(button('Menu'));
    const sheet = byRole('dialog')!;
    const behind = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Behind')!;
    act(() => behind.focus());
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    mount(<Menu />);
    const trigger = button('Menu');
    act(() => trigger.focus());
    click(trigger);
    await press('Escape');
    expect(byRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('its ✕ is named and closes it', () => {
    mount(<Menu />);
    click(button('Menu'));
    click(button('Close the menu'));
    expect(byRole('dialog')).toBeNull();
  });
});

describe('Dialog', () => {
  it('is described by its description, and has no description link without one', async () => {
    mount(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Edit</Button>
        </DialogTrigger>
        <DialogContent title="Edit the name" description="Shown on your page" closeLabel="Close">
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>,
    );
    click(button('Edit'));
    const dialog = byRole('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Shown on your page');
    await press('Escape');
    expect(byRole('dialog')).toBeNull();

    unmount();
    mount(
      <Dialog defaultOpen>
        <DialogContent title="Plain">body</DialogContent>
      </Dialog>,
    );
    expect(byRole('dialog')!.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  function Confirm({ onConfirm, onCancel }: { onConfirm: () => unknown; onCancel?: () => void }) {
    return (
      <ConfirmDialog
        trigger={<Button variant="danger">Delete</Button>}
        title="Delete the listing?"
        description="It cannot be brought back."
        confirmLabel="Yes, delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }

  it('is an alert dialog that waits for the action, busy, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    mount(<Confirm onConfirm={onConfirm} />);
    click(button('Delete'));
    const dialog = byRole('alertdialog')!;
    expect(dialog).not.toBeNull();
    // Focus starts on the safe choice.
    expect(document.activeElement?.textContent).toBe('Cancel');
    click(button('Yes, delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button('Yes, delete').getAttribute('aria-busy')).toBe('true');
    expect(button('Yes, delete').disabled).toBe(true);
    // Escape does not close it while the action runs.
    await press('Escape');
    expect(byRole('alertdialog')).not.toBeNull();
    await act(async () => finish());
    expect(byRole('alertdialog')).toBeNull();
  });

  it('stays open when the action fails, and Cancel says no', async () => {
    const onCancel = vi.fn();
    mount(<Confirm onConfirm={() => Promise.reject(new Error('refused'))} onCancel={onCancel} />);
    click(button('Delete'));
    await act(async () => button('Yes, delete').click());
    expect(byRole('alertdialog')).not.toBeNull();
    expect(button('Yes, delete').disabled).toBe(false);
    click(button('Cancel'));
    expect(byRole('alertdialog')).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('direction: arrow keys follow the page', () => {
  const tabs = (
    <Tabs defaultValue="one">
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First</TabsContent>
      <TabsContent value="two">Second</TabsContent>
      <TabsContent value="three">Third</TabsContent>
    </Tabs>
  );
  const selected = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

  it('in RTL, the left arrow goes to the next tab', async () => {
    mount(tabs, 'rtl');
    act(() => byRole('tab', 'One')!.focus());
    await press('ArrowLeft');
    expect(selected()).toBe('Two');
    expect(document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent).toBe('Second');
    await press('ArrowRight');
    expect(selected()).toBe('One');
  });

  it('in LTR, the right arrow does', async () => {
    mount(tabs, 'ltr');
    act(() => byRole('tab', 'One')!.focus());
    await press('ArrowRight');
    expect(selected()).toBe('Two');
    await press('ArrowLeft');
    expect(selected()).toBe('One');
  });

  it('a menu opens from the keyboard, moves with the arrows, and gives focus back on Escape', async () => {
    const chosen = vi.fn();
    mount(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Account</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => chosen('profile')}>Profile</DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => chosen('out')}>
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
      'rtl',
    );
    const trigger = button('Account');
    act(() => trigger.focus());
    await press('Enter', trigger);
    expect(byRole('menu')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Profile');
    await press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Sign out');
    expect(document.activeElement?.className).toContain('text-danger');
    await press('Enter');
    expect(chosen).toHaveBeenCalledWith('out');
    expect(byRole('menu')).toBeNull();
    await press('Enter', trigger);
    await press('Escape');
    expect(byRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

describe('Form and FormField', () => {
  type Values = { title: string; kind: string; agree: boolean };

  function ListingForm({
    onValues,
    onKindChange,
  }: {
    onValues: (values: Values) => void;
    onKindChange?: (event: { target: { value: string } }) => void;
  }) {
    const form = useForm<Values>({ defaultValues: { title: '', kind: 'item', agree: false } });
    return (
      <Form form={form} onSubmit={form.handleSubmit(onValues)} error={form.formState.errors.root?.message}>
        <FormField<Values>
          name="title"
          label="Title"
          hint="Up to 80 characters"
          options={{ required: 'Write a title' }}
        >
          <Input />
        </FormField>
        <FormField<Values> name="kind" label="Kind" group options={{ onChange: onKindChange }}>
          <RadioGroup
            options={[
              { value: 'place', label: 'Place' },
              { value: 'item', label: 'Item' },
            ]}
          />
        </FormField>
        <FormField<Values> name="agree" label="I agree" inline>
          <Checkbox />
        </FormField>
        <Button type="submit">Save</Button>
      </Form>
    );
  }

  const submit = async () =>
    act(async () => {
      document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

  it('puts the error on the named field: described by it, aria-invalid; then takes the values', async () => {
    const onValues = vi.fn();
    mount(<ListingForm onValues={onValues} />);
    const title = document.querySelector<HTMLInputElement>('input[name="title"]')!;
    expect(document.querySelector(`label[for="${title.id}"]`)?.textContent).toBe('Title');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('Up to 80 characters');
    expect(document.querySelector('form')!.noValidate).toBe(true);

    await submit();
    expect(onValues).not.toHaveBeenCalled();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe('Write a title');
    expect(note.getAttribute('role')).toBe('alert');

    type(title, 'Cafe Naderi');
    click(document.querySelector<HTMLInputElement>('input[value="place"]')!);
    click(document.querySelector<HTMLInputElement>('input[name="agree"]')!);
    await submit();
    expect(onValues).toHaveBeenCalledTimes(1);
    expect(onValues.mock.calls[0]![0]).toEqual({ title: 'Cafe Naderi', kind: 'place', agree: true });
    expect(title.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps what was typed and chosen before it hydrated, through the radio’s own handler', async () => {
    const onValues = vi.fn();
    const onKindChange = vi.fn();
    // The visitor is quicker than the scripts: a title typed, another kind and the box tapped.
    const container = await hydrateAfter(<ListingForm onValues={onValues} onKindChange={onKindChange} />, (page) => {
      page.querySelector<HTMLInputElement>('input[name="title"]')!.value = 'Cafe Naderi';
      page.querySelector<HTMLInputElement>('input[value="place"]')!.click();
      page.querySelector<HTMLInputElement>('input[name="agree"]')!.click();
    });
    const place = container.querySelector<HTMLInputElement>('input[value="place"]')!;
    expect(place.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="item"]')!.checked).toBe(false);
    expect(onKindChange).toHaveBeenCalledTimes(1);
    expect(onKindChange.mock.calls[0]![0].target.value).toBe('place');
    await submit();
    expect(onValues.mock.calls[0]![0]).toEqual({ title: 'Cafe Naderi', kind: 'place', agree: true });
  });

  /** The server's HTML of `node`, tapped on by `before` as a quick visitor would, then hydrated. */
  async function hydrateAfter(node: ReactNode, before: (container: HTMLElement) => void) {
    const tree = withProviders(node);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    before(container);
    await hydrate(container, tree);
    return container;
  }
  const plans = [
    { value: 'month', label: 'Month' },
    { value: 'year', label: 'Year' },
  ];

  it('a controlled radio group, in a Form or not, takes a choice made before it hydrated, once', async () => {
    for (const inForm of [true, false]) {
      const changed = vi.fn();
      function Plan() {
        const form = useForm();
        const [plan, setPlan] = useState('month');
        const group = (
          <RadioGroup
            name="plan"
            value={plan}
            onChange={(event) => {
              changed(event.target.value);
              setPlan(event.target.value);
            }}
            options={plans}
          />
        );
        return (
          <>
            {inForm ? (
              <Form form={form} onSubmit={() => {}}>
                {group}
              </Form>
            ) : (
              group
            )}
            <output>{plan}</output>
          </>
        );
      }
      const container = await hydrateAfter(<Plan />, (page) =>
        page.querySelector<HTMLInputElement>('input[value="year"]')!.click(),
      );
      expect(container.querySelector('output')!.textContent).toBe('year');
      expect(container.querySelector<HTMLInputElement>('input[value="year"]')!.checked).toBe(true);
      expect(changed.mock.calls).toEqual([['year']]);
      unmount();
      container.remove();
    }
  });

  it('ChoiceChips take a choice made before they hydrated', async () => {
    function Size() {
      const [size, setSize] = useState<string>('month');
      return (
        <>
          <ChoiceChips name="size" value={size} onChange={setSize} options={plans} />
          <output>{size}</output>
        </>
      );
    }
    const container = await hydrateAfter(<Size />, (page) =>
      page.querySelector<HTMLInputElement>('input[value="year"]')!.click(),
    );
    expect(container.querySelector('output')!.textContent).toBe('year');
  });

  it('a radio group starts on the default value', () => {
    mount(<ListingForm onValues={() => {}} />);
    expect(document.querySelector<HTMLInputElement>('input[value="item"]')!.checked).toBe(true);
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Kind');
  });
});

describe('SubmitButton', () => {
  function SlowForm({ answer }: { answer: Promise<void> }) {
    const form = useForm<{ title: string }>({ defaultValues: { title: 'x' } });
    return (
      <Form form={form} onSubmit={form.handleSubmit(() => answer)}>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </Form>
    );
  }

  it('submits its form, and is busy with its pending label until the handler ends', async () => {
    let finish = () => {};
    const answer = new Promise<void>((resolve) => (finish = resolve));
    mount(<SlowForm answer={answer} />);
    const button = document.querySelector('button')!;
    expect(button.type).toBe('submit');
    expect(button.textContent).toBe('Save');
    await act(async () => button.click());
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Saving…');
    await act(async () => finish());
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Save');
  });
});

describe('DataTable and Pagination in the browser', () => {
  type Row = { id: string; amount: number };
  const rows: Row[] = [5, 1, 3, 4, 2].map((amount) => ({ id: `r${amount}`, amount }));
  const columns: Column<Row>[] = [
    { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount, sortValue: (row) => row.amount },
  ];

  function Sorted() {
    const [sort, setSort] = useState<SortState>();
    const [page, setPage] = useState(1);
    const shown = sortRows(rows, columns, sort).slice((page - 1) * 2, page * 2);
    return (
      <DataTable
        caption="Amounts"
        columns={columns}
        rows={shown}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        pagination={
          <Pagination
            page={page}
            pageCount={3}
            onPageChange={setPage}
            locale="en"
            labels={{ nav: 'Pages', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` }}
          />
        }
      />
    );
  }
  const cells = () => [...document.querySelectorAll('tbody td')].map((cell) => cell.textContent);

  it('sorts by the heading and says so, and pages with buttons', () => {
    mount(<Sorted />);
    expect(cells()).toEqual(['5', '1']);
    const heading = () => document.querySelector('th')!;
    click(heading().querySelector('button')!);
    expect(heading().getAttribute('aria-sort')).toBe('ascending');
    expect(cells()).toEqual(['1', '2']);
    click(heading().querySelector('button')!);
    expect(heading().getAttribute('aria-sort')).toBe('descending');
    expect(cells()).toEqual(['5', '4']);
    click(button('Page 2'));
    expect(cells()).toEqual(['3', '2']);
    expect(document.querySelector('[aria-current="page"]')?.textContent).toContain('2');
  });
});

describe('Slot', () => {
  it("renders the child element in its place, classes joined and the child's props winning", () => {
    const host = mount(
      <Slot className="from-slot" title="slot" data-slot="yes" style={{ color: 'red', margin: 1 }}>
        <a href="/x" className="from-child" title="child" style={{ color: 'blue' }}>
          Open
        </a>
      </Slot>,
    );
    const link = host.querySelector('a')!;
    expect(host.children).toHaveLength(1);
    expect(link.className).toBe('from-slot from-child');
    expect(link.title).toBe('child');
    expect(link.dataset.slot).toBe('yes');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    expect(link.textContent).toBe('Open');
  });

  it("runs both handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    const host = mount(
      <Slot onClick={() => calls.push('slot')} ref={slotRef}>
        <button type="button" onClick={() => calls.push('child')} ref={childRef}>
          Go
        </button>
      </Slot>,
    );
    const button = host.querySelector('button')!;
    act(() => button.click());
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(button);
    expect(childRef).toHaveBeenCalledWith(button);
  });

  it("lends a handler the child lacks, and keeps the child's when the slot has none", () => {
    const slotClick = vi.fn();
    const host = mount(
      <Slot onClick={slotClick}>
        <button type="button">Go</button>
      </Slot>,
    );
    act(() => host.querySelector('button')!.click());
    expect(slotClick).toHaveBeenCalledTimes(1);
  });

  it('puts its other children inside the Slottable element, before its own', () => {
    const host = mount(
      <Slot className="s">
        <i>spinner</i>
        <Slottable>
          <a href="/y">
            <b>Next</b>
          </a>
        </Slottable>
      </Slot>,
    );
    const link = host.querySelector('a')!;
    expect(host.children).toHaveLength(1);
    expect(link.className).toBe('s');
    expect(link.innerHTML).toBe('<i>spinner</i><b>Next</b>');
  });

  it('renders nothing for text or several children', () => {
    expect(mount(<Slot className="s">just text</Slot>).innerHTML).toBe('');
    unmount();
    document.body.innerHTML = '';
    expect(
      mount(
        <Slot>
          <a href="/1">1</a>
          <a href="/2">2</a>
        </Slot>,
      ).innerHTML,
    ).toBe('');
  });

  it("gives Button's looks and busy state to a link (asChild), the spinner inside it", () => {
    const host = mount(
      <Button asChild loading>
        <a href="/z">Pay</a>
      </Button>,
    );
    const link = host.querySelector('a')!;
    expect(host.querySelector('button')).toBeNull();
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.querySelector('.animate-spin')).not.toBeNull();
    expect(link.textContent).toContain('Pay');
  });
});

describe('SessionVariants', () => {
  const variants = (status: SessionStatus) => (
    <SessionVariants
      status={status}
      signedIn={<button type="button">menu</button>}
      anonymous={<a href="/auth">sign in</a>}
    />
  );

  it.each([
    ['anonymous', 'a'],
    ['signedIn', 'button'],
  ] as const)('keeps the element of the right variant once the visitor is known (%s)', async (status, tag) => {
    const host = mount(variants('unknown'));
    const before = host.querySelector(tag);
    await rerender(withProviders(variants(status)));
    expect(host.querySelector(tag)).toBe(before);
    expect(host.querySelectorAll('a, button')).toHaveLength(1);
    expect(host.querySelector('[data-session]')).toBeNull();
  });
});
