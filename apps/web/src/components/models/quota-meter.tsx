import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { FileSize } from '@/components/ui/file-size';
import { ProgressBar } from '@/components/ui/progress-bar';

/** How much of the owner's model storage their models take (the quota is the server's configuration). */
export function QuotaMeter({ used, quota, className }: { used: number; quota: number; className?: string }) {
  const t = useTranslations('models');
  return (
    <div className={cn('max-w-md space-y-1.5', className)} data-testid="model-quota">
      <p className="text-sm text-muted-foreground">
        {t.rich('quota', { used: () => <FileSize bytes={used} />, quota: () => <FileSize bytes={quota} /> })}
      </p>
      <ProgressBar label={t('quotaLabel')} value={quota > 0 ? used / quota : 1} />
    </div>
  );
}
