'use client';

import type { Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { DownloadIcon } from '@/components/ui/icons/download';
import { TrashIcon } from '@/components/ui/icons/trash';
import { StatusChip } from '@/components/ui/status-chip';
import { TextLink } from '@/components/ui/text-link';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { embedCode } from '@/lib/embed-code';
import { canSubmit, statusTones, toursPath, tourTitle, type TourView } from '../tour-api';
import { useStatusLabels } from '../tour-labels';
import { useSectionSave } from './use-section-save';

/**
 * Where the tour goes from here: its review (sent, accepted, or refused with the reason), its link and
 * embed code once others may see it, its listing in the market, a zip to host anywhere, or away.
 */
export function PublishPanel({ tour, onSaved }: { tour: TourView; onSaved: () => Promise<void> }) {
  const t = useTranslations('tours');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const statuses = useStatusLabels();
  const submit = useSectionSave();
  const help = {
    draft: t('review.draft'),
    submitted: t('review.submitted'),
    accepted: t('review.accepted'),
    rejected: t('review.rejected'),
  };
  const shared = tour.status === 'accepted' && tour.visibility !== 'private';

  return (
    <div className="space-y-6" data-testid="tour-publish">
      <section aria-labelledby="tour-review" className="space-y-3">
        <h3 id="tour-review" className="font-bold">
          {t('review.title')}
        </h3>
        <StatusChip status={tour.status} tones={statusTones} label={statuses[tour.status]} data-testid="tour-status" />
        <p className="text-sm">{help[tour.status]}</p>
        {tour.status === 'rejected' && tour.rejectionReason ? (
          <Alert tone="danger" role="note" data-testid="rejection">
            {t.rich('review.reason', { reason: () => <bdi>{tour.rejectionReason}</bdi> })}
          </Alert>
        ) : null}
        {canSubmit(tour) ? (
          <Button
            loading={submit.busy}
            data-testid="submit-tour"
            onClick={() =>
              submit.run(async () => {
                await api.post(`/tours/${tour.id}/submit`, undefined, { toastErrors: false, toastSuccess: false });
                await onSaved();
              }, t('review.sent'))
            }
          >
            {t('review.submit')}
          </Button>
        ) : tour.status === 'draft' ? (
          <p className="text-sm text-muted-foreground">{t('review.needScene')}</p>
        ) : null}
        {submit.feedback}
      </section>

      <section aria-labelledby="tour-share" className="space-y-3">
        <h3 id="tour-share" className="font-bold">
          {t('share.title')}
        </h3>
        {shared ? null : (
          <Alert tone="info">{tour.visibility === 'private' ? t('share.private') : t('share.afterReview')}</Alert>
        )}
        <div className="space-y-2">
          <p className="text-sm font-semibold">{t('share.link')}</p>
          <CopyField
            value={tour.shareUrl}
            label={t('share.link')}
            copyLabel={t('share.copy')}
            copiedLabel={t('share.copied')}
          />
        </div>
        <div className="space-y-2">
          <p className="text-sm font-semibold">{t('share.embed')}</p>
          <CopyField
            value={embedCode(tour.embedUrl, tourTitle(tour, locale), { width: 640, height: 480 })}
            label={t('share.embed')}
            copyLabel={t('share.copy')}
            copiedLabel={t('share.copied')}
            multiline
          />
          <p className="text-xs text-muted-foreground">{t('share.embedHint')}</p>
        </div>
        {tour.listing ? (
          <p className="text-sm" data-testid="tour-listing">
            {t.rich('share.listing', {
              listing: () => (
                <TextLink href={tour.listing!.path} dir="auto">
                  {(locale === 'en' && tour.listing!.titleEn) || tour.listing!.title}
                </TextLink>
              ),
            })}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('share.noListing')}</p>
        )}
      </section>

      <section aria-labelledby="tour-files" className="space-y-3">
        <h3 id="tour-files" className="font-bold">
          {t('export.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('export.hint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/tours/${tour.id}/export`} download data-testid="tour-export">
              <DownloadIcon className="size-4" />
              {t('export.action')}
            </a>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="danger" size="sm">
                <TrashIcon className="size-4" />
                {t('delete.action')}
              </Button>
            }
            title={t('delete.title')}
            description={t('delete.body')}
            confirmLabel={t('delete.confirm')}
            cancelLabel={t('cancel')}
            icon={<TrashIcon className="size-6" />}
            onConfirm={async () => {
              await api.delete(`/tours/${tour.id}`);
              router.push(toursPath);
              router.refresh();
            }}
          />
        </div>
      </section>
    </div>
  );
}
