/**
 * Standard Webhooks verification, as Replicate signs (contracts/ai-providers.md, "Replicate"): headers
 * `webhook-id`, `webhook-timestamp` (epoch seconds) and `webhook-signature` (space-separated `v1,<base64>`
 * entries); HMAC-SHA256 over `${id}.${timestamp}.${rawBody}` keyed with the base64 after `whsec_`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderError } from './errors';
import { header } from './http';
import type { WebhookDelivery } from './types';

const refuse = (message: string) => new ProviderError('replicate', 'auth', `replicate webhook: ${message}`);

/** The signing key of a `whsec_…` secret; null when it is not one. */
export function webhookKey(secret: string): Buffer | null {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const key = Buffer.from(encoded, 'base64');
  return key.length >= 16 ? key : null;
}

/** The `v1,<base64>` signature of a delivery (what a sender puts in `webhook-signature`). */
export function signStandardWebhook(secret: string, id: string, timestamp: number, rawBody: string | Buffer): string {
  const key = webhookKey(secret);
  if (!key) throw new Error('not a whsec_ secret');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest('base64');
  return `v1,${mac}`;
}

/** Checks a delivery's signature and age; returns its message id (the sender's id for this event). */
export function verifyStandardWebhook(
  delivery: WebhookDelivery,
  secret: string,
  options: { now: number; toleranceSeconds: number },
): { id: string; timestamp: number } {
  const id = header(delivery.headers, 'webhook-id');
  const timestamp = header(delivery.headers, 'webhook-timestamp');
  const signatures = header(delivery.headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw refuse('signature headers missing');
  if (!/^\d{1,12}$/.test(timestamp)) throw refuse('the timestamp is not epoch seconds');
  const skew = Math.abs(options.now / 1000 - Number(timestamp));
  if (skew > options.toleranceSeconds) {
    throw refuse(`the timestamp is ${Math.round(skew)} s away (more than ±${options.toleranceSeconds} s)`);
  }
  const key = webhookKey(secret);
  if (!key)
    throw new ProviderError('replicate', 'auth', 'replicate webhook: the configured secret is not a whsec_ secret');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(delivery.rawBody).digest();
  // Several entries appear while a secret is being rotated: any v1 match will do.
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected))
      return { id, timestamp: Number(timestamp) };
  }
  throw refuse('no signature matches');
}
