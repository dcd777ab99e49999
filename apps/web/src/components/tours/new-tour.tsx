'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { ButtonLink } from '@/components/ui/button-link';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { api, newIdempotencyKey } from '@/lib/api-client';
import { SceneUpload } from './scene-upload';
import { newTourPath, tourCreateBody, tourPath } from './tour-api';

type Values = { title: string };

/**
 * A new tour in two steps: its title (which makes the tour, a draft), then its panoramas. The second step's
 * address names the tour (`?tour=`), so a reload or a slow upload never makes a second one.
 */
export function NewTour({ tour }: { tour: { id: string; title: string } | null }) {
  const t = useTranslations('tours');
  const router = useRouter();
  const [key] = useState(newIdempotencyKey);
  const [uploaded, setUploaded] = useState(0);
  const { form, submit, formError } = useApiForm<Values>(tourCreateBody, { title: '' });

  const create = submit(async (values) => {
    const { data } = await api.post<{ id: string }>('/tours', values, { toastErrors: false, idempotencyKey: key });
    router.replace(`${newTourPath}?tour=${data.id}`);
  });

  if (!tour)
    return (
      <Form form={form} onSubmit={create} error={formError} data-testid="new-tour">
        <FormField<Values> name="title" label={t('create.title')} hint={t('create.titleHint')}>
          <Input maxLength={120} dir="auto" autoComplete="off" />
        </FormField>
        <SubmitButton pendingLabel={t('create.creating')}>{t('create.next')}</SubmitButton>
      </Form>
    );

  return (
    <div className="space-y-5" data-testid="new-tour-scenes">
      <p className="font-semibold" dir="auto">
        {tour.title}
      </p>
      <SceneUpload tourId={tour.id} onUploaded={() => setUploaded((n) => n + 1)} />
      <ButtonLink
        href={tourPath(tour.id)}
        size="lg"
        variant={uploaded ? 'primary' : 'outline'}
        data-testid="open-editor"
      >
        {uploaded ? t('create.toEditor') : t('create.later')}
      </ButtonLink>
    </div>
  );
}
