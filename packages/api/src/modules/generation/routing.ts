/**
 * Which provider runs a tool. Every tool has an ordered list of remote routes (provider + model): the
 * catalogue's default, or an admin's replacement kept in `ai_routes` and read on every plan, so a change
 * reaches every process at once. A new design is planned when it is created and priced: the remote routes
 * whose provider is configured, tried in that order (failover), or else the offline provider when it is
 * allowed for the tool. A design paid at a remote model's price never falls back to an offline preview.
 */
import { eq } from 'drizzle-orm';
import { aiRoutes, type Executor } from '@rassam/db';
import { findTool, tools, type Route, type ToolDefinition } from '@rassam/ai';
import { AppError } from '../../lib/app-error';
import type { Providers } from './providers';

export interface ToolRouting {
  tool: string;
  routes: Route[];
  /** The offline provider may serve the tool when no remote route is configured. */
  offline: boolean;
  /** An admin replaced the catalogue's default. */
  custom: boolean;
}

export interface Plan {
  /** Remote routes to try in order; empty = the offline provider. */
  routes: Route[];
  provider: string;
  model: string;
  /** Whether the design costs coins (remote always; offline when configured). */
  charged: boolean;
}

export interface Planner {
  plan(db: Executor, tool: ToolDefinition): Promise<Plan>;
  /** Every tool's plan at once (null: not available), for the tool list. */
  planAll(db: Executor): Promise<Map<string, Plan | null>>;
  /** The providers a plan may name (for the admin's health page). */
  readonly providers: Providers;
  readonly offline: { enabled: boolean; charged: boolean };
}

const defaultRouting = (tool: ToolDefinition): ToolRouting => ({
  tool: tool.slug,
  routes: tool.routes.map((route) => ({ ...route })),
  offline: true,
  custom: false,
});

export async function routingOf(db: Executor, tool: ToolDefinition): Promise<ToolRouting> {
  const [row] = await db.select().from(aiRoutes).where(eq(aiRoutes.tool, tool.slug)).limit(1);
  if (!row) return defaultRouting(tool);
  return { tool: tool.slug, routes: row.routes as Route[], offline: row.offline, custom: true };
}

export async function allRoutings(db: Executor): Promise<ToolRouting[]> {
  const rows = new Map((await db.select().from(aiRoutes)).map((row) => [row.tool, row]));
  return tools.map((tool) => {
    const row = rows.get(tool.slug);
    return row
      ? { tool: tool.slug, routes: row.routes as Route[], offline: row.offline, custom: true }
      : defaultRouting(tool as unknown as ToolDefinition);
  });
}

/** An admin's routing for a tool (replacing the default); `null` goes back to the catalogue's. */
export async function setRouting(
  db: Executor,
  tool: ToolDefinition,
  routing: { routes: Route[]; offline: boolean } | null,
  adminId: string,
): Promise<ToolRouting> {
  if (!routing) {
    await db.delete(aiRoutes).where(eq(aiRoutes.tool, tool.slug));
    return defaultRouting(tool);
  }
  const values = { routes: routing.routes, offline: routing.offline, updatedBy: adminId };
  await db
    .insert(aiRoutes)
    .values({ tool: tool.slug, ...values })
    .onConflictDoUpdate({ target: aiRoutes.tool, set: { ...values, updatedAt: new Date() } });
  return { tool: tool.slug, ...routing, custom: true };
}

export function createPlanner(providers: Providers, offline: { enabled: boolean; charged: boolean }): Planner {
  /** The plan a routing gives with the providers of this process; null when nothing can run the tool. */
  const planOf = (tool: ToolDefinition, routing: ToolRouting): Plan | null => {
    const routes = routing.routes.filter((route) => providers[route.provider] !== undefined);
    if (routes.length) return { routes, provider: routes[0]!.provider, model: routes[0]!.model, charged: true };
    if (offline.enabled && routing.offline) {
      return { routes: [], provider: 'offline', model: tool.offline, charged: offline.charged };
    }
    return null;
  };
  return {
    providers,
    offline,
    async plan(db, tool) {
      const plan = planOf(tool, await routingOf(db, tool));
      if (!plan) throw new AppError('ServiceNotAvailable', { status: 503, fields: { tool: 'ServiceNotAvailable' } });
      return plan;
    },
    async planAll(db) {
      const routings = await allRoutings(db);
      return new Map(routings.map((routing) => [routing.tool, planOf(findTool(routing.tool)!, routing)] as const));
    },
  };
}
