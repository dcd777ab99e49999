import type { InputTarget } from './design-actions';
import { toolsTaking } from './schema-form';
import type { FileKind, ToolInfo } from './types';

/** For each kind of output, the tools that take it as input (for "use as input"). */
export function inputTargets(
  tools: ToolInfo[],
  names: Record<string, string>,
): Partial<Record<FileKind, InputTarget[]>> {
  const of = (kind: FileKind) =>
    toolsTaking(tools, kind).map(({ tool, field }) => ({ tool, field, name: names[tool] ?? tool }));
  return { image: of('image'), video: of('video') };
}
