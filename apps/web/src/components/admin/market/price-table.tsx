'use client';

import { displayPriceBody } from '@rassam/api/schemas';
import { fieldMessage, formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Card } from '@/components/ui/card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { EditActions, EditDialog } from './editing';
import { effectivePrice, MONTHS, type EffectivePrice, type FlatCategory } from './tree';
import type { Category, DisplayPrice } from './types';

type Builtin = Record<number, number | null>;

/**
 * The display prices: the default for each number of months, and what each category of one tree pays
 * (its own price, or the one it takes from an ancestor or the default, told apart in the table).
 */
export function PriceTable({
  rows,
  flat,
  builtin,
  kindFilter,
}: {
  rows: DisplayPrice[];
  flat: FlatCategory[];
  builtin: Builtin;
  /** The links between the three trees, shown above the table they change. */
  kindFilter: ReactNode;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const [editing, setEditing] = useState<Category | null>(null);
  const ancestors = useMemo(() => new Map(flat.map((entry) => [entry.category.id, entry.ancestors])), [flat]);
  const price = (categoryId: string | null, months: number) =>
    effectivePrice(
      categoryId,
      months,
      rows,
      (id) => ancestors.get(id) ?? [],
      (m) => builtin[m] ?? null,
    );
  /** What applies to a category (or the default) without its own prices: an ancestor's, the default, the built-in. */
  const inheritedOf = (categoryId: string | null) => (months: number) =>
    effectivePrice(
      categoryId,
      months,
      rows.filter((row) => row.categoryId !== categoryId),
      (id) => ancestors.get(id) ?? [],
      (m) => builtin[m] ?? null,
    );
  const name = (category: Category) => (locale === 'fa' ? category.nameFa : category.nameEn);
  const monthLabel = (months: number) => t('prices.monthsShort', { count: months });

  return (
    <>
      <section aria-labelledby="default-title" className="mb-10">
        <h2 id="default-title" className="text-xl font-bold">
          {t('prices.defaultTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('prices.defaultHint')}</p>
        <Card padded>
          <PriceForm categoryId={null} rows={rows} inherited={inheritedOf(null)} />
        </Card>
      </section>

      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-xl font-bold">
          {t('prices.categoriesTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('prices.categoriesHint')}</p>
        {kindFilter}
        {flat.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('categories.emptyTree')}</p>
        ) : (
          <div
            className="relative overflow-x-auto rounded-2xl border border-border bg-card shadow-sm"
            tabIndex={0}
            role="region"
            aria-labelledby="categories-title"
          >
            <table className="w-full min-w-[60rem] text-sm" data-testid="price-table">
              <caption className="sr-only">{t('prices.caption')}</caption>
              <thead className="bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="sticky start-0 z-10 bg-muted px-3 py-2.5 text-start font-semibold">
                    {t('prices.category')}
                  </th>
                  {MONTHS.map((months) => (
                    <th key={months} scope="col" className="px-2 py-2.5 text-end font-semibold whitespace-nowrap">
                      {monthLabel(months)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2.5 text-end font-semibold">
                    <span className="sr-only">{t('prices.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {flat.map(({ category, depth }) => (
                  <tr key={category.id} data-testid="price-row" data-category-id={category.id}>
                    <th
                      scope="row"
                      className="sticky start-0 z-10 max-w-48 bg-card px-3 py-2 text-start font-semibold"
                      style={{ paddingInlineStart: `${0.75 + depth}rem` }}
                    >
                      <span className="block break-words">{name(category)}</span>
                    </th>
                    {MONTHS.map((months) => (
                      <PriceCell key={months} value={price(category.id, months)} locale={locale} />
                    ))}
                    <td className="px-3 py-2 text-end">
                      <Button
                        variant="link"
                        onClick={() => setEditing(category)}
                        aria-label={t('prices.editNamed', { name: name(category) })}
                      >
                        {t('edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-3 text-sm text-muted-foreground">{t('prices.legend')}</p>
      </section>

      {editing ? (
        <EditDialog
          title={t('prices.editNamed', { name: name(editing) })}
          description={t('prices.editHint')}
          onClose={() => setEditing(null)}
        >
          <PriceForm
            categoryId={editing.id}
            rows={rows}
            inherited={inheritedOf(editing.id)}
            onDone={() => setEditing(null)}
            inDialog
          />
        </EditDialog>
      ) : null}
    </>
  );
}

function PriceCell({ value, locale }: { value: EffectivePrice; locale: Locale }) {
  const t = useTranslations('adminMarket');
  if (value.coins === null) return <td className="px-2 py-2 text-end text-muted-foreground">—</td>;
  const own = value.source === 'own';
  return (
    <td
      className={`px-2 py-2 text-end tabular-nums whitespace-nowrap ${own ? 'font-bold' : 'text-muted-foreground'}`}
      data-source={value.source}
    >
      {formatNumber(value.coins, locale)}
      {own ? null : (
        <>
          <span aria-hidden="true">*</span>
          <span className="sr-only"> {t('prices.inheritedShort')}</span>
        </>
      )}
    </td>
  );
}

/**
 * Twelve fields, one per number of months: a number sets the price (PUT), an emptied field removes the
 * category's own price (DELETE) so it takes the inherited one again. Only changed fields are sent.
 */
function PriceForm({
  categoryId,
  rows,
  inherited,
  onDone,
  inDialog = false,
}: {
  categoryId: string | null;
  rows: DisplayPrice[];
  inherited: (months: number) => EffectivePrice;
  onDone?: () => void;
  /** In the edit dialog the buttons are Cancel and Save; on the page, Save alone. */
  inDialog?: boolean;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const own = useMemo(
    () => new Map(rows.filter((row) => row.categoryId === categoryId).map((row) => [row.months, row])),
    [rows, categoryId],
  );
  const initial = useMemo(
    () => Object.fromEntries(MONTHS.map((m) => [m, own.has(m) ? formatNumber(own.get(m)!.coins, locale) : ''])),
    [own, locale],
  ) as Record<number, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const hintOf = (months: number) => {
    if (own.has(months)) return undefined;
    const value = inherited(months);
    if (value.coins === null) return t('prices.noPrice');
    const coins = t('prices.coins', { count: value.coins });
    if (value.source === 'builtin') return t('prices.builtin', { coins });
    if (value.source === 'default') return t('prices.fromDefault', { coins });
    return t('prices.fromParent', { coins });
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const problems: Record<number, string> = {};
    const writes: { months: number; coins: number }[] = [];
    const removals: DisplayPrice[] = [];
    for (const months of MONTHS) {
      const text = values[months]!.trim();
      const current = own.get(months);
      if (text === '') {
        if (current) removals.push(current);
        continue;
      }
      const parsed = displayPriceBody.safeParse({ categoryId, months, coins: text });
      if (!parsed.success) {
        problems[months] = fieldMessage(parsed.error.issues[0] as never, locale);
        continue;
      }
      if (!current || current.coins !== parsed.data.coins) writes.push({ months, coins: parsed.data.coins });
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      for (const write of writes) {
        await api.put(
          '/admin/market/display-prices',
          { categoryId, ...write },
          { toastErrors: false, toastSuccess: false },
        );
      }
      for (const removal of removals) {
        await api.delete(`/admin/market/display-prices/${removal.id}`, { toastErrors: false, toastSuccess: false });
      }
      if (writes.length + removals.length > 0) {
        toast.success(t('prices.saved'));
      }
      router.refresh();
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.message);
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4"
      data-testid={categoryId ? 'category-price-form' : 'default-price-form'}
    >
      <Alert tone="danger">{formError}</Alert>
      <div
        className={`grid gap-3 ${categoryId ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6'}`}
      >
        {MONTHS.map((months) => (
          <Field
            key={months}
            label={t('prices.monthsLabel', { count: months })}
            hint={hintOf(months)}
            error={errors[months]}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={values[months]}
              onChange={(event) => setValues((current) => ({ ...current, [months]: event.target.value }))}
            />
          </Field>
        ))}
      </div>
      {inDialog ? (
        <EditActions pending={pending}>{t('prices.save')}</EditActions>
      ) : (
        <FormActions>
          <Button type="submit" loading={pending}>
            {t('prices.save')}
          </Button>
        </FormActions>
      )}
    </form>
  );
}
