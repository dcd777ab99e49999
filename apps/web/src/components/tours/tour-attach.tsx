'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextLink } from '@/components/ui/text-link';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { newTourPath, tourPath, type TourStatus } from './tour-api';
import { useStatusLabels } from './tour-labels';

/**
 * Attaches one of the owner's accepted tours to a place listing, or detaches the one it has. Tours still in
 * review are listed but cannot be chosen; the API's refusals (not accepted, on another listing already,
 * not this shop's) are shown in its words.
 */
export function TourAttach({
  listingId,
  attached,
  choices,
  loadFailed,
}: {
  listingId: string;
  attached: { id: string; title: string } | null;
  choices: { id: string; title: string; status: TourStatus }[];
  loadFailed: boolean;
}) {
  const t = useTranslations('tours');
  const router = useRouter();
  const statuses = useStatusLabels();
  const accepted = choices.filter((tour) => tour.status === 'accepted');
  const [chosen, setChosen] = useState(accepted[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const act = async (action: () => Promise<unknown>, success: string) => {
    setResult(null);
    setBusy(true);
    try {
      await action();
      setResult({ tone: 'success', text: success });
      router.refresh();
    } catch (cause) {
      setResult({ tone: 'danger', text: cause instanceof ApiError ? cause.message : t('saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 text-sm">
      {loadFailed ? <Alert tone="danger">{t('attach.loadFailed')}</Alert> : null}
      {attached ? (
        <>
          <p data-testid="attached-tour">
            {t.rich('attach.current', {
              tour: () => <TextLink href={tourPath(attached.id)}>{attached.title}</TextLink>,
            })}
          </p>
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            onClick={() =>
              act(
                () => api.delete(`/tours/${attached.id}/market`, { toastErrors: false, toastSuccess: false }),
                t('attach.detached'),
              )
            }
          >
            {t('attach.detach')}
          </Button>
        </>
      ) : choices.length ? (
        <>
          <p className="text-muted-foreground">{t('attach.intro')}</p>
          <Field label={t('attach.choose')} hint={accepted.length ? undefined : t('attach.noneAccepted')}>
            <Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {choices.map((tour) => (
                <option key={tour.id} value={tour.id} disabled={tour.status !== 'accepted'}>
                  {tour.status === 'accepted' ? tour.title : `${tour.title} (${statuses[tour.status]})`}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            size="sm"
            loading={busy}
            disabled={!chosen}
            data-testid="attach-tour"
            onClick={() =>
              act(
                () => api.post(`/tours/${chosen}/market`, { listingId }, { toastErrors: false, toastSuccess: false }),
                t('attach.attached'),
              )
            }
          >
            {t('attach.action')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{t('attach.none')}</p>
          <ButtonLink href={newTourPath} variant="outline" size="sm">
            {t('new')}
          </ButtonLink>
        </>
      )}
      {result ? (
        <Alert tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      ) : null}
    </div>
  );
}
