/**
 * What the webhook route and the runner share about provider callbacks, kept apart from the runner so the
 * route (bundled into the web app) does not load the offline provider's media code.
 */
import type { WebhookEvent } from '@rassam/ai/providers';

export const webhookPath = (provider: string) => `/api/webhooks/ai/${provider}`;

/** What the webhook route keeps of a verified event: JSON, with the error reduced to its kind and message. */
export function eventToStore(event: WebhookEvent): Record<string, unknown> {
  return {
    requestId: event.requestId,
    state: event.state,
    ok: event.ok,
    ...(event.outputs ? { outputs: event.outputs.map((output) => ({ ...output, data: undefined })) } : {}),
    ...(event.error ? { error: { kind: event.error.kind, message: event.error.message } } : {}),
  };
}
