'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';

/** A listing the model may go on, as the page names it (title in the page's language) and where it leads. */
export interface ListingChoice {
  id: string;
  title: string;
  /** Its public page while it is on show, else its editor. */
  href: string;
  onShow: boolean;
  /** It shows another model now, which this one replaces. */
  hasOther: boolean;
}

const values = z.object({ listingId: z.string().min(1) });
type Values = z.infer<typeof values>;

/**
 * Picks one of the shop's listings and shows the model on it (POST /api/models/{id}/market). A refusal
 * (CannotAddToMarket, a model that is not ready) is the API's own words, under the field or above the form;
 * once added, a link to the listing. With no listing left to choose (every one shows it), it says so instead
 * of the form, and keeps the message of the addition that left none.
 */
export function AddToMarketForm({
  modelId,
  groups,
  disabled = false,
}: {
  modelId: string;
  groups: { label: string; listings: ListingChoice[] }[];
  disabled?: boolean;
}) {
  const t = useTranslations('modelMarket');
  const router = useRouter();
  const { form, submit, formError } = useApiForm<Values>(values, { listingId: '' });
  const [added, setAdded] = useState<ListingChoice | null>(null);
  const all = groups.flatMap((group) => group.listings);

  const save = async ({ listingId }: Values) => {
    setAdded(null);
    await api.post(`/models/${modelId}/market`, { listingId }, { toastErrors: false, toastSuccess: false });
    setAdded(all.find((listing) => listing.id === listingId) ?? null);
    form.reset({ listingId: '' });
    router.refresh();
  };

  return (
    <div className="space-y-5">
      {added ? (
        <Alert tone="success" data-testid="model-added">
          <span className="block">{t('added', { title: added.title })}</span>
          <ButtonLink href={added.href} variant="link" size="sm" className="mt-1 px-0">
            {added.onShow ? t('viewListing') : t('editListing')}
          </ButtonLink>
        </Alert>
      ) : null}
      {all.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('allShown')}</p>
      ) : (
        <Form form={form} onSubmit={submit(save)} error={formError}>
          <FormField<Values> name="listingId" label={t('listing')} hint={t('listingHint')}>
            <Select disabled={disabled}>
              <option value="" disabled>
                {t('choose')}
              </option>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.listings.map((listing) => (
                    <option key={listing.id} value={listing.id}>
                      {listing.hasOther ? t('hasOther', { title: listing.title }) : listing.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </FormField>
          <SubmitButton disabled={disabled}>{t('submit')}</SubmitButton>
        </Form>
      )}
    </div>
  );
}

/** Takes the model off one listing, after a question (DELETE /api/models/{id}/market/{listingId}). */
export function RemoveFromListingButton({ modelId, listingId }: { modelId: string; listingId: string }) {
  const t = useTranslations('modelMarket');
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" data-testid="model-detach">
          {t('detach')}
        </Button>
      }
      title={t('detachTitle')}
      description={t('detachBody')}
      confirmLabel={t('detach')}
      cancelLabel={t('cancel')}
      onConfirm={async () => {
        await api.delete(`/models/${modelId}/market/${listingId}`);
        router.refresh();
      }}
    />
  );
}
