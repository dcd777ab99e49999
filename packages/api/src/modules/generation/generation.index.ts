import { bodyLimit } from 'hono/body-limit';
import { inputJsonSchema, priceOf, tools, type ToolDefinition } from '@rassam/ai';
import { AppError } from '../../lib/app-error';
import { createRouter, ok } from '../../lib/create-app';
import { sendStoredFile } from '../../lib/serve-stored';
import { IDEMPOTENCY_HEADER, onceFor, readIdempotencyKey } from '../../lib/idempotency';
import { currentUser, limitAccountWrites, requireAuth } from '../../lib/middleware';
import * as designs from './designs.service';
import { fileFor, MAX_UPLOAD_BYTES, storeUpload, toFileView } from './files.service';
import * as routes from './generation.routes';
import { streamLiveState } from './live-stream';

export const generationRouter = createRouter();

// '/x/*' matches '/x' too (Hono): one pattern each, or a write would count twice. These also guard the
// share routes under /designs (shares.ts).
generationRouter.use('/files/*', requireAuth);
generationRouter.use('/designs/*', requireAuth);
generationRouter.on(['POST', 'DELETE'], ['/files/*', '/designs/*'], limitAccountWrites);
generationRouter.use(
  '/files',
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
    },
  }),
);

/** The defaults a tool's JSON Schema declares: the input of a run where the user changed nothing. */
function defaultsOf(schema: { properties?: Record<string, { default?: unknown }> }): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([field, property]) =>
      property.default === undefined ? [] : [[field, property.default]],
    ),
  );
}

const SETTLED = new Set(['completed', 'failed', 'cancelled', 'deleted']);

generationRouter
  .openapi(routes.tools, async (c) => {
    const deps = c.get('deps');
    const plans = await deps.generation.planner.planAll(deps.db);
    return c.json(
      {
        data: tools.map((entry) => {
          const tool = entry as unknown as ToolDefinition;
          const inputSchema = inputJsonSchema(tool) as { properties?: Record<string, { default?: unknown }> };
          const plan = plans.get(tool.slug) ?? null;
          return {
            slug: tool.slug,
            group: tool.group,
            outputKind: tool.outputKind,
            inputSchema: inputSchema as Record<string, unknown>,
            price: tool.price as Record<string, unknown>,
            files: tool.files as Record<string, string>,
            available: plan !== null,
            provider: plan?.provider ?? null,
            // What a run with the form's defaults costs now (0 on the free offline provider).
            cost: plan?.charged ? priceOf(tool, defaultsOf(inputSchema)) : 0,
          };
        }),
      },
      200,
    );
  })
  .openapi(routes.upload, async (c) => {
    const form = await Promise.resolve(c.req.formData()).catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string')
      throw new AppError('FileFormatIsNotValid', { fields: { file: 'FileFormatIsNotValid' } });
    const row = await storeUpload(c.get('deps'), currentUser(c).user, new Uint8Array(await file.arrayBuffer()));
    return c.json(ok(c, toFileView(row), 'FileUploadedSuccessfully'), 201);
  })
  .openapi(routes.file, async (c) => {
    const deps = c.get('deps');
    const row = await fileFor(deps, currentUser(c).user, c.req.valid('param').id);
    return sendStoredFile(c, deps.storage, {
      key: row.storageKey,
      contentType: row.mime,
      // The owner's (or an admin's) only; a file's bytes never change under its id.
      cacheControl: 'private, max-age=31536000, immutable',
      // Never rendered as a page of our origin, whatever it contains.
      contentSecurityPolicy: "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    }) as never;
  })
  .openapi(routes.quote, async (c) => {
    const { tool, input } = c.req.valid('json');
    const deps = c.get('deps');
    return c.json({ data: await designs.quote(deps.db, deps.generation.planner, tool, input) }, 200);
  })
  .openapi(routes.create, async (c) => {
    const body = c.req.valid('json');
    const deps = c.get('deps');
    const { user } = currentUser(c);
    const answer = await onceFor(
      deps.db,
      { userId: user.id, scope: 'designs.create', key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)), body },
      async () => {
        const row = await designs.createDesign(deps.db, deps.generation.planner, user.id, body);
        return { status: 201, body: ok(c, { id: row.id, status: row.status, cost: row.cost }) };
      },
    );
    return c.json(answer.body as never, answer.status as 201);
  })
  .openapi(routes.list, async (c) => {
    const { page, pageSize, tool, status } = c.req.valid('query');
    const { items, total } = await designs.listDesigns(
      c.get('deps').db,
      currentUser(c).user.id,
      { ...(tool ? { tool } : {}), ...(status ? { status } : {}) },
      page,
      pageSize,
    );
    return c.json({ data: items, meta: { page, pageSize, total } }, 200);
  })
  .openapi(routes.get, async (c) => {
    const view = await designs.designFor(c.get('deps').db, currentUser(c).user.id, c.req.valid('param').id);
    return c.json({ data: view }, 200);
  })
  .openapi(routes.events, async (c) => {
    const deps = c.get('deps');
    const userId = currentUser(c).user.id;
    const { id } = c.req.valid('param');
    const first = await designs.designFor(deps.db, userId, id);
    return streamLiveState(c, {
      id,
      event: 'design',
      settled: SETTLED,
      first,
      read: () => designs.designFor(deps.db, userId, id),
      events: deps.generation.events,
    }) as never;
  })
  .openapi(routes.cancel, async (c) => {
    const view = await designs.cancelDesign(c.get('deps').db, currentUser(c).user.id, c.req.valid('param').id);
    return c.json(ok(c, view, 'UpdateSuccessfully'), 200);
  })
  .openapi(routes.remove, async (c) => {
    const { id } = c.req.valid('param');
    await designs.deleteDesign(c.get('deps').db, currentUser(c).user.id, id);
    return c.json(ok(c, { id }, 'DeleteSuccessfully'), 200);
  });
