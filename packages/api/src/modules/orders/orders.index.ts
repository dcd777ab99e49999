import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sendAttachment, tooLargeAttachment } from '../../lib/attachments';
import type { AppEnv } from '../../lib/context';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { createRouter, ok } from '../../lib/create-app';
import { currentUser, limitAccountWrites, requireAuth, requireStaff } from '../../lib/middleware';
import { readFormFile } from '../../lib/upload-form';
import * as desk from './orders.desk';
import * as files from './order-files';
import * as routes from './orders.routes';
import * as service from './orders.service';

export const ordersRouter = createRouter();

// '/x/*' matches '/x' too (Hono): one pattern, or a write would count twice.
ordersRouter.use('/orders/*', requireAuth);
ordersRouter.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/orders/*', limitAccountWrites);
// The desk's guard here too, though the tickets' router guards and counts every /support/* request already (its
// `use` applies app-wide once mounted): counting writes again would halve the desk's limit.
ordersRouter.use('/support/orders/*', requireStaff);
// An upload's limit and room for the form around it; a larger body is refused before it is read.
ordersRouter.on('POST', ['/orders/files', '/orders/:id/files', '/support/orders/:id/files'], async (c, next) => {
  const maxBytes = files.orderFileLimit(c.get('deps'));
  return bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw tooLargeAttachment(maxBytes);
    },
  })(c, next);
});

async function formFile(c: Context<AppEnv>) {
  const { file } = await readFormFile(c, 'FileFormatIsNotValid');
  const maxBytes = files.orderFileLimit(c.get('deps'));
  if (file.size > maxBytes) throw tooLargeAttachment(maxBytes);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

const me = (c: Context<AppEnv>) => currentUser(c).user.id;

ordersRouter
  // An order issues an invoice: with an Idempotency-Key a repeated request (a double click, a retry) places one.
  .openapi(routes.create, async (c) => {
    const input = c.req.valid('json');
    const answer = await onceFor(
      c.get('deps').db,
      { userId: me(c), scope: 'orders.create', key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)), body: input },
      async () => ({
        status: 201,
        body: ok(c, await service.placeOrder(c.get('deps'), me(c), input), 'AddSuccessfully'),
      }),
    );
    return c.json(answer.body as never, 201);
  })
  .openapi(routes.list, async (c) => {
    const { page, pageSize, status } = c.req.valid('query');
    const { items, total } = await service.listOrders(c.get('deps'), me(c), page, pageSize, status);
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  // Before /orders/{id}: `files` is not an order's id.
  .openapi(routes.uploadLoose, async (c) => {
    const deps = c.get('deps');
    const row = await files.addLooseFile(deps, me(c), await formFile(c));
    return c.json(ok(c, files.looseFileView(deps, row), 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.get, async (c) => {
    return c.json({ data: await service.getOrder(c.get('deps'), me(c), c.req.valid('param').id) }, 200);
  })
  .openapi(routes.upload, async (c) => {
    const deps = c.get('deps');
    const row = await files.addOrderFile(
      deps,
      { userId: me(c), staff: false },
      c.req.valid('param').id,
      await formFile(c),
    );
    return c.json(ok(c, files.fileView(deps, row), 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.message, async (c) => {
    const { text, fileIds } = c.req.valid('json');
    const view = await service.buyerMessage(c.get('deps'), me(c), c.req.valid('param').id, text, fileIds);
    return c.json(ok(c, view, 'AddSuccessfully'), 201);
  })
  .openapi(routes.accept, async (c) => {
    const view = await service.acceptOrder(c.get('deps'), me(c), c.req.valid('param').id);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.revision, async (c) => {
    const view = await service.requestRevision(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json').text);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.cancel, async (c) => {
    const view = await service.cancelOrder(c.get('deps'), me(c), c.req.valid('param').id);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.download, async (c) => {
    const file = await files.fileByAddress(c.get('deps'), c.req.valid('param').fileId, c.req.valid('query'));
    return sendAttachment(c, file) as never;
  })
  .openapi(routes.deskQueue, async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await desk.deskQueue(c.get('deps'), me(c), query);
    return c.json({ data: items, meta: { page: query.page, pageSize: query.pageSize, total } }, 200);
  })
  .openapi(routes.deskGet, async (c) => {
    return c.json({ data: await desk.deskOrder(c.get('deps'), c.req.valid('param').id) }, 200);
  })
  .openapi(routes.deskQuote, async (c) => {
    const view = await desk.quote(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json').price);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deskStep, async (c) => {
    const view = await desk.setStep(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json').step);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deskDeliver, async (c) => {
    const view = await desk.deliver(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deskAssign, async (c) => {
    const view = await desk.assign(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json').staffId);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.deskMessage, async (c) => {
    const view = await desk.staffMessage(c.get('deps'), me(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(c, view, 'AddSuccessfully'), 201);
  })
  .openapi(routes.deskUpload, async (c) => {
    const deps = c.get('deps');
    const row = await files.addOrderFile(
      deps,
      { userId: me(c), staff: true },
      c.req.valid('param').id,
      await formFile(c),
    );
    return c.json(ok(c, files.fileView(deps, row), 'FileUploadedSuccessfully'), 201);
  });
