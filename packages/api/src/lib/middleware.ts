import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppDeps, AppEnv, SignedIn } from './context';
import { requestLocale } from './locale';
import { enforce, limits } from './rate-limit';
import { resolveSession } from '../modules/auth/session.service';

/** Puts the dependencies, request id, locale and a request-scoped logger on the context; logs each request. */
export function baseContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('locale', requestLocale(c));
    c.set('logger', logger);
    c.set('auth', undefined);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('auth')?.user.id,
    });
  };
}

/** Reads the session cookie (if any) for every request; a bad or revoked token is cleared, not an error. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('auth', await resolveSession(c));
  await next();
};

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth')) throw new AppError('UnAuthorized');
  await next();
};

/** Caps writes per account (the per-IP caps live on the auth routes). */
export const limitAccountWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (auth && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    await enforce(c.get('deps').limiter, limits.writesPerAccount, auth.user.id);
  }
  await next();
};

export function requireRole(...roles: ('user' | 'support' | 'admin')[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth) throw new AppError('UnAuthorized');
    if (!roles.includes(auth.user.role)) throw new AppError('AccessDenied');
    await next();
  };
}

/** The support desk (tickets, and orders next): support and admin accounts. */
export const requireStaff = requireRole('support', 'admin');

/** The signed-in caller, for handlers behind requireAuth. */
export function currentUser(c: Context<AppEnv>): SignedIn {
  const auth = c.get('auth');
  if (!auth) throw new AppError('UnAuthorized');
  return auth;
}
