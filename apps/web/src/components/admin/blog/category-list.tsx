'use client';

import { toLatinDigits, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { CategoryFields } from '@/components/admin/category-fields';
import { ConfirmDelete, EditActions, EditDialog } from '@/components/admin/market/editing';
import { MoveButtons, RowActions } from '@/components/admin/services/move-buttons';
import { moved } from '@/components/admin/services/types';
import { useChange } from '@/components/admin/use-change';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Form } from '@/components/ui/form';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { blogCategoryBody, updateBlogCategoryBody } from '@rassam/api/schemas';
import type { AdminBlogCategory } from './types';

type Values = { name: string; nameEn: string; slug: string };

const categoryName = (category: AdminBlogCategory, locale: Locale) =>
  locale === 'fa' ? category.name : category.nameEn;

/**
 * The blog's categories in the order the blog lists them, each with how many posts it holds: add one, rename
 * it or change its slug, move it up or down, or delete it, which the API refuses while it holds posts (said
 * here, above the list, in the API's words).
 */
export function CategoryList({ categories }: { categories: AdminBlogCategory[] }) {
  const t = useTranslations('adminBlog');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [editing, setEditing] = useState<{ category: AdminBlogCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy, change } = useChange();

  return (
    <Card padded role="region" aria-labelledby="blog-categories-title" data-testid="blog-categories">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="blog-categories-title" className="text-lg font-bold">
          {t('categories.title')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing({ category: null })}>
          {t('categories.add')}
        </Button>
      </div>
      <Alert tone="danger" className="mb-3" data-testid="category-refusal">
        {refusal}
      </Alert>
      {categories.length === 0 ? (
        <EmptyState headingLevel={3} title={t('categories.empty')} body={t('categories.emptyBody')} />
      ) : (
        <ul className="divide-y divide-border" aria-label={t('categories.title')}>
          {categories.map((category, index) => {
            const name = categoryName(category, locale);
            return (
              <li
                key={category.id}
                className="flex flex-col gap-1 py-2"
                data-testid="blog-category-row"
                data-slug={category.slug}
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="text-xs text-muted-foreground">
                    <span dir="ltr">{category.slug}</span>
                    {' · '}
                    {t('categories.postCount', { count: category.posts })}
                  </p>
                </div>
                <RowActions>
                  <MoveButtons
                    name={name}
                    index={index}
                    count={categories.length}
                    disabled={busy}
                    onMove={(step) =>
                      change(() =>
                        api.post('/admin/blog/categories/reorder', {
                          ids: moved(categories, index, step).map((item) => item.id),
                        }),
                      )
                    }
                  />
                  <Button
                    variant="link"
                    disabled={busy}
                    aria-label={t('categories.editNamed', { name })}
                    onClick={() => setEditing({ category })}
                  >
                    {t('categories.edit')}
                  </Button>
                  <Button
                    variant="link"
                    className="text-danger"
                    disabled={busy}
                    aria-label={t('categories.deleteNamed', { name })}
                    onClick={() => setDeleting(category)}
                  >
                    {t('categories.delete')}
                  </Button>
                </RowActions>
              </li>
            );
          })}
        </ul>
      )}

      {editing ? (
        <EditDialog
          title={
            editing.category
              ? t('categories.editNamed', { name: categoryName(editing.category, locale) })
              : t('categories.addTitle')
          }
          description={t('categories.dialogIntro')}
          onClose={() => setEditing(null)}
        >
          <CategoryForm
            category={editing.category}
            nextSortOrder={Math.max(-1, ...categories.map((category) => category.sortOrder)) + 1}
            onDone={() => {
              setEditing(null);
              setRefusal(null);
              router.refresh();
            }}
          />
        </EditDialog>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t('categories.deleteTitle', { name: categoryName(deleting, locale) })}
          body={t('categories.deleteBody')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            setRefusal(null);
            try {
              await api.delete(`/admin/blog/categories/${deleting.id}`, { toastErrors: false });
              router.refresh();
            } catch (error) {
              // Kept on the page rather than in a passing toast: it says what to do first.
              setRefusal(error instanceof ApiError ? error.message : t('categories.deleteFailed'));
            }
          }}
        />
      ) : null}
    </Card>
  );
}

/** The slug as the API takes it: digits typed in Persian or Arabic made Latin. */
const bodyOf = (values: Values) => ({ ...values, slug: toLatinDigits(values.slug) });
const createSchema = z.preprocess((values) => bodyOf(values as Values), blogCategoryBody);
const updateSchema = z.preprocess((values) => bodyOf(values as Values), updateBlogCategoryBody);

/** A category's names and slug; a new one goes at the end of the list. */
function CategoryForm({
  category,
  nextSortOrder,
  onDone,
}: {
  category: AdminBlogCategory | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const t = useTranslations('adminBlog');
  const { form, submit, formError } = useApiForm<Values>(category ? updateSchema : createSchema, {
    name: category?.name ?? '',
    nameEn: category?.nameEn ?? '',
    slug: category?.slug ?? '',
  });
  const onSubmit = submit(async (values) => {
    if (category) await api.patch(`/admin/blog/categories/${category.id}`, bodyOf(values), { toastErrors: false });
    else
      await api.post('/admin/blog/categories', { ...bodyOf(values), sortOrder: nextSortOrder }, { toastErrors: false });
    onDone();
  });
  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <CategoryFields<Values>
        names={{ fa: 'name', en: 'nameEn', slug: 'slug' }}
        labels={{
          fa: t('categories.nameFa'),
          en: t('categories.nameEn'),
          slug: t('editor.slug'),
          slugHint: t('categories.slugHint'),
        }}
      />
      <EditActions pending={form.formState.isSubmitting}>
        {category ? t('editor.save') : t('categories.addButton')}
      </EditActions>
    </Form>
  );
}
