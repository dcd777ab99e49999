import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { tooLargeAttachment, sendAttachment } from '../../lib/attachments';
import type { AppEnv } from '../../lib/context';
import { createRouter, ok } from '../../lib/create-app';
import { currentUser, limitAccountWrites, requireAuth, requireStaff } from '../../lib/middleware';
import { enforce, limits } from '../../lib/rate-limit';
import { readFormFile, readFormText } from '../../lib/upload-form';
import * as replies from './canned-replies.service';
import * as desk from './desk.service';
import * as files from './ticket-files';
import { deskFileView, fileView } from './ticket-views';
import * as routes from './tickets.routes';
import { staffUploadFields } from './tickets.schemas';
import * as service from './tickets.service';

export const ticketsRouter = createRouter();

// '/x/*' matches '/x' too (Hono): one pattern, or a write would count twice.
ticketsRouter.use('/tickets/*', requireAuth);
ticketsRouter.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/tickets/*', limitAccountWrites);
ticketsRouter.use('/support/*', requireStaff, limitAccountWrites);
ticketsRouter.on('POST', '/tickets', async (c, next) => {
  await enforce(c.get('deps').limiter, limits.ticketsPerAccount, currentUser(c).user.id);
  await next();
});
// An upload's limit and room for the form around it; a larger body is refused before it is read.
ticketsRouter.on('POST', ['/tickets/:id/files', '/support/tickets/:id/files'], async (c, next) => {
  const maxBytes = files.ticketFileLimit(c.get('deps'));
  return bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw tooLargeAttachment(maxBytes);
    },
  })(c, next);
});

/** The form's `file` as bytes under its name; past the limit before it is read, FileSizeValidationError. */
async function formFile(c: Context<AppEnv>) {
  const { file, form } = await readFormFile(c, 'FileFormatIsNotValid');
  const maxBytes = files.ticketFileLimit(c.get('deps'));
  if (file.size > maxBytes) throw tooLargeAttachment(maxBytes);
  return { upload: { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }, form };
}

const me = (c: Context<AppEnv>) => currentUser(c).user.id;

ticketsRouter
  .openapi(routes.create, async (c) => {
    const created = await service.createTicket(c.get('deps'), me(c), c.req.valid('json'));
    return c.json(ok(c, created, 'AddSuccessfully'), 201);
  })
  .openapi(routes.list, async (c) => {
    const { page, pageSize, status } = c.req.valid('query');
    const { items, total, unread } = await service.listTickets(c.get('deps'), me(c), page, pageSize, status);
    return c.json({ data: items, meta: { page, pageSize, total, unread } }, 200);
  })
  // Before /tickets/{id}, which would read `unread` as a ticket's id.
  .openapi(routes.unread, async (c) => {
    return c.json({ data: { tickets: await service.unreadTickets(c.get('deps').db, me(c)) } }, 200);
  })
  .openapi(routes.get, async (c) => {
    return c.json({ data: await service.getTicket(c.get('deps'), me(c), c.req.valid('param').id) }, 200);
  })
  .openapi(routes.reply, async (c) => {
    const { text, fileIds } = c.req.valid('json');
    const view = await service.userReply(c.get('deps'), me(c), c.req.valid('param').id, text, fileIds);
    return c.json(ok(c, view, 'AddSuccessfully'), 201);
  })
  .openapi(routes.upload, async (c) => {
    const { upload } = await formFile(c);
    const deps = c.get('deps');
    const row = await files.addTicketFile(deps, { userId: me(c), staff: false }, c.req.valid('param').id, upload);
    return c.json(ok(c, fileView(deps, row), 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.fileLink, async (c) => {
    const { id, fileId } = c.req.valid('param');
    return c.json({ data: await files.userFileLink(c.get('deps'), me(c), id, fileId) }, 200);
  })
  .openapi(routes.done, async (c) => {
    const view = await service.markDone(c.get('deps'), me(c), c.req.valid('param').id);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.reopen, async (c) => {
    const view = await service.reopenTicket(c.get('deps'), me(c), c.req.valid('param').id);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.download, async (c) => {
    const file = await files.fileByAddress(c.get('deps'), c.req.valid('param').fileId, c.req.valid('query'));
    return sendAttachment(c, file) as never;
  })
  .openapi(routes.deskQueue, async (c) => {
    const query = c.req.valid('query');
    const { items, total, counts } = await desk.queue(c.get('deps'), me(c), query);
    const { TICKET_FIRST_REPLY_HOURS: firstReplyHours, TICKET_RESOLUTION_HOURS: resolutionHours } = c.get('deps').env;
    return c.json(
      {
        data: items,
        meta: {
          page: query.page,
          pageSize: query.pageSize,
          total,
          counts,
          targets: { firstReplyHours, resolutionHours },
        },
      },
      200,
    );
  })
  .openapi(routes.deskCountsRoute, async (c) => {
    return c.json({ data: await desk.deskCounts(c.get('deps'), me(c)) }, 200);
  })
  .openapi(routes.deskStaff, async (c) => {
    return c.json({ data: await desk.staffMembers(c.get('deps')) }, 200);
  })
  .openapi(routes.deskGet, async (c) => {
    return c.json({ data: await desk.deskTicket(c.get('deps'), c.get('deps').db, c.req.valid('param').id) }, 200);
  })
  .openapi(routes.deskReply, async (c) => {
    const view = await desk.staffReply(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, view, 'AddSuccessfully'), 201);
  })
  .openapi(routes.deskUpload, async (c) => {
    const { upload, form } = await formFile(c);
    const internal = readFormText(form, staffUploadFields, 'internal') === 'true';
    const deps = c.get('deps');
    const row = await files.addTicketFile(
      deps,
      { userId: me(c), staff: true, internal },
      c.req.valid('param').id,
      upload,
    );
    return c.json(ok(c, deskFileView(deps, row), 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.deskFileLink, async (c) => {
    const { id, fileId } = c.req.valid('param');
    return c.json({ data: await files.deskFileLink(c.get('deps'), id, fileId) }, 200);
  })
  .openapi(routes.deskAssign, async (c) => {
    const view = await desk.assign(c.get('deps'), c.req.valid('param').id, c.req.valid('json').staffId);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deskStatus, async (c) => {
    const view = await desk.setStatus(c.get('deps'), c.req.valid('param').id, c.req.valid('json').status);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.repliesList, async (c) => {
    return c.json({ data: await replies.listReplies(c.get('deps')) }, 200);
  })
  .openapi(routes.repliesCreate, async (c) => {
    const view = await replies.createReply(c.get('deps'), me(c), c.req.valid('json'));
    return c.json(ok(c, view, 'AddSuccessfully'), 201);
  })
  .openapi(routes.repliesUpdate, async (c) => {
    const view = await replies.updateReply(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.repliesDelete, async (c) => {
    const { id } = c.req.valid('param');
    await replies.deleteReply(c.get('deps'), id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  });
