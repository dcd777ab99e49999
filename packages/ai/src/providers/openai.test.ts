import sharp from 'sharp';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { tinyPng } from './fake-assets';
import { createOpenAIProvider, type OpenAIProviderOptions } from './openai';
import { splitText } from './openai-media';
import { startOpenAIFake, type OpenAIFake } from './openai-fake';
import { withRetries } from './retry';
import { bytesOf, failure, inputFile, recordingSleep } from './test-helpers';
import type { ProviderJob } from './types';

const KEY = 'sk-proj-SECRET-abcdef0123456789';

let fake: OpenAIFake;

beforeAll(async () => {
  fake = await startOpenAIFake({ keys: [KEY], slowMs: 1_000 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('normal');
  fake.requests.length = 0;
});

function provider(overrides: Partial<OpenAIProviderOptions> = {}) {
  return createOpenAIProvider({
    apiKey: KEY,
    baseUrl: fake.baseUrl,
    timeoutMs: 5_000,
    retry: { sleep: async () => {} },
    ...overrides,
  });
}

const generation: ProviderJob = {
  tool: 'text-to-image',
  model: 'gpt-image-1',
  input: { prompt: 'a tea house in Yazd', aspectRatio: '16:9', style: 'painting', count: 2, negativePrompt: 'text' },
  files: {},
};

async function outputsOf(job: ProviderJob, openai = provider()) {
  const submission = await openai.submit(job);
  if (!submission.done) throw new Error('OpenAI is synchronous');
  return submission;
}

describe('OpenAI adapter against the local fake', () => {
  it('generates images: one synchronous call, base64 decoded to PNG bytes', async () => {
    const { outputs, requestId } = await outputsOf(generation);
    expect(requestId).toMatch(/^req_/);
    expect(outputs).toHaveLength(2);
    expect(outputs[0]?.mime).toBe('image/png');
    expect(outputs[0]?.data?.subarray(1, 4).toString()).toBe('PNG');
    const sent = fake.requests[0];
    expect(sent?.path).toBe('/v1/images/generations');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(sent?.body.toString() ?? '{}')).toEqual({
      model: 'gpt-image-1',
      prompt: 'a tea house in Yazd Style: an oil painting. Avoid: text.',
      n: 2,
      size: '1536x1024',
      quality: 'auto',
      output_format: 'png',
      moderation: 'auto',
    });
    expect(await bytesOf(provider().download(outputs[0] ?? { mime: '' }))).toEqual(outputs[0]?.data);
  });

  it('is synchronous: done at submit, with nothing to poll, cancel or receive', async () => {
    const openai = provider();
    expect(openai.mode).toBe('sync');
    expect((await failure(openai.status('x'))).kind).toBe('not-found');
    expect((await failure(openai.result('x'))).kind).toBe('not-found');
    expect((await failure(openai.cancel('x'))).kind).toBe('not-found');
    const refused = await failure(openai.verifyWebhook({ headers: { 'webhook-id': 'msg_1' }, rawBody: '{}' }));
    expect(refused).toMatchObject({ kind: 'auth', retryable: false });
  });

  it('edits with a mask: multipart, and our white-on-black strokes become alpha 0 at the image size', async () => {
    const photo = tinyPng(32, 24, [200, 180, 160, 255]);
    // A 16×12 mask (half size) painted white in its left half.
    const mask = tinyPng(16, 12, [0, 0, 0, 255], (x) => (x < 8 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    const { outputs } = await outputsOf({
      tool: 'image-modify',
      model: 'gpt-image-1',
      input: { prompt: 'put a blue dome here' },
      files: { image: inputFile({ data: photo }), mask: inputFile({ id: 'm', data: mask }) },
    });
    expect(outputs[0]?.mime).toBe('image/png');
    const form = fake.requests[0]?.form;
    expect(fake.requests[0]?.path).toBe('/v1/images/edits');
    expect(form?.fields).toMatchObject({ model: 'gpt-image-1', prompt: 'put a blue dome here', n: '1' });
    expect(form?.files.image?.data.equals(photo)).toBe(true);
    const sentMask = form?.files.mask;
    expect(sentMask?.type).toBe('image/png');
    const { data, info } = await sharp(sentMask?.data).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([32, 24, 4]);
    const alpha = (x: number, y: number) => data[(y * 32 + x) * 4 + 3];
    expect(alpha(2, 5)).toBe(0); // painted: edit here
    expect(alpha(28, 5)).toBe(255); // not painted: keep
  });

  it('edits without a mask send the image alone', async () => {
    await outputsOf({
      tool: 'image-modify',
      model: 'gpt-image-1',
      input: { prompt: 'make it night' },
      files: { image: inputFile() },
    });
    expect(Object.keys(fake.requests[0]?.form?.files ?? {})).toEqual(['image']);
  });

  it('speaks: MP3 bytes; gpt-4o-mini-tts gets instructions, tts-1 the speed', async () => {
    const { outputs } = await outputsOf({
      tool: 'text-to-speech',
      model: 'gpt-4o-mini-tts',
      input: { text: 'سلام، به رسام خوش آمدید.', voice: 'fa-male', speed: 1.5 },
      files: {},
    });
    expect(outputs[0]?.mime).toBe('audio/mpeg');
    expect(outputs[0]?.data?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    expect(JSON.parse(fake.requests[0]?.body.toString() ?? '{}')).toEqual({
      model: 'gpt-4o-mini-tts',
      input: 'سلام، به رسام خوش آمدید.',
      voice: 'onyx',
      response_format: 'mp3',
      instructions: 'Speak Persian (Farsi) clearly and naturally, at about 1.5 times the usual pace.',
    });
    await outputsOf({
      tool: 'text-to-speech',
      model: 'tts-1',
      input: { text: 'Hello', voice: 'en-female', speed: 0.75 },
      files: {},
    });
    expect(JSON.parse(fake.requests[1]?.body.toString() ?? '{}')).toMatchObject({ voice: 'shimmer', speed: 0.75 });
  });

  it('speaks a text longer than 4,096 characters in parts, joined as one WAV', async () => {
    const sentence = 'This is one sentence of a long text. ';
    const text = sentence.repeat(Math.ceil(5000 / sentence.length));
    const { outputs } = await outputsOf({
      tool: 'text-to-speech',
      model: 'tts-1',
      input: { text, voice: 'en-male' },
      files: {},
    });
    const bodies = fake.requests.map(
      (r) => JSON.parse(r.body.toString()) as { input: string; response_format: string },
    );
    expect(bodies).toHaveLength(2);
    expect(bodies.every((b) => b.response_format === 'pcm' && b.input.length <= 4096)).toBe(true);
    expect(bodies.map((b) => b.input).join(' ')).toBe(text.trim());
    const wav = outputs[0];
    expect(wav?.mime).toBe('audio/wav');
    expect(wav?.data?.subarray(0, 4).toString()).toBe('RIFF');
    // The fake answers 10 ms of PCM per character: the WAV holds every part, end to end.
    const characters = bodies.reduce((sum, b) => sum + b.input.length, 0);
    expect(wav?.durationSeconds).toBeCloseTo(characters * 0.01, 5);
    expect(wav?.data?.length).toBe(44 + characters * 480);
    expect(splitText('a. b', 3)).toEqual(['a.', 'b']);
  });

  it('maps a 500 to a retryable server error, sent once (the generation may have run)', async () => {
    fake.setMode('fail');
    const error = await failure(provider().submit(generation), [KEY]);
    expect(error).toMatchObject({ kind: 'server', retryable: true, httpStatus: 500 });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps moderation_blocked to moderation, never retried', async () => {
    fake.setMode('moderation');
    const openai = provider();
    let calls = 0;
    const error = await failure(
      withRetries(
        () => {
          calls += 1;
          return openai.submit(generation);
        },
        { attempts: 4, baseMs: 1, sleep: async () => {} },
      ),
    );
    expect(error).toMatchObject({ kind: 'moderation', retryable: false, providerCode: 'moderation_blocked' });
    expect(calls).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 after Retry-After-Ms, then succeeds', async () => {
    fake.setMode('rate-limit-once');
    const recorder = recordingSleep();
    const { outputs } = await outputsOf(generation, provider({ retry: { sleep: recorder.sleep } }));
    expect(outputs).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    expect(recorder.waits[0]).toBeGreaterThanOrEqual(1_000);
  });

  it('treats insufficient_quota as an account problem, not a rate limit', async () => {
    fake.setMode('quota');
    const error = await failure(provider().submit(generation));
    expect(error).toMatchObject({ kind: 'auth', retryable: false, httpStatus: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps a 400 invalid_request_error to invalid-input', async () => {
    fake.setMode('invalid');
    const error = await failure(provider().submit(generation));
    expect(error).toMatchObject({ kind: 'invalid-input', retryable: false, providerCode: 'invalid_value' });
  });

  it('maps a wrong key to auth without echoing it (OpenAI echoes it back)', async () => {
    const wrong = 'sk-wrong-SECRET-key-777';
    const error = await failure(provider({ apiKey: wrong }).submit(generation), [wrong]);
    expect(error).toMatchObject({ kind: 'auth', retryable: false, httpStatus: 401 });
    expect(error.message).toContain('[redacted]');
  });

  it('times out a slow generation as a retryable timeout', async () => {
    fake.setMode('slow');
    const error = await failure(provider({ timeoutMs: 200 }).submit(generation));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });
});
