import { createRoute, z } from '@hono/zod-openapi';
import {
  commonErrors,
  failure,
  fileOnlyBody,
  jsonBody,
  otpNotSent,
  storedFileResponses,
  success,
} from '../../lib/openapi';
import * as s from './users.schemas';

const tags = ['Account'];
const unauthorized = { 401: failure('UnAuthorized') };
const otpSent = success(
  z.object({ credential: z.string(), channel: z.enum(['sms', 'email']), expiresIn: z.number() }),
  'OtpSent',
);

export const me = createRoute({
  method: 'get',
  path: '/me',
  tags,
  summary: 'The signed-in user',
  responses: { 200: success(s.publicUserSchema), ...unauthorized },
});
export const updateProfile = createRoute({
  method: 'patch',
  path: '/me',
  tags,
  summary: 'Change name or username',
  request: { body: jsonBody(s.updateProfileBody) },
  responses: {
    200: success(s.publicUserSchema, 'ProfileUpdatedSuccessfully'),
    409: failure('UserNameExists'),
    ...unauthorized,
    ...commonErrors,
  },
});
export const updateSettings = createRoute({
  method: 'patch',
  path: '/me/settings',
  tags,
  summary: 'Language, theme and notification choices',
  request: { body: jsonBody(s.updateSettingsBody) },
  responses: { 200: success(s.publicUserSchema, 'UpdateSuccessfully'), ...unauthorized, ...commonErrors },
});
export const uploadAvatar = createRoute({
  method: 'post',
  path: '/me/avatar',
  tags,
  summary: 'Upload a profile image (JPEG, PNG, WebP or GIF, up to 5 MB; re-encoded, metadata removed)',
  request: {
    body: fileOnlyBody(),
  },
  responses: {
    200: success(s.publicUserSchema, 'ProfileImageUploadSuccessfully'),
    400: failure('FileFormatIsNotValid'),
    413: failure('FileSizeValidationError'),
    ...unauthorized,
    ...commonErrors,
  },
});
export const deleteAvatar = createRoute({
  method: 'delete',
  path: '/me/avatar',
  tags,
  summary: 'Remove the profile image',
  responses: { 200: success(s.publicUserSchema, 'DeleteSuccessfully'), ...unauthorized },
});
export const changeCredential = createRoute({
  method: 'post',
  path: '/me/credential',
  tags,
  summary: 'Send a code to a new phone or email',
  request: { body: jsonBody(s.changeCredentialBody) },
  responses: {
    200: otpSent,
    409: failure('PhoneNumberAlreadyExists / EmailAlreadyExists'),
    ...unauthorized,
    ...commonErrors,
    422: failure(
      'ValidationError; SmsChannelNotAvailable / EmailChannelNotAvailable (nothing sends codes by that channel)',
    ),
    503: otpNotSent,
  },
});
export const confirmCredential = createRoute({
  method: 'post',
  path: '/me/credential/verify',
  tags,
  summary: 'Confirm the new phone or email with its code',
  request: { body: jsonBody(s.confirmCredentialBody) },
  responses: {
    200: success(s.publicUserSchema, 'CredentialChangedSuccessfully'),
    400: failure('Wrong code'),
    ...unauthorized,
    ...commonErrors,
  },
});
export const changePassword = createRoute({
  method: 'post',
  path: '/me/password',
  tags,
  summary: 'Change the password; other devices are signed out',
  request: { body: jsonBody(s.changePasswordBody) },
  responses: {
    200: success(z.null(), 'PasswordChangedSuccessfully'),
    400: failure('CurrentPasswordIncorrect'),
    ...unauthorized,
    ...commonErrors,
  },
});
export const file = createRoute({
  method: 'get',
  path: '/files/avatars/{name}',
  tags: ['Files'],
  summary: 'A stored public file (profile images)',
  request: { params: z.object({ name: z.string().regex(/^[\w-]{1,80}\.webp$/) }) },
  responses: { ...storedFileResponses, 404: failure('FileNotFound') },
});
