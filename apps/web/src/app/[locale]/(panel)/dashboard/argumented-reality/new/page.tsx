import { getEnv } from '@rassam/api/env';
import { MODEL_DESIGN_TOOLS } from '@rassam/api/schemas';
import { type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { libraryPath, newModelPath } from '@/components/models/model-data';
import { ModelUpload } from '@/components/models/model-upload';
import { SaveAsModelButton } from '@/components/models/save-as-model';
import { PageHeader } from '@/components/panel/page-header';
import { DesignThumb } from '@/components/studio/design-card';
import { resultPath } from '@/components/studio/paths';
import type { Design } from '@/components/studio/types';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { TextLink } from '@/components/ui/text-link';
import { toolCopy } from '@/content/ai-tools';
import { requireUser } from '@/lib/guards';
import { pageMetadata } from '@/lib/metadata';
import { serverApiPage } from '@/lib/server-api';

type Params = Promise<{ locale: Locale }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, newModelPath, 'arNew')), robots: { index: false, follow: false } };
}

const RECENT_RESULTS = 9;

/** The owner's latest finished results of the three 3D tools, newest first. */
async function recentModels(): Promise<Design[]> {
  const lists = await Promise.all(
    MODEL_DESIGN_TOOLS.map((tool) =>
      serverApiPage<Design>(`/designs?${new URLSearchParams({ tool, status: 'completed', pageSize: '9' })}`),
    ),
  );
  return lists
    .flatMap((list) => (list.ok ? list.data : []))
    .filter((design) => design.outputs.some((output) => output.kind === 'model3d'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_RESULTS);
}

/** A new model: upload a file, or save one of your 3D results. */
export default async function NewModelPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const [t, results] = await Promise.all([getTranslations('models'), recentModels()]);

  return (
    <>
      <Breadcrumbs
        label={t('breadcrumb')}
        className="mb-2"
        items={[{ label: t('title'), href: libraryPath }, { label: t('new') }]}
      />
      <PageHeader title={t('new')} intro={t('newIntro')} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>{t('upload.heading')}</CardTitle>
            <CardDescription>{t('upload.intro')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ModelUpload maxBytes={getEnv().MODEL_UPLOAD_MAX_MB * 1024 * 1024} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('fromResult.heading')}</CardTitle>
            <CardDescription>{t('fromResult.intro')}</CardDescription>
          </CardHeader>
          <CardContent>
            {results.length ? (
              <ul className="space-y-3" data-testid="model-results">
                {results.map((design) => {
                  const name = toolCopy(design.tool, locale).name;
                  return (
                    <li key={design.id} className="flex items-center gap-3">
                      <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-muted">
                        <DesignThumb design={design} title={name} />
                      </div>
                      <div className="min-w-0 flex-1 text-sm">
                        <TextLink href={resultPath(design.tool, design.id)} className="font-semibold">
                          {name}
                        </TextLink>
                        <DateText
                          value={design.createdAt}
                          month="short"
                          className="block text-xs text-muted-foreground"
                        />
                      </div>
                      <SaveAsModelButton designId={design.id} compact />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('fromResult.none')}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
