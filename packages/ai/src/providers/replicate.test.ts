import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { ProviderError } from './errors';
import { startWebhookSink } from './fake-http';
import {
  createReplicateProvider,
  progressFromLogs,
  replicateOutputs,
  type ReplicateProviderOptions,
} from './replicate';
import { startReplicateFake, type ReplicateFake } from './replicate-fake';
import { signStandardWebhook } from './replicate-webhook';
import { withRetries } from './retry';
import { bytesOf, failure, inputFile, recordingSleep } from './test-helpers';
import type { ProviderJob } from './types';

const TOKEN = 'r8_SECRET_token_0123456789abcdef';
const SECRET = `whsec_${Buffer.from('a-replicate-signing-key-32-bytes!').toString('base64')}`;

let fake: ReplicateFake;

beforeAll(async () => {
  fake = await startReplicateFake({ tokens: [TOKEN], webhookSecret: SECRET, autoAdvance: false, slowMs: 1_000 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('normal');
  fake.requests.length = 0;
  fake.state.autoAdvance = false;
  fake.state.outputShape = 'auto';
});

function provider(overrides: Partial<ReplicateProviderOptions> = {}) {
  return createReplicateProvider({
    token: TOKEN,
    baseUrl: fake.baseUrl,
    webhookSecret: SECRET,
    timeoutMs: 3_000,
    retry: { sleep: async () => {} },
    ...overrides,
  });
}

const flux: ProviderJob = {
  tool: 'text-to-image',
  model: 'black-forest-labs/flux-dev',
  input: { prompt: 'a pomegranate still life', aspectRatio: '3:2', style: 'painting', count: 2 },
  files: {},
  seed: 77,
};

async function created(job: ProviderJob, replicate = provider()) {
  const submission = await replicate.submit(job);
  if (submission.done) throw new Error('expected a running prediction');
  return submission;
}

describe('Replicate adapter against the local fake', () => {
  it('creates on an official model, follows starting → processing → succeeded and normalises the URLs', async () => {
    const replicate = provider();
    const { requestId } = await created(
      { ...flux, webhookUrl: 'https://rassam.example/api/hooks/replicate' },
      replicate,
    );
    const create = fake.requests[0];
    expect(create?.path).toBe('/v1/models/black-forest-labs/flux-dev/predictions');
    expect(create?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(create?.body.toString() ?? '{}')).toEqual({
      input: {
        prompt: 'a pomegranate still life, oil painting',
        aspect_ratio: '3:2',
        num_outputs: 2,
        output_format: 'png',
        seed: 77,
      },
      webhook: 'https://rassam.example/api/hooks/replicate',
      webhook_events_filter: ['completed'],
    });

    expect(await replicate.status(requestId)).toEqual({ state: 'queued' });
    await fake.advance(requestId);
    expect(await replicate.status(requestId)).toEqual({ state: 'running', progress: 0.5 });
    await fake.advance(requestId);
    expect(await replicate.status(requestId)).toEqual({ state: 'completed' });
    const outputs = await replicate.result(requestId);
    expect(outputs).toHaveLength(2);
    expect(outputs[0]).toMatchObject({ mime: 'image/png' });
    const bytes = await bytesOf(replicate.download(outputs[0] ?? { mime: '' }));
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('creates on a version with POST /v1/predictions', async () => {
    const version = 'a'.repeat(64);
    const { requestId } = await created({
      tool: 'custom',
      model: `someone/some-model:${version}`,
      input: { prompt: 'x' },
      files: { image: inputFile({ url: 'https://files.example/a.png' }) },
    });
    expect(fake.requests[0]?.path).toBe('/v1/predictions');
    expect(JSON.parse(fake.requests[0]?.body.toString() ?? '{}')).toEqual({
      version,
      input: { prompt: 'x', image: 'https://files.example/a.png' },
    });
    await fake.complete(requestId);
    expect((await failure(provider().submit({ tool: 'x', model: 'not a model', input: {}, files: {} }))).kind).toBe(
      'invalid-input',
    );
  });

  it('answers in the create call with Prefer: wait when the model is quick', async () => {
    fake.state.autoAdvance = true;
    fake.state.startMs = 10;
    fake.state.runMs = 20;
    const submission = await provider({ waitSeconds: 5 }).submit({
      tool: 'text-to-music',
      model: 'meta/musicgen',
      input: { prompt: 'santur and tombak', duration: 12 },
      files: {},
    });
    expect(fake.requests[0]?.headers.prefer).toBe('wait=5');
    expect(submission.done).toBe(true);
    if (!submission.done) return;
    expect(submission.outputs).toHaveLength(1);
    expect(submission.outputs[0]?.mime).toBe('audio/mpeg');
  });

  it('reports a failed prediction in the status and as a non-retryable error from result', async () => {
    fake.setMode('fail');
    const replicate = provider();
    const { requestId } = await created(flux, replicate);
    await fake.complete(requestId);
    const status = await replicate.status(requestId);
    expect(status.state).toBe('failed');
    expect(status.error).toMatchObject({ kind: 'server', retryable: false });
    const error = await failure(replicate.result(requestId), [TOKEN]);
    expect(error.message).toContain('CUDA out of memory');
  });

  it('maps an NSFW failure to moderation, never retried', async () => {
    fake.setMode('moderation');
    const replicate = provider();
    const { requestId } = await created(flux, replicate);
    await fake.complete(requestId);
    let calls = 0;
    const error = await failure(
      withRetries(
        () => {
          calls += 1;
          return replicate.result(requestId);
        },
        { attempts: 4, baseMs: 1, sleep: async () => {} },
      ),
    );
    expect(error).toMatchObject({ kind: 'moderation', retryable: false });
    expect(calls).toBe(1);
  });

  it('maps a 422 problem to invalid-input', async () => {
    fake.setMode('invalid');
    const error = await failure(provider().submit(flux));
    expect(error).toMatchObject({
      kind: 'invalid-input',
      retryable: false,
      httpStatus: 422,
      providerCode: 'Input validation failed',
    });
  });

  it('retries a throttled create after Retry-After, then succeeds', async () => {
    fake.setMode('rate-limit-once');
    const recorder = recordingSleep();
    const { requestId } = await created(flux, provider({ retry: { sleep: recorder.sleep } }));
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(recorder.waits[0]).toBeGreaterThanOrEqual(1_000);
    await fake.complete(requestId);
  });

  it('retries a read on 5xx and ends with a retryable server error; a create is sent once', async () => {
    const recorder = recordingSleep();
    const replicate = provider({ retry: { sleep: recorder.sleep, attempts: 3 } });
    const { requestId } = await created(flux, replicate);
    fake.setMode('server-error');
    fake.requests.length = 0;
    const error = await failure(replicate.status(requestId));
    expect(error).toMatchObject({ kind: 'server', retryable: true, httpStatus: 500 });
    expect(fake.requests).toHaveLength(3);
    expect(recorder.waits).toHaveLength(2);
    fake.requests.length = 0;
    await failure(replicate.submit(flux));
    expect(fake.requests).toHaveLength(1);
    fake.setMode('normal');
    await fake.complete(requestId);
  });

  it('cancels a running prediction; a finished one is already done', async () => {
    const replicate = provider();
    const running = await created(flux, replicate);
    await fake.advance(running.requestId);
    expect(await replicate.cancel(running.requestId)).toBe('requested');
    expect(fake.predictions.get(running.requestId)?.status).toBe('canceled');
    expect((await replicate.status(running.requestId)).state).toBe('failed');
    const done = await created(flux, replicate);
    await fake.complete(done.requestId);
    expect(await replicate.cancel(done.requestId)).toBe('already-done');
  });

  it('verifies a Standard Webhooks delivery and parses a replay to the same prediction', async () => {
    const sink = await startWebhookSink();
    try {
      const replicate = provider();
      const { requestId } = await created({ ...flux, webhookUrl: sink.url }, replicate);
      await fake.complete(requestId);
      const delivery = await sink.next();
      expect(String(delivery.headers['webhook-signature'])).toMatch(/^v1,/);
      const event = await replicate.verifyWebhook({ headers: delivery.headers, rawBody: delivery.rawBody });
      expect(event).toMatchObject({ requestId, state: 'completed', ok: true });
      expect(event.outputs).toHaveLength(2);
      const replay = await replicate.verifyWebhook({ headers: delivery.headers, rawBody: delivery.rawBody });
      expect(replay).toEqual(event);
      // Only the `completed` event was asked for: no `start` delivery came.
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it('reads the signing secret from the API when none is configured', async () => {
    const replicate = provider({ webhookSecret: undefined });
    const body = JSON.stringify({ id: 'abc123', status: 'failed', error: 'NSFW content detected.' });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signStandardWebhook(SECRET, 'msg_1', timestamp, body),
    };
    const event = await replicate.verifyWebhook({ headers, rawBody: body });
    expect(event).toMatchObject({ requestId: 'abc123', state: 'failed', ok: false });
    expect(event.error?.kind).toBe('moderation');
    expect(fake.requests.some((r) => r.path === '/v1/webhooks/default/secret')).toBe(true);
  });

  it('refuses a bad signature, a changed body, a stale timestamp; accepts any v1 entry while rotating', async () => {
    let clock = Date.now();
    const replicate = provider({ now: () => clock });
    const body = JSON.stringify({
      id: 'def456',
      status: 'succeeded',
      output: ['https://replicate.delivery/x/out.png'],
    });
    const timestamp = Math.floor(clock / 1000);
    const good = signStandardWebhook(SECRET, 'msg_2', timestamp, body);
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(timestamp), 'webhook-signature': good };

    const other = signStandardWebhook(
      `whsec_${Buffer.from('another-key-another-key-another!').toString('base64')}`,
      'msg_2',
      timestamp,
      body,
    );
    expect(
      (await failure(replicate.verifyWebhook({ headers: { ...headers, 'webhook-signature': other }, rawBody: body })))
        .kind,
    ).toBe('auth');
    expect((await failure(replicate.verifyWebhook({ headers, rawBody: body.replace('def456', 'zzz999') }))).kind).toBe(
      'auth',
    );
    expect(
      (await failure(replicate.verifyWebhook({ headers: { ...headers, 'webhook-id': 'msg_3' }, rawBody: body }))).kind,
    ).toBe('auth');

    const rotating = { ...headers, 'webhook-signature': `${other} v1,${'A'.repeat(43)}= ${good}` };
    expect((await replicate.verifyWebhook({ headers: rotating, rawBody: body })).requestId).toBe('def456');

    clock += 301_000;
    const stale = await failure(replicate.verifyWebhook({ headers, rawBody: body }));
    expect(stale).toMatchObject({ kind: 'auth', retryable: false });
    expect(stale.message).toMatch(/timestamp/);
    expect(stale.message).not.toContain(SECRET);
  });

  it('reports an expired output URL, and removed outputs, as not-found', async () => {
    const replicate = provider();
    const { requestId } = await created(flux, replicate);
    await fake.complete(requestId);
    const [output] = await replicate.result(requestId);
    fake.expireOutputs();
    const download = await failure(replicate.download(output ?? { mime: '' }));
    expect(download).toMatchObject({ kind: 'not-found', retryable: false, httpStatus: 404 });
    const removed = await failure(replicate.result(requestId));
    expect(removed).toMatchObject({ kind: 'not-found', retryable: false });
  });

  it('maps a wrong token to auth without echoing it', async () => {
    const wrong = 'r8_wrong_SECRET_999';
    const error = await failure(provider({ token: wrong }).submit(flux), [wrong]);
    expect(error).toMatchObject({ kind: 'auth', retryable: false, httpStatus: 401, providerCode: 'Unauthenticated' });
  });

  it('gives object and data: URI outputs from the fake', async () => {
    const replicate = provider();
    fake.state.outputShape = 'data-uri';
    const inline = await created(flux, replicate);
    await fake.complete(inline.requestId);
    const [png] = await replicate.result(inline.requestId);
    expect(png?.mime).toBe('image/png');
    expect(png?.data?.subarray(1, 4).toString()).toBe('PNG');
    fake.state.outputShape = 'object';
    const mesh = await created(
      {
        tool: 'image-to-3d',
        model: 'firtoz/trellis',
        input: {},
        files: { image: inputFile({ url: 'https://f/a.png' }) },
      },
      replicate,
    );
    await fake.complete(mesh.requestId);
    expect((await replicate.result(mesh.requestId)).map((o) => o.mime)).toEqual(['model/gltf-binary']);
  });
});

describe('Replicate output normalisation', () => {
  it('reads a string, an array, an object (nested) and data: URIs; skips text', () => {
    expect(replicateOutputs('https://replicate.delivery/a/out.mp3')).toEqual([
      { mime: 'audio/mpeg', url: 'https://replicate.delivery/a/out.mp3' },
    ]);
    expect(replicateOutputs(['https://r.d/1.webp', 'https://r.d/2.webp']).map((o) => o.mime)).toEqual([
      'image/webp',
      'image/webp',
    ]);
    expect(
      replicateOutputs({
        mesh: 'https://r.d/m.glb',
        video: 'https://r.d/v.mp4',
        caption: 'a chair',
        nested: { usdz: 'https://r.d/m.usdz' },
      }).map((o) => o.mime),
    ).toEqual(['model/gltf-binary', 'video/mp4', 'model/vnd.usdz+zip']);
    const [inline] = replicateOutputs('data:audio/wav;base64,UklGRg==');
    expect(inline).toMatchObject({ mime: 'audio/wav' });
    expect(inline?.data?.toString()).toBe('RIFF');
    expect(() => replicateOutputs('just text')).toThrow(ProviderError);
    expect(progressFromLogs('  0%|  | 0/28\n 35%|███ | 10/28\n')).toBe(0.35);
    expect(progressFromLogs(undefined)).toBeUndefined();
  });
});
