import { findTool, inputJsonSchema, tools, type ToolDefinition } from '@rassam/ai';
import { describe, expect, it } from 'vitest';
import { canQuote } from './quote';
import { fieldsOf, initialValues, inputOf } from './schema-form';
import type { JsonSchema } from './types';

const fileId = '0b5c9c3e-7d2a-4f1e-9a8b-3c4d5e6f7a8b';

/** What the form sends for a tool left as it opens: its schema's defaults, nothing typed or uploaded. */
function untouchedInput(tool: ToolDefinition) {
  const schema = inputJsonSchema(tool) as JsonSchema;
  const fields = fieldsOf({ inputSchema: schema, files: tool.files });
  return inputOf(fields, initialValues(fields, schema));
}

describe('canQuote', () => {
  it('is false for a form as it opens when the tool needs something typed or uploaded', () => {
    const needing = tools.filter((entry) => {
      const tool = entry as unknown as ToolDefinition;
      return !tool.input.safeParse({}).success;
    });
    // Nearly every tool wants a prompt, a text or a file: these were the forms that asked on load.
    expect(needing.length).toBeGreaterThan(15);
    for (const entry of needing) {
      const tool = entry as unknown as ToolDefinition;
      expect(canQuote(tool.slug, untouchedInput(tool)), tool.slug).toBe(false);
    }
  });

  it('is true once the input is what the server accepts', () => {
    expect(canQuote('upscale', { image: fileId, factor: 4 })).toBe(true);
    expect(canQuote('text-to-speech', { text: 'سلام', voice: 'fa-female', speed: 1 })).toBe(true);
    expect(canQuote('text-to-image', { ...untouchedInput(findTool('text-to-image')!), prompt: 'a teapot' })).toBe(true);
  });

  it('is false for what the server would refuse', () => {
    expect(canQuote('upscale', { image: 'not-an-id', factor: 2 })).toBe(false);
    expect(canQuote('upscale', { image: fileId, factor: 3 })).toBe(false);
    expect(canQuote('text-to-speech', { text: 'a'.repeat(5001) })).toBe(false);
    expect(canQuote('text-to-image', { prompt: 'ab' })).toBe(false);
    expect(canQuote('no-such-tool', {})).toBe(false);
  });
});
