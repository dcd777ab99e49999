import { eq } from 'drizzle-orm';
import { users, type User } from '@rassam/db';
import type { Locale } from '@rassam/i18n';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { enforce, limits, reset } from '../../lib/rate-limit';
import {
  findAccount,
  findUserByCredential,
  isActiveAccount,
  ownsCredential,
  releaseUnverifiedHolder,
} from '../users/users.service';
import type { ContactCredential, Credential } from './credential';
import { codeChannel, consumeOtp, issueOtp } from './otp.service';
import { hashPassword, verifyPassword } from './password';
import { revokeUserSessions } from './session.service';

const notFoundFor = (credential: Credential) =>
  credential.kind === 'phone' ? 'UserPhoneNumberNotFound' : 'UserEmailNotFound';

export async function checkCredential(deps: AppDeps, credential: Credential) {
  const user = await findAccount(deps.db, credential);
  return { exists: Boolean(user), hasPassword: Boolean(user?.passwordHash) };
}

async function sendCode(deps: AppDeps, input: Parameters<typeof issueOtp>[1]) {
  const sent = await issueOtp(deps, input);
  return { credential: input.credential.value, ...sent };
}

/**
 * Registration keeps the account unverified until the code comes back. A verified account with the
 * same phone or email is a conflict; an unverified one is somebody's abandoned try and is replaced.
 */
export async function register(
  deps: AppDeps,
  ip: string,
  input: { credential: ContactCredential; name: string; password: string; locale: Locale },
) {
  // Before anything is written: an account whose code cannot be sent could never be verified.
  codeChannel(deps, input.credential);
  const existing = await findUserByCredential(deps.db, input.credential);
  if (existing && ownsCredential(existing, input.credential)) {
    throw new AppError(input.credential.kind === 'phone' ? 'UserAlreadyRegistered' : 'EmailAlreadyExists', {
      fields: { credential: input.credential.kind === 'phone' ? 'UserAlreadyRegistered' : 'EmailAlreadyExists' },
    });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await releaseUnverifiedHolder(tx, input.credential);
    await tx.insert(users).values({
      name: input.name,
      [input.credential.kind]: input.credential.value,
      passwordHash,
      locale: input.locale,
    });
  });
  return sendCode(deps, { credential: input.credential, purpose: 'verify', locale: input.locale, ip });
}

/** Proves the phone or email of a registration and returns the now active user. */
export async function verifyRegistration(
  deps: AppDeps,
  input: { credential: ContactCredential; code: string },
): Promise<User> {
  const user = await findUserByCredential(deps.db, input.credential);
  if (!user) throw new AppError(notFoundFor(input.credential));
  await consumeOtp(deps.db, deps.env.sessionSecret, {
    credential: input.credential.value,
    purpose: 'verify',
    code: input.code,
  });
  const now = new Date();
  const [verified] = await deps.db
    .update(users)
    .set(input.credential.kind === 'phone' ? { phoneVerifiedAt: now } : { emailVerifiedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return verified!;
}

/**
 * Password tries are counted per account, whatever identifier was typed (phone, email or username), and
 * an unknown identifier is counted the same way, so the answers do not tell which accounts exist.
 */
const passwordSubject = (user: User | undefined, credential: Credential) =>
  user?.id ?? `${credential.kind}:${credential.value}`;

/**
 * Guessing is refused per (account, address), 10 tries in 15 minutes, even for the right password, so
 * that a guesser learns nothing more; the owner signing in from another address is not affected. Beyond
 * that, 100 tries an hour on the account from all addresses together refuse the password for everyone
 * (a guesser with many addresses); signing in by code stays open (decision 016). A success forgets
 * the tries counted against the account and this address.
 */
export async function loginWithPassword(
  deps: AppDeps,
  ip: string,
  input: { credential: Credential; password: string },
): Promise<User> {
  const user = await findUserByCredential(deps.db, input.credential);
  const subject = passwordSubject(user, input.credential);
  await enforce(deps.limiter, limits.loginPerAccountAddress, `${subject}:${ip}`);
  await enforce(deps.limiter, limits.loginPerAccount, subject);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches || user.disabledAt) throw new AppError('UserNameOrPassIncorrect');
  if (!isActiveAccount(user) || !ownsCredential(user, input.credential)) {
    // The password is right but the address was never confirmed: say so, the person can fix it.
    throw new AppError(input.credential.kind === 'email' ? 'EmailNotConfirm' : 'PhoneNumberNotConfirmed');
  }
  await reset(deps.limiter, limits.loginPerAccountAddress, `${subject}:${ip}`);
  await reset(deps.limiter, limits.loginPerAccount, subject);
  return user;
}

/** Sends a code for signing in, confirming a registration again, or resetting a password. */
export async function requestCode(
  deps: AppDeps,
  ip: string,
  input: { credential: ContactCredential; purpose: 'login' | 'verify' | 'reset'; locale: Locale },
) {
  codeChannel(deps, input.credential);
  if (input.purpose === 'verify') {
    const user = await findUserByCredential(deps.db, input.credential);
    if (!user) throw new AppError(notFoundFor(input.credential));
    if (ownsCredential(user, input.credential)) {
      throw new AppError(input.credential.kind === 'phone' ? 'UserAlreadyRegistered' : 'EmailAlreadyExists');
    }
  } else if (!(await findAccount(deps.db, input.credential))) {
    throw new AppError(notFoundFor(input.credential), { fields: { credential: notFoundFor(input.credential) } });
  }
  return sendCode(deps, { ...input, ip });
}

export async function loginWithCode(
  deps: AppDeps,
  input: { credential: ContactCredential; code: string },
): Promise<User> {
  const user = await findAccount(deps.db, input.credential);
  if (!user) throw new AppError(notFoundFor(input.credential));
  await consumeOtp(deps.db, deps.env.sessionSecret, {
    credential: input.credential.value,
    purpose: 'login',
    code: input.code,
  });
  return user;
}

/** A new password through a code; every session of the account ends, as after any password change. */
export async function resetPassword(
  deps: AppDeps,
  ip: string,
  input: { credential: ContactCredential; code: string; password: string },
): Promise<void> {
  const user = await findAccount(deps.db, input.credential);
  if (!user) throw new AppError(notFoundFor(input.credential));
  await consumeOtp(deps.db, deps.env.sessionSecret, {
    credential: input.credential.value,
    purpose: 'reset',
    code: input.code,
  });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
  // The new password may be tried at once from here and elsewhere; a guesser's own addresses stay refused.
  await reset(deps.limiter, limits.loginPerAccount, user.id);
  await reset(deps.limiter, limits.loginPerAccountAddress, `${user.id}:${ip}`);
}
