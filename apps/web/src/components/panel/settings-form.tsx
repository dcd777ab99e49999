'use client';

import type { PublicUser } from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { MoonIcon } from '@/components/ui/icons/moon';
import { SettingsIcon } from '@/components/ui/icons/settings';
import { SunIcon } from '@/components/ui/icons/sun';
import { RadioGroup } from '@/components/ui/radio';
import { Switch } from '@/components/ui/switch';

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

export function SettingsForm({ user }: { user: PublicUser }) {
  const t = useTranslations('settings');
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
        <CardContent>
          <Field group label={t('languageTitle')} hint={t('languageHint')}>
            <RadioGroup
              horizontal
              name="locale"
              value={locale}
              onChange={(event) => changeLanguage(event.target.value as 'fa' | 'en')}
              options={[
                { value: 'fa', label: 'فارسی' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Field group label={t('themeTitle')}>
            <RadioGroup
              horizontal
              name="theme"
              value={theme}
              onChange={(event) => changeTheme(event.target.value as 'system' | 'light' | 'dark')}
              options={themeChoices.map(({ value, Icon }) => ({
                value,
                label: (
                  <span className="inline-flex items-center gap-2">
                    <Icon className="size-4" />
                    {t(`theme.${value}`)}
                  </span>
                ),
              }))}
            />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('notificationsTitle')}</CardTitle>
          <CardDescription>{t('notificationsHint')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {(['notifyBySms', 'notifyByEmail'] as const).map((key) => (
            <Field key={key} inline label={t(key)}>
              <Switch checked={notify[key]} onChange={() => toggle(key)} />
            </Field>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
