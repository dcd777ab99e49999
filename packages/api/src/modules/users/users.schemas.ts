import { toLatinDigits } from '@rassam/i18n';
import { z } from 'zod';
import { contactCredential, otpCode, password, personName } from '../auth/auth.schemas';
import { USERNAME } from '../auth/credential';

/**
 * Words a username (and later a shop link) may not take: they are path segments of the market
 * (`/market/{userName}`) or of the site itself (DESIGN.md section 5).
 */
export const reservedUsernames = new Set([
  'map',
  'places',
  'place',
  'service',
  'services',
  'shop',
  'shops',
  'all',
  'iran',
  'market',
  'admin',
  'api',
  'auth',
  'dashboard',
  'en',
  'fa',
  'ai',
  'blog',
  'about',
  'policy',
  'terms',
  'embed',
  'shared',
  'editor',
  'chatbot',
  'support',
  'help',
  'root',
  'system',
  'rassam',
  'null',
  'undefined',
  'new',
  'create',
  'edit',
  'settings',
  'wallet',
]);

export const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME, 'UserNameIsNotValid')
  .refine((v) => !reservedUsernames.has(v), 'UserNameIsReserved')
  .meta({ description: '3–30 characters: Latin letters, digits, _ and .; starts with a letter', example: 'sara.m' });

export const updateProfileBody = z
  .strictObject({ name: personName.optional(), username: username.nullable().optional() })
  .meta({ description: 'Fields to change; username null removes it' });

export const updateSettingsBody = z.strictObject({
  locale: z.enum(['fa', 'en']).optional(),
  theme: z.enum(['system', 'light', 'dark']).optional(),
  notifyBySms: z.boolean().optional(),
  notifyByEmail: z.boolean().optional(),
});

export const changeCredentialBody = z.strictObject({ credential: contactCredential });
export const confirmCredentialBody = z.strictObject({ credential: contactCredential, code: otpCode });

export const changePasswordBody = z
  .strictObject({
    currentPassword: z
      .string()
      .max(128)
      .transform((v) => toLatinDigits(v))
      .optional()
      .meta({ description: 'Required when the account has a password' }),
    password,
    confirmPassword: z
      .string()
      .max(128)
      .transform((v) => toLatinDigits(v)),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'ConfirmPasswordNotMatch' });

export const publicUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(['user', 'support', 'admin']),
    avatarUrl: z.string().nullable(),
    hasPassword: z.boolean(),
    locale: z.enum(['fa', 'en']),
    theme: z.enum(['system', 'light', 'dark']),
    notifyBySms: z.boolean(),
    notifyByEmail: z.boolean(),
    createdAt: z.string(),
    profile: z.object({ percent: z.number(), missing: z.array(z.string()) }),
  })
  .meta({ id: 'User' });
