'use client';

import { displayPhone, parseCredential } from '@rassam/api/credential';
import { toPersianDigits } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter as usePlainRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ltrIsolate } from '@/components/ui/ltr-text';
import { Link, useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { safeRedirect } from '@/lib/safe-redirect';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Form, FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { CodeInput } from './code-input';
import { useApiForm } from './use-api-form';

/**
 * The sign-in forms' schemas, and zod with them, are loaded once the page is idle (use-api-form.ts) instead
 * of with the page: a form is checked only when sent, and the sign-in pages are public (issue 16).
 */
const authSchemas = () => import('@rassam/api/schemas/auth');
const checkBody = () => authSchemas().then((schemas) => schemas.checkBody);
const loginBody = () => authSchemas().then((schemas) => schemas.loginBody);
const registerBody = () => authSchemas().then((schemas) => schemas.registerBody);
const forgotBody = () => authSchemas().then((schemas) => schemas.forgotBody);
const resetBody = () => authSchemas().then((schemas) => schemas.resetBody);

type OtpSent = { credential: string; channel: 'sms' | 'email'; expiresIn: number };

/**
 * The keyboard of a field that takes a phone number or an email (or a username). An email keyboard
 * (inputmode="email") hides the digits behind a switch on iPhones, and a phone pad has no letters; the
 * plain text keyboard gives both, one switch apart. A phone is what most people type, so the field
 * must not fight digits; capitals and autocorrect only spoil an address or a username.
 */
export const credentialKeyboard = {
  inputMode: 'text',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** How a credential is shown back to its owner: 0912 345 6789 for Iranian phones, in the page's digits. */
export function useCredentialLabel() {
  const locale = useLocale() as 'fa' | 'en';
  return (raw: string) => {
    const parsed = parseCredential(raw, { allowUsername: true });
    const text = parsed?.kind === 'phone' ? displayPhone(parsed.value, locale) : (parsed?.value ?? raw);
    // Isolated left-to-right: inside Persian text the digit groups of a phone would otherwise run right to left.
    return ltrIsolate(text);
  };
}

/** Query values every step of the flow carries on: where to go back to after signing in. */
function useFlowQuery() {
  const search = useSearchParams();
  const redirect = search.get('redirect');
  return (extra: Record<string, string>) => ({ ...extra, ...(redirect ? { redirect } : {}) });
}

/** After signing in: back to where the visitor came from, or the dashboard. */
function useAfterSignIn() {
  const search = useSearchParams();
  const router = usePlainRouter();
  const locale = useLocale();
  return () => {
    const fallback = locale === 'fa' ? '/dashboard' : '/en/dashboard';
    router.replace(safeRedirect(search.get('redirect'), fallback));
    router.refresh();
  };
}

/** Back to the first step with another phone or email, keeping where to return after signing in. */
function StartOverLink() {
  const t = useTranslations('auth');
  const flow = useFlowQuery();
  return (
    <p className="text-center text-sm">
      <Link href={{ pathname: '/auth', query: flow({}) }} className="text-muted-foreground hover:text-foreground">
        {t('changeCredential')}
      </Link>
    </p>
  );
}

/** A code that is still on its way is as good as a new one: the next step just asks for it. */
function codeAlreadySentIsFine(error: unknown) {
  if (!(error instanceof ApiError && error.code === 'OtpAlreadyGenerated')) throw error;
}

/** Seconds the server says to wait before asking for another code (0 when it does not say). */
export function retryAfterOf(error: unknown): number {
  const retryAfter = error instanceof ApiError ? error.body.details?.retryAfter : undefined;
  return typeof retryAfter === 'number' ? retryAfter : 0;
}

/** The form's one main action: as wide as the form, a step taller than the buttons around it. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="submit" size="lg" {...props} className={cn('w-full', props.className)} />;
}

/** A new password and its confirmation, named as every schema that sets one names them. */
export function NewPasswordFields({ label }: { label: string }) {
  const t = useTranslations('auth');
  type Values = { password: string; confirmPassword: string };
  return (
    <>
      <FormField<Values> name="password" label={label} hint={t('passwordHint')}>
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormField<Values> name="confirmPassword" label={t('confirmPasswordLabel')}>
        <PasswordInput autoComplete="new-password" />
      </FormField>
    </>
  );
}

function Heading({ title, body }: { title: string; body?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold">{title}</h1>
      {body ? <p className="mt-2 text-muted-foreground">{body}</p> : null}
    </div>
  );
}

export function EntryForm() {
  const t = useTranslations('auth');
  const common = useTranslations('common');
  const router = useRouter();
  const flow = useFlowQuery();
  const search = useSearchParams();
  const { form, submit, formError } = useApiForm<{ credential: string }>(checkBody, {
    credential: search.get('credential') ?? '',
  });

  const onSubmit = submit(async ({ credential }) => {
    const { data } = await api.post<{ exists: boolean; hasPassword: boolean }>(
      '/auth/check',
      { credential },
      { toastErrors: false },
    );
    if (data.exists && data.hasPassword) {
      router.push({ pathname: '/auth/login', query: flow({ credential }) });
    } else if (data.exists) {
      await api
        .post<OtpSent>('/auth/otp', { credential, purpose: 'login' }, { toastErrors: false, toastSuccess: false })
        .catch(codeAlreadySentIsFine);
      router.push({ pathname: '/auth/verify', query: flow({ credential, purpose: 'login' }) });
    } else if (parseCredential(credential)) {
      router.push({ pathname: '/auth/register', query: flow({ credential }) });
    } else {
      // A username that matches nobody: there is nothing to register with it, so say so and what to do.
      form.setError('credential', { message: t('unknownUsername') });
    }
  });

  return (
    <>
      <Heading title={t('entryTitle')} body={t('entryBody')} />
      <Form form={form} onSubmit={onSubmit} error={formError}>
        <FormField<{ credential: string }> name="credential" label={t('credentialLabel')} hint={t('credentialHint')}>
          <Input autoComplete="username" {...credentialKeyboard} dir="ltr" autoFocus />
        </FormField>
        <SubmitButton loading={form.formState.isSubmitting}>{common('continue')}</SubmitButton>
        <p className="text-center text-xs text-muted-foreground">
          {t.rich('termsNotice', {
            terms: (chunks) => (
              <Link href="/terms" className="font-semibold text-link underline-offset-2 hover:underline">
                {chunks}
              </Link>
            ),
            policy: (chunks) => (
              <Link href="/policy" className="font-semibold text-link underline-offset-2 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </Form>
    </>
  );
}

export function LoginForm({ credential }: { credential: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const flow = useFlowQuery();
  const label = useCredentialLabel();
  const afterSignIn = useAfterSignIn();
  const { form, submit, formError, setFormError } = useApiForm<{ credential: string; password: string }>(loginBody, {
    credential,
    password: '',
  });

  const onSubmit = submit(async (values) => {
    const { message } = await api.post('/auth/login', values, { toastErrors: false, toastSuccess: false });
    if (message) toast.success(message.text);
    afterSignIn();
  });

  const useCode = async () => {
    setFormError(undefined);
    try {
      await api.post<OtpSent>(
        '/auth/otp',
        { credential, purpose: 'login' },
        { toastErrors: false, toastSuccess: false },
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code !== 'OtpAlreadyGenerated') return setFormError(error.message);
    }
    router.push({ pathname: '/auth/verify', query: flow({ credential, purpose: 'login' }) });
  };

  return (
    <>
      <Heading
        title={t('loginTitle')}
        body={<span dir="auto">{t('loginBody', { credential: label(credential) })}</span>}
      />
      <Form form={form} onSubmit={onSubmit} error={formError}>
        <input type="hidden" autoComplete="username" {...form.register('credential')} />
        <FormField<{ password: string }> name="password" label={t('passwordLabel')}>
          <PasswordInput autoComplete="current-password" autoFocus />
        </FormField>
        <div className="flex justify-end">
          <Button asChild variant="link">
            <Link href={{ pathname: '/auth/forgot-pass', query: flow({ credential }) }}>{t('forgotLink')}</Link>
          </Button>
        </div>
        <SubmitButton loading={form.formState.isSubmitting}>{t('signIn')}</SubmitButton>
        <Button variant="outline" size="lg" className="w-full" onClick={useCode}>
          {t('useCodeInstead')}
        </Button>
        <StartOverLink />
      </Form>
    </>
  );
}

export function RegisterForm({ credential }: { credential: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const flow = useFlowQuery();
  const label = useCredentialLabel();
  type Values = { credential: string; name: string; password: string; confirmPassword: string };
  const { form, submit, formError } = useApiForm<Values>(registerBody, {
    credential,
    name: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = submit(async (values) => {
    // Registering again while the first code is still live keeps that code: go on and type it.
    await api
      .post<OtpSent>('/auth/register', values, { toastErrors: false, toastSuccess: false })
      .catch(codeAlreadySentIsFine);
    router.push({ pathname: '/auth/verify', query: flow({ credential, purpose: 'verify' }) });
  });

  return (
    <>
      <Heading
        title={t('registerTitle')}
        body={<span dir="auto">{t('registerBody', { credential: label(credential) })}</span>}
      />
      <Form form={form} onSubmit={onSubmit} error={formError ?? form.formState.errors.credential?.message}>
        <input type="hidden" autoComplete="username" {...form.register('credential')} />
        <FormField<Values> name="name" label={t('nameLabel')}>
          <Input autoComplete="name" autoFocus />
        </FormField>
        <NewPasswordFields label={t('passwordLabel')} />
        <SubmitButton loading={form.formState.isSubmitting}>{t('register')}</SubmitButton>
        <StartOverLink />
      </Form>
    </>
  );
}

/** "Send again in 1:42", counting down in the page's digits, then a button. */
export function ResendCountdown({ seconds, onResend }: { seconds: number; onResend: () => Promise<number | void> }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [left, setLeft] = useState(seconds);
  const [sending, setSending] = useState(false);
  useEffect(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((v) => v - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  if (left > 0) {
    const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    return (
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        {t('resendIn', { time: locale === 'fa' ? toPersianDigits(clock) : clock })}
      </p>
    );
  }
  return (
    <Button
      variant="link"
      className="mx-auto flex"
      loading={sending}
      onClick={async () => {
        setSending(true);
        try {
          const next = await onResend();
          setLeft(typeof next === 'number' ? next : 120);
        } finally {
          setSending(false);
        }
      }}
    >
      {t('resend')}
    </Button>
  );
}

export function VerifyForm({ credential, purpose }: { credential: string; purpose: 'verify' | 'login' }) {
  const t = useTranslations('auth');
  const label = useCredentialLabel();
  const afterSignIn = useAfterSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [countdown, setCountdown] = useState(120);

  const verify = async (value: string) => {
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      const { message } = await api.post(
        purpose === 'verify' ? '/auth/verify' : '/auth/login-otp',
        { credential, code: value },
        { toastErrors: false, toastSuccess: false },
      );
      if (message) toast.success(message.text);
      afterSignIn();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.fields.code ?? caught.message);
      setCode('');
      setPending(false);
    }
  };

  const resend = async () => {
    try {
      const { data } = await api.post<OtpSent>(
        '/auth/otp',
        { credential, purpose },
        { toastErrors: false, toastSuccess: false },
      );
      toast.info(t('codeSent'));
      setError(undefined);
      return data.expiresIn;
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.message);
      return retryAfterOf(caught);
    }
  };

  return (
    <>
      <Heading
        title={t('verifyTitle')}
        body={<span dir="auto">{t('verifyBody', { credential: label(credential) })}</span>}
      />
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <CodeInput
          label={t('codeLabel')}
          value={code}
          onChange={setCode}
          onComplete={verify}
          error={error}
          disabled={pending}
        />
        <SubmitButton loading={pending} disabled={code.length !== 5}>
          {t('verify')}
        </SubmitButton>
        <ResendCountdown
          seconds={countdown}
          onResend={async () => {
            const next = await resend();
            setCountdown(next ?? 120);
            return next;
          }}
        />
      </form>
    </>
  );
}

export function ForgotForm() {
  const t = useTranslations('auth');
  const router = useRouter();
  const flow = useFlowQuery();
  const search = useSearchParams();
  const { form, submit, formError } = useApiForm<{ credential: string }>(forgotBody, {
    credential: search.get('credential') ?? '',
  });

  const onSubmit = submit(async ({ credential }) => {
    await api
      .post<OtpSent>('/auth/forgot', { credential }, { toastErrors: false, toastSuccess: false })
      .catch(codeAlreadySentIsFine);
    router.push({ pathname: '/auth/change-pass', query: flow({ credential }) });
  });

  return (
    <>
      <Heading title={t('forgotTitle')} body={t('forgotBody')} />
      <Form form={form} onSubmit={onSubmit} error={formError}>
        <FormField<{ credential: string }> name="credential" label={t('credentialLabel')} hint={t('credentialHint')}>
          <Input autoComplete="username" {...credentialKeyboard} dir="ltr" autoFocus />
        </FormField>
        <SubmitButton loading={form.formState.isSubmitting}>{t('sendCode')}</SubmitButton>
        <StartOverLink />
      </Form>
    </>
  );
}

export function ChangePassForm({ credential }: { credential: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const flow = useFlowQuery();
  const label = useCredentialLabel();
  type Values = { credential: string; code: string; password: string; confirmPassword: string };
  const { form, submit, formError } = useApiForm<Values>(resetBody, {
    credential,
    code: '',
    password: '',
    confirmPassword: '',
  });
  const code = form.watch('code');

  const onSubmit = submit(async (values) => {
    await api.post('/auth/reset', values, { toastErrors: false, toastSuccess: false });
    toast.success(t('passwordChanged'));
    router.replace({ pathname: '/auth/login', query: flow({ credential }) });
  });

  return (
    <>
      <Heading
        title={t('changePassTitle')}
        body={<span dir="auto">{t('changePassBody', { credential: label(credential) })}</span>}
      />
      <Form form={form} onSubmit={onSubmit} error={formError}>
        <CodeInput
          label={t('codeLabel')}
          value={code}
          onChange={(value) => form.setValue('code', value, { shouldValidate: form.formState.isSubmitted })}
          error={form.formState.errors.code?.message}
        />
        <NewPasswordFields label={t('newPasswordLabel')} />
        <SubmitButton loading={form.formState.isSubmitting}>{t('setPassword')}</SubmitButton>
        <ResendCountdown
          seconds={120}
          onResend={async () => {
            try {
              const { data } = await api.post<OtpSent>('/auth/forgot', { credential }, { toastSuccess: false });
              toast.info(t('codeSent'));
              return data.expiresIn;
            } catch (error) {
              return retryAfterOf(error);
            }
          }}
        />
      </Form>
    </>
  );
}
