// @vitest-environment happy-dom
/** The date field in a DOM: parts picked before the page hydrated are kept, and build on each other. */
import en from '@rassam/i18n/messages/en.json';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { hydrate } from '@/test/react-root';
import { DateField } from './date-field';

it('keeps the month and year picked before it hydrated, the day taken from today', async () => {
  const onChange = vi.fn();
  const tree = (onDay?: (day: string) => void) => (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Tehran">
      <DateField id="from" label="From" name="from" onChange={onDay} />
    </NextIntlClientProvider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree());
  const select = (part: string) => container.querySelector<HTMLSelectElement>(`#from-${part}`)!;
  const year = String(new Date().getFullYear() - 1);
  // Picked while the scripts were still coming.
  select('month').value = '3';
  select('year').value = year;
  const hidden = container.querySelector<HTMLInputElement>('input[name="from"]')!;
  expect(hidden.value).toBe('');

  await hydrate(container, tree(onChange));
  expect(hidden.value).toMatch(new RegExp(`^${year}-03-\\d\\d$`));
  expect(select('month').value).toBe('3');
  expect(select('year').value).toBe(year);
  expect(onChange).toHaveBeenLastCalledWith(hidden.value);
});
