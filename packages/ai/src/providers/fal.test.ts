import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { ProviderError } from './errors';
import { tinyPng } from './fake-assets';
import { startWebhookSink } from './fake-http';
import { createFalProvider, falOutputs, type FalProviderOptions } from './fal';
import { expandCanvas } from './fal-inputs';
import { startFalFake, type FalFake } from './fal-fake';
import { withRetries } from './retry';
import { bytesOf, failure, inputFile, recordingSleep } from './test-helpers';
import type { ProviderJob } from './types';

const KEY = 'fal-key-id-1234:fal-SECRET-9f8e7d6c5b4a';

let fake: FalFake;

beforeAll(async () => {
  fake = await startFalFake({ keys: [KEY], autoAdvance: false, slowMs: 1_000 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('normal');
  fake.requests.length = 0;
  fake.state.now = Date.now;
});

function provider(overrides: Partial<FalProviderOptions> = {}) {
  const { sleep } = recordingSleep();
  return createFalProvider({
    key: KEY,
    queueBase: fake.baseUrl,
    jwksUrl: fake.jwksUrl,
    timeoutMs: 2_000,
    retry: { sleep },
    ...overrides,
  });
}

function textToImage(overrides: Partial<ProviderJob> = {}): ProviderJob {
  return {
    tool: 'text-to-image',
    model: 'fal-ai/flux/dev',
    input: { prompt: 'a cat on a Persian rug', aspectRatio: '16:9', style: 'photo', count: 2 },
    files: {},
    seed: 1234,
    ...overrides,
  };
}

async function submitted(job: ProviderJob, fal = provider()) {
  const submission = await fal.submit(job);
  if (submission.done) throw new Error('fal is asynchronous');
  return submission;
}

describe('fal queue adapter against the local fake', () => {
  it('submits with the contract headers, follows the returned URLs and normalises the images', async () => {
    const fal = provider({ storeIO: false, startTimeoutSeconds: 120, objectTtlSeconds: 3600 });
    const { requestId, handle } = await submitted(textToImage(), fal);
    const post = fake.requests[0];
    expect(post?.method).toBe('POST');
    expect(post?.path).toBe('/fal-ai/flux/dev');
    expect(post?.headers.authorization).toBe(`Key ${KEY}`);
    expect(post?.headers['x-fal-store-io']).toBe('0');
    expect(post?.headers['x-fal-request-timeout']).toBe('120');
    expect(JSON.parse(String(post?.headers['x-fal-object-lifecycle-preference']))).toEqual({
      expiration_duration_seconds: 3600,
    });
    expect(JSON.parse(post?.body.toString() ?? '{}')).toEqual({
      prompt: 'a cat on a Persian rug, photorealistic photograph',
      image_size: 'landscape_16_9',
      num_images: 2,
      seed: 1234,
      enable_safety_checker: true,
    });
    // The queue URLs name the app without the model's sub-path (/dev).
    expect(handle).toEqual({
      model: 'fal-ai/flux/dev',
      statusUrl: `${fake.baseUrl}/fal-ai/flux/requests/${requestId}/status`,
      responseUrl: `${fake.baseUrl}/fal-ai/flux/requests/${requestId}`,
      cancelUrl: `${fake.baseUrl}/fal-ai/flux/requests/${requestId}/cancel`,
    });

    await fake.complete(requestId);
    expect(await fal.status(requestId)).toEqual({ state: 'completed' });
    const outputs = await fal.result(requestId);
    expect(outputs).toHaveLength(2);
    expect(outputs[0]).toMatchObject({ mime: 'image/png', width: 16, height: 16 });
    expect(outputs[0]?.url).toMatch(new RegExp(`^${fake.baseUrl}/files/`));
    const bytes = await bytesOf(fal.download(outputs[0] ?? { mime: '' }));
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /fal-ai/flux/dev',
      `GET /fal-ai/flux/requests/${requestId}/status`,
      `GET /fal-ai/flux/requests/${requestId}`,
    ]);
  });

  it('reports queued (with the position) → running → completed', async () => {
    const fal = provider();
    const first = await submitted(textToImage(), fal);
    const second = await submitted(textToImage(), fal);
    expect(await fal.status(first.requestId, first.handle)).toEqual({ state: 'queued', queuePosition: 0 });
    expect(await fal.status(second.requestId, second.handle)).toEqual({ state: 'queued', queuePosition: 1 });
    await fake.advance(first.requestId);
    expect(await fal.status(first.requestId, first.handle)).toEqual({ state: 'running' });
    expect(await fal.status(second.requestId, second.handle)).toEqual({ state: 'queued', queuePosition: 0 });
    await fake.advance(first.requestId);
    expect(await fal.status(first.requestId, first.handle)).toEqual({ state: 'completed' });
    await fake.complete(second.requestId);
  });

  it('moves jobs on its own timers when auto-advance is on (the dev mode)', async () => {
    Object.assign(fake.state, { autoAdvance: true, queueMs: 10, runMs: 20 });
    try {
      const fal = provider();
      const { requestId } = await submitted(textToImage(), fal);
      const seen = new Set<string>();
      for (let i = 0; i < 200 && !seen.has('completed'); i++) {
        seen.add((await fal.status(requestId)).state);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(seen.has('completed')).toBe(true);
      expect(await fal.result(requestId)).toHaveLength(2);
    } finally {
      fake.state.autoAdvance = false;
    }
  });

  it('finds a request again in another process from the stored handle, or from the model alone', async () => {
    const { requestId, handle } = await submitted(textToImage());
    await fake.complete(requestId);
    const restarted = provider();
    expect(await restarted.status(requestId, handle)).toEqual({ state: 'completed' });
    expect(await restarted.result(requestId, { model: 'fal-ai/flux/dev' })).toHaveLength(2);
    expect((await failure(restarted.status(requestId))).kind).toBe('not-found');
    // A handle pointing elsewhere never receives our key.
    const foreign = { model: 'fal-ai/flux/dev', statusUrl: 'https://evil.example/steal' };
    expect(await restarted.status(requestId, foreign)).toEqual({ state: 'completed' });
  });

  it('maps a model failure to a server error that fal marked not retryable', async () => {
    fake.setMode('fail');
    const fal = provider();
    const { requestId } = await submitted(textToImage(), fal);
    await fake.complete(requestId);
    const error = await failure(fal.result(requestId), [KEY]);
    expect(error).toMatchObject({
      kind: 'server',
      retryable: false,
      httpStatus: 500,
      providerCode: 'runner_disconnected',
    });
  });

  it('maps a 422 validation detail to invalid-input', async () => {
    fake.setMode('invalid');
    const fal = provider();
    const { requestId } = await submitted(textToImage(), fal);
    await fake.complete(requestId);
    const error = await failure(fal.result(requestId));
    expect(error).toMatchObject({ kind: 'invalid-input', retryable: false, providerCode: 'file_download_error' });
    expect(error.message).toContain('Failed to download the file');
  });

  it('refuses an all-flagged result as moderation, and withRetries does not try it again', async () => {
    fake.setMode('moderation');
    const fal = provider();
    const { requestId } = await submitted(textToImage(), fal);
    await fake.complete(requestId);
    let calls = 0;
    const error = await failure(
      withRetries(
        () => {
          calls += 1;
          return fal.result(requestId);
        },
        { attempts: 5, baseMs: 1, sleep: async () => {} },
      ),
    );
    expect(error).toMatchObject({ kind: 'moderation', retryable: false });
    expect(calls).toBe(1);
  });

  it('maps a content_policy_violation of a video model to moderation', async () => {
    fake.setMode('moderation');
    const fal = provider();
    const { requestId } = await submitted(
      {
        tool: 'text-to-video',
        model: 'fal-ai/kling-video/v2.1/master/text-to-video',
        input: { prompt: 'something refused', duration: 5, aspectRatio: '16:9' },
        files: {},
      },
      fal,
    );
    await fake.complete(requestId);
    const error = await failure(fal.result(requestId));
    expect(error).toMatchObject({ kind: 'moderation', retryable: false, providerCode: 'content_policy_violation' });
  });

  it('retries a rate-limited submit after the Retry-After, then succeeds', async () => {
    fake.setMode('rate-limit-once');
    const recorder = recordingSleep();
    const fal = provider({ retry: { sleep: recorder.sleep, baseMs: 100 } });
    const { requestId } = await submitted(textToImage(), fal);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(recorder.waits).toHaveLength(1);
    expect(recorder.waits[0]).toBeGreaterThanOrEqual(1_000);
    await fake.complete(requestId);
  });

  it('gives up on a 429 after the attempts, as a retryable rate-limited error with the wait', async () => {
    fake.state.rateLimits = 5;
    const recorder = recordingSleep();
    const error = await failure(provider({ retry: { sleep: recorder.sleep, attempts: 3 } }).submit(textToImage()));
    expect(error).toMatchObject({ kind: 'rate-limited', retryable: true, retryAfterMs: 1_000, httpStatus: 429 });
    expect(recorder.waits).toHaveLength(2);
    fake.state.rateLimits = 0;
  });

  it('retries reads on 5xx with backoff and reports a retryable server error in the end', async () => {
    const recorder = recordingSleep();
    const fal = provider({ retry: { sleep: recorder.sleep, attempts: 3, baseMs: 200, random: () => 0.5 } });
    const { requestId } = await submitted(textToImage(), fal);
    fake.setMode('server-error');
    const error = await failure(fal.status(requestId));
    expect(error).toMatchObject({ kind: 'server', retryable: true, httpStatus: 500 });
    expect(recorder.waits).toEqual([100, 200]);
    // A 5xx on submit may mean the request was queued: it is not resubmitted by the adapter.
    fake.requests.length = 0;
    await failure(fal.submit(textToImage()));
    expect(fake.requests).toHaveLength(1);
    fake.setMode('normal');
    await fake.complete(requestId);
  });

  it('times out a slow answer as a retryable timeout', async () => {
    fake.setMode('slow');
    const error = await failure(provider({ timeoutMs: 200, retry: { attempts: 1 } }).submit(textToImage()));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(error.message).toMatch(/200 ms/);
  });

  it('cancels a queued request, and says already-done for a finished one', async () => {
    const fal = provider();
    const queued = await submitted(textToImage(), fal);
    expect(await fal.cancel(queued.requestId)).toBe('requested');
    expect(fake.requests.at(-1)?.method).toBe('PUT');
    const finished = await submitted(textToImage(), fal);
    await fake.complete(finished.requestId);
    expect(await fal.cancel(finished.requestId)).toBe('already-done');
  });

  it('verifies a signed webhook, caches the JWKS, and parses a replay to the same request', async () => {
    const sink = await startWebhookSink();
    try {
      const fal = provider();
      const { requestId } = await submitted(textToImage({ webhookUrl: sink.url }), fal);
      expect(fake.requests[0]?.query.get('fal_webhook')).toBe(sink.url);
      await fake.complete(requestId);
      const delivery = await sink.next();
      const jwksBefore = fake.state.jwksRequests;
      const event = await fal.verifyWebhook({ headers: delivery.headers, rawBody: delivery.rawBody });
      expect(event).toMatchObject({ requestId, state: 'completed', ok: true });
      expect(event.outputs).toHaveLength(2);
      expect(event.outputs?.[0]?.mime).toBe('image/png');

      const replay = await fal.verifyWebhook({ headers: delivery.headers, rawBody: delivery.rawBody });
      expect(replay.requestId).toBe(requestId);
      expect(replay).toEqual(event);
      expect(fake.state.jwksRequests - jwksBefore).toBeLessThanOrEqual(1);
    } finally {
      await sink.close();
    }
  });

  it('refuses a webhook whose body or signature was changed, or whose headers are missing', async () => {
    const fal = provider();
    const body = JSON.stringify({
      request_id: 'req-1',
      gateway_request_id: 'req-1',
      status: 'OK',
      payload: { images: [] },
    });
    const headers = fake.signWebhook('req-1', body);
    const tampered = body.replace('"OK"', '"ok"');
    expect((await failure(fal.verifyWebhook({ headers, rawBody: tampered }))).kind).toBe('auth');
    const badSignature = { ...headers, 'x-fal-webhook-signature': '0'.repeat(128) };
    expect((await failure(fal.verifyWebhook({ headers: badSignature, rawBody: body }))).kind).toBe('auth');
    const otherId = fake.signWebhook('req-2', body);
    const error = await failure(fal.verifyWebhook({ headers: otherId, rawBody: body }));
    expect(error).toMatchObject({ kind: 'auth', retryable: false });
    expect((await failure(fal.verifyWebhook({ headers: {}, rawBody: body }))).kind).toBe('auth');
  });

  it('refuses a stale or future timestamp (±300 s), with an injectable clock', async () => {
    let clock = Date.now();
    const fal = provider({ now: () => clock });
    const body = JSON.stringify({
      request_id: 'req-3',
      gateway_request_id: 'req-3',
      status: 'OK',
      payload: { images: [] },
    });
    const headers = fake.signWebhook('req-3', body, Math.floor(clock / 1000));
    clock += 301_000;
    const stale = await failure(fal.verifyWebhook({ headers, rawBody: body }));
    expect(stale.kind).toBe('auth');
    expect(stale.message).toMatch(/timestamp/);
    clock -= 602_000;
    expect((await failure(fal.verifyWebhook({ headers, rawBody: body }))).kind).toBe('auth');
    clock += 301_000 + 299_000;
    // Within the window again: verifies (and the empty image list is then a failed event, not a throw).
    const event = await fal.verifyWebhook({ headers, rawBody: body });
    expect(event.requestId).toBe('req-3');
  });

  it('fetches the JWKS again after 24 hours', async () => {
    let clock = Date.now();
    const fal = provider({ now: () => clock });
    const hook = (id: string) => {
      const body = JSON.stringify({
        request_id: id,
        status: 'OK',
        payload: { video: { url: 'https://cdn.example/v.mp4' } },
      });
      return { headers: fake.signWebhook(id, body, Math.floor(clock / 1000)), rawBody: body };
    };
    const before = fake.state.jwksRequests;
    await fal.verifyWebhook(hook('a'));
    await fal.verifyWebhook(hook('b'));
    expect(fake.state.jwksRequests - before).toBe(1);
    clock += 24 * 60 * 60 * 1000 + 1;
    const event = await fal.verifyWebhook(hook('c'));
    expect(event.outputs).toEqual([{ mime: 'video/mp4', url: 'https://cdn.example/v.mp4' }]);
    expect(fake.state.jwksRequests - before).toBe(2);
  });

  it('turns an ERROR webhook into a failed event of the right kind', async () => {
    fake.setMode('content-policy');
    const sink = await startWebhookSink();
    try {
      const fal = provider();
      const { requestId } = await submitted(textToImage({ webhookUrl: sink.url }), fal);
      await fake.complete(requestId);
      const delivery = await sink.next();
      const event = await fal.verifyWebhook({ headers: delivery.headers, rawBody: delivery.rawBody });
      expect(event).toMatchObject({ requestId, state: 'failed', ok: false });
      expect(event.error).toMatchObject({ kind: 'moderation', retryable: false, httpStatus: 422 });
    } finally {
      await sink.close();
    }
  });

  it('reports an expired provider URL as not-found (not retried)', async () => {
    const fal = provider();
    const { requestId } = await submitted(textToImage(), fal);
    await fake.complete(requestId);
    const [output] = await fal.result(requestId);
    fake.expireOutputs();
    const error = await failure(fal.download(output ?? { mime: '' }));
    expect(error).toMatchObject({ kind: 'not-found', retryable: false, httpStatus: 404 });
    expect(error.message).toMatch(/expired/);
  });

  it('maps a wrong key to auth and keeps the key out of errors, even from a leaky fetch', async () => {
    const wrong = 'wrong-id:wrong-SECRET-0000';
    const error = await failure(provider({ key: wrong }).submit(textToImage()), [wrong, 'wrong-SECRET-0000']);
    expect(error).toMatchObject({ kind: 'auth', retryable: false, httpStatus: 401 });
    const leaky: typeof fetch = async (_input, init) => {
      const headers = new Headers(init?.headers);
      throw new TypeError(`fetch failed (${headers.get('authorization')})`, {
        cause: new Error(`connect ECONNREFUSED with ${headers.get('authorization')}`),
      });
    };
    const network = await failure(provider({ fetch: leaky, retry: { attempts: 1 } }).submit(textToImage()), [
      KEY,
      'fal-SECRET-9f8e7d6c5b4a',
    ]);
    expect(network).toMatchObject({ kind: 'network', retryable: true });
  });
});

describe('fal input mapping', () => {
  const image = inputFile({ url: 'https://files.rassam.example/signed/person.png' });
  const garment = inputFile({ id: 'g', url: 'https://files.rassam.example/signed/shirt.png' });

  async function sentFor(job: ProviderJob) {
    fake.requests.length = 0;
    const { requestId } = await submitted(job);
    await fake.complete(requestId);
    const post = fake.requests[0];
    return { path: post?.path, input: JSON.parse(post?.body.toString() ?? '{}') as Record<string, unknown> };
  }

  it('kling: duration as "5"/"10", and the image variant with image_url when an image is given', async () => {
    const text = await sentFor({
      tool: 'kling-ai',
      model: 'fal-ai/kling-video/v2.1/master/text-to-video',
      input: { prompt: 'waves', duration: 10, aspectRatio: '9:16', negativePrompt: 'blur' },
      files: {},
    });
    expect(text).toEqual({
      path: '/fal-ai/kling-video/v2.1/master/text-to-video',
      input: { prompt: 'waves', aspect_ratio: '9:16', duration: '10', negative_prompt: 'blur' },
    });
    const withImage = await sentFor({
      tool: 'kling-ai',
      model: 'fal-ai/kling-video/v2.1/master/text-to-video',
      input: { prompt: 'waves', duration: 5, aspectRatio: '16:9' },
      files: { image },
    });
    expect(withImage).toEqual({
      path: '/fal-ai/kling-video/v2.1/master/image-to-video',
      input: { prompt: 'waves', image_url: 'https://files.rassam.example/signed/person.png', duration: '5' },
    });
  });

  it('luma and veo: "5s"-style durations; veo refuses 1:1 before sending', async () => {
    const luma = await sentFor({
      tool: 'luma-ai',
      model: 'fal-ai/luma-dream-machine/ray-2',
      input: { prompt: 'a desert', duration: 9, aspectRatio: '16:9' },
      files: {},
    });
    expect(luma.input).toEqual({ prompt: 'a desert', aspect_ratio: '16:9', duration: '9s' });
    fake.requests.length = 0;
    const error = await failure(
      provider().submit({
        tool: 'veo-google',
        model: 'fal-ai/veo3.1',
        input: { prompt: 'x y z', duration: 8, aspectRatio: '1:1' },
        files: {},
      }),
    );
    expect(error.kind).toBe('invalid-input');
    expect(fake.requests).toHaveLength(0);
  });

  it('fashn try-on: model_image, garment_image and category', async () => {
    const sent = await sentFor({
      tool: 'image-to-tryon',
      model: 'fal-ai/fashn/tryon/v1.6',
      input: { garmentKind: 'one-pieces', seed: 7 },
      files: { image, garment },
    });
    expect(sent.input).toEqual({
      model_image: 'https://files.rassam.example/signed/person.png',
      garment_image: 'https://files.rassam.example/signed/shirt.png',
      category: 'one-pieces',
      seed: 7,
    });
  });

  it('nano-banana: the edit endpoint with image_urls when pictures are given; data URIs without a signed URL', async () => {
    const local = inputFile({ id: 'local', data: tinyPng(2, 2) });
    const sent = await sentFor({
      tool: 'nano-banana',
      model: 'fal-ai/nano-banana',
      input: { prompt: 'combine them', aspectRatio: '1:1' },
      files: { images: [image, local] },
    });
    expect(sent.path).toBe('/fal-ai/nano-banana/edit');
    const urls = sent.input.image_urls as string[];
    expect(urls[0]).toBe('https://files.rassam.example/signed/person.png');
    expect(urls[1]).toMatch(/^data:image\/png;base64,/);
    const plain = await sentFor({
      tool: 'nano-banana',
      model: 'fal-ai/nano-banana',
      input: { prompt: 'a cat' },
      files: { images: [] },
    });
    expect(plain.path).toBe('/fal-ai/nano-banana');
  });

  it('bria expand: the canvas from the image size, the margins and the ratio', async () => {
    const sent = await sentFor({
      tool: 'image-expand',
      model: 'fal-ai/bria/expand',
      input: { left: 10, right: 0, top: 0, bottom: 0, aspectRatio: '1:1' },
      files: { image },
    });
    // 40×30 + 10 px on the left = 50×30, grown to 50×50 evenly above and below.
    expect(sent.input).toMatchObject({
      canvas_size: [50, 50],
      original_image_size: [40, 30],
      original_image_location: [10, 10],
    });
    expect(expandCanvas({ width: 100, height: 100 }, { left: 0, right: 0, top: 0, bottom: 0 }, '16:9')).toEqual({
      canvas_size: [178, 100],
      original_image_size: [100, 100],
      original_image_location: [39, 0],
    });
  });

  it('refuses a mask on kontext and a missing file before sending anything', async () => {
    fake.requests.length = 0;
    const masked = await failure(
      provider().submit({
        tool: 'image-modify',
        model: 'fal-ai/flux-pro/kontext',
        input: { prompt: 'a hat' },
        files: { image, mask: image },
      }),
    );
    expect(masked.kind).toBe('invalid-input');
    const missing = await failure(
      provider().submit({ tool: 'upscale', model: 'fal-ai/esrgan', input: { factor: 4 }, files: {} }),
    );
    expect(missing.kind).toBe('invalid-input');
    expect(fake.requests).toHaveLength(0);
  });

  it('maps the other routed tools by the table (and unknown models generically)', async () => {
    const cases: [ProviderJob, Record<string, unknown>][] = [
      [{ tool: 'upscale', model: 'fal-ai/esrgan', input: { factor: 4 }, files: { image } }, { scale: 4 }],
      [{ tool: 'remove-bg', model: 'fal-ai/birefnet/v2', input: {}, files: { image } }, { output_format: 'png' }],
      [
        { tool: 'remove-object', model: 'fal-ai/object-removal/mask', input: {}, files: { image, mask: garment } },
        { mask_url: 'https://files.rassam.example/signed/shirt.png' },
      ],
      [
        {
          tool: 'text-to-music',
          model: 'fal-ai/stable-audio',
          input: { prompt: 'calm santur', duration: 30 },
          files: {},
        },
        { seconds_total: 30 },
      ],
      [
        {
          tool: 'text-to-speech',
          model: 'fal-ai/elevenlabs/tts/multilingual-v2',
          input: { text: 'سلام', voice: 'fa-male', speed: 2 },
          files: {},
        },
        { text: 'سلام', voice: 'Brian', speed: 1.2 },
      ],
      [{ tool: 'image-to-3d', model: 'fal-ai/trellis', input: {}, files: { image }, seed: 9 }, { seed: 9 }],
      [
        {
          tool: 'image-to-decor',
          model: 'fal-ai/flux-pro/kontext',
          input: { style: 'persian', roomType: 'living-room' },
          files: { image },
        },
        { safety_tolerance: '2' },
      ],
      [
        {
          tool: 'custom',
          model: 'fal-ai/some-new-model',
          input: { prompt: 'x', negativePrompt: 'y' },
          files: { startImage: image },
          seed: 3,
        },
        {
          prompt: 'x',
          negative_prompt: 'y',
          start_image_url: 'https://files.rassam.example/signed/person.png',
          seed: 3,
        },
      ],
    ];
    for (const [job, expected] of cases) {
      const sent = await sentFor(job);
      expect(sent.input).toMatchObject(expected);
    }
  });
});

describe('fal output normalisation', () => {
  it('reads video, audio_file, model_mesh, model_glb with model_urls.usdz, and data: URIs', () => {
    expect(
      falOutputs({ video: { url: 'https://v3.fal.media/files/x/out.mp4', content_type: 'application/octet-stream' } }),
    ).toEqual([{ mime: 'video/mp4', url: 'https://v3.fal.media/files/x/out.mp4' }]);
    expect(falOutputs({ audio_file: { url: 'https://v3.fal.media/a/out.wav', file_name: 'out.wav' } })).toEqual([
      { mime: 'audio/wav', url: 'https://v3.fal.media/a/out.wav' },
    ]);
    expect(falOutputs({ model_mesh: { url: 'https://v3.fal.media/m/mesh.glb' } })[0]?.mime).toBe('model/gltf-binary');
    const both = falOutputs({
      model_glb: { url: 'https://cdn/m.glb' },
      model_urls: { glb: { url: 'https://cdn/m.glb' }, usdz: { url: 'https://cdn/m.usdz' } },
    });
    expect(both.map((o) => o.mime)).toEqual(['model/gltf-binary', 'model/vnd.usdz+zip']);
    const png = tinyPng(2, 2);
    const [inline] = falOutputs({ image: { url: `data:image/png;base64,${png.toString('base64')}` } });
    expect(inline?.data?.equals(png)).toBe(true);
    const some = falOutputs({
      images: [{ url: 'https://cdn/1.png' }, { url: 'https://cdn/2.png' }],
      has_nsfw_concepts: [true, false],
    });
    expect(some.map((o) => o.url)).toEqual(['https://cdn/2.png']);
    expect(() => falOutputs({ seed: 1 })).toThrow(ProviderError);
  });
});
