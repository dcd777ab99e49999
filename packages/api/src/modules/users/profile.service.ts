import { eq } from 'drizzle-orm';
import { users, type User } from '@rassam/db';
import type { Locale } from '@rassam/i18n';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import type { ContactCredential } from '../auth/credential';
import { codeChannel, consumeOtp, issueOtp } from '../auth/otp.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserSessions } from '../auth/session.service';
import { findUserByCredential, ownsCredential, releaseUnverifiedHolder } from './users.service';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function updateProfile(
  deps: AppDeps,
  user: User,
  input: { name?: string; username?: string | null },
): Promise<User> {
  if (input.name === undefined && input.username === undefined) return user;
  try {
    const [updated] = await deps.db.update(users).set(input).where(eq(users.id, user.id)).returning();
    return updated!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('UserNameExists', { fields: { username: 'UserNameExists' } });
    throw error;
  }
}

export async function updateSettings(
  deps: AppDeps,
  user: User,
  input: Partial<Pick<User, 'locale' | 'theme' | 'notifyBySms' | 'notifyByEmail'>>,
): Promise<User> {
  if (Object.keys(input).length === 0) return user;
  const [updated] = await deps.db.update(users).set(input).where(eq(users.id, user.id)).returning();
  return updated!;
}

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * The file's own bytes decide what it is (never its name or Content-Type). It is decoded and
 * re-encoded, which drops EXIF (location!) and anything hidden after the image data.
 */
export async function setAvatar(deps: AppDeps, user: User, bytes: Uint8Array): Promise<User> {
  if (bytes.byteLength > AVATAR_MAX_BYTES)
    throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
  let image: Buffer;
  try {
    const probe = sharp(bytes, { limitInputPixels: 40_000_000 });
    const meta = await probe.metadata();
    if (!meta.format || !AVATAR_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    image = await probe.rotate().resize(256, 256, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  } catch (cause) {
    throw new AppError('FileFormatIsNotValid', { cause, fields: { file: 'FileFormatIsNotValid' } });
  }
  const key = `avatars/${user.id}-${randomBytes(6).toString('hex')}.webp`;
  await deps.storage.put(key, image, 'image/webp');
  const [updated] = await deps.db.update(users).set({ avatarKey: key }).where(eq(users.id, user.id)).returning();
  if (user.avatarKey) await deps.storage.delete(user.avatarKey);
  return updated!;
}

export async function removeAvatar(deps: AppDeps, user: User): Promise<User> {
  const [updated] = await deps.db.update(users).set({ avatarKey: null }).where(eq(users.id, user.id)).returning();
  if (user.avatarKey) await deps.storage.delete(user.avatarKey);
  return updated!;
}

const takenCode = (credential: ContactCredential) =>
  credential.kind === 'phone' ? 'PhoneNumberAlreadyExists' : 'EmailAlreadyExists';

async function assertAvailable(deps: AppDeps, user: User, credential: ContactCredential) {
  if (user[credential.kind] === credential.value && ownsCredential(user, credential)) {
    throw new AppError('SameAsCurrentCredential', { fields: { credential: 'SameAsCurrentCredential' } });
  }
  const holder = await findUserByCredential(deps.db, credential);
  if (holder && holder.id !== user.id && ownsCredential(holder, credential)) {
    throw new AppError(takenCode(credential), { fields: { credential: takenCode(credential) } });
  }
}

/** Step one of moving to a new phone or email: a code goes to the new address. */
export async function requestCredentialChange(
  deps: AppDeps,
  user: User,
  ip: string,
  credential: ContactCredential,
  locale: Locale,
) {
  codeChannel(deps, credential);
  await assertAvailable(deps, user, credential);
  const sent = await issueOtp(deps, { credential, purpose: 'change', locale, ip, userId: user.id });
  return { credential: credential.value, ...sent };
}

/** Step two: the code proves the new address; it replaces the old one, already verified. */
export async function confirmCredentialChange(
  deps: AppDeps,
  user: User,
  credential: ContactCredential,
  code: string,
): Promise<User> {
  await assertAvailable(deps, user, credential);
  const { userId } = await consumeOtp(deps.db, deps.env.sessionSecret, {
    credential: credential.value,
    purpose: 'change',
    code,
  });
  // A code sent for another account's change must not move this one.
  if (userId !== user.id) throw new AppError('OtpIsNotValid', { fields: { code: 'OtpIsNotValid' } });
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      await releaseUnverifiedHolder(tx, credential, user.id);
      const [updated] = await tx
        .update(users)
        .set(
          credential.kind === 'phone'
            ? { phone: credential.value, phoneVerifiedAt: now }
            : { email: credential.value, emailVerifiedAt: now },
        )
        .where(eq(users.id, user.id))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(takenCode(credential));
    throw error;
  }
}

export async function changePassword(
  deps: AppDeps,
  user: User,
  sessionId: string,
  input: { currentPassword?: string; password: string },
): Promise<void> {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
    throw new AppError('CurrentPasswordIncorrect', { fields: { currentPassword: 'CurrentPasswordIncorrect' } });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, sessionId);
  });
}
