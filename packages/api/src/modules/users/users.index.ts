import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../lib/app-error';
import { createRouter, ok } from '../../lib/create-app';
import { sendStoredFile } from '../../lib/serve-stored';
import { currentUser, limitAccountWrites, requireAuth } from '../../lib/middleware';
import { clientLimitKey } from '../../lib/client-address';
import * as profile from './profile.service';
import * as routes from './users.routes';
import { toPublicUser } from './users.service';

export const usersRouter = createRouter();

// In Hono '/me/*' matches '/me' as well: one pattern guards the profile and everything under it
// (a second registration on '/me' ran the write limit twice there). The same holds in every router.
usersRouter.use('/me/*', requireAuth, limitAccountWrites);
usersRouter.use(
  '/me/avatar',
  bodyLimit({
    maxSize: profile.AVATAR_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
    },
  }),
);

usersRouter
  .openapi(routes.me, (c) => c.json(ok(c, toPublicUser(currentUser(c).user)), 200))
  .openapi(routes.updateProfile, async (c) => {
    const user = await profile.updateProfile(c.get('deps'), currentUser(c).user, c.req.valid('json'));
    return c.json(ok(c, toPublicUser(user), 'ProfileUpdatedSuccessfully'), 200);
  })
  .openapi(routes.updateSettings, async (c) => {
    const user = await profile.updateSettings(c.get('deps'), currentUser(c).user, c.req.valid('json'));
    return c.json(ok(c, toPublicUser(user), 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.uploadAvatar, async (c) => {
    // The route's form validator has already parsed the body and cached a FormData (not a Promise).
    const form = await Promise.resolve(c.req.formData()).catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string')
      throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
    const user = await profile.setAvatar(c.get('deps'), currentUser(c).user, new Uint8Array(await file.arrayBuffer()));
    return c.json(ok(c, toPublicUser(user), 'ProfileImageUploadSuccessfully'), 200);
  })
  .openapi(routes.deleteAvatar, async (c) => {
    const user = await profile.removeAvatar(c.get('deps'), currentUser(c).user);
    return c.json(ok(c, toPublicUser(user), 'DeleteSuccessfully'), 200);
  })
  .openapi(routes.changeCredential, async (c) => {
    const { credential } = c.req.valid('json');
    const sent = await profile.requestCredentialChange(
      c.get('deps'),
      currentUser(c).user,
      clientLimitKey(c),
      credential,
      c.get('locale'),
    );
    return c.json(ok(c, sent, 'OtpSent'), 200);
  })
  .openapi(routes.confirmCredential, async (c) => {
    const { credential, code } = c.req.valid('json');
    const user = await profile.confirmCredentialChange(c.get('deps'), currentUser(c).user, credential, code);
    return c.json(ok(c, toPublicUser(user), 'CredentialChangedSuccessfully'), 200);
  })
  .openapi(routes.changePassword, async (c) => {
    const auth = currentUser(c);
    await profile.changePassword(c.get('deps'), auth.user, auth.sessionId, c.req.valid('json'));
    return c.json(ok(c, null, 'PasswordChangedSuccessfully'), 200);
  })
  .openapi(routes.file, async (c) => {
    return sendStoredFile(c, c.get('deps').storage, {
      key: `avatars/${c.req.valid('param').name}`,
      // Keys are random and never reused, so a file can be cached for good.
      cacheControl: 'public, max-age=31536000, immutable',
    }) as never;
  });
