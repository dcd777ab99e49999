'use client';

import { categoryBody, updateCategoryBody } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Form, FormField } from '@/components/ui/form';
import { FormActions, FormRow } from '@/components/ui/form-layout';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { ChevronForwardIcon } from '@/components/ui/icons/chevron-forward';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { ConfirmDelete, EditActions, EditDialog } from './editing';
import { PropertiesPanel } from './properties-panel';
import { flattenTree, findNode, type FlatCategory } from './tree';
import type { Category, CategoryNode, ListingKind } from './types';

type Values = { nameFa: string; nameEn: string; slug: string; icon: string; parentId: string; sortOrder: string };

/** The form's strings as the API takes them: no parent is null, an empty order is left out. */
function bodyOf(values: Values) {
  return {
    nameFa: values.nameFa,
    nameEn: values.nameEn,
    slug: values.slug,
    icon: values.icon,
    parentId: values.parentId === '' ? null : values.parentId,
    sortOrder: values.sortOrder.trim() === '' ? undefined : values.sortOrder,
  };
}

const editSchema = z.preprocess((values) => bodyOf(values as Values), updateCategoryBody);

export const nameOf = (category: Pick<Category, 'nameFa' | 'nameEn'>, locale: Locale) =>
  locale === 'fa' ? category.nameFa : category.nameEn;

/**
 * One kind's category tree and the chosen category's settings and properties: the tree is a nested list
 * of buttons (each branch opens and closes; choosing a category shows it beside, or under on a phone).
 */
export function CategoryEditor({ kind, tree }: { kind: ListingKind; tree: CategoryNode[] }) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const flat = useMemo(() => flattenTree(tree), [tree]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [adding, setAdding] = useState<{ parent: Category | null } | null>(null);
  const selected = flat.find((entry) => entry.category.id === selectedId) ?? null;

  // On a phone the details are under the tree: bring them into view when a category is chosen.
  useEffect(() => {
    if (!selectedId || window.matchMedia('(min-width: 1024px)').matches) return;
    document.getElementById('category-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [selectedId]);

  const select = (id: string) => {
    setSelectedId(id);
    const entry = flat.find((item) => item.category.id === id);
    if (entry) setExpanded((open) => new Set([...open, ...entry.ancestors]));
  };
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] lg:items-start">
      <Card role="region" aria-labelledby="tree-title" className="p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="tree-title" className="text-lg font-bold">
            {t('categories.treeTitle')}
          </h2>
          <Button variant="secondary" onClick={() => setAdding({ parent: null })}>
            {t('categories.addRoot')}
          </Button>
        </div>
        {tree.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('categories.emptyTree')}</p>
        ) : (
          <TreeLevel
            nodes={tree}
            depth={0}
            expanded={expanded}
            selectedId={selectedId}
            onToggle={toggle}
            onSelect={select}
            label={t('categories.treeLabel')}
          />
        )}
      </Card>

      <div className="min-w-0 space-y-6">
        {selected ? (
          <CategoryDetails
            key={`${selected.category.id}-${selected.category.parentId}-${selected.category.slug}`}
            entry={selected}
            flat={flat}
            tree={tree}
            onAddChild={() => setAdding({ parent: selected.category })}
            onDeleted={() => setSelectedId(selected.category.parentId)}
          />
        ) : (
          <EmptyState title={t('categories.pick')} />
        )}
      </div>

      {adding ? (
        <EditDialog
          title={
            adding.parent
              ? t('categories.addChildTitle', { name: nameOf(adding.parent, locale) })
              : t('categories.addRootTitle')
          }
          onClose={() => setAdding(null)}
        >
          <NewCategoryForm
            kind={kind}
            parent={adding.parent}
            onDone={(created) => {
              setAdding(null);
              if (created.parentId) setExpanded((open) => new Set([...open, created.parentId!]));
              setSelectedId(created.id);
            }}
          />
        </EditDialog>
      ) : null}
    </div>
  );
}

function TreeLevel({
  nodes,
  depth,
  expanded,
  selectedId,
  onToggle,
  onSelect,
  label,
}: {
  nodes: CategoryNode[];
  depth: number;
  expanded: Set<string>;
  selectedId: string | null;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
  label?: string;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  return (
    <ul aria-label={label} className={depth === 0 ? 'space-y-0.5' : 'ms-4 space-y-0.5 border-s border-border ps-2'}>
      {nodes.map((node) => {
        const open = expanded.has(node.id);
        const name = nameOf(node, locale);
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1">
              {node.children.length > 0 ? (
                <IconButton
                  size="sm"
                  aria-expanded={open}
                  label={open ? t('categories.collapse', { name }) : t('categories.expand', { name })}
                  onClick={() => onToggle(node.id)}
                  className="text-muted-foreground"
                >
                  {open ? <ChevronDownIcon className="size-4" /> : <ChevronForwardIcon className="size-4" />}
                </IconButton>
              ) : (
                <span className="size-9 shrink-0" aria-hidden="true" />
              )}
              <Button
                variant="item"
                aria-current={node.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(node.id)}
                className="min-w-0 flex-1"
              >
                <span className="min-w-0 break-words">{name}</span>
                {node.children.length > 0 ? (
                  <span
                    aria-hidden="true"
                    className={`shrink-0 text-xs ${node.id === selectedId ? 'text-primary-foreground/80' : 'text-muted-foreground'}`}
                  >
                    {formatNumber(node.children.length, locale)}
                  </span>
                ) : null}
              </Button>
            </div>
            {open && node.children.length > 0 ? (
              <TreeLevel
                nodes={node.children}
                depth={depth + 1}
                expanded={expanded}
                selectedId={selectedId}
                onToggle={onToggle}
                onSelect={onSelect}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The category fields a new and an edited category share (inside their Form). */
function CategoryFields() {
  const t = useTranslations('adminMarket');
  return (
    <FormRow>
      <FormField<Values> name="nameFa" label={t('categories.nameFa')}>
        <Input lang="fa" dir="rtl" autoComplete="off" />
      </FormField>
      <FormField<Values> name="nameEn" label={t('categories.nameEn')}>
        <Input lang="en" dir="ltr" autoComplete="off" />
      </FormField>
      <FormField<Values> name="slug" label={t('categories.slug')} hint={t('categories.slugHint')}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField<Values> name="icon" label={t('categories.icon')} hint={t('categories.iconHint')}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField<Values> name="sortOrder" label={t('sortOrder')} hint={t('sortHint')}>
        <Input inputMode="numeric" autoComplete="off" />
      </FormField>
    </FormRow>
  );
}

function NewCategoryForm({
  kind,
  parent,
  onDone,
}: {
  kind: ListingKind;
  parent: Category | null;
  onDone: (created: Category) => void;
}) {
  const t = useTranslations('adminMarket');
  const router = useRouter();
  const schema = useMemo(() => z.preprocess((values) => ({ ...bodyOf(values as Values), kind }), categoryBody), [kind]);
  const { form, submit, formError } = useApiForm<Values>(schema, {
    nameFa: '',
    nameEn: '',
    slug: '',
    icon: '',
    parentId: parent?.id ?? '',
    sortOrder: '',
  });
  const onSubmit = submit(async (values) => {
    const { data } = await api.post<Category>(
      '/admin/market/categories',
      { ...bodyOf(values), kind },
      { toastErrors: false },
    );
    router.refresh();
    onDone(data);
  });
  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <CategoryFields />
      <EditActions pending={form.formState.isSubmitting}>{t('categories.add')}</EditActions>
    </Form>
  );
}

/** The chosen category: its fields and parent, add a child, delete, and its properties. */
function CategoryDetails({
  entry,
  flat,
  tree,
  onAddChild,
  onDeleted,
}: {
  entry: FlatCategory;
  flat: FlatCategory[];
  tree: CategoryNode[];
  onAddChild: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations('adminMarket');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { category } = entry;
  const [deleting, setDeleting] = useState(false);
  const { form, submit, formError } = useApiForm<Values>(editSchema, {
    nameFa: category.nameFa,
    nameEn: category.nameEn,
    slug: category.slug,
    icon: category.icon ?? '',
    parentId: category.parentId ?? '',
    sortOrder: formatNumber(category.sortOrder, locale),
  });
  // A refreshed tree (after a save) brings new values; the form follows while it is untouched.
  useEffect(() => {
    if (!form.formState.isDirty) {
      form.reset({
        nameFa: category.nameFa,
        nameEn: category.nameEn,
        slug: category.slug,
        icon: category.icon ?? '',
        parentId: category.parentId ?? '',
        sortOrder: formatNumber(category.sortOrder, locale),
      });
    }
  }, [category, form, locale]);

  const onSubmit = submit(async (values) => {
    await api.patch(`/admin/market/categories/${category.id}`, bodyOf(values), { toastErrors: false });
    form.reset(values);
    router.refresh();
  });
  const node = findNode(tree, category.id);
  const path = [...entry.ancestors, category.id]
    .map((id) => flat.find((item) => item.category.id === id)?.category)
    .filter((item): item is Category => Boolean(item))
    .map((item) => nameOf(item, locale))
    .join(' › ');
  return (
    <>
      <Card role="region" aria-labelledby="category-title" data-testid="category-details" className="p-5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="category-title" className="scroll-mt-20 text-xl font-bold break-words">
              {nameOf(category, locale)}
            </h2>
            <p className="mt-0.5 text-sm break-words text-muted-foreground">{path}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onAddChild}>
              {t('categories.addChild')}
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('delete')}
            </Button>
          </div>
        </div>
        <Form form={form} onSubmit={onSubmit} error={formError}>
          <CategoryFields />
          <FormField<Values> name="parentId" label={t('categories.parent')} hint={t('categories.parentHint')}>
            <Select>
              <option value="">{t('categories.topLevel')}</option>
              {flat.map((item) => (
                <option key={item.category.id} value={item.category.id}>
                  {`${'— '.repeat(item.depth)}${nameOf(item.category, locale)}`}
                </option>
              ))}
            </Select>
          </FormField>
          <FormActions>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('save')}
            </Button>
          </FormActions>
        </Form>
      </Card>

      <PropertiesPanel
        category={category}
        ancestors={entry.ancestors
          .map((id) => flat.find((item) => item.category.id === id)?.category)
          .filter((item): item is Category => Boolean(item))}
      />

      {deleting ? (
        <ConfirmDelete
          title={t('categories.deleteTitle', { name: nameOf(category, locale) })}
          body={node && node.children.length > 0 ? t('categories.deleteHasChildren') : t('categories.deleteBody')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await api.delete(`/admin/market/categories/${category.id}`);
            onDeleted();
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
