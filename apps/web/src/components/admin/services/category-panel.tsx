'use client';

import { serviceCategoryBody, updateServiceCategoryBody } from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { CategoryFields } from '@/components/admin/category-fields';
import { ConfirmDelete, EditActions, EditDialog } from '@/components/admin/market/editing';
import { useChange } from '@/components/admin/use-change';
import { useApiForm } from '@/components/forms/use-api-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormField } from '@/components/ui/form';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { MoveButtons, RowActions } from './move-buttons';
import { moved, type AdminCategory, type AdminCategoryNode } from './types';

type Values = { nameFa: string; nameEn: string; slug: string; parentId: string };

/** The form's strings as the API takes them: no parent is a root (null). */
const bodyOf = (values: Values) => ({
  nameFa: values.nameFa,
  nameEn: values.nameEn,
  slug: values.slug,
  parentId: values.parentId === '' ? null : values.parentId,
});
const createSchema = z.preprocess((values) => bodyOf(values as Values), serviceCategoryBody);
const updateSchema = z.preprocess((values) => bodyOf(values as Values), updateServiceCategoryBody);

export const categoryLabel = (category: Pick<AdminCategory, 'nameFa' | 'nameEn'>, locale: Locale) =>
  locale === 'fa' ? category.nameFa : category.nameEn;

/**
 * The catalogue's category tree (two levels): add a root or a child, rename and move one (its parent, its
 * place among its siblings), hide it from the catalogue with what it holds, or delete it when it is empty.
 */
export function CategoryPanel({ tree }: { tree: AdminCategoryNode[] }) {
  const t = useTranslations('adminServices');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [editing, setEditing] = useState<{ category: AdminCategory | null; parentId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const { busy, change } = useChange();
  const reorder = (siblings: AdminCategory[], index: number, step: -1 | 1) =>
    change(() =>
      api.post('/admin/service-categories/reorder', { ids: moved(siblings, index, step).map((item) => item.id) }),
    );
  const toggle = (category: AdminCategory) =>
    change(() => api.post(`/admin/service-categories/${category.id}/${category.disabled ? 'enable' : 'disable'}`));

  const row = (category: AdminCategory, siblings: AdminCategory[], index: number, root: boolean) => {
    const name = categoryLabel(category, locale);
    return (
      <div className="flex flex-col gap-1 py-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {name}{' '}
            {category.disabled ? (
              <Badge tone="warning" className="ms-1">
                {t('categories.hidden')}
              </Badge>
            ) : null}
          </p>
          <p className="text-xs text-muted-foreground">
            <span dir="ltr">{category.slug}</span>
            {' · '}
            {t('categories.serviceCount', { count: category.services })}
          </p>
        </div>
        <RowActions>
          <MoveButtons
            name={name}
            index={index}
            count={siblings.length}
            disabled={busy}
            onMove={(step) => reorder(siblings, index, step)}
          />
          {root ? (
            <Button
              variant="link"
              disabled={busy}
              onClick={() => setEditing({ category: null, parentId: category.id })}
            >
              <span aria-hidden="true">{t('categories.addChild')}</span>
              <span className="sr-only">{t('categories.addChildTo', { name })}</span>
            </Button>
          ) : null}
          <Button
            variant="link"
            disabled={busy}
            aria-label={t('editNamed', { name })}
            onClick={() => setEditing({ category, parentId: category.parentId })}
          >
            {t('edit')}
          </Button>
          <Button
            variant="link"
            disabled={busy}
            aria-label={category.disabled ? t('enableNamed', { name }) : t('disableNamed', { name })}
            onClick={() => toggle(category)}
          >
            {category.disabled ? t('enable') : t('disable')}
          </Button>
          <Button
            variant="link"
            className="text-danger"
            disabled={busy}
            aria-label={t('deleteNamed', { name })}
            onClick={() => setDeleting(category)}
          >
            {t('delete')}
          </Button>
        </RowActions>
      </div>
    );
  };

  return (
    <Card padded role="region" aria-labelledby="categories-title" data-testid="category-panel">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="categories-title" className="text-lg font-bold">
          {t('categories.title')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ category: null, parentId: null })}>
          {t('categories.addRoot')}
        </Button>
      </div>
      {tree.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('categories.empty')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('categories.title')}>
          {tree.map((root, index) => (
            <li key={root.id} data-testid="category-row">
              {row(root, tree, index, true)}
              {root.children.length ? (
                <ul className="ms-4 border-s border-border ps-3" aria-label={categoryLabel(root, locale)}>
                  {root.children.map((child, childIndex) => (
                    <li key={child.id} data-testid="category-row">
                      {row(child, root.children, childIndex, false)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        {t('categories.count', { count: tree.reduce((sum, root) => sum + 1 + root.children.length, 0) })}
      </p>

      {editing ? (
        <EditDialog
          title={
            editing.category
              ? t('categories.editTitle', { name: categoryLabel(editing.category, locale) })
              : t('categories.addTitle')
          }
          description={t('categories.slugHint')}
          onClose={() => setEditing(null)}
        >
          <CategoryForm
            tree={tree}
            category={editing.category}
            parentId={editing.parentId}
            onDone={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </EditDialog>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t('categories.deleteTitle', { name: categoryLabel(deleting, locale) })}
          body={t('categories.deleteBody')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await api.delete(`/admin/service-categories/${deleting.id}`);
            router.refresh();
          }}
        />
      ) : null}
    </Card>
  );
}

function CategoryForm({
  tree,
  category,
  parentId,
  onDone,
}: {
  tree: AdminCategoryNode[];
  category: AdminCategory | null;
  parentId: string | null;
  onDone: () => void;
}) {
  const t = useTranslations('adminServices');
  const locale = useLocale() as Locale;
  const { form, submit, formError } = useApiForm<Values>(category ? updateSchema : createSchema, {
    nameFa: category?.nameFa ?? '',
    nameEn: category?.nameEn ?? '',
    slug: category?.slug ?? '',
    parentId: parentId ?? '',
  });
  // A parent is a root other than the category itself; a root that has children stays a root (two levels).
  const parents = useMemo(
    () =>
      category && tree.some((root) => root.id === category.id && root.children.length > 0)
        ? []
        : tree.filter((root) => root.id !== category?.id),
    [tree, category],
  );
  const onSubmit = submit(async (values) => {
    if (category) await api.patch(`/admin/service-categories/${category.id}`, bodyOf(values), { toastErrors: false });
    else await api.post('/admin/service-categories', bodyOf(values), { toastErrors: false });
    onDone();
  });
  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <CategoryFields<Values>
        names={{ fa: 'nameFa', en: 'nameEn', slug: 'slug' }}
        labels={{ fa: t('nameFa'), en: t('nameEn'), slug: t('slug'), slugHint: t('slugHint') }}
      />
      <FormField<Values> name="parentId" label={t('categories.parent')}>
        <Select>
          <option value="">{t('categories.noParent')}</option>
          {parents.map((root) => (
            <option key={root.id} value={root.id}>
              {categoryLabel(root, locale)}
            </option>
          ))}
        </Select>
      </FormField>
      <EditActions pending={form.formState.isSubmitting}>{category ? t('save') : t('categories.add')}</EditActions>
    </Form>
  );
}
