import type { HealthProvider, RemoteProvider, ToolGroup } from './types';

/** Brand names, written as their owners write them (not translated). */
export const providerNames: Record<RemoteProvider, string> = { fal: 'fal', openai: 'OpenAI', replicate: 'Replicate' };

/** The server setting that turns a provider on (or, for offline, the one that turned it off). */
export const providerSettings: Record<HealthProvider, string> = {
  fal: 'FAL_KEY',
  openai: 'OPENAI_API_KEY',
  replicate: 'REPLICATE_API_TOKEN',
  offline: 'AI_OFFLINE=false',
};

/** The catalogue's groups, in the order the studio lists them. */
export const toolGroups: ToolGroup[] = ['image', 'edit', 'video', '3d', 'audio', 'model'];

/** The characters a model id may hold besides Latin letters and digits (MODEL_PATTERN), for the error text. */
export const modelPunctuation = '. _ - / :';
