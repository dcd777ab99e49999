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
import { CodeInput } from '@/components/forms/code-input';
import {
  credentialKeyboard,
  NewPasswordFields,
  ResendCountdown,
  retryAfterOf,
  SubmitButton,
  useCredentialLabel,
} from '@/components/forms/auth-forms';
import { useApiForm } from '@/components/forms/use-api-form';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { CameraIcon } from '@/components/ui/icons/camera';
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
          <Button loading={pending} onClick={() => input.current?.click()}>
            <CameraIcon className="size-4" />
            {user.avatarUrl ? t('avatarChange') : t('avatarUpload')}
          </Button>
          {user.avatarUrl ? (
            <Button variant="outline" disabled={pending} onClick={remove}>
              {t('avatarRemove')}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{t('avatarHint')}</p>
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
  const onSubmit = submit(async ({ name, username }) => {
    await api.patch('/me', { name, username: username.trim() === '' ? null : username }, { toastErrors: false });
    router.refresh();
  });
  return (
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField<Values> name="name" label={t('nameLabel')}>
          <Input autoComplete="name" />
        </FormField>
        <FormField<Values> name="username" label={t('usernameLabel')} hint={t('usernameHint')}>
          <Input dir="ltr" autoCapitalize="off" spellCheck={false} />
        </FormField>
      </div>
      <SubmitButton loading={form.formState.isSubmitting} className="sm:w-auto">
        {form.formState.isSubmitting ? common('saving') : common('save')}
      </SubmitButton>
    </Form>
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
      <ul className="divide-y divide-border rounded-xl border border-border">
        {rows.map((row) => (
          <li key={row.label} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="text-sm text-muted-foreground">{row.label}</span>
            <span className="flex items-center gap-2">
              <span className="font-medium">{row.value ? <LtrText>{row.value}</LtrText> : t('notSet')}</span>
              {row.value ? <Badge tone="success">{t('verified')}</Badge> : null}
            </span>
          </li>
        ))}
      </ul>
      <Button asChild variant="link">
        <Link href="/dashboard/profile/change-credential">{t('changeContact')}</Link>
      </Button>
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
        <SubmitButton loading={pending} disabled={code.length !== 5}>
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
        <Button variant="link" className="mx-auto flex text-muted-foreground" onClick={() => setSent(null)}>
          {t('startOver')}
        </Button>
      </form>
    );
  }

  return (
    <Form form={form} onSubmit={onRequest} error={formError}>
      <FormField<{ credential: string }> name="credential" label={t('newLabel')} hint={auth('credentialHint')}>
        <Input dir="ltr" {...credentialKeyboard} autoComplete="off" autoFocus />
      </FormField>
      <SubmitButton loading={form.formState.isSubmitting}>{t('sendCode')}</SubmitButton>
    </Form>
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
    <Form form={form} onSubmit={onSubmit} error={formError}>
      <p className="text-muted-foreground">{hasPassword ? t('intro') : t('setIntro')}</p>
      {hasPassword ? (
        <FormField<Values> name="currentPassword" label={auth('currentPasswordLabel')}>
          <PasswordInput autoComplete="current-password" />
        </FormField>
      ) : null}
      <NewPasswordFields label={auth('newPasswordLabel')} />
      <SubmitButton loading={form.formState.isSubmitting}>{t('submit')}</SubmitButton>
    </Form>
  );
}
