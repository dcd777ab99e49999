/**
 * The admin's view of the AI providers: whether each is configured, how it did over the last 24 hours
 * (from the designs it ran), and every tool's routing, which the admin may replace or reset.
 */
import { and, desc, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { designs, type Executor } from '@rassam/db';
import { tools, type Route, type ToolDefinition } from '@rassam/ai';
import { allRoutings, setRouting, type Planner, type ToolRouting } from '../generation/routing';
import { REMOTE_PROVIDERS } from '../generation/providers';
import type { RoutingInput } from './ai.schemas';

export const HEALTH_PROVIDERS = [...REMOTE_PROVIDERS, 'offline'] as const;
/** What the page shows of a failure's details (they name models and HTTP statuses, never keys). */
export const ERROR_DETAIL_CHARS = 300;

export type HealthProvider = (typeof HEALTH_PROVIDERS)[number];

export interface ProviderHealth {
  name: HealthProvider;
  configured: boolean;
  last24h: {
    completed: number;
    failed: number;
    refused: number;
    running: number;
    p50Seconds: number | null;
    p95Seconds: number | null;
  };
  lastError: { code: string; detail: string | null; at: string } | null;
}

/**
 * Who runs (or will run) a design: the provider it names once known; before that the first planned
 * route, or the offline provider when none was planned. A queued design thus counts for its provider.
 */
const runner = sql<string>`coalesce(${designs.provider}, case when jsonb_array_length(${designs.routes}) = 0 then 'offline' else ${designs.routes}->0->>'provider' end)`;
const refused = sql`${designs.errorCode} = 'ContentRefused'`;
const completed = sql`${designs.status} = 'completed'`;
const failed = sql`${designs.status} = 'failed'`;
const running = sql`${designs.status} in ('queued', 'processing')`;
const seconds = sql`extract(epoch from (${designs.finishedAt} - ${designs.startedAt}))`;
const timed = sql`${completed} and ${designs.startedAt} is not null and ${designs.finishedAt} is not null`;
/** The last 24 hours: what finished (or, unfinished, was created) since then, and whatever is running now. */
const recent = or(sql`coalesce(${designs.finishedAt}, ${designs.createdAt}) >= now() - interval '24 hours'`, running);

const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const percentile = (share: number) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(share))}) within group (order by ${seconds}) filter (where ${timed})`.mapWith(
    (value) => (value === null ? null : Math.round(Number(value) * 10) / 10),
  );

/** Each provider's figures of the last 24 hours, in two aggregate queries over the designs table. */
export async function providerHealth(db: Executor, planner: Planner): Promise<ProviderHealth[]> {
  const where = and(inArray(runner, [...HEALTH_PROVIDERS]), recent);
  const [figures, errors] = await Promise.all([
    db
      .select({
        provider: runner,
        completed: count(completed),
        failed: count(sql`${failed} and not coalesce(${refused}, false)`),
        refused: count(sql`${failed} and ${refused}`),
        running: count(running),
        p50: percentile(0.5),
        p95: percentile(0.95),
      })
      .from(designs)
      .where(where)
      .groupBy(runner),
    // The newest error of each provider, retried ones included (a retry keeps the code of its failure).
    db
      .selectDistinctOn([runner], {
        provider: runner,
        code: designs.errorCode,
        detail: designs.errorDetail,
        finishedAt: designs.finishedAt,
        updatedAt: designs.updatedAt,
      })
      .from(designs)
      .where(and(where, isNotNull(designs.errorCode)))
      .orderBy(runner, desc(sql`coalesce(${designs.finishedAt}, ${designs.updatedAt})`)),
  ]);
  const byProvider = new Map(figures.map((row) => [row.provider, row]));
  const errorOf = new Map(errors.map((row) => [row.provider, row]));
  return HEALTH_PROVIDERS.map((name) => {
    const row = byProvider.get(name);
    const error = errorOf.get(name);
    return {
      name,
      configured: name === 'offline' ? planner.offline.enabled : planner.providers[name] !== undefined,
      last24h: {
        completed: row?.completed ?? 0,
        failed: row?.failed ?? 0,
        refused: row?.refused ?? 0,
        running: row?.running ?? 0,
        p50Seconds: row?.p50 ?? null,
        p95Seconds: row?.p95 ?? null,
      },
      lastError: error?.code
        ? {
            code: error.code,
            detail: error.detail === null ? null : clip(error.detail, ERROR_DETAIL_CHARS),
            at: (error.finishedAt ?? error.updatedAt).toISOString(),
          }
        : null,
    };
  });
}

function clip(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('')}…`;
}

export function toolView(tool: ToolDefinition, routing: ToolRouting) {
  return {
    slug: tool.slug,
    group: tool.group,
    outputKind: tool.outputKind,
    routes: routing.routes.map(({ provider, model }) => ({ provider, model })),
    defaultRoutes: tool.routes.map(({ provider, model }) => ({ provider, model })),
    offline: routing.offline,
    offlineMethod: tool.offline,
    custom: routing.custom,
  };
}
export type ToolView = ReturnType<typeof toolView>;

/** Everything the admin's AI page shows. */
export async function aiOverview(db: Executor, planner: Planner) {
  const [providers, routings] = await Promise.all([providerHealth(db, planner), allRoutings(db)]);
  const routingOf = new Map(routings.map((routing) => [routing.tool, routing]));
  return {
    offline: { enabled: planner.offline.enabled, charged: planner.offline.charged },
    providers,
    tools: (tools as readonly ToolDefinition[]).flatMap((tool) => {
      const routing = routingOf.get(tool.slug);
      return routing ? [toolView(tool, routing)] : [];
    }),
  };
}

/** Replaces a tool's routing (`null`: back to the catalogue's default). */
export async function changeRouting(db: Executor, tool: ToolDefinition, input: RoutingInput | null, adminId: string) {
  const routing = await setRouting(
    db,
    tool,
    input && {
      routes: input.routes.map((route): Route => ({ provider: route.provider, model: route.model })),
      offline: input.offline,
    },
    adminId,
  );
  return toolView(tool, routing);
}
