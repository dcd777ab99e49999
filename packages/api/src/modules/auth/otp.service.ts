import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpCodes, type Database, type OtpPurpose } from '@rassam/db';
import type { Locale } from '@rassam/i18n';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { enforce, giveBack, limits } from '../../lib/rate-limit';
import type { AppDeps } from '../../lib/context';
import type { ContactCredential } from './credential';

export const OTP_TTL_SECONDS = 120;
export const OTP_MAX_ATTEMPTS = 5;

const hashCode = (secret: string, credential: string, code: string) =>
  createHmac('sha256', secret).update(`${credential}:${code}`).digest('hex');

/**
 * The channel that carries codes to this phone or email. Out of demo mode a channel with no real sender
 * is refused (decision 017): a code written where nobody reads it would leave the person waiting.
 */
export function codeChannel(deps: AppDeps, credential: ContactCredential) {
  const name = credential.kind === 'phone' ? 'sms' : 'email';
  const channel = deps.otp[name];
  if (!channel) {
    const code = name === 'sms' ? 'SmsChannelNotAvailable' : 'EmailChannelNotAvailable';
    throw new AppError(code, { fields: { credential: code } });
  }
  return { name, channel } as const;
}

/**
 * Sends a fresh 5-digit code for `purpose`. While an earlier code for the same address and purpose
 * is still live (not expired, not used, tries left) no new one is made: OtpAlreadyGenerated, with
 * the seconds left so the page can count down. Only codes really sent count against the hourly caps
 * (per address and per caller's IP): the caps are checked inside the transaction that creates the
 * code, so a refused request rolls its own count back (on the database; Redis counts at once, which
 * only errs on the strict side: decision 018), and a code the channel could not deliver gives both
 * hits back (decision 016).
 */
export async function issueOtp(
  deps: AppDeps,
  input: { credential: ContactCredential; purpose: OtpPurpose; locale: Locale; ip: string; userId?: string },
): Promise<{ channel: 'sms' | 'email'; expiresIn: number }> {
  const { db, env } = deps;
  const { name: channel, channel: sender } = codeChannel(deps, input.credential);
  const code = String(randomInt(0, 100_000)).padStart(5, '0');
  const issued = await db.transaction(async (tx) => {
    if (deps.dbKind === 'postgres') {
      // Two requests at once for one address must not both send a code.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.credential.value}`}))`);
    }
    const [live] = await tx
      .select({ expiresAt: otpCodes.expiresAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.credential, input.credential.value),
          eq(otpCodes.purpose, input.purpose),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date()),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .limit(1);
    if (live) {
      const retryAfter = Math.max(1, Math.ceil((live.expiresAt.getTime() - Date.now()) / 1000));
      throw new AppError('OtpAlreadyGenerated', { details: { retryAfter } });
    }
    await enforce(deps.limiter.within(tx), limits.otpPerIp, input.ip);
    await enforce(deps.limiter.within(tx), limits.otpPerCredential, input.credential.value);
    const [row] = await tx
      .insert(otpCodes)
      .values({
        credential: input.credential.value,
        purpose: input.purpose,
        codeHash: hashCode(env.sessionSecret, input.credential.value, code),
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        userId: input.userId,
      })
      .returning({ id: otpCodes.id });
    return row!;
  });
  try {
    await sender.send({ to: input.credential.value, code, locale: input.locale, purpose: input.purpose });
  } catch (error) {
    // A code that never left must not block the next try for two minutes, nor use up the allowances.
    await db.delete(otpCodes).where(eq(otpCodes.id, issued.id));
    await giveBack(deps.limiter, limits.otpPerIp, input.ip);
    await giveBack(deps.limiter, limits.otpPerCredential, input.credential.value);
    deps.logger.error('otp delivery failed', { err: error, channel });
    throw new AppError('OtpNotSent', { cause: error });
  }
  return { channel, expiresIn: OTP_TTL_SECONDS };
}

/**
 * Checks a code and uses it up. Each wrong try counts (and is kept even though we answer with an
 * error); after five the code is dead. A used code never works twice: the consuming UPDATE only
 * succeeds for the first caller.
 */
export async function consumeOtp(
  db: Database,
  secret: string,
  input: { credential: string; purpose: OtpPurpose; code: string },
): Promise<{ userId: string | null }> {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.credential, input.credential), eq(otpCodes.purpose, input.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt) throw new AppError('OtpIsNotValid', { fields: { code: 'OtpIsNotValid' } });
  if (latest.attempts >= OTP_MAX_ATTEMPTS)
    throw new AppError('OtpTooManyAttempts', { fields: { code: 'OtpTooManyAttempts' } });
  if (latest.expiresAt.getTime() <= Date.now()) throw new AppError('OtpExpired', { fields: { code: 'OtpExpired' } });

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, input.credential, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, latest.id));
    throw new AppError('OtpIsNotValid', { fields: { code: 'OtpIsNotValid' } });
  }
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ userId: otpCodes.userId });
  if (used.length === 0) throw new AppError('OtpIsNotValid', { fields: { code: 'OtpIsNotValid' } });
  return { userId: used[0]!.userId };
}
