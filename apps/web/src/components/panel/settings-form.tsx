'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { MoonIcon, SettingsIcon, SunIcon } from '@/components/ui/icons';
import { Card } from './page-header';

const YEAR = 365 * 24 * 60 * 60;

const themeChoices = [
  { value: 'system', Icon: SettingsIcon },
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
] as const;

function applyTheme(theme: 'system' | 'light' | 'dark') {
  document.cookie = `theme=${theme}; path=/; max-age=${YEAR}; samesite=lax`;
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

function Choice<T extends string>({
  name,
  value,
  current,
  label,
  onSelect,
  icon,
}: {
  name: string;
  value: T;
  current: T;
  label: string;
  onSelect: (v: T) => void;
  icon?: React.ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-[var(--border)] px-4 py-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-brand-500/20 dark:has-checked:bg-brand-900/30">
      <input
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        onChange={() => onSelect(value)}
        className="size-4 accent-brand-600"
      />
      {icon}
      <span className="font-medium">{label}</span>
    </label>
  );
}

export function SettingsForm({ user }: { user: PublicUser }) {
  const t = useTranslations('settings');
  const common = useTranslations('common');
  const locale = useLocale() as 'fa' | 'en';
  const router = useRouter();
  const pathname = usePathname();
  const [theme, setTheme] = useState(user.theme);
  const [notify, setNotify] = useState({ notifyBySms: user.notifyBySms, notifyByEmail: user.notifyByEmail });

  const save = (body: Record<string, unknown>) => api.patch('/me/settings', body, { toastSuccess: false });

  const changeLanguage = async (next: 'fa' | 'en') => {
    if (next === locale) return;
    await save({ locale: next });
    router.replace(pathname, { locale: next });
  };

  const changeTheme = async (next: 'system' | 'light' | 'dark') => {
    setTheme(next);
    applyTheme(next);
    await save({ theme: next });
  };

  const toggle = async (key: 'notifyBySms' | 'notifyByEmail') => {
    const next = { ...notify, [key]: !notify[key] };
    setNotify(next);
    await save({ [key]: next[key] }).catch(() => setNotify(notify));
  };

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-bold">{t('languageTitle')}</h2>
        <p className="mt-1 text-sm text-[var(--text-muted)]">{t('languageHint')}</p>
        <div role="radiogroup" aria-label={t('languageTitle')} className="mt-4 grid gap-3 sm:grid-cols-2">
          <Choice name="locale" value="fa" current={locale} label="فارسی" onSelect={changeLanguage} />
          <Choice name="locale" value="en" current={locale} label="English" onSelect={changeLanguage} />
        </div>
      </Card>
      <Card>
        <h2 className="text-lg font-bold">{t('themeTitle')}</h2>
        <div role="radiogroup" aria-label={t('themeTitle')} className="mt-4 grid gap-3 sm:grid-cols-3">
          {themeChoices.map(({ value, Icon }) => (
            <Choice
              key={value}
              name="theme"
              value={value}
              current={theme}
              label={t(`theme.${value}`)}
              onSelect={changeTheme}
              icon={<Icon className="size-4" />}
            />
          ))}
        </div>
      </Card>
      <Card>
        <h2 className="text-lg font-bold">{t('notificationsTitle')}</h2>
        <div className="mt-4 space-y-3">
          {(['notifyBySms', 'notifyByEmail'] as const).map((key) => (
            <label
              key={key}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-[var(--border)] px-4 py-3"
            >
              <span>{t(key)}</span>
              <input
                type="checkbox"
                role="switch"
                checked={notify[key]}
                onChange={() => toggle(key)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-brand-600 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-500/30 dark:bg-slate-600 after:absolute after:top-0.5 after:start-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
              />
            </label>
          ))}
          <p className="text-sm text-[var(--text-muted)]">{t('notificationsHint')}</p>
        </div>
        <span className="sr-only">{common('save')}</span>
      </Card>
    </div>
  );
}
