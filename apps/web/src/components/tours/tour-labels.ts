import { useTranslations } from 'next-intl';
import type { TourStatus, TourVisibility } from './tour-api';

/** A tour's review state in words (one list for the cards, the editor and the place page). */
export function useStatusLabels(): Record<TourStatus, string> {
  const t = useTranslations('tours');
  return {
    draft: t('status.draft'),
    submitted: t('status.submitted'),
    accepted: t('status.accepted'),
    rejected: t('status.rejected'),
  };
}

/** Who may see a tour, in words. */
export function useVisibilityLabels(): Record<TourVisibility, string> {
  const t = useTranslations('tours');
  return { private: t('visibility.private'), unlisted: t('visibility.unlisted'), public: t('visibility.public') };
}
