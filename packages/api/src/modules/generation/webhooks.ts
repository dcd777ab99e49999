/**
 * Provider callbacks: `POST /api/webhooks/ai/{provider}`. The signature is checked on the raw bytes by the
 * provider's adapter; the first verified event of a request is stored on its design (`webhook is null`
 * guards the write), and the worker following that design picks it up. Providers retry deliveries, so a
 * replay answers 200 and changes nothing; a delivery for a request no design names (yet) answers 404,
 * so the provider tries again. A bad signature answers 401 and is logged.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { designs } from '@rassam/db';
import { ProviderError } from '@rassam/ai/providers';
import { AppError } from '../../lib/app-error';
import { createRouter } from '../../lib/create-app';
import { failure, success } from '../../lib/openapi';
import { REMOTE_PROVIDERS } from './providers';
import { eventToStore } from './webhook-events';

export const webhookRoute = createRoute({
  method: 'post',
  path: '/webhooks/ai/{provider}',
  tags: ['AI designs'],
  summary: "A provider's signed callback about a request (fal: Ed25519 over JWKS; Replicate: Standard Webhooks)",
  request: {
    params: z.object({ provider: z.enum(REMOTE_PROVIDERS as ['fal', 'openai', 'replicate']) }),
  },
  responses: {
    200: success(z.object({ accepted: z.boolean() }), 'Received (also for a replay)'),
    401: failure('The signature, timestamp or headers are not the provider’s'),
    404: failure('The provider is not configured, or no design names this request (yet): deliver again later'),
  },
});

export const webhooksRouter = createRouter();

webhooksRouter.openapi(webhookRoute, async (c) => {
  const deps = c.get('deps');
  const name = c.req.valid('param').provider;
  const provider = deps.generation.planner.providers[name];
  if (!provider || provider.mode !== 'async') throw new AppError('ServiceNotAvailable', { status: 404 });
  const rawBody = Buffer.from(await c.req.arrayBuffer());
  let event;
  try {
    event = await provider.verifyWebhook({ headers: c.req.raw.headers, rawBody });
  } catch (error) {
    if (error instanceof ProviderError && (error.kind === 'auth' || error.kind === 'invalid-input')) {
      deps.logger.warn('refused a provider webhook', { provider: name, reason: error.message });
      throw new AppError('UnAuthorized', { status: 401 });
    }
    throw error;
  }
  const ours = and(eq(designs.provider, name), eq(designs.providerRequestId, event.requestId));
  const stored = await deps.db
    .update(designs)
    .set({ webhook: eventToStore(event) })
    .where(and(ours, isNull(designs.webhook)))
    .returning({ id: designs.id });
  if (stored.length === 0) {
    // A fast provider can call back before the worker has written the request id down: answering 404
    // makes it deliver again later (fal retries for two hours), when the design knows its request.
    const [known] = await deps.db.select({ id: designs.id }).from(designs).where(ours).limit(1);
    if (!known) throw new AppError('DesigningNotFound', { status: 404 });
  }
  return c.json({ data: { accepted: stored.length === 1 } }, 200);
});
