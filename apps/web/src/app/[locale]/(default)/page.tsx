import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { KindPlaceholder } from '@/components/ai/kind-icon';
import { Faq } from '@/components/content/faq';
import { SectionHeading } from '@/components/content/section-heading';
import { JsonLd } from '@/components/market/json-ld';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardLink } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Num } from '@/components/ui/num';
import { TextLink } from '@/components/ui/text-link';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { organizationLd, websiteLd } from '@/lib/structured-data';
import { SessionLink } from '@/components/layout/session-link';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { CubeIcon } from '@/components/ui/icons/cube';
import { PanoramaIcon } from '@/components/ui/icons/panorama';
import { SparkIcon } from '@/components/ui/icons/spark';
import { StoreIcon } from '@/components/ui/icons/store';
import { VideoIcon } from '@/components/ui/icons/video';
import { WalletIcon } from '@/components/ui/icons/wallet';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, '/', 'home');
}

const features = [
  { key: 'studio', Icon: SparkIcon, tone: 'primary' },
  { key: 'video', Icon: VideoIcon, tone: 'info' },
  { key: 'threeD', Icon: CubeIcon, tone: 'success' },
  { key: 'tours', Icon: PanoramaIcon, tone: 'info' },
  { key: 'market', Icon: StoreIcon, tone: 'warning' },
  { key: 'wallet', Icon: WalletIcon, tone: 'primary' },
] as const;

const tools = [
  { key: 'textToImage', slug: 'text-to-image' },
  { key: 'removeBg', slug: 'remove-bg' },
  { key: 'upscale', slug: 'upscale' },
  { key: 'imageToVideo', slug: 'image-to-video' },
  { key: 'imageTo3d', slug: 'image-to-3d' },
  { key: 'textToSpeech', slug: 'text-to-speech' },
] as const;

const steps = ['one', 'two', 'three'] as const;
const faq = ['coins', 'fail', 'language', 'rights'] as const;

/** A small composed picture of the studio: a prompt, a progress bar and results, drawn with CSS. */
function StudioPreview({ prompt }: { prompt: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2rem] bg-primary/20 blur-2xl" />
      <Card className="relative rounded-3xl p-4 shadow-2xl">
        <p className="rounded-2xl bg-muted p-3 text-sm text-muted-foreground">{prompt}</p>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-2/3 rounded-full bg-primary" />
        </div>
        {/* The results: pictures, so their own colours. */}
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="aspect-square rounded-2xl bg-[radial-gradient(circle_at_30%_30%,#fde68a,#f97316_45%,#7c3aed)]" />
          <div className="aspect-square rounded-2xl bg-[radial-gradient(circle_at_70%_40%,#a5f3fc,#3b82f6_50%,#1e1b4b)]" />
          <div className="aspect-square rounded-2xl bg-[conic-gradient(from_120deg,#34d399,#059669,#0f766e,#34d399)]" />
          <KindPlaceholder kind="model3d" className="aspect-square rounded-2xl" />
        </div>
      </Card>
    </div>
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site] = await Promise.all([getTranslations('home'), getTranslations('site')]);
  const home = absoluteUrl(locale, '/');
  // The site and its search (the market's box) for search engines; who runs it, with its mark.
  const structured = [
    websiteLd({ name: site('name'), url: home, language: locale, searchUrl: absoluteUrl(locale, '/market') }),
    organizationLd({ name: site('name'), url: home, logo: new URL('/icon.svg', getEnv().siteOrigin).href }),
  ];
  const samplePrompt =
    locale === 'fa'
      ? 'یک فنجان چای ایرانی روی میز چوبی، نور صبح، عکس نزدیک'
      : 'A glass of Persian tea on a wooden table, morning light, close-up';

  return (
    <>
      {structured.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <section className="overflow-hidden bg-card">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <Badge tone="info" className="px-3 py-1 text-sm">
              <SparkIcon className="size-4" /> {t('eyebrow')}
            </Badge>
            <h1 className="mt-5 text-4xl font-black leading-tight tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t('heroBody')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SessionLink
                size="lg"
                signedIn={{
                  href: '/dashboard',
                  children: (
                    <>
                      {t('ctaDashboard')}
                      <ArrowForwardIcon />
                    </>
                  ),
                }}
                anonymous={{
                  href: '/auth',
                  children: (
                    <>
                      {t('ctaStart')}
                      <ArrowForwardIcon />
                    </>
                  ),
                }}
              />
              <ButtonLink href="/market" size="lg" variant="outline">
                {t('ctaMarket')}
              </ButtonLink>
            </div>
            <p className="mt-6 max-w-xl text-sm text-muted-foreground">{t('trust')}</p>
          </div>
          <StudioPreview prompt={samplePrompt} />
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="features">{t('featuresTitle')}</SectionHeading>
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, Icon, tone }) => (
            <Card key={key} padded>
              <article>
                <IconTile tone={tone}>
                  <Icon />
                </IconTile>
                <h3 className="mt-4 text-lg font-bold">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`features.${key}.body`)}</p>
              </article>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="steps" className="bg-card">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionHeading id="steps">{t('stepsTitle')}</SectionHeading>
          {/* list-none: the cards are numbered in their own big digits; no hanging list numbers. */}
          <ol className="mt-8 grid list-none gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step}>
                <Card padded className="h-full">
                  <Num value={index + 1} locale={locale} className="text-4xl font-black text-primary/80" />
                  <h3 className="mt-2 text-lg font-bold">{t(`steps.${step}.title`)}</h3>
                  <p className="mt-2 text-muted-foreground">{t(`steps.${step}.body`)}</p>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="tools" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id="tools">{t('toolsTitle')}</SectionHeading>
            <p className="mt-2 text-muted-foreground">{t('toolsBody')}</p>
          </div>
          <TextLink href="/ai" className="inline-flex items-center gap-1">
            {t('allTools')} <ArrowForwardIcon className="size-4" />
          </TextLink>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {tools.map((tool) => (
            <li key={tool.slug}>
              <CardLink href={`/ai/${tool.slug}`} className="flex h-full flex-col justify-between gap-6 font-semibold">
                <IconTile tone="primary">
                  <SparkIcon />
                </IconTile>
                {t(`tools.${tool.key}`)}
              </CardLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-3xl bg-primary p-8 text-primary-foreground sm:p-12">
          <SectionHeading>{t('shopsTitle')}</SectionHeading>
          <p className="mt-3 max-w-2xl opacity-90">{t('shopsBody')}</p>
          <SessionLink
            size="lg"
            variant="outline"
            className="mt-6"
            signedIn={{
              href: '/dashboard/shop',
              children: (
                <>
                  {t('shopsCta')} <ArrowForwardIcon />
                </>
              ),
            }}
            anonymous={{
              href: '/auth',
              children: (
                <>
                  {t('shopsCta')} <ArrowForwardIcon />
                </>
              ),
            }}
          />
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <SectionHeading id="faq">{t('faqTitle')}</SectionHeading>
        <Faq className="mt-6" items={faq.map((key) => ({ q: t(`faq.${key}.q`), a: t(`faq.${key}.a`) }))} />
      </section>
    </>
  );
}
