/**
 * The remote AI providers: fal (queue), OpenAI (synchronous) and Replicate, behind one interface
 * (`RemoteProvider`), with one error type and a retry helper. The local fakes are in `./fakes`.
 */
export * from './types';
export * from './errors';
export { withRetries, backoffMs, DEFAULT_RETRY, type RetryOptions } from './retry';
export { downloadOutput, decodeDataUri, mimeFromName, DEFAULT_MAX_DOWNLOAD_BYTES } from './http';
export { createFalProvider, falOutputs, FAL_QUEUE_BASE, type FalProviderOptions } from './fal';
export { FAL_JWKS_URL } from './fal-webhook';
export { FAL_MODELS } from './fal-inputs';
export { createOpenAIProvider, OPENAI_BASE_URL, type OpenAIProviderOptions } from './openai';
export {
  createReplicateProvider,
  replicateOutputs,
  REPLICATE_BASE_URL,
  type ReplicateProviderOptions,
} from './replicate';
