import { displayPhone } from '@rassam/api/schemas';
import { Detail, DetailList } from '@/components/ui/details';
import { formatDate, formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { panelMetadata } from '@/lib/panel-page';
import { Card, CardLink } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { ArrowForwardIcon } from '@/components/ui/icons/arrow-forward';
import { BookIcon } from '@/components/ui/icons/book';
import { CheckIcon } from '@/components/ui/icons/check';
import { SparkIcon } from '@/components/ui/icons/spark';
import { StoreIcon } from '@/components/ui/icons/store';
import { WalletIcon } from '@/components/ui/icons/wallet';
import { LtrText } from '@/components/ui/ltr-text';

export const generateMetadata = panelMetadata('/dashboard', 'dashboard');

const missingLinks = {
  name: '/dashboard/profile',
  username: '/dashboard/profile',
  avatar: '/dashboard/profile',
  email: '/dashboard/profile/change-credential',
  phone: '/dashboard/profile/change-credential',
  password: '/dashboard/profile/change-password',
} as const;

const nextSteps = [
  { key: 'studio', href: '/dashboard/intelligence', Icon: SparkIcon },
  { key: 'wallet', href: '/dashboard/wallet', Icon: WalletIcon },
  { key: 'shop', href: '/dashboard/shop', Icon: StoreIcon },
  { key: 'guide', href: '/dashboard/guide', Icon: BookIcon },
] as const;

/** The part of the day in Tehran, for the greeting. */
function partOfDay(now: Date): 'morning' | 'afternoon' | 'evening' | 'night' {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Tehran' }).format(now),
  );
  // Persian usage: «ظهر بخیر» until about 3 pm, then «عصر بخیر»; from 7 pm a neutral greeting, since
  // «شب بخیر» is said on leaving.
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 15) return 'afternoon';
  if (hour >= 15 && hour < 19) return 'evening';
  return 'night';
}

function CompletenessRing({ percent, label }: { percent: number; label: string }) {
  const circumference = 2 * Math.PI * 42;
  return (
    <div className="relative size-28 shrink-0" role="img" aria-label={label}>
      <svg viewBox="0 0 100 100" className="size-full -rotate-90">
        <circle cx="50" cy="50" r="42" fill="none" className="stroke-border" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          className="stroke-primary"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
        />
      </svg>
      <span className="absolute inset-0 grid place-items-center text-xl font-extrabold">{label.split(' ')[0]}</span>
    </div>
  );
}

export default async function DashboardPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const t = await getTranslations('dashboard');
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const percentText = formatNumber(user.profile.percent, locale);
  const phone = user.phone ? displayPhone(user.phone, locale) : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {t(`greeting.${partOfDay(new Date())}`, { name: firstName })}
        </h1>
        <p className="mt-1.5 text-muted-foreground">{t('intro')}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card padded className="lg:col-span-2">
          <h2 className="text-lg font-bold">{t('completenessTitle')}</h2>
          <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
            <CompletenessRing percent={user.profile.percent} label={t('completeness', { percent: percentText })} />
            {user.profile.missing.length === 0 ? (
              <p className="flex items-center gap-2 text-muted-foreground">
                <CheckIcon className="text-success-soft-foreground" /> {t('completeDone')}
              </p>
            ) : (
              <ul className="grid flex-1 gap-2 sm:grid-cols-2">
                {user.profile.missing.map((item) => (
                  <li key={item}>
                    <Link
                      href={missingLinks[item as keyof typeof missingLinks]}
                      className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-dashed border-border px-3 py-2.5 text-sm font-medium transition hover:border-primary/50 hover:bg-hover"
                    >
                      {t(`missing.${item as keyof typeof missingLinks}`)}
                      <ArrowForwardIcon className="size-4 text-link" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Card>

        <Card padded>
          <h2 className="text-lg font-bold">{t('accountTitle')}</h2>
          <DetailList layout="spread" className="mt-4 space-y-3">
            <Detail label={t('phone')}>{phone ? <LtrText>{phone}</LtrText> : t('notSet')}</Detail>
            <Detail label={t('email')} className="min-w-0 truncate">
              {user.email ? <LtrText>{user.email}</LtrText> : t('notSet')}
            </Detail>
            <Detail label={t('username')}>{user.username ? <LtrText>{user.username}</LtrText> : t('notSet')}</Detail>
          </DetailList>
          <p className="mt-4 border-t border-border pt-3 text-sm text-muted-foreground">
            {t('memberSince', { date: formatDate(user.createdAt, locale) })}
          </p>
        </Card>
      </div>

      <section aria-labelledby="next">
        <h2 id="next" className="mb-3 text-lg font-bold">
          {t('nextTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {nextSteps.map(({ key, href, Icon }) => (
            <CardLink key={key} href={href}>
              <IconTile tone="primary">
                <Icon />
              </IconTile>
              <h3 className="mt-3 font-bold">{t(`next.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`next.${key}.body`)}</p>
            </CardLink>
          ))}
        </div>
      </section>
    </div>
  );
}
