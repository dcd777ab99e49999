/**
 * The remote AI providers this process can use, from configuration: a provider without its key is off.
 * Each is the real adapter of `@rassam/ai/providers`; tests point the base URLs at local fakes.
 */
import {
  createFalProvider,
  createOpenAIProvider,
  createReplicateProvider,
  type RemoteProvider,
  type RemoteProviderName,
} from '@rassam/ai/providers';
import type { Env } from '../../env';

export const REMOTE_PROVIDERS: readonly RemoteProviderName[] = ['fal', 'openai', 'replicate'];

export type Providers = Partial<Record<RemoteProviderName, RemoteProvider>>;

type ProviderEnv = Pick<
  Env,
  | 'FAL_KEY'
  | 'FAL_QUEUE_URL'
  | 'FAL_JWKS_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_BASE_URL'
  | 'REPLICATE_WEBHOOK_SECRET'
>;

export function createProviders(env: ProviderEnv): Providers {
  const providers: Providers = {};
  if (env.FAL_KEY) {
    providers.fal = createFalProvider({ key: env.FAL_KEY, queueBase: env.FAL_QUEUE_URL, jwksUrl: env.FAL_JWKS_URL });
  }
  if (env.OPENAI_API_KEY) {
    providers.openai = createOpenAIProvider({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL });
  }
  if (env.REPLICATE_API_TOKEN) {
    providers.replicate = createReplicateProvider({
      token: env.REPLICATE_API_TOKEN,
      baseUrl: env.REPLICATE_BASE_URL,
      ...(env.REPLICATE_WEBHOOK_SECRET ? { webhookSecret: env.REPLICATE_WEBHOOK_SECRET } : {}),
    });
  }
  return providers;
}

export function isRemoteProvider(name: string): name is RemoteProviderName {
  return (REMOTE_PROVIDERS as readonly string[]).includes(name);
}
