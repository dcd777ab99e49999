'use client';

import { useTranslations } from 'next-intl';
import { useApiForm } from '@/components/forms/use-api-form';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { orNull, SOCIAL_KEYS, socialSchema } from './schemas';
import type { Shop } from './types';

type Key = (typeof SOCIAL_KEYS)[number];
type Values = Record<Key, string>;

/** Handles without @ (or addresses): an empty box takes the network off the shop's page. */
export function SocialForm({ shop }: { shop: Shop }) {
  const t = useTranslations('shopPanel');
  const common = useTranslations('common');
  const router = useRouter();
  const { form, submit, formError } = useApiForm<Values>(
    socialSchema,
    Object.fromEntries(SOCIAL_KEYS.map((key) => [key, shop.social[key] ?? ''])) as Values,
  );
  const labels: Record<Key, string> = {
    instagram: t('social.instagram'),
    telegram: t('social.telegram'),
    whatsapp: t('social.whatsapp'),
    eitaa: t('social.eitaa'),
    bale: t('social.bale'),
    rubika: t('social.rubika'),
    linkedin: t('social.linkedin'),
    x: t('social.x'),
    aparat: t('social.aparat'),
    youtube: t('social.youtube'),
    website: t('social.website'),
    email: t('social.email'),
  };
  const hints: Partial<Record<Key, string>> = {
    whatsapp: t('social.whatsappHint'),
    website: t('social.websiteHint'),
  };

  const onSubmit = submit(async (values) => {
    await api.put<Shop>('/shops/me/social', Object.fromEntries(SOCIAL_KEYS.map((key) => [key, orNull(values[key])])), {
      toastErrors: false,
    });
    router.refresh();
  });

  return (
    <Form form={form} onSubmit={onSubmit} error={formError} columns={2} data-testid="social-form">
      {SOCIAL_KEYS.map((key) => (
        <FormField<Values>
          key={key}
          name={key}
          label={labels[key]}
          hint={key === 'email' ? undefined : (hints[key] ?? t('social.handleHint'))}
        >
          <Input
            dir="ltr"
            autoCapitalize="off"
            spellCheck={false}
            type={key === 'email' ? 'email' : key === 'website' ? 'url' : key === 'whatsapp' ? 'tel' : 'text'}
          />
        </FormField>
      ))}
      <FormActions layout="start">
        <SubmitButton pendingLabel={common('saving')}>{common('save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
