import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { sessions, users, type Executor, type User } from '@rassam/db';
import { jwtVerify, SignJWT } from 'jose';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientIp, isTrustedPeer, socketPeer } from '../../lib/client-address';
import type { AppEnv, SignedIn } from '../../lib/context';

export const SESSION_COOKIE = 'user_session';
/**
 * Set and cleared beside the session, readable by the page's script: public pages are the same cached
 * HTML for everyone, and this tells the header whether asking /api/me is worth a request. It grants
 * nothing; a stale one costs one 401, after which the page clears it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

const key = (secret: string) => new TextEncoder().encode(secret);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signSessionToken(
  secret: string,
  claims: { sub: string; sid: string; role: string; exp: number },
): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(key(secret));
}

export async function readSessionToken(
  secret: string,
  token: string,
): Promise<{ sub: string; sid: string; role: string; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
      return null;
    // Both are uuid columns: anything else would make the session lookup fail with a database error (500).
    if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
    return { sub: payload.sub, sid: payload.sid, role: String(payload.role), exp: payload.exp };
  } catch {
    return null;
  }
}

/** HTTPS as the client sees it: a trusted proxy's X-Forwarded-Proto (its first entry, as Express reads it), else the URL's. */
function isSecureRequest(c: Context<AppEnv>): boolean {
  const trusted = isTrustedPeer(socketPeer(c), c.get('deps').env.TRUST_PROXY);
  const forwarded = trusted ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return (forwarded || new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

/** Creates the session row and sets the `user_session` cookie (DESIGN.md section 4). */
export async function startSession(c: Context<AppEnv>, db: Executor, user: User): Promise<void> {
  const { env } = c.get('deps');
  const expiresAt = new Date(Date.now() + env.SESSION_TTL_DAYS * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      expiresAt,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent')?.slice(0, 400),
    })
    .returning({ id: sessions.id });
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = await signSessionToken(env.sessionSecret, { sub: user.id, sid: row!.id, role: user.role, exp });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    expires: expiresAt,
  });
  setSignedInHint(c, expiresAt);
}

function setSignedInHint(c: Context<AppEnv>, expiresAt: Date) {
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isSecureRequest(c) });
}

/**
 * Who is signed in: a valid signature is not enough, the session row must be live and the user not
 * disabled, so that logout, a password change or an admin can end a session at once.
 */
export async function resolveSession(c: Context<AppEnv>): Promise<SignedIn | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return undefined;
  const { env, db } = c.get('deps');
  const claims = await readSessionToken(env.sessionSecret, token);
  const [row] = claims
    ? await db
        .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sid),
            eq(sessions.userId, claims.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            isNull(users.disabledAt),
          ),
        )
        .limit(1)
    : [];
  if (!row) {
    clearSessionCookie(c);
    return undefined;
  }
  // A session begun before the hint existed (or a browser that lost it) gets it back on its next request.
  if (getCookie(c, SIGNED_IN_HINT_COOKIE) !== '1') setSignedInHint(c, row.expiresAt);
  return { user: row.user, sessionId: row.sessionId };
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, except the one given (the device that changed the password). */
export async function revokeUserSessions(db: Executor, userId: string, except?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (except) conditions.push(ne(sessions.id, except));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
