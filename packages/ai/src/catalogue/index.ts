import { z } from 'zod';
import type { ToolDefinition } from '../types';
import { tools } from './tools';

export { tools };
export type ToolSlug = (typeof tools)[number]['slug'];

const bySlug = new Map<string, ToolDefinition>(tools.map((tool) => [tool.slug, tool as unknown as ToolDefinition]));

export function findTool(slug: string): ToolDefinition | undefined {
  return bySlug.get(slug);
}

/** A priced input the tool refuses, or a length-priced run with no length and no default to take. */
export class PriceInputError extends Error {
  constructor(
    readonly tool: string,
    readonly field: string,
  ) {
    super(`${tool}: cannot price the run from its "${field}"`);
    this.name = 'PriceInputError';
  }
}

/**
 * The coins one run costs, from the tool's price rule and its input (rounded up, never negative).
 * The priced field is read as the run will use it, through the tool's own schema for that field: a
 * missing one takes the tool's default (a form left at its defaults is quoted what the run charges,
 * never 0 for a video with no length chosen), a text is trimmed as it will be spoken, and a value the
 * tool refuses throws PriceInputError (callers validate the input first, so it is a programming error).
 */
export function priceOf(tool: ToolDefinition, input: Record<string, unknown>): number {
  const rule = tool.price;
  const valueOf = (field: string): unknown => {
    const schema = (tool.input.shape as Record<string, z.ZodType | undefined>)[field];
    if (!schema) throw new PriceInputError(tool.slug, field);
    const parsed = schema.safeParse(input[field]);
    if (parsed.success) return parsed.data;
    // A required field left out: the rule decides what its absence costs.
    if (input[field] === undefined) return undefined;
    throw new PriceInputError(tool.slug, field);
  };
  let coins: number;
  switch (rule.per) {
    case 'run':
      coins = rule.coins;
      break;
    case 'image': {
      const count = rule.countField ? valueOf(rule.countField) : undefined;
      coins = rule.coins * (typeof count === 'number' ? count : 1);
      break;
    }
    case 'second': {
      const seconds = valueOf(rule.field);
      if (typeof seconds !== 'number') throw new PriceInputError(tool.slug, rule.field);
      coins = rule.coins * seconds;
      break;
    }
    case 'kchar': {
      const text = valueOf(rule.field);
      // Characters as the reader counts them (code points: a Persian letter, a ZWNJ or an emoji is one).
      const length = typeof text === 'string' ? [...text].length : 0;
      coins = Math.max(rule.minimum, (rule.coins * length) / 1000);
      break;
    }
    case 'factor':
      coins = rule.coins[String(valueOf(rule.field))] ?? Math.max(...Object.values(rule.coins));
      break;
  }
  // The epsilon keeps a float product such as 0.2 × 15 = 3.0000000000000004 at 3.
  return Math.max(0, Math.ceil(coins - 1e-9));
}

/** The tool's input as JSON Schema, for the web app to build its form (inputs as the user sends them). */
export function inputJsonSchema(tool: ToolDefinition) {
  return z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' });
}
