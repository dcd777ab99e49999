import type { Context } from 'hono';
import type { User } from '@rassam/db';
import { createRouter, ok } from '../../lib/create-app';
import type { AppEnv } from '../../lib/context';
import { enforce, limits } from '../../lib/rate-limit';
import { toPublicUser } from '../users/users.service';
import * as routes from './auth.routes';
import * as service from './auth.service';
import { clientLimitKey } from '../../lib/client-address';
import { clearSessionCookie, revokeSession, startSession } from './session.service';

async function signIn(c: Context<AppEnv>, user: User) {
  await startSession(c, c.get('deps').db, user);
  return { user: toPublicUser(user) };
}

export const authRouter = createRouter();

// Every auth call counts against the caller's address first.
authRouter.use('/auth/*', async (c, next) => {
  if (c.req.method === 'POST') await enforce(c.get('deps').limiter, limits.authPerIp, clientLimitKey(c));
  await next();
});

authRouter
  .openapi(routes.check, async (c) => {
    const { credential } = c.req.valid('json');
    return c.json(ok(c, await service.checkCredential(c.get('deps'), credential)), 200);
  })
  .openapi(routes.register, async (c) => {
    const body = c.req.valid('json');
    const sent = await service.register(c.get('deps'), clientLimitKey(c), {
      credential: body.credential,
      name: body.name,
      password: body.password,
      locale: c.get('locale'),
    });
    return c.json(ok(c, sent, 'OtpSent'), 200);
  })
  .openapi(routes.verify, async (c) => {
    const body = c.req.valid('json');
    const credential = body.credential;
    const user = await service.verifyRegistration(c.get('deps'), { credential, code: body.code });
    const code = credential.kind === 'phone' ? 'PhoneNumberVerifiedSuccessfully' : 'EmailVerifiedSuccessfully';
    return c.json(ok(c, await signIn(c, user), code), 200);
  })
  .openapi(routes.login, async (c) => {
    const body = c.req.valid('json');
    const user = await service.loginWithPassword(c.get('deps'), clientLimitKey(c), body);
    return c.json(ok(c, await signIn(c, user), 'LogedInSuccessfully'), 200);
  })
  .openapi(routes.otp, async (c) => {
    const body = c.req.valid('json');
    const sent = await service.requestCode(c.get('deps'), clientLimitKey(c), {
      credential: body.credential,
      purpose: body.purpose,
      locale: c.get('locale'),
    });
    return c.json(ok(c, sent, 'OtpSent'), 200);
  })
  .openapi(routes.loginOtp, async (c) => {
    const body = c.req.valid('json');
    const user = await service.loginWithCode(c.get('deps'), { credential: body.credential, code: body.code });
    return c.json(ok(c, await signIn(c, user), 'LogedInSuccessfully'), 200);
  })
  .openapi(routes.forgot, async (c) => {
    const body = c.req.valid('json');
    const sent = await service.requestCode(c.get('deps'), clientLimitKey(c), {
      credential: body.credential,
      purpose: 'reset',
      locale: c.get('locale'),
    });
    return c.json(ok(c, sent, 'OtpSent'), 200);
  })
  .openapi(routes.reset, async (c) => {
    const body = c.req.valid('json');
    await service.resetPassword(c.get('deps'), clientLimitKey(c), {
      credential: body.credential,
      code: body.code,
      password: body.password,
    });
    return c.json(ok(c, null, 'PasswordChangedSuccessfully'), 200);
  })
  .openapi(routes.logout, async (c) => {
    const auth = c.get('auth');
    if (auth) await revokeSession(c.get('deps').db, auth.sessionId);
    clearSessionCookie(c);
    return c.json(ok(c, null, 'SignedOutSuccessfully'), 200);
  });
