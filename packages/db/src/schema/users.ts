import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const roles = ['user', 'support', 'admin'] as const;
export type Role = (typeof roles)[number];
export const themes = ['system', 'light', 'dark'] as const;

// Roles, locales and themes are text with CHECK constraints rather than PostgreSQL enums: drizzle-kit
// writes enums schema-qualified ("public"."role"), which would defeat the per-test schemas on PostgreSQL.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lowercase; unique. Null until the user picks one. */
    username: text('username').unique(),
    /** E.164 (+989121234567). */
    phone: text('phone').unique(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Lowercase. */
    email: text('email').unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull().default('user'),
    avatarKey: text('avatar_key'),
    locale: text('locale').$type<'fa' | 'en'>().notNull().default('fa'),
    theme: text('theme').$type<(typeof themes)[number]>().notNull().default('system'),
    notifyBySms: boolean('notify_by_sms').notNull().default(true),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'support', 'admin')`),
    check('users_locale_check', sql`${t.locale} in ('fa', 'en')`),
    check('users_theme_check', sql`${t.theme} in ('system', 'light', 'dark')`),
    check('users_has_credential', sql`${t.phone} is not null or ${t.email} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
