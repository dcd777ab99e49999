import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { createRouter, ok } from '../../lib/create-app';
import { failure, success } from '../../lib/openapi';
import { parseCredential } from '../auth/credential';
import { readOutbox } from '../notify/outbox';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and database reachability',
  responses: {
    200: {
      description: 'Up',
      content: {
        'application/json': { schema: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) },
      },
    },
    503: failure('The database does not answer'),
  },
});

const outbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['Development'],
  summary: 'Messages "sent" to a phone or email by the outbox, newest first (demo mode only; 404 otherwise)',
  request: { query: z.object({ to: z.string().min(1).max(254).meta({ example: '09121234567' }) }) },
  responses: {
    200: success(
      z.array(
        z.object({
          id: z.string(),
          channel: z.enum(['sms', 'email']),
          to: z.string(),
          subject: z.string().nullable(),
          body: z.string(),
          code: z.string().nullable(),
          purpose: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    ),
    404: failure('Demo mode is off: no outbox'),
  },
});

export const systemRouter = createRouter();

systemRouter.openapi(health, async (c) => {
  const { db, dbKind } = c.get('deps');
  try {
    await db.execute(sql`select 1`);
  } catch (cause) {
    throw new AppError('ServiceNotAvailable', { status: 503, cause });
  }
  return c.json({ status: 'ok' as const, db: dbKind }, 200);
});

systemRouter.openapi(outbox, async (c) => {
  // Demo mode only: app.ts answers 404 for every /api/dev route without it.
  const { db } = c.get('deps');
  const raw = c.req.valid('query').to;
  const recipient = parseCredential(raw)?.value ?? raw.trim().toLowerCase();
  const rows = await readOutbox(db, recipient);
  return c.json(
    ok(
      c,
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        code: typeof row.meta?.code === 'string' ? row.meta.code : null,
        purpose: typeof row.meta?.purpose === 'string' ? row.meta.purpose : null,
        createdAt: row.createdAt.toISOString(),
      })),
    ),
    200,
  );
});
