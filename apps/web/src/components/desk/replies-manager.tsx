'use client';

import { cannedReplyBody, type CannedReplyInput, type CannedReplyView } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { ChatIcon } from '@/components/ui/icons/chat';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';

/** An English box left empty is no English text (the API keeps null, and the Persian one is used). */
const blankAsNull = (value: unknown) => (typeof value === 'string' && !value.trim() ? null : value);

/** A saved reply's form, to add one or change one: title and text in Persian, and optionally in English. */
function ReplyForm({ reply, onSaved }: { reply?: CannedReplyView; onSaved: () => void }) {
  const t = useTranslations('desk');
  const router = useRouter();
  const { form, submit, formError } = useApiForm<CannedReplyInput>(cannedReplyBody, {
    titleFa: reply?.titleFa ?? '',
    titleEn: reply?.titleEn ?? '',
    bodyFa: reply?.bodyFa ?? '',
    bodyEn: reply?.bodyEn ?? '',
  });
  return (
    <Form
      form={form}
      error={formError}
      onSubmit={submit(async (values) => {
        if (reply) await api.patch(`/support/replies/${reply.id}`, values, { toastErrors: false });
        else await api.post('/support/replies', values, { toastErrors: false });
        onSaved();
        router.refresh();
      })}
    >
      <FormField<CannedReplyInput> name="titleFa" label={t('replies.titleFa')}>
        <Input dir="rtl" autoComplete="off" data-testid="reply-title-fa" />
      </FormField>
      <FormField<CannedReplyInput> name="bodyFa" label={t('replies.bodyFa')}>
        <TextArea rows={4} dir="rtl" data-testid="reply-body-fa" />
      </FormField>
      <FormField<CannedReplyInput>
        name="titleEn"
        label={t('replies.titleEn')}
        hint={t('replies.enHint')}
        options={{ setValueAs: blankAsNull }}
      >
        <Input dir="ltr" autoComplete="off" data-testid="reply-title-en" />
      </FormField>
      <FormField<CannedReplyInput> name="bodyEn" label={t('replies.bodyEn')} options={{ setValueAs: blankAsNull }}>
        <TextArea rows={4} dir="ltr" data-testid="reply-body-en" />
      </FormField>
      <FormActions>
        <SubmitButton pendingLabel={t('replies.saving')} data-testid="reply-save">
          {t('replies.save')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}

function ReplyDialog({ reply }: { reply?: CannedReplyView }) {
  const t = useTranslations('desk');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {reply ? (
          <Button variant="outline" size="sm" data-testid="reply-edit">
            {t('replies.edit')}
          </Button>
        ) : (
          <Button data-testid="reply-new">{t('replies.add')}</Button>
        )}
      </DialogTrigger>
      <DialogContent title={reply ? t('replies.editTitle') : t('replies.addTitle')} closeLabel={t('close')}>
        <ReplyForm reply={reply} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The desk's saved replies: each in Persian and English, added, changed and deleted here. */
export function RepliesManager({ replies }: { replies: CannedReplyView[] }) {
  const t = useTranslations('desk');
  const router = useRouter();
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ReplyDialog />
      </div>
      {replies.length ? (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="replies">
          {replies.map((reply) => (
            <Card asChild key={reply.id} padded>
              <li data-testid="reply" data-id={reply.id} className="flex flex-col gap-3">
                <div>
                  <h2 className="font-bold" dir="rtl">
                    {reply.titleFa}
                  </h2>
                  <p className="mt-1 line-clamp-3 whitespace-pre-wrap text-sm text-muted-foreground" dir="rtl">
                    {reply.bodyFa}
                  </p>
                </div>
                <div lang="en">
                  {reply.titleEn || reply.bodyEn ? (
                    <>
                      <h3 className="font-semibold" dir="ltr">
                        {reply.titleEn ?? reply.titleFa}
                      </h3>
                      <p className="mt-1 line-clamp-3 whitespace-pre-wrap text-sm text-muted-foreground" dir="ltr">
                        {reply.bodyEn ?? ''}
                      </p>
                    </>
                  ) : (
                    <p className="text-sm text-muted-foreground" lang={undefined}>
                      {t('replies.noEnglish')}
                    </p>
                  )}
                </div>
                <div className="mt-auto flex gap-2">
                  <ReplyDialog reply={reply} />
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="sm" data-testid="reply-delete">
                        {t('replies.delete')}
                      </Button>
                    }
                    title={t('replies.deleteTitle', { title: reply.titleFa })}
                    description={t('replies.deleteBody')}
                    confirmLabel={t('replies.delete')}
                    cancelLabel={t('replies.cancel')}
                    icon={<TrashIcon />}
                    onConfirm={async () => {
                      await api.delete(`/support/replies/${reply.id}`);
                      router.refresh();
                    }}
                  />
                </div>
              </li>
            </Card>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<ChatIcon />} title={t('replies.empty')} body={t('replies.emptyBody')} />
      )}
    </div>
  );
}
