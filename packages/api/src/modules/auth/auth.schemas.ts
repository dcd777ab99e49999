import { toLatinDigits } from '@rassam/i18n';
import { z } from 'zod';
import { parseCredential, type ContactCredential, type Credential } from './credential';

/**
 * Schemas shared by the API and the web forms (the same zod schema on both sides). Error messages are
 * catalogue codes where the catalogue has one; the client and the server localize them alike.
 */

const credentialInput = z.string().trim().min(1).max(254);

/** Phone, email or username: what the sign-in field accepts. */
export const loginCredential = credentialInput
  .transform((raw, ctx): Credential => {
    const parsed = parseCredential(raw, { allowUsername: true });
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'CredentialIsNotValid' });
      return z.NEVER;
    }
    return parsed;
  })
  .meta({
    description: 'Phone (09…, +98…, other countries with prefix; any digits), email or username',
    example: '09121234567',
  });

/** Phone or email: what an account is registered with and codes are sent to. */
export const contactCredential = credentialInput
  .transform((raw, ctx): ContactCredential => {
    const parsed = parseCredential(raw);
    if (!parsed || parsed.kind === 'username') {
      ctx.addIssue({ code: 'custom', message: raw.includes('@') ? 'EmailIsNotValid' : 'PhoneNumberIsNotValid' });
      return z.NEVER;
    }
    return parsed;
  })
  .meta({ description: 'Phone (09…, +98…, other countries with prefix; any digits) or email', example: '09121234567' });

export const otpCode = z
  .string()
  .trim()
  .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{5}$/, 'OtpIsNotValid'))
  .meta({ description: 'The 5-digit code (Persian, Arabic or Latin digits)', example: '12345' });

export const personName = z
  .string()
  .trim()
  .min(2)
  .max(60)
  // Control characters have no place in a name; anything else (HTML included) is stored verbatim and
  // escaped where it is shown.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'ValidationError')
  .meta({ description: 'Full name', example: 'سارا محمدی' });

/** Digits are normalised so a password typed on a Persian keyboard still matches. */
export const password = z
  .string()
  .min(1)
  .max(128)
  .transform((v) => toLatinDigits(v))
  .pipe(
    z
      .string()
      .min(8, 'PasswordIsWeak')
      .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'PasswordIsWeak'),
  )
  .meta({ description: 'At least 8 characters with a letter and a digit', example: 'Secret123' });

const confirmPassword = z
  .string()
  .max(128)
  .transform((v) => toLatinDigits(v));
const passwordsMatch = { path: ['confirmPassword'], message: 'ConfirmPasswordNotMatch' };

export const checkBody = z.strictObject({ credential: loginCredential });
export const registerBody = z
  .strictObject({ credential: contactCredential, name: personName, password, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export const verifyBody = z.strictObject({ credential: contactCredential, code: otpCode });
export const loginBody = z.strictObject({
  credential: loginCredential,
  // Normalised like the password it was registered with (see `password`).
  password: z
    .string()
    .min(1)
    .max(128)
    .transform((v) => toLatinDigits(v)),
});
export const otpPurposeInput = z.enum(['login', 'verify', 'reset']);
export const otpBody = z.strictObject({
  credential: contactCredential,
  purpose: otpPurposeInput.default('login').meta({ description: 'What the code is for; login when absent' }),
});
export const loginOtpBody = verifyBody;
export const forgotBody = z.strictObject({ credential: contactCredential });
export const resetBody = z
  .strictObject({ credential: contactCredential, code: otpCode, password, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

export const checkResult = z.object({ exists: z.boolean(), hasPassword: z.boolean() });
export const otpSentResult = z.object({
  credential: z.string().meta({ description: 'Where the code went, normalised' }),
  channel: z.enum(['sms', 'email']),
  expiresIn: z.number().int().meta({ description: 'Seconds the code stays valid' }),
});

export type RegisterInput = z.input<typeof registerBody>;
