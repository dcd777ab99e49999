/**
 * fal's webhook signatures (contracts/ai-providers.md, "fal.ai queue"): Ed25519 over
 * `request_id \n user_id \n timestamp \n sha256_hex(rawBody)`, checked against every key of fal's JWKS
 * (cached 24 h), with the timestamp within ±300 s of our clock.
 */
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { ProviderError } from './errors';
import { header, isRecord, send, type HttpContext } from './http';
import type { WebhookDelivery } from './types';

export const FAL_JWKS_URL = 'https://rest.alpha.fal.ai/.well-known/jwks.json';

export interface FalWebhookVerifierOptions {
  jwksUrl: string;
  http: HttpContext;
  now: () => number;
  /** How long fetched keys are trusted (fal's guidance: a day). */
  ttlMs?: number;
  toleranceSeconds?: number;
  /**
   * After a signature matches no cached key, the keys are fetched again (fal may have rotated them),
   * but not more often than this, so forged deliveries cannot make us hammer the JWKS URL.
   */
  minRefetchMs?: number;
}

export interface VerifiedFalDelivery {
  requestId: string;
  userId: string;
  timestamp: number;
}

const refuse = (message: string) => new ProviderError('fal', 'auth', `fal webhook: ${message}`);

function parseKeys(json: unknown): KeyObject[] {
  const keys = isRecord(json) && Array.isArray(json.keys) ? json.keys : [];
  const out: KeyObject[] = [];
  for (const key of keys) {
    if (!isRecord(key) || key.kty !== 'OKP' || key.crv !== 'Ed25519' || typeof key.x !== 'string') continue;
    try {
      out.push(createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x }, format: 'jwk' }));
    } catch {
      // A malformed key is skipped; the others may still verify.
    }
  }
  return out;
}

export function createFalWebhookVerifier(options: FalWebhookVerifierOptions) {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const minRefetchMs = options.minRefetchMs ?? 5 * 60 * 1000;
  let cache: { keys: KeyObject[]; fetchedAt: number } | null = null;
  let inflight: Promise<KeyObject[]> | null = null;

  async function fetchKeys(): Promise<KeyObject[]> {
    const answer = await send(options.http, 'jwks', options.jwksUrl, {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    if (answer.status !== 200) {
      // Our side cannot check now: a retryable error, so the route answers 5xx and fal delivers again.
      throw new ProviderError('fal', 'server', `fal webhook: the JWKS answered HTTP ${answer.status}`, {
        httpStatus: answer.status,
      });
    }
    const keys = parseKeys(answer.json);
    if (keys.length === 0) throw new ProviderError('fal', 'server', 'fal webhook: the JWKS has no Ed25519 key');
    cache = { keys, fetchedAt: options.now() };
    return keys;
  }

  function keys(force = false): Promise<KeyObject[]> {
    if (!force && cache && options.now() - cache.fetchedAt < ttlMs) return Promise.resolve(cache.keys);
    inflight ??= fetchKeys().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return {
    async verify(delivery: WebhookDelivery): Promise<VerifiedFalDelivery> {
      const requestId = header(delivery.headers, 'x-fal-webhook-request-id');
      const userId = header(delivery.headers, 'x-fal-webhook-user-id');
      const timestamp = header(delivery.headers, 'x-fal-webhook-timestamp');
      const signature = header(delivery.headers, 'x-fal-webhook-signature');
      if (!requestId || userId === undefined || !timestamp || !signature) throw refuse('signature headers missing');
      if (!/^\d{1,12}$/.test(timestamp)) throw refuse('the timestamp is not epoch seconds');
      const skew = Math.abs(options.now() / 1000 - Number(timestamp));
      if (skew > toleranceSeconds)
        throw refuse(`the timestamp is ${Math.round(skew)} s away (more than ±${toleranceSeconds} s)`);
      if (!/^[0-9a-f]{128}$/i.test(signature)) throw refuse('the signature is not 64 bytes of hex');

      const bodyHash = createHash('sha256').update(delivery.rawBody).digest('hex');
      const message = Buffer.from(`${requestId}\n${userId}\n${timestamp}\n${bodyHash}`, 'utf8');
      const signatureBytes = Buffer.from(signature, 'hex');
      const matches = (list: KeyObject[]) => list.some((key) => verify(null, message, key, signatureBytes));

      if (matches(await keys())) return { requestId, userId, timestamp: Number(timestamp) };
      const age = cache ? options.now() - cache.fetchedAt : Number.POSITIVE_INFINITY;
      if (age >= minRefetchMs && matches(await keys(true))) return { requestId, userId, timestamp: Number(timestamp) };
      throw refuse('the signature matches no fal key');
    },
  };
}
