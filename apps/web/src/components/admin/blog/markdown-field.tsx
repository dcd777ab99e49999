'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { blogFilePath } from '@/components/blog/blog';
import { LinkIcon } from '@/components/market/icons';
import { BoldIcon } from '@/components/ui/icons/bold';
import { HeadingIcon } from '@/components/ui/icons/heading';
import { ImageIcon } from '@/components/ui/icons/image';
import { ListIcon } from '@/components/ui/icons/list';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextArea } from '@/components/ui/text-area';
import { LibraryPicker, type BlogLibrary } from './image-library';
import { insertImage, toggleHeading, toggleList, wrapBold, wrapLink, type TextState } from './markdown-edits';
import type { PostValues } from './post-values';

/**
 * The public page's own renderer (decision 048), loaded only when a preview tab is opened: the editor does not
 * ship react-markdown before.
 */
const PostBody = dynamic(() => import('@/components/blog/post-body').then((module) => module.PostBody), {
  ssr: false,
  loading: () => (
    <div aria-busy="true" className="space-y-2">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  ),
});

type BodyName = 'body' | 'bodyEn';

/**
 * A post's Markdown body: a text box in its language's direction with a small toolbar (a heading, bold, a
 * link, a list, an image of the blog's library) and a preview tab showing the body as its page will.
 * Ctrl (⌘) + B and + K make bold and a link as the toolbar does.
 */
export function MarkdownField({
  name,
  label,
  hint,
  lang,
  library,
}: {
  name: BodyName;
  label: string;
  hint?: ReactNode;
  lang: 'fa' | 'en';
  library: BlogLibrary;
}) {
  const t = useTranslations('adminBlog');
  const form = useFormContext<PostValues>();
  const { ref, ...registered } = form.register(name);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [picking, setPicking] = useState(false);
  const picked = useRef<string | null>(null);
  const error = form.getFieldState(name, form.formState).error?.message;
  const id = `post-${name}`;
  const dir = lang === 'fa' ? 'rtl' : 'ltr';

  /** One toolbar edit on the box's text and selection, then the caret or selection it asks for. */
  const apply = (edit: (state: TextState) => TextState) => {
    const element = area.current;
    if (!element) return;
    const next = edit({ text: element.value, start: element.selectionStart, end: element.selectionEnd });
    form.setValue(name, next.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    element.focus();
    element.setSelectionRange(next.start, next.end);
  };
  const placeholder = (key: 'boldText' | 'linkText' | 'imageText') => t(`body.${key}`);
  const tools = [
    { key: 'heading', label: t('body.heading'), Icon: HeadingIcon, run: () => apply(toggleHeading) },
    {
      key: 'bold',
      label: t('body.bold'),
      Icon: BoldIcon,
      run: () => apply((s) => wrapBold(s, placeholder('boldText'))),
    },
    {
      key: 'link',
      label: t('body.link'),
      Icon: LinkIcon,
      run: () => apply((s) => wrapLink(s, placeholder('linkText'))),
    },
    { key: 'list', label: t('body.list'), Icon: ListIcon, run: () => apply(toggleList) },
    { key: 'image', label: t('body.image'), Icon: ImageIcon, run: () => setPicking(true) },
  ];
  const shortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'b' && key !== 'k') return;
    event.preventDefault();
    tools.find((tool) => tool.key === (key === 'b' ? 'bold' : 'link'))!.run();
  };

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Tabs value={mode} onValueChange={(value) => setMode(value as 'write' | 'preview')}>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <TabsList aria-label={t('body.modes', { label })}>
            <TabsTrigger value="write">{t('body.write')}</TabsTrigger>
            <TabsTrigger value="preview" data-testid={`${name}-preview-tab`}>
              {t('body.preview')}
            </TabsTrigger>
          </TabsList>
          {mode === 'write' ? (
            <div role="group" aria-label={t('body.toolbar', { label })} className="flex flex-wrap">
              {tools.map(({ key, label: toolLabel, Icon, run }) => (
                <IconButton key={key} size="sm" label={toolLabel} aria-controls={id} onClick={run}>
                  <Icon className="size-4" />
                </IconButton>
              ))}
            </div>
          ) : null}
        </div>
        {/* Kept mounted while the preview shows, so the caret and the undo history stay. */}
        <TabsContent value="write" forceMount className="mt-0 data-[state=inactive]:hidden">
          <TextArea
            {...registered}
            ref={(element) => {
              ref(element);
              area.current = element;
            }}
            lang={lang}
            dir={dir}
            rows={16}
            spellCheck
            className="leading-7"
            onKeyDown={shortcut}
          />
        </TabsContent>
        <TabsContent value="preview" className="mt-0">
          <div className="min-h-48 rounded-xl border border-border bg-card p-4" data-testid={`${name}-preview`}>
            <Preview name={name} lang={lang} />
          </div>
        </TabsContent>
      </Tabs>
      <Dialog open={picking} onOpenChange={setPicking}>
        <DialogContent
          title={t('body.imageTitle')}
          description={t('body.imageIntro')}
          closeLabel={t('close')}
          className="w-[min(48rem,calc(100vw-2rem))]"
          // Back in the text box once the dialog has let go of the focus, the image where the caret was.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const src = picked.current;
            picked.current = null;
            if (src) apply((state) => insertImage(state, placeholder('imageText'), src));
            else area.current?.focus();
          }}
        >
          <LibraryPicker
            library={library}
            testId={`${name}-image-picker`}
            pickLabel={(number) => t('body.insertNumbered', { number })}
            onPick={(image) => {
              picked.current = blogFilePath(image.id);
              setPicking(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </Field>
  );
}

/** The body as typed, rendered; only while its tab is open, so typing never renders Markdown. */
function Preview({ name, lang }: { name: BodyName; lang: 'fa' | 'en' }) {
  const t = useTranslations('adminBlog');
  const text = useWatch<PostValues, BodyName>({ name });
  return text.trim() ? (
    <PostBody markdown={text} locale={lang} />
  ) : (
    <p className="text-muted-foreground">{t('body.nothing')}</p>
  );
}
