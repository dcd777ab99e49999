import { and, eq, isNull } from 'drizzle-orm';
import { users, type Executor, type User } from '@rassam/db';
import type { Credential } from '../auth/credential';

const column = { phone: users.phone, email: users.email, username: users.username } as const;

export async function findUserByCredential(db: Executor, credential: Credential): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(column[credential.kind], credential.value)).limit(1);
  return user;
}

/** A phone or email counts only once a code sent to it came back; a username is always the user's own. */
export function ownsCredential(user: User, credential: Credential): boolean {
  if (credential.kind === 'phone') return user.phone === credential.value && user.phoneVerifiedAt !== null;
  if (credential.kind === 'email') return user.email === credential.value && user.emailVerifiedAt !== null;
  return user.username === credential.value;
}

export function isActiveAccount(user: User): boolean {
  return user.disabledAt === null && (user.phoneVerifiedAt !== null || user.emailVerifiedAt !== null);
}

/** A verified, enabled user who signs in with this credential, or undefined. */
export async function findAccount(db: Executor, credential: Credential): Promise<User | undefined> {
  const user = await findUserByCredential(db, credential);
  return user && isActiveAccount(user) && ownsCredential(user, credential) ? user : undefined;
}

/**
 * A registration that was never verified holds its phone or email only until someone proves they own
 * it; this frees the address for that person.
 */
export async function releaseUnverifiedHolder(
  db: Executor,
  credential: Credential,
  keepUserId?: string,
): Promise<void> {
  if (credential.kind === 'username') return;
  const holder = await findUserByCredential(db, credential);
  if (!holder || holder.id === keepUserId || ownsCredential(holder, credential)) return;
  if (!isActiveAccount(holder)) {
    await db
      .delete(users)
      .where(and(eq(users.id, holder.id), isNull(users.phoneVerifiedAt), isNull(users.emailVerifiedAt)));
  } else {
    // An active account listing an address it never verified (e.g. an email typed in by an admin).
    await db
      .update(users)
      .set({ [credential.kind]: null })
      .where(eq(users.id, holder.id));
  }
}

export interface ProfileCompleteness {
  percent: number;
  missing: ('name' | 'username' | 'email' | 'phone' | 'avatar' | 'password')[];
}

export function profileCompleteness(user: User): ProfileCompleteness {
  const checks = {
    name: user.name.trim().length > 0,
    username: user.username !== null,
    phone: user.phoneVerifiedAt !== null,
    email: user.emailVerifiedAt !== null,
    avatar: user.avatarKey !== null,
    password: user.passwordHash !== null,
  };
  const missing = (Object.keys(checks) as ProfileCompleteness['missing']).filter((key) => !checks[key]);
  const total = Object.keys(checks).length;
  return { percent: Math.round(((total - missing.length) / total) * 100), missing };
}

export function toPublicUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    phone: user.phoneVerifiedAt ? user.phone : null,
    email: user.emailVerifiedAt ? user.email : null,
    role: user.role,
    avatarUrl: user.avatarKey ? `/api/files/${user.avatarKey}` : null,
    hasPassword: user.passwordHash !== null,
    locale: user.locale,
    theme: user.theme,
    notifyBySms: user.notifyBySms,
    notifyByEmail: user.notifyByEmail,
    createdAt: user.createdAt.toISOString(),
    profile: profileCompleteness(user),
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;
