'use client';

import {
  changeCredentialBody,
  changePasswordBody,
  displayPhone,
  updateProfileBody,
  type PublicUser,
} from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { CodeInput } from '@/components/forms/code-input';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { credentialKeyboard, ResendCountdown, retryAfterOf, useCredentialLabel } from '@/components/forms/auth-forms';
import { useApiForm } from '@/components/forms/use-api-form';
import { Avatar } from '@/components/ui/avatar';
import { CameraIcon } from '@/components/ui/icons';
import { LtrText } from '@/components/ui/ltr-text';
import { Link, useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';

export function AvatarForm({ user }: { user: PublicUser }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setPending(true);
    try {
      await api.post('/me/avatar', body);
      router.refresh();
    } catch {
      // The API client already showed the reason.
    } finally {
      setPending(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setPending(true);
    try {
      await api.delete('/me/avatar');
      router.refresh();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar name={user.name} url={user.avatarUrl} size={88} alt={t('avatarAlt', { name: user.name })} />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            onClick={() => input.current?.click()}
            className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            <CameraIcon className="size-4" />
            {user.avatarUrl ? t('avatarChange') : t('avatarUpload')}
          </button>
          {user.avatarUrl ? (
            <button
              type="button"
              disabled={pending}
              onClick={remove}
              className="rounded-xl border border-[var(--border)] px-4 py-2 text-sm font-semibold hover:bg-black/5 disabled:opacity-60 dark:hover:bg-white/10"
            >
              {t('avatarRemove')}
            </button>
          ) : null}
        </div>
        <p className="text-sm text-[var(--text-muted)]">{t('avatarHint')}</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-label={t('avatarUpload')}
          onChange={(event) => upload(event.target.files?.[0])}
        />
      </div>
    </div>
  );
}

export function ProfileForm({ user }: { user: PublicUser }) {
  const t = useTranslations('profile');
  const common = useTranslations('common');
  const router = useRouter();
  type Values = { name: string; username: string };
  const { form, submit, formError } = useApiForm<Values>(updateProfileBody, {
    name: user.name,
    username: user.username ?? '',
  });
  const errors = form.formState.errors;
  const onSubmit = submit(async ({ name, username }) => {
    await api.patch('/me', { name, username: username.trim() === '' ? null : username }, { toastErrors: false });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert>{formError}</FormAlert>
      </div>
      <TextField label={t('nameLabel')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('usernameLabel')}
        hint={t('usernameHint')}
        dir="ltr"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username', { setValueAs: (v: string) => v })}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={form.formState.isSubmitting} className="sm:w-auto">
          {form.formState.isSubmitting ? common('saving') : common('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function ContactList({ user }: { user: PublicUser }) {
  const t = useTranslations('profile');
  const locale = useLocale() as 'fa' | 'en';
  const rows = [
    { label: t('phoneLabel'), value: user.phone ? displayPhone(user.phone, locale) : null },
    { label: t('emailLabel'), value: user.email },
  ];
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]">
        {rows.map((row) => (
          <li key={row.label} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="text-sm text-[var(--text-muted)]">{row.label}</span>
            <span className="flex items-center gap-2">
              <span className="font-medium">{row.value ? <LtrText>{row.value}</LtrText> : t('notSet')}</span>
              {row.value ? (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                  {t('verified')}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <Link
        href="/dashboard/profile/change-credential"
        className="inline-block text-sm font-semibold text-brand-600 hover:underline dark:text-brand-300"
      >
        {t('changeContact')}
      </Link>
    </div>
  );
}

type OtpSent = { credential: string; expiresIn: number };

export function ChangeCredentialForm() {
  const t = useTranslations('changeCredential');
  const auth = useTranslations('auth');
  const router = useRouter();
  const label = useCredentialLabel();
  const [sent, setSent] = useState<{ credential: string; expiresIn: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [pending, setPending] = useState(false);
  const { form, submit, formError } = useApiForm<{ credential: string }>(changeCredentialBody, { credential: '' });

  const onRequest = submit(async ({ credential }) => {
    try {
      const { data } = await api.post<OtpSent>(
        '/me/credential',
        { credential },
        { toastErrors: false, toastSuccess: false },
      );
      setSent({ credential, expiresIn: data.expiresIn });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OtpAlreadyGenerated') {
        setSent({ credential, expiresIn: retryAfterOf(error) || 120 });
        return;
      }
      throw error;
    }
  });

  const confirm = async (value: string) => {
    if (!sent || pending) return;
    setPending(true);
    setCodeError(undefined);
    try {
      await api.post('/me/credential/verify', { credential: sent.credential, code: value }, { toastErrors: false });
      router.push('/dashboard/profile');
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setCodeError(error.fields.code ?? error.message);
      setCode('');
      setPending(false);
    }
  };

  if (sent) {
    return (
      <form
        className="space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm(code);
        }}
      >
        <p dir="auto" className="font-medium">
          {t('codeTitle', { credential: label(sent.credential) })}
        </p>
        <CodeInput
          label={auth('codeLabel')}
          value={code}
          onChange={setCode}
          onComplete={confirm}
          error={codeError}
          disabled={pending}
        />
        <SubmitButton pending={pending} disabled={code.length !== 5}>
          {t('confirm')}
        </SubmitButton>
        <ResendCountdown
          seconds={sent.expiresIn}
          onResend={async () => {
            try {
              const { data } = await api.post<OtpSent>(
                '/me/credential',
                { credential: sent.credential },
                { toastSuccess: false },
              );
              toast.info(auth('codeSent'));
              return data.expiresIn;
            } catch (error) {
              return retryAfterOf(error);
            }
          }}
        />
        <button
          type="button"
          onClick={() => setSent(null)}
          className="mx-auto block text-sm text-[var(--text-muted)] hover:text-[var(--text)]"
        >
          {t('startOver')}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={onRequest} noValidate className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('newLabel')}
        hint={auth('credentialHint')}
        dir="ltr"
        {...credentialKeyboard}
        autoComplete="off"
        autoFocus
        error={form.formState.errors.credential?.message}
        {...form.register('credential')}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t('sendCode')}</SubmitButton>
    </form>
  );
}

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('changePassword');
  const auth = useTranslations('auth');
  const router = useRouter();
  type Values = { currentPassword: string; password: string; confirmPassword: string };
  const { form, submit, formError } = useApiForm<Values>(changePasswordBody, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const errors = form.formState.errors;
  const onSubmit = submit(async (values) => {
    const { message } = await api.post(
      '/me/password',
      hasPassword ? values : { password: values.password, confirmPassword: values.confirmPassword },
      { toastErrors: false, toastSuccess: false },
    );
    if (message) toast.success(message.text);
    form.reset();
    router.push('/dashboard/profile');
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-[var(--text-muted)]">{hasPassword ? t('intro') : t('setIntro')}</p>
      <FormAlert>{formError}</FormAlert>
      {hasPassword ? (
        <Field label={auth('currentPasswordLabel')} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
      ) : null}
      <Field label={auth('newPasswordLabel')} hint={auth('passwordHint')} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label={auth('confirmPasswordLabel')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <SubmitButton pending={form.formState.isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
