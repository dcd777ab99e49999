'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import TourViewer from '@/components/tours/viewer/tour-viewer';
import type { TourViewerLabels } from '@/components/tours/viewer/types';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormField, SubmitButton } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-layout';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { MetaLine } from '@/components/ui/meta-line';
import { TextArea } from '@/components/ui/text-area';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { rejectBody, tourTitle, type AdminTourRow, type TourView } from './tour-api';

/**
 * The tours waiting for review, each opened in the viewer before a decision: accepted, or refused with a
 * reason the owner reads on their tour. A decided tour leaves the list.
 */
export function ReviewQueue({
  tours,
  labels,
  empty,
}: {
  tours: AdminTourRow[];
  labels: TourViewerLabels;
  /** Shown when no tour waits and none was decided here. */
  empty: ReactNode;
}) {
  const t = useTranslations('tourReview');
  const router = useRouter();
  const [done, setDone] = useState<{ id: string; text: string }[]>([]);
  const decided = (id: string, text: string) => {
    setDone((list) => [...list, { id, text }]);
    router.refresh();
  };
  const waiting = tours.filter((tour) => !done.some((d) => d.id === tour.id));

  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {done.length ? (
          <Alert tone="success" role="status">
            {done.at(-1)!.text}
          </Alert>
        ) : null}
      </div>
      {waiting.length ? (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="review-queue">
          {waiting.map((tour) => (
            <ReviewCard key={tour.id} tour={tour} labels={labels} onDecided={(text) => decided(tour.id, text)} />
          ))}
        </ul>
      ) : done.length ? (
        <p className="text-sm text-muted-foreground">{t('allDone')}</p>
      ) : (
        empty
      )}
    </div>
  );
}

function ReviewCard({
  tour,
  labels,
  onDecided,
}: {
  tour: AdminTourRow;
  labels: TourViewerLabels;
  onDecided: (text: string) => void;
}) {
  const t = useTranslations('tourReview');
  const locale = useLocale() as Locale;
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = tourTitle(tour, locale);
  const preview = tour.previewUrl;

  const accept = async () => {
    setError(null);
    setAccepting(true);
    try {
      await api.post(`/admin/tours/${tour.id}/accept`, undefined, { toastErrors: false, toastSuccess: false });
      onDecided(t('accepted', { title }));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('failed'));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Card asChild className="flex flex-col overflow-hidden">
      <li data-testid="review-card" data-id={tour.id}>
        <div className="relative aspect-[2/1] bg-muted">
          {preview ? (
            <img src={preview} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <PanoramaIcon className="absolute inset-0 m-auto size-12 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <h2 className="font-bold" dir="auto">
            {title}
          </h2>
          <MetaLine>
            <span dir="auto">{tour.author.name}</span>
            <span>{tour.kind === 'imported' ? t('imported') : t('scenes', { count: tour.scenes })}</span>
            {tour.submittedAt ? <DateText value={tour.submittedAt} month="short" withTime /> : null}
          </MetaLine>
          {error ? (
            <Alert tone="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2">
            <TourPreview id={tour.id} title={title} labels={labels} />
            <Button size="sm" loading={accepting} onClick={accept} data-testid="accept-tour">
              {t('accept')}
            </Button>
            <RejectDialog tour={tour} title={title} onDecided={onDecided} />
          </div>
        </div>
      </li>
    </Card>
  );
}

/**
 * The whole tour in the viewer, read when the dialog opens (the queue's rows carry only what the list shows);
 * an imported tour is its own site, framed sandboxed.
 */
function TourPreview({ id, title, labels }: { id: string; title: string; labels: TourViewerLabels }) {
  const t = useTranslations('tourReview');
  const locale = useLocale() as Locale;
  const [tour, setTour] = useState<TourView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setError(null);
    api
      .get<TourView>(`/admin/tours/${id}`, { toastErrors: false })
      .then(({ data }) => setTour(data))
      .catch((cause: unknown) => setError(cause instanceof ApiError ? cause.message : t('loadError')));
  };
  return (
    <Dialog onOpenChange={(open) => open && !tour && load()}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} closeLabel={t('close')} className="max-w-5xl">
        <div
          className="grid h-[65dvh] place-items-center overflow-hidden rounded-xl bg-muted"
          aria-busy={!tour && !error}
        >
          {error ? (
            <Alert tone="danger" role="alert">
              {error}
            </Alert>
          ) : !tour ? (
            <Spinner />
          ) : tour.kind === 'imported' && tour.site ? (
            <iframe src={tour.site.url} title={title} sandbox="allow-scripts" className="size-full border-0" />
          ) : (
            <TourViewer tour={tour} labels={labels} locale={locale} variant="fill" newTabLinks />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

type Reason = { reason: string };

/** A refusal needs its reason: the owner reads it on their tour, to fix and send again. */
function RejectDialog({
  tour,
  title,
  onDecided,
}: {
  tour: AdminTourRow;
  title: string;
  onDecided: (text: string) => void;
}) {
  const t = useTranslations('tourReview');
  const [open, setOpen] = useState(false);
  const { form, submit, formError } = useApiForm<Reason>(rejectBody, { reason: '' });
  const reject = submit(async (values) => {
    await api.post(`/admin/tours/${tour.id}/reject`, values, { toastErrors: false, toastSuccess: false });
    setOpen(false);
    onDecided(t('rejected', { title }));
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" data-testid="reject-tour">
          {t('reject')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('rejectTitle', { title })} description={t('rejectBody')} closeLabel={t('close')}>
        <Form form={form} onSubmit={reject} error={formError} data-testid="reject-form">
          <FormField<Reason> name="reason" label={t('reason')}>
            <TextArea rows={4} maxLength={1000} dir="auto" />
          </FormField>
          <FormActions>
            <SubmitButton variant="danger" pendingLabel={t('rejecting')}>
              {t('rejectConfirm')}
            </SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
