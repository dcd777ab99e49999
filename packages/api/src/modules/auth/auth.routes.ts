import { createRoute, z } from '@hono/zod-openapi';
import { commonErrors, failure, jsonBody, otpNotSent, success } from '../../lib/openapi';
import { publicUserSchema } from '../users/users.schemas';
import * as s from './auth.schemas';

const tags = ['Auth'];
const post = <B extends z.ZodType, R extends ReturnType<typeof success>>(
  path: string,
  summary: string,
  body: B,
  ok: R,
  errors: Record<number, ReturnType<typeof failure>> = {},
) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { body: jsonBody(body) },
    responses: { 200: ok, 400: failure('Bad input or code'), ...commonErrors, ...errors },
  });

/** Routes that send a code: out of demo mode, a channel with no sender is refused (decision 017). */
const channelRefused = failure(
  'ValidationError; SmsChannelNotAvailable / EmailChannelNotAvailable (nothing sends codes by that channel)',
);

export const check = post(
  '/auth/check',
  'Is there an account for this phone, email or username?',
  s.checkBody,
  success(s.checkResult),
);
export const register = post(
  '/auth/register',
  'Register and receive a verification code',
  s.registerBody,
  success(s.otpSentResult, 'OtpSent'),
  {
    409: failure('UserAlreadyRegistered / EmailAlreadyExists'),
    422: channelRefused,
    503: otpNotSent,
  },
);
export const verify = post(
  '/auth/verify',
  'Confirm the phone or email with its code; signs in',
  s.verifyBody,
  success(z.object({ user: publicUserSchema })),
  {
    404: failure('No registration for this credential'),
  },
);
export const login = post(
  '/auth/login',
  'Sign in with a password',
  s.loginBody,
  success(z.object({ user: publicUserSchema })),
  {
    401: failure('UserNameOrPassIncorrect'),
  },
);
export const otp = post(
  '/auth/otp',
  'Send a sign-in (or verification/reset) code',
  s.otpBody,
  success(s.otpSentResult, 'OtpSent'),
  {
    404: failure('No account for this credential'),
    422: channelRefused,
    503: otpNotSent,
  },
);
export const loginOtp = post(
  '/auth/login-otp',
  'Sign in with a code',
  s.loginOtpBody,
  success(z.object({ user: publicUserSchema })),
  {
    404: failure('No account for this credential'),
  },
);
export const forgot = post(
  '/auth/forgot',
  'Send a password-reset code',
  s.forgotBody,
  success(s.otpSentResult, 'OtpSent'),
  {
    404: failure('No account for this credential'),
    422: channelRefused,
    503: otpNotSent,
  },
);
export const reset = post(
  '/auth/reset',
  'Set a new password with a reset code',
  s.resetBody,
  success(z.null(), 'PasswordChangedSuccessfully'),
);
export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Sign out of this device',
  responses: { 200: success(z.null(), 'SignedOutSuccessfully'), 500: failure('Server error') },
});
