/**
 * The kit's parts rendered to HTML as the server sends them: ids and aria attributes wired, variants merged,
 * and numbers, prices, dates and percents in the page's digits. Behaviour in a DOM: kit-behaviour.test.tsx.
 */
import en from '@rassam/i18n/messages/en.json';
import fa from '@rassam/i18n/messages/fa.json';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Badge } from './badge';
import { Breadcrumbs } from './breadcrumbs';
import { Button, buttonVariants } from './button';
import { ButtonLink } from './button-link';
import { Card, CardContent, CardTitle } from './card';
import { Checkbox } from './checkbox';
import { cn } from './cn';
import { DateText } from './date-text';
import { Detail, DetailList } from './details';
import { EmptyState } from './empty-state';
import { Field } from './field';
import { FileLink } from './file-link';
import { IconButton } from './icon-button';
import { Input } from './input';
import { Num } from './num';
import { Percent } from './percent';
import { SessionVariants } from './session-variants';
import { Price } from './price';
import { ProgressBar } from './progress-bar';
import { RadioGroup } from './radio';
import { Select } from './select';
import { Skeleton } from './skeleton';
import { Stat } from './stat';
import { StatusChip } from './status-chip';
import { Switch } from './switch';
import { DataTable, readSort, sortParam, sortRows, type Column } from './table';
import { TextArea } from './text-area';

const render = (node: ReactNode, locale: 'fa' | 'en' = 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'fa' ? fa : en} timeZone="Asia/Tehran">
      {node}
    </NextIntlClientProvider>,
  );

/** The attributes of the first element matching a tag (and an optional attribute) in some HTML. */
function attributesOf(html: string, tag: string, having = ''): Record<string, string> {
  const match = new RegExp(`<${tag}\\b([^>]*${having}[^>]*)>`).exec(html);
  if (!match) throw new Error(`no <${tag}> ${having} in ${html}`);
  return Object.fromEntries(
    [...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? '']),
  );
}

/** The text of some HTML, tags removed and entities of the markup decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");

describe('cn', () => {
  it('lets a later class of the same kind win, and keeps the others', () => {
    const hidden = false;
    expect(cn('px-4 py-2 bg-primary', 'px-6', hidden && 'hidden', ['text-sm'])).toBe('py-2 bg-primary px-6 text-sm');
    // Our colour tokens are colours to tailwind-merge: the caller's replaces the part's own.
    expect(cn('bg-primary text-primary-foreground', 'bg-card text-muted-foreground')).toBe(
      'bg-card text-muted-foreground',
    );
    expect(cn('text-sm text-foreground', 'text-danger')).toBe('text-sm text-danger');
  });
});

describe('Button', () => {
  it('is type="button" by default, with the variant and size classes', () => {
    const attrs = attributesOf(
      render(
        <Button variant="danger" size="lg">
          Delete
        </Button>,
      ),
      'button',
    );
    expect(attrs.type).toBe('button');
    expect(attrs.class).toContain('bg-destructive');
    expect(attrs.class).toContain('h-12');
    expect(attrs.class).not.toContain('bg-primary ');
  });

  it("merges a caller's class over its own instead of adding a rival", () => {
    const attrs = attributesOf(render(<Button className="w-full px-8">Go</Button>), 'button');
    expect(attrs.class).toContain('w-full');
    expect(attrs.class).toContain('px-8');
    expect(attrs.class).not.toMatch(/\bpx-4\b/);
  });

  it('while loading: a spinner, aria-busy and disabled', () => {
    const html = render(
      <Button type="submit" loading>
        Save
      </Button>,
    );
    const attrs = attributesOf(html, 'button');
    expect(attrs.type).toBe('submit');
    expect(attrs['aria-busy']).toBe('true');
    expect('disabled' in attrs).toBe(true);
    expect(html).toContain('animate-spin');
    expect(render(<Button>Save</Button>)).not.toContain('aria-busy');
  });

  it('lends its looks to a link with asChild, and the link stays a link', () => {
    const html = render(
      <Button asChild variant="outline">
        <a href="/x">Open</a>
      </Button>,
    );
    expect(html).not.toContain('<button');
    const attrs = attributesOf(html, 'a');
    expect(attrs.href).toBe('/x');
    expect(attrs.class).toBe(cn(buttonVariants({ variant: 'outline' })));
  });

  it('IconButton is named by its label', () => {
    const attrs = attributesOf(render(<IconButton label="Close the menu">×</IconButton>), 'button');
    expect(attrs['aria-label']).toBe('Close the menu');
    expect(attrs.class).toContain('size-10');
    expect(attrs.class).toContain('hover:bg-hover');
  });

  it("ButtonLink points at the page in the page's language", () => {
    expect(attributesOf(render(<ButtonLink href="/ai">AI</ButtonLink>, 'en'), 'a').href).toBe('/en/ai');
    const fa = attributesOf(
      render(
        <ButtonLink href="/ai" variant="secondary">
          AI
        </ButtonLink>,
        'fa',
      ),
      'a',
    );
    expect(fa.href).toBe('/ai');
    expect(fa.class).toContain('bg-primary/10');
  });
});

describe('Field', () => {
  it('labels the control and describes it by the hint', () => {
    const html = render(
      <Field id="title" label="Title" hint="Up to 80 characters">
        <Input name="title" />
      </Field>,
    );
    expect(attributesOf(html, 'label').for).toBe('title');
    const input = attributesOf(html, 'input');
    expect(input.id).toBe('title');
    expect(input['aria-describedby']).toBe('title-hint');
    expect('aria-invalid' in input).toBe(false);
    expect(attributesOf(html, 'p', 'id="title-hint"').class).toContain('text-muted-foreground');
  });

  it("an error takes the hint's place: described by it, aria-invalid, announced", () => {
    const html = render(
      <Field id="title" label="Title" hint="Up to 80 characters" error="Write a title">
        <TextArea name="title" />
      </Field>,
    );
    const area = attributesOf(html, 'textarea');
    expect(area.id).toBe('title');
    expect(area['aria-describedby']).toBe('title-error');
    expect(area['aria-invalid']).toBe('true');
    const note = attributesOf(html, 'p', 'id="title-error"');
    expect(note.role).toBe('alert');
    expect(html).not.toContain('Up to 80 characters');
  });

  it("makes an id when given none, and keeps a control's own description beside its own", () => {
    const html = render(
      <Field label="Country" hint="Where the shop is">
        <Select aria-describedby="extra">
          <option value="IR">Iran</option>
        </Select>
      </Field>,
    );
    const select = attributesOf(html, 'select');
    expect(select.id).toBeTruthy();
    expect(attributesOf(html, 'label').for).toBe(select.id);
    expect(select['aria-describedby']).toBe(`extra ${select.id}-hint`);
  });

  it('inline: a checkbox or a switch before its label', () => {
    const html = render(
      <Field id="agree" inline label="I agree" error="Tick to go on">
        <Checkbox name="agree" />
      </Field>,
    );
    const box = attributesOf(html, 'input');
    expect(box.type).toBe('checkbox');
    expect(box['aria-invalid']).toBe('true');
    expect(html.indexOf('<input')).toBeLessThan(html.indexOf('<label'));
    const toggle = attributesOf(
      render(
        <Field id="on" inline label="Shown">
          <Switch name="on" />
        </Field>,
      ),
      'input',
    );
    expect(toggle.role).toBe('switch');
    expect(toggle.id).toBe('on');
  });

  it('group: radios in a fieldset named by its legend, each labelled, the group described', () => {
    const html = render(
      <Field id="kind" group label="Kind" hint="What you sell">
        <RadioGroup
          name="kind"
          defaultValue="item"
          options={[
            { value: 'place', label: 'Place' },
            { value: 'item', label: 'Item', hint: 'Sent by post' },
          ]}
        />
      </Field>,
    );
    expect(attributesOf(html, 'fieldset')['aria-describedby']).toBe('kind-hint');
    expect(html).toContain('<legend');
    const [first, second] = [attributesOf(html, 'input', 'value="place"'), attributesOf(html, 'input', 'value="item"')];
    expect([first.id, second.id]).toEqual(['kind-0', 'kind-1']);
    expect(first.name).toBe('kind');
    expect('checked' in second).toBe(true);
    expect('checked' in first).toBe(false);
    expect(second['aria-describedby']).toBe('kind-1-hint');
    expect(attributesOf(html, 'label', 'for="kind-1"')).toBeTruthy();
  });

  it("an input with something at its end keeps both on the input's own side in either direction", () => {
    const html = render(<Input dir="ltr" end={<button type="button">eye</button>} />, 'fa');
    expect(attributesOf(html, 'div').dir).toBe('ltr');
    expect(attributesOf(html, 'input').class).toContain('pe-11');
  });
});

describe("display parts write the page's digits", () => {
  it('Num', () => {
    expect(textOf(render(<Num value={1234567} />, 'fa'))).toBe('۱٬۲۳۴٬۵۶۷');
    expect(textOf(render(<Num value={1234567} />, 'en'))).toBe('1,234,567');
    expect(textOf(render(<Num value={2.345} fraction={2} />, 'fa'))).toBe('۲٫۳۵');
    expect(textOf(render(<Num value={-50} signed />, 'en'))).toBe('−50');
    expect(textOf(render(<Num value={120} signed />, 'en'))).toBe('+120');
    // A server page may name the language it renders in.
    expect(textOf(render(<Num value={42} locale="fa" />, 'en'))).toBe('۴۲');
  });

  it('Price: toman in Persian, rials in English, dollars, coins', () => {
    expect(textOf(render(<Price amount={500_000} currency="IRR" />, 'fa'))).toBe('۵۰٬۰۰۰ تومان');
    expect(textOf(render(<Price amount={500_000} currency="IRR" />, 'en'))).toBe('500,000 IRR');
    expect(textOf(render(<Price amount={250} currency="USD" />, 'en'))).toBe('$2.50');
    expect(textOf(render(<Price amount={1200} currency="coins" />, 'fa'))).toBe('۱٬۲۰۰ سکه');
    expect(textOf(render(<Price amount={1} currency="coins" />, 'en'))).toBe('1 coin');
    expect(textOf(render(<Price amount={1200} currency="coins" />, 'en'))).toBe('1,200 coins');
  });

  it('Percent: the Persian percent sign and digits in fa, never overstated', () => {
    expect(textOf(render(<Percent value={0.5} />, 'fa'))).toBe('۵۰٪');
    expect(textOf(render(<Percent value={0.5} />, 'en'))).toBe('50%');
    // 0.29 × 100 is 28.999… in floating point; rounding down must still say 29.
    expect(textOf(render(<Percent value={0.29} />, 'en'))).toBe('29%');
    expect(textOf(render(<Percent value={0.129} />, 'en'))).toBe('12%');
    expect(textOf(render(<Percent value={0.095} exact />, 'fa'))).toBe('۹٫۵٪');
  });

  it('DateText: the Persian calendar in fa, Tehran time, machine-readable', () => {
    const html = render(<DateText value="2025-03-21T10:00:00Z" />, 'fa');
    expect(attributesOf(html, 'time').datetime).toBe('2025-03-21T10:00:00.000Z');
    expect(textOf(html)).toBe('۱ فروردین ۱۴۰۴');
    expect(textOf(render(<DateText value="2025-03-21T10:00:00Z" />, 'en'))).toBe('March 21, 2025');
    // 22:00 UTC is already the next day in Tehran (+03:30).
    expect(textOf(render(<DateText value="2025-03-20T22:00:00Z" month="short" withTime />, 'en'))).toBe(
      'Mar 21, 2025, 01:30 AM',
    );
    expect(textOf(render(<DateText value="2025-03-20T22:00:00Z" withTime />, 'fa'))).toMatch(/^۱ فروردین ۱۴۰۴.*۰۱:۳۰$/);
  });
});

describe('FileLink', () => {
  it('is named by what it shows, with a hidden "Download" first, and saves under the file\'s name', () => {
    const html = render(<FileLink href="/api/files/1" name="گزارش.pdf" size={1536} data-testid="f" />, 'fa');
    const anchor = attributesOf(html, 'a');
    expect(anchor).toMatchObject({ href: '/api/files/1', download: 'گزارش.pdf', 'data-testid': 'f' });
    // No aria-label: it would replace the visible name and size (WCAG 2.5.3, label in name).
    expect(anchor['aria-label']).toBeUndefined();
    expect(html).toContain(`<span class="sr-only">${fa.common.download}</span>`);
    expect(attributesOf(html, 'span', 'dir=')).toMatchObject({ dir: 'auto' });
    expect(textOf(html)).toBe(`${fa.common.download}گزارش.pdf۱٫۵\u00a0کیلوبایت`);
  });

  it('leaves the size out when not given, and says its note to a screen reader only', () => {
    const html = render(
      <FileLink href="/f" name="plan.png" look="inline">
        (internal file)
      </FileLink>,
    );
    expect(textOf(html)).toBe('Downloadplan.png(internal file)');
    expect(html).toContain('<span class="sr-only">(internal file)</span>');
    expect(attributesOf(html, 'a').class).toContain('text-link');
  });
});

describe('Breadcrumbs', () => {
  const items = [{ label: 'Home', href: '/' }, { label: 'Market', href: '/market' }, { label: 'Cafe' }];

  it('links the trail, marks this page, and names the landmark', () => {
    const html = render(<Breadcrumbs label="You are here" items={items} />, 'en');
    expect(attributesOf(html, 'nav')['aria-label']).toBe('You are here');
    expect(attributesOf(html, 'a', 'href="/en/market"')).toBeTruthy();
    expect(attributesOf(html, 'span', 'aria-current="page"')).toBeTruthy();
    expect(textOf(html)).toBe('HomeMarketCafe');
    // The list's numbers are hidden (a Persian page would count «۱.» «۲.»).
    expect(attributesOf(html, 'ol').class).toContain('list-none');
  });

  it('separates crumbs with chevrons that mirror in RTL', () => {
    const html = render(<Breadcrumbs label="مسیر" items={items} />, 'fa');
    const chevrons = [...html.matchAll(/<svg\b[^>]*class="([^"]*)"/g)].map((m) => m[1]!);
    expect(chevrons).toHaveLength(2);
    for (const classes of chevrons) expect(classes.split(' ')).toContain('flip-rtl');
  });
});

describe('Badge, StatusChip, Card, EmptyState, Stat, Skeleton, Alert', () => {
  it('StatusChip maps a status to its tone and a mark', () => {
    const tones = { paid: 'success', pending: 'warning', failed: 'danger' } as const;
    const html = render(<StatusChip status="pending" label="Waiting" tones={tones} />);
    const chip = attributesOf(html, 'span');
    expect(chip['data-status']).toBe('pending');
    expect(chip.class).toContain('bg-warning-soft');
    expect(html).toContain('aria-hidden="true"');
    expect(textOf(html)).toBe('Waiting');
    expect(attributesOf(render(<StatusChip status="paid" label="Paid" tones={tones} />), 'span').class).toContain(
      'bg-success-soft',
    );
    // The tests' handle sits on the chip itself: no wrapper element for it.
    const handled = render(<StatusChip status="paid" label="Paid" tones={tones} data-testid="chip" />);
    expect(attributesOf(handled, 'span')['data-testid']).toBe('chip');
  });

  it('Badge takes a tone; Card parts and EmptyState render their slots', () => {
    expect(attributesOf(render(<Badge tone="info">New</Badge>), 'span').class).toContain('bg-info-soft');
    const card = render(
      <Card className="p-0">
        <CardTitle asChild>
          <h3>Orders</h3>
        </CardTitle>
        <CardContent>Body</CardContent>
      </Card>,
    );
    expect(attributesOf(card, 'div').class).toContain('p-0');
    expect(attributesOf(card, 'h3').class).toContain('font-bold');
    const empty = render(
      <EmptyState title="No payments yet" body="They show here." action={<a href="/top-up">Top up</a>} />,
    );
    expect(empty).toContain('<h2');
    expect(textOf(empty)).toBe('No payments yetThey show here.Top up');
  });

  it('Stat, Skeleton and Alert', () => {
    expect(textOf(render(<Stat label="Balance" value={<Num value={1500} />} hint="coins" />, 'fa'))).toBe(
      'Balance۱٬۵۰۰coins',
    );
    expect(attributesOf(render(<Skeleton className="h-4 w-24" />), 'div')['aria-hidden']).toBe('true');
    expect(attributesOf(render(<Alert tone="danger">Failed</Alert>), 'div').role).toBe('alert');
    expect(attributesOf(render(<Alert tone="info">Note</Alert>), 'div').role).toBe('status');
    expect(render(<Alert tone="danger">{undefined}</Alert>)).toBe('');
  });

  it('DetailList: each detail a group of its term and its value; the value takes the props', () => {
    const html = render(
      <DetailList layout="stacked">
        <Detail label="Phone" dir="ltr" data-testid="phone">
          0912
        </Detail>
      </DetailList>,
    );
    expect(html).toMatch(/^<dl class="[^"]*text-sm[^"]*"><div><dt class="text-muted-foreground">Phone<\/dt><dd /);
    expect(attributesOf(html, 'dd')).toMatchObject({ dir: 'ltr', 'data-testid': 'phone' });
    // In the grid, each group takes no box, so its term and value sit in the list's two columns.
    expect(attributesOf(render(<DetailList />), 'dl').class).toContain('[&amp;&gt;div]:contents');
  });
});

describe('DataTable', () => {
  type Row = { id: string; name: string; amount: number | null };
  const rows: Row[] = [
    { id: 'a', name: 'Banana', amount: 30 },
    { id: 'b', name: 'apple', amount: null },
    { id: 'c', name: 'Cherry', amount: 10 },
  ];
  const columns: Column<Row>[] = [
    { key: 'name', header: 'Name', card: 'title', cell: (row) => row.name, sortValue: (row) => row.name },
    { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount, sortValue: (row) => row.amount },
    { key: 'id', header: 'Id', cell: (row) => row.id },
  ];

  it("sorts by a column's value, empty values last, and reads the sort from the query", () => {
    const ids = (list: Row[]) => list.map((row) => row.id);
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortRows(rows, columns, { key: 'amount', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortRows(rows, columns, { key: 'amount', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortRows(rows, columns, undefined))).toEqual(['a', 'b', 'c']);
    expect(readSort('-amount', columns)).toEqual({ key: 'amount', direction: 'desc' });
    expect(readSort('id', columns)).toBeUndefined();
    expect(sortParam({ key: 'amount', direction: 'desc' })).toBe('-amount');
  });

  it('links each sortable heading to the other order, and says the current one', () => {
    const html = render(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ key: 'amount', direction: 'asc' }}
        sortHref={(sort) => `/list?sort=${sortParam(sort)}`}
      />,
    );
    expect(attributesOf(html, 'th', 'aria-sort')['aria-sort']).toBe('ascending');
    expect(html).toContain('href="/en/list?sort=-amount"');
    expect(html).toContain('href="/en/list?sort=name"');
    // The column without a sort value has a plain heading.
    expect(html).toMatch(/<th scope="col" class="[^"]*">Id<\/th>/);
    expect(html).toContain('<caption class="sr-only">Payments</caption>');
    expect(attributesOf(html, 'ul')['aria-label']).toBe('Payments');
  });

  it('shows its empty state instead of an empty table', () => {
    const html = render(
      <DataTable caption="Payments" columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>Nothing yet</p>} />,
    );
    expect(html).toBe('<p>Nothing yet</p>');
  });
});

describe('SessionVariants', () => {
  const render = (status: 'unknown' | 'anonymous' | 'signedIn') =>
    renderToStaticMarkup(<SessionVariants status={status} signedIn={<b>menu</b>} anonymous={<i>sign in</i>} />);

  it('holds both, each marked with its session, until the account is known', () => {
    expect(render('unknown')).toBe(
      '<div data-session="anonymous" class="contents"><i>sign in</i></div>' +
        '<div data-session="signed-in" class="contents"><b>menu</b></div>',
    );
  });

  it('then renders only the one for the visitor, unmarked, in the same boxes', () => {
    expect(render('anonymous')).toBe('<div class="contents"><i>sign in</i></div><div class="contents"></div>');
    expect(render('signedIn')).toBe('<div class="contents"></div><div class="contents"><b>menu</b></div>');
  });
});

describe('ProgressBar', () => {
  const bar = (value?: number) => {
    const html = renderToStaticMarkup(<ProgressBar label="Uploading" value={value} />);
    return { outer: attributesOf(html, 'div', 'role="progressbar"'), inner: attributesOf(html, 'div', 'h-full') };
  };

  it('says how much is done, clamped to 0..100, and always shows a sliver', () => {
    expect(bar(0.42).outer['aria-valuenow']).toBe('42');
    expect(bar(0.42).inner.style).toBe('width:42%');
    expect(bar(1.7).outer['aria-valuenow']).toBe('100');
    expect(bar(-1).outer['aria-valuenow']).toBe('0');
    expect(bar(0).inner.style).toBe('width:3%');
    expect(bar(0.5).outer['aria-label']).toBe('Uploading');
  });

  it('without a value (queued, size unknown) has no aria-valuenow and pulses', () => {
    expect(bar().outer['aria-valuenow']).toBeUndefined();
    expect(bar(Number.NaN).outer['aria-valuenow']).toBeUndefined();
    expect(bar().inner.class).toContain('animate-pulse');
  });
});
