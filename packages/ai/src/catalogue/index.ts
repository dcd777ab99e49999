import { z } from 'zod';
import type { ToolDefinition } from '../types';
import { tools } from './tools';

export { tools };
export type ToolSlug = (typeof tools)[number]['slug'];

const bySlug = new Map<string, ToolDefinition>(tools.map((tool) => [tool.slug, tool as unknown as ToolDefinition]));

export function findTool(slug: string): ToolDefinition | undefined {
  return bySlug.get(slug);
}

/** The coins one run costs, from the tool's price rule and the validated input (rounded up, never negative). */
export function priceOf(tool: ToolDefinition, input: Record<string, unknown>): number {
  const rule = tool.price;
  const number = (field: string, fallback: number) => {
    const value = input[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  };
  let coins: number;
  switch (rule.per) {
    case 'run':
      coins = rule.coins;
      break;
    case 'image':
      coins = rule.coins * (rule.countField ? number(rule.countField, 1) : 1);
      break;
    case 'second':
      coins = rule.coins * number(rule.field, 0);
      break;
    case 'kchar': {
      const text = input[rule.field];
      const length = typeof text === 'string' ? [...text].length : 0;
      coins = Math.max(rule.minimum, (rule.coins * length) / 1000);
      break;
    }
    case 'factor':
      coins = rule.coins[String(input[rule.field])] ?? Math.max(...Object.values(rule.coins));
      break;
  }
  return Math.max(0, Math.ceil(coins - 1e-9));
}

/** The tool's input as JSON Schema, for the web app to build its form (inputs as the user sends them). */
export function inputJsonSchema(tool: ToolDefinition) {
  return z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' });
}
