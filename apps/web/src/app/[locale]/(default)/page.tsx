import { getEnv } from '@rassam/api/env';
import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { JsonLd } from '@/components/market/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { organizationLd, websiteLd } from '@/lib/structured-data';
import { getCurrentUser } from '@/lib/server-api';
import {
  ArrowForwardIcon,
  CubeIcon,
  PanoramaIcon,
  SparkIcon,
  StoreIcon,
  VideoIcon,
  WalletIcon,
} from '@/components/ui/icons';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, '/', 'home');
}

const features = [
  { key: 'studio', Icon: SparkIcon, tint: 'from-brand-500 to-violet-500' },
  { key: 'video', Icon: VideoIcon, tint: 'from-rose-500 to-orange-400' },
  { key: 'threeD', Icon: CubeIcon, tint: 'from-emerald-500 to-teal-400' },
  { key: 'tours', Icon: PanoramaIcon, tint: 'from-sky-500 to-cyan-400' },
  { key: 'market', Icon: StoreIcon, tint: 'from-amber-500 to-yellow-400' },
  { key: 'wallet', Icon: WalletIcon, tint: 'from-fuchsia-500 to-pink-400' },
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
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-br from-brand-400/30 via-violet-400/20 to-amber-300/30 blur-2xl" />
      <div className="relative rounded-3xl border border-white/60 bg-[var(--surface)] p-4 shadow-2xl dark:border-white/10">
        <div className="rounded-2xl bg-[var(--surface-muted)] p-3 text-sm text-[var(--text-muted)]">{prompt}</div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-[var(--surface-muted)]">
          <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-brand-500 to-violet-500" />
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="aspect-square rounded-2xl bg-[radial-gradient(circle_at_30%_30%,#fde68a,#f97316_45%,#7c3aed)]" />
          <div className="aspect-square rounded-2xl bg-[radial-gradient(circle_at_70%_40%,#a5f3fc,#3b82f6_50%,#1e1b4b)]" />
          <div className="aspect-square rounded-2xl bg-[conic-gradient(from_120deg,#34d399,#059669,#0f766e,#34d399)]" />
          <div className="grid aspect-square place-items-center rounded-2xl bg-[linear-gradient(160deg,#1e293b,#334155)]">
            <CubeIcon className="size-14 text-white/80" />
          </div>
        </div>
      </div>
    </div>
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site, user] = await Promise.all([getTranslations('home'), getTranslations('site'), getCurrentUser()]);
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
      <section className="overflow-hidden bg-[var(--surface)]">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
              <SparkIcon className="size-4" /> {t('eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl font-black leading-tight tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
            <p className="mt-5 max-w-xl text-lg text-[var(--text-muted)]">{t('heroBody')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href={user ? '/dashboard' : '/auth'}
                className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
              >
                {user ? t('ctaDashboard') : t('ctaStart')}
                <ArrowForwardIcon />
              </Link>
              <Link
                href="/market"
                className="inline-flex items-center gap-2 rounded-xl border border-[var(--border)] px-6 py-3 font-semibold hover:bg-black/5 dark:hover:bg-white/10"
              >
                {t('ctaMarket')}
              </Link>
            </div>
            <p className="mt-6 max-w-xl text-sm text-[var(--text-muted)]">{t('trust')}</p>
          </div>
          <StudioPreview prompt={samplePrompt} />
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="features" className="text-2xl font-extrabold sm:text-3xl">
          {t('featuresTitle')}
        </h2>
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, Icon, tint }) => (
            <article key={key} className="rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-6 shadow-sm">
              <span
                className={`inline-grid size-11 place-items-center rounded-xl bg-gradient-to-br text-white ${tint}`}
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-[var(--text-muted)]">{t(`features.${key}.body`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="steps" className="bg-[var(--surface)]">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="steps" className="text-2xl font-extrabold sm:text-3xl">
            {t('stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="relative rounded-2xl bg-[var(--surface-muted)] p-6">
                <span className="text-4xl font-black text-brand-500/80">{formatNumber(index + 1, locale)}</span>
                <h3 className="mt-2 text-lg font-bold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-2 text-[var(--text-muted)]">{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="tools" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="tools" className="text-2xl font-extrabold sm:text-3xl">
              {t('toolsTitle')}
            </h2>
            <p className="mt-2 text-[var(--text-muted)]">{t('toolsBody')}</p>
          </div>
          <Link
            href="/ai"
            className="inline-flex items-center gap-1 font-semibold text-brand-600 hover:underline dark:text-brand-300"
          >
            {t('allTools')} <ArrowForwardIcon className="size-4" />
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {tools.map((tool) => (
            <li key={tool.slug}>
              <Link
                href={`/ai/${tool.slug}`}
                className="flex h-full flex-col justify-between gap-6 rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-4 font-semibold shadow-sm hover:border-brand-400"
              >
                <SparkIcon className="text-brand-500" />
                {t(`tools.${tool.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-violet-700 p-8 text-white sm:p-12">
          <h2 className="text-2xl font-extrabold sm:text-3xl">{t('shopsTitle')}</h2>
          <p className="mt-3 max-w-2xl text-white/85">{t('shopsBody')}</p>
          <Link
            href={user ? '/dashboard/shop' : '/auth'}
            className="mt-6 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('shopsCta')} <ArrowForwardIcon />
          </Link>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq" className="text-2xl font-extrabold sm:text-3xl">
          {t('faqTitle')}
        </h2>
        <div className="mt-6 divide-y divide-[var(--border)] rounded-2xl border border-[var(--border)] bg-[var(--surface)]">
          {faq.map((key) => (
            <details key={key} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold marker:hidden">{t(`faq.${key}.q`)}</summary>
              <p className="mt-3 text-[var(--text-muted)]">{t(`faq.${key}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
