'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDelete } from '@/components/admin/market/editing';
import { DateField } from '@/components/forms/date-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { FormActions, FormRow, FormSection } from '@/components/ui/form-layout';
import { AlertIcon } from '@/components/ui/icons/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StatusChip } from '@/components/ui/status-chip';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextArea } from '@/components/ui/text-area';
import { TextLink } from '@/components/ui/text-link';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { tehranDay } from '@/lib/tehran-day';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { blogPostBody, withoutBlogImage } from '@rassam/api/schemas';
import { CoverField } from './cover-field';
import { useBlogLibrary } from './image-library';
import { MarkdownField } from './markdown-field';
import { postBodyOf, postTitle, postValues, slugFrom, type PostValues } from './post-values';
import {
  adminBlogPaths,
  statusTones,
  type AdminBlogCategory,
  type AdminBlogPost,
  type BlogImage,
  type BlogStatus,
} from './types';

type Language = 'fa' | 'en';
/** The texts on each language's tab: title, summary, body. */
const inLanguage = { fa: ['title', 'summary', 'body'], en: ['titleEn', 'summaryEn', 'bodyEn'] } as const;

/**
 * A blog post, new or stored: its address and category, the Persian texts and, on their own tab, the English
 * ones (all three or none), a Markdown body with a toolbar and a preview, a cover from the blog's library,
 * and when it was published. A draft is saved or published, a published post saved or taken back to a
 * draft; a new post opens its own editor once saved.
 */
export function PostEditor({
  post,
  categories,
  library: libraryImages,
}: {
  post: AdminBlogPost | null;
  categories: AdminBlogCategory[];
  library: BlogImage[];
}) {
  const t = useTranslations('adminBlog');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [saved, setSaved] = useState(post);
  // A new post's schema for a change too: the editor always sends the whole post.
  const schema = useMemo(
    () => z.preprocess((values) => postBodyOf(values as PostValues, saved), blogPostBody),
    [saved],
  );
  const { form, submit, formError } = useApiForm<PostValues>(schema, postValues(post));
  // An image deleted from the library is gone from every stored post (the API takes it off covers and
  // bodies); this copy lets go of it the same way, so its next save is not refused for it.
  const library = useBlogLibrary(libraryImages, (image) => {
    if (form.getValues('coverId') === image.id) form.setValue('coverId', '');
    for (const name of ['body', 'bodyEn'] as const) {
      const text = form.getValues(name);
      const without = withoutBlogImage(text, image.id);
      if (without !== text) form.setValue(name, without);
    }
  });
  const [language, setLanguage] = useState<Language>('fa');
  const [pending, setPending] = useState<BlogStatus | null>(null);
  const [deleting, setDeleting] = useState(false);
  const stored: BlogStatus = saved?.status ?? 'draft';
  const { errors, submitCount, isSubmitting, isDirty } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting, t('editor.leaveQuestion'));
  const errorIn = (language: Language) => inLanguage[language].some((name) => name in errors);

  // A new post's slug follows its English title until the slug is typed; a stored one's only when emptied.
  const followTitle = useRef(!post?.slug);
  const titleEn = form.watch('titleEn');
  useEffect(() => {
    if (followTitle.current) form.setValue('slug', slugFrom(titleEn), { shouldValidate: form.formState.isSubmitted });
  }, [titleEn, form]);

  // After a send, a problem only on the other language's tab opens that tab, at its first field.
  useEffect(() => {
    const other: Language = language === 'fa' ? 'en' : 'fa';
    if (errorIn(language) || !errorIn(other)) return;
    setLanguage(other);
    const first = inLanguage[other].find((name) => name in errors);
    requestAnimationFrame(() => form.setFocus(first as keyof PostValues));
    // Only when a send starts or ends: typing must never move the admin to another tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  const onSubmit = submit(async (values) => {
    const body = postBodyOf(values, saved);
    if (saved) {
      const { data } = await api.patch<AdminBlogPost>(`/admin/blog/posts/${saved.id}`, body, { toastErrors: false });
      setSaved(data);
      form.reset(postValues(data));
      router.refresh();
    } else {
      const { data } = await api.post<AdminBlogPost>('/admin/blog/posts', body, { toastErrors: false });
      router.replace(adminBlogPaths.post(data.id));
    }
  });
  /** Sends the post with this state: the form's own submit keeps the stored one. */
  const save = (status: BlogStatus) => (event?: BaseSyntheticEvent) => {
    setPending(status);
    form.setValue('status', status);
    return onSubmit(event);
  };
  // A draft is saved or published; a published post saved or taken back to a draft.
  // The primary button is the step forward; the form's own submit (Enter) keeps the state it has.
  const actions: { status: BlogStatus; label: string; primary: boolean }[] =
    stored === 'draft'
      ? [
          { status: 'draft', label: t('editor.saveDraft'), primary: false },
          { status: 'published', label: t('editor.publish'), primary: true },
        ]
      : [
          { status: 'draft', label: t('editor.unpublish'), primary: false },
          { status: 'published', label: t('editor.save'), primary: true },
        ];
  const title = saved ? postTitle(saved, locale) : '';

  return (
    <>
      <Form form={form} onSubmit={save(stored)} error={formError} className="max-w-4xl" data-testid="post-editor">
        <FormSection legend={t('editor.basics')}>
          <FormRow>
            <FormField<PostValues>
              name="slug"
              label={t('editor.slug')}
              hint={t('editor.slugHint')}
              options={{ onChange: (event) => (followTitle.current = event.target.value === '') }}
            >
              <Input dir="ltr" autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField<PostValues> name="categoryId" label={t('editor.category')} hint={t('editor.categoryHint')}>
              <Select>
                <option value="">{t('list.noCategory')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {locale === 'fa' ? category.name : category.nameEn}
                  </option>
                ))}
              </Select>
            </FormField>
          </FormRow>
        </FormSection>

        <FormSection legend={t('editor.texts')}>
          <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)}>
            <TabsList aria-label={t('editor.languages')}>
              {(['fa', 'en'] as const).map((tab) => (
                <TabsTrigger key={tab} value={tab} className="inline-flex items-center gap-1.5">
                  {tab === 'fa' ? t('editor.persian') : t('editor.english')}
                  {errorIn(tab) ? <AlertIcon className="size-4" title={t('editor.tabHasErrors')} /> : null}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Both kept mounted: a field on the hidden tab keeps its value and its error. */}
            {(['fa', 'en'] as const).map((lang) => {
              const [title, summary, body] = inLanguage[lang];
              return (
                <TabsContent key={lang} value={lang} forceMount className="space-y-5 data-[state=inactive]:hidden">
                  {lang === 'en' ? <p className="text-sm text-muted-foreground">{t('editor.englishIntro')}</p> : null}
                  <FormField<PostValues> name={title} label={t(`editor.${title}`)}>
                    <Input lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'} autoComplete="off" />
                  </FormField>
                  <FormField<PostValues> name={summary} label={t(`editor.${summary}`)} hint={t('editor.summaryHint')}>
                    <TextArea lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'} rows={3} />
                  </FormField>
                  <MarkdownField
                    name={body}
                    label={t(`editor.${body}`)}
                    hint={t('editor.bodyHint')}
                    lang={lang}
                    library={library}
                  />
                </TabsContent>
              );
            })}
          </Tabs>
        </FormSection>

        <CoverField library={library} />

        <FormSection legend={t('editor.publication')} data-testid="publication">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <StatusChip
              status={stored}
              label={stored === 'draft' ? t('status.draft') : t('status.published')}
              tones={statusTones}
              data-testid="post-status"
            />
            <span className="text-muted-foreground">
              {stored === 'draft' ? t('editor.draftNote') : t('editor.publishedNote')}
            </span>
            {saved && stored === 'published' ? (
              <TextLink href={`/blog/${saved.slug}`} locale={saved.titleEn ? locale : 'fa'}>
                {t('list.view')}
              </TextLink>
            ) : null}
          </p>
          <Controller
            control={form.control}
            name="publishedAt"
            render={({ field, fieldState }) => (
              <DateField
                ref={field.ref}
                label={t('editor.publishedAt')}
                hint={t('editor.publishedAtHint')}
                error={fieldState.error?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={tehranDay(new Date().toISOString())}
              />
            )}
          />
        </FormSection>

        <FormActions
          aside={
            saved ? (
              <Button variant="link" className="text-danger" onClick={() => setDeleting(true)}>
                {t('editor.delete')}
              </Button>
            ) : null
          }
        >
          {actions.map((action) => (
            <Button
              key={action.status}
              type={action.status === stored ? 'submit' : 'button'}
              variant={action.primary ? 'primary' : 'outline'}
              loading={isSubmitting && pending === action.status}
              disabled={isSubmitting}
              onClick={action.status === stored ? undefined : save(action.status)}
            >
              {action.label}
            </Button>
          ))}
        </FormActions>
      </Form>
      {deleting && saved ? (
        <ConfirmDelete
          title={t('editor.deleteTitle', { name: title })}
          body={stored === 'published' ? t('editor.deletePublishedBody') : t('editor.deleteBody')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await api.delete(`/admin/blog/posts/${saved.id}`);
            router.push(adminBlogPaths.posts);
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
