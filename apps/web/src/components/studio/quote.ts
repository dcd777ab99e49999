import { findTool } from '@rassam/ai/catalogue';

/**
 * Whether the form's input is one the API can price: the tool's own zod schema (the one the quote and
 * the run are validated with on the server, from the shared catalogue) accepts it. The form asks for a
 * price only then, so an empty form on load sends no request, and none is refused with a 422.
 */
export function canQuote(slug: string, input: Record<string, unknown>): boolean {
  const tool = findTool(slug);
  return tool !== undefined && tool.input.safeParse(input).success;
}
